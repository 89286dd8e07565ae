import { makeRoomFor } from '../internal/bounded'

/** What the middleware remembers about one turn between its steps and retries. */
export interface TurnState {
  /** The context of the turn, fetched once and shared by every step and retry. */
  context: Promise<string | undefined>
  /** When the turn's first model call started (milliseconds): the time of the user's message. */
  startedAt: number
  /**
   * How many of the turn's messages are already handed to memory: a tool loop that was recorded while it seemed cut
   * off records only what comes after them when it goes on.
   */
  recorded: number
  /** Set once the turn's last step is recorded, so that nothing records it again (a retry or a regenerate). */
  finished: boolean
  /** The turn is kept out of memory: a regeneration, or a call with `record: false`. */
  unrecorded?: boolean
}

export interface TurnCacheOptions {
  /** Milliseconds a turn is remembered after its first call. */
  ttlMs: number
  /** Turns remembered at most; the oldest go first. */
  maxEntries: number
}

/**
 * Remembers recent turns by identity and conversation fingerprint, so that the steps of a tool loop and the SDK's
 * retries of one call neither fetch the context again nor record the turn twice. Bounded in time and size.
 */
export class TurnCache {
  readonly #entries = new Map<string, TurnState & { expiresAt: number }>()
  readonly #options: TurnCacheOptions

  constructor(options: TurnCacheOptions) {
    this.#options = options
  }

  get(key: string, now = Date.now()): TurnState | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt > now) return entry
    this.#entries.delete(key)
    return undefined
  }

  /** The turn stored under `key`, created with `create` when there is none. */
  getOrCreate(
    key: string,
    create: () => Promise<string | undefined>,
    options: { recorded?: number; now?: number } = {},
  ): TurnState {
    const now = options.now ?? Date.now()
    const existing = this.get(key, now)
    if (existing !== undefined) return existing
    const entry: TurnState & { expiresAt: number } = {
      context: Promise.resolve(undefined),
      startedAt: now,
      recorded: options.recorded ?? 0,
      finished: false,
      expiresAt: now + this.#options.ttlMs,
    }
    makeRoomFor(this.#entries, key, this.#options.maxEntries)
    this.#entries.set(key, entry)
    entry.context = create()
    return entry
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }
}

/**
 * A fixed-size digest of `text`: its length and two independent 32-bit hashes (FNV-1a, and a multiply-xorshift lane
 * with another multiplier, over UTF-16 code units). Synchronous on purpose: an awaited `crypto.subtle.digest` runs on
 * a thread pool and costs the call a trip through a busy event loop's queue, every model call. It only has to tell
 * apart the turns of one user's conversation within a cache's lifetime, so a cryptographic hash buys nothing here.
 */
export function textDigest(text: string): string {
  let first = 0x811c9dc5
  let second = 0x9747b28c ^ text.length
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    first = Math.imul(first ^ code, 0x01000193)
    second = Math.imul(second ^ code, 0x5bd1e995)
    second ^= second >>> 15
  }
  return `${text.length.toString(36)}.${(first >>> 0).toString(36)}.${(second >>> 0).toString(36)}`
}

/** A fixed-size key for a turn: user, conversation, and the digest of the conversation's fingerprint. */
export function turnKey(userId: string, conversationId: string | undefined, fingerprint: string): string {
  return JSON.stringify([userId, conversationId ?? null, textDigest(fingerprint)])
}
