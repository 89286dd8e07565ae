import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileContextClient } from '../../src/client/index'
import { apiKey, withRecordingServer } from './setup'

const test = withRecordingServer()

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('environment fallbacks', () => {
  it('reads PROFILE_CONTEXT_BASE_URL and PROFILE_CONTEXT_API_KEY', async () => {
    vi.stubEnv('PROFILE_CONTEXT_BASE_URL', `${test.server.url}/v1`)
    vi.stubEnv('PROFILE_CONTEXT_API_KEY', 'env-key')
    test.server.enqueue({ json: { id: 'p' } })
    const client = new ProfileContextClient()
    await client.createProfile()
    expect(client.baseURL).toBe(`${test.server.url}/v1`)
    expect(test.server.requests[0]?.headers.authorization).toBe('Bearer env-key')
  })

  it('options win over the environment', async () => {
    vi.stubEnv('PROFILE_CONTEXT_BASE_URL', 'http://127.0.0.1:1/v1')
    vi.stubEnv('PROFILE_CONTEXT_API_KEY', 'env-key')
    test.server.enqueue({ json: { id: 'p' } })
    await new ProfileContextClient({ baseURL: `${test.server.url}/v1`, apiKey }).createProfile()
    expect(test.server.requests[0]?.headers.authorization).toBe(`Bearer ${apiKey}`)
  })

  it('a missing apiKey names the option and the variable', () => {
    vi.stubEnv('PROFILE_CONTEXT_API_KEY', '')
    expect(() => new ProfileContextClient({ baseURL: 'http://127.0.0.1:8787/v1' })).toThrow(
      new TypeError(
        'ProfileContextClient needs `apiKey`: pass the `apiKey` option or set the PROFILE_CONTEXT_API_KEY environment variable.',
      ),
    )
  })

  it('a missing baseURL names the option and the variable', () => {
    vi.stubEnv('PROFILE_CONTEXT_BASE_URL', '')
    expect(() => new ProfileContextClient({ apiKey })).toThrow(/`baseURL`.*PROFILE_CONTEXT_BASE_URL/)
  })

  it('works where there is no process at all (edge runtimes)', () => {
    vi.stubGlobal('process', undefined)
    try {
      expect(() => new ProfileContextClient({ apiKey })).toThrow(/PROFILE_CONTEXT_BASE_URL/)
      expect(new ProfileContextClient({ apiKey, baseURL: 'https://api.example.com/v1' }).baseURL).toBe(
        'https://api.example.com/v1',
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('bad option values are rejected at construction', () => {
  const baseURL = 'http://127.0.0.1:8787/v1'
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a relative baseURL', { baseURL: '/v1' }, /`baseURL` must be an absolute URL/],
    ['a non-http baseURL', { baseURL: 'ftp://host/v1' }, /`baseURL` must use http: or https:/],
    ['a baseURL with a query', { baseURL: `${baseURL}?x=1` }, /`baseURL` must not carry a query string/],
    ['a negative timeout', { timeout: -1 }, /`timeout` must be a non-negative number of milliseconds; got -1/],
    ['a NaN timeout', { timeout: Number.NaN }, /`timeout`/],
    ['a string timeout', { timeout: '100' }, /`timeout`/],
    ['a fractional maxRetries', { maxRetries: 1.5 }, /`maxRetries` must be a non-negative integer; got 1.5/],
    ['a negative maxRetries', { maxRetries: -1 }, /`maxRetries`/],
    ['a negative maxRetryDelay', { maxRetryDelay: -1 }, /`maxRetryDelay`/],
    ['a non-function fetch', { fetch: 'fetch' }, /`fetch` must be a function/],
    ['a non-function onRetry', { onRetry: 1 }, /`onRetry` must be a function/],
  ]
  for (const [name, options, message] of cases) {
    it(`${name}`, () => {
      expect(() => new ProfileContextClient({ baseURL, apiKey, ...options })).toThrow(TypeError)
      expect(() => new ProfileContextClient({ baseURL, apiKey, ...options })).toThrow(message)
    })
  }

  it('accepts an infinite timeout (no limit per attempt)', async () => {
    test.server.enqueue({ json: { id: 's' } })
    await expect(test.client({ timeout: Number.POSITIVE_INFINITY }).createScene('p')).resolves.toEqual({ id: 's' })
  })
})
