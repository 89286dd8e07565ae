import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.PermissionDeniedError')

/**
 * The API key may not do this (403). Not retried.
 *
 * @example
 * ```ts
 * import { PermissionDeniedError } from 'profile-context'
 *
 * try {
 *   await client.runUpdate(profileId)
 * } catch (error) {
 *   if (PermissionDeniedError.isInstance(error)) console.error(error.message)
 * }
 * ```
 */
export class PermissionDeniedError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'PermissionDeniedError'

  static override isInstance(value: unknown): value is PermissionDeniedError {
    return hasMarker(value, marker)
  }
}
