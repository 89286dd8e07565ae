import { json } from './json-response'

/**
 * An error the service answers with a JSON body `{ "error": { "code", "message" } }`.
 * Anything thrown that is not a `ServiceError` becomes a 500 `internal_error` whose message reveals nothing.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  readonly status: number
  readonly code: string
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = code
    this.headers = options.headers ?? {}
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: { code: string; message: string }
}

/** Builds the JSON error `Response`; the only way errors leave the service, so no stack trace ever does. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorBody = { error: { code, message } }
  return json(status, body, headers)
}

/**
 * A failure's message for a client: its first non-empty line, at most 200 characters, never a stack — some libraries
 * put the stack of the error they wrap into their own message, and its later lines are frames with server paths.
 */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const firstLine = message.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const text = firstLine.replace(/\s+/g, ' ').trim()
  return text.length > 200 ? `${text.slice(0, 197)}...` : text
}
