import type { ProfileContextClient } from '../client/index'
import { isRetryable } from '../client/retry'
import type { Message } from '../client/types'
import { ProfileContextError } from '../errors/profile-context-error'
import { UndeliveredMessagesError } from '../errors/undelivered-messages-error'
import { type FlushOptions, settledOrAborted, startDeadline } from './deadline'
import { withDeliveryRetry } from './delivery-retry'
import { type Identity, sceneKey } from './identity'
import { InjectedBlocks } from './injected-blocks'
import { Limiter } from './limiter'
import { type Delivery, traceDelivery } from './memory-spans'
import type { ResolvedMemoryOptions } from './options'
import { OverflowRule } from './overflow'
import { nextBatchSize, rejectsContent, splitRejected } from './poison-isolation'
import { errorInfo, type Reporter } from './report'
import { type Batch, SceneQueue, TurnTracker } from './scene-queue'
import type { StatsCounter } from './stats'
import { checkTurn, toWireMessages } from './turn-messages'
import type { RecordTurnInput } from './types'
import { failedBatchError, giveUp, undeliveredWire } from './undelivered'
import type { UpdateRunner } from './update-runner'
import type { UpdateWatcher } from './update-watcher'

// Scenes sending at once across all conversations: enough to drain a backlog fast, gentle on a recovering service.
const concurrentSends = 8
// Sends that wait for their update (`wait_for_result`) hold a slot for the update's length, not the upload's.
const concurrentWaitingSends = 64
// Idle scenes kept for their last timestamp; beyond this the oldest idle ones are forgotten.
const sceneLimit = 10_000
/** The default deadline of `close()`. */
export const defaultCloseTimeoutMs = 10_000

export interface TurnRecorderOptions {
  client: ProfileContextClient
  identity: Identity
  settings: ResolvedMemoryOptions
  stats: StatsCounter
  report: Reporter
  watcher: UpdateWatcher | undefined
  updates: UpdateRunner
  keepAlive: (promise: Promise<unknown>) => void
}

/** Queues turns per scene and delivers them in order, in batches, with retries; see `createProfileMemory`. */
export class TurnRecorder {
  readonly #options: TurnRecorderOptions
  readonly #scenes = new Map<string, SceneQueue>()
  readonly #pending = new Set<Promise<void>>()
  readonly #blocks = new InjectedBlocks()
  readonly #limiter = new Limiter(concurrentSends)
  readonly #waitingLimiter = new Limiter(concurrentWaitingSends)
  readonly #overflow: OverflowRule
  #sequence = 0
  #closed = false

  constructor(options: TurnRecorderOptions) {
    this.#options = options
    this.#overflow = new OverflowRule(options.settings.maxQueuedMessages, options.stats, options.report)
  }

  /** Remembers a block `getContext` returned, so that it is never sent back to the service. */
  rememberBlock(userId: string, block: string): void {
    this.#blocks.remember(userId, block)
  }

