import type { ProfileContextClient } from '../client/index'
import { isRetryable } from '../client/retry'
import { withDeliveryRetry } from './delivery-retry'
import type { ResolvedMemoryOptions } from './options'
import type { Reporter } from './report'
import type { StatsCounter } from './stats'
import type { UpdateWatcher } from './update-watcher'

export interface UpdateRunnerOptions {
  client: ProfileContextClient
  settings: ResolvedMemoryOptions
  stats: StatsCounter
  report: Reporter
  watcher: UpdateWatcher | undefined
  /** Hands each run to the host (`waitUntil`). */
  keepAlive: (promise: Promise<unknown>) => void
}

interface ProfileRun {
  promise: Promise<void>
  again: boolean
}

/**
 * Manual mode's `PUT update/run` policy. Runs are coalesced per profile: while one is on its way, further requests
 * fold into a single follow-up, which first waits for the service to be IDLE (a run while WORKING starts no second
 * job, so data sent meanwhile could otherwise wait for the next trigger).
 */
export class UpdateRunner {
  readonly #options: UpdateRunnerOptions
  readonly #runs = new Map<string, ProfileRun>()
  readonly #delivered = new Map<string, number>()
  #controller = new AbortController()

  constructor(options: UpdateRunnerOptions) {
    this.#options = options
  }

  /** A batch of `messages` reached the profile in manual mode. */
  delivered(profileId: string, userId: string, messages: number): void {
    const policy = this.#options.settings.runUpdate
    if (policy === 'never') return
    if (policy === 'after-flush') {
      this.#request(profileId, userId)
      return
    }
    const total = (this.#delivered.get(profileId) ?? 0) + messages
    this.#delivered.set(profileId, total % policy.everyMessages)
    if (total >= policy.everyMessages) this.#request(profileId, userId)
  }

  /** Resolves once no run is pending or on its way. */
  async flush(): Promise<void> {
    while (this.#runs.size > 0) await Promise.all([...this.#runs.values()].map((run) => run.promise))
  }

  /** A `flush()`/`close()` deadline passed: runs on their way are aborted and reported; later ones start afresh. */
  abandon(reason: unknown): void {
    this.#controller.abort(reason)
    this.#controller = new AbortController()
  }

  #request(profileId: string, userId: string): void {
    const existing = this.#runs.get(profileId)
    if (existing !== undefined) {
      existing.again = true
      return
    }
    const run: ProfileRun = { promise: Promise.resolve(), again: false }
    run.promise = this.#loop(profileId, userId, run).finally(() => this.#runs.delete(profileId))
    this.#runs.set(profileId, run)
    this.#options.keepAlive(run.promise)
  }

  async #loop(profileId: string, userId: string, run: ProfileRun): Promise<void> {
    const { client, stats, settings, report, watcher } = this.#options
    const signal = this.#controller.signal
    let first = true
    while ((first || run.again) && !signal.aborted) {
      if (!first) await this.#waitForIdle(profileId, signal)
      first = false
      run.again = false
      try {
        await withDeliveryRetry(
          () => stats.track(() => client.runUpdate(profileId, { signal })),
          settings.retry,
          () => {
            stats.retried += 1
          },
          (error) => !signal.aborted && isRetryable(error),
          signal,
        )
        watcher?.started(profileId)
      } catch (error) {
        report(error, { operation: 'update', userId })
      }
    }
  }

  async #waitForIdle(profileId: string, signal: AbortSignal): Promise<void> {
    try {
      await this.#options.client.waitForIdle(profileId, { pollInterval: 200, timeout: 60_000, signal })
    } catch {
      // Still WORKING or unreachable: run anyway; the run call itself reports what goes wrong.
    }
  }
}
