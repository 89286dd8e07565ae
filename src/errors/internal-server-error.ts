import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.InternalServerError')

/**
 * The service failed (any 5xx status). Retried with backoff before it reaches the caller.
 *
 * @example
 * ```ts
 * import { InternalServerError } from 'profile-context'
 *
 * try {
 *   await client.queryFacts(profileId, query)
 * } catch (error) {
 *   if (InternalServerError.isInstance(error)) console.error(error.status, error.body)
 * }
 * ```
 */
export class InternalServerError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'InternalServerError'

  static override isInstance(value: unknown): value is InternalServerError {
    return hasMarker(value, marker)
  }
}
