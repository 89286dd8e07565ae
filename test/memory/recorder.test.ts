import {
  createProfileMemory,
  type ErrorInfo,
  NotFoundError,
  type ProfileMemoryOptions,
  UndeliveredMessagesError,
} from 'profile-context'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

let service: TestService
let ids: Map<string, string>
const engines: Array<{ close(): Promise<void> }> = []
beforeEach(async () => {
  service = await startTestService()
  ids = new Map()
})
afterEach(async () => {
  service.proxy.behaviour.down = false
  await Promise.all(engines.splice(0).map((engine) => engine.close()))
  await service.close()
})

function memoryWith(options: Partial<ProfileMemoryOptions> = {}) {
  const errors: Array<{ error: unknown; info: ErrorInfo }> = []
  const memory = createProfileMemory({
    client: fastClient(service),
    ids,
    retry: fastRetry,
    onError: (error, info) => errors.push({ error, info }),
    ...options,
  })
  engines.push(memory)
  return { memory, errors }
}

const say = (content: string, timestamp?: number) => ({
  role: 'user' as const,
  content,
  ...(timestamp ? { timestamp } : {}),
})
const textRequests = () => service.proxy.delivered.filter((request) => request.path.includes('/text'))
const runRequests = () => service.requests('PUT', /\/update\/run$/)
const contents = () => service.storedMessages().map((message) => message.content)

