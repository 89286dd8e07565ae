import { setTimeout as delay } from 'node:timers/promises'
import type { UpdateStatus } from '../../client/types'
import type { ServiceContext } from '../service-context'
import type { ProfileRow } from '../store/index'
import { JobLeases } from './job-leases'
import { type JobOutcome, UpdateJob } from './update-job'
import type { Updater } from './updater'

/** Settings of update jobs shared by several processes. */
export interface SharedJobSettings {
  /** A job whose process sent no heartbeat for this long is taken over by another process. */
  leaseMs: number
  /** How often a process refreshes its heartbeats and looks for jobs nobody holds. */
  pollMs: number
}

/**
 * Update jobs for several service processes on one Postgres database. A profile is WORKING while its
 * `update_requested` row says so, the same from every process; its job runs in the one process holding the claim
 * (`JobLeases`), which sends heartbeats; when that process dies, another claims the job once the lease expires and
 * goes on from the first pending message (what the dead process committed stays committed, exactly once: a commit
 * checks the claim with the profile's row locked). update/stop reaches the job wherever it runs: a process that
 * does not run it marks the row, and the job stops at its next commit or heartbeat, whichever comes first.
 */
export class SharedUpdateManager implements Updater {
  readonly #context: ServiceContext
  readonly #leases: JobLeases
  readonly #jobs = new Map<number, UpdateJob>()
  /** Profiles whose claim is under way in this process. */
  readonly #claiming = new Set<number>()
  readonly #timer: NodeJS.Timeout
  #ticking: Promise<void> | undefined
  #closed = false

  constructor(context: ServiceContext, settings: SharedJobSettings) {
    this.#context = context
    this.#leases = new JobLeases(context.database, settings.leaseMs, context.now)
    this.#timer = setInterval(() => this.#tick(), settings.pollMs)
    this.#timer.unref()
  }

  async start(profile: ProfileRow): Promise<boolean> {
    if (this.#closed) return false
    await this.#leases.request(profile.pk)
    const running = this.#jobs.get(profile.pk)
    if (running) {
      // Running here: the job's release looks for messages stored meanwhile (with the row locked) and goes on. When
      // the release came first (the request was cleared and set again), the profile is claimed anew once the job
      // has let go, instead of waiting for the next look for jobs nobody holds.
      running.done
        .then(() => this.#claimAndRun(profile))
        .catch((error: unknown) => {
          // Not lost: the request stays recorded, and the next look for jobs nobody holds claims it.
          this.#context.options.logger.warn('could not claim an update after its job ended; retrying', {
            profile: profile.id,
            error: describeError(error),
          })
        })
      return true
    }
    await this.#claimAndRun(profile)
    // Else another live process holds the job, and its release will see what was just stored.
    return true
  }

  async status(profile: ProfileRow): Promise<UpdateStatus> {
    const working = await this.#leases.requested(profile.pk)
    const { total, pending } = await this.#context.messages.counts(profile.pk)
    if (working)
      return { status: 'WORKING', progress: total === 0 ? 0 : Math.min(99.9, percent(total - pending, total)) }
    return { status: 'IDLE', progress: total === 0 ? 100 : percent(total - pending, total) }
  }

