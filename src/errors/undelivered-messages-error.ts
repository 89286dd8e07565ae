import { hasMarker } from './marker'
import { ProfileContextError } from './profile-context-error'

const marker = Symbol.for('profile-context.error.UndeliveredMessagesError')

/** A message the engine could not deliver, with whose it is, so that the application can keep or resend it. */
export interface UndeliveredMessage {
  userId: string
  /** `undefined` for the user's default conversation. */
  conversationId: string | undefined
  role: 'user' | 'assistant'
  /** The text as it would have been sent: already redacted and cut to `maxMessageChars`. */
  content: string
  /** Unix seconds. */
  timestamp: number
}

/**
 * Messages the engine gave up on: rejected by the service, dropped by the overflow rule, or still undelivered when
 * a `flush()`/`close()` deadline passed. Reported to `onError` with `operation: 'record'` (never thrown); the
 * messages are on the error, in order, so nothing is lost silently. `cause` holds the service's error, if any.
 *
 * @example
 * ```ts
 * import { createProfileMemory, UndeliveredMessagesError } from 'profile-context'
 *
 * const memory = createProfileMemory({
 *   client,
 *   onError: (error) => {
 *     if (UndeliveredMessagesError.isInstance(error)) saveForLater(error.messages, error.idempotencyKey)
 *   },
 * })
 * ```
 */
export class UndeliveredMessagesError extends ProfileContextError {
  protected readonly [marker] = true
  override readonly name: string = 'UndeliveredMessagesError'
  /** The messages, in the order they were recorded. */
  readonly messages: readonly UndeliveredMessage[]
  /**
   * Set when the messages are one batch that was already sent at least once, so the service may have stored it:
   * resend them as one `addText` call with this `idempotencyKey` and the service stores them at most once.
   */
  readonly idempotencyKey: string | undefined

  constructor(
    message: string,
    details: { messages: readonly UndeliveredMessage[]; idempotencyKey?: string | undefined; cause?: unknown },
  ) {
    super(message, { cause: details.cause })
    this.messages = details.messages
    this.idempotencyKey = details.idempotencyKey
  }

  static override isInstance(value: unknown): value is UndeliveredMessagesError {
    return hasMarker(value, marker)
  }
}
