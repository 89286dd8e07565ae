import { makeRoomFor } from '../internal/bounded'

// Profiles with cached answers; beyond this the least recently asked-about profile goes first.
const profileLimit = 1000
// Answers kept per profile: the stable profile question plus the latest per-turn questions.
const answersPerProfile = 4

/** A cached answer and whether it may be served without a refresh. */
export interface CachedAnswer {
  answer: string
  /** False once an update of the profile finished after the answer was fetched, or the TTL ran out. */
  fresh: boolean
}

interface Entry {
  answer: string
  fetchedAt: number
  generation: number
  /** When an update finished after the answer was fetched; the answer is stale from then on. */
  outdatedAt: number | undefined
}

interface ProfileEntries {
  generation: number
  answers: Map<string, Entry>
}

export interface ContextCacheOptions {
  /** Milliseconds an answer is served without a refresh when no update is known; `0` turns the cache off. */
  ttlMs: number
  /** Milliseconds a stale answer may still be served (while its refresh runs) after it became stale. */
  maxStaleMs: number
}

/**
 * Answers by profile and question, stale-while-revalidate. An answer is fresh until an update of its profile is
 * known to have finished (`markUpdated`) or `ttlMs` passed; after that it is still served, marked stale so that
 * the caller refreshes it, for at most `maxStaleMs`. Each profile has a generation, bumped by `markUpdated`: an
 * answer requested before an update finished is never stored as fresh after it, so a slow request cannot bring
 * outdated facts back.
 */
export class ContextCache {
  readonly #options: ContextCacheOptions
  readonly #profiles = new Map<string, ProfileEntries>()
  // One clock for every profile: a profile forgotten and seen again never reuses a generation a request still holds.
  #clock = 0

  constructor(options: ContextCacheOptions) {
    this.#options = options
  }

  get enabled(): boolean {
    return this.#options.ttlMs > 0
  }

  /** The profile's generation now; hand it back to `set` with the answer of a request started now. */
  generation(profileId: string): number {
    return this.#profile(profileId).generation
  }

  lookup(profileId: string, question: string, now = Date.now()): CachedAnswer | undefined {
    const profile = this.#profiles.get(profileId)
    const entry = profile?.answers.get(question)
    if (profile === undefined || entry === undefined) return undefined
    // A hit counts as use: an active user's answers are never the ones evicted.
    this.#profiles.delete(profileId)
    this.#profiles.set(profileId, profile)
    const expiresAt = entry.fetchedAt + this.#options.ttlMs
    const staleSince = Math.min(entry.outdatedAt ?? expiresAt, expiresAt)
    if (now < staleSince) return { answer: entry.answer, fresh: true }
    if (now - staleSince > this.#options.maxStaleMs) {
      profile.answers.delete(question)
      return undefined
    }
    return { answer: entry.answer, fresh: false }
  }

  /** True when an answer to `question` about the profile is held, fresh or stale (worth refreshing). */
  has(profileId: string, question: string): boolean {
    return this.#profiles.get(profileId)?.answers.has(question) ?? false
  }

  /** Stores `answer` unless caching is off or an update of the profile finished since `generation` was read. */
  set(profileId: string, question: string, answer: string, generation: number, now = Date.now()): void {
    if (!this.enabled) return
    const profile = this.#profile(profileId)
    if (generation !== profile.generation) return
    makeRoomFor(profile.answers, question, answersPerProfile)
    profile.answers.set(question, { answer, fetchedAt: now, generation, outdatedAt: undefined })
  }

  /** An update of the profile finished: its answers become stale (still served, see `maxStaleMs`) from `now`. */
  markUpdated(profileId: string, now = Date.now()): void {
    const profile = this.#profiles.get(profileId)
    this.#clock += 1
    if (profile === undefined) return
    profile.generation = this.#clock
    for (const entry of profile.answers.values()) entry.outdatedAt ??= now
  }

  #profile(profileId: string): ProfileEntries {
    const profile = this.#profiles.get(profileId) ?? { generation: this.#clock, answers: new Map<string, Entry>() }
    // Moved to the end on every use, so the profile evicted is the one asked about longest ago.
    makeRoomFor(this.#profiles, profileId, profileLimit)
    this.#profiles.set(profileId, profile)
    return profile
  }
}
