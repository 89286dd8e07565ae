import { describe, expect, it, vi } from 'vitest'
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  InvalidResponseError,
  NotFoundError,
  PermissionDeniedError,
  ProfileContextError,
  RateLimitError,
} from '../../src/errors/index'
import { apiKey, failure, withRecordingServer } from './setup'

const test = withRecordingServer()

describe('error classes by status', () => {
  const cases = [
    [400, BadRequestError],
    [413, BadRequestError],
    [422, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [405, APIError],
  ] as const

  for (const [status, ErrorClass] of cases) {
    it(`${status} → ${ErrorClass.name}`, async () => {
      test.server.setFallback({ status, json: { error: { code: `code_${status}`, message: `problem ${status}` } } })
      const error = await failure(test.client({ maxRetries: 0 }).createScene('p'))
      expect(error).toBeInstanceOf(ErrorClass)
      expect(ErrorClass.isInstance(error)).toBe(true)
      expect(APIError.isInstance(error)).toBe(true)
      expect(ProfileContextError.isInstance(error)).toBe(true)
      const apiError = error as APIError
      expect(apiError.name).toBe(ErrorClass.name)
      expect(apiError.status).toBe(status)
      expect(apiError.code).toBe(`code_${status}`)
      expect(apiError.method).toBe('POST')
      expect(apiError.url).toBe(`${test.server.url}/v1/profiles/p/scenes`)
      expect(apiError.message).toContain(`problem ${status}`)
      expect(apiError.message).toContain(`POST ${test.server.url}/v1/profiles/p/scenes`)
    })
  }

  it('isInstance is false for other classes and non-errors', async () => {
    test.server.setFallback({ status: 404, json: { error: { code: 'not_found', message: 'no such profile' } } })
    const error = await failure(test.client().getUpdateStatus('p'))
    expect(NotFoundError.isInstance(error)).toBe(true)
    expect(BadRequestError.isInstance(error)).toBe(false)
    expect(RateLimitError.isInstance(error)).toBe(false)
    expect(APIError.isInstance(new Error('x'))).toBe(false)
    expect(APIError.isInstance(null)).toBe(false)
    expect(APIError.isInstance('APIError')).toBe(false)
  })

  it('isInstance recognises errors made by a second copy of the package', async () => {
    // After resetting the module registry, importing again evaluates the files anew: a second copy of the classes.
    vi.resetModules()
    const copy = await import('../../src/errors/index')
    expect(copy.NotFoundError).not.toBe(NotFoundError)
    const foreign = new copy.NotFoundError('gone', { status: 404, method: 'GET', url: 'http://x/v1' })
    expect(foreign).not.toBeInstanceOf(NotFoundError)
    expect(NotFoundError.isInstance(foreign)).toBe(true)
    expect(APIError.isInstance(foreign)).toBe(true)
    expect(ProfileContextError.isInstance(foreign)).toBe(true)
    expect(ConflictError.isInstance(foreign)).toBe(false)
  })

  it('RateLimitError carries retryAfter in milliseconds', async () => {
    test.server.setFallback({ status: 429, headers: { 'retry-after': '0' }, json: { error: { code: 'rate' } } })
    const error = await failure(test.client({ maxRetries: 0 }).queryFacts('p', 'q'))
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).retryAfter).toBe(0)
    expect((error as RateLimitError).headers['retry-after']).toBe('0')
  })
})

describe('error bodies', () => {
  it('parses { error: { code, message } } and keeps the body', async () => {
    const body = { error: { code: 'messages_too_many', message: 'At most 500 messages per request' } }
    test.server.setFallback({ status: 413, json: body })
    const error = (await failure(test.client().createScene('p'))) as BadRequestError
    expect(error.code).toBe('messages_too_many')
    expect(error.body).toEqual(body)
    expect(error.message).toBe(
      `413 messages_too_many: At most 500 messages per request (POST ${test.server.url}/v1/profiles/p/scenes)`,
    )
  })

  it('keeps a text body raw and shows it in the message', async () => {
    test.server.setFallback({ status: 502, body: '<html>Bad gateway from proxy</html>' })
    const error = (await failure(test.client({ maxRetries: 0 }).createScene('p'))) as InternalServerError
    expect(error).toBeInstanceOf(InternalServerError)
    expect(error.code).toBeUndefined()
    expect(error.body).toBe('<html>Bad gateway from proxy</html>')
    expect(error.message).toContain('502: <html>Bad gateway from proxy</html>')
  })

  it('keeps JSON of another shape as parsed JSON without a code', async () => {
    test.server.setFallback({ status: 400, json: { detail: 'bad thing' } })
    const error = (await failure(test.client().createScene('p'))) as BadRequestError
    expect(error.code).toBeUndefined()
    expect(error.body).toEqual({ detail: 'bad thing' })
    expect(error.message).toContain('{"detail":"bad thing"}')
  })

  it('uses the status text for an empty body', async () => {
    test.server.setFallback({ status: 404 })
    const error = (await failure(test.client().createScene('p'))) as NotFoundError
    expect(error.body).toBeUndefined()
    expect(error.message).toContain('404: Not Found')
  })
})

