import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.NotFoundError')

/**
 * The profile or scene does not exist, or belongs to another account (404). Not retried.
 *
 * @example
 * ```ts
 * import { NotFoundError } from 'profile-context'
 *
 * try {
 *   await client.getUpdateStatus(profileId)
 * } catch (error) {
 *   if (NotFoundError.isInstance(error)) await client.createProfile({ requestedId: profileId })
 * }
 * ```
 */
export class NotFoundError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'NotFoundError'

  static override isInstance(value: unknown): value is NotFoundError {
    return hasMarker(value, marker)
  }
}
