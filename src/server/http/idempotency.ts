import { createHash } from 'node:crypto'
import { ServiceError } from './service-error'

/** Longest `Idempotency-Key` accepted. */
const maxIdempotencyKeyLength = 255

/**
 * The request's `Idempotency-Key`, if any.
 * @throws ServiceError 400 for an empty or over-long key, or one with characters outside visible ASCII.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  if (header === '' || header.length > maxIdempotencyKeyLength || !/^[\x21-\x7e]+$/.test(header)) {
    throw new ServiceError(
      400,
      'invalid_idempotency_key',
      `The Idempotency-Key header must be 1-${maxIdempotencyKeyLength} visible ASCII characters (a UUID, for instance).`,
    )
  }
  return header
}

/** What makes two requests "the same": method, path, sorted query and body. */
export function fingerprint(request: Request, bodyText: string): string {
  const url = new URL(request.url)
  const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256')
    .update(`${request.method} ${url.pathname}\n${JSON.stringify(query)}\n${bodyText}`)
    .digest('hex')
}

/** The error for a key reused with another request: 422, since retrying the same thing can never succeed. */
export function keyReused(): ServiceError {
  return new ServiceError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different request (method, path, query or body); use a new key for a new request.',
  )
}
