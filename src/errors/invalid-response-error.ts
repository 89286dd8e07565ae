import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.InvalidResponseError')

/**
 * The service answered with a success status but a body the client cannot use (e.g. no string `id`).
 * Usually a wrong `baseURL` (pointing at another server) or an incompatible service version. Not retried.
 *
 * @example
 * ```ts
 * import { InvalidResponseError } from 'profile-context'
 *
 * try {
 *   await client.createProfile()
 * } catch (error) {
 *   if (InvalidResponseError.isInstance(error)) console.error('Is baseURL right?', error.url, error.body)
 * }
 * ```
 */
export class InvalidResponseError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'InvalidResponseError'

  static override isInstance(value: unknown): value is InvalidResponseError {
    return hasMarker(value, marker)
  }
}
