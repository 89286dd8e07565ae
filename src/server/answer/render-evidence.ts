import nlp from 'compromise'
import { redactSecrets } from '../../internal/redact-secrets'
import { formatDate } from '../extract/format-date'
import { contentWordCount } from '../extract/sentences'
import { termsOf } from '../retrieval/tokenize'
import type { FactRecord, SourceMessage } from '../types'
import { annotateDates } from './annotate-dates'
import { saysNumber } from './answer-kind'

/** The sentence every answerer gives when nothing answers the question. */
export const nothingKnown = 'Nothing is known about the user that answers this question.'

const pastCache = new Map<string, string>()

/** "The user lives in Lisbon" → "the user lived in Lisbon": a superseded value, said as past. */
export function inPastTense(text: string): string {
  // The lookbehind starts the match only where the trailing run starts: linear, where `[.\s]+$` is quadratic.
  const plain = text.replace(/(?<![.\s])[.\s]+$/, '')
  let past = pastCache.get(plain)
  if (past === undefined) {
    // What a fact quotes stays as said: "…a truck driver (said "haul reefer loads")" keeps "haul".
    const quote = plain.search(/ \(said "/)
    const told = quote < 0 ? plain : plain.slice(0, quote)
    const rest = quote < 0 ? '' : plain.slice(quote)
    past = /\bno longer\b|\bused to\b/.test(told) ? plain : `${nlp(told).sentences().toPastTense().text()}${rest}`
    if (pastCache.size > 5000) pastCache.clear()
    pastCache.set(plain, past)
  }
  return past.charAt(0).toLowerCase() + past.slice(1)
}

/** A keyed fact that tells of an event rather than a state: "left their job at Deloitte", "their cat died". */
const eventFact =
  /^The user(?:'s [\w -]{1,40}?)? (?:left|quit|died|passed away|got (?:married|engaged|divorced)|broke up|sold|lost|used to|no longer|had)\b/

/**
 * "The user lives in Porto (since 3 June 2024; before that, the user lived in Lisbon)", "The user left their job at
 * Deloitte (in March 2024)", "The user likes hiking
 * (said on 8 May 2023)". `dates: false` leaves out when an undated fact was said (the profile summary).
 */
export function renderFact(fact: FactRecord, options: { dates?: boolean } = {}): string {
  const dates = options.dates ?? true
  // Facts stored before extraction left secrets out may still hold one: it is not shown.
  const text = redactSecrets(fact.text).replace(/(?<![.\s])[.\s]+$/, '')
  const notes: string[] = []
  if (fact.key !== undefined) {
    if (fact.dateText) {
      // A state holds since its date; an event happened at it ("on 3 May 2024", "in March 2024").
      const at = /^\d{1,2} \p{L}/u.test(fact.dateText) ? 'on' : 'in'
      notes.push(`${eventFact.test(text) ? at : 'since'} ${fact.dateText}`)
    } else if (dates) notes.push(`as of ${formatDate(fact.timestamp)}`)
    if (fact.previous) notes.push(`before that, ${inPastTense(fact.previous.text)}`)
  } else if (fact.dateText) {
    if (!text.includes(fact.dateText)) notes.push(fact.dateText)
  } else if (dates) {
    notes.push(`said on ${formatDate(fact.timestamp)}`)
  }
  return notes.length > 0 ? `${text} (${notes.join('; ')})` : text
}

/**
 * Sentences, and clauses where a new one starts with "I" after a comma ("…, but I also love mousse"), each keeping
 * its words and punctuation so that neighbours joined by a space read as written.
 */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…\]])\s+|(?<=,)\s+(?=(?:and|but|so|because) I\b)/)
    .filter((sentence) => sentence.trim() !== '')
}

/** A sentence that opens with a word pointing back to the one before: "It was…", "They talked…", "So I…". */
const pointsBack =
  /^\W*(?:it|it's|its|they|they're|them|their|this|that|these|those|there|he|she|his|her|so|and|but|then|also|which)\b/i

/** Why a sentence is left out of a snippet: a fact already says it, or it states a value since replaced. */
export type SkipReason = 'said' | 'stale' | false

/**
 * How much of a matching sentence's score passes to the sentence after it, which often holds the answer ("I went to
 * a pottery workshop. We all made our own pots."), and to the sentence before one that points back to it.
 */
const neighbourShare = 0.6

/** The score of a sentence that says a number, asked "how many": below a neighbour of a sentence meeting the question. */
const countShare = 0.5

/**
 * The sentences of a message that best answer the question, in their order, within `budget`: those that share the
 * most words with it, and the sentences next to those, which often hold what the question asks for. Sentences for
 * which `skip` says `'said'` (a fact already says it) are left out but still lead to their neighbours; `'stale'`
 * (it states a value since replaced) are left out and lead nowhere. Empty when nothing is left.
 */