  async waitUntilUpdated(profile: ProfileRow): Promise<JobOutcome | undefined> {
    for (;;) {
      const job = this.#jobs.get(profile.pk)
      if (job) {
        const outcome = await job.done
        if (this.#jobs.get(profile.pk) === undefined && !(await this.#leases.requested(profile.pk))) return outcome
        if (outcome.kind === 'failed' || (outcome.kind === 'stopped' && outcome.reason === 'close')) return outcome
        continue
      }
      if (this.#closed) return { kind: 'stopped', reason: 'close' }
      if (!(await this.#leases.requested(profile.pk))) return undefined
      await delay(25)
    }
  }

  async stop(profile: ProfileRow): Promise<void> {
    const job = this.#jobs.get(profile.pk)
    if (job) {
      job.stop('stop')
      await this.#bounded(job.done)
      return
    }
    await this.#leases.requestStop(profile.pk)
    const deadline = Date.now() + this.#context.options.stopTimeoutMs
    while (Date.now() < deadline && (await this.#leases.requested(profile.pk))) await delay(25)
  }

  async resumeInterrupted(): Promise<void> {
    if (!this.#context.options.resumeInterruptedUpdates) return
    await this.#claimOrphans()
  }

  async close(): Promise<void> {
    this.#closed = true
    clearInterval(this.#timer)
    await this.#ticking
    const jobs = [...this.#jobs.values()]
    for (const job of jobs) job.stop('close')
    await this.#bounded(Promise.all(jobs.map((job) => job.done)))
  }

  #run(profile: ProfileRow): void {
    const leases = this.#leases
    const job = new UpdateJob(
      this.#context,
      profile,
      (ended, outcome) => this.#ended(ended, outcome),
      async () => {},
      { beginCommit: (tx) => leases.beginCommit(tx, profile.pk) },
    )
    this.#jobs.set(profile.pk, job)
  }

  async #ended(job: UpdateJob, outcome: JobOutcome): Promise<JobOutcome> {
    const { profile } = job
    let final = outcome
    let again = false
    try {
      const how =
        outcome.kind === 'completed'
          ? 'completed'
          : outcome.kind === 'stopped' && outcome.reason === 'close'
            ? 'handover'
            : 'ended'
      again = !(await this.#leases.release(profile.pk, this.#closed ? 'handover' : how))
    } catch (error) {
      final = { kind: 'failed', error, messageId: outcome.kind === 'failed' ? outcome.messageId : undefined }
    }
    this.#jobs.delete(profile.pk)
    if (final.kind === 'failed') {
      this.#context.options.logger.error('profile update failed; the message stays pending for the next run', {
        profile: profile.id,
        messageId: final.messageId,
        error: describeError(final.error),
      })
    }
    // Messages arrived while the job took its last look: it goes on, still holding the claim.
    if (again && !this.#closed) this.#run(profile)
    return final
  }

  #tick(): void {
    if (this.#ticking || this.#closed) return
    this.#ticking = (async () => {
      try {
        // update/stop asked of another process reaches a job here (and at its next commit).
        for (const pk of await this.#leases.heartbeat([...this.#jobs.keys()])) this.#jobs.get(pk)?.stop('stop')
        if (this.#context.options.resumeInterruptedUpdates) await this.#claimOrphans()
      } catch (error) {
        this.#context.options.logger.warn('could not refresh update jobs; retrying', { error: describeError(error) })
      } finally {
        this.#ticking = undefined
      }
    })()
  }

  /** Claims the jobs no live process holds (their process died or shut down) and runs them here. */
  async #claimOrphans(): Promise<void> {
    for (const profile of await this.#leases.orphans(100)) {
      if (this.#closed) continue
      if (await this.#claimAndRun(profile)) {
        this.#context.options.logger.info('taking over an update no live process holds', { profile: profile.id })
      }
    }
  }

  /**
   * Claims the profile's job and runs it here, unless it runs here already or a claim of it is under way here: two
   * requests (or a request and the look for orphans) arriving together must not start two jobs over the same
   * messages, which the claim alone cannot prevent (this process may claim what it already holds).
   */
  async #claimAndRun(profile: ProfileRow): Promise<boolean> {
    if (this.#closed || this.#jobs.has(profile.pk) || this.#claiming.has(profile.pk)) return false
    this.#claiming.add(profile.pk)
    try {
      if (!(await this.#leases.claim(profile.pk))) return false
      this.#run(profile)
      return true
    } finally {
      this.#claiming.delete(profile.pk)
    }
  }

  async #bounded(promise: Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#context.options.stopTimeoutMs)
    })
    await Promise.race([promise, timeout])
    clearTimeout(timer)
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function percent(part: number, whole: number): number {
  return Math.min(100, Math.round((part / whole) * 1000) / 10)
}
