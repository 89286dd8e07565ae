import { loadPlaces, placesInstalled, placesPackage } from '../places/gazetteer'
import type { AnswerContext, Answerer } from '../types'
import { composeAnswer } from './compose-answer'
import { gatherEvidence, isBroadQuestion, profileFacts } from './evidence'
import { placeNote } from './place-knowledge'
import { summarizeProfile } from './profile-summary'
import { nothingKnown } from './render-evidence'

export interface LexicalAnswererOptions {
  /**
   * Most facts considered for one answer (they are then written until the answer's length cap).
   * @default 12
   */
  maxFacts?: number
  /**
   * Most messages considered for one answer, shown by their sentences that meet the question when they add to the
   * facts; the other side's message comes in only as the context of the user's reply to it.
   * @default 8
   */
  maxMessages?: number
  /**
   * Most facts a summary of the whole profile considers, newest first (what fits in its length cap is kept).
   * @default 300
   */
  maxSummaryFacts?: number
  /**
   * Says where the cities an answer names lie when the question asks a country or a state ("Toronto is in Canada."),
   * from the optional package `city-timezones`; without it, or when false, answers are left as they are.
   * @default true
   */
  places?: boolean
}

/** The answer cap of a focused question when the service does not set one. */
export const defaultMaxAnswerChars = 400
/** The cap of a whole-profile summary when the service does not set one. */
export const defaultMaxSummaryChars = 1500

/** The least room an answer keeps beside a note on where its cities lie. */
const minimumRoom = 120

/** Rejects a limit that is not a whole number in range, naming the option. */
export function checkLimit(name: string, value: number, minimum: number, maximum = 1000): number {
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new TypeError(`${name} must be an integer from ${minimum} to ${maximum}, got ${String(value)}.`)
  }
  return value
}

/**
 * The embedded answerer. A focused question gets the few facts and sayings of the user that answer it, best
 * first, each with its date, within `maxChars` of the context (400 by default): BM25 over the profile's current
 * facts and messages, merged by rank, with the messages found by meaning when the service has semantic recall on
 * (only those that stand out for the question and hold the kind of answer asked for). A question about the whole
 * profile gets a summary grouped by topic within `maxSummaryChars` (1500 by default). When nothing answers — nothing
 * stored, or only chat loosely related to the question — it says so.
 *
 * @example
 * ```ts
 * import { createLexicalAnswerer, createProfileIndex } from 'profile-context/server'
 *
 * const index = createProfileIndex()
 * const answerer = createLexicalAnswerer()
 * const text = await answerer.answer('Where does the user live?', {
 *   profileId: 'p',
 *   retriever: index,
 *   signal: AbortSignal.timeout(1000),
 * })
 * ```
 */
export function createLexicalAnswerer(options: LexicalAnswererOptions = {}): Answerer {
  const limits = {
    maxFacts: checkLimit('maxFacts', options.maxFacts ?? 12, 1),
    maxMessages: checkLimit('maxMessages', options.maxMessages ?? 8, 0),
  }
  const maxSummaryFacts = checkLimit('maxSummaryFacts', options.maxSummaryFacts ?? 300, 1, 10_000)
  const wantsPlaces = options.places !== false
  const places = wantsPlaces ? loadPlaces() : Promise.resolve(undefined)
  const notice = !wantsPlaces
    ? 'place knowledge: off (places: false)'
    : placesInstalled()
      ? `place knowledge: on (${placesPackage}): a country or state asked of a city the user named is answered`
      : `place knowledge: off (${placesPackage} not installed; install ${placesPackage} to turn it on)`
  return {
    name: 'lexical',
    notice,
    async answer(question: string, context: AnswerContext): Promise<string> {
      context.signal.throwIfAborted()
      if (isBroadQuestion(question)) {
        const facts = profileFacts(context.retriever, maxSummaryFacts)
        return summarizeProfile(facts, context.maxSummaryChars ?? defaultMaxSummaryChars)
      }
      const evidence = gatherEvidence(question, context.retriever, limits)
      const maxChars = context.maxChars ?? defaultMaxAnswerChars
      const answer = composeAnswer(question, evidence, maxChars)
      const index = answer === nothingKnown ? undefined : await places
      const note = index ? placeNote(question, answer, index) : ''
      if (note === '') return answer
      if (answer.length + 1 + note.length <= maxChars) return `${answer} ${note}`
      if (maxChars - note.length - 1 < minimumRoom) return answer
      // The note takes its room from the last evidence, and says only what the shorter answer still names.
      const shorter = composeAnswer(question, evidence, maxChars - note.length - 1)
      const kept = index ? placeNote(question, shorter, index) : ''
      return kept !== '' && shorter.length + 1 + kept.length <= maxChars ? `${shorter} ${kept}` : answer
    },
  }
}
