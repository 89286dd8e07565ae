import type { StartedServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiOf, createProfileAndScene, messages, startTestService, waitForIdle } from './helpers/test-service'

let server: StartedServer
let api: Api

beforeAll(async () => {
  server = await startTestService()
  api = apiOf(server)
})
afterAll(() => server.close())

describe('endpoints over real HTTP', () => {
  it('serves under the /v1 prefix and reports its URLs', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.baseURL).toBe(`${server.url}/v1`)
  })

  it('POST /profiles assigns the requested id, or a generated one', async () => {
    const requested = await api('POST', '/profiles?requested_id=ana')
    expect(requested.status).toBe(201)
    expect(requested.headers.get('content-type')).toMatch(/^application\/json/)
    expect(requested.body).toEqual({ id: 'ana' })
    const generated = await api('POST', '/profiles')
    expect(generated.status).toBe(201)
    expect((generated.body as { id: string }).id).toMatch(/^profile_[0-9a-f]{20}$/)
  })

  it('a taken requested_id gets the first free -N suffix', async () => {
    const ids = []
    for (let attempt = 0; attempt < 3; attempt += 1) ids.push((await api('POST', '/profiles?requested_id=bruno')).body)
    expect(ids).toEqual([{ id: 'bruno' }, { id: 'bruno-2' }, { id: 'bruno-3' }])
  })

  it('an invalid requested_id is cleaned into a valid one', async () => {
    expect((await api('POST', `/profiles?requested_id=${encodeURIComponent('a/b c')}`)).body).toEqual({ id: 'a-b-c' })
    expect((await api('POST', '/profiles?requested_id=ana%40example.com')).body).toEqual({ id: 'ana@example.com' })
    const tooLong = (await api('POST', `/profiles?requested_id=${'x'.repeat(150)}`)).body as { id: string }
    expect(tooLong.id).toBe('x'.repeat(100))
    const nothingLeft = (await api('POST', `/profiles?requested_id=${encodeURIComponent('///')}`)).body as {
      id: string
    }
    expect(nothingLeft.id).toMatch(/^profile_/)
  })

  it('POST scenes answers a new unique scene id', async () => {
    await api('POST', '/profiles?requested_id=carla')
    const first = await api('POST', '/profiles/carla/scenes')
    const second = await api('POST', '/profiles/carla/scenes')
    expect(first.status).toBe(201)
    expect((first.body as { id: string }).id).toMatch(/^scene_[0-9a-f]{20}$/)
    expect(first.body).not.toEqual(second.body)
  })

  it('POST text stores messages and answers a batch id, without updating (manual mode)', async () => {
    const { profileId, sceneId } = await createProfileAndScene(api)
    const response = await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, {
      body: messages('My city is Lisbon'),
    })
    expect(response.status).toBe(200)
    expect((response.body as { id: string }).id).toMatch(/^batch_[0-9a-f]{20}$/)
    const status = await api('GET', `/profiles/${profileId}/update/status`)
    expect(status.body).toEqual({ status: 'IDLE', progress: 0 })
    const query = await api('GET', `/profiles/${profileId}/facts/query?query=city`)
    expect(query.body).toEqual({ result: 'Nothing is known.' })
  })

  it('PUT update/run processes pending data; facts/query answers from the facts', async () => {
    const { profileId, sceneId } = await createProfileAndScene(api)
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, {
      body: messages('My city is Lisbon', 'I like tea'),
    })
    const run = await api('PUT', `/profiles/${profileId}/update/run`)
    expect(run.status).toBe(200)
    expect(run.body).toEqual({ status: 'WORKING', progress: 0 })
    const seen = await waitForIdle(api, profileId)
    expect(seen.at(-1)).toEqual({ status: 'IDLE', progress: 100 })
    const query = await api(
      'GET',
      `/profiles/${profileId}/facts/query?query=${encodeURIComponent('What is the city of the user?')}`,
    )
    expect(query.status).toBe(200)
    expect(query.body).toEqual({ result: "The user's city is Lisbon." })
  })

  it('GET update/status of a fresh profile is IDLE at 100', async () => {
    const { profileId } = await createProfileAndScene(api)
    expect((await api('GET', `/profiles/${profileId}/update/status`)).body).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('PUT update/stop on an IDLE profile answers the status and changes nothing', async () => {
    const { profileId } = await createProfileAndScene(api)
    const stop = await api('PUT', `/profiles/${profileId}/update/stop`)
    expect(stop.status).toBe(200)
    expect(stop.body).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('path segments are percent-decoded: an id with @ works in paths', async () => {
    await api('POST', '/profiles?requested_id=dora%40example.com')
    const scene = await api('POST', `/profiles/${encodeURIComponent('dora@example.com')}/scenes`)
    expect(scene.status).toBe(201)
  })

  it('a wrong method on a known path is 405 with Allow, an unknown path 404, both JSON', async () => {
    const wrongMethod = await api('GET', '/profiles')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(wrongMethod.body).toEqual({
      error: { code: 'method_not_allowed', message: expect.stringContaining('POST') },
    })
    const unknown = await api('GET', '/nothing-here')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
    const outside = await fetch(`${server.url}/elsewhere`)
    expect(outside.status).toBe(404)
    expect(await outside.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
  })
})

describe('authentication', () => {
  it.each([
    ['no Authorization header', undefined, 'missing_api_key'],
    ['another scheme', 'Basic a2V5OnNlY3JldA==', 'invalid_authorization'],
    ['a bare key', 'key-account-a', 'invalid_authorization'],
    ['a wrong key', 'Bearer not-a-key', 'invalid_api_key'],
    ['an empty Bearer', 'Bearer ', 'invalid_authorization'],
  ])('%s is 401 with a JSON error and a Bearer challenge', async (_name, authorization, code) => {
    const response = await fetch(`${server.baseURL}/profiles`, {
      method: 'POST',
      headers: authorization === undefined ? {} : { authorization },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(await response.json()).toEqual({ error: { code, message: expect.any(String) } })
  })

  it('every endpoint requires the key, even for unknown profiles', async () => {
    const anonymous = apiOf(server, null)
    for (const [method, path] of [
      ['POST', '/profiles'],
      ['POST', '/profiles/x/scenes'],
      ['POST', '/profiles/x/scenes/y/text'],
      ['PUT', '/profiles/x/update/run'],
      ['GET', '/profiles/x/update/status'],
      ['PUT', '/profiles/x/update/stop'],
      ['GET', '/profiles/x/facts/query?query=a'],
    ] as const) {
      expect((await anonymous(method, path)).status, `${method} ${path}`).toBe(401)
    }
  })

  it('the scheme name is case-insensitive', async () => {
    const response = await fetch(`${server.baseURL}/profiles`, {
      method: 'POST',
      headers: { authorization: 'bearer key-account-a' },
    })
    expect(response.status).toBe(201)
  })
})

describe('other prefixes', () => {
  it('serves at a custom prefix, and at the root with prefix ""', async () => {
    const custom = await startTestService({ prefix: '/api/memory' })
    const root = await startTestService({ prefix: '' })
    try {
      expect(custom.baseURL).toBe(`${custom.url}/api/memory`)
      expect((await apiOf(custom)('POST', '/profiles')).status).toBe(201)
      expect(root.baseURL).toBe(root.url)
      expect((await apiOf(root)('POST', '/profiles')).status).toBe(201)
    } finally {
      await Promise.all([custom.close(), root.close()])
    }
  })
})
