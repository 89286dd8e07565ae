import { randomUUID } from 'node:crypto'
import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import { MemorySaver } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import type { ProfileMemory } from 'profile-context'
import { profileContextMiddleware, queryUserFacts } from 'profile-context/langchain'
import { getTime } from './tools'

const systemPrompt =
  'You are a friendly assistant with long-term memory of the user. Use what you are told about the user naturally, ' +
  'and call query_user_facts when you need a detail you were not given.'

export interface ChatReply {
  text: string
  /** Names of the tools the agent called during this turn. */
  tools: string[]
}

export interface ChatSession {
  readonly userId: string
  readonly conversationId: string
  send(text: string, signal?: AbortSignal): Promise<ChatReply>
  /** Talks as another user from now on, in a new conversation. */
  switchUser(userId: string): void
  /** Starts a new conversation for the same user: the thread is new, the long-term memory is not. */
  newConversation(): void
}

/**
 * A LangChain agent with the memory middleware (context before each model call, the turn recorded afterwards),
 * the memory tool and a clock tool. The checkpointer keeps the short-term thread; the service keeps the long-term
 * profile.
 */
export function createChatSession(options: {
  memory: ProfileMemory
  model: BaseChatModel
  userId: string
  /** Failures of the middleware and the memory tool (the agent goes on without memory). @default console.warn */
  onError?: (error: unknown) => void
}): ChatSession {
  const { memory, model, onError } = options
  const agent = createAgent({
    model,
    tools: [getTime, queryUserFacts({ memory, ...(onError ? { onError } : {}) })],
    systemPrompt,
    middleware: [profileContextMiddleware({ memory, ...(onError ? { onError } : {}) })],
    checkpointer: new MemorySaver(),
  })
  let userId = options.userId
  let conversationId = randomUUID()

  return {
    get userId() {
      return userId
    },
    get conversationId() {
      return conversationId
    },
    async send(text, signal) {
      const result = await agent.invoke(
        { messages: [{ role: 'user', content: text }] },
        {
          context: { userId, conversationId },
          configurable: { thread_id: conversationId },
          ...(signal ? { signal } : {}),
        },
      )
      const lastHuman = result.messages.findLastIndex((message) => message.type === 'human')
      const turn = result.messages.slice(lastHuman + 1)
      const tools = turn.flatMap((message) =>
        message.type === 'tool' && message.name !== undefined ? [message.name] : [],
      )
      return { text: turn.at(-1)?.text ?? '', tools }
    },
    switchUser(next) {
      userId = next
      conversationId = randomUUID()
    },
    newConversation() {
      conversationId = randomUUID()
    },
  }
}
