import { generateText, type LanguageModel, streamText, wrapLanguageModel } from 'ai'
import { createAgent } from 'langchain'
import { profileContextMiddleware } from '../../src/ai-sdk/index'
import { profileContextMiddleware as langchainMiddleware } from '../../src/langchain/index'
import type { ProfileMemory } from '../../src/memory/types'
import { fakeChatModel, mockAiModel } from '../lib/mock-models'
import { now } from '../lib/stats'

/** Identity every measured call uses: one user, one conversation (as a chat in progress). */
export const benchUser = 'bench-user'
export const benchConversation = 'bench-chat'

/** A question that changes every turn, so a per-turn context question is never answered from the cache. */
export function turnPrompt(label: string, iteration: number): string {
  return `[${label} ${iteration}] What could I cook for my friends tonight, given what I like?`
}

/** The AI SDK mock model, bare or wrapped in the middleware. */
export function aiModel(memory?: ProfileMemory): LanguageModel {
  const model = mockAiModel()
  if (!memory) return model
  return wrapLanguageModel({
    model,
    middleware: profileContextMiddleware({ memory, userId: benchUser, conversationId: benchConversation }),
  })
}

/** Milliseconds of one `generateText` call. */
export async function timeGenerate(model: LanguageModel, prompt: string, system?: string): Promise<number> {
  const start = now()
  await generateText({ model, prompt, ...(system === undefined ? {} : { system }) })
  return now() - start
}

/** Milliseconds from the `streamText` call to its first text chunk; the stream is read to its end. */
export async function timeFirstToken(model: LanguageModel, prompt: string, system?: string): Promise<number> {
  const start = now()
  const result = streamText({ model, prompt, ...(system === undefined ? {} : { system }) })
  let first = Number.NaN
  for await (const _chunk of result.textStream) {
    if (Number.isNaN(first)) first = now() - start
  }
  return first
}

/** A `createAgent` agent on the fake chat model, bare or with the middleware; returns a timed `invoke`. */
export function langchainAgent(calls: number, memory?: ProfileMemory) {
  const model = fakeChatModel(calls)
  const context = { userId: benchUser, conversationId: benchConversation }
  if (!memory) {
    const agent = createAgent({ model })
    return async (prompt: string, system?: string) => {
      const start = now()
      const messages = [{ role: 'user', content: prompt }]
      if (system !== undefined) messages.unshift({ role: 'system', content: system })
      await agent.invoke({ messages })
      return now() - start
    }
  }
  const agent = createAgent({ model, middleware: [langchainMiddleware({ memory })] })
  return async (prompt: string) => {
    const start = now()
    await agent.invoke({ messages: [{ role: 'user', content: prompt }] }, { context })
    return now() - start
  }
}
