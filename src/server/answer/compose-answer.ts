import { unreal } from '../extract/unreal'
import { termsOf } from '../retrieval/tokenize'
import type { Evidence, EvidenceItem } from './evidence'
import { followUpQuestion } from './follow-ups'
import { mergeDetails } from './merge-details'
import { nothingKnown, renderFact, renderMessage, type SkipReason, snippet } from './render-evidence'

/** A question about what the user would do, wishes, dreams of or is considering: a condition or a wish answers it. */
const asksUnreal =
  /\b(?:would|wish|wishes|dream|dreams|dreaming|want|wants|like to|love to|hope|hopes|fancy|fancies|ideal|someday|one day|if|might|consider|considering|thinking|hypothetical\w*)\b/i

/** Whether every sentence of a text is a condition or a wish. */
function allUnreal(text: string): boolean {
  const sentences = text.split(/(?<=[.!?…])\s+/).filter((sentence) => /\p{L}/u.test(sentence))
  return sentences.length > 0 && sentences.every((sentence) => unreal.test(sentence.replace(/^\[[^\]]*\]\s*/, '')))
}

/** The shortest room worth filling with one more piece of evidence. */
const minimumPiece = 60
/** Longest part of one message shown, so that one long message cannot take the whole answer. */
const maxMessageChars = 250

function sameFact(left: string, right: string): boolean {
  const a = left.toLowerCase().replace(/[^a-z0-9 ]+/g, '')
  const b = right.toLowerCase().replace(/[^a-z0-9 ]+/g, '')
  return a.includes(b) || b.includes(a)
}

/**
 * Whether a sentence says what a given fact says: most of its own words are the fact's ("I work as a nurse" after
 * "The user works as a nurse"), so it is not shown again. An attribute is the short form of what was said, so a
 * sentence adding a word of its own to it ("I live in a bungalow in Swansea" after "The user lives in Swansea") adds
 * a detail and stays; a plain fact is the sentence itself in other words, and a little more of the sentence does not,
 * but a plain fact saying one clause of a long sentence ("The user got it as a present", of "It's a 1962 Gibson and I
 * got it as a present") leaves the rest of it to be shown.
 */
function repeats(terms: ReadonlySet<string>, fact: SaidFact): boolean {
  let shared = 0
  for (const term of terms) if (fact.terms.has(term)) shared += 1
  const whole = shared === fact.terms.size && fact.terms.size >= 2
  if (!fact.attribute) return (whole && shared / terms.size >= 0.5) || shared / terms.size >= 0.6
  return shared / terms.size >= 0.75 || (whole && fact.terms.size >= 3 && shared / terms.size >= 0.6)
}

/** Whether a sentence states a replaced value: it holds every word of it ("I live in Lisbon", after the move). */
function statesStale(terms: ReadonlySet<string>, previous: ReadonlySet<string>): boolean {
  let shared = 0
  for (const term of terms) if (previous.has(term)) shared += 1
  return (shared === previous.size && previous.size >= 2) || shared / terms.size >= 0.6
}

/** Whether a sentence is already said by a given fact, or states a value a given fact replaced. */
function covered(sentence: string, said: Said): SkipReason {
  const terms = new Set(termsOf(sentence))
  if (terms.size === 0) return 'said'
  if (said.stale.some((fact) => statesStale(terms, fact))) return 'stale'
  return said.current.some((fact) => repeats(terms, fact)) ? 'said' : false
}

interface SaidFact {
  terms: Set<string>
  /** A keyed attribute ("home.city"), which says in short what was said at more length. */
  attribute: boolean
}

interface Said {
  current: SaidFact[]
  stale: Array<Set<string>>
}

/** Cuts text at a word boundary to at most `length` characters, marking the cut. */
export function cut(text: string, length: number): string {
  if (text.length <= length) return text
  const space = text.lastIndexOf(' ', length - 1)
  return `${text.slice(0, space > length / 2 ? space : length - 1)}…`
}

/**
 * Writes the answer: the evidence best first, each piece as one sentence with its date, until `maxChars`. A long
 * message is shown by its sentences that meet the question; a piece that does not fit is skipped for a shorter one
 * after it, so the best few pieces are whole rather than one piece cut; the first piece alone is cut when it does
 * not fit at all. A fact contained in one already given is not repeated, nor a fact of a message already shown.
 */