describe('recordTurn', () => {
  test('returns at once; auto mode sends each turn with update_now, waitForUpdate adds wait_for_result', async () => {
    const { memory } = memoryWith()
    const returned: unknown = memory.recordTurn({ userId: 'ann', messages: [say('I live in Lisbon.')] })
    // Nothing is awaited or sent before recordTurn returns: the request starts after the caller's own code.
    expect(returned).toBeUndefined()
    expect(memory.stats().inFlight).toBe(0)
    expect(memory.stats().queued).toBe(1)
    await memory.flush()
    memory.recordTurn({ userId: 'ann', messages: [say('I work as a nurse.')] })
    await memory.flush()
    expect(textRequests().map((request) => new URL(request.path, 'http://x').search)).toEqual([
      '?update_now=true',
      '?update_now=true',
    ])
    expect(memory.stats()).toMatchObject({ queued: 0, sentMessages: 2, sentRequests: 2, failed: 0 })

    const { memory: waiting } = memoryWith({ waitForUpdate: true })
    waiting.recordTurn({ userId: 'ann', messages: [say('I have a dog.')] })
    await waiting.flush()
    expect(new URL(textRequests().at(-1)?.path ?? '', 'http://x').search).toBe('?update_now=true&wait_for_result=true')
  })

  test('only user and assistant text is sent: no system prompt, no injected block, tool results only if asked', async () => {
    const { memory } = memoryWith({ context: { format: (answer) => `[[memory: ${answer.profile}]]` } })
    // A returning user: a profile created by getContext itself has no facts, and nothing would be asked or formatted.
    await memory.profile('ben')
    const injected = await memory.getContext({ userId: 'ben', messages: [] })
    expect(injected).toMatch(/^\[\[memory: /)
    memory.recordTurn({
      userId: 'ben',
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: `${injected}\nWhat is the weather?` },
        { role: 'tool', content: '{"temperature": 21}' },
        { role: 'assistant', content: 'It is 21 degrees.' },
        { role: 'assistant', content: '   ' },
      ],
    })
    memory.recordTurn({ userId: 'ben', messages: [{ role: 'system', content: 'only a system prompt' }] })
    expect(memory.stats().queued).toBe(2)
    const { memory: withTools } = memoryWith({ recordToolResults: true })
    withTools.recordTurn({ userId: 'ben', conversationId: 'tools', messages: [{ role: 'tool', content: 'sunny' }] })
    await Promise.all([memory.flush(), withTools.flush()])
    expect(service.storedMessages().map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'What is the weather?' },
      { role: 'assistant', content: 'It is 21 degrees.' },
      { role: 'assistant', content: 'sunny' },
    ])
  })

  test('timestamps are whole seconds and never decrease within a scene', async () => {
    const { memory } = memoryWith()
    memory.recordTurn({ userId: 'cy', conversationId: 'a', messages: [say('one', 2_000_000_000_500)] })
    memory.recordTurn({
      userId: 'cy',
      conversationId: 'a',
      messages: [say('two', 1_000_000_000), say('three', new Date(1_500_000_000_000) as never)],
    })
    memory.recordTurn({ userId: 'cy', conversationId: 'b', messages: [say('elsewhere', 1_000_000_000)] })
    await memory.flush()
    const stamps = Object.fromEntries(service.storedMessages().map((message) => [message.content, message.timestamp]))
    expect(stamps).toEqual({ one: 2_000_000_000, two: 2_000_000_000, three: 2_000_000_000, elsewhere: 1_000_000_000 })
  })

  test('manual mode: batches by maxMessages, runUpdate after each sent batch, the rest on flush', async () => {
    const { memory } = memoryWith({ update: 'manual', batch: { maxMessages: 3, maxDelayMs: 60_000 } })
    for (let index = 0; index < 7; index += 1) memory.recordTurn({ userId: 'dee', messages: [say(`message ${index}`)] })
    await expect.poll(() => memory.stats().sentMessages, { interval: 10, timeout: 2000 }).toBe(6)
    expect(memory.stats().queued).toBe(1)
    expect(textRequests().map((request) => JSON.parse(request.body).length)).toEqual([3, 3])
    expect(textRequests().every((request) => !request.path.includes('update_now'))).toBe(true)
    await memory.flush()
    expect(contents()).toEqual(Array.from({ length: 7 }, (_, index) => `message ${index}`))
    expect(textRequests().map((request) => JSON.parse(request.body).length)).toEqual([3, 3, 1])
    expect(runRequests()).toBeGreaterThanOrEqual(1)
    expect(runRequests()).toBeLessThanOrEqual(3)
    await expect
      .poll(async () => (await service.direct.getUpdateStatus(await memory.profile('dee'))).progress, { timeout: 3000 })
      .toBe(100)
  })

  test('manual mode: a buffer goes out maxDelayMs after its first message without any flush', async () => {
    const { memory } = memoryWith({ update: 'manual', batch: { maxMessages: 100, maxDelayMs: 300 } })
    const started = performance.now()
    memory.recordTurn({ userId: 'eve', messages: [say('first')] })
    await new Promise((resolve) => setTimeout(resolve, 100))
    memory.recordTurn({ userId: 'eve', messages: [say('second')] })
    await expect.poll(() => memory.stats().sentMessages, { interval: 5, timeout: 2000 }).toBe(2)
    // Not before the delay of the first message, and the second one joined the same batch.
    expect(performance.now() - started).toBeGreaterThanOrEqual(295)
    expect(contents()).toEqual(['first', 'second'])
    expect(textRequests()).toHaveLength(1)
  })

  test.each([
    [{ everyMessages: 4 }, 2],
    ['never', 0],
  ] as const)('manual mode: runUpdate %j runs %i updates for 10 messages', async (runUpdate, expected) => {
    const { memory } = memoryWith({ update: 'manual', batch: { maxMessages: 2, maxDelayMs: 0, runUpdate } })
    for (let index = 0; index < 10; index += 1) memory.recordTurn({ userId: 'fay', messages: [say(`m${index}`)] })
    await memory.flush()
    expect(contents()).toHaveLength(10)
    expect(runRequests()).toBe(expected)
  })

  test('per-scene order holds while the proxy fails every third request, after the service stored it or before', async () => {
    for (const failWhen of ['before', 'after'] as const) {
      service.proxy.behaviour.failEvery = 3
      service.proxy.behaviour.failWhen = failWhen
      const { memory, errors } = memoryWith({ batch: { maxMessages: 2 } })
      for (let index = 0; index < 40; index += 1) {
        memory.recordTurn({
          userId: `gil-${failWhen}`,
          conversationId: `c${index % 2}`,
          messages: [say(`${failWhen} ${index}`)],
        })
      }
      await memory.flush()
      expect(errors).toEqual([])
      expect(memory.stats()).toMatchObject({ queued: 0, failed: 0, sentMessages: 40 })
      for (const conversation of [0, 1]) {
        const scene = await memory.scene(`gil-${failWhen}`, `c${conversation}`)
        const stored = service.storedMessages().filter((message) => message.sceneId === scene)
        const expected = Array.from({ length: 40 }, (_, index) => index).filter((index) => index % 2 === conversation)
        expect(stored.map((message) => message.content)).toEqual(expected.map((index) => `${failWhen} ${index}`))
      }
    }
    expect(service.proxy.counts.failed).toBeGreaterThan(5)
  })

  test('a permanent failure is reported and counted, and the queue moves on', async () => {
    ids.set('profile:"ghost"', 'no-such-profile')
    ids.set('scene:["ghost",null]', 'no-such-scene')
    const { memory, errors } = memoryWith()
    memory.recordTurn({ userId: 'ghost', messages: [say('lost'), say('also lost')] })
    memory.recordTurn({ userId: 'hal', messages: [say('kept')] })
    await memory.flush()
    expect(contents()).toEqual(['kept'])
    expect(memory.stats()).toMatchObject({ failed: 2, sentMessages: 1, retried: 0, queued: 0 })
    expect(errors).toHaveLength(1)
    const error = errors[0]?.error
    expect(UndeliveredMessagesError.isInstance(error)).toBe(true)
    if (!UndeliveredMessagesError.isInstance(error)) return
    expect(NotFoundError.isInstance(error.cause)).toBe(true)
    expect(error.messages.map((message) => [message.userId, message.content])).toEqual([
      ['ghost', 'lost'],
      ['ghost', 'also lost'],
    ])
    expect(errors[0]?.info).toEqual({ operation: 'record', userId: 'ghost', messages: 2 })
  })

  test('an IdStore that fails for a moment is retried like the service, not a reason to lose the turn', async () => {
    let failures = 2
    const store = {
      get: async (key: string) => {
        if (failures > 0) {
          failures -= 1
          throw new Error('store unreachable')
        }
        return ids.get(key)
      },
      set: async (key: string, value: string) => void ids.set(key, value),
    }
    const { memory, errors } = memoryWith({ ids: store })
    memory.recordTurn({ userId: 'iris', messages: [say('still here')] })
    await memory.flush()
    expect(contents()).toEqual(['still here'])
    expect(errors).toEqual([])
    expect(memory.stats()).toMatchObject({ retried: 2, failed: 0 })
  })

  test('flush and close deliver what is pending; after close turns are reported, not thrown', async () => {
    const { memory, errors } = memoryWith({ update: 'manual', batch: { maxDelayMs: 60_000 } })
    await memory.flush()
    memory.recordTurn({ userId: 'ida', messages: [say('before close')] })
    const closing = memory.close()
    expect(memory.close()).toBe(closing)
    memory.recordTurn({ userId: 'ida', messages: [say('after close')] })
    await closing
    expect(contents()).toEqual(['before close'])
    expect(runRequests()).toBe(1)
    expect(memory.stats()).toMatchObject({ queued: 0, sentMessages: 1, failed: 1 })
    expect(errors).toHaveLength(1)
    expect(String(errors[0]?.error)).toContain('after close()')
    expect(errors[0]?.error).toMatchObject({ messages: [{ userId: 'ida', role: 'user', content: 'after close' }] })
    expect(errors[0]?.info).toMatchObject({ operation: 'record', userId: 'ida', messages: 1 })
  })

  test('overflow: past maxQueuedMessages the oldest messages not yet on their way are dropped and reported', async () => {
    service.proxy.behaviour.down = true
    const { memory, errors } = memoryWith({ maxQueuedMessages: 5 })
    const record = (index: number) =>
      memory.recordTurn({
        userId: 'jay',
        conversationId: index % 2 === 1 ? 'odd' : 'even',
        messages: [say(`m${index}`)],
      })
    record(1)
    record(2)
    // Sending starts right after the caller's code: m1 and m2 are now on their way, failing and being retried.
    await new Promise((resolve) => setTimeout(resolve, 30))
    for (let index = 3; index <= 8; index += 1) record(index)
    // m1 and m2 are on their way (being retried), so m3, m4 and m5 made room.
    expect(memory.stats()).toMatchObject({ queued: 5, dropped: 3 })
    // One report at the start of the overflow episode; the rest follow at most once a second.
    expect(errors).toHaveLength(1)
    expect(String(errors[0]?.error)).toContain('maxQueuedMessages')
    await new Promise((resolve) => setTimeout(resolve, 100))
    service.proxy.behaviour.down = false
    await memory.flush()
    expect(errors.reduce((sum, entry) => sum + (entry.info.messages ?? 0), 0)).toBe(3)
    expect(errors.every((entry) => entry.info.operation === 'record')).toBe(true)
    const lost = errors.flatMap((entry) =>
      UndeliveredMessagesError.isInstance(entry.error) ? entry.error.messages.map((message) => message.content) : [],
    )
    expect(lost).toEqual(['m3', 'm4', 'm5'])
    expect(contents().sort()).toEqual(['m1', 'm2', 'm6', 'm7', 'm8'])
    expect(memory.stats()).toMatchObject({ queued: 0, dropped: 3, failed: 0, sentMessages: 5 })
    expect(memory.stats().retried).toBeGreaterThan(0)
  })

  test('waitUntil receives every delivery and update run, settled only when the work is done', async () => {
    const handed: Array<Promise<unknown>> = []
    const { memory } = memoryWith({
      update: 'manual',
      batch: { maxDelayMs: 50 },
      waitUntil: (promise) => handed.push(promise),
    })
    memory.recordTurn({ userId: 'kai', messages: [say('one')] })
    memory.recordTurn({ userId: 'kai', conversationId: 'x', messages: [say('two'), say('three')] })
    expect(handed).toHaveLength(2)
    await Promise.all(handed)
    expect(contents().sort()).toEqual(['one', 'three', 'two'])
    // The update runs that followed the deliveries were handed over as well.
    expect(handed.length).toBeGreaterThanOrEqual(3)
    await Promise.all(handed)
    expect(runRequests()).toBeGreaterThanOrEqual(1)
  })
})
