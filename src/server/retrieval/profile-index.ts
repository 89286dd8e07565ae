import { messageSearchText, searchTextOf } from '../extract/topics'
import type { FactRecord, Retriever, SourceMessage } from '../types'
import { AddressedNames } from './addressed-names'
import { Bm25Index } from './bm25-index'
import { termsOf } from './tokenize'

/** A searchable index of one profile's current facts and raw messages, kept in memory. */
export interface ProfileIndex extends Retriever {
  /** Adds a fact, or replaces the fact with the same id. */
  addFact(fact: FactRecord): void
  /** Removes a fact (superseded or deleted); unknown ids are ignored. */
  removeFact(id: number): void
  /** Adds a message, or replaces the message with the same id. */
  addMessage(message: SourceMessage): void
  /** The message that came right after this one in its scene (the reply to it), if there is one. */
  replyTo(messageId: number): SourceMessage | undefined
  /** The message that came right before this one in its scene (what it replies to), if there is one. */
  before(messageId: number): SourceMessage | undefined
  /** A processed message by id. */
  message(id: number): SourceMessage | undefined
  /** The current facts drawn from a message, in the order they were added. */
  factsOf(messageId: number): FactRecord[]
  /** Whether a later message corrected this one (a fact re-reads it): its words are not searched as said. */
  isCorrected(messageId: number): boolean
  /** The index terms of the names the other side addresses the user by ("Thanks, Evan!" → "evan"). */
  userNames(): ReadonlySet<string>
  readonly size: { facts: number; messages: number }
}

export interface ProfileIndexOptions {
  /**
   * How much the most recent document outranks the oldest one at equal relevance: its score is multiplied by
   * `1 + recencyBoost`, documents in between proportionally to their timestamp.
   * @default 0.1
   */
  recencyBoost?: number
}

/** How much a question's mention of the user's own name counts, against 1 for any other word. */
const nameWeight = 0.3

interface Entry {
  id: number
  timestamp: number
}

/** One BM25 index over entries of one kind, with the entries themselves for lookup and recency listings. */
class LexicalCollection<Record extends Entry> {
  readonly #records = new Map<number, Record>()
  readonly #index: Bm25Index
  readonly #textOf: (record: Record) => string
  /** Ids in insertion order (which follows time); removed ids stay until the list is rebuilt. */
  #order: number[] = []

  constructor(recencyBoost: number, textOf: (record: Record) => string) {
    this.#index = new Bm25Index(recencyBoost)
    this.#textOf = textOf
  }

  get size(): number {
    return this.#records.size
  }

