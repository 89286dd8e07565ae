import { makeRoomFor } from '../internal/bounded'

// Enough for every active user's profile answer plus recent per-turn answers; oldest entries go first.
const entryLimit = 1000

interface Entry {
  profileId: string
  answer: string
  expiresAt: number
}

/**
 * Answers by profile and question, fresh for `ttlMs`. Each profile has a generation, bumped by `invalidate`: an
 * answer requested before an invalidation is never stored after it, so a slow request cannot bring stale facts back.
 */
export class ContextCache {
  readonly #ttlMs: number
  readonly #entries = new Map<string, Entry>()
  readonly #generations = new Map<string, number>()

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs
  }

  static key(profileId: string, question: string): string {
    return JSON.stringify([profileId, question])
  }

  generation(profileId: string): number {
    return this.#generations.get(profileId) ?? 0
  }

  get(profileId: string, question: string): string | undefined {
    const key = ContextCache.key(profileId, question)
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.answer
  }

  /** Stores `answer` unless caching is off or the profile was invalidated since `generation` was read. */
  set(profileId: string, question: string, answer: string, generation: number): void {
    if (this.#ttlMs <= 0 || generation !== this.generation(profileId)) return
    const key = ContextCache.key(profileId, question)
    makeRoomFor(this.#entries, key, entryLimit)
    this.#entries.set(key, { profileId, answer, expiresAt: Date.now() + this.#ttlMs })
  }

  /** Forgets every answer about the profile, and any answer still on its way. */
  invalidate(profileId: string): void {
    this.#generations.set(profileId, this.generation(profileId) + 1)
    for (const [key, entry] of this.#entries) {
      if (entry.profileId === profileId) this.#entries.delete(key)
    }
  }
}
