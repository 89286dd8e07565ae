import { hasMarker } from './marker'

const marker = Symbol.for('profile-context.error')

/**
 * The base of every error this package throws.
 *
 * @example
 * ```ts
 * import { ProfileContextError } from 'profile-context'
 *
 * try {
 *   await client.queryFacts(profileId, 'What does the user like?')
 * } catch (error) {
 *   if (ProfileContextError.isInstance(error)) console.error(error.name, error.message)
 * }
 * ```
 */
export class ProfileContextError extends Error {
  protected readonly [marker] = true
  override readonly name: string = 'ProfileContextError'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
  }

  /** Like `instanceof`, but true also for errors made by another copy of this package. */
  static isInstance(value: unknown): value is ProfileContextError {
    return hasMarker(value, marker)
  }

  /** Serializes name, message and the error's own fields (never the request headers, so never the API key). */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, ...Object.fromEntries(Object.entries(this)) }
  }
}
