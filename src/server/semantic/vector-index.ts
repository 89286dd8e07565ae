import { createScorer, type LinearMemory, type ScoreFunction } from './dot-products'

/** A message found by meaning, with its cosine similarity to the question (-1 to 1). */
export interface SemanticHit {
  messageId: number
  score: number
}

/** The best hits of a search, and how similar the question is to the profile's messages in general. */
export interface SemanticSearch {
  hits: SemanticHit[]
  /** Mean similarity of the question to every message of the profile. */
  mean: number
  /** Standard deviation of those similarities (0 with fewer than two messages). */
  deviation: number
}

const pageBytes = 65_536

/**
 * One profile's message vectors in one WebAssembly memory, searched exactly by int8 dot products in SIMD (see
 * `dot-products.ts`): 512 bytes per message, ~0.3 ms for 10,000 messages. Exact, with no index to build or tune,
 * and small enough at the sizes one profile reaches. Layout: the query, then the vectors (each zero-padded to a
 * multiple of 16 bytes), then one int32 score per vector.
 */
export class VectorIndex {
  /** Set by the first vector added; later vectors of another length are ignored. */
  #dimensions = 0
  /** Bytes per stored vector: the dimensions rounded up to 16 (the padding is zeros, so dot products are unchanged). */
  #stride = 0
  #capacity = 0
  #ids = new Int32Array(0)
  #size = 0
  readonly #known = new Set<number>()
  readonly #memory: LinearMemory
  readonly #scores: ScoreFunction

  /** @param forceJavaScript score in JavaScript even where WebAssembly SIMD runs (to test the fallback). */
  constructor(options: { forceJavaScript?: boolean } = {}) {
    const { memory, scores } = createScorer(options.forceJavaScript)
    this.#memory = memory
    this.#scores = scores
  }

  /** Whether searches run in WebAssembly SIMD (else in the JavaScript fallback). */
  get simd(): boolean {
    return this.#scores.simd === true
  }

  get size(): number {
    return this.#size
  }

  /** Adds a message's vector; a message already present is ignored, an empty vector or one of another length too. */
  add(messageId: number, vector: Int8Array): void {
    if (vector.length === 0) return
    if (this.#dimensions === 0) {
      this.#dimensions = vector.length
      this.#stride = Math.ceil(vector.length / 16) * 16
    }
    if (vector.length !== this.#dimensions || this.#known.has(messageId)) return
    if (this.#size === this.#capacity) this.#grow()
    new Int8Array(this.#memory.buffer).set(vector, this.#stride * (1 + this.#size))
    this.#ids[this.#size] = messageId
    this.#size += 1
    this.#known.add(messageId)
  }

  /**
   * The `limit` messages most similar to `query` with a similarity of at least `minScore`, best first, with the
   * mean and deviation of the question's similarity to all messages (what an unrelated message scores). Scores
   * `slotsPerChunk` vectors at a time and yields to the event loop in between (through `pause`), so a search over a
   * very large profile never holds the loop for long.
   */
  async search(
    query: Int8Array,
    limit: number,
    minScore: number,
    pause: () => Promise<void> = async () => {},
    slotsPerChunk = 32_768,
  ): Promise<SemanticSearch> {
    const dimensions = this.#dimensions
    if (query.length !== dimensions || limit <= 0) return { hits: [], mean: 0, deviation: 0 }
    const floor = minScore * 127 * 127
    const state = { hits: [] as SemanticHit[], worst: floor, total: 0, squares: 0 }
    const count = this.#size
    for (let from = 0; from < count; from += slotsPerChunk) {
      if (from > 0) await pause()
      // Vectors added meanwhile are left for the next search; the memory may have grown (new views each chunk).
      this.#scan(query, from, Math.min(count, from + slotsPerChunk), limit, floor, state)
    }
    const scale = 127 * 127
    const mean = count === 0 ? 0 : state.total / count
    const deviation = count < 2 ? 0 : Math.sqrt(Math.max(0, state.squares / count - mean * mean))
    return {
      hits: state.hits
        .sort(byScore)
        .slice(0, limit)
        .map((hit) => ({ messageId: hit.messageId, score: hit.score / scale })),
      mean: mean / scale,
      deviation: deviation / scale,
    }
  }

  #scan(
    query: Int8Array,
    from: number,
    to: number,
    limit: number,
    floor: number,
    state: { hits: SemanticHit[]; worst: number; total: number; squares: number },
  ): void {
    const stride = this.#stride
    const bytes = new Int8Array(this.#memory.buffer)
    bytes.fill(0, 0, stride)
    bytes.set(query, 0)
    const out = this.#scoresOffset()
    this.#scores(stride * (1 + from), to - from, stride, 0, out)
    const scores = new Int32Array(this.#memory.buffer, out, to - from)
    const ids = this.#ids
    for (let slot = from; slot < to; slot++) {
      const sum = scores[slot - from] as number
      state.total += sum
      state.squares += sum * sum
      if (sum < state.worst) continue
      state.hits.push({ messageId: ids[slot] as number, score: sum })
      if (state.hits.length >= limit * 8) {
        state.hits.sort(byScore)
        state.hits.length = limit
        state.worst = Math.max(floor, state.hits[limit - 1]?.score ?? floor)
      }
    }
  }

  /** Where the scores go: after the query and `capacity` vectors, aligned to 4 bytes (strides are multiples of 16). */
  #scoresOffset(): number {
    return this.#stride * (1 + this.#capacity)
  }

  #grow(): void {
    const capacity = Math.max(256, this.#capacity * 2)
    const needed = this.#stride * (1 + capacity) + 4 * capacity
    const pages = Math.ceil(needed / pageBytes) - this.#memory.buffer.byteLength / pageBytes
    // Growing keeps the vectors where they are; only the scores' place moves (they are rewritten by every search).
    if (pages > 0) this.#memory.grow(pages)
    const ids = new Int32Array(capacity)
    ids.set(this.#ids)
    this.#ids = ids
    this.#capacity = capacity
  }
}

function byScore(left: SemanticHit, right: SemanticHit): number {
  return right.score - left.score || right.messageId - left.messageId
}
