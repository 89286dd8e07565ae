import type { ErrorInfo } from '../memory/types'

/** Receives the adapter's own failures; the chat always goes on. */
export type ErrorHandler = (error: unknown, info: ErrorInfo) => void

function warn(error: unknown, info: ErrorInfo): void {
  const who = info.userId === undefined ? '' : ` (user ${JSON.stringify(info.userId)})`
  console.warn(`[profile-context/langchain] ${info.operation} failed${who}:`, error)
}

/** Wraps `onError` so that a throwing handler cannot fail the agent run. */
export function createReporter(onError: ErrorHandler | undefined): ErrorHandler {
  const handler = onError ?? warn
  return (error, info) => {
    try {
      handler(error, info)
    } catch (handlerError) {
      console.warn('[profile-context/langchain] onError threw while reporting:', handlerError, 'original error:', error)
    }
  }
}

/** Rejects a `memory` option that is not a `ProfileMemory`, naming the option and the fix. */
export function assertMemory(memory: unknown, adapter: string): void {
  const candidate = memory as { getContext?: unknown; recordTurn?: unknown; profile?: unknown } | null | undefined
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.getContext === 'function' &&
    typeof candidate.recordTurn === 'function' &&
    typeof candidate.profile === 'function'
  ) {
    return
  }
  throw new TypeError(
    `profile-context/langchain: \`${adapter}\` needs \`memory\`, the object returned by \`createProfileMemory()\`, ` +
      `got ${memory === null ? 'null' : typeof memory}.`,
  )
}