export function snippet(
  content: string,
  question: string,
  budget: number,
  skip: (sentence: string) => SkipReason = () => false,
): string {
  // Punctuation spaced out ("! ! !") is one sentence, not one per mark: a huge message of it stays one cheap pass.
  const text = content
    .replace(/\s+/g, ' ')
    .replace(/([.!?…]) (?=[.!?…])/g, '$1')
    .trim()
  const wanted = new Set(termsOf(question))
  // "How many turtles…?": the count is often in a sentence of its own ("The tank is big enough now for three").
  const counting = /^\W*how many\b/i.test(question)
  const all = sentencesOf(text).map((sentence, position) => {
    let own = 0
    // A sentence of punctuation alone ("!") has no word to meet (a huge message of them costs nothing more).
    if (/[\p{L}\p{N}]/u.test(sentence)) {
      for (const term of new Set(termsOf(sentence))) if (wanted.has(term)) own += 1
    }
    const count = counting && own === 0 && saysNumber(sentence) ? countShare : 0
    return { sentence, position, own, count, score: own, skipped: own > 0 ? skip(sentence) : false }
  })
  // A sentence stating a replaced value leads nowhere: what follows it was about the old value.
  const lead = (candidate: (typeof all)[number] | undefined) =>
    candidate === undefined || candidate.skipped === 'stale' ? 0 : candidate.own
  for (const [position, candidate] of all.entries()) {
    const before = lead(all[position - 1])
    const next = all[position + 1]
    // The sentence before leads only to a sentence that points back to it ("It was…", "They said…", "So…").
    const after = next && pointsBack.test(next.sentence) ? lead(next) : 0
    candidate.score = Math.max(candidate.own, candidate.count, before * neighbourShare, after * neighbourShare)
  }
  // Sentences that meet nothing are never checked against the facts (a huge message costs one pass).
  const usable = (candidate: (typeof all)[number]) =>
    candidate.own > 0 ? candidate.skipped === false : skip(candidate.sentence) === false
  const chosen: typeof all = []
  let length = 0
  // Only sentences that meet the question, or stand next to one, are ranked.
  const byScore = all
    .filter((candidate) => candidate.score > 0 && usable(candidate))
    .sort((left, right) => right.score - left.score || left.position - right.position)
  for (const candidate of byScore) {
    if (chosen.length > 0 && length + candidate.sentence.length + 3 > budget) continue
    chosen.push(candidate)
    length += candidate.sentence.length + 3
  }
  // None does (a message found by meaning): it is shown from its start; when a fact already said part of it, from its
  // first sentence of some length no fact said ("anything but mushrooms lol theyre vile", after the facts of the
  // sentences around it), not a greeting. A message whose sentence meeting the question was said by a fact has
  // nothing more to show.
  const opening = () => {
    if (all.every(usable)) return all[0]
    if (all.some((candidate) => candidate.own > 0)) return undefined
    return all.find((candidate) => usable(candidate) && contentWordCount(candidate.sentence) >= 3)
  }
  const first = chosen.length === 0 ? opening() : undefined
  if (first) {
    chosen.push(first)
    length += first.sentence.length + 3
  }
  // Room left goes to the sentences around the chosen ones, which often name what they speak of.
  for (let grown = true; grown; ) {
    grown = false
    for (const candidate of [...chosen]) {
      for (const position of [candidate.position - 1, candidate.position + 1]) {
        const neighbour = all[position]
        if (!neighbour || chosen.includes(neighbour) || length + neighbour.sentence.length + 3 > budget) continue
        if (!usable(neighbour)) continue
        chosen.push(neighbour)
        length += neighbour.sentence.length + 3
        grown = true
      }
    }
  }
  chosen.sort((left, right) => left.position - right.position)
  const joined = chosen
    .map((candidate, index) => {
      const before = chosen[index - 1]
      if (!before) return candidate.sentence
      return `${before.position + 1 === candidate.position ? ' ' : ' … '}${candidate.sentence}`
    })
    .join('')
  return joined.length <= budget ? joined : `${joined.slice(0, joined.lastIndexOf(' ', budget - 1))}…`
}

/**
 * `[8 May 2023] the user said: "…"`, its relative dates written out; the reply to the other side's message shows
 * that message first: `[8 May 2023] asked "Are you still in Lisbon?", the user replied: "Yes."` (`told "…"` when
 * the other side did not ask).
 */
export function renderMessage(
  message: SourceMessage,
  context?: SourceMessage,
  text = message.content,
  contextText = context?.content ?? '',
): string {
  // A pasted secret is never quoted back: an answer goes into a prompt, a log, a trace.
  const said = `"${annotateDates(redactSecrets(text).replace(/\s+/g, ' ').trim(), message.timestamp)}"`
  const date = `[${formatDate(message.timestamp)}]`
  if (!context) return `${date} the user said: ${said}`
  const asked = annotateDates(redactSecrets(contextText).replace(/\s+/g, ' ').trim(), context.timestamp)
  // The other side's words only frame the reply: "asked" for a question, "told" for anything else.
  const verb = /\?[\s"')\]]*$/.test(context.content.trim()) || asked.includes('?') ? 'asked' : 'told'
  return `${date} ${verb} "${asked}", the user replied: ${said}`
}
