import { ServiceError } from './service-error'

/** The raw text of a JSON body (for idempotency fingerprints) and its parsed value. */
export interface JsonBody {
  text: string
  value: unknown
}

/**
 * Reads and parses a JSON request body of at most `maxBytes`, stopping the read as soon as the limit is passed.
 * @throws ServiceError 415 for a non-JSON Content-Type, 413 over the limit, 400 for an empty body or malformed JSON.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const contentType = request.headers.get('content-type')
  if (contentType !== null && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType.trim())) {
    throw new ServiceError(
      415,
      'unsupported_media_type',
      `The body must be JSON sent with "Content-Type: application/json"; got ${JSON.stringify(contentType)}.`,
    )
  }
  const tooLarge = () =>
    new ServiceError(
      413,
      'body_too_large',
      `The request body is larger than the limit of ${maxBytes} bytes (limits.maxBodyBytes); send fewer messages per request.`,
    )
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(value)
    }
  }
  let text: string
  try {
    // Fatal: bytes that are not UTF-8 would otherwise become U+FFFD, storing something other than what was sent.
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new ServiceError(
      400,
      'malformed_json',
      'The request body is not valid UTF-8; send JSON encoded as UTF-8 (characters outside ASCII may also be written as \\u escapes).',
    )
  }
  if (text.trim() === '') {
    throw new ServiceError(
      400,
      'missing_body',
      'The request needs a JSON body: an array of messages { role, content, timestamp }.',
    )
  }
  try {
    return { text, value: JSON.parse(text) as unknown }
  } catch (error) {
    const detail = error instanceof SyntaxError ? `: ${error.message}` : ''
    throw new ServiceError(400, 'malformed_json', `The request body is not valid JSON${detail}.`)
  }
}
