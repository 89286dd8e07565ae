import { APIError } from './api-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.AuthenticationError')

/**
 * The API key is missing or wrong (401). The message says which option or variable to check. Not retried.
 *
 * @example
 * ```ts
 * import { AuthenticationError } from 'profile-context'
 *
 * try {
 *   await client.createProfile()
 * } catch (error) {
 *   if (AuthenticationError.isInstance(error)) console.error('Check PROFILE_CONTEXT_API_KEY')
 * }
 * ```
 */
export class AuthenticationError extends APIError {
  protected readonly [marker] = true
  override readonly name: string = 'AuthenticationError'

  static override isInstance(value: unknown): value is AuthenticationError {
    return hasMarker(value, marker)
  }
}
