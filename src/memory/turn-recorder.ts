import type { ProfileContextClient } from '../client/index'
import { isRetryable } from '../client/retry'
import type { Message } from '../client/types'
import { ProfileContextError } from '../errors/profile-context-error'
import { makeRoomFor } from '../internal/bounded'
import { stripContextBlock } from './context-format'
import { withDeliveryRetry } from './delivery-retry'
import { type Identity, sceneKey } from './identity'
import { Limiter } from './limiter'
import type { ResolvedMemoryOptions } from './options'
import { dropOldest } from './overflow'
import { errorInfo, type Reporter } from './report'
import { type QueuedMessage, SceneQueue, TurnTracker } from './scene-queue'
import type { StatsCounter } from './stats'
import { checkTurn, toWireMessages } from './turn-messages'
import type { RecordTurnInput } from './types'
import type { UpdateRunner } from './update-runner'
import type { UpdateWatcher } from './update-watcher'

// Scenes sending at once across all conversations: enough to drain a backlog fast, gentle on a recovering service.
const concurrentSends = 8
// Sends that wait for their update (`wait_for_result`) hold a slot for the update's length, not the upload's.
const concurrentWaitingSends = 64
// Idle scenes kept for their last timestamp; beyond this the oldest idle ones are forgotten.
const sceneLimit = 10_000
// Blocks handed out per user that are stripped from recorded text even when a custom `format` made them.
const rememberedBlocks = 4

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
  readonly #blocks = new Map<string, string[]>()
  readonly #limiter = new Limiter(concurrentSends)
  readonly #waitingLimiter = new Limiter(concurrentWaitingSends)
  #sequence = 0
  #closed = false

  constructor(options: TurnRecorderOptions) {
    this.#options = options
  }

  /** Remembers a block `getContext` returned, so that it is never sent back to the service. */
  rememberBlock(userId: string, block: string): void {
    const blocks = (this.#blocks.get(userId) ?? []).filter((known) => known !== block)
    blocks.push(block)
    makeRoomFor(this.#blocks, userId, sceneLimit)
    this.#blocks.set(userId, blocks.slice(-rememberedBlocks))
  }

  record(input: RecordTurnInput): void {
    const { userId, conversationId, messages } = checkTurn(input)
    const { settings, stats, report } = this.#options
    const now = Date.now()
    const wire = toWireMessages(messages, {
      recordToolResults: settings.recordToolResults,
      strip: (text) => this.#strip(userId, text),
      now,
    })
    if (wire.length === 0) return
    if (this.#closed) {
      stats.failed += wire.length
      report(
        new ProfileContextError('recordTurn was called after close(); the turn was not recorded.'),
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
    dropOldest(this.#scenes.values(), stats, settings.maxQueuedMessages, report)
    // Sending starts after the caller's synchronous code: recordTurn itself does no I/O work at all.
    queueMicrotask(() => this.#kick(scene))
  }

  /** Sends every buffered message now and resolves when all accepted so far are delivered or have failed. */
  async flush(): Promise<void> {
    for (const scene of this.#scenes.values()) {
      scene.flushThrough = this.#sequence
      this.#kick(scene)
    }
    await Promise.all([...this.#pending])
    await this.#options.updates.flush()
  }

  /** Refuses new turns from now on, then flushes. */
  async close(): Promise<void> {
    this.#closed = true
    await this.flush()
    for (const scene of this.#scenes.values()) scene.clearTimer()
  }

  #strip(userId: string, text: string): string {
    let stripped = text
    for (const block of this.#blocks.get(userId) ?? []) stripped = stripped.replaceAll(block, '')
    return stripContextBlock(stripped)
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
        const batch = scene.buffer.splice(0, this.#options.settings.maxMessages)
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

  /** Delivers one fixed batch with one idempotency key, however many attempts it takes; never throws. */
  async #send(scene: SceneQueue, batch: readonly QueuedMessage[]): Promise<void> {
    const { client, identity, settings, stats, report } = this.#options
    const messages: Message[] = batch.map((queued) => queued.message)
    const idempotencyKey = crypto.randomUUID()
    const auto = settings.update === 'auto'
    // Decided once per batch, so every retry of it is the same request (the idempotency key promises that).
    let waits: boolean | undefined
    let step: 'identity' | 'record' = 'identity'
    // Slots are held per attempt, not across backoff waits, so a struggling scene cannot starve the others.
    const attempt = async () => {
      step = 'identity'
      const { profileId, sceneId } = await this.#limiter.run(async () => ({
        profileId: await identity.profile(scene.userId),
        sceneId: await identity.scene(scene.userId, scene.conversationId),
      }))
      waits ??= auto && (settings.waitForUpdate || (this.#options.watcher?.waitsForResult(profileId) ?? false))
      step = 'record'
      await (waits ? this.#waitingLimiter : this.#limiter).run(() =>
        stats.track(() =>
          client.addText(profileId, sceneId, messages, {
            idempotencyKey,
            ...(auto ? { updateNow: true, waitForResult: waits === true } : {}),
          }),
        ),
      )
      return profileId
    }
    try {
      const profileId = await withDeliveryRetry(
        attempt,
        settings.retry,
        () => {
          stats.retried += 1
        },
        // An IdStore failure (a shared store's blip) is retried like a service outage rather than losing the batch.
        (error) => isRetryable(error) || (step === 'identity' && !ProfileContextError.isInstance(error)),
      )
      stats.sentRequests += 1
      stats.sentMessages += messages.length
      this.#delivered(profileId, scene.userId, messages.length, waits === true)
    } catch (error) {
      stats.failed += messages.length
      report(error, errorInfo(step, scene, messages.length))
    } finally {
      stats.queued -= messages.length
      for (const queued of batch) queued.turn.settle()
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
