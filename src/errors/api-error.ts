import { hasMarker } from './marker'
import { ProfileContextError } from './profile-context-error'

const marker = Symbol.for('profile-context.error.APIError')

/** What the client knew about a failed HTTP exchange. */
export interface APIErrorDetails {
  /** HTTP status of the answer. */
  status: number
  /** The service's error code from `{ error: { code } }`, when it sent one. */
  code?: string | undefined
  /** The answer's body: parsed JSON when it was JSON, the text otherwise, `undefined` when empty. */
  body?: unknown
  /** The answer's headers, names in lower case. */
  headers?: Record<string, string>
  /** HTTP method of the request. */
  method: string
  /** URL of the request (no credentials). */
  url: string
  cause?: unknown
}

/**
 * The service answered with an error status (or with a body the client cannot use).
 * Subclasses name the common statuses; other statuses (408, 405 …) are plain `APIError`s.
 *
 * @example
 * ```ts
 * import { APIError } from 'profile-context'
 *
 * try {
 *   await client.createScene(profileId)
 * } catch (error) {
 *   if (APIError.isInstance(error)) console.error(error.status, error.code, error.method, error.url)
 * }
 * ```
 */
export class APIError extends ProfileContextError {
  protected readonly [marker] = true
  override readonly name: string = 'APIError'
  readonly status: number
  readonly code: string | undefined
  readonly body: unknown
  readonly headers: Record<string, string>
  readonly method: string
  readonly url: string

  constructor(message: string, details: APIErrorDetails) {
    super(message, { cause: details.cause })
    this.status = details.status
    this.code = details.code
    this.body = details.body
    this.headers = details.headers ?? {}
    this.method = details.method
    this.url = details.url
  }

  static override isInstance(value: unknown): value is APIError {
    return hasMarker(value, marker)
  }
}
