import { describe, expect, it, vi } from 'vitest'
import type { RetryInfo } from '../../src/client/index'
import { retryDelay } from '../../src/client/retry'
import {
  APIConnectionError,
  APITimeoutError,
  BadRequestError,
  InternalServerError,
  RateLimitError,
} from '../../src/errors/index'
import { withRecordingServer } from './setup'

const test = withRecordingServer()
const messages = [{ role: 'user' as const, content: 'I like tea', timestamp: 1_700_000_000 }]

describe('retry counts', () => {
  for (const status of [500, 503, 429, 408, 409]) {
    it(`${status} is retried maxRetries times (default 2), then thrown`, async () => {
      test.server.setFallback({ status, json: { error: { code: 'busy', message: 'try later' } } })
      const error = await test
        .client()
        .createScene('p')
        .catch((error: unknown) => error)
      expect(test.server.requests).toHaveLength(3)
      expect((error as { status: number }).status).toBe(status)
    })
  }

  for (const status of [400, 401, 403, 404, 413, 422]) {
    it(`${status} is never retried`, async () => {
      test.server.setFallback({ status, json: { error: { code: 'no', message: 'final' } } })
      await expect(test.client({ maxRetries: 5 }).createScene('p')).rejects.toMatchObject({ status })
      expect(test.server.requests).toHaveLength(1)
    })
  }

  it('succeeds when a retry succeeds', async () => {
    test.server.enqueue({ status: 503 }, { status: 500 }, { json: { id: 'scene-1' } })
    await expect(test.client().createScene('p')).resolves.toEqual({ id: 'scene-1' })
    expect(test.server.requests).toHaveLength(3)
  })

  it('maxRetries: 0 sends one request; maxRetries: 4 sends five', async () => {
    test.server.setFallback({ status: 500 })
    await expect(test.client({ maxRetries: 0 }).createScene('p')).rejects.toThrow(InternalServerError)
    expect(test.server.requests).toHaveLength(1)
    test.server.reset()
    test.server.setFallback({ status: 500 })
    await expect(test.client({ maxRetries: 4 }).createScene('p')).rejects.toThrow(InternalServerError)
    expect(test.server.requests).toHaveLength(5)
  })

  it('a dropped connection is retried, and reported as APIConnectionError when it keeps dropping', async () => {
    test.server.enqueue({ drop: true }, { json: { id: 'scene-1' } })
    await expect(test.client().createScene('p')).resolves.toEqual({ id: 'scene-1' })
    expect(test.server.requests).toHaveLength(2)

    test.server.reset()
    test.server.setFallback({ drop: true })
    const error = await test
      .client()
      .createScene('p')
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(APIConnectionError)
    expect((error as APIConnectionError).message).toContain(`POST ${test.server.url}/v1/profiles/p/scenes`)
    expect((error as APIConnectionError).cause).toBeDefined()
    expect(test.server.requests).toHaveLength(3)
  })

  it('a refused connection is an APIConnectionError after the retries', async () => {
    const retries: RetryInfo[] = []
    const client = test.client({
      baseURL: 'http://127.0.0.1:1/v1',
      maxRetries: 1,
      onRetry: (info) => retries.push(info),
    })
    const error = await client.getUpdateStatus('p').catch((error: unknown) => error)
    expect(error).toBeInstanceOf(APIConnectionError)
    expect((error as APIConnectionError).message).toMatch(
      /^Could not reach the service: GET http:\/\/127\.0\.0\.1:1\/v1/,
    )
    expect(retries).toHaveLength(1)
  })

  it('tells onRetry about every retry with the attempt, error, method, path and delay', async () => {
    test.server.enqueue({ status: 503 }, { status: 429, headers: { 'retry-after': '0' } }, { json: { id: 's' } })
    const retries: RetryInfo[] = []
    await test.client({ onRetry: (info) => retries.push(info) }).createScene('a/b')
    expect(retries.map(({ attempt, method, path }) => ({ attempt, method, path }))).toEqual([
      { attempt: 1, method: 'POST', path: '/profiles/a%2Fb/scenes' },
      { attempt: 2, method: 'POST', path: '/profiles/a%2Fb/scenes' },
    ])
    expect(retries[0]?.error).toBeInstanceOf(InternalServerError)
    expect(retries[1]?.error).toBeInstanceOf(RateLimitError)
    expect(retries[1]?.delay).toBe(0)
  })

  it('an onRetry that throws does not change the outcome', async () => {
    test.server.enqueue({ status: 503 }, { json: { id: 's' } })
    const client = test.client({
      onRetry: () => {
        throw new Error('observer bug')
      },
    })
    await expect(client.createScene('p')).resolves.toEqual({ id: 's' })
  })
})

