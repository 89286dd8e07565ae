import { APIError, type APIErrorDetails } from '../errors/api-error'
import { AuthenticationError } from '../errors/authentication-error'
import { BadRequestError } from '../errors/bad-request-error'
import { ConflictError } from '../errors/conflict-error'
import { InternalServerError } from '../errors/internal-server-error'
import { NotFoundError } from '../errors/not-found-error'
import { PermissionDeniedError } from '../errors/permission-denied-error'
import { RateLimitError } from '../errors/rate-limit-error'
import { parseRetryAfter } from './retry-after'

/** An answer the client has read completely. */
export interface ReadResponse {
  status: number
  statusText: string
  headers: Record<string, string>
  text: string
  method: string
  url: string
  /** Replaces the API key wherever a service echoed it, so no error message, body or header can carry it. */
  redact: (text: string) => string
}

/** The answer as errors may show it: the key redacted from the status text, the body and every header. */
export function redactedResponse(response: ReadResponse): ReadResponse {
  const { redact } = response
  return {
    ...response,
    statusText: redact(response.statusText),
    text: redact(response.text),
    headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, redact(value)])),
  }
}

const authenticationHint =
  'Check the `apiKey` option or the PROFILE_CONTEXT_API_KEY environment variable; ' +
  'the key is sent as `Authorization: Bearer <key>`.'

/** The answer's body: parsed JSON when it is JSON, the text otherwise, `undefined` when empty. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function serviceError(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {}
  const error = (body as { error?: unknown }).error
  if (typeof error !== 'object' || error === null) return {}
  const { code, message } = error as { code?: unknown; message?: unknown }
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  }
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
}

/** Builds the error class that fits the status, with the service's code and message when it sent them. */
export function errorFromResponse(answer: ReadResponse): APIError {
  const response = redactedResponse(answer)
  const body = parseBody(response.text)
  const { code, message } = serviceError(body)
  const reason = message ?? (response.text.trim() === '' ? response.statusText : summary(response.text))
  const head = `${response.status}${code === undefined ? '' : ` ${code}`}`
  let text = `${head}: ${reason || 'no message'} (${response.method} ${response.url})`
  if (response.status === 401) text += `. ${authenticationHint}`
  const details: APIErrorDetails = {
    status: response.status,
    code,
    body,
    headers: response.headers,
    method: response.method,
    url: response.url,
  }
  const { status } = response
  if (status === 400 || status === 413 || status === 422) return new BadRequestError(text, details)
  if (status === 401) return new AuthenticationError(text, details)
  if (status === 403) return new PermissionDeniedError(text, details)
  if (status === 404) return new NotFoundError(text, details)
  if (status === 409) return new ConflictError(text, details)
  if (status === 429) return new RateLimitError(text, { ...details, retryAfter: parseRetryAfter(response.headers) })
  if (status >= 500) return new InternalServerError(text, details)
  return new APIError(text, details)
}
