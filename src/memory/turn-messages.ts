import type { Message } from '../client/types'
import { millisecondsThreshold } from '../client/validate'
import { InvalidInputError } from '../errors/invalid-input-error'
import type { TurnMessage } from './types'
import { checkConversationId, checkUserId } from './validate-input'

const roles: ReadonlySet<string> = new Set(['user', 'assistant', 'system', 'tool'])

function invalid(field: string, problem: string, index?: number): InvalidInputError {
  return new InvalidInputError(`\`${field}\` ${problem}`, index === undefined ? { field } : { field, index })
}

function checkMessage(message: unknown, index: number): asserts message is TurnMessage {
  const field = `messages[${index}]`
  if (typeof message !== 'object' || message === null)
    throw invalid(field, 'must be an object `{ role, content }`.', index)
  const { role, content, timestamp } = message as Record<string, unknown>
  if (typeof role !== 'string' || !roles.has(role)) {
    throw invalid(
      `${field}.role`,
      `must be 'user', 'assistant', 'system' or 'tool'; got ${JSON.stringify(role)}.`,
      index,
    )
  }
  if (typeof content !== 'string') {
    throw invalid(
      `${field}.content`,
      `must be a string (flatten message parts to text first); got ${typeof content}.`,
      index,
    )
  }
  if (timestamp === undefined) return
  const valid =
    timestamp instanceof Date
      ? !Number.isNaN(timestamp.getTime())
      : typeof timestamp === 'number' && Number.isFinite(timestamp) && timestamp >= 0
  if (!valid) {
    throw invalid(`${field}.timestamp`, 'must be a valid Date, Unix seconds or epoch milliseconds, or left out.', index)
  }
}

/** Checks a `recordTurn` input; throws `InvalidInputError` naming the field, before anything is queued. */
export function checkTurn(input: unknown): {
  userId: string
  conversationId: string | undefined
  messages: readonly TurnMessage[]
} {
  if (typeof input !== 'object' || input === null) {
    throw invalid('input', 'must be an object `{ userId, conversationId?, messages }`.')
  }
  const { userId, conversationId, messages } = input as Record<string, unknown>
  const checkedUserId = checkUserId(userId)
  const checkedConversationId = checkConversationId(conversationId)
  if (!Array.isArray(messages)) throw invalid('messages', 'must be an array of `{ role, content, timestamp? }`.')
  messages.forEach(checkMessage)
  return { userId: checkedUserId, conversationId: checkedConversationId, messages: messages as TurnMessage[] }
}

/** Unix seconds, rounded down. */
export function toUnixSeconds(timestamp: number | Date | undefined, now: number): number {
  if (timestamp === undefined) return Math.floor(now / 1000)
  if (timestamp instanceof Date) return Math.floor(timestamp.getTime() / 1000)
  return Math.floor(timestamp > millisecondsThreshold ? timestamp / 1000 : timestamp)
}

export interface ToWireOptions {
  recordToolResults: boolean
  /** Removes injected context from a message's text. */
  strip: (text: string) => string
  /** The application's `redact`, applied after `strip`; it may throw (the caller reports it). */
  redact: ((text: string, role: 'user' | 'assistant' | 'tool') => string) | undefined
  /** Longest content sent; longer text is cut with a marker (`cutToLimit`). */
  maxChars: number
  now: number
}

/**
 * `text` cut to at most `limit` characters, ending with `…[cut: N characters not recorded]` when anything was cut.
 * A cut never splits a surrogate pair.
 */
export function cutToLimit(text: string, limit: number, originalLength = text.length): string {
  if (originalLength <= limit) return text
  const marker = (cut: number) => `…[cut: ${cut} characters not recorded]`
  let keep = Math.min(text.length, limit - marker(originalLength).length)
  if (/[\uD800-\uDBFF]/.test(text.charAt(keep - 1))) keep -= 1
  return `${text.slice(0, keep).trimEnd()}${marker(originalLength - keep)}`
}

/**
 * Text beyond this many characters past the limit is dropped before `redact` runs, so that redaction of a huge
 * message costs a bounded time; the margin is wider than any secret shape (a PEM private key included), so a secret
 * that starts before the limit is still seen whole.
 */
const redactMargin = 16_384

/**
 * What of a turn goes to the service: user and assistant text (tool results as assistant text when asked),
 * injected context removed, redacted, cut to the limit, empty messages skipped, timestamps in whole seconds (not yet clamped per scene).
 */
export function toWireMessages(messages: readonly TurnMessage[], options: ToWireOptions): Message[] {
  const wire: Message[] = []
  for (const message of messages) {
    if (message.role === 'system') continue
    if (message.role === 'tool' && !options.recordToolResults) continue
    let content = options.strip(message.content)
    const length = content.length
    const precut = length > options.maxChars + redactMargin
    if (precut) content = content.slice(0, options.maxChars + redactMargin)
    if (options.redact !== undefined) {
      const redacted: unknown = options.redact(content, message.role)
      if (typeof redacted !== 'string') throw new TypeError(`\`redact\` must return a string; got ${typeof redacted}.`)
      content = redacted
    }
    content = cutToLimit(content.trim(), options.maxChars, precut ? length : undefined)
    if (content === '') continue
    wire.push({
      role: message.role === 'user' ? 'user' : 'assistant',
      content,
      timestamp: toUnixSeconds(message.timestamp, options.now),
    })
  }
  return wire
}
