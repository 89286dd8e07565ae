import { hasMarker } from './marker'
import { ProfileContextError } from './profile-context-error'

const marker = Symbol.for('profile-context.error.InvalidInputError')

/**
 * An argument was rejected before any request was sent, so nothing changed on the service.
 *
 * @example
 * ```ts
 * import { InvalidInputError } from 'profile-context'
 *
 * try {
 *   await client.addText(profileId, sceneId, [{ role: 'user', content: 'hi', timestamp: 1.5 }])
 * } catch (error) {
 *   if (InvalidInputError.isInstance(error)) console.error(error.field, error.index, error.message)
 * }
 * ```
 */
export class InvalidInputError extends ProfileContextError {
  protected readonly [marker] = true
  override readonly name: string = 'InvalidInputError'
  /** The rejected argument as written in the message, e.g. `profileId` or `messages[2].timestamp`. */
  readonly field: string
  /** Index of the rejected message, for message fields. */
  readonly index: number | undefined

  constructor(message: string, details: { field: string; index?: number | undefined }) {
    super(message)
    this.field = details.field
    this.index = details.index
  }

  static override isInstance(value: unknown): value is InvalidInputError {
    return hasMarker(value, marker)
  }
}