export function composeAnswer(question: string, evidence: Evidence, maxChars: number): string {
  const parts: string[] = []
  const factTexts: string[] = []
  const said: Said = { current: [], stale: [] }
  const shownMessages = new Set<number>()
  let length = 0
  const room = () => maxChars - length - (parts.length > 0 ? 1 : 0)
  const wishAsked = asksUnreal.test(question)
  const render = (item: EvidenceItem, budget: number): string | undefined => {
    if (item.kind === 'fact') {
      const { fact } = item
      if (fact.key === undefined && shownMessages.has(fact.messageId)) return undefined
      if (!wishAsked && allUnreal(fact.text)) return undefined
      if (factTexts.some((text) => sameFact(text, fact.text))) return undefined
      return `${renderFact(fact)}.`
    }
    if (shownMessages.has(item.message.id)) return undefined
    const skip = (sentence: string) => covered(sentence, said)
    const frame = renderMessage(item.message, item.context, '', '').length
    const space = budget - frame - 10
    if (!item.context) {
      const words = snippet(item.message.content, question, Math.max(40, Math.min(space, maxMessageChars)), skip)
      if (words === '' || (!wishAsked && allUnreal(words))) return undefined
      return renderMessage(item.message, undefined, words)
    }
    // The answer to a follow-up question: the question asked, then the reply from its start, where the detail is.
    if (item.followUp) {
      const asked = followUpQuestion(item.context) ?? ''
      const reply = item.message.content.replace(/\s+/g, ' ').trim()
      const replyWords = snippet(reply, question, Math.max(40, Math.min(space - asked.length, maxMessageChars)))
      return replyWords === '' ? undefined : renderMessage(item.message, item.context, replyWords, asked)
    }
    // A reply: the question it answers, by its sentences that meet the question, then the reply itself; a
    // confirmation of what a given fact says (or of the value it replaced) adds nothing.
    if (snippet(item.context.content, question, 1000, skip) === '') return undefined
    const reply = item.message.content.replace(/\s+/g, ' ').trim()
    if (!wishAsked && allUnreal(reply)) return undefined
    const replyWords = reply.length <= space / 2 ? reply : snippet(reply, question, Math.max(40, space / 2))
    const asked = snippet(item.context.content, question, Math.max(40, space - replyWords.length))
    return renderMessage(item.message, item.context, replyWords, asked)
  }
  // An attribute and a plain fact saying the same: the attribute, which carries its dates and history, is shown.
  const facts = mergeDetails(evidence.items.flatMap((item) => (item.kind === 'fact' ? [item.fact] : [])))
  const kept = new Map(facts.map((fact) => [fact.id, fact]))
  const items = evidence.items.flatMap((item): EvidenceItem[] => {
    if (item.kind !== 'fact') return [item]
    const fact = kept.get(item.fact.id)
    return fact ? [{ kind: 'fact', fact }] : []
  })
  const attributes = items.flatMap((item) =>
    item.kind === 'fact' && item.fact.key !== undefined ? [item.fact.text] : [],
  )
  for (const item of items) {
    if (
      item.kind === 'fact' &&
      item.fact.key === undefined &&
      attributes.some((text) => sameFact(text, item.fact.text))
    ) {
      continue
    }
    if (room() < minimumPiece && parts.length > 0) break
    const text = render(item, room())
    if (text === undefined) continue
    const fitted = text.length <= room() ? text : parts.length === 0 ? cut(text, maxChars) : undefined
    if (fitted === undefined) continue
    parts.push(fitted)
    length += fitted.length + (parts.length > 1 ? 1 : 0)
    if (item.kind === 'fact') {
      factTexts.push(item.fact.text)
      said.current.push({ terms: new Set(termsOf(item.fact.text)), attribute: item.fact.key !== undefined })
      if (item.fact.previous) said.stale.push(new Set(termsOf(item.fact.previous.text)))
    } else shownMessages.add(item.message.id)
  }
  return parts.length > 0 ? parts.join(' ') : nothingKnown
}
