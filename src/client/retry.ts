import pRetry from 'p-retry'
import { APIConnectionError } from '../errors/api-connection-error'
import { APIError } from '../errors/api-error'
import { sleep } from '../internal/abort'
import { parseRetryAfter } from './retry-after'
import type { RetryInfo } from './types'

const retriedStatuses: ReadonlySet<number> = new Set([408, 409, 429])

/**
 * The one retry rule: connection failures and attempt timeouts, and the statuses 408, 409, 429 and 5xx.
 * Everything else (400, 401, 403, 404, 413, 422, invalid input, a caller's abort) is final.
 */
export function isRetryable(error: unknown): boolean {
  if (APIConnectionError.isInstance(error)) return true
  if (APIError.isInstance(error)) return retriedStatuses.has(error.status) || error.status >= 500
  return false
}

const initialDelay = 500
const backoffLimit = 8_000

/**
 * Milliseconds to wait before retry number `retry` (1-based): the service's `Retry-After` when it sent one,
 * otherwise exponential backoff with jitter; either way at most `maxRetryDelay`.
 */
export function retryDelay(error: unknown, retry: number, maxRetryDelay: number): number {
  const retryAfter = APIError.isInstance(error) ? parseRetryAfter(error.headers) : undefined
  if (retryAfter !== undefined) return Math.min(retryAfter, maxRetryDelay)
  const backoff = Math.min(initialDelay * 2 ** (retry - 1), backoffLimit)
  // Jitter spreads the retries of many clients that failed at the same moment.
  const jittered = backoff * (0.75 + Math.random() * 0.25)
  return Math.round(Math.min(jittered, maxRetryDelay))
}

export interface RetryOptions {
  maxRetries: number
  maxRetryDelay: number
  signal: AbortSignal | undefined
  method: string
  path: string
  onRetry: ((info: RetryInfo) => void) | undefined
}

/** Runs `attempt` until it succeeds, fails for good, runs out of retries, or the caller aborts. */
export function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  return pRetry(attempt, {
    retries: options.maxRetries,
    // The delay is ours (Retry-After aware), taken in shouldRetry; p-retry's own backoff is switched off.
    minTimeout: 0,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    shouldRetry: async ({ error, attemptNumber }) => {
      if (!isRetryable(error)) return false
      const delay = retryDelay(error, attemptNumber, options.maxRetryDelay)
      try {
        options.onRetry?.({ attempt: attemptNumber, error, method: options.method, path: options.path, delay })
      } catch {
        // An observer must not change the outcome of the request.
      }
      await sleep(delay, options.signal)
      return true
    },
  })
}