describe('Retry-After', () => {
  it('waits the seconds the service asks for', async () => {
    test.server.enqueue({ status: 429, headers: { 'retry-after': '1' } }, { json: { id: 's' } })
    await test.client({ maxRetryDelay: 5_000 }).createScene('p')
    const [first, second] = test.server.requests
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(950)
  })

  it('understands an HTTP date and a 503 with Retry-After', async () => {
    const inOneAndAHalfSeconds = new Date(Date.now() + 1_500).toUTCString()
    test.server.enqueue({ status: 503, headers: { 'retry-after': inOneAndAHalfSeconds } }, { json: { id: 's' } })
    const delays: number[] = []
    await test.client({ maxRetryDelay: 5_000, onRetry: ({ delay }) => delays.push(delay) }).createScene('p')
    // HTTP dates have whole seconds, so the wait is between 0.5 and 1.5 seconds.
    expect(delays[0]).toBeGreaterThan(400)
    expect(delays[0]).toBeLessThanOrEqual(1_500)
    const [first, second] = test.server.requests
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual((delays[0] ?? 0) - 50)
  })

  it('caps a long Retry-After at maxRetryDelay', async () => {
    test.server.enqueue({ status: 429, headers: { 'retry-after': '3600' } }, { json: { id: 's' } })
    const delays: number[] = []
    const started = performance.now()
    await test.client({ maxRetryDelay: 50, onRetry: ({ delay }) => delays.push(delay) }).createScene('p')
    expect(delays).toEqual([50])
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('backs off exponentially with jitter when there is no Retry-After, capped by maxRetryDelay', () => {
    const error = new InternalServerError('500', { status: 500, method: 'GET', url: 'http://x/v1' })
    const random = vi.spyOn(Math, 'random')
    try {
      random.mockReturnValue(0)
      expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelay(error, retry, 30_000))).toEqual([
        375, 750, 1_500, 3_000, 6_000, 6_000,
      ])
      random.mockReturnValue(0.999_999)
      expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelay(error, retry, 30_000))).toEqual([
        500, 1_000, 2_000, 4_000, 8_000, 8_000,
      ])
      expect(retryDelay(error, 3, 100)).toBe(100)
    } finally {
      random.mockRestore()
    }
  })

  it('waits the backoff between real attempts', async () => {
    test.server.setFallback({ status: 500 })
    const delays: number[] = []
    await test
      .client({ maxRetries: 1, maxRetryDelay: 30_000, onRetry: ({ delay }) => delays.push(delay) })
      .createScene('p')
      .catch(() => undefined)
    const [first, second] = test.server.requests
    expect(delays[0]).toBeGreaterThanOrEqual(375)
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual((delays[0] ?? 0) - 5)
  })
})

