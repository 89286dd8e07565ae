import { setTimeout as delay } from 'node:timers/promises'
import { raceSignal } from '../../internal/abort'
import { readsAsCorrection } from '../extract/index'
import type { ServiceContext } from '../service-context'
import { type FactChanges, FactStore, MessageStore, type ProfileRow, type SqlExecutor } from '../store/index'
import { TimeSlice } from '../time-slice'
import type { ExtractedFact, SourceMessage } from '../types'
import { checkFacts } from './check-facts'
import { factsWithoutSecrets, redactedForExtraction } from './without-secrets'

/** How many earlier messages of its scene a correction is read against (the usual context is a few). */
const correctionReach = 60

/** How a job ended: everything processed, stopped (by update/stop or by closing the server), or an error. */
export type JobOutcome =
  | { kind: 'completed' }
  | { kind: 'stopped'; reason: StopReason }
  | { kind: 'failed'; error: unknown; messageId: number | undefined }

export type StopReason = 'stop' | 'close'

/** What a job checks when other processes share the database (see `SharedUpdateManager`). */
export interface JobGuards {
  /**
   * Called first in each commit's transaction: throws when this process no longer holds the profile's job; else
   * raises the profile's version (other processes' indexes rebuild) and tells whether update/stop was asked of any
   * process meanwhile — one statement for all three.
   */
  beginCommit(tx: SqlExecutor): Promise<{ version: number; stopRequested: boolean }>
}

/** Pending messages read at a time, with the scene context of each (one query per scene). */
const chunkSize = 64

/** A chunk of at least this many pending messages is a bulk update (`ExtractionContext.bulk`). */
const bulkChunk = 16

/**
 * How long a job goes on extracting (slice after slice) before it commits what it has. On SQLite a commit is cheap
 * and each slice's messages are committed at its end; on a shared database a commit is several round trips, so it
 * carries the messages of up to this many milliseconds (or the rest of the chunk): fewer statements per message,
 * at the cost of a stop discarding up to that much extraction work (the messages stay pending).
 */
const sharedCommitMs = 100

interface Extracted {
  message: SourceMessage
  facts: ExtractedFact[]
}

/**
 * One background update of one profile: processes its pending messages oldest first until none is left — including
 * messages added while it runs. The job works in slices of about 5 ms and lets the event loop run between them, so
 * other accounts' requests, `update/stop` and shutdown are never held up for long. Pending messages are read 64 at a
 * time with their scene context (a chunk of 16 or more is a bulk update: an extractor with `concurrency` is handed that
 * many at once, to read on worker threads, and chunks of twice that); the messages extracted in one slice (on a shared
 * database, in up to ~100 ms of slices) are committed together — their facts and `processed` marks in one transaction,
 * a fixed number of statements — so a crash or a stop never leaves a message half applied (a stop discards what is not
 * committed yet; those messages stay pending), and a message whose extraction fails is the only one left pending: the
 * messages before it are committed. Any failure — the extractor's, or the storage's (disk full, I/O error) — ends the
 * job as `failed`; `done` never rejects.
 */
export class UpdateJob {
  readonly profile: ProfileRow
  readonly done: Promise<JobOutcome>
  /** Settles once the job's first step (recording the request) is done: rejects when that write failed. */
  readonly started: Promise<void>
  #settleStarted: (error?: unknown) => void = () => {}
  #processed = 0
  #finishing = false
  #userProcessed = 0
  #embedded = 0
  #stopReason: StopReason | undefined
  readonly #controller = new AbortController()
  readonly #context: ServiceContext
  readonly #onEnd: (job: UpdateJob, outcome: JobOutcome) => Promise<JobOutcome>
  readonly #guards: JobGuards | undefined

  /**
   * @param onEnd called synchronously with the last look for pending messages, so no message can slip between; it
   *   returns the job's final outcome (a failing bookkeeping write turns a completed job into a failed one).
   */
  constructor(
    context: ServiceContext,
    profile: ProfileRow,
    onEnd: (job: UpdateJob, outcome: JobOutcome) => Promise<JobOutcome>,
    before: () => Promise<void>,
    shared?: JobGuards,
  ) {
    this.#guards = shared
    this.#context = context
    this.profile = profile
    this.#onEnd = onEnd
    this.started = new Promise<void>((resolve, reject) => {
      this.#settleStarted = (error) => (error === undefined ? resolve() : reject(error))
    })
    // A start whose caller went away must not be an unhandled rejection.
    this.started.catch(() => {})
    this.done = this.#run(before)
  }

