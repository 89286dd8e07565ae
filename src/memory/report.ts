import type { ErrorInfo } from './types'

/** Tells the application about a background failure. */
export type Reporter = (error: unknown, info: ErrorInfo) => void

function warn(error: unknown, info: ErrorInfo): void {
  const who = info.userId === undefined ? '' : ` (user ${JSON.stringify(info.userId)})`
  console.warn(`[profile-context] ${info.operation} failed${who}:`, error)
}

/**
 * Wraps the application's `onError` so that a throwing handler can neither break the chat nor stop the queue:
 * its own error is logged with the original one.
 */
export function createReporter(onError: Reporter | undefined): Reporter {
  const handler = onError ?? warn
  return (error, info) => {
    try {
      handler(error, info)
    } catch (handlerError) {
      console.warn('[profile-context] onError threw while reporting:', handlerError, 'original error:', error)
    }
  }
}
