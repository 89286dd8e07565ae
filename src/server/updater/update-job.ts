import { setTimeout as delay } from 'node:timers/promises'
import { raceSignal } from '../../internal/abort'
import type { ServiceContext } from '../service-context'
import { inTransaction, type ProfileRow } from '../store/index'
import { TimeSlice } from '../time-slice'
import { checkFacts } from './check-facts'

/** How a job ended: everything processed, stopped (by update/stop or by closing the server), or an error. */
export type JobOutcome =
  | { kind: 'completed' }
  | { kind: 'stopped'; reason: StopReason }
  | { kind: 'failed'; error: unknown; messageId: number | undefined }

export type StopReason = 'stop' | 'close'

/**
 * One background update of one profile: processes its pending messages oldest first, one at a time, until none is
 * left — including messages added while it runs. Each message's facts and its `processed` mark are committed in one
 * transaction, so a crash or a stop never leaves a message half applied. The job works in slices of about 5 ms and
 * lets the event loop run between them, so other accounts' requests, `update/stop` and shutdown are never held up
 * for long. Any failure — the extractor's, or the storage's (disk full, I/O error) — ends the job as `failed`; `done`
 * never rejects.
 */
export class UpdateJob {
  readonly profile: ProfileRow
  readonly done: Promise<JobOutcome>
  #processed = 0
  #stopReason: StopReason | undefined
  readonly #controller = new AbortController()
  readonly #context: ServiceContext
  readonly #onEnd: (job: UpdateJob, outcome: JobOutcome) => JobOutcome

  /**
   * @param onEnd called synchronously with the last look for pending messages, so no message can slip between; it
   *   returns the job's final outcome (a failing bookkeeping write turns a completed job into a failed one).
   */
  constructor(
    context: ServiceContext,
    profile: ProfileRow,
    onEnd: (job: UpdateJob, outcome: JobOutcome) => JobOutcome,
  ) {
    this.#context = context
    this.profile = profile
    this.#onEnd = onEnd
    this.done = this.#run()
  }

  /** True once `stop` was called; the job may still be letting go of its current message. */
  get stopping(): boolean {
    return this.#stopReason !== undefined
  }

  /** Messages this job has committed. */
  get processed(): number {
    return this.#processed
  }

  /** Aborts the message in progress (its result is discarded) and ends the job. */
  stop(reason: StopReason): void {
    this.#stopReason ??= reason
    this.#controller.abort(new Error(`update ${reason === 'stop' ? 'stopped' : 'interrupted by shutdown'}`))
  }

  async #run(): Promise<JobOutcome> {
    const { messages, facts, indexes, database, options, now } = this.#context
    const signal = this.#controller.signal
    const slice = new TimeSlice()
    let messageId: number | undefined
    try {
      // Let the request that started the job answer before the first message is read.
      await delay(0, undefined, { signal })
      for (;;) {
        await slice.yield(signal)
        const message = messages.nextPending(this.profile.pk)
        if (!message) {
          // Vectors for semantic recall, made off the event loop once the messages are processed; a failure here is
          // not any one message's.
          messageId = undefined
          const embedded = await this.#context.semantic.embedPending(this.profile.pk, signal)
          if (embedded > 0 || messages.countPending(this.profile.pk) > 0) continue
          return this.#end({ kind: 'completed' })
        }
        messageId = message.id
        if (options.processingDelayMs > 0) await delay(options.processingDelayMs, undefined, { signal })
        const previous = messages.previousInScene(message.sceneId, message.id, options.contextMessages)
        const extracted = await raceSignal(
          options.extractor.extract(message, { profileId: this.profile.id, previous, signal }),
          signal,
        )
        if (signal.aborted) return this.#end(this.#stopped())
        const checked = checkFacts(options.extractor.name, extracted)
        const changes = inTransaction(database, () => {
          const stored = facts.insertForMessage(this.profile.pk, this.profile.id, message, checked, now())
          messages.markProcessed(message.id)
          return stored
        })
        indexes.applyProcessed(this.profile.pk, message, changes)
        this.#processed += 1
      }
    } catch (error) {
      return this.#end(signal.aborted ? this.#stopped() : { kind: 'failed', error, messageId })
    }
  }

  /**
   * Hands the outcome to the manager — synchronously after the last look for pending messages, so none can slip in
   * between. Whatever goes wrong there is the job's failure, never a rejection of `done`.
   */
  #end(outcome: JobOutcome): JobOutcome {
    try {
      return this.#onEnd(this, outcome)
    } catch (error) {
      return { kind: 'failed', error, messageId: outcome.kind === 'failed' ? outcome.messageId : undefined }
    }
  }

  #stopped(): JobOutcome {
    return { kind: 'stopped', reason: this.#stopReason ?? 'stop' }
  }
}