describe('the API key stays secret', () => {
  it('a 401 explains the fix and never shows the key', async () => {
    test.server.setFallback({ status: 401, json: { error: { code: 'unauthorized', message: 'Invalid API key' } } })
    const error = (await failure(test.client().createProfile())) as AuthenticationError
    expect(error).toBeInstanceOf(AuthenticationError)
    expect(error.message).toContain('`apiKey` option')
    expect(error.message).toContain('PROFILE_CONTEXT_API_KEY')
    expect(error.message).toContain('Authorization: Bearer <key>')
    expect(test.server.requests).toHaveLength(1)
    expect(error.message).not.toContain(apiKey)
    expect(JSON.stringify(error)).not.toContain(apiKey)
  })

  it('redacts the key when the service echoes it in the body or headers', async () => {
    test.server.setFallback((request) => ({
      status: 401,
      headers: { 'x-echo': String(request.headers.authorization) },
      body: `rejected header: ${request.headers.authorization}`,
    }))
    const error = (await failure(test.client().createProfile())) as AuthenticationError
    const serialized = JSON.stringify(error)
    expect(serialized).toContain('[redacted]')
    expect(serialized).not.toContain(apiKey)
    expect(error.message).not.toContain(apiKey)
    expect(String(error.body)).not.toContain(apiKey)
    expect(error.stack ?? '').not.toContain(apiKey)
  })

  it('JSON.stringify gives a useful record of an APIError', async () => {
    test.server.setFallback({ status: 404, json: { error: { code: 'profile_not_found', message: 'No profile' } } })
    const error = await failure(test.client().getUpdateStatus('p'))
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'NotFoundError',
      status: 404,
      code: 'profile_not_found',
      method: 'GET',
      url: `${test.server.url}/v1/profiles/p/update/status`,
    })
  })

  it('refuses credentials written into baseURL, without repeating them', () => {
    const base = test.server.url.replace('http://', 'http://user:hunter2@')
    expect(() => test.client({ baseURL: `${base}/v1` })).toThrow(TypeError)
    expect(() => test.client({ baseURL: `${base}/v1` })).toThrow(/`baseURL` must not contain a user name or password/)
    expect(() => test.client({ baseURL: `${base}/v1` })).not.toThrow(/hunter2/)
  })
})

describe('invalid success bodies', () => {
  const cases = [
    ['createProfile without id', { json: { name: 'x' } }, 'string "id"'],
    ['createProfile with numeric id', { json: { id: 7 } }, 'string "id"'],
    ['createProfile with an HTML page', { body: '<html>welcome</html>' }, '<html>welcome</html>'],
    ['createProfile with an empty body', {}, 'an empty body'],
  ] as const
  for (const [name, script, expected] of cases) {
    it(name, async () => {
      test.server.setFallback(script)
      const error = (await failure(test.client().createProfile())) as InvalidResponseError
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect(error.message).toContain(expected)
      expect(error.message).toContain('baseURL')
      expect(test.server.requests).toHaveLength(1)
    })
  }

  it('getUpdateStatus rejects an unknown status', async () => {
    test.server.setFallback({ json: { status: 'DONE', progress: 100 } })
    await expect(test.client().getUpdateStatus('p')).rejects.toThrow(InvalidResponseError)
  })

  it('queryFacts rejects a non-string result', async () => {
    test.server.setFallback({ json: { result: ['a'] } })
    await expect(test.client().queryFacts('p', 'q')).rejects.toThrow(/string "result"/)
  })
})

describe('answers the spec leaves unshown (run, stop)', () => {
  it('returns parsed JSON, text, or undefined, and never crashes', async () => {
    const client = test.client()
    test.server.enqueue(
      { json: { status: 'WORKING', progress: 0 } },
      { body: 'update started', headers: { 'content-type': 'text/plain' } },
      { status: 202 },
      { body: '{not json', headers: { 'content-type': 'application/json' } },
    )
    await expect(client.runUpdate('p')).resolves.toEqual({ status: 'WORKING', progress: 0 })
    await expect(client.runUpdate('p')).resolves.toBe('update started')
    await expect(client.stopUpdate('p')).resolves.toBeUndefined()
    await expect(client.stopUpdate('p')).resolves.toBe('{not json')
  })

  it('getUpdateStatus reads a missing progress as 0 while WORKING and 100 when IDLE', async () => {
    const client = test.client()
    test.server.enqueue({ json: { status: 'WORKING' } }, { json: { status: 'IDLE' } })
    await expect(client.getUpdateStatus('p')).resolves.toEqual({ status: 'WORKING', progress: 0 })
    await expect(client.getUpdateStatus('p')).resolves.toEqual({ status: 'IDLE', progress: 100 })
  })
})
