import { ProfileContextError } from '../errors/profile-context-error'

/** Options of `flush()` and `close()`. */
export interface FlushOptions {
  /**
   * Milliseconds to wait for delivery. What is still undelivered then is given up: requests on their way are
   * aborted, and every message not delivered is reported to `onError` (`operation: 'record'`, the count in
   * `info.messages`, the messages on an `UndeliveredMessagesError`). `Infinity` waits for as long as the retry
   * policy allows. @default Infinity for `flush()`, 10_000 for `close()`
   */
  timeoutMs?: number
  /** Gives up like the deadline when it aborts (e.g. the request's or the host's shutdown signal). */
  signal?: AbortSignal
}

/** A deadline of `flush()`/`close()`: the signal aborts when the time is up or the caller's signal aborts. */
export interface Deadline {
  signal: AbortSignal | undefined
  dispose: () => void
}

/** Checks `FlushOptions`, throwing a `TypeError` that names the option; returns the deadline and signal. */
export function checkFlushOptions(
  options: unknown,
  operation: string,
  defaultTimeoutMs: number,
): { timeoutMs: number; signal: AbortSignal | undefined } {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(
      `${operation}(options): options must be an object { timeoutMs?, signal? }; got ${typeof options}.`,
    )
  }
  const { timeoutMs = defaultTimeoutMs, signal } = (options ?? {}) as FlushOptions
  if (typeof timeoutMs !== 'number' || Number.isNaN(timeoutMs) || timeoutMs < 0) {
    throw new TypeError(
      `${operation}({ timeoutMs }) must be a non-negative number of milliseconds (Infinity for no deadline); got ${String(timeoutMs)}.`,
    )
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw new TypeError(`${operation}({ signal }) must be an AbortSignal; got ${typeof signal}.`)
  }
  return { timeoutMs, signal }
}

/** Builds the deadline's signal from checked options (see `checkFlushOptions`). */
export function startDeadline(options: unknown, operation: string, defaultTimeoutMs: number): Deadline {
  const { timeoutMs, signal } = checkFlushOptions(options, operation, defaultTimeoutMs)
  const controller = new AbortController()
  const cleanups: Array<() => void> = []
  if (Number.isFinite(timeoutMs)) {
    const timer = setTimeout(() => {
      controller.abort(
        new ProfileContextError(
          `${operation}() gave up on what was not delivered within its deadline of ${timeoutMs} ms.`,
        ),
      )
    }, timeoutMs)
    cleanups.push(() => clearTimeout(timer))
  }
  if (signal !== undefined) {
    const onAbort = () =>
      controller.abort(
        new ProfileContextError(`${operation}() gave up on what was not delivered: its signal aborted.`, {
          cause: signal.reason,
        }),
      )
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
    cleanups.push(() => signal.removeEventListener('abort', onAbort))
  }
  if (cleanups.length === 0) return { signal: undefined, dispose: () => undefined }
  return {
    signal: controller.signal,
    dispose: () => {
      for (const cleanup of cleanups) cleanup()
    },
  }
}

/** Resolves when `promise` settles or `signal` aborts, whichever comes first; never rejects. */
export function settledOrAborted(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<void> {
  const settled = promise.then(
    () => undefined,
    () => undefined,
  )
  if (signal === undefined) return settled
  if (signal.aborted) return Promise.resolve()
  return Promise.race([
    settled,
    new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
  ])
}
