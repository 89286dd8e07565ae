import Keyv from 'keyv'
import { createProfileMemory, type ErrorInfo } from 'profile-context'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

let service: TestService
beforeEach(async () => {
  service = await startTestService()
})
afterEach(async () => {
  await service.close()
})

describe('identity', () => {
  test('100 concurrent first calls for one user create exactly one profile', async () => {
    const memory = createProfileMemory({ client: fastClient(service) })
    const ids = await Promise.all(Array.from({ length: 100 }, () => memory.profile('alice')))
    expect(new Set(ids)).toEqual(new Set(['alice']))
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
    // Later calls do not go back to the service either.
    await memory.profile('alice')
    expect(service.requests('POST', /\/profiles(\?|$)/)).toBe(1)
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

  test('the id the service assigns is used from then on, even when it differs from the requested one', async () => {
    const taken = await service.direct.createProfile({ requestedId: 'dana' })
    expect(taken.id).toBe('dana')
    const memory = createProfileMemory({ client: fastClient(service), waitForUpdate: true, retry: fastRetry })
    const profileId = await memory.profile('dana')
    expect(profileId).not.toBe('dana')
    memory.recordTurn({ userId: 'dana', messages: [{ role: 'user', content: 'I live in Oslo.' }] })
    await memory.flush()
    expect(service.storedMessages().map((message) => message.profileId)).toEqual([profileId])
    expect(await memory.profile('dana')).toBe(profileId)
  })

  test('warns once through onError when the service assigns another id, e.g. after a restart lost the id store', async () => {
    const reports: Array<{ error: unknown; info: ErrorInfo }> = []
    const onError = (error: unknown, info: ErrorInfo) => reports.push({ error, info })
    const before = createProfileMemory({ client: fastClient(service), onError })
    expect(await before.profile('gus')).toBe('gus')
    expect(await before.profile('hal', {})).toBe('hal')
    expect(reports).toEqual([])

    // A new process with the default in-memory store: the mapping is gone, the service already has 'gus'.
    const after = createProfileMemory({ client: fastClient(service), onError })
    const orphaned = await after.profile('gus')
    expect(orphaned).not.toBe('gus')
    await after.profile('gus')
    expect(reports).toHaveLength(1)
    const [report] = reports
    expect(report?.info).toEqual({ operation: 'identity', userId: 'gus' })
    expect(report?.error).toBeInstanceOf(Error)
    const message = String((report?.error as Error | undefined)?.message)
    expect(message).toContain(`"${orphaned}"`)
    expect(message).toMatch(/already exists/)
    expect(message).toMatch(/`ids`/)
    expect(message).toMatch(/not a valid profile id/)
  })

  test('a caller that aborts does not fail the other callers of the same creation', async () => {
    service.proxy.behaviour.latencyMs = 100
    const memory = createProfileMemory({ client: fastClient(service) })
    const controller = new AbortController()
    const impatient = memory.profile('erin', { signal: controller.signal })
    const patient = memory.profile('erin')
    controller.abort(new Error('user left'))
    await expect(impatient).rejects.toThrow('user left')
    expect(await patient).toBe('erin')
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
