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
  sending: readonly QueuedMessage[] | undefined
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
