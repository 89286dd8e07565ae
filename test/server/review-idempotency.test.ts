import { ProfileContextClient } from 'profile-context'
import type { Extractor } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { startFlakyProxy } from '../helpers/flaky-proxy'
import { readRows } from './helpers/temp-db'
import { createTestExtractor, keyA, messages, startServiceWithScene, testAnswerer } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The test extractor, failing its first `failures` calls as a model behind a flaky network would. */
function flakyExtractor(failures: number): Extractor & { calls: number } {
  const inner = createTestExtractor()
  const extractor = {
    name: 'flaky-extractor',
    calls: 0,
    extract: async (...args: Parameters<Extractor['extract']>) => {
      extractor.calls += 1
      if (extractor.calls <= failures) throw new Error('model endpoint unreachable')
      return inner.extract(...args)
    },
  }
  return extractor
}

const service = (options: Parameters<typeof startServiceWithScene>[1] = {}) => startServiceWithScene(cleanups, options)

describe('a retried update_now&wait_for_result after a failed update', () => {
  it('raw HTTP: the replay runs the update again instead of answering 200 with the data still pending', async () => {
    const { api, file, textPath, profileId } = await service({ extractor: flakyExtractor(1) })
    const path = `${textPath}?update_now=true&wait_for_result=true`
    const headers = { 'idempotency-key': 'retry-me' }
    const body = messages('My city is Lisbon')
    const first = await api('POST', path, { body, headers })
    expect(first.status).toBe(502)
    expect((first.body as { error: { code: string } }).error.code).toBe('update_failed')

    const replay = await api('POST', path, { body, headers })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    // wait_for_result promised an up-to-date profile: the replay's answer must keep that promise.
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')).toEqual([{ count: 0 }])
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM messages')).toEqual([{ count: 1 }])
    const status = await api('GET', `/profiles/${profileId}/update/status`)
    expect(status.body).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('the client: addText with updateNow and waitForResult survives one failed update through its own retry', async () => {
    const { server, profileId, sceneId } = await service({ extractor: flakyExtractor(1), answerer: testAnswerer })
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: keyA, maxRetryDelay: 5 })
    await client.addText(profileId, sceneId, messages('My dog is Rex'), { updateNow: true, waitForResult: true })
    expect(await client.getUpdateStatus(profileId)).toEqual({ status: 'IDLE', progress: 100 })
    expect((await client.queryFacts(profileId, 'dog')).result).toContain("The user's dog is Rex.")
  })

  it('a replay of a finished request changes nothing and starts no update', async () => {
    const extractor = createTestExtractor()
    const { api, textPath, profileId } = await service({ extractor })
    const path = `${textPath}?update_now=true&wait_for_result=true`
    const init = { body: messages('My city is Lisbon'), headers: { 'idempotency-key': 'done-once' } }
    expect((await api('POST', path, init)).status).toBe(200)
    const calls = extractor.calls
    const replay = await api('POST', path, init)
    expect(replay.status).toBe(200)
    expect(extractor.calls).toBe(calls)
    expect((await api('GET', `/profiles/${profileId}/update/status`)).body).toEqual({ status: 'IDLE', progress: 100 })
  })
})

describe('the same Idempotency-Key in flight twice at once', () => {
  it('stores the batch once; both answers carry the same id', async () => {
    const { api, file, textPath } = await service({ processingDelayMs: 20 })
    const init = { body: messages('My city is Lisbon', 'I like tea'), headers: { 'idempotency-key': 'twin' } }
    const [one, two] = await Promise.all([
      api('POST', `${textPath}?update_now=true&wait_for_result=true`, init),
      api('POST', `${textPath}?update_now=true&wait_for_result=true`, init),
    ])
    expect([one?.status, two?.status]).toEqual([200, 200])
    expect(one?.body).toEqual(two?.body)
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM messages')).toEqual([{ count: 2 }])
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM facts')).toEqual([{ count: 2 }])
  })
})

describe('createProfile and createScene through a proxy that loses the first answer', () => {
  it('the client retries with the same Idempotency-Key: one profile, one scene, the ids of the first answers', async () => {
    const { server, file } = await service()
    // Every 2nd request is forwarded and its answer replaced by a 503: the service did the work, the client never heard.
    const proxy = await startFlakyProxy(server.baseURL, { failEvery: 2, failWhen: 'after' })
    cleanups.push(() => proxy.close())
    const client = new ProfileContextClient({ baseURL: proxy.baseURL, apiKey: keyA, maxRetryDelay: 5 })
    await client.getUpdateStatus('warm-up').catch(() => undefined) // request 1 passes, so request 2 is the create
    const profile = await client.createProfile({ requestedId: 'lost-answer' })
    expect(profile.id).toBe('lost-answer')
    // Request 3 was the retry of the create, so request 4 (the scene) loses its answer too.
    const scene = await client.createScene(profile.id)
    expect(proxy.counts.failed).toBe(2)
    expect(readRows(file, "SELECT id FROM profiles WHERE id LIKE 'lost-answer%'")).toEqual([{ id: 'lost-answer' }])
    const scenes = readRows<{ id: string }>(
      file,
      "SELECT scenes.id FROM scenes JOIN profiles ON profiles.pk = scenes.profile_pk WHERE profiles.id = 'lost-answer'",
    )
    expect(scenes).toEqual([{ id: scene.id }])
  })
})

describe('flags and ordering the spec leaves open', () => {
  it('update_now accepts true/TRUE/1 and treats false/0 as no update', async () => {
    const { api, textPath, profileId } = await service({ processingDelayMs: 30 })
    const status = async () => (await api('GET', `/profiles/${profileId}/update/status`)).body as { status: string }
    for (const value of ['false', '0', 'FALSE']) {
      expect((await api('POST', `${textPath}?update_now=${value}`, { body: messages('I like tea') })).status).toBe(200)
      expect((await status()).status).toBe('IDLE')
    }
    for (const value of ['TRUE', '1', 'true']) {
      expect((await api('POST', `${textPath}?update_now=${value}`, { body: messages('I like tea') })).status).toBe(200)
      expect((await status()).status).toBe('WORKING')
      await api('PUT', `/profiles/${profileId}/update/stop`)
    }
  })

  it('timestamps may go back across requests of one scene (an import of older data), never within one', async () => {
    const { api, textPath } = await service()
    const newer = [{ role: 'user', content: 'I like tea', timestamp: 1_800_000_000 }]
    const older = [{ role: 'user', content: 'I like coffee', timestamp: 1_600_000_000 }]
    expect((await api('POST', textPath, { body: newer })).status).toBe(200)
    expect((await api('POST', textPath, { body: older })).status).toBe(200)
    const decreasing = await api('POST', textPath, { body: [...newer, ...older] })
    expect(decreasing.status).toBe(400)
    expect((decreasing.body as { error: { code: string } }).error.code).toBe('invalid_messages')
  })
})
