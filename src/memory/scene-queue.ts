import type { Message } from '../client/types'

/** Counts down the messages of one `recordTurn`; its promise settles when every one is delivered, failed or dropped. */
export class TurnTracker {
  readonly promise: Promise<void>
  #remaining: number
  #resolve: () => void = () => undefined

  constructor(messages: number) {
    this.#remaining = messages
    this.promise = new Promise((resolve) => {
      this.#resolve = resolve
    })
  }

  settle(): void {
    this.#remaining -= 1
    if (this.#remaining === 0) this.#resolve()
  }
}

/** One batch on its way: fixed messages, one idempotency key through every retry, abortable by a deadline. */
export interface Batch {
  readonly messages: readonly QueuedMessage[]
  readonly idempotencyKey: string
  readonly controller: AbortController
  /** Set when a deadline gave the batch up: it is already reported, and its send must not count it again. */
  abandoned: boolean
}

export interface QueuedMessage {
  message: Message
  /** Global arrival order, across scenes: the overflow rule drops the lowest first. */
  sequence: number
  enqueuedAt: number
  turn: TurnTracker
}

/**
 * One conversation's outbox. Messages wait in `buffer` in arrival order; the worker takes a batch off its front,
 * and that batch (`sending`) stays fixed, with one idempotency key, until it is delivered or has failed for good.
 * Only one batch per scene is ever on its way, which keeps the scene's order across retries.
 */
export class SceneQueue {
  readonly userId: string
  readonly conversationId: string | undefined
  readonly buffer: QueuedMessage[] = []
  sending: Batch | undefined
  /**
   * Poison isolation: after the service rejected a batch as a whole (413, 400), its messages go back to the front
   * of the buffer and are sent in batches of at most `splitSize` up to sequence `splitUntil`, halving on each
   * rejection, until the offending message stands alone.
   */
  splitUntil = 0
  splitSize = 1
  /** Latest timestamp given to this scene: later messages are never stamped earlier. */
  lastTimestamp = 0
  /** Buffered messages up to this sequence number go out now, whatever the batch policy says (`flush`). */
  flushThrough = 0
  working = false
  timer: ReturnType<typeof setTimeout> | undefined

  constructor(userId: string, conversationId: string | undefined) {
    this.userId = userId
    this.conversationId = conversationId
  }

  /** Stamps and buffers the messages of one turn. */
  enqueue(messages: readonly Message[], turn: TurnTracker, firstSequence: number, now: number): void {
    messages.forEach((message, offset) => {
      this.lastTimestamp = Math.max(this.lastTimestamp, message.timestamp)
      this.buffer.push({
        message: { ...message, timestamp: this.lastTimestamp },
        sequence: firstSequence + offset,
        enqueuedAt: now,
        turn,
      })
    })
  }

  /** Nothing buffered, nothing on its way: the scene may be forgotten. */
  get idle(): boolean {
    return this.buffer.length === 0 && this.sending === undefined && !this.working
  }

  clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
