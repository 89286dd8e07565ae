import { createProfileMemory, defaultRequestedProfileId, type ErrorInfo } from 'profile-context'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

let service: TestService
beforeEach(async () => {
  service = await startTestService()
})
afterEach(async () => {
  await service.close()
})

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

test('1,000 turns across a service outage: after recovery and flush the service holds every message exactly once, in order', async () => {
  const errors: Array<{ error: unknown; info: ErrorInfo }> = []
  const handed: Array<Promise<unknown>> = []
  const memory = createProfileMemory({
    client: fastClient(service),
    retry: fastRetry,
    onError: (error, info) => errors.push({ error, info }),
    waitUntil: (promise) => handed.push(promise),
  })
  const users = 8
  const conversationOf = (turn: number) => (turn % 3 === 0 ? undefined : `chat-${turn % 3}`)
  const record = (turn: number) => {
    const conversationId = conversationOf(turn)
    memory.recordTurn({
      userId: `user-${turn % users}`,
      ...(conversationId === undefined ? {} : { conversationId }),
      messages: [
        { role: 'user', content: `turn ${turn}: question` },
        { role: 'assistant', content: `turn ${turn}: answer` },
      ],
    })
  }

  // Unreliable from the start: every third request is lost after the service did the work.
  service.proxy.behaviour.failEvery = 3
  service.proxy.behaviour.failWhen = 'after'
  let turn = 0
  for (; turn < 300; turn += 1) {
    record(turn)
    if (turn % 50 === 49) await pause(5)
  }
  service.proxy.behaviour.down = true
  for (; turn < 700; turn += 1) {
    record(turn)
    if (turn % 50 === 49) await pause(50)
  }
  const during = memory.stats()
  expect(during.queued).toBeGreaterThan(0)
  service.proxy.behaviour.down = false
  for (; turn < 1000; turn += 1) {
    record(turn)
    if (turn % 50 === 49) await pause(5)
  }
  await memory.flush()

  // Every creation keeps one Idempotency-Key across the engine's own retries, so a lost answer is replayed by the
  // service: no user ends up with a second profile (which the engine would report as operation 'identity').
  expect(errors).toEqual([])
  const profiles = await Promise.all(Array.from({ length: users }, (_, user) => memory.profile(`user-${user}`)))
  // Each user on their deterministic requested id: nothing was created twice, under another id.
  expect(profiles).toEqual(
    await Promise.all(Array.from({ length: users }, (_, user) => defaultRequestedProfileId(`user-${user}`))),
  )
  expect(service.proxy.counts.reset).toBeGreaterThan(0)
  expect(service.proxy.counts.failed).toBeGreaterThan(0)
  const stored = service.storedMessages()
  expect(stored).toHaveLength(2000)
  expect(new Set(stored.map((message) => message.content)).size).toBe(2000)
  expect(memory.stats()).toMatchObject({ queued: 0, inFlight: 0, sentMessages: 2000, failed: 0, dropped: 0 })
  // An engine that never fetched context has no cache to refresh, so it never polls update status. The only status
  // reads that succeed are existence checks: at most one per user, when a creation's answer was lost and the retry
  // found the profile that creation made.
  expect(service.requests('GET', /\/update\/status/)).toBeLessThanOrEqual(users)
  expect(memory.stats().retried).toBeGreaterThan(0)
  expect(handed).toHaveLength(1000)

  // Order within each conversation is the order of recording.
  for (let user = 0; user < users; user += 1) {
    for (const conversation of [undefined, 'chat-1', 'chat-2']) {
      const scene = await memory.scene(`user-${user}`, conversation)
      const turns = stored
        .filter((message) => message.sceneId === scene && message.role === 'user')
        .map((message) => Number(message.content.split(':')[0]?.slice(5)))
      expect(turns.length).toBeGreaterThan(0)
      expect(turns).toEqual([...turns].sort((left, right) => left - right))
    }
  }
  await memory.close()
})
