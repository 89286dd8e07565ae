import type { Message, Role } from '../../client/types'
import type { ServiceLimits } from '../options'
import { ServiceError } from './service-error'

const roles: readonly Role[] = ['user', 'assistant', 'system']
/** Largest timestamp accepted: 9999-12-31T23:59:59Z. Larger values are most often milliseconds. */
const maxTimestamp = 253_402_300_799

function invalid(message: string): ServiceError {
  return new ServiceError(400, 'invalid_messages', message)
}

/**
 * A short view of a bad value for an error message. JSON.stringify recurses: a value nested 10⁵ deep overflows the
 * stack, which must be the client's 400, not a 500 — such a value is described by its kind.
 */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = Array.isArray(value) ? `an array nested too deeply to show` : 'an object nested too deeply to show'
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** A UTF-16 surrogate without its pair: JSON allows it ("\ud800"), but it is no character and cannot be stored. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Checks an add-text body: a non-empty array (at most `maxMessagesPerRequest`) of `{ role, content, timestamp }`
 * with a known role, string content (at most `maxContentChars`) and whole, non-negative, non-decreasing Unix seconds.
 * Other fields of a message are ignored. Every problem names the element, the field and the fix.
 * @throws ServiceError 400 for a wrong shape, 413 for a batch or a content over the limits.
 */
export function validateMessages(body: unknown, limits: ServiceLimits): Message[] {
  if (!Array.isArray(body)) {
    throw invalid(`The body must be a JSON array of messages { role, content, timestamp }; got ${describe(body)}.`)
  }
  if (body.length === 0) throw invalid('The body is an empty array; send at least one message.')
  if (body.length > limits.maxMessagesPerRequest) {
    throw new ServiceError(
      413,
      'too_many_messages',
      `The body has ${body.length} messages, more than the limit of ${limits.maxMessagesPerRequest} per request (limits.maxMessagesPerRequest); split it into several requests.`,
    )
  }
  let previous = 0
  return body.map((item: unknown, index): Message => {
    const at = `body[${index}]`
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw invalid(`${at} must be an object { role, content, timestamp }; got ${describe(item)}.`)
    }
    const { role, content, timestamp } = item as Record<string, unknown>
    if (typeof role !== 'string' || !roles.includes(role as Role)) {
      throw invalid(
        `${at}.role must be one of ${roles.map((known) => `"${known}"`).join(', ')}; got ${describe(role)}.`,
      )
    }
    if (typeof content !== 'string') throw invalid(`${at}.content must be a string; got ${describe(content)}.`)
    const lone = content.search(loneSurrogate)
    if (lone !== -1) {
      const unit = content.charCodeAt(lone).toString(16)
      throw invalid(
        `${at}.content has a lone UTF-16 surrogate (\\u${unit}) at position ${lone}; it is not a character and would be stored as U+FFFD. Send valid Unicode text (pair the surrogate, or replace it with U+FFFD yourself).`,
      )
    }
    if (content.length > limits.maxContentChars) {
      throw new ServiceError(
        413,
        'content_too_long',
        `${at}.content has ${content.length} characters, more than the limit of ${limits.maxContentChars} (limits.maxContentChars); split the message.`,
      )
    }
    if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp < 0) {
      throw invalid(`${at}.timestamp must be a whole, non-negative number of Unix seconds; got ${describe(timestamp)}.`)
    }
    if (timestamp > maxTimestamp) {
      throw invalid(
        `${at}.timestamp ${timestamp} is past the year 9999; it looks like milliseconds — send whole seconds.`,
      )
    }
    if (timestamp < previous) {
      throw invalid(
        `${at}.timestamp ${timestamp} is earlier than the previous message's ${previous}; timestamps in one request must not decrease.`,
      )
    }
    previous = timestamp
    return { role: role as Role, content, timestamp }
  })
}