  /** True once `stop` was called; the job may still be letting go of its current message. */
  get stopping(): boolean {
    return this.#stopReason !== undefined
  }

  /**
   * True while the job takes its last look for pending messages: a message stored now may be missed by that look,
   * so a start meanwhile must run the job again.
   */
  get finishing(): boolean {
    return this.#finishing
  }

  /** Messages this job has committed. */
  get processed(): number {
    return this.#processed
  }

  /**
   * The embedding work of this job for semantic recall: user messages it committed (each gets a vector) and vectors
   * stored so far (at most that many are counted).
   */
  get embedding(): { toEmbed: number; embedded: number } {
    return { toEmbed: this.#userProcessed, embedded: Math.min(this.#embedded, this.#userProcessed) }
  }

  /** Aborts the message in progress (its result is discarded) and ends the job. */
  stop(reason: StopReason): void {
    this.#stopReason ??= reason
    this.#controller.abort(new Error(`update ${reason === 'stop' ? 'stopped' : 'interrupted by shutdown'}`))
  }

  async #run(before: () => Promise<void>): Promise<JobOutcome> {
    const { messages } = this.#context
    const signal = this.#controller.signal
    const slice = new TimeSlice()
    try {
      // Let the request that started the job answer before the first message is read.
      await delay(0, undefined, { signal })
      try {
        await before()
      } catch (error) {
        this.#settleStarted(error)
        throw error
      }
      this.#settleStarted()
      const commitMs = this.#guards ? sharedCommitMs : 0
      // An extractor that reads messages side by side (on worker threads) gets chunks of twice its reach, so that it
      // waits less often while the job reads the next chunk from storage.
      const concurrency = Math.max(1, Math.floor(this.#context.options.extractor.concurrency ?? 1))
      for (;;) {
        await slice.yield(signal)
        signal.throwIfAborted()
        const chunk = await messages.pending(this.profile.pk, Math.max(chunkSize, 2 * concurrency))
        this.#finishing = chunk.length === 0
        if (chunk.length === 0) {
          // Vectors for semantic recall, made off the event loop once the messages are processed; a failure here is
          // not any one message's.
          const embedded = await this.#context.semantic.embedPending(this.profile.pk, signal, (count) => {
            this.#embedded += count
          })
          if (embedded > 0 || (await messages.countPending(this.profile.pk)) > 0) continue
          return this.#end({ kind: 'completed' })
        }
        const previous = await messages.previousForEach(chunk, this.#context.options.contextMessages)
        // Each message redacted once for the chunk, though it is also the context of the next few.
        const redacted = new Map<number, SourceMessage>()
        // Extract the chunk's messages, letting the event loop run whenever a slice is used up, and commit them
        // together at the end of a slice once `commitMs` have passed since the last commit (and at the chunk's end).
        let extracted: Extracted[] = []
        let since = performance.now()
        let failure: { error: unknown; messageId: number } | undefined
        // A bulk update hands the extractor several messages at once when it can read them side by side (on worker
        // threads); a chat turn's few are read one at a time. Facts are committed in message order either way.
        const bulk = chunk.length >= bulkChunk
        const ahead = bulk ? concurrency : 1
        const started: Array<Promise<Extracted>> = []
        for (const [index, message] of chunk.entries()) {
          // The messages up to `ahead` from this one are being read; read ahead of its turn, one may be discarded
          // (an earlier message failed, the job stopped).
          for (const next of chunk.slice(started.length, index + ahead)) {
            const reading = this.#read(next, previous.get(next.id) ?? [], signal, redacted, bulk)
            reading.catch(() => {})
            started.push(reading)
          }
          try {
            extracted.push(await (started[index] as Promise<Extracted>))
          } catch (error) {
            if (signal.aborted) return this.#end(this.#stopped())
            failure = { error, messageId: message.id }
            break
          }
          if (signal.aborted) return this.#end(this.#stopped())
          if (!slice.expired) continue
          if (performance.now() - since >= commitMs) {
            const failedWrite = await this.#commitIsolating(extracted)
            if (failedWrite) return this.#end({ kind: 'failed', ...failedWrite })
            extracted = []
            since = performance.now()
          }
          await slice.yield(signal)
        }
        const failedWrite = await this.#commitIsolating(extracted)
        if (failedWrite) return this.#end({ kind: 'failed', ...failedWrite })
        if (failure) return this.#end({ kind: 'failed', ...failure })
      }
    } catch (error) {
      return this.#end(signal.aborted ? this.#stopped() : { kind: 'failed', error, messageId: undefined })
    }
  }

  /** The checked facts of one message, read with its context; rejects on the extractor's failure or an abort. */
  async #read(
    message: SourceMessage,
    previous: SourceMessage[],
    signal: AbortSignal,
    redacted: Map<number, SourceMessage>,
    bulk: boolean,
  ): Promise<Extracted> {
    const { options, messages } = this.#context
    let context = previous
    // A correction may name a value said further back than the usual few messages ("correction, the baby is due in
    // November not October", a day and many messages later): it looks further back.
    if (
      message.role === 'user' &&
      context.length >= options.contextMessages &&
      context.length > 0 &&
      readsAsCorrection(message.content)
    ) {
      context = await messages.previousInScene(message.sceneId, message.id, correctionReach)
    }
    if (options.processingDelayMs > 0) await delay(options.processingDelayMs, undefined, { signal })
    const facts = await raceSignal(
      options.extractor.extract(redactedForExtraction(message, redacted), {
        profileId: this.profile.id,
        previous: context.map((earlier) => redactedForExtraction(earlier, redacted)),
        signal,
        ...(bulk ? { bulk } : {}),
      }),
      signal,
    )
    signal.throwIfAborted()
    return { message, facts: factsWithoutSecrets(checkFacts(options.extractor.name, facts)) }
  }

