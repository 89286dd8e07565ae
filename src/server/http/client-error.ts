import type { Socket } from 'node:net'
import type { ErrorBody } from './service-error'

/** What Node's HTTP parser reports, and how the service answers it. */
const answers: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: "The request's headers (with the request line) are larger than the server accepts; send smaller headers.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request was not received completely in time.',
  },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    code: 'malformed_request',
    message: 'The request has both Content-Length and Transfer-Encoding, or conflicting Content-Length headers.',
  },
  HPE_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'malformed_request',
    message: 'The request has an invalid or conflicting Content-Length header.',
  },
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/**
 * Answers a request Node's HTTP parser rejected before the application saw it (`clientError`), with the same JSON
 * error body as every other answer instead of Node's empty one: 431 for oversized headers, 408 for a request that
 * did not arrive in time, 400 `malformed_request` for anything else (a NUL or a space in the path, conflicting
 * Content-Length, a garbage request line). The connection is then closed, as Node does.
 */
export function answerClientError(error: Error & { code?: string; reason?: string }, socket: Socket): void {
  // A reset connection has nobody to answer; a response already under way on this socket must not be corrupted.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
  if (error.code === 'ECONNRESET' || !socket.writable || inProgress) {
    socket.destroy()
    return
  }
  const known = answers[error.code ?? '']
  const answer = known ?? {
    status: 400,
    code: 'malformed_request',
    message: `The request is not valid HTTP/1.1${error.reason ? ` (${error.reason.replace(/[^\x20-\x7e]/g, '')})` : ''}; check the request line and headers.`,
  }
  const body: ErrorBody = { error: { code: answer.code, message: answer.message } }
  const text = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${answer.status} ${reasons[answer.status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  )
}
