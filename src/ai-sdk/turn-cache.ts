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

/** A fixed-size key for a turn: user, conversation and a SHA-256 of the conversation's fingerprint. */
export async function turnKey(
  userId: string,
  conversationId: string | undefined,
  fingerprint: string,
): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fingerprint))
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return JSON.stringify([userId, conversationId ?? null, hash])
}
