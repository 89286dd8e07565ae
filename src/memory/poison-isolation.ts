import { APIError } from '../errors/api-error'
import type { Batch, SceneQueue } from './scene-queue'

/** A rejection about the batch's content (too large, a malformed message): splitting it isolates the offender. */
export function rejectsContent(error: unknown): boolean {
  return APIError.isInstance(error) && (error.status === 400 || error.status === 413 || error.status === 422)
}

/**
 * Puts a rejected batch of several messages back at the front of the scene's buffer, in order, to be sent in halves:
 * each part is a new batch with its own idempotency key (never a replay of the rejected one). Halving goes on at
 * each rejection until the offending message stands alone; smaller batches are kept until the rejected messages
 * are through, so a batch of n costs at most about 2n requests.
 */
export function splitRejected(scene: SceneQueue, batch: Batch): void {
  scene.splitUntil = Math.max(scene.splitUntil, batch.messages.at(-1)?.sequence ?? 0)
  scene.splitSize = Math.ceil(batch.messages.length / 2)
  scene.buffer.unshift(...batch.messages)
}

/** Messages in the scene's next batch: `maxMessages`, fewer while a rejected batch is being split. */
export function nextBatchSize(scene: SceneQueue, maxMessages: number): number {
  const head = scene.buffer[0]
  if (head === undefined || head.sequence > scene.splitUntil) return maxMessages
  const inSplit = scene.buffer.findIndex((queued) => queued.sequence > scene.splitUntil)
  return Math.min(scene.splitSize, inSplit === -1 ? scene.buffer.length : inSplit)
}
