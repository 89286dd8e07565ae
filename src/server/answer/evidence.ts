import { splitSentences } from '../extract/sentences'
import { termsOf } from '../retrieval/tokenize'
import type { FactRecord, Retriever, SourceMessage } from '../types'

/** What the retriever found for one question. */
export interface Evidence {
  facts: FactRecord[]
  messages: SourceMessage[]
  /** The question asks for the whole profile ("What do we know about this user?"). */
  broad: boolean
}

export interface EvidenceLimits {
  maxFacts: number
  maxMessages: number
}

/** Words of a question that ask for everything rather than something ("tell me about the user"). */
const broadTerms = new Set(
  termsOf(
    'know known tell describe description summary summarize summarise profile everything anything something ' +
      'information info details person who background',
  ),
)

/** Whether a question asks for the profile as a whole rather than for something in it. */
export function isBroadQuestion(question: string): boolean {
  return termsOf(question).every((term) => broadTerms.has(term))
}

/**
 * Gathers the facts and messages that answer a question: the best facts, then the best messages that add something
 * the facts do not already say. A broad question gets the most recent facts, stable attributes first.
 */
export function gatherEvidence(question: string, retriever: Retriever, limits: EvidenceLimits): Evidence {
  if (isBroadQuestion(question)) {
    const recent = retriever.searchFacts('', limits.maxFacts * 4)
    const keyed = recent.filter((fact) => fact.key !== undefined)
    const facts = [...keyed, ...recent.filter((fact) => fact.key === undefined)].slice(0, limits.maxFacts)
    const messages =
      facts.length === 0
        ? retriever.searchMessages('', limits.maxMessages * 4).filter((message) => message.role === 'user')
        : []
    return { facts, messages: messages.slice(0, limits.maxMessages), broad: true }
  }
  const seen = new Set<string>()
  const facts = retriever.searchFacts(question, limits.maxFacts * 2).filter((fact) => {
    if (seen.has(fact.text)) return false
    seen.add(fact.text)
    return true
  })
  facts.length = Math.min(facts.length, limits.maxFacts)
  const factsPerMessage = new Map<number, number>()
  for (const fact of facts) factsPerMessage.set(fact.messageId, (factsPerMessage.get(fact.messageId) ?? 0) + 1)
  // A message adds information unless every one of its sentences is already shown as a fact.
  const messages = retriever
    .searchMessages(question, limits.maxMessages * 2)
    .filter((message) => (factsPerMessage.get(message.id) ?? 0) < splitSentences(message.content).length)
    .slice(0, limits.maxMessages)
  return { facts, messages, broad: false }
}
