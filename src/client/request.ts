import { APIConnectionError } from '../errors/api-connection-error'
import { APITimeoutError } from '../errors/api-timeout-error'
import { errorFromResponse, type ReadResponse } from './error-from-response'
import type { ResolvedClientOptions } from './options'
import { withRetries } from './retry'

/** One call to the service, before retries. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT'
  /** Path relative to `baseURL`, segments already percent-encoded. */
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  /** Extra headers, identical on every attempt (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
  /** Milliseconds per attempt. */
  timeout: number
}

// setTimeout cannot hold more; longer limits mean "no limit" rather than an instant timeout.
const largestTimer = 2 ** 31 - 1

function buildURL(baseURL: string, spec: RequestSpec): string {
  const query = Object.entries(spec.query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return `${baseURL}${spec.path}${query === '' ? '' : `?${query}`}`
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : ''
  return detail === '' ? error.message : `${error.message}: ${detail}`
}

// A service (or a wrong baseURL pointing at an echo server) may repeat the request: never let the key through.
function redact(text: string, secret: string): string {
  return text.includes(secret) ? text.replaceAll(secret, '[redacted]') : text
}

async function attempt(options: ResolvedClientOptions, spec: RequestSpec, url: string): Promise<ReadResponse> {
  const timeoutSignal = spec.timeout < largestTimer ? AbortSignal.timeout(spec.timeout) : undefined
  const signals = [spec.signal, timeoutSignal].filter((signal) => signal !== undefined)
  const headers = new Headers(options.defaultHeaders)
  headers.set('Accept', 'application/json')
  headers.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value)
  headers.set('Authorization', `Bearer ${options.apiKey}`)
  const fetch = options.fetch ?? globalThis.fetch
  let read: ReadResponse
  try {
    const response = await fetch(url, {
      method: spec.method,
      headers,
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      ...(signals.length === 0 ? {} : { signal: AbortSignal.any(signals) }),
    })
    // The body is read under the same signal, so a stalled body times out like a stalled connection.
    const text = await response.text()
    read = {
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      text,
      method: spec.method,
      url: url,
      redact: (text) => redact(text, options.apiKey),
    }
  } catch (error) {
    if (spec.signal?.aborted) throw spec.signal.reason
    if (timeoutSignal?.aborted) {
      throw new APITimeoutError(`${spec.method} ${url} timed out after ${spec.timeout} ms`, {
        method: spec.method,
        url: url,
        timeout: spec.timeout,
        cause: error,
      })
    }
    throw new APIConnectionError(`Could not reach the service: ${spec.method} ${url} (${describeCause(error)})`, {
      method: spec.method,
      url: url,
      cause: error,
    })
  }
  if (read.status >= 200 && read.status < 300) return read
  throw errorFromResponse(read)
}

/** Sends a request with per-attempt timeouts and the client's retry rule; resolves with a 2xx answer. */
export function sendRequest(options: ResolvedClientOptions, spec: RequestSpec): Promise<ReadResponse> {
  const url = buildURL(options.baseURL, spec)
  return withRetries(() => attempt(options, spec, url), {
    maxRetries: options.maxRetries,
    maxRetryDelay: options.maxRetryDelay,
    signal: spec.signal,
    method: spec.method,
    path: spec.path,
    onRetry: options.onRetry,
  })
}
