import type { BaseMessage } from '@langchain/core/messages'

/**
 * The private state key (checkpointed with the thread, never returned by `invoke`) holding the id of the last
 * message already handed to memory.
 */
export const CURSOR_KEY = '_profileContextCursor'

/** Index of the first message of the latest user turn: the run of human messages before the last answer. */
function latestTurnStart(messages: readonly BaseMessage[]): number {
  let index = messages.length - 1
  while (index >= 0 && messages[index]?.type !== 'human') index--
  if (index < 0) return messages.length
  while (index > 0 && messages[index - 1]?.type === 'human') index--
  return index
}

/**
 * The messages of a thread that no earlier invocation recorded.
 *
 * With a cursor (a message id, not a count, so it survives trimming before it), everything after it. LangGraph's
 * message reducer gives every message an id and keeps ids unique within a thread. Without one — no checkpointer, so
 * callers pass the whole history with every call, or a thread that predates the middleware — and when the cursor
 * message is gone (removed or summarized away), only the latest user turn: re-sending history would store it twice.
 */
export function unrecordedMessages(messages: readonly BaseMessage[], cursor: string | undefined): BaseMessage[] {
  const position = cursor === undefined ? -1 : messages.findIndex((message) => message.id === cursor)
  return messages.slice(position === -1 ? latestTurnStart(messages) : position + 1)
}

/** The cursor to store after recording `messages`, or `undefined` when the last message has no id. */
export function cursorAfter(messages: readonly BaseMessage[]): string | undefined {
  const id = messages.at(-1)?.id
  return typeof id === 'string' && id !== '' ? id : undefined
}
