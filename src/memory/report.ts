import type { ErrorInfo } from './types'

/** Tells the application about a background failure. */
export type Reporter = (error: unknown, info: ErrorInfo) => void

/**
 * Wraps the application's `onError` so that a throwing handler can neither break the chat nor stop the queue:
 * its own error is logged with the original one. Without `onError`, failures are logged with `console.warn`.
 *
 * @param label - Who logs, in the brackets of every line. @default 'profile-context'
 */
export function createReporter(onError: Reporter | undefined, label = 'profile-context'): Reporter {
  const handler: Reporter =
    onError ??
    ((error, info) => {
      const who = info.userId === undefined ? '' : ` (user ${JSON.stringify(info.userId)})`
      console.warn(`[${label}] ${info.operation} failed${who}:`, error)
    })
  return (error, info) => {
    try {
      handler(error, info)
    } catch (handlerError) {
      console.warn(`[${label}] onError threw while reporting:`, handlerError, 'original error:', error)
    }
  }
}

/** An `ErrorInfo` with only the fields that are known: a conversation is named only when there is one. */
export function errorInfo(
  operation: ErrorInfo['operation'],
  who: { userId?: string | undefined; conversationId?: string | undefined },
  messages?: number,
): ErrorInfo {
  const info: ErrorInfo = { operation }
  if (who.userId !== undefined) info.userId = who.userId
  if (who.conversationId !== undefined) info.conversationId = who.conversationId
  if (messages !== undefined) info.messages = messages
  return info
}
