import { createServer, type Server, type Socket } from 'node:net'
import {
  createProfileMemory,
  type ErrorInfo,
  type ProfileMemoryOptions,
  UndeliveredMessagesError,
} from 'profile-context'
import { afterEach, describe, expect, test } from 'vitest'
import { apiKey, fastRetry, startTestService, type TestService } from './service'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function service(options: Parameters<typeof startTestService>[1] = {}): Promise<TestService> {
  const started = await startTestService({}, options)
  cleanups.push(() => started.close())
  return started
}

function engine(target: { baseURL: string }, options: Partial<ProfileMemoryOptions> = {}) {
  const errors: Array<{ error: unknown; info: ErrorInfo }> = []
  const memory = createProfileMemory({
    client: { baseURL: target.baseURL, apiKey, maxRetries: 1, maxRetryDelay: 20, timeout: 5_000 },
    retry: fastRetry,
    onError: (error, info) => errors.push({ error, info }),
    ...options,
  })
  cleanups.push(() => memory.close({ timeoutMs: 1000 }))
  return { memory, errors }
}

function createTracked(options: ProfileMemoryOptions) {
  const memory = createProfileMemory(options)
  cleanups.push(() => memory.close({ timeoutMs: 1000 }))
  return { memory }
}

/** A service that accepts connections and never answers: an outage where every request hangs. */
async function blackHole(): Promise<{ baseURL: string }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.resume()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return { baseURL: `http://127.0.0.1:${address.port}/v1` }
}

const lostMessages = (errors: Array<{ error: unknown }>) =>
  errors.flatMap(({ error }) => (UndeliveredMessagesError.isInstance(error) ? [...error.messages] : []))

/** 20 turns of a conversation; the answer of turn 7 is `long`. */
function conversation(long: string) {
  return Array.from({ length: 20 }, (_, index) => [
    { role: 'user' as const, content: `question ${index}` },
    { role: 'assistant' as const, content: index === 7 ? long : `answer ${index}` },
  ])
}

describe('poison isolation', () => {
  for (const update of ['manual', 'auto'] as const) {
    test(`${update} mode: a 40,000-character answer is cut with a marker, and all 39 neighbours are stored in order`, async () => {
      const target = await service()
      const { memory, errors } = engine(target, { update, batch: { maxMessages: 20, maxDelayMs: 60_000 } })
      for (const messages of conversation('x'.repeat(40_000))) memory.recordTurn({ userId: 'pat', messages })
      await memory.flush()
      const stored = target.storedMessages().map((message) => message.content)
      expect(stored).toHaveLength(40)
      expect(stored.filter((content) => content.length < 100)).toEqual(
        conversation('')
          .flatMap((turn) => turn.map((message) => message.content))
          .filter((content) => content !== ''),
      )
      const cut = stored[15] ?? ''
      expect(cut.length).toBeLessThanOrEqual(30_000)
      expect(cut).toMatch(/…\[cut: \d+ characters not recorded\]$/)
      expect(errors).toEqual([])
    })

    test(`${update} mode: a message the service rejects fails alone, reported with its text; neighbours stored in order`, async () => {
      // The service takes less than the engine cuts to: it answers 413 to any batch holding the long message.
      const target = await service({ limits: { maxContentChars: 5_000 } })
      const { memory, errors } = engine(target, { update, batch: { maxMessages: 20, maxDelayMs: 60_000 } })
      for (const messages of conversation('y'.repeat(8_000))) memory.recordTurn({ userId: 'quinn', messages })
      await memory.flush()
      const expected = conversation('')
        .flatMap((turn) => turn.map((message) => message.content))
        .filter((content) => content !== '')
      expect(target.storedMessages().map((message) => message.content)).toEqual(expected)
      expect(errors).toHaveLength(1)
      expect(errors[0]?.info).toEqual({ operation: 'record', userId: 'quinn', messages: 1 })
      const [lost] = lostMessages(errors)
      expect(lost).toMatchObject({ userId: 'quinn', role: 'assistant', content: 'y'.repeat(8_000) })
      expect(errors[0]?.error).toMatchObject({ idempotencyKey: undefined })
      expect(memory.stats()).toMatchObject({ failed: 1, sentMessages: 39, queued: 0 })
    })
  }

  test('a rejected batch is split in halves, each part a new batch with its own idempotency key', async () => {
    const target = await service({ limits: { maxContentChars: 5_000 } })
    const sent: Array<{ key: string | null; contents: string[]; status: number }> = []
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (String(input).includes('/text')) {
        const body = JSON.parse(String(init?.body)) as Array<{ content: string }>
        const key = new Headers(init?.headers).get('idempotency-key')
        sent.push({ key, contents: body.map((message) => message.content.slice(0, 4)), status: response.status })
      }
      return response
    }
    const { memory } = createTracked({
      client: { baseURL: target.baseURL, apiKey, maxRetries: 0, fetch: recordingFetch },
      update: 'manual',
      batch: { maxMessages: 8, maxDelayMs: 60_000 },
      onError: () => undefined,
    })
    const messages = Array.from({ length: 8 }, (_, index) => ({
      role: 'user' as const,
      content: index === 5 ? 'z'.repeat(6_000) : `m${index}`,
    }))
    memory.recordTurn({ userId: 'rae', messages })
    await memory.flush()
    // 8 rejected → halves of 4: the first stored, the second rejected → halves of 2, rejected → single messages.
    expect(sent.map(({ contents, status }) => [contents.join(' '), status])).toEqual([
      ['m0 m1 m2 m3 m4 zzzz m6 m7', 413],
      ['m0 m1 m2 m3', 200],
      ['m4 zzzz m6 m7', 413],
      ['m4 zzzz', 413],
      ['m4', 200],
      ['zzzz', 413],
      ['m6', 200],
      ['m7', 200],
    ])
    expect(new Set(sent.map(({ key }) => key)).size).toBe(sent.length)
    expect(target.storedMessages().map((message) => message.content)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
      'm6',
      'm7',
    ])
  })
})

