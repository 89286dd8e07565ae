import type { Message, Role } from '../client/types'
import { millisecondsThreshold } from '../client/validate'

const roles: readonly Role[] = ['user', 'assistant', 'system']

/** A line of a JSONL transcript that cannot be imported, with its 1-based line number. */
export interface TranscriptProblem {
  line: number
  message: string
}

export interface ParsedTranscript {
  messages: Message[]
  /** Line number of each message, for messages the service later refuses. */
  lines: number[]
  problems: TranscriptProblem[]
}

/** Unix seconds from a number of seconds or milliseconds, or an ISO 8601 string; `undefined` when it is neither. */
function toSeconds(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    // Values above the threshold are read as milliseconds, the same rule the client applies.
    return Math.floor(value > millisecondsThreshold ? value / 1000 : value)
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const milliseconds = Date.parse(value)
    return Number.isNaN(milliseconds) ? undefined : Math.floor(milliseconds / 1000)
  }
  return undefined
}

function checkLine(value: unknown): { message: Message } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'expected an object like {"role":"user","content":"Hi","timestamp":1700000000}' }
  }
  const { role, content, timestamp } = value as Record<string, unknown>
  if (typeof role !== 'string' || !roles.includes(role as Role)) {
    return { problem: `"role" must be "user", "assistant" or "system"; got ${JSON.stringify(role) ?? 'nothing'}` }
  }
  if (typeof content !== 'string' || content.trim() === '') {
    return { problem: `"content" must be a non-empty string; got ${JSON.stringify(content) ?? 'nothing'}` }
  }
  const seconds = toSeconds(timestamp)
  if (seconds === undefined) {
    const got = JSON.stringify(timestamp) ?? 'nothing'
    return { problem: `"timestamp" must be Unix seconds (e.g. 1700000000) or an ISO date string; got ${got}` }
  }
  return { message: { role: role as Role, content, timestamp: seconds } }
}

/**
 * Reads a JSONL transcript, one `{ role, content, timestamp }` object per line (blank lines skipped), and reports every
 * problem with its line number, so nothing is sent until the whole file is right. Timestamps must not go backwards,
 * because the service needs each request's messages in time order.
 */
export function parseTranscript(text: string): ParsedTranscript {
  const result: ParsedTranscript = { messages: [], lines: [], problems: [] }
  let previous: { line: number; timestamp: number } | undefined
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch (error) {
      result.problems.push({ line, message: `not valid JSON (${error instanceof Error ? error.message : error})` })
      return
    }
    const checked = checkLine(value)
    if ('problem' in checked) {
      result.problems.push({ line, message: checked.problem })
      return
    }
    const { timestamp } = checked.message
    if (previous !== undefined && timestamp < previous.timestamp) {
      result.problems.push({
        line,
        message:
          `timestamp ${timestamp} is earlier than line ${previous.line} (${previous.timestamp}); ` +
          'messages must be in time order (sort the file by timestamp)',
      })
    }
    previous = { line, timestamp }
    result.messages.push(checked.message)
    result.lines.push(line)
  })
  return result
}