  add(record: Record): void {
    if (this.#records.has(record.id)) this.remove(record.id)
    this.#records.set(record.id, record)
    this.#index.add(record.id, this.#textOf(record), record.timestamp)
    this.#order.push(record.id)
  }

  get(id: number): Record | undefined {
    return this.#records.get(id)
  }

  remove(id: number): void {
    if (!this.#records.delete(id)) return
    this.#index.remove(id)
    if (this.#order.length > 1024 && this.#order.length > 2 * this.#records.size) {
      // Keep each live id once, at its latest position.
      const latest = new Set<number>()
      for (let index = this.#order.length - 1; index >= 0; index--) {
        const kept = this.#order[index] as number
        if (this.#records.has(kept)) latest.add(kept)
      }
      this.#order = [...latest].reverse()
    }
  }

  /** `weights` lowers terms that say little here (the user's own name); other terms weigh 1. */
  search(query: string, limit: number, weights: ReadonlyMap<string, number>): Record[] {
    if (!(limit > 0)) return []
    const terms = termsOf(query)
    if (terms.length === 0) return this.recent(limit)
    const found: Record[] = []
    for (const hit of this.#index.search(terms, limit, weights)) {
      const record = this.#records.get(hit.id)
      if (record) found.push(record)
    }
    return found
  }

  /** The newest entries first; what a query without searchable words gets. */
  recent(limit: number): Record[] {
    const found: Record[] = []
    const seen = new Set<number>()
    // Walk back from the latest insertions, with slack for entries added out of time order.
    for (let index = this.#order.length - 1; index >= 0 && found.length < limit * 4; index--) {
      const id = this.#order[index] as number
      const record = this.#records.get(id)
      if (record && !seen.has(id)) {
        seen.add(id)
        found.push(record)
      }
    }
    found.sort((left, right) => right.timestamp - left.timestamp || right.id - left.id)
    return found.slice(0, limit)
  }
}

/**
 * An in-memory BM25 index over one profile's current facts and messages: stemmed, stop-word-free
 * terms, entries meeting more of the question's words first, a mild boost for recent entries. The names the other
 * side addresses the user by ("Thanks, Evan!") count little in a question, since every question is about the user. A query with no searchable words ("What do we know?") lists the most
 * recent entries instead, so a generic profile question still gets an answer.
 *
 * @example
 * ```ts
 * import { createProfileIndex } from 'profile-context/server'
 *
 * const index = createProfileIndex()
 * index.addFact({ id: 1, profileId: 'p', sceneId: 's', messageId: 1, timestamp: 1717372800, key: 'home.city',
 *   text: 'The user lives in Porto.' })
 * index.searchFacts('Where does the user live?', 5) // [the Porto fact]
 * ```
 */
export function createProfileIndex(options: ProfileIndexOptions = {}): ProfileIndex {
  const recencyBoost = options.recencyBoost ?? 0.1
  if (!Number.isFinite(recencyBoost) || recencyBoost < 0) {
    throw new TypeError(`recencyBoost must be a finite number of at least 0, got ${String(options.recencyBoost)}.`)
  }
  const facts = new LexicalCollection<FactRecord>(recencyBoost, searchTextOf)
  const messages = new LexicalCollection<SourceMessage>(recencyBoost, messageSearchText)
  const factsByMessage = new Map<number, Set<number>>()
  const names = new AddressedNames()
  const scenes = new Map<string, number[]>()
  const positions = new Map<number, number>()
  /** Messages a later one corrected: they stay for lookups (a reply's context) but are not found by a search. */
  const corrected = new Set<number>()
  let weights = new Map<string, number>()
  let weighedNames: ReadonlySet<string> | undefined
  // The user's name in a question only says the question is about the user, which every question here is.
  const nameWeights = () => {
    const terms = names.terms
    if (terms !== weighedNames) {
      weighedNames = terms
      weights = new Map([...terms].map((term) => [term, nameWeight]))
    }
    return weights
  }
  /** The message `step` places after (or before) this one in its scene. */
  const neighbour = (messageId: number, step: number): SourceMessage | undefined => {
    const found = messages.get(messageId)
    const position = positions.get(messageId)
    if (!found || position === undefined) return undefined
    const next = scenes.get(found.sceneId)?.[position + step]
    return next === undefined ? undefined : messages.get(next)
  }
  return {
    addFact: (fact) => {
      if (fact.corrects !== undefined) corrected.add(fact.corrects)
      facts.add(fact)
      const ids = factsByMessage.get(fact.messageId) ?? new Set<number>()
      ids.add(fact.id)
      factsByMessage.set(fact.messageId, ids)
    },
    removeFact: (id) => {
      const fact = facts.get(id)
      if (fact) factsByMessage.get(fact.messageId)?.delete(id)
      facts.remove(id)
    },
    message: (id) => messages.get(id),
    factsOf: (messageId) => {
      const found: FactRecord[] = []
      for (const id of factsByMessage.get(messageId) ?? []) {
        const fact = facts.get(id)
        if (fact) found.push(fact)
      }
      return found
    },
    addMessage: (message) => {
      if (message.role === 'assistant') names.observe(message.content)
      if (!positions.has(message.id)) {
        const scene = scenes.get(message.sceneId) ?? []
        positions.set(message.id, scene.length)
        scene.push(message.id)
        scenes.set(message.sceneId, scene)
      }
      messages.add(message)
    },
    searchFacts: (query, limit) => facts.search(query, limit, nameWeights()),
    searchMessages: (query, limit) => {
      if (corrected.size === 0) return messages.search(query, limit, nameWeights())
      const found = messages.search(query, limit + corrected.size, nameWeights())
      return found.filter((message) => !corrected.has(message.id)).slice(0, limit)
    },
    isCorrected: (messageId) => corrected.has(messageId),
    userNames: () => names.terms,
    replyTo: (messageId) => neighbour(messageId, 1),
    before: (messageId) => neighbour(messageId, -1),
    get size() {
      return { facts: facts.size, messages: messages.size }
    },
  }
}
