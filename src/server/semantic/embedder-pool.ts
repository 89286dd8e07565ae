import type { Embedder, EmbedPriority } from './embedder'

/** One member of the pool: an embedder whose work can be counted while it runs. */
interface Member {
  embedder: Embedder
  /** Texts sent and not answered yet. */
  load: number
}

/** Texts below which an update batch stays on one worker (the others are not even started for it). */
const minSplit = 16

/**
 * Spreads embedding over several model workers (one per core the model may use): an update batch is cut into one
 * part per worker, mixing long and short texts evenly, and a question goes to the least busy worker. Only the first
 * worker starts with the first use; the others start when an update batch is large enough to share, so a service
 * that only answers questions holds one model in memory (~225 MB each). Ready when the first worker is; the model
 * is unavailable for the pool as soon as it is for one worker (the same files fail the same way).
 */
export class EmbedderPool implements Embedder {
  readonly model: string
  readonly #members: Member[]
  readonly #started = new Set<Member>()

  /** @param embedders one per worker, all of the same model; the first is the one questions start. */
  constructor(embedders: readonly Embedder[]) {
    const first = embedders[0]
    if (!first) throw new TypeError('an embedder pool needs at least one embedder')
    this.model = first.model
    this.#members = embedders.map((embedder) => ({ embedder, load: 0 }))
  }

  get ready(): boolean {
    return this.#members[0]?.embedder.ready !== false
  }

  warm(onReady: () => void): void {
    const first = this.#members[0] as Member
    this.#started.add(first)
    first.embedder.warm?.(onReady)
  }

  embed(texts: readonly string[], priority: EmbedPriority): Promise<Int8Array[]> {
    if (texts.length === 0) return Promise.resolve([])
    if (priority === 'query' || texts.length < minSplit || this.#members.length === 1) {
      return this.#send(this.#leastBusy(), texts, priority)
    }
    // Start every worker for bulk work; a worker still loading gets its part queued and embeds it once loaded.
    for (const member of this.#members) this.#started.add(member)
    const parts = this.#members.map(() => ({ indexes: [] as number[], texts: [] as string[] }))
    const order = texts.map((_, index) => index).sort((left, right) => lengthOf(texts, right) - lengthOf(texts, left))
    order.forEach((index, position) => {
      const part = parts[position % parts.length] as { indexes: number[]; texts: string[] }
      part.indexes.push(index)
      part.texts.push(texts[index] as string)
    })
    return Promise.all(
      parts.map((part, index) => this.#send(this.#members[index] as Member, part.texts, priority)),
    ).then((results) => {
      const vectors = new Array<Int8Array>(texts.length)
      results.forEach((result, part) => {
        const indexes = (parts[part] as { indexes: number[] }).indexes
        result.forEach((vector, position) => {
          vectors[indexes[position] as number] = vector
        })
      })
      return vectors
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.#members.map((member) => member.embedder.close()))
  }

  /** The started and loaded worker with the fewest texts waiting (the first one when none is loaded yet). */
  #leastBusy(): Member {
    let best = this.#members[0] as Member
    for (const member of this.#started) {
      if (member.embedder.ready !== false && member.load < best.load) best = member
    }
    return best
  }

  async #send(member: Member, texts: readonly string[], priority: EmbedPriority): Promise<Int8Array[]> {
    this.#started.add(member)
    member.load += texts.length
    try {
      return await member.embedder.embed(texts, priority)
    } finally {
      member.load -= texts.length
    }
  }
}

function lengthOf(texts: readonly string[], index: number): number {
  return (texts[index] as string).length
}
