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

/**
 * One profile's message vectors in one flat int8 array, searched by brute-force dot product: 512 bytes per
 * message, ~5 ms for 10,000 messages. Exact, with no index to build or tune, and small enough at the sizes one
 * profile reaches.
 */
export class VectorIndex {
  /** Set by the first vector added; later vectors of another length are ignored. */
  #dimensions = 0
  #data = new Int8Array(0)
  #ids = new Int32Array(0)
  #size = 0
  readonly #known = new Set<number>()

  get size(): number {
    return this.#size
  }

  /** Adds a message's vector; a message already present is ignored, an empty vector or one of another length too. */
  add(messageId: number, vector: Int8Array): void {
    if (vector.length === 0) return
    if (this.#dimensions === 0) this.#dimensions = vector.length
    if (vector.length !== this.#dimensions || this.#known.has(messageId)) return
    if (this.#size === this.#ids.length) this.#grow()
    this.#data.set(vector, this.#size * this.#dimensions)
    this.#ids[this.#size] = messageId
    this.#size += 1
    this.#known.add(messageId)
  }

  /**
   * The `limit` messages most similar to `query` with a similarity of at least `minScore`, best first, with the
   * mean and deviation of the question's similarity to all messages (what an unrelated message scores). Scans
   * `slotsPerChunk` vectors at a time and yields to the event loop in between (through `pause`), so a search over a
   * very large profile never holds the loop for long.
   */
  async search(
    query: Int8Array,
    limit: number,
    minScore: number,
    pause: () => Promise<void> = async () => {},
    slotsPerChunk = 4096,
  ): Promise<SemanticSearch> {
    const dimensions = this.#dimensions
    if (query.length !== dimensions || limit <= 0) return { hits: [], mean: 0, deviation: 0 }
    const floor = minScore * 127 * 127
    const state = { hits: [] as SemanticHit[], worst: floor, total: 0, squares: 0 }
    const count = this.#size
    for (let from = 0; from < count; from += slotsPerChunk) {
      if (from > 0) await pause()
      // Vectors added meanwhile are left for the next search; the arrays may have been replaced by #grow.
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
    const dimensions = this.#dimensions
    const data = this.#data
    const ids = this.#ids
    for (let slot = from; slot < to; slot++) {
      const base = slot * dimensions
      let sum = 0
      for (let index = 0; index < dimensions; index++) sum += (data[base + index] as number) * (query[index] as number)
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

  #grow(): void {
    const capacity = Math.max(256, this.#ids.length * 2)
    const data = new Int8Array(this.#dimensions * capacity)
    data.set(this.#data)
    const ids = new Int32Array(capacity)
    ids.set(this.#ids)
    this.#data = data
    this.#ids = ids
  }
}

function byScore(left: SemanticHit, right: SemanticHit): number {
  return right.score - left.score || right.messageId - left.messageId
}
