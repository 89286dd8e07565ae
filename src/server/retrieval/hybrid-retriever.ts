import type { FactRecord, SourceMessage } from '../types'
import type { ProfileIndex } from './profile-index'
import { termsOf } from './tokenize'

/** A user message found by meaning, with its cosine similarity to the question. */
export interface MeaningHit {
  messageId: number
  score: number
  /** How far `score` stands above the question's mean similarity to the profile's messages, in deviations. */
  standardScore?: number
}

/**
 * Where messages found by meaning go among the lexical results:
 * - `'interleave'`: one order by reciprocal rank, a lexical hit before a semantic one of the same rank;
 * - `{ whenFewerThan: n }`: after the lexical hits, and only when BM25 found fewer than `n`.
 */
export type FillInRule = 'interleave' | { whenFewerThan: number }

/** Reciprocal-rank constant, the one the answerer's own merge uses. */
const rankOffset = 5

/**
 * The profile's lexical index with the messages found by meaning for one question filled in: lexical hits keep
 * their order and lead at equal rank; semantic hits (user messages, and the current facts drawn from them) join by
 * the fill-in rule, never twice, each carrying its `similarity` so an answerer can weigh it. The empty query (the answerer's "most recent" listing for questions about everything) stays lexical.
 */
export function withMeaningHits(index: ProfileIndex, hits: readonly MeaningHit[], rule: FillInRule): ProfileIndex {
  if (hits.length === 0) return index
  const semanticMessages = () =>
    hits.flatMap((hit) => {
      const message = index.message(hit.messageId)
      if (!message || index.isCorrected(message.id)) return []
      const found: SourceMessage = { ...message, similarity: hit.score }
      if (hit.standardScore !== undefined) found.standardScore = hit.standardScore
      return [found]
    })
  return {
    ...index,
    get size() {
      return index.size
    },
    searchMessages: (query, limit) => {
      const lexical = index.searchMessages(query, limit)
      if (query.trim() === '') return lexical
      return fill(lexical, semanticMessages(), limit, rule, (message) => message.id)
    },
    searchFacts: (query, limit) => {
      const lexical = index.searchFacts(query, limit)
      if (query.trim() === '') return lexical
      const semantic: FactRecord[] = semanticMessages().flatMap((message) =>
        index.factsOf(message.id).map((fact) => {
          const found: FactRecord = { ...fact }
          if (message.similarity !== undefined) found.similarity = message.similarity
          if (message.standardScore !== undefined) found.standardScore = message.standardScore
          return found
        }),
      )
      return fill(lexical, semantic, limit, rule, (fact) => fact.id)
    },
  }
}

function fill<T>(lexical: T[], semantic: T[], limit: number, rule: FillInRule, idOf: (item: T) => number): T[] {
  const seen = new Set(lexical.map(idOf))
  const extra = semantic.filter((item) => {
    const id = idOf(item)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  if (rule !== 'interleave') {
    return lexical.length < rule.whenFewerThan ? [...lexical, ...extra].slice(0, limit) : lexical
  }
  const ranked = [
    ...lexical.map((item, rank) => ({ item, score: 1 / (rankOffset + rank), lexical: 1 })),
    ...extra.map((item, rank) => ({ item, score: 1 / (rankOffset + rank), lexical: 0 })),
  ].sort((left, right) => right.score - left.score || right.lexical - left.lexical)
  return ranked.slice(0, limit).map((entry) => entry.item)
}

/**
 * Words a question uses for the kind of thing it asks about ("Which places…", "What kind of…", "things the user
 * likes"), not for what it is about: an answer need not hold them.
 */
const kindWords = new Set(['place', 'thing', 'stuff', 'kind', 'sort', 'type'])

/**
 * Whether words alone already answer the question: one of the best few lexical candidates holds every searchable
 * word of a question of at least two, the words for the kind of answer aside ("Which places did the user visit with
 * their cousin Jun in Kyoto?" against "I visited the night market in Kyoto with my cousin Jun"). Then the question
 * need not wait for the model.
 */
export function coveredByWords(index: ProfileIndex, question: string): boolean {
  const terms = new Set(termsOf(question).filter((term) => !kindWords.has(term)))
  if (terms.size < 2) return false
  const candidates = [
    ...index.searchFacts(question, 3).map((fact) => fact.text),
    ...index.searchMessages(question, 3).map((message) => message.content),
  ]
  return candidates.some((text) => {
    const found = new Set(termsOf(text))
    for (const term of terms) if (!found.has(term)) return false
    return true
  })
}
