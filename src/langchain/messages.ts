import type { BaseMessage } from '@langchain/core/messages'
import type { TurnMessage } from '../memory/types'

function hasToolCalls(message: BaseMessage): boolean {
  const calls = (message as { tool_calls?: unknown }).tool_calls
  return Array.isArray(calls) && calls.length > 0
}

/** The readable text of a message: its text parts joined, images, reasoning and tool-call parts dropped. */
export function messageText(message: BaseMessage): string {
  return message.text.trim()
}

/**
 * One LangChain message as the engine sees it, or `undefined` for what is never recorded:
 * system prompts, empty messages, and AI messages that call tools.
 *
 * @example
 * ```ts
 * import { HumanMessage } from '@langchain/core/messages'
 * import { toTurnMessage } from 'profile-context/langchain'
 *
 * toTurnMessage(new HumanMessage('I moved to Porto.')) // { role: 'user', content: 'I moved to Porto.' }
 * ```
 */
export function toTurnMessage(message: BaseMessage): TurnMessage | undefined {
  const content = messageText(message)
  if (content === '') return undefined
  switch (message.type) {
    case 'human':
      return { role: 'user', content }
    case 'ai':
      return hasToolCalls(message) ? undefined : { role: 'assistant', content }
    case 'tool':
      // The engine drops these unless `recordToolResults` is on.
      return { role: 'tool', content }
    case 'generic': {
      // ChatMessage carries a free-form role.
      const role = (message as { role?: unknown }).role
      if (role === 'user' || role === 'human') return { role: 'user', content }
      if (role === 'assistant' || role === 'ai') return { role: 'assistant', content }
      return undefined
    }
    default:
      return undefined
  }
}

/**
 * The conversation flattened for the engine, oldest first: what `getContext` takes in custom LangGraph graphs.
 *
 * @example
 * ```ts
 * import { toTurnMessages } from 'profile-context/langchain'
 *
 * const block = await memory.getContext({ userId, messages: toTurnMessages(state.messages) })
 * ```
 */
export function toTurnMessages(messages: readonly BaseMessage[]): TurnMessage[] {
  const turn: TurnMessage[] = []
  for (const message of messages) {
    const converted = toTurnMessage(message)
    if (converted !== undefined) turn.push(converted)
  }
  return turn
}

/**
 * What agent invocations add to memory: the user's messages, tool results (the engine drops them unless asked), and
 * of the AI messages only each turn's final answer, so a tool loop's intermediate "let me check" steps are not stored.
 * A turn ends at the next human message.
 *
 * @example
 * ```ts
 * import { toRecordedTurn } from 'profile-context/langchain'
 *
 * memory.recordTurn({ userId, conversationId, messages: toRecordedTurn(newMessages) })
 * ```
 */
export function toRecordedTurn(messages: readonly BaseMessage[]): TurnMessage[] {
  const turn: TurnMessage[] = []
  let answered = false
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]
    if (message === undefined) continue
    if (message.type === 'human') answered = false
    const converted = toTurnMessage(message)
    if (converted === undefined) continue
    if (converted.role === 'assistant') {
      if (answered) continue
      answered = true
    }
    turn.push(converted)
  }
  return turn.reverse()
}