  /**
   * Commits the slice's messages in one transaction; when that fails (a storage fault, a trigger refusing one fact),
   * commits them one at a time so the messages before the failing one are applied and only it and the rest stay
   * pending. The failed transaction was rolled back, so nothing is written twice.
   */
  async #commitIsolating(extracted: readonly Extracted[]): Promise<{ error: unknown; messageId: number } | undefined> {
    try {
      await this.#commit(extracted)
      return undefined
    } catch (error) {
      if (extracted.length === 1) return { error, messageId: (extracted[0] as Extracted).message.id }
    }
    for (const one of extracted) {
      try {
        await this.#commit([one])
      } catch (error) {
        return { error, messageId: one.message.id }
      }
    }
    return undefined
  }

  /**
   * Stores the facts of extracted messages and marks them processed in one transaction (all of them or none), in
   * message order, then lets the retrieval index follow.
   */
  async #commit(extracted: readonly Extracted[]): Promise<void> {
    if (extracted.length === 0) return
    const { indexes, database, now } = this.#context
    const { changes, version, stopRequested } = await database.transaction(async (tx) => {
      // A process that lost its claim (stalled past the lease, taken over) must not apply anything.
      const guard = await this.#guards?.beginCommit(tx)
      const changes = await new FactStore(tx).insertForMessages(this.profile.pk, this.profile.id, extracted, now())
      await new MessageStore(tx).markProcessed(extracted.map(({ message }) => message.id))
      // Other processes' indexes of the profile see the raised version and rebuild.
      return { changes, version: guard?.version ?? 0, stopRequested: guard?.stopRequested ?? false }
    })
    extracted.forEach(({ message }, index) => {
      const last = index === extracted.length - 1
      indexes.applyProcessed(this.profile.pk, message, changes[index] as FactChanges, last ? version : 0)
    })
    this.#processed += extracted.length
    for (const { message } of extracted) if (message.role === 'user') this.#userProcessed += 1
    // On a shared database, update/stop may have been asked of another process.
    if (stopRequested) this.stop('stop')
  }

  /**
   * Hands the outcome to the manager — synchronously after the last look for pending messages, so none can slip in
   * between. Whatever goes wrong there is the job's failure, never a rejection of `done`.
   */
  async #end(outcome: JobOutcome): Promise<JobOutcome> {
    // A job stopped before its first step has started (and ended) all the same.
    this.#settleStarted()
    try {
      return await this.#onEnd(this, outcome)
    } catch (error) {
      return { kind: 'failed', error, messageId: outcome.kind === 'failed' ? outcome.messageId : undefined }
    }
  }

  #stopped(): JobOutcome {
    return { kind: 'stopped', reason: this.#stopReason ?? 'stop' }
  }
}