describe('idempotency', () => {
  it('addText reuses one Idempotency-Key on every retry and uses a new one per call', async () => {
    test.server.enqueue({ status: 503 }, { drop: true }, { json: { id: 'b1' } }, { json: { id: 'b2' } })
    const client = test.client()
    await client.addText('p', 's', messages)
    await client.addText('p', 's', messages)
    const keys = test.server.requests.map((request) => request.headers['idempotency-key'])
    expect(keys).toHaveLength(4)
    expect(keys[0]).toBeTypeOf('string')
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
    // The retried body is the same batch, byte for byte.
    expect(new Set(test.server.requests.map((request) => request.body)).size).toBe(1)
  })

  it('a given idempotencyKey is sent on every attempt', async () => {
    test.server.enqueue({ status: 500 }, { json: { id: 'b1' } })
    await test.client().addText('p', 's', messages, { idempotencyKey: 'batch-7' })
    expect(test.server.requests.map((request) => request.headers['idempotency-key'])).toEqual(['batch-7', 'batch-7'])
  })

  it('createProfile and createScene keep their key across retries too', async () => {
    test.server.enqueue({ status: 500 }, { json: { id: 'p' } }, { status: 500 }, { json: { id: 's' } })
    const client = test.client()
    await client.createProfile({ requestedId: 'u' })
    await client.createScene('p')
    const keys = test.server.requests.map((request) => request.headers['idempotency-key'])
    expect(keys[1]).toBe(keys[0])
    expect(keys[3]).toBe(keys[2])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('createProfile and createScene send a given idempotencyKey on every attempt', async () => {
    test.server.enqueue({ status: 503 }, { json: { id: 'p' } }, { status: 503 }, { json: { id: 's' } })
    const client = test.client()
    await client.createProfile({ requestedId: 'u', idempotencyKey: 'profile-u' })
    await client.createScene('p', { idempotencyKey: 'scene-u' })
    expect(test.server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'profile-u',
      'profile-u',
      'scene-u',
      'scene-u',
    ])
  })
})

describe('timeouts and aborts', () => {
  it('a slow attempt times out with APITimeoutError and is retried', async () => {
    test.server.enqueue({ delay: 1_000, json: { id: 'late' } }, { json: { id: 'on-time' } })
    await expect(test.client({ timeout: 100 }).createScene('p')).resolves.toEqual({ id: 'on-time' })
    expect(test.server.requests).toHaveLength(2)
  })

  it('rejects with APITimeoutError when every attempt is too slow; the per-call timeout wins', async () => {
    test.server.setFallback({ delay: 1_000, json: { id: 'late' } })
    const error = await test
      .client({ timeout: 10_000, maxRetries: 1 })
      .createScene('p', { timeout: 80 })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(APITimeoutError)
    expect(error).toBeInstanceOf(APIConnectionError)
    expect((error as APITimeoutError).timeout).toBe(80)
    expect((error as APITimeoutError).message).toBe(
      `POST ${test.server.url}/v1/profiles/p/scenes timed out after 80 ms`,
    )
    expect(test.server.requests).toHaveLength(2)
  })

  it("the caller's abort rejects with the signal's reason and is not retried", async () => {
    test.server.setFallback({ delay: 1_000, json: { id: 'late' } })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await test
      .client({ maxRetries: 3 })
      .createScene('p', { signal: controller.signal })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
    expect(test.server.requests).toHaveLength(1)
  })

  it('an abort during the wait between retries stops at once', async () => {
    test.server.setFallback({ status: 503, headers: { 'retry-after': '10' } })
    const controller = new AbortController()
    const started = performance.now()
    const call = test
      .client({ maxRetryDelay: 10_000, onRetry: () => setTimeout(() => controller.abort(new Error('user left')), 20) })
      .createScene('p', { signal: controller.signal })
    await expect(call).rejects.toThrow('user left')
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(test.server.requests).toHaveLength(1)
  })

  it('an already aborted signal sends nothing', async () => {
    const error = await test
      .client()
      .queryFacts('p', 'q', { signal: AbortSignal.abort() })
      .catch((error: unknown) => error)
    expect((error as DOMException).name).toBe('AbortError')
    expect(test.server.requests).toHaveLength(0)
  })

  it('a bad per-call timeout is a TypeError naming it', async () => {
    await expect(test.client().createScene('p', { timeout: -1 })).rejects.toThrow(/`timeout` must be a non-negative/)
    expect(test.server.requests).toHaveLength(0)
  })

  it('a 400 after a retried 500 is final', async () => {
    test.server.enqueue({ status: 500 }, { status: 400, json: { error: { code: 'bad', message: 'bad' } } })
    await expect(test.client({ maxRetries: 5 }).createScene('p')).rejects.toThrow(BadRequestError)
    expect(test.server.requests).toHaveLength(2)
  })
})
