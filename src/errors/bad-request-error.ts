import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.BadRequestError')

/**
 * The service rejected the request as malformed or too large (400, 413, 422). Not retried: fix the input.
 *
 * @example
 * ```ts
 * import { BadRequestError } from 'profile-context'
 *
 * try {
 *   await client.addText(profileId, sceneId, messages)
 * } catch (error) {
 *   if (BadRequestError.isInstance(error)) console.error(error.code, error.message)
 * }
 * ```
 */
export class BadRequestError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'BadRequestError'

  static override isInstance(value: unknown): value is BadRequestError {
    return hasMarker(value, marker)
  }
}
