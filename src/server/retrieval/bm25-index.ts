import { termsOf } from './tokenize'

/** BM25 term-frequency saturation and length normalization, the usual values. */
const k1 = 1.2
const b = 0.75

interface Posting {
  /** Internal document slots, in insertion order. */
  slots: number[]
  frequencies: number[]
  /** Live documents containing the term. */
  live: number
}

/** A scored document id. */
export interface Hit {
  id: number
  score: number
}

/**
 * A compact BM25 inverted index over numeric ids. Scores accumulate in a reused typed array and only the best
 * `limit` hits are sorted, so a query touching tens of thousands of documents still takes a few milliseconds
 * (a general-purpose engine building result objects for every match took 100+ ms at 100k facts).
 * Removal marks a slot dead; the index compacts itself once dead slots outnumber live ones.
 */
export class Bm25Index {
  #postings = new Map<string, Posting>()
  #ids: number[] = []
  #lengths: number[] = []
  #times: number[] = []
  #terms: Map<string, number>[] = []
  #slotOf = new Map<number, number>()
  #totalLength = 0
  #oldest = Number.POSITIVE_INFINITY
  #newest = Number.NEGATIVE_INFINITY
  #scores = new Float64Array(1024)
  /** Weighted count of the query's terms each touched slot matched. */
  #matched = new Float64Array(1024)

  /** @param recencyBoost the newest document's score is multiplied by `1 + recencyBoost`, the oldest's by 1. */
  constructor(readonly recencyBoost: number) {}

  get size(): number {
    return this.#slotOf.size
  }

  /** Adds (or replaces) a document. */
  add(id: number, text: string, timestamp: number): void {
    this.remove(id)
    const counts = new Map<string, number>()
    for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1)
    this.#insert(id, counts, timestamp)
    this.#oldest = Math.min(this.#oldest, timestamp)
    this.#newest = Math.max(this.#newest, timestamp)
  }

  remove(id: number): void {
    const slot = this.#slotOf.get(id)
    if (slot === undefined) return
    this.#slotOf.delete(id)
    const counts = this.#terms[slot]
    for (const term of counts?.keys() ?? []) {
      const posting = this.#postings.get(term)
      if (posting) posting.live -= 1
    }
    this.#totalLength -= this.#lengths[slot] ?? 0
    this.#lengths[slot] = -1
    this.#terms[slot] = new Map()
    if (this.#ids.length > 1024 && this.#ids.length > 2 * this.#slotOf.size) this.#compact()
  }

  /**
   * The best `limit` documents containing any of the terms, highest score first: BM25 times the (weighted) number of
   * distinct terms matched. `weights` scales a term's contribution (default 1; must be above 0).
   */
  search(terms: readonly string[], limit: number, weights?: ReadonlyMap<string, number>): Hit[] {
    const live = this.#slotOf.size
    if (live === 0 || limit <= 0) return []
    if (this.#scores.length < this.#ids.length) {
      this.#scores = new Float64Array(this.#ids.length * 2)
      this.#matched = new Float64Array(this.#ids.length * 2)
    }
    const scores = this.#scores
    const matched = this.#matched
    const touched: number[] = []
    const lengths = this.#lengths
    const averageLength = this.#totalLength / live || 1
    for (const term of new Set(terms)) {
      const posting = this.#postings.get(term)
      if (!posting || posting.live === 0) continue
      const weight = weights?.get(term) ?? 1
      const idf = weight * Math.log(1 + (live - posting.live + 0.5) / (posting.live + 0.5))
      const { slots, frequencies } = posting
      for (let index = 0; index < slots.length; index++) {
        const slot = slots[index] as number
        const length = lengths[slot] as number
        // Removed slots have length -1.
        if (length < 0) continue
        const frequency = frequencies[index] as number
        const norm = k1 * (1 - b + (b * length) / averageLength)
        if (matched[slot] === 0) touched.push(slot)
        matched[slot] = (matched[slot] as number) + weight
        scores[slot] = (scores[slot] as number) + (idf * frequency * (k1 + 1)) / (frequency + norm)
      }
    }
    const span = this.#newest - this.#oldest
    const hits: Hit[] = []
    let floor = Number.NEGATIVE_INFINITY
    for (const slot of touched) {
      const recency = span > 0 ? (this.recencyBoost * ((this.#times[slot] as number) - this.#oldest)) / span : 0
      // Coordination: a document meeting more of the question's terms outranks one repeating a single term.
      const score = (scores[slot] as number) * (matched[slot] as number) * (1 + recency)
      scores[slot] = 0
      matched[slot] = 0
      if (score <= floor) continue
      hits.push({ id: this.#ids[slot] as number, score })
      // Sort and trim only once the list has grown well past the limit: linear time in practice.
      if (hits.length >= limit * 8) {
        hits.sort(byScore)
        hits.length = limit
        floor = hits[limit - 1]?.score ?? floor
      }
    }
    return hits.sort(byScore).slice(0, limit)
  }

  #insert(id: number, counts: Map<string, number>, timestamp: number): void {
    const slot = this.#ids.length
    let length = 0
    for (const [term, frequency] of counts) {
      length += frequency
      let posting = this.#postings.get(term)
      if (!posting) {
        posting = { slots: [], frequencies: [], live: 0 }
        this.#postings.set(term, posting)
      }
      posting.slots.push(slot)
      posting.frequencies.push(frequency)
      posting.live += 1
    }
    this.#ids.push(id)
    this.#lengths.push(length)
    this.#times.push(timestamp)
    this.#terms.push(counts)
    this.#slotOf.set(id, slot)
    this.#totalLength += length
  }

  #compact(): void {
    const survivors = [...this.#slotOf.entries()].sort((left, right) => left[1] - right[1])
    const terms = this.#terms
    const times = this.#times
    this.#postings = new Map()
    this.#ids = []
    this.#lengths = []
    this.#times = []
    this.#terms = []
    this.#slotOf = new Map()
    this.#totalLength = 0
    for (const [id, slot] of survivors) this.#insert(id, terms[slot] ?? new Map(), times[slot] ?? 0)
  }
}

function byScore(left: Hit, right: Hit): number {
  return right.score - left.score || right.id - left.id
}
