import { splitSentences } from '../extract/sentences'
import { processTerm, termsOf, tokenize } from '../retrieval/tokenize'
import type { FactRecord, Retriever, SourceMessage } from '../types'

/** What the retriever found for one question. */
export interface Evidence {
  facts: FactRecord[]
  /** Best first, each reply placed right after the question it answers. */
  messages: SourceMessage[]
  /** The question asks for the whole profile ("What do we know about this user?"). */
  broad: boolean
}

export interface EvidenceLimits {
  maxFacts: number
  maxMessages: number
}

/** A retriever that can also give the reply to a message (the service's profile index can). */
interface ThreadedRetriever extends Retriever {
  replyTo?(messageId: number): SourceMessage | undefined
}

/** Words of a question that ask for everything rather than something ("tell me about the user"). */
const broadTerms = new Set(
  termsOf(
    'know known tell describe description summary summarize summarise profile everything anything something ' +
      'information info details person who background',
  ),
)

/** Reciprocal-rank constant: small, so the top few of each list clearly lead the merged order. */
const rankOffset = 5
/** Most replies added after questions among the shown messages. */
const maxReplies = 4

/**
 * Whether a question asks for the profile as a whole rather than for something in it: every word asks for
 * everything, or the part before a colon does ("What is known about this user: who they are, where they live…",
 * the list after it only names what a whole profile covers).
 */
export function isBroadQuestion(question: string): boolean {
  // Token by token, so that the first specific word ends the check (termsOf would process the whole text first).
  const asksForAll = (text: string) =>
    tokenize(text).every((token) => {
      const term = processTerm(token)
      return term === null || broadTerms.has(term)
    })
  const colon = question.indexOf(':')
  return asksForAll(question) || (colon > 0 && asksForAll(question.slice(0, colon)))
}

function gatherBroad(retriever: Retriever, limits: EvidenceLimits): Evidence {
  const recent = retriever.searchFacts('', limits.maxFacts * 4)
  const keyed = recent.filter((fact) => fact.key !== undefined)
  const facts = [...keyed, ...recent.filter((fact) => fact.key === undefined)].slice(0, limits.maxFacts)
  const messages =
    facts.length === 0
      ? retriever.searchMessages('', limits.maxMessages * 4).filter((message) => message.role === 'user')
      : []
  return { facts, messages: messages.slice(0, limits.maxMessages), broad: true }
}

type Ranked =
  | { kind: 'fact'; fact: FactRecord; score: number }
  | { kind: 'message'; message: SourceMessage; score: number }

/** Facts and messages in one order by reciprocal rank, so neither list crowds out the other's best entries. */
function mergedRanking(facts: FactRecord[], messages: SourceMessage[]): Ranked[] {
  return [
    ...facts.map((fact, rank): Ranked => ({ kind: 'fact', fact, score: 1 / (rankOffset + rank) })),
    ...messages.map((message, rank): Ranked => ({ kind: 'message', message, score: 1 / (rankOffset + rank) })),
  ].sort((left, right) => right.score - left.score)
}

/**
 * Gathers the facts and messages that answer a question, taken in one merged order. A message and the facts drawn
 * from it say the same thing, so the budget is not spent twice: once a message is shown (with its relative dates
 * written out), its plain facts are dropped, and a message whose every sentence is already a shown fact is skipped.
 * A question among the shown messages brings its reply, where the answer usually is. A broad question gets the most
 * recent facts, stable attributes first.
 */
export function gatherEvidence(question: string, retriever: ThreadedRetriever, limits: EvidenceLimits): Evidence {
  if (isBroadQuestion(question)) return gatherBroad(retriever, limits)
  const texts = new Set<string>()
  const factCandidates = retriever.searchFacts(question, limits.maxFacts * 2).filter((fact) => {
    if (texts.has(fact.text)) return false
    texts.add(fact.text)
    return true
  })
  const messageCandidates = retriever.searchMessages(question, limits.maxMessages * 2)
  let facts: FactRecord[] = []
  const messages: SourceMessage[] = []
  const shown = new Set<number>()
  const factsPerMessage = new Map<number, number>()
  for (const item of mergedRanking(factCandidates, messageCandidates)) {
    if (item.kind === 'fact') {
      const { fact } = item
      if (facts.length >= limits.maxFacts || (shown.has(fact.messageId) && fact.key === undefined)) continue
      facts.push(fact)
      factsPerMessage.set(fact.messageId, (factsPerMessage.get(fact.messageId) ?? 0) + 1)
    } else {
      const { message } = item
      if (messages.length >= limits.maxMessages) continue
      if ((factsPerMessage.get(message.id) ?? 0) >= splitSentences(message.content).length) continue
      messages.push(message)
      shown.add(message.id)
      facts = facts.filter((fact) => fact.messageId !== message.id || fact.key !== undefined)
    }
  }
  return { facts, messages: withReplies(messages, retriever), broad: false }
}

/** A message that ends by asking something (a shared photo's caption aside). */
function asks(message: SourceMessage): boolean {
  return /\?[\s"')\]]*$/.test(message.content.replace(/\[shares [^\]]*\]\s*$/, '').trim())
}

/** Places the reply to each of the first few questions right after it, unless it is already shown. */
function withReplies(messages: SourceMessage[], retriever: ThreadedRetriever): SourceMessage[] {
  if (!retriever.replyTo) return messages
  const shown = new Set(messages.map((message) => message.id))
  const result: SourceMessage[] = []
  let added = 0
  for (const message of messages) {
    result.push(message)
    if (added >= maxReplies || !asks(message)) continue
    const reply = retriever.replyTo(message.id)
    if (!reply || shown.has(reply.id)) continue
    shown.add(reply.id)
    result.push(reply)
    added += 1
  }
  return result
}