describe('deadlines', () => {
  test('close() with default options returns within 10 s in a black-hole outage and reports every message', async () => {
    const target = await blackHole()
    const { memory, errors } = engine(target, { update: 'manual', batch: { maxMessages: 5, maxDelayMs: 0 } })
    const sent: string[] = []
    for (let index = 0; index < 30; index += 1) {
      const content = `turn ${index}`
      sent.push(content)
      memory.recordTurn({ userId: `user-${index % 3}`, conversationId: 'c', messages: [{ role: 'user', content }] })
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    await memory.close()
    const elapsed = performance.now() - started
    expect(elapsed).toBeLessThan(10_500)
    expect(elapsed).toBeGreaterThan(9_000)
    expect(errors.every(({ info }) => info.operation === 'record')).toBe(true)
    expect(errors.reduce((sum, { info }) => sum + (info.messages ?? 0), 0)).toBe(30)
    expect(
      lostMessages(errors)
        .map((message) => message.content)
        .sort(),
    ).toEqual(sent.sort())
    expect(memory.stats()).toMatchObject({ queued: 0, failed: 30 })
  }, 20_000)

  test('flush({ timeoutMs }) and flush({ signal }) give up at once, abort what is on its way, and report it', async () => {
    const target = await blackHole()
    const { memory, errors } = engine(target)
    memory.recordTurn({ userId: 'sam', messages: [{ role: 'user', content: 'first' }] })
    let started = performance.now()
    await memory.flush({ timeoutMs: 200 })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(lostMessages(errors).map((message) => message.content)).toEqual(['first'])
    expect(errors[0]?.info).toMatchObject({ operation: 'record', userId: 'sam', messages: 1 })

    memory.recordTurn({ userId: 'sam', messages: [{ role: 'user', content: 'second' }] })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('host shutting down')), 100)
    started = performance.now()
    await memory.flush({ signal: controller.signal })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(lostMessages(errors).map((message) => message.content)).toEqual(['first', 'second'])
    // inFlight may still count the profile creation both sends shared: it is not theirs to abort.
    expect(memory.stats()).toMatchObject({ queued: 0, failed: 2 })
  })

  test('a batch given up while on its way carries its idempotency key: resending it cannot store twice', async () => {
    const target = await service()
    target.proxy.behaviour.latencyMs = 1_000
    const { memory, errors } = engine(target)
    memory.recordTurn({ userId: 'tia', messages: [{ role: 'user', content: 'I live in Oslo.' }] })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await memory.flush({ timeoutMs: 100 })
    const error = errors[0]?.error
    if (!UndeliveredMessagesError.isInstance(error)) throw new Error('expected an UndeliveredMessagesError')
    expect(error.idempotencyKey).toEqual(expect.any(String))
    target.proxy.behaviour.latencyMs = 0
    const profileId = await memory.profile('tia')
    const sceneId = await memory.scene('tia')
    const resend = error.messages.map(({ role, content, timestamp }) => ({ role, content, timestamp }))
    const options = { idempotencyKey: error.idempotencyKey as string }
    await target.direct.addText(profileId, sceneId, resend, options)
    await target.direct.addText(profileId, sceneId, resend, options)
    expect(target.storedMessages().map((message) => message.content)).toEqual(['I live in Oslo.'])
  })

  test('bad deadline options are rejected with a TypeError naming the option', async () => {
    const target = await service()
    const { memory } = engine(target)
    await expect(memory.flush({ timeoutMs: -1 })).rejects.toThrow(/flush\(\{ timeoutMs \}\) must be a non-negative/)
    await expect(memory.flush({ signal: 'soon' as unknown as AbortSignal })).rejects.toThrow(/must be an AbortSignal/)
    await expect(memory.close({ timeoutMs: Number.NaN })).rejects.toThrow(/close\(\{ timeoutMs \}\) must be/)
    // The engine is still open: a turn is accepted and a proper close() delivers it.
    memory.recordTurn({ userId: 'val', messages: [{ role: 'user', content: 'still open' }] })
    await memory.close()
    expect(target.storedMessages().map((message) => message.content)).toEqual(['still open'])
  })
})

describe('overflow', () => {
  test('a sustained overflow is reported at most once a second, with every dropped message', async () => {
    const target = await blackHole()
    const { memory, errors } = engine(target, { maxQueuedMessages: 10 })
    const started = performance.now()
    let recorded = 0
    while (performance.now() - started < 2_500) {
      for (let index = 0; index < 50; index += 1) {
        memory.recordTurn({ userId: 'uma', messages: [{ role: 'user', content: `m${recorded}` }] })
        recorded += 1
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const seconds = (performance.now() - started) / 1000
    const dropped = memory.stats().dropped
    expect(dropped).toBeGreaterThan(1_000)
    expect(errors.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    await memory.close({ timeoutMs: 100 })
    const overflowReports = errors.filter(({ error }) => String(error).includes('maxQueuedMessages'))
    expect(overflowReports.reduce((sum, { info }) => sum + (info.messages ?? 0), 0)).toBe(dropped)
    expect(lostMessages(overflowReports)).toHaveLength(dropped)
    expect(String(overflowReports.at(-1)?.error)).toContain(`${dropped} message(s) dropped so far`)
  })
})
