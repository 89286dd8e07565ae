import { type ChatModelOptions, lazyChatModel, replyText } from '../extract/chat-model'
import type { AnswerContext, Answerer } from '../types'
import { cut } from './compose-answer'
import { gatherEvidence, isBroadQuestion, profileFacts } from './evidence'
import { checkLimit, defaultMaxAnswerChars, defaultMaxSummaryChars } from './lexical-answerer'
import { nothingKnown, renderFact, renderMessage } from './render-evidence'

export interface ModelAnswererOptions extends ChatModelOptions {
  /**
   * Most facts given to the model.
   * @default 20
   */
  maxFacts?: number
  /**
   * Most messages given to the model.
   * @default 8
   */
  maxMessages?: number
}

const instructions = (
  maxChars: number,
  broad: boolean,
) => `You answer a question about a user from what is known about them.
Rules:
- Use only the facts and messages given. Facts are current unless marked otherwise; a fact says "(before that, …)"
  when it replaced an older value: give the current value, and name the old one only as past ("moved from Lisbon to
  Porto in May 2024").
- Newer information wins over older. Dates are already resolved: repeat them as written ("7 May 2023", "May 2024"),
  never re-resolve "last month" or "in September" yourself.
- Only the user's own words are facts about them; a question asked to the user is context, not a fact.
- Answer in the third person ("The user …").${
  broad
    ? `\n- Give a compact summary grouped by topic (who, home, work/study, family and pets, health and diet, likes,
  plans and recent events), keeping every current fact, within ${maxChars} characters.`
    : `\n- Give only what answers the question, most relevant first, within ${maxChars} characters.`
}
If nothing given answers the question, reply exactly: ${nothingKnown}`

/**
 * An answerer that retrieves like the lexical one, then lets an OpenAI-compatible chat model (`@langchain/openai`,
 * loaded on first use, or any LangChain chat model passed as `chatModel`) answer from what was found, following the
 * same rules: current values first with replaced ones named as past, dates as resolved at extraction, the user's
 * words only, and the answer within the service's length cap (a longer reply is cut at a word). When nothing is
 * found the model is not called.
 *
 * @example
 * ```ts
 * import { createModelAnswerer } from 'profile-context/server'
 *
 * const answerer = createModelAnswerer({ model: 'gpt-4o-mini', apiKey: process.env.OPENAI_API_KEY })
 * ```
 */
export function createModelAnswerer(options: ModelAnswererOptions = {}): Answerer {
  const model = lazyChatModel(options)
  const limits = {
    maxFacts: checkLimit('maxFacts', options.maxFacts ?? 20, 1),
    maxMessages: checkLimit('maxMessages', options.maxMessages ?? 8, 0),
  }
  return {
    name: 'model',
    async answer(question: string, context: AnswerContext): Promise<string> {
      context.signal.throwIfAborted()
      const broad = isBroadQuestion(question)
      const maxChars = broad
        ? (context.maxSummaryChars ?? defaultMaxSummaryChars)
        : (context.maxChars ?? defaultMaxAnswerChars)
      const items = broad
        ? profileFacts(context.retriever, 200).map((fact) => ({ kind: 'fact' as const, fact }))
        : gatherEvidence(question, context.retriever, limits).items
      if (items.length === 0) return nothingKnown
      const facts = items.flatMap((item) => (item.kind === 'fact' ? [`- ${renderFact(item.fact)}`] : []))
      const messages = items.flatMap((item) =>
        item.kind === 'message' ? [`- ${renderMessage(item.message, item.context)}`] : [],
      )
      const chat = await model()
      const reply = await chat.invoke(
        [
          { role: 'system', content: instructions(maxChars, broad) },
          {
            role: 'user',
            content: `Facts:\n${facts.join('\n') || '(none)'}\n\nThings the user said:\n${messages.join('\n') || '(none)'}\n\nQuestion: ${question}`,
          },
        ],
        { signal: context.signal },
      )
      return cut(replyText(reply) || nothingKnown, maxChars)
    },
  }
}
