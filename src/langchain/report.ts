import type { ErrorInfo } from '../memory/types'

/** Receives the adapter's own failures; the chat always goes on. */
export type ErrorHandler = (error: unknown, info: ErrorInfo) => void

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
