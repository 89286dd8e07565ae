import { hasMarker } from './marker'
import { ProfileContextError } from './profile-context-error'

const marker = Symbol.for('profile-context.error.APIConnectionError')

/**
 * No answer from the service: refused or dropped connection, DNS failure, reset while reading the body.
 * Retried with backoff; the low-level error is in `cause`.
 *
 * @example
 * ```ts
 * import { APIConnectionError } from 'profile-context'
 *
 * try {
 *   await client.createProfile()
 * } catch (error) {
 *   if (APIConnectionError.isInstance(error)) console.error(`${error.method} ${error.url} unreachable`, error.cause)
 * }
 * ```
 */
export class APIConnectionError extends ProfileContextError {
  protected readonly [marker] = true
  override readonly name: string = 'APIConnectionError'
  readonly method: string
  readonly url: string

  constructor(message: string, details: { method: string; url: string; cause?: unknown }) {
    super(message, { cause: details.cause })
    this.method = details.method
    this.url = details.url
  }

  static override isInstance(value: unknown): value is APIConnectionError {
    return hasMarker(value, marker)
  }
}
