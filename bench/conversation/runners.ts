import { type BaseMessage, SystemMessage } from '@langchain/core/messages'
import { MemorySaver } from '@langchain/langgraph'
import { type ModelMessage, streamText, wrapLanguageModel } from 'ai'
import { createAgent, createMiddleware } from 'langchain'
import { profileContextMiddleware } from '../../src/ai-sdk/index'
import type { ProfileContextClient } from '../../src/client/index'
import { profileContextMiddleware as langchainMiddleware } from '../../src/langchain/index'
import type { ProfileMemory } from '../../src/memory/types'
import { answerText, fakeChatModel, mockAiModel } from '../lib/mock-models'
import { now } from '../lib/stats'

/** What one turn cost and what the model was told. */
export interface TurnOutcome {
  /** Milliseconds from the call to the first text chunk (LangChain: to the end of `invoke`; the fake answers at once). */
  ms: number
  /** The system text the model received: the injected context, or '' when there was none. */
  context: string
}

/** Runs the turns of one conversation, in order. */
export type Conversation = (userText: string) => Promise<TurnOutcome>

/** How memory is brought in: our middleware, one of the two peer patterns, or none. */
export type Pattern =
  | { kind: 'bare' }
  | { kind: 'middleware'; memory: ProfileMemory }
  | { kind: 'search' | 'add-search'; client: ProfileContextClient; profileId: string; sceneId: string }

export interface ConversationIdentity {
  userId: string
  conversationId: string
}

const seconds = () => Math.floor(Date.now() / 1000)

/**
 * The peers' side of a turn, before the model call. `search`: one awaited search with the user's message, the turn
 * sent afterwards in the background. `add-search`: the user's message (with the previous answer) added with an update,
 * then a search, both awaited.
 */
function peer(pattern: Extract<Pattern, { client: ProfileContextClient }>, background: Set<Promise<unknown>>) {
  let previousAnswer: string | undefined
  const { client, profileId, sceneId } = pattern
  const add = (messages: Array<{ role: 'user' | 'assistant'; content: string }>) =>
    client.addText(
      profileId,
      sceneId,
      messages.map((message) => ({ ...message, timestamp: seconds() })),
      { updateNow: true },
    )
  return {
    async before(userText: string): Promise<string> {
      if (pattern.kind === 'add-search') {
        const messages = previousAnswer === undefined ? [] : [{ role: 'assistant' as const, content: previousAnswer }]
        await add([...messages, { role: 'user', content: userText }])
      }
      const { result } = await client.queryFacts(profileId, userText)
      return `What is known about the user:\n${result}`
    },
    after(userText: string, answer: string): void {
      previousAnswer = answer
      if (pattern.kind !== 'search') return
      const sent = add([
        { role: 'user', content: userText },
        { role: 'assistant', content: answer },
      ]).catch(() => undefined)
      background.add(sent)
    },
  }
}

/** A conversation through AI SDK `streamText` on `ai/test`'s mock model. */
export function aiSdkConversation(
  pattern: Pattern,
  identity: ConversationIdentity,
  background: Set<Promise<unknown>>,
): Conversation {
  const model = mockAiModel()
  const target =
    pattern.kind === 'middleware'
      ? wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory: pattern.memory }) })
      : model
  const peerSide = pattern.kind === 'search' || pattern.kind === 'add-search' ? peer(pattern, background) : undefined
  const history: ModelMessage[] = []
  return async (userText) => {
    history.push({ role: 'user', content: userText })
    const start = now()
    const system = peerSide === undefined ? undefined : await peerSide.before(userText)
    const result = streamText({
      model: target,
      messages: history,
      ...(system === undefined ? {} : { system }),
      providerOptions: { profileContext: { ...identity } },
    })
    let ms = Number.NaN
    for await (const _chunk of result.textStream) if (Number.isNaN(ms)) ms = now() - start
    history.push({ role: 'assistant', content: answerText })
    peerSide?.after(userText, answerText)
    const prompt = model.doStreamCalls.at(-1)?.prompt ?? []
    const context = prompt.find((message) => message.role === 'system')?.content
    return { ms, context: typeof context === 'string' ? context : '' }
  }
}

/** A conversation through LangChain `createAgent` (checkpointed thread) on `@langchain/core/testing`'s fake model. */
export function langchainConversation(
  pattern: Pattern,
  identity: ConversationIdentity,
  background: Set<Promise<unknown>>,
  turns: number,
): Conversation {
  const model = fakeChatModel(turns)
  const peerSide = pattern.kind === 'search' || pattern.kind === 'add-search' ? peer(pattern, background) : undefined
  let userText = ''
  const middleware =
    pattern.kind === 'middleware'
      ? [langchainMiddleware({ memory: pattern.memory })]
      : peerSide === undefined
        ? []
        : [
            createMiddleware({
              name: 'PeerMemory',
              wrapModelCall: async (request, handler) => {
                const system = await peerSide.before(userText)
                return handler({ ...request, systemMessage: request.systemMessage.concat(system) })
              },
            }),
          ]
  const agent = createAgent({ model, checkpointer: new MemorySaver(), middleware })
  const config = { context: { ...identity }, configurable: { thread_id: identity.conversationId } }
  return async (text) => {
    userText = text
    const start = now()
    await agent.invoke({ messages: [{ role: 'user', content: text }] }, config)
    const ms = now() - start
    peerSide?.after(text, answerText)
    const calls: ReadonlyArray<{ messages: BaseMessage[] }> = model.calls
    const system = calls.at(-1)?.messages.find((message) => SystemMessage.isInstance(message))
    return { ms, context: system?.text ?? '' }
  }
}
