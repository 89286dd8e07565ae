import type { ProfileContextClient } from '../client/index'
import { makeRoomFor } from '../internal/bounded'
import type { StatsCounter } from './stats'

const firstPollMs = 250
const longestPollMs = 4000
// A profile whose update never reports IDLE stops being watched; its answers go stale anyway at the end.
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
 * Learns when profile updates this engine started have finished, and tells `onUpdated` (which marks the cached
 * answers stale and refetches the profile answer in the background).
 *
 * - Deliveries of profiles `getContext` asks about go out with `wait_for_result` (`waitsForResult`), so their answer
 *   is the news that the update finished (`finished`): no status request at all.
 * - Other updates (manual `update/run`, a delivery that went out before the first ask) are watched by polling
 *   `update/status` with a growing interval (250 ms up to 4 s, for at most 2 minutes), one poller per profile
 *   whatever the number of conversations. Polling starts only once `getContext` has asked about the profile: an
 *   engine that only records makes no status requests.
 */
export class UpdateWatcher {
  readonly #client: ProfileContextClient
  readonly #stats: StatsCounter
  readonly #onUpdated: (profileId: string) => void
  readonly #stop = new AbortController()
  readonly #requests = new Map<string, number>()
  readonly #asked = new Set<string>()
  readonly #dormant = new Set<string>()

  constructor(client: ProfileContextClient, stats: StatsCounter, onUpdated: (profileId: string) => void) {
    this.#client = client
    this.#stats = stats
    this.#onUpdated = onUpdated
  }

  /** Whether a delivery to the profile should wait for its update (`wait_for_result`): its context is in use. */
  waitsForResult(profileId: string): boolean {
    return this.#asked.has(profileId) && !this.#stop.signal.aborted
  }

  /** An update of the profile is known to have finished (a `wait_for_result` delivery answered). */
  finished(profileId: string): void {
    this.#onUpdated(profileId)
  }

  /** An update of the profile started (or may have) and its end will not be reported: poll for it. */
  started(profileId: string): void {
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

  stop(): void {
    this.#stop.abort()
  }

  #start(profileId: string): void {
    const running = this.#requests.has(profileId)
    this.#requests.set(profileId, (this.#requests.get(profileId) ?? 0) + 1)
    if (!running) void this.#poll(profileId)
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
        if (idle) {
          delay = firstPollMs
          // Updates finished meanwhile: their facts are worth fetching now, not only after the last one.
          this.#onUpdated(profileId)
        }
      }
    } finally {
      this.#requests.delete(profileId)
      if (!this.#stop.signal.aborted) this.#onUpdated(profileId)
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
