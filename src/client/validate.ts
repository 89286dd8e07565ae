import { InvalidInputError } from '../errors/invalid-input-error'
import type { Message, MessageInput } from './types'

const roles: ReadonlySet<string> = new Set(['user', 'assistant', 'system'])

/** Timestamps above this are epoch milliseconds, not Unix seconds (10^11 seconds is the year 5138). */
export const millisecondsThreshold = 1e11

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (Array.isArray(value)) return 'an array'
  if (value === null || typeof value !== 'object') return String(value)
  return 'an object'
}

/** Rejects anything but a non-empty string, naming `field`. */
export function assertNonEmptyString(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidInputError(`${field} must be a non-empty string; got ${describe(value)}`, { field })
  }
}

function toSeconds(value: unknown, field: string, index: number): number {
  const fail = (problem: string): never => {
    throw new InvalidInputError(`${field} ${problem}; got ${describe(value)} (pass a Date or an integer)`, {
      field,
      index,
    })
  }
  if (value instanceof Date) {
    const milliseconds = value.getTime()
    if (Number.isNaN(milliseconds)) fail('must be a valid Date')
    if (milliseconds < 0) fail('must not be before 1970')
    return Math.floor(milliseconds / 1000)
  }
  if (value === undefined) fail('is required: Unix time in whole seconds')
  if (typeof value !== 'number' || !Number.isFinite(value)) fail('must be whole Unix seconds')
  const number = value as number
  if (number < 0) fail('must not be negative')
  if (number > millisecondsThreshold) return Math.floor(number / 1000)
  if (!Number.isInteger(number)) fail('must be whole Unix seconds')
  return number
}

function normalizeMessage(input: unknown, field: string, index: number): Message {
  const path = `${field}[${index}]`
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidInputError(`${path} must be an object with role, content and timestamp; got ${describe(input)}`, {
      field: path,
      index,
    })
  }
  const { role, content, timestamp } = input as Record<string, unknown>
  if (typeof role !== 'string' || !roles.has(role)) {
    throw new InvalidInputError(`${path}.role must be "user", "assistant" or "system"; got ${describe(role)}`, {
      field: `${path}.role`,
      index,
    })
  }
  if (typeof content !== 'string') {
    throw new InvalidInputError(`${path}.content must be a string; got ${describe(content)}`, {
      field: `${path}.content`,
      index,
    })
  }
  return { role: role as Message['role'], content, timestamp: toSeconds(timestamp, `${path}.timestamp`, index) }
}

/**
 * Checks messages and converts them to their wire form: timestamps become whole Unix seconds (a `Date` or epoch
 * milliseconds are converted) and must not decrease. Throws `InvalidInputError` naming the field and message index;
 * the input is not modified.
 *
 * @param field - The name used in error messages. @default 'messages'
 *
 * @example
 * ```ts
 * import { normalizeMessages } from 'profile-context'
 *
 * const wire = normalizeMessages([{ role: 'user', content: 'I moved to Lisbon', timestamp: new Date() }])
 * // [{ role: 'user', content: 'I moved to Lisbon', timestamp: 1767225600 }]
 * ```
 */
export function normalizeMessages(messages: readonly MessageInput[], field = 'messages'): Message[] {
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new InvalidInputError(`${field} must be a non-empty array of messages; got ${describe(messages)}`, { field })
  }
  const normalized: Message[] = []
  for (const [index, input] of messages.entries()) {
    const message = normalizeMessage(input, field, index)
    const previous = normalized[index - 1]
    if (previous !== undefined && message.timestamp < previous.timestamp) {
      throw new InvalidInputError(
        `${field}[${index}].timestamp must not be earlier than ${field}[${index - 1}].timestamp ` +
          `(${message.timestamp} < ${previous.timestamp} seconds); send messages in chronological order`,
        { field: `${field}[${index}].timestamp`, index },
      )
    }
    normalized.push(message)
  }
  return normalized
}
