import { APIConnectionError } from './api-connection-error'
import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error.APITimeoutError')

/**
 * An attempt took longer than its `timeout` (retried like a connection failure), or `waitForIdle` ran out of time.
 * An abort through the caller's own `signal` is not this error: the caller gets the signal's reason.
 *
 * @example
 * ```ts
 * import { APITimeoutError } from 'profile-context'
 *
 * try {
 *   await client.waitForIdle(profileId, { timeout: 10_000 })
 * } catch (error) {
 *   if (APITimeoutError.isInstance(error)) console.warn('still updating', error.timeout)
 * }
 * ```
 */
export class APITimeoutError extends APIConnectionError {
  protected readonly [marker] = true
  override readonly name: string = 'APITimeoutError'
  /** The limit in milliseconds that ran out. */
  readonly timeout: number

  constructor(message: string, details: { method: string; url: string; timeout: number; cause?: unknown }) {
    super(message, details)
    this.timeout = details.timeout
  }

  static override isInstance(value: unknown): value is APITimeoutError {
    return hasMarker(value, marker)
  }
}
