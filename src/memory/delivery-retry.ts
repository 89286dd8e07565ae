import { isRetryable } from '../client/retry'
import { RateLimitError } from '../errors/rate-limit-error'
import { sleep } from '../internal/abort'

export interface DeliveryRetryPolicy {
  initialDelayMs: number
  maxDelayMs: number
  maxAttempts: number
}

/** Milliseconds before engine-level retry number `retry` (1-based): `Retry-After` or doubling, with jitter. */
export function deliveryDelay(error: unknown, retry: number, policy: DeliveryRetryPolicy): number {
  if (RateLimitError.isInstance(error) && error.retryAfter !== undefined) {
    return Math.min(error.retryAfter, policy.maxDelayMs)
  }
  const backoff = Math.min(policy.initialDelayMs * 2 ** (retry - 1), policy.maxDelayMs)
  // Jitter keeps many scenes that failed together from hammering a recovering service at the same instant.
  return Math.round(backoff * (0.8 + Math.random() * 0.2))
}

/**
 * Runs `attempt` until it succeeds, fails permanently, or fails transiently `maxAttempts` times; the last error is
 * rethrown. `attempt` must be safe to repeat (the caller reuses one idempotency key for a batch). Transient by
 * default means the client's own retry rule (connection, timeout, 408, 409, 429, 5xx): the engine retries those
 * again once the client's retries are spent, so an outage longer than those few seconds loses nothing. `signal`
 * cuts a wait between attempts short (rejecting with its reason).
 */
export async function withDeliveryRetry<T>(
  attempt: () => Promise<T>,
  policy: DeliveryRetryPolicy,
  onRetry: (error: unknown) => void,
  transient: (error: unknown) => boolean = isRetryable,
  signal?: AbortSignal,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt()
    } catch (error) {
      if (!transient(error) || attemptNumber >= policy.maxAttempts) throw error
      onRetry(error)
      await sleep(deliveryDelay(error, attemptNumber, policy), signal)
    }
  }
}
