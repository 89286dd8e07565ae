import { startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProfileContextClient } from '../../src/client/index'
import { retryDelay } from '../../src/client/retry'
import { parseRetryAfter } from '../../src/client/retry-after'
import {
  type APIError,
  APITimeoutError,
  BadRequestError,
  InvalidResponseError,
  NotFoundError,
  RateLimitError,
} from '../../src/errors/index'
import { apiKey, failure, withRecordingServer } from './setup'

const test = withRecordingServer()

describe('the API key never leaks, also from success answers', () => {
  it('a 2xx echo of the request (wrong baseURL) gives an InvalidResponseError without the key', async () => {
    // An echo service (httpbin-like) answers 200 with the request headers: not the body the client expects.
    test.server.setFallback((request) => ({ json: { headers: { authorization: request.headers.authorization } } }))
    const error = (await failure(test.client().createProfile())) as InvalidResponseError
    expect(InvalidResponseError.isInstance(error)).toBe(true)
    expect(error.message).toContain('[redacted]')
    expect(error.message).not.toContain(apiKey)
    expect(JSON.stringify(error.body)).not.toContain(apiKey)
    expect(JSON.stringify(error)).not.toContain(apiKey)
    expect(error.stack ?? '').not.toContain(apiKey)
  })

  it('a status text carrying the key is redacted', async () => {
    // The recording server cannot set a reason phrase, so a custom fetch builds the answer a proxy could give.
    const client = test.client({
      maxRetries: 0,
      fetch: async () => new Response(null, { status: 502, statusText: `upstream refused Bearer ${apiKey}` }),
    })
    const error = (await failure(client.getUpdateStatus('p'))) as APIError
    expect(error.message).toContain('upstream refused')
    expect(error.message).not.toContain(apiKey)
  })
})

describe('waitForIdle against a service that stays WORKING', () => {
  it('times out with an APITimeoutError naming the profile, its last status and the URL', async () => {
    test.server.setFallback({ json: { status: 'WORKING', progress: 12.5 } })
    const error = (await failure(
      test.client().waitForIdle('ana maria', { timeout: 80, pollInterval: 10 }),
    )) as APITimeoutError
    expect(APITimeoutError.isInstance(error)).toBe(true)
    expect(error.message).toContain('"ana maria"')
    expect(error.message).toContain('WORKING 12.5%')
    expect(error.message).toContain(`${test.server.url}/v1/profiles/ana%20maria/update/status`)
    expect(error.url).toBe(`${test.server.url}/v1/profiles/ana%20maria/update/status`)
    expect(test.server.requests.length).toBeGreaterThanOrEqual(2)
  })
})

describe('Retry-After parsing', () => {
  it('reads seconds, milliseconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter({ 'retry-after': '3' }, now)).toBe(3000)
    expect(parseRetryAfter({ 'retry-after-ms': '250' }, now)).toBe(250)
    expect(parseRetryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:02 GMT' }, now)).toBe(2000)
    expect(parseRetryAfter({ 'retry-after': 'Wed, 31 Dec 2025 00:00:00 GMT' }, now)).toBe(0)
  })

  it.each(['-1', '-5', '1.5.3', '2024-01', 'soon', ''])('ignores the invalid value %j (backoff applies)', (value) => {
    // Date.parse reads "-1" as the year 2001: without care an invalid header meant "retry at once".
    expect(parseRetryAfter({ 'retry-after': value })).toBeUndefined()
  })

  it('an invalid Retry-After on a 429 falls back to exponential backoff, not an instant retry', async () => {
    // Answered by path, so a status poll still in flight from another test cannot take the scripted 429.
    let sceneRequests = 0
    test.server.setFallback((request) => {
      if (!request.path.endsWith('/scenes')) return { status: 404 }
      sceneRequests += 1
      return sceneRequests === 1 ? { status: 429, headers: { 'retry-after': '-1' } } : { json: { id: 's' } }
    })
    const delays: number[] = []
    await test.client({ maxRetryDelay: 30_000, onRetry: ({ delay }) => delays.push(delay) }).createScene('p')
    expect(delays).toHaveLength(1)
    expect(delays[0]).toBeGreaterThanOrEqual(375)
    const error = new RateLimitError('x', { status: 429, headers: { 'retry-after': '-1' }, method: 'GET', url: 'u' })
    expect(retryDelay(error, 1, 30_000)).toBeGreaterThanOrEqual(375)
  })
})

describe('errors from the reference service name its code and message, the method and the URL', () => {
  let server: Awaited<ReturnType<typeof startServer>>
  let client: ProfileContextClient
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      db: ':memory:',
      apiKeys: ['review-key'],
      limits: { maxContentChars: 10 },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    })
    client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'review-key', maxRetries: 0 })
  })
  afterAll(() => server.close())

  it('404 profile_not_found', async () => {
    const error = (await failure(client.createScene('nobody'))) as NotFoundError
    expect(NotFoundError.isInstance(error)).toBe(true)
    expect(error.code).toBe('profile_not_found')
    expect(error.message).toMatch(/^404 profile_not_found: No profile "nobody" exists/)
    expect(error.message).toContain(`(POST ${server.baseURL}/profiles/nobody/scenes)`)
  })

  it('413 content_too_long', async () => {
    const { id: profileId } = await client.createProfile({ requestedId: 'limits' })
    const { id: sceneId } = await client.createScene(profileId)
    const error = (await failure(
      client.addText(profileId, sceneId, [{ role: 'user', content: 'far more than ten characters', timestamp: 1 }]),
    )) as BadRequestError
    expect(BadRequestError.isInstance(error)).toBe(true)
    expect(error.status).toBe(413)
    expect(error.code).toBe('content_too_long')
    expect(error.message).toMatch(/^413 content_too_long: body\[0\]\.content has 28 characters/)
    expect(error.message).toContain(`(POST ${server.baseURL}/profiles/limits/scenes/${sceneId}/text)`)
  })

  it('422 idempotency_key_reused', async () => {
    const { id: profileId } = await client.createProfile({ requestedId: 'reuse' })
    const { id: sceneId } = await client.createScene(profileId)
    const message = (content: string) => [{ role: 'user' as const, content, timestamp: 1 }]
    await client.addText(profileId, sceneId, message('one'), { idempotencyKey: 'same-key' })
    const error = (await failure(
      client.addText(profileId, sceneId, message('two'), { idempotencyKey: 'same-key' }),
    )) as BadRequestError
    expect(error.status).toBe(422)
    expect(error.code).toBe('idempotency_key_reused')
    expect(error.message).toMatch(/^422 idempotency_key_reused: This Idempotency-Key was already used/)
    expect(error.message).toContain(`(POST ${server.baseURL}/profiles/reuse/scenes/${sceneId}/text)`)
    expect(error.message).not.toContain('review-key')
  })

  it('401 explains the fix without showing the wrong key', async () => {
    const wrong = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'wrong-secret', maxRetries: 0 })
    const error = (await failure(wrong.getUpdateStatus('limits'))) as APIError
    expect(error.status).toBe(401)
    expect(error.code).toBe('invalid_api_key')
    expect(error.message).toContain('PROFILE_CONTEXT_API_KEY')
    expect(JSON.stringify(error)).not.toContain('wrong-secret')
  })
})
