import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.ConflictError')

/**
 * The request conflicts with the current state of the resource (409). Retried, as the conflict is usually passing.
 *
 * @example
 * ```ts
 * import { ConflictError } from 'profile-context'
 *
 * try {
 *   await client.runUpdate(profileId)
 * } catch (error) {
 *   if (ConflictError.isInstance(error)) console.warn(error.message)
 * }
 * ```
 */
export class ConflictError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'ConflictError'

  static override isInstance(value: unknown): value is ConflictError {
    return hasMarker(value, marker)
  }
}
