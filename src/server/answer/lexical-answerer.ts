import type { AnswerContext, Answerer } from '../types'
import { gatherEvidence } from './evidence'
import { renderEvidence } from './render-evidence'

export interface LexicalAnswererOptions {
  /**
   * Most facts in one answer.
   * @default 8
   */
  maxFacts?: number
  /**
   * Most raw messages found by search in one answer, shown with their dates when they add to the facts; a question
   * among them also brings its reply (up to 4 replies more).
   * @default 8
   */
  maxMessages?: number
}

/** Rejects a limit that is not a whole number in range, naming the option. */
export function checkLimit(name: string, value: number, minimum: number): number {
  if (!Number.isInteger(value) || value < minimum || value > 1000) {
    throw new TypeError(`${name} must be an integer from ${minimum} to 1000, got ${String(value)}.`)
  }
  return value
}

/**
 * The embedded answerer: BM25 over the profile's current facts, complemented by the raw messages that add to them,
 * rendered as text with dates ("Known about the user: The user lives in Porto (since May 2024). …"). A question
 * about the whole profile gets the most recent facts, stable attributes first; when nothing matches it says so.
 *
 * @example
 * ```ts
 * import { createLexicalAnswerer, createProfileIndex } from 'profile-context/server'
 *
 * const index = createProfileIndex()
 * const answerer = createLexicalAnswerer({ maxFacts: 8 })
 * const text = await answerer.answer('Where does the user live?', {
 *   profileId: 'p',
 *   retriever: index,
 *   signal: AbortSignal.timeout(1000),
 * })
 * ```
 */
export function createLexicalAnswerer(options: LexicalAnswererOptions = {}): Answerer {
  const limits = {
    maxFacts: checkLimit('maxFacts', options.maxFacts ?? 8, 1),
    maxMessages: checkLimit('maxMessages', options.maxMessages ?? 8, 0),
  }
  return {
    name: 'lexical',
    async answer(question: string, context: AnswerContext): Promise<string> {
      context.signal.throwIfAborted()
      return renderEvidence(gatherEvidence(question, context.retriever, limits))
    },
  }
}