  record(input: RecordTurnInput): void {
    const { userId, conversationId, messages } = checkTurn(input)
    const { settings, stats, report } = this.#options
    const now = Date.now()
    const redact = settings.redact
    let wire: Message[]
    try {
      wire = toWireMessages(messages, {
        recordToolResults: settings.recordToolResults,
        strip: (text) => this.#blocks.strip(userId, text),
        redact: redact === undefined ? undefined : (text, role) => redact(text, { role, userId, conversationId }),
        maxChars: settings.maxMessageChars,
        now,
      })
    } catch (error) {
      // Never send what `redact` could not clean: the turn stays out of memory, and the application hears of it.
      stats.failed += messages.length
      report(
        new ProfileContextError('`redact` failed, so the turn was not recorded (nothing of it was sent).', {
          cause: error,
        }),
        errorInfo('record', { userId, conversationId }, messages.length),
      )
      return
    }
    if (wire.length === 0) return
    if (this.#closed) {
      stats.failed += wire.length
      report(
        new UndeliveredMessagesError('recordTurn was called after close(); the turn was not recorded.', {
          messages: undeliveredWire(userId, conversationId, wire),
        }),
        errorInfo('record', { userId, conversationId }, wire.length),
      )
      return
    }
    const scene = this.#scene(userId, conversationId)
    const turn = new TurnTracker(wire.length)
    scene.enqueue(wire, turn, this.#sequence + 1, now)
    this.#sequence += wire.length
    stats.queued += wire.length
    this.#track(turn.promise)
    this.#overflow.apply(this.#scenes.values())
    // Sending starts after the caller's synchronous code: recordTurn itself does no I/O work at all.
    queueMicrotask(() => this.#kick(scene))
  }

  /**
   * Sends every buffered message now and resolves when all accepted so far are delivered or have failed, or when
   * the deadline passes: then whatever is undelivered is given up and reported (see `FlushOptions`).
   */
  async flush(options?: FlushOptions, alsoWaitFor?: () => Promise<unknown>): Promise<void> {
    return this.#flush(options, 'flush', Number.POSITIVE_INFINITY, alsoWaitFor)
  }

  async #flush(
    options: FlushOptions | undefined,
    operation: string,
    defaultTimeoutMs: number,
    alsoWaitFor: (() => Promise<unknown>) | undefined,
  ): Promise<void> {
    const deadline = startDeadline(options, operation, defaultTimeoutMs)
    try {
      for (const scene of this.#scenes.values()) {
        scene.flushThrough = this.#sequence
        this.#kick(scene)
      }
      const delivered = (async () => {
        await Promise.all([...this.#pending])
        await this.#options.updates.flush()
        await alsoWaitFor?.()
      })()
      await settledOrAborted(delivered, deadline.signal)
      if (deadline.signal?.aborted === true) {
        this.#abandon(deadline.signal.reason)
        this.#options.updates.abandon(deadline.signal.reason)
      }
    } finally {
      deadline.dispose()
      this.#overflow.flush()
    }
  }

  /** Refuses new turns from now on, then flushes within the deadline (10 seconds unless told otherwise). */
  async close(options?: FlushOptions): Promise<void> {
    this.#closed = true
    try {
      await this.#flush(options, 'close', defaultCloseTimeoutMs, undefined)
    } finally {
      for (const scene of this.#scenes.values()) scene.clearTimer()
    }
  }

  /** A deadline passed: every message not delivered yet is aborted, reported with its messages, and forgotten. */
  #abandon(reason: unknown): void {
    const { stats, report } = this.#options
    for (const scene of this.#scenes.values()) {
      const batch = scene.sending
      if (batch !== undefined && !batch.abandoned) {
        batch.abandoned = true
        batch.controller.abort(reason)
        giveUp(scene, batch.messages, { cause: reason, idempotencyKey: batch.idempotencyKey, stats, report })
      }
      const waiting = scene.buffer.splice(0)
      scene.clearTimer()
      if (waiting.length > 0) giveUp(scene, waiting, { cause: reason, idempotencyKey: undefined, stats, report })
    }
  }

  #track(promise: Promise<void>): void {
    this.#pending.add(promise)
    void promise.then(() => this.#pending.delete(promise))
    this.#options.keepAlive(promise)
  }

  #scene(userId: string, conversationId: string | undefined): SceneQueue {
    const key = sceneKey(userId, conversationId)
    let scene = this.#scenes.get(key)
    if (scene !== undefined) return scene
    if (this.#scenes.size >= sceneLimit) {
      for (const [oldKey, oldScene] of this.#scenes) {
        if (!oldScene.idle) continue
        this.#scenes.delete(oldKey)
        break
      }
    }
    scene = new SceneQueue(userId, conversationId)
    this.#scenes.set(key, scene)
    return scene
  }

  #ready(scene: SceneQueue): boolean {
    const head = scene.buffer[0]
    if (head === undefined) return false
    const { update, maxMessages, maxDelayMs } = this.#options.settings
    if (update === 'auto' || this.#closed || head.sequence <= scene.flushThrough) return true
    return scene.buffer.length >= maxMessages || Date.now() - head.enqueuedAt >= maxDelayMs
  }

  #kick(scene: SceneQueue): void {
    if (scene.working) return
    scene.clearTimer()
    if (!this.#ready(scene)) {
      const head = scene.buffer[0]
      if (head !== undefined) {
        const wait = Math.max(0, head.enqueuedAt + this.#options.settings.maxDelayMs - Date.now())
        scene.timer = setTimeout(() => this.#kick(scene), wait)
      }
      return
    }
    scene.working = true
    void this.#drain(scene)
  }

  async #drain(scene: SceneQueue): Promise<void> {
    try {
      while (this.#ready(scene)) {
        const batch: Batch = {
          messages: scene.buffer.splice(0, nextBatchSize(scene, this.#options.settings.maxMessages)),
          idempotencyKey: crypto.randomUUID(),
          controller: new AbortController(),
          abandoned: false,
        }
        scene.sending = batch
        await this.#send(scene, batch)
        scene.sending = undefined
      }
    } finally {
      scene.working = false
      // Turns that arrived while this batch was on its way may need a timer of their own.
      if (scene.buffer.length > 0) this.#kick(scene)
    }
  }

  /** `#deliver` in an `update_memory` span (see memory-spans.ts). */
  #send(scene: SceneQueue, batch: Batch): Promise<void> {
    const { client, settings } = this.#options
    return traceDelivery(
      {
        baseURL: client.baseURL,
        update: settings.update,
        conversationId: scene.conversationId,
        messages: batch.messages.length,
      },
      (delivery) => this.#deliver(scene, batch, delivery),
      () => batch.abandoned,
    )
  }

  /** Delivers one fixed batch with one idempotency key, however many attempts it takes; never throws. */
  async #deliver(scene: SceneQueue, batch: Batch, delivery: Delivery): Promise<void> {
    const { client, identity, settings, stats, report } = this.#options
    const messages: Message[] = batch.messages.map((queued) => queued.message)
    const { idempotencyKey, controller } = batch
    const signal = controller.signal
    const auto = settings.update === 'auto'
    // Decided once per batch, so every retry of it is the same request (the idempotency key promises that).
    let waits: boolean | undefined
    let step = 'identity' as 'identity' | 'record'
    let settled = true
    // Slots are held per attempt, not across backoff waits, so a struggling scene cannot starve the others.
    const attempt = async () => {
      signal.throwIfAborted()
      step = 'identity'
      const { profileId, sceneId } = await this.#limiter.run(async () => ({
        profileId: await identity.profile(scene.userId, { signal }),
        sceneId: await identity.scene(scene.userId, scene.conversationId, { signal }),
      }))
      waits ??= auto && (settings.waitForUpdate || (this.#options.watcher?.waitsForResult(profileId) ?? false))
      step = 'record'
      await (waits ? this.#waitingLimiter : this.#limiter).run(() => {
        signal.throwIfAborted()
        return stats.track(() =>
          client.addText(profileId, sceneId, messages, {
            idempotencyKey,
            signal,
            ...(auto ? { updateNow: true, waitForResult: waits === true } : {}),
          }),
        )
      })
      return profileId
    }
    try {
      const profileId = await withDeliveryRetry(
        attempt,
        settings.retry,
        () => {
          stats.retried += 1
          delivery.retries += 1
        },
        // An IdStore failure (a shared store's blip) is retried like a service outage rather than losing the batch.
        (error) =>
          !signal.aborted && (isRetryable(error) || (step === 'identity' && !ProfileContextError.isInstance(error))),
        signal,
      )
      if (batch.abandoned) return
      delivery.profileId = profileId
      stats.sentRequests += 1
      stats.sentMessages += messages.length
      this.#delivered(profileId, scene.userId, messages.length, waits === true)
    } catch (error) {
      if (batch.abandoned) return
      if (step === 'record' && rejectsContent(error) && batch.messages.length > 1) {
        // Poison isolation: the batch goes back, in order, to be sent in halves, each a new batch with its own key.
        splitRejected(scene, batch)
        settled = false
        delivery.outcome = 'split'
        delivery.error = error
        return
      }
      stats.failed += messages.length
      delivery.outcome = 'failed'
      delivery.error = error
      const rejected = step === 'record' && rejectsContent(error)
      report(
        failedBatchError(scene, batch, error, rejected, step === 'record'),
        errorInfo(step, scene, messages.length),
      )
    } finally {
      if (settled && !batch.abandoned) {
        stats.queued -= messages.length
        for (const queued of batch.messages) queued.turn.settle()
        this.#overflow.settle()
      }
    }
  }

  #delivered(profileId: string, userId: string, messages: number, waited: boolean): void {
    const { settings, watcher, updates } = this.#options
    if (settings.update === 'manual') {
      updates.delivered(profileId, userId, messages)
      return
    }
    // With wait_for_result the profile is already updated; otherwise the update finishes in the background.
    if (waited) watcher?.finished(profileId)
    else watcher?.started(profileId)
  }
}
