/** Who said a message. The service's spec shows `user` and `assistant`; the reference service also accepts `system`. */
export type Role = 'user' | 'assistant' | 'system'

/** A message as the caller gives it: the timestamp may be a `Date`, Unix seconds, or epoch milliseconds. */
export interface MessageInput {
  role: Role
  content: string
  /** Unix time in whole seconds. A `Date` or epoch milliseconds (values above 10^11) are converted. */
  timestamp: number | Date
}

/** A message exactly as it goes over the wire. */
export interface Message {
  role: Role
  content: string
  /** Unix time in whole seconds. */
  timestamp: number
}

/** Options every client method accepts. */
export interface RequestOptions {
  /** Aborts the call (and its retries). */
  signal?: AbortSignal
  /** Milliseconds for one attempt, overriding the client's `timeout`. */
  timeout?: number
}

export interface CreateProfileOptions extends RequestOptions {
  /** The id the caller would like; the service may assign another one. */
  requestedId?: string
  /**
   * Sent as the `Idempotency-Key` header and reused across retries, so a retried creation cannot create twice.
   * Pass your own to keep one key across your own retries too. @default a random UUID per call
   */
  idempotencyKey?: string
}

export interface CreateSceneOptions extends RequestOptions {
  /** Sent as the `Idempotency-Key` header and reused across retries. @default a random UUID per call */
  idempotencyKey?: string
}

export interface AddTextOptions extends RequestOptions {
  /** Update the profile with the new data as part of this call (`update_now=true`). @default false */
  updateNow?: boolean
  /** With `updateNow`, answer only once the profile is fully updated (`wait_for_result=true`). @default false */
  waitForResult?: boolean
  /** Sent as the `Idempotency-Key` header and reused across retries. @default a random UUID per call */
  idempotencyKey?: string
}

export type UpdateState = 'IDLE' | 'WORKING'

export interface UpdateStatus {
  status: UpdateState
  /** 0.0 to 100.0 while WORKING. */
  progress: number
}

export interface WaitForIdleOptions {
  signal?: AbortSignal
  /** Milliseconds to wait in all before rejecting with `APITimeoutError`. @default 300_000 */
  timeout?: number
  /** Milliseconds between two status reads. @default 500 */
  pollInterval?: number
  /** Called with every status read, WORKING and the final IDLE. */
  onProgress?: (status: UpdateStatus) => void
}

/** The id returned by create profile, create scene and add text. */
export interface IdResponse {
  id: string
}

export interface QueryResult {
  result: string
}

/**
 * The body of an answer the spec leaves unshown (run, stop): parsed JSON when the service sent JSON,
 * the text when it sent text, `undefined` when it sent nothing.
 */
export type UnshownResponse = unknown

export interface ClientOptions {
  /** Base URL including the API prefix, e.g. `http://127.0.0.1:8787/v1`. @default process.env.PROFILE_CONTEXT_BASE_URL */
  baseURL?: string
  /** API key sent as `Authorization: Bearer <key>`. @default process.env.PROFILE_CONTEXT_API_KEY */
  apiKey?: string
  /** A custom fetch (proxies, tests, edge runtimes). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** Milliseconds one attempt may take. @default 60_000 */
  timeout?: number
  /** Retries after the first attempt for retryable failures. @default 2 */
  maxRetries?: number
  /** Upper bound in milliseconds for one wait between retries, `Retry-After` included. @default 30_000 */
  maxRetryDelay?: number
  /** Headers sent with every request. `Authorization` and `Content-Type` are always the client's own. */
  defaultHeaders?: Record<string, string>
  /**
   * Called before each retry (not before the first attempt), e.g. to count retries or log them.
   * Errors it throws are ignored: an observer never changes the outcome of a request.
   * @default undefined
   */
  onRetry?: (info: RetryInfo) => void
}

/** What `ClientOptions.onRetry` is told before a retry. */
export interface RetryInfo {
  /** Number of the attempt that just failed, starting at 1. */
  attempt: number
  /** Why it failed: an `APIError`, `APIConnectionError` or `APITimeoutError`. */
  error: unknown
  /** HTTP method of the request. */
  method: string
  /** Path of the request relative to `baseURL`, percent-encoded, without the query string. */
  path: string
  /** Milliseconds the client waits before the next attempt. */
  delay: number
}
