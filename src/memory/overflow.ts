import { UndeliveredMessagesError } from '../errors/undelivered-messages-error'
import type { Reporter } from './report'
import type { QueuedMessage, SceneQueue } from './scene-queue'
import type { StatsCounter } from './stats'
import { undelivered } from './undelivered'

/** Reports of one overflow episode come at most this often. */
const reportIntervalMs = 1000

/**
 * The overflow rule: while more than `limit` messages are queued, the oldest message that is not yet part of a batch
 * on its way is dropped, whichever conversation it belongs to. A batch already sent (or being retried) is never cut,
 * since the service may have stored it.
 *
 * Reports come per episode, not per turn: the first drop of an episode is reported at once, later ones at most once
 * a second, each report with the episode's running count (in its text) and the messages dropped since the previous
 * report (on the error, counted in `info.messages`). An
 * episode ends when the queue has room again (`settle`).
 */
export class OverflowRule {
  readonly #limit: number
  readonly #stats: StatsCounter
  readonly #report: Reporter
  #episodeCount = 0
  #unreported: QueuedMessage[] = []
  #unreportedScenes = new Map<QueuedMessage, SceneQueue>()
  #lastReportAt = Number.NEGATIVE_INFINITY
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(limit: number, stats: StatsCounter, report: Reporter) {
    this.#limit = limit
    this.#stats = stats
    this.#report = report
  }

  /** Drops the oldest unsent messages until the queue fits. */
  apply(scenes: Iterable<SceneQueue>): void {
    if (this.#stats.queued <= this.#limit) return
    const all = [...scenes]
    while (this.#stats.queued > this.#limit) {
      let oldest: SceneQueue | undefined
      for (const scene of all) {
        const head = scene.buffer[0]
        const oldestHead = oldest?.buffer[0]
        if (head !== undefined && (oldestHead === undefined || head.sequence < oldestHead.sequence)) oldest = scene
      }
      const message = oldest?.buffer.shift()
      if (oldest === undefined || message === undefined) break
      this.#stats.queued -= 1
      this.#stats.dropped += 1
      this.#episodeCount += 1
      this.#unreported.push(message)
      this.#unreportedScenes.set(message, oldest)
      message.turn.settle()
    }
    this.#schedule()
  }

  /** The queue has room again: the episode, if any, ends with a last report of what is not reported yet. */
  settle(): void {
    if (this.#episodeCount === 0 || this.#stats.queued >= this.#limit) return
    this.flush()
    this.#episodeCount = 0
  }

  /** Reports what is not reported yet now (also at `close()`). */
  flush(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
    if (this.#unreported.length === 0) return
    const messages = this.#unreported
    const scenes = this.#unreportedScenes
    this.#unreported = []
    this.#unreportedScenes = new Map()
    this.#lastReportAt = Date.now()
    const lost = messages.map((message) => undelivered(scenes.get(message) as SceneQueue, message))
    this.#report(
      new UndeliveredMessagesError(
        `The send queue holds at most ${this.#limit} messages (maxQueuedMessages): ${this.#episodeCount} message(s) ` +
          `dropped so far in this overflow, ${messages.length} since the last report (they are on this error). The ` +
          'service may be unreachable, or turns arrive faster than they can be sent.',
        { messages: lost },
      ),
      // `info.messages` counts the messages on this report, so that the reports of an episode add up to its total.
      { operation: 'record', messages: messages.length },
    )
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#unreported.length === 0) return
    const wait = this.#lastReportAt + reportIntervalMs - Date.now()
    if (wait <= 0) {
      this.flush()
      return
    }
    this.#timer = setTimeout(() => this.flush(), wait)
  }
}
