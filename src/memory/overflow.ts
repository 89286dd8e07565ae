import { ProfileContextError } from '../errors/profile-context-error'
import { errorInfo, type Reporter } from './report'
import type { SceneQueue } from './scene-queue'
import type { StatsCounter } from './stats'

/**
 * The overflow rule: while more than `limit` messages are queued, the oldest message that is not yet part of a batch
 * on its way is dropped, whichever conversation it belongs to. A batch already sent (or being retried) is never cut,
 * since the service may have stored it. Each conversation that lost messages is reported once, with the count.
 */
export function dropOldest(scenes: Iterable<SceneQueue>, stats: StatsCounter, limit: number, report: Reporter): void {
  if (stats.queued <= limit) return
  const all = [...scenes]
  const dropped = new Map<SceneQueue, number>()
  while (stats.queued > limit) {
    let oldest: SceneQueue | undefined
    for (const scene of all) {
      const head = scene.buffer[0]
      const oldestHead = oldest?.buffer[0]
      if (head !== undefined && (oldestHead === undefined || head.sequence < oldestHead.sequence)) oldest = scene
    }
    const message = oldest?.buffer.shift()
    if (oldest === undefined || message === undefined) break
    stats.queued -= 1
    stats.dropped += 1
    message.turn.settle()
    dropped.set(oldest, (dropped.get(oldest) ?? 0) + 1)
  }
  for (const [scene, count] of dropped) {
    report(
      new ProfileContextError(
        `The send queue holds at most ${limit} messages (maxQueuedMessages): dropped the ${count} oldest unsent ` +
          'message(s) of this conversation to make room. The service may be unreachable, or turns arrive faster than they can be sent.',
      ),
      errorInfo('record', scene, count),
    )
  }
}
