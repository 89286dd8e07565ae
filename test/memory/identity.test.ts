import Keyv from 'keyv'
import { createProfileMemory, defaultRequestedProfileId, type ErrorInfo } from 'profile-context'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { startRecordingServer } from '../helpers/recording-server'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

let service: TestService
beforeEach(async () => {
  service = await startTestService()
})
afterEach(async () => {
  await service.close()
})

describe('identity', () => {
  test('100 concurrent first calls for one user create exactly one profile, on its deterministic requested id', async () => {
    const memory = createProfileMemory({ client: fastClient(service) })
    const ids = await Promise.all(Array.from({ length: 100 }, () => memory.profile('alice')))
    expect(new Set(ids)).toEqual(new Set([await defaultRequestedProfileId('alice')]))
    expect(ids[0]).toMatch(/^u-alice-[0-9a-f]{24}$/)
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
    // Later calls do not go back to the service either.
    await memory.profile('alice')
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
    expect(service.requests('GET', /\/update\/status$/)).toBe(0)
  })

  test('100 concurrent first calls for one conversation create exactly one scene; each conversation gets its own', async () => {
    const memory = createProfileMemory({ client: fastClient(service) })
    const calls = Array.from({ length: 100 }, (_, index) =>
      memory.scene('bob', index % 2 === 0 ? 'conversation-a' : undefined),
    )
    const scenes = await Promise.all(calls)
    expect(new Set(scenes).size).toBe(2)
    expect(await memory.scene('bob', 'conversation-b')).not.toBe(scenes[0])
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
    expect(service.requests('POST', /\/scenes$/)).toBe(3)
    // The default scene is per user: another user does not share bob's.
    expect(await memory.scene('carol')).not.toBe(scenes[1])
  })

  test('a returning user keeps their profile after a restart with the default options (a fresh module, no shared store)', async () => {
    const before = createProfileMemory({ client: fastClient(service), waitForUpdate: true, retry: fastRetry })
    before.recordTurn({ userId: 'gus', messages: [{ role: 'user', content: 'I live in Oslo and I work as a nurse.' }] })
    await before.close()
    const profileId = await before.profile('gus')

    // A new process: the package loaded afresh, its default in-memory id store empty.
    vi.resetModules()
    const fresh = await import('profile-context')
    const reports: Array<{ error: unknown; info: ErrorInfo }> = []
    const after = fresh.createProfileMemory({
      client: fastClient(service),
      context: { mode: 'profile' },
      onError: (error, info) => reports.push({ error, info }),
    })
    const postsBefore = service.requests('POST', /\/profiles(\?|$)/)
    const block = await after.getContext({ userId: 'gus', messages: [{ role: 'user', content: 'Hi' }] })
    expect(await after.profile('gus')).toBe(profileId)
    expect(block).toContain('Oslo')
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(postsBefore)
    after.recordTurn({ userId: 'gus', messages: [{ role: 'user', content: 'I adopted a cat.' }] })
    await after.close()
    expect(new Set(service.storedMessages().map((message) => message.profileId))).toEqual(new Set([profileId]))
    expect(reports).toEqual([])
  })

  test("never another user's profile: similar user ids, a profile named like the user, dedup-suffixed ids", async () => {
    // Profiles that exist for other reasons: one named exactly like a user id, and what a dedup suffix makes.
    await service.direct.createProfile({ requestedId: 'dana' })
    const suffixed = `${await defaultRequestedProfileId('dana')}-2`
    await service.direct.createProfile({ requestedId: suffixed })
    const memory = createProfileMemory({ client: fastClient(service) })
    const users = ['dana', 'Dana', 'dana!', ' dana', 'dañа', 'dana-2', `${suffixed}`]
    const profiles = await Promise.all(users.map((user) => memory.profile(user)))
    expect(new Set(profiles).size).toBe(users.length)
    expect(profiles).not.toContain('dana')
    expect(profiles).not.toContain(suffixed)
  })

  test('two processes racing on a first call end on the same profile; the extra, empty one is reported', async () => {
    service.proxy.behaviour.latencyMs = 50
    const reports: Array<{ error: unknown; info: ErrorInfo }> = []
    const onError = (error: unknown, info: ErrorInfo) => reports.push({ error, info })
    const first = createProfileMemory({ client: fastClient(service), onError })
    vi.resetModules()
    const fresh = await import('profile-context')
    const second = fresh.createProfileMemory({ client: fastClient(service), onError })
    const [one, two] = await Promise.all([first.profile('ivy'), second.profile('ivy')])
    expect(one).toBe(await defaultRequestedProfileId('ivy'))
    expect(two).toBe(one)
    // Both checked before either created: the slower creation got a suffixed id, which the engine left unused.
    const posts = service.requests('POST', /\/profiles(\?|$)/)
    expect(reports).toHaveLength(posts - 1)
    if (posts === 2) {
      expect(reports[0]?.info).toEqual({ operation: 'identity', userId: 'ivy' })
      expect(String(reports[0]?.error)).toMatch(/Another process created profile/)
    }
  })

  test('a service that does not keep requested ids is detected and reported; the id it gave is used', async () => {
    const standIn = await startRecordingServer({
      fallback: (request) => {
        if (request.method === 'GET' && request.path.endsWith('/update/status')) {
          return { status: 404, json: { error: { code: 'profile_not_found', message: 'no such profile' } } }
        }
        if (request.method === 'POST' && request.path.endsWith('/profiles')) return { status: 201, json: { id: 'p-7' } }
        return { status: 500, json: { error: { code: 'unexpected' } } }
      },
    })
    try {
      const reports: Array<{ error: unknown; info: ErrorInfo }> = []
      const memory = createProfileMemory({
        client: { baseURL: `${standIn.url}/v1`, apiKey: 'key', maxRetries: 0 },
        onError: (error, info) => reports.push({ error, info }),
      })
      expect(await memory.profile('jo')).toBe('p-7')
      expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /v1/profiles/${await defaultRequestedProfileId('jo')}/update/status`,
        'POST /v1/profiles',
        `GET /v1/profiles/${await defaultRequestedProfileId('jo')}/update/status`,
      ])
      expect(reports).toHaveLength(1)
      expect(reports[0]?.info).toEqual({ operation: 'identity', userId: 'jo' })
      expect(String(reports[0]?.error)).toMatch(/does not keep requested ids/)
    } finally {
      await standIn.close()
    }
  })

  test('a service that answers status for a profile it does not have is detected when a scene cannot be created', async () => {
    const standIn = await startRecordingServer({
      fallback: (request) => {
        if (request.method === 'GET') return { status: 200, json: { status: 'IDLE', progress: 0 } }
        return { status: 404, json: { error: { code: 'profile_not_found', message: 'no such profile' } } }
      },
    })
    try {
      const reports: Array<{ error: unknown; info: ErrorInfo }> = []
      const memory = createProfileMemory({
        client: { baseURL: `${standIn.url}/v1`, apiKey: 'key', maxRetries: 0 },
        onError: (error, info) => reports.push({ error, info }),
      })
      memory.recordTurn({ userId: 'lu', messages: [{ role: 'user', content: 'hello' }] })
      await memory.close()
      expect(reports).toHaveLength(1)
      expect(reports[0]?.info).toEqual({ operation: 'identity', userId: 'lu', messages: 1 })
      const error = reports[0]?.error
      expect(error).toBeInstanceOf(Error)
      expect(String(error instanceof Error ? error.cause : undefined)).toMatch(
        /does not answer 404 for an unknown profile/,
      )
      expect(reports[0]?.error).toMatchObject({ messages: [{ content: 'hello' }] })
    } finally {
      await standIn.close()
    }
  })

  test('requestedProfileId chooses the requested id; a bad return value is a clear error', async () => {
    const memory = createProfileMemory({
      client: fastClient(service),
      requestedProfileId: (userId) => `app1-${userId}`,
    })
    expect(await memory.profile('kim')).toBe('app1-kim')
    const broken = createProfileMemory({
      client: fastClient(service),
      requestedProfileId: () => '' as string,
    })
    await expect(broken.profile('kim')).rejects.toThrow(/`requestedProfileId` must return a non-empty string/)
  })

  test('a caller that aborts does not fail the other callers of the same creation', async () => {
    service.proxy.behaviour.latencyMs = 100
    const memory = createProfileMemory({ client: fastClient(service) })
    const controller = new AbortController()
    const impatient = memory.profile('erin', { signal: controller.signal })
    const patient = memory.profile('erin')
    controller.abort(new Error('user left'))
    await expect(impatient).rejects.toThrow('user left')
    expect(await patient).toBe(await defaultRequestedProfileId('erin'))
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
  })

  test('a Keyv instance works as the IdStore as it is, and a second engine sharing it creates nothing', async () => {
    const store = new Keyv<string>()
    const first = createProfileMemory({ client: fastClient(service), ids: store })
    const profileId = await first.profile('frank')
    const sceneId = await first.scene('frank', 'trip:2024')
    expect(await store.get('profile:"frank"')).toBe(profileId)
    expect(await store.get('scene:["frank","trip:2024"]')).toBe(sceneId)

    const second = createProfileMemory({ client: fastClient(service), ids: store })
    expect(await second.profile('frank')).toBe(profileId)
    expect(await second.scene('frank', 'trip:2024')).toBe(sceneId)
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
    expect(service.requests('POST', /\/scenes$/)).toBe(1)
  })

  test('rejects an invalid userId before any request', async () => {
    const memory = createProfileMemory({ client: fastClient(service) })
    await expect(async () => memory.profile('')).rejects.toThrow(/`userId` must be a non-empty string/)
    await expect(async () => memory.scene('x', '')).rejects.toThrow(/`conversationId` must be a non-empty string/)
    expect(service.proxy.counts.received).toBe(0)
  })
})
