import type { StartedServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiOf, createProfileAndScene, keyA, keyB, messages, startTestService } from './helpers/test-service'

let server: StartedServer
beforeAll(async () => {
  server = await startTestService({
    apiKeys: [keyA, keyB, { key: 'team-1', account: 'team' }, { key: 'team-2', account: 'team' }],
  })
})
afterAll(() => server.close())

describe('account isolation', () => {
  it("another account's key gets 404 on every endpoint of a profile, and changes nothing", async () => {
    const alice = apiOf(server, keyA)
    const mallory = apiOf(server, keyB)
    const { profileId, sceneId } = await createProfileAndScene(alice, 'private')
    await alice('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
      body: messages('My secret is swordfish'),
    })
    for (const [method, path, body] of [
      ['POST', `/profiles/${profileId}/scenes`, undefined],
      ['POST', `/profiles/${profileId}/scenes/${sceneId}/text`, messages('My secret is changed')],
      ['PUT', `/profiles/${profileId}/update/run`, undefined],
      ['GET', `/profiles/${profileId}/update/status`, undefined],
      ['PUT', `/profiles/${profileId}/update/stop`, undefined],
      ['GET', `/profiles/${profileId}/facts/query?query=secret`, undefined],
    ] as const) {
      const response = await mallory(method, path, body === undefined ? {} : { body })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.body).toEqual({ error: { code: 'profile_not_found', message: expect.any(String) } })
      expect(response.text).not.toContain('swordfish')
    }
    expect((await alice('GET', `/profiles/${profileId}/facts/query?query=secret`)).body).toEqual({
      result: "The user's secret is swordfish.",
    })
  })

  it('profile ids are unique per account: two accounts may both have "sam", and neither learns of the other', async () => {
    expect((await apiOf(server, keyA)('POST', '/profiles?requested_id=sam')).body).toEqual({ id: 'sam' })
    expect((await apiOf(server, keyB)('POST', '/profiles?requested_id=sam')).body).toEqual({ id: 'sam' })
    const a = apiOf(server, keyA)
    const b = apiOf(server, keyB)
    const sceneA = (await a('POST', '/profiles/sam/scenes')).body as { id: string }
    await a('POST', `/profiles/sam/scenes/${sceneA.id}/text?update_now=true&wait_for_result=true`, {
      body: messages('My pet is Rex'),
    })
    expect((await b('GET', '/profiles/sam/facts/query?query=pet')).body).toEqual({ result: 'Nothing is known.' })
  })

  it("a scene of another account's profile with the same id is 404 scene_not_found", async () => {
    const a = apiOf(server, keyA)
    const b = apiOf(server, keyB)
    await a('POST', '/profiles?requested_id=twin')
    await b('POST', '/profiles?requested_id=twin')
    const sceneOfA = (await a('POST', '/profiles/twin/scenes')).body as { id: string }
    const response = await b('POST', `/profiles/twin/scenes/${sceneOfA.id}/text`, { body: messages('hi') })
    expect(response.status).toBe(404)
    expect((response.body as { error: { code: string } }).error.code).toBe('scene_not_found')
  })

  it('keys given as { key, account } share one account', async () => {
    await apiOf(server, 'team-1')('POST', '/profiles?requested_id=shared')
    expect((await apiOf(server, 'team-2')('GET', '/profiles/shared/update/status')).status).toBe(200)
    expect((await apiOf(server, keyA)('GET', '/profiles/shared/update/status')).status).toBe(404)
  })
})

describe('idempotent replays', () => {
  it('the same key and request returns the first answer without storing again', async () => {
    const api = apiOf(server, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api)
    const path = `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`
    const headers = { 'idempotency-key': 'retry-me' }
    const first = await api('POST', path, { body: messages('I like tea'), headers })
    const replay = await api('POST', path, { body: messages('I like tea'), headers })
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.status).toBe(first.status)
    expect(replay.body).toEqual(first.body)
    expect((await api('GET', `/profiles/${profileId}/facts/query?query=tea`)).body).toEqual({
      result: 'The user likes tea.',
    })
    expect((await api('GET', `/profiles/${profileId}/update/status`)).body).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('counts stored messages only once across replays', async () => {
    const api = apiOf(server, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api)
    const path = `/profiles/${profileId}/scenes/${sceneId}/text`
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api('POST', path, { body: messages('I like tea'), headers: { 'idempotency-key': 'once' } })
    }
    await api('POST', `${path}?update_now=true&wait_for_result=true`, { body: messages('I like jazz') })
    const answer = (await api('GET', `/profiles/${profileId}/facts/query?query=likes`)).body as { result: string }
    expect(answer.result.match(/likes tea/g)).toHaveLength(1)
  })

  it('the same key with a different body is 422 idempotency_key_reused and stores nothing', async () => {
    const api = apiOf(server, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api)
    const path = `/profiles/${profileId}/scenes/${sceneId}/text`
    await api('POST', path, { body: messages('I like tea'), headers: { 'idempotency-key': 'k1' } })
    const reused = await api('POST', path, { body: messages('I like coffee'), headers: { 'idempotency-key': 'k1' } })
    expect(reused.status).toBe(422)
    expect((reused.body as { error: { code: string } }).error.code).toBe('idempotency_key_reused')
    expect((await api('GET', `/profiles/${profileId}/update/status`)).body).toEqual({ status: 'IDLE', progress: 0 })
  })

  it('keys are scoped per account, and also make create profile and create scene replay-safe', async () => {
    const a = apiOf(server, keyA)
    const b = apiOf(server, keyB)
    const headers = { 'idempotency-key': 'create-1' }
    const first = await a('POST', '/profiles?requested_id=idem', { headers })
    const replay = await a('POST', '/profiles?requested_id=idem', { headers })
    expect(replay.body).toEqual(first.body)
    expect((await a('POST', '/profiles?requested_id=idem')).body).toEqual({ id: 'idem-2' })
    expect((await b('POST', '/profiles?requested_id=idem', { headers })).body).toEqual({ id: 'idem' })
    const scene = await a('POST', '/profiles/idem/scenes', { headers: { 'idempotency-key': 'scene-1' } })
    expect((await a('POST', '/profiles/idem/scenes', { headers: { 'idempotency-key': 'scene-1' } })).body).toEqual(
      scene.body,
    )
  })

  it('rejects an unusable Idempotency-Key with 400', async () => {
    const response = await apiOf(server, keyA)('POST', '/profiles', { headers: { 'idempotency-key': 'x'.repeat(256) } })
    expect(response.status).toBe(400)
    expect((response.body as { error: { code: string } }).error.code).toBe('invalid_idempotency_key')
  })
})
