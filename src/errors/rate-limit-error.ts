import { APIError, type APIErrorDetails } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.RateLimitError')

/**
 * Too many requests (429). Retried after the `Retry-After` the service asked for (capped by `maxRetryDelay`).
 *
 * @example
 * ```ts
 * import { RateLimitError } from 'profile-context'
 *
 * try {
 *   await client.queryFacts(profileId, 'Where does the user live?')
 * } catch (error) {
 *   if (RateLimitError.isInstance(error)) console.warn(`try again in ${error.retryAfter ?? 1000} ms`)
 * }
 * ```
 */
export class RateLimitError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'RateLimitError'
  /** Milliseconds the service asked to wait (from `Retry-After`), when it said. */
  readonly retryAfter: number | undefined

  constructor(message: string, details: APIErrorDetails & { retryAfter?: number | undefined }) {
    super(message, details)
    this.retryAfter = details.retryAfter
  }

  static override isInstance(value: unknown): value is RateLimitError {
    return hasMarker(value, marker)
  }
}
