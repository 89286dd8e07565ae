import type { UpdateStatus } from '../../client/types'
import type { ServiceContext } from '../service-context'
import type { ProfileRow } from '../store/index'
import { type JobOutcome, UpdateJob } from './update-job'
import type { Updater } from './updater'

/** How often a running job's pending messages are counted again for `update/status`, in milliseconds. */
const recountMs = 200

/**
 * Runs at most one update job per profile and answers for its status. A profile is WORKING exactly while it has a
 * job; the `update_requested` column mirrors that in the database so a restart can tell which updates were cut off.
 */
export class UpdateManager implements Updater {
  readonly #context: ServiceContext
  readonly #jobs = new Map<number, UpdateJob>()
  /** Profiles asked to update again while their job was stopping. */
  readonly #restartAfterStop = new Set<number>()
  /** Each running job's last count of pending messages, with when it was taken and the job's progress then. */
  readonly #counted = new WeakMap<UpdateJob, { pending: number; processed: number; at: number }>()
  #closed = false

  constructor(context: ServiceContext) {
    this.#context = context
  }

  /**
   * Starts an update unless one runs (then joins it); the profile reads WORKING as soon as this is called. Resolves
   * once the request is recorded in the database; rejects when that write fails, after the job is gone (IDLE).
   */
  async start(profile: ProfileRow): Promise<boolean> {
    const job = this.#begin(profile)
    if (!job) return false
    try {
      await job.started
    } catch (error) {
      await job.done
      throw error
    }
    return true
  }

  #begin(profile: ProfileRow): UpdateJob | undefined {
    if (this.#closed) return undefined
    const running = this.#jobs.get(profile.pk)
    // A job taking its last look may miss what was just stored: it runs again when it ends.
    if (running?.finishing) this.#restartAfterStop.add(profile.pk)
    if (running && !running.stopping) return running
    if (running) {
      this.#restartAfterStop.add(profile.pk)
      return running
    }
    // The job is registered at once (a second start joins it); its first step records the request in the database.
    const job = new UpdateJob(
      this.#context,
      profile,
      (ended, outcome) => this.#ended(ended, outcome),
      () => this.#context.profiles.setUpdateRequested(profile.pk, true),
    )
    this.#jobs.set(profile.pk, job)
    return job
  }

  /**
   * The messages a job has left: counted at most every `recountMs` (a count reads every pending row, and a client
   * polling every 10 ms through a bulk import would spend a tenth of the job's time on it), and in between the last
   * count less what the job has committed since. Messages added since the last count show at the next one.
   */
  async #pending(job: UpdateJob): Promise<number> {
    const last = this.#counted.get(job)
    const now = performance.now()
    if (last && now - last.at < recountMs) return Math.max(0, last.pending - (job.processed - last.processed))
    const processed = job.processed
    const pending = await this.#context.messages.countPending(job.profile.pk)
    this.#counted.set(job, { pending, processed, at: now })
    return pending
  }

  async status(profile: ProfileRow): Promise<UpdateStatus> {
    const job = this.#jobs.get(profile.pk)
    if (job) {
      const pending = await this.#pending(job)
      // With semantic recall ready, each user message the job commits is also embedded: both count as work done.
      const { toEmbed, embedded } = this.#context.semantic.status.ready ? job.embedding : { toEmbed: 0, embedded: 0 }
      const total = job.processed + pending + toEmbed
      const done = job.processed + embedded
      // Below 100 while WORKING, whatever is left.
      return { status: 'WORKING', progress: total === 0 ? 0 : Math.min(99.9, percent(done, total)) }
    }
    const { total, pending } = await this.#context.messages.counts(profile.pk)
    return { status: 'IDLE', progress: total === 0 ? 100 : percent(total - pending, total) }
  }

  /**
   * Resolves when the profile is updated: its job ended. When a stop ended the job and another job took over
   * (new `update_now` data arrived meanwhile), waits for that one too.
   */
  async waitUntilUpdated(profile: ProfileRow): Promise<JobOutcome | undefined> {
    let job = this.#jobs.get(profile.pk)
    let outcome: JobOutcome | undefined
    while (job) {
      outcome = await job.done
      const next = this.#jobs.get(profile.pk)
      const handedOn = outcome.kind === 'completed' || (outcome.kind === 'stopped' && outcome.reason === 'stop')
      if (!handedOn || !next || next === job) break
      job = next
    }
    return outcome
  }

  /** Stops the profile's job and waits for it to let go, at most `stopTimeoutMs`. */
  async stop(profile: ProfileRow): Promise<void> {
    this.#restartAfterStop.delete(profile.pk)
    const job = this.#jobs.get(profile.pk)
    if (!job) return
    job.stop('stop')
    await this.#bounded(job.done)
  }

  /** Restarts the updates a previous process left unfinished, or clears their mark when resuming is off. */
  async resumeInterrupted(): Promise<void> {
    for (const profile of await this.#context.profiles.withUpdateRequested()) {
      if (this.#context.options.resumeInterruptedUpdates) {
        this.#context.options.logger.info('resuming an interrupted update', { profile: profile.id })
        this.#startSafely(profile)
      } else {
        await this.#context.profiles.setUpdateRequested(profile.pk, false)
      }
    }
  }

  /** Interrupts every job, leaving its mark so the next start resumes it. */
  async close(): Promise<void> {
    this.#closed = true
    const jobs = [...this.#jobs.values()]
    for (const job of jobs) job.stop('close')
    await this.#bounded(Promise.all(jobs.map((job) => job.done)))
  }

  /**
   * Bookkeeping when a job ends. A storage fault here (disk full, I/O error on the `update_requested` write) turns
   * the outcome into a failure: logged, the profile IDLE, the mark left set so the next start resumes the update,
   * and the pending messages retried by the next run. It never escapes: a job's end can never take the process down.
   */
  async #ended(job: UpdateJob, outcome: JobOutcome): Promise<JobOutcome> {
    const { profile } = job
    let final = outcome
    // After close the database may be gone, and the mark must stay for the next start anyway.
    const keepMark = this.#closed || (outcome.kind === 'stopped' && outcome.reason === 'close')
    if (!keepMark) {
      try {
        await this.#context.profiles.setUpdateRequested(profile.pk, false)
      } catch (error) {
        final = { kind: 'failed', error, messageId: outcome.kind === 'failed' ? outcome.messageId : undefined }
      }
    }
    // Removed after the mark is written: until then the profile reads WORKING, and a start joins this job.
    this.#jobs.delete(profile.pk)
    if (final.kind === 'failed') {
      this.#context.options.logger.error('profile update failed; the message stays pending for the next run', {
        profile: profile.id,
        messageId: final.messageId,
        error: describeError(final.error),
      })
    }
    if (!keepMark && this.#restartAfterStop.delete(profile.pk)) this.#startSafely(profile)
    return final
  }

  /** `start` from the background, where a storage fault can only be logged. */
  #startSafely(profile: ProfileRow): void {
    this.start(profile).catch((error: unknown) => {
      this.#context.options.logger.error('could not start a profile update; it runs on the next update/run', {
        profile: profile.id,
        error: describeError(error),
      })
    })
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
