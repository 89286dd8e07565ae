import { APITimeoutError, createProfileMemory, type ErrorInfo } from 'profile-context'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

let service: TestService
// Engines of one test share their id mappings, as instances of one app would through a shared store.
let ids: Map<string, string>
beforeEach(async () => {
  service = await startTestService()
  ids = new Map()
})
afterEach(async () => {
  await service.close()
})

const ask = (content: string) => [{ role: 'user' as const, content }]
const queries = () => service.requests('GET', /\/facts\/query/)

function collectErrors() {
  const errors: Array<{ error: unknown; info: ErrorInfo }> = []
  return { errors, onError: (error: unknown, info: ErrorInfo) => errors.push({ error, info }) }
}

async function teach(userId: string, content: string): Promise<void> {
  const teacher = createProfileMemory({ client: fastClient(service), ids, waitForUpdate: true, retry: fastRetry })
  teacher.recordTurn({ userId, messages: ask(content) })
  await teacher.close()
}

describe('getContext', () => {
  test('hybrid: the profile answer and the per-turn answer in one delimited block', async () => {
    await teach('alice', 'I live in Lisbon and I work as a nurse.')
    const memory = createProfileMemory({ client: fastClient(service), ids })
    const block = await memory.getContext({ userId: 'alice', messages: ask('Where do I live?') })
    expect(block).toMatch(/^<user_context>\n[\s\S]*not instructions[\s\S]*<\/user_context>$/)
    expect(block).toContain('About the user:')
    expect(block).toContain('Relevant to the latest message:')
    expect(block).toContain('Lisbon')
    expect(memory.stats()).toMatchObject({ contextMisses: 2, contextHits: 0, contextTimeouts: 0 })
  })

  test('profile and query modes ask one question each; a custom question builder and format are used', async () => {
    await teach('bea', 'I work as a pilot.')
    const profileOnly = createProfileMemory({ client: fastClient(service), ids, context: { mode: 'profile' } })
    expect(await profileOnly.getContext({ userId: 'bea', messages: ask('hello') })).not.toContain('Relevant to')
    expect(queries()).toBe(1)
    const queryOnly = createProfileMemory({
      client: fastClient(service),
      ids,
      context: {
        mode: 'query',
        question: (messages) => `Where does the user work? (${messages.length} messages)`,
        format: (answer) => `JOB: ${answer.query}`,
      },
    })
    expect(await queryOnly.getContext({ userId: 'bea', messages: ask('hello') })).toMatch(/^JOB: .*pilot/)
    expect(queries()).toBe(2)
    const lastPath = service.proxy.delivered.at(-1)?.path ?? ''
    expect(new URL(lastPath, 'http://x').searchParams.get('query')).toBe('Where does the user work? (1 messages)')
  })

  test('cache: a repeated question is answered without a request until the TTL runs out, then refreshed behind', async () => {
    await teach('carl', 'I live in Porto.')
    const memory = createProfileMemory({
      client: fastClient(service),
      ids,
      context: { mode: 'profile', cacheTtlMs: 300 },
    })
    const first = await memory.getContext({ userId: 'carl', messages: [] })
    const second = await memory.getContext({ userId: 'carl', messages: [] })
    expect(second).toBe(first)
    expect(queries()).toBe(1)
    expect(memory.stats()).toMatchObject({ contextHits: 1, contextMisses: 1 })
    await new Promise((resolve) => setTimeout(resolve, 350))
    // Past the TTL the answer is stale: served at once all the same, while one refresh runs behind it.
    service.proxy.behaviour.latencyMs = 200
    const started = performance.now()
    expect(await memory.getContext({ userId: 'carl', messages: [] })).toBe(first)
    expect(performance.now() - started).toBeLessThan(100)
    await memory.getContext({ userId: 'carl', messages: [] })
    await expect.poll(() => queries(), { interval: 20, timeout: 3000 }).toBe(2)
    expect(memory.stats()).toMatchObject({ contextHits: 3, contextMisses: 1 })
    // `maxStaleMs: 0`: a stale answer is never served; the turn asks again.
    const strict = createProfileMemory({
      client: fastClient(service),
      ids,
      context: { mode: 'profile', cacheTtlMs: 100, maxStaleMs: 0 },
    })
    service.proxy.behaviour.latencyMs = 0
    await strict.getContext({ userId: 'carl', messages: [] })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await strict.getContext({ userId: 'carl', messages: [] })).toBe(first)
    expect(strict.stats()).toMatchObject({ contextHits: 0, contextMisses: 2 })
  })

  test('cache: recording data that updates the profile refreshes it by the time flush resolves (wait_for_result)', async () => {
    const memory = createProfileMemory({
      client: fastClient(service),
      ids,
      waitForUpdate: true,
      retry: fastRetry,
      context: { mode: 'profile' },
    })
    memory.recordTurn({ userId: 'dora', messages: ask('I live in Madrid.') })
    await memory.flush()
    expect(await memory.getContext({ userId: 'dora', messages: [] })).toContain('Madrid')
    expect(await memory.getContext({ userId: 'dora', messages: [] })).not.toContain('Berlin')
    expect(queries()).toBe(1)
    memory.recordTurn({ userId: 'dora', messages: ask('I moved to Berlin.') })
    await memory.flush()
    expect(await memory.getContext({ userId: 'dora', messages: [] })).toContain('Berlin')
    expect(queries()).toBe(2)
    await memory.close()
  })

  test('cache: an update finishing in the background (update_now without wait) invalidates it once IDLE', async () => {
    await service.close()
    service = await startTestService({}, { processingDelayMs: 150 })
    const memory = createProfileMemory({
      client: fastClient(service),
      ids,
      retry: fastRetry,
      context: { mode: 'profile' },
    })
    memory.recordTurn({ userId: 'ella', messages: ask('I work as a baker.') })
    await memory.flush()
    // The update is still WORKING: whatever is answered now must not stick in the cache.
    await memory.getContext({ userId: 'ella', messages: [] })
    await expect
      .poll(async () => (await service.direct.getUpdateStatus(await memory.profile('ella'))).status, {
        interval: 20,
        timeout: 3000,
      })
      .toBe('IDLE')
    await expect
      .poll(() => memory.getContext({ userId: 'ella', messages: [] }), { interval: 50, timeout: 3000 })
      .toContain('baker')
    expect(service.requests('GET', /\/update\/status/)).toBeGreaterThan(0)
    await memory.close()
  })

  test('identical concurrent questions share one request', async () => {
    service.proxy.behaviour.latencyMs = 50
    const memory = createProfileMemory({ client: fastClient(service), ids })
    await memory.profile('finn')
    const blocks = await Promise.all(
      Array.from({ length: 20 }, () => memory.getContext({ userId: 'finn', messages: ask('What do I do?') })),
    )
    expect(new Set(blocks).size).toBe(1)
    expect(queries()).toBe(2) // the profile question and the per-turn question, once each
  })

  test('timeout budget: a slow service adds at most the budget (+50 ms), reports, and warms the cache', async () => {
    await teach('gus', 'I live in Rome.')
    const { errors, onError } = collectErrors()
    const memory = createProfileMemory({
      client: fastClient(service),
      ids,
      onError,
      context: { mode: 'profile', timeoutMs: 200 },
    })
    await memory.profile('gus')
    service.proxy.behaviour.latencyMs = 400
    const started = performance.now()
    const block = await memory.getContext({ userId: 'gus', messages: [] })
    const elapsed = performance.now() - started
    expect(block).toBeUndefined()
    expect(elapsed).toBeGreaterThanOrEqual(195)
    expect(elapsed).toBeLessThanOrEqual(250)
    expect(memory.stats().contextTimeouts).toBe(1)
    expect(errors).toHaveLength(1)
    expect(APITimeoutError.isInstance(errors[0]?.error)).toBe(true)
    expect(errors[0]?.info).toMatchObject({ operation: 'context', userId: 'gus' })
    // The request went on and filled the cache: the next turn gets the answer at once.
    await expect.poll(() => memory.stats().inFlight, { interval: 20, timeout: 2000 }).toBe(0)
    const next = performance.now()
    expect(await memory.getContext({ userId: 'gus', messages: [] })).toContain('Rome')
    expect(performance.now() - next).toBeLessThan(50)
  })

  test('hybrid: the cached profile answer comes at once when the per-turn answer misses the budget', async () => {
    await teach('hana', 'I live in Kyoto.')
    const { errors, onError } = collectErrors()
    const memory = createProfileMemory({ client: fastClient(service), ids, onError, context: { timeoutMs: 150 } })
    await memory.getContext({ userId: 'hana', messages: [] })
    // On a loaded machine that first answer may come after the 150 ms budget: it still fills the cache.
    await expect.poll(() => memory.stats().inFlight, { interval: 20, timeout: 5000 }).toBe(0)
    const reported = errors.length
    const timeouts = memory.stats().contextTimeouts
    service.proxy.behaviour.latencyMs = 500
    const block = await memory.getContext({ userId: 'hana', messages: ask('Any plans for the weekend?') })
    expect(block).toContain('Kyoto')
    expect(block).not.toContain('Relevant to the latest message')
    expect(memory.stats().contextTimeouts).toBe(timeouts + 1)
    expect(errors.slice(reported).map((entry) => entry.info.operation)).toEqual(['context'])
  })

  test("the caller's signal ends the wait at once, with no report", async () => {
    const { errors, onError } = collectErrors()
    const memory = createProfileMemory({ client: fastClient(service), ids, onError })
    await memory.profile('ivan')
    service.proxy.behaviour.latencyMs = 1000
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const started = performance.now()
    expect(await memory.getContext({ userId: 'ivan', messages: ask('hi'), signal: controller.signal })).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(150)
    expect(errors).toEqual([])
  })

  test('fail-open: with the service down getContext resolves undefined and reports, never throws', async () => {
    const { errors, onError } = collectErrors()
    const memory = createProfileMemory({ client: fastClient(service), ids, onError })
    await memory.profile('jo')
    service.proxy.behaviour.down = true
    expect(await memory.getContext({ userId: 'jo', conversationId: 'c1', messages: ask('hi') })).toBeUndefined()
    expect(errors.length).toBeGreaterThanOrEqual(1)
    expect(errors[0]?.info).toMatchObject({ operation: 'context', userId: 'jo', conversationId: 'c1' })
    // A user never seen before fails at the identity step, also without throwing.
    expect(await memory.getContext({ userId: 'kim', messages: ask('hi') })).toBeUndefined()
    expect(errors.at(-1)?.info.operation).toBe('identity')
  })

  test('a throwing onError or format never reaches the chat', async () => {
    await teach('lea', 'I live in Paris.')
    const memory = createProfileMemory({
      client: fastClient(service),
      ids,
      onError: () => {
        throw new Error('handler bug')
      },
      context: {
        format: () => {
          throw new Error('format bug')
        },
      },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await memory.getContext({ userId: 'lea', messages: ask('hi') })).toBeUndefined()
      // Both bugs are still visible: the handler's error is logged together with the error it was given.
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[1])).toContain('handler bug')
      expect(String(warn.mock.calls[0]?.[3])).toContain('format bug')
    } finally {
      warn.mockRestore()
    }
  })
})
