import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiOf, keyA, startTestService } from './helpers/test-service'

let server: Awaited<ReturnType<typeof startTestService>>
let owner: Api
beforeAll(async () => {
  server = await startTestService()
  owner = apiOf(server)
  await owner('POST', '/profiles?requested_id=ana')
})
afterAll(() => server.close())

const authorizations: Array<[string, Record<string, string>, string]> = [
  ['no header', {}, 'missing_api_key'],
  ['a wrong key', { authorization: 'Bearer not-a-key' }, 'invalid_api_key'],
  ['another scheme', { authorization: `Basic ${keyA}` }, 'invalid_authorization'],
  ['the key without a scheme', { authorization: keyA }, 'invalid_authorization'],
]

// Unknown paths, wrong methods and unknown profiles: without a key, all look the same, so nothing leaks.
const requests: Array<[string, string]> = [
  ['GET', '/no-such-endpoint'],
  ['DELETE', '/profiles/ana'],
  ['GET', '/profiles/ana'],
  ['GET', '/profiles'],
  ['PATCH', '/profiles/ana/update/run'],
  ['GET', '/profiles/ana/update/status'],
  ['GET', '/profiles/nobody/update/status'],
  ['POST', '/profiles/ana/scenes/scene_x/text'],
]

describe('authentication comes before 404 and 405 under the prefix', () => {
  for (const [name, headers, code] of authorizations) {
    it(`${name}: 401 ${code} on every path and method`, async () => {
      const call = apiOf(server, null)
      for (const [method, path] of requests) {
        const response = await call(method, path, { headers })
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 })
        expect((response.body as { error: { code: string } }).error.code).toBe(code)
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="profile-context"')
      }
    })
  }

  it('HEAD without a key is 401 as well', async () => {
    const response = await fetch(`${server.baseURL}/profiles/ana/update/status`, { method: 'HEAD' })
    expect(response.status).toBe(401)
  })

  it('with the key, the same requests get their 404 / 405', async () => {
    expect((await owner('GET', '/no-such-endpoint')).status).toBe(404)
    expect((await owner('DELETE', '/profiles/ana')).status).toBe(404)
    expect((await owner('PATCH', '/profiles/ana/update/run')).status).toBe(405)
    expect((await owner('GET', '/profiles/nobody/update/status')).status).toBe(404)
  })

  it('outside the prefix: 404 not_found without looking at the key', async () => {
    const response = await fetch(`${server.url}/elsewhere`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })
})
