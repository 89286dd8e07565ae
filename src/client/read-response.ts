import { InvalidResponseError } from '../errors/invalid-response-error'
import { parseBody, type ReadResponse, redactedResponse } from './error-from-response'
import type { IdResponse, QueryResult, UnshownResponse, UpdateStatus } from './types'

function invalid(answer: ReadResponse, expected: string): InvalidResponseError {
  // A success status with an unexpected body is often an echo server: what the error shows is redacted.
  const response = redactedResponse(answer)
  const body = parseBody(response.text)
  const shown = response.text.length > 200 ? `${response.text.slice(0, 200)}…` : response.text
  return new InvalidResponseError(
    `${response.status}: expected ${expected} from ${response.method} ${response.url}, got ${shown === '' ? 'an empty body' : shown}. ` +
      'Check that `baseURL` points at the Profile Context Service, including its path prefix (e.g. /v1).',
    { status: response.status, body, headers: response.headers, method: response.method, url: response.url },
  )
}

function object(response: ReadResponse, expected: string): Record<string, unknown> {
  const body = parseBody(response.text)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid(response, expected)
  return body as Record<string, unknown>
}

/** `{ id }` with a non-empty string id; other fields the service adds are kept. */
export function readId(response: ReadResponse): IdResponse {
  const fields = object(response, 'a JSON object with a string "id"')
  if (typeof fields.id !== 'string' || fields.id === '') throw invalid(response, 'a JSON object with a string "id"')
  return { ...fields, id: fields.id }
}

/** `{ status: 'IDLE' | 'WORKING', progress }`; a missing progress reads as 0 while WORKING and 100 when IDLE. */
export function readUpdateStatus(response: ReadResponse): UpdateStatus {
  const expected = 'a JSON object with "status" IDLE or WORKING'
  const fields = object(response, expected)
  const { status, progress } = fields
  if (status !== 'IDLE' && status !== 'WORKING') throw invalid(response, expected)
  if (progress !== undefined && (typeof progress !== 'number' || Number.isNaN(progress))) {
    throw invalid(response, 'a numeric "progress"')
  }
  return { ...fields, status, progress: progress ?? (status === 'IDLE' ? 100 : 0) }
}

/** `{ result }` with a string result. */
export function readQueryResult(response: ReadResponse): QueryResult {
  const fields = object(response, 'a JSON object with a string "result"')
  if (typeof fields.result !== 'string') throw invalid(response, 'a JSON object with a string "result"')
  return { ...fields, result: fields.result }
}

/** Whatever came back: JSON parsed, text as text, nothing as `undefined`. Never throws. */
export function readUnshown(response: ReadResponse): UnshownResponse {
  return parseBody(response.text)
}
