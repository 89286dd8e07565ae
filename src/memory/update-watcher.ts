import type { ProfileContextClient } from '../client/index'
import { makeRoomFor } from '../internal/bounded'
import type { ContextCache } from './context-cache'
import type { StatsCounter } from './stats'

const firstPollMs = 250
const longestPollMs = 4000
// A profile whose update never reports IDLE stops being watched; its cache entries are dropped anyway.
const watchLimitMs = 120_000

// Profiles remembered as asked about or as updated before any ask; beyond this the oldest are forgotten.
const profileLimit = 10_000

function remember(set: Set<string>, profileId: string): void {
  makeRoomFor(set, profileId, profileLimit)
  set.add(profileId)
}

/** A wait that does not keep a Node process alive: the watcher only refreshes a cache. */
function idleWait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer: unknown = setTimeout(done, milliseconds)
    ;(timer as { unref?: () => void }).unref?.()
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer as ReturnType<typeof setTimeout>)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * Sees background profile updates finish. After this engine sends data with `update_now` (without
 * `wait_for_result`) or runs an update, the answers cached for the profile are dropped at once and again when the
 * service reports IDLE, polling `update/status` with a growing interval (250 ms up to 4 s, for at most 2 minutes).
 * Polling starts only once `getContext` has asked about the profile: an engine that only records makes no status
 * requests.
 */
export class UpdateWatcher {
  readonly #client: ProfileContextClient
  readonly #cache: ContextCache
  readonly #stats: StatsCounter
  readonly #stop = new AbortController()
  readonly #requests = new Map<string, number>()
  readonly #asked = new Set<string>()
  readonly #dormant = new Set<string>()

  constructor(client: ProfileContextClient, cache: ContextCache, stats: StatsCounter) {
    this.#client = client
    this.#cache = cache
    this.#stats = stats
  }

  /** An update of the profile started (or may have): drop its answers now and once the update is done. */
  watch(profileId: string): void {
    this.#cache.invalidate(profileId)
    // A profile this engine never fetched context for has nothing to keep fresh: polling waits for its first ask.
    if (!this.#asked.has(profileId)) {
      remember(this.#dormant, profileId)
      return
    }
    this.#start(profileId)
  }

  /** `getContext` asks about the profile: an update seen before the first ask is watched from now on. */
  asked(profileId: string): void {
    if (this.#asked.has(profileId)) return
    remember(this.#asked, profileId)
    if (this.#dormant.delete(profileId)) this.#start(profileId)
  }

  #start(profileId: string): void {
    const running = this.#requests.has(profileId)
    this.#requests.set(profileId, (this.#requests.get(profileId) ?? 0) + 1)
    if (!running) void this.#poll(profileId)
  }

  stop(): void {
    this.#stop.abort()
  }

  async #poll(profileId: string): Promise<void> {
    const deadline = Date.now() + watchLimitMs
    let delay = firstPollMs
    try {
      while (!this.#stop.signal.aborted && Date.now() < deadline) {
        await idleWait(delay, this.#stop.signal)
        delay = Math.min(delay * 2, longestPollMs)
        // An IDLE read only counts for the requests made before it started.
        const request = this.#requests.get(profileId) ?? 0
        const idle = await this.#isIdle(profileId)
        if (idle && request === this.#requests.get(profileId)) break
        if (idle) delay = firstPollMs
      }
    } finally {
      this.#requests.delete(profileId)
      this.#cache.invalidate(profileId)
    }
  }

  async #isIdle(profileId: string): Promise<boolean> {
    if (this.#stop.signal.aborted) return false
    try {
      const status = await this.#stats.track(() =>
        this.#client.getUpdateStatus(profileId, { signal: this.#stop.signal }),
      )
      return status.status === 'IDLE'
    } catch {
      // Status reads only refresh a cache; a failed read is retried at the next poll.
      return false
    }
  }
}
