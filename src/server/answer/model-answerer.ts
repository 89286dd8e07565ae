import { type ChatModelOptions, lazyChatModel, replyText } from '../extract/chat-model'
import type { AnswerContext, Answerer } from '../types'
import { gatherEvidence } from './evidence'
import { checkLimit } from './lexical-answerer'
import { nothingKnown, renderFact, renderMessage } from './render-evidence'

export interface ModelAnswererOptions extends ChatModelOptions {
  /**
   * Most facts given to the model.
   * @default 20
   */
  maxFacts?: number
  /**
   * Most raw messages given to the model.
   * @default 8
   */
  maxMessages?: number
}

const instructions = `You answer a question about a user from what is known about them.
Use only the facts and messages given; prefer facts, and newer information over older. Answer in one to three
sentences, in the third person ("The user …"), with dates written like "7 May 2023" when they matter.
If nothing given answers the question, reply exactly: ${nothingKnown}`

/**
 * An answerer that retrieves like the lexical one, then lets an OpenAI-compatible chat model (`@langchain/openai`,
 * loaded on first use, or any LangChain chat model passed as `chatModel`) answer from what was found. When nothing
 * is found the model is not called.
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
      const evidence = gatherEvidence(question, context.retriever, limits)
      if (evidence.facts.length === 0 && evidence.messages.length === 0) return nothingKnown
      const chat = await model()
      const facts = evidence.facts.map((fact) => `- ${renderFact(fact)}`).join('\n') || '(none)'
      const messages = evidence.messages.map((message) => `- ${renderMessage(message)}`).join('\n') || '(none)'
      const reply = await chat.invoke(
        [
          { role: 'system', content: instructions },
          { role: 'user', content: `Facts:\n${facts}\n\nMessages:\n${messages}\n\nQuestion: ${question}` },
        ],
        { signal: context.signal },
      )
      return replyText(reply) || nothingKnown
    },
  }
}
