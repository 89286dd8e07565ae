import { stripContextBlock } from './context-format'
import type { TurnMessage } from './types'

// Questions travel in the query string; a long message is cut so the URL stays well inside common limits.
const questionLimit = 500

/**
 * The default per-turn question: the latest user message itself (injected context removed, whitespace collapsed,
 * at most 500 characters). `undefined` when the conversation has no user text yet.
 */
export function latestUserMessageQuestion(messages: readonly TurnMessage[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]
    if (message?.role !== 'user' || typeof message.content !== 'string') continue
    const text = stripContextBlock(message.content).replace(/\s+/g, ' ').trim()
    if (text === '') continue
    if (text.length <= questionLimit) return text
    const cut = text.slice(0, questionLimit)
    const space = cut.lastIndexOf(' ')
    return space > questionLimit * 0.8 ? cut.slice(0, space) : cut
  }
  return undefined
}
