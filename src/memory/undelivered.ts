import type { Message } from '../client/types'
import { type UndeliveredMessage, UndeliveredMessagesError } from '../errors/undelivered-messages-error'
import { errorInfo, type Reporter } from './report'
import type { Batch, QueuedMessage, SceneQueue } from './scene-queue'
import type { StatsCounter } from './stats'

/** A queued message as `UndeliveredMessagesError` hands it back: with its user and conversation. */
export function undelivered(scene: SceneQueue, queued: QueuedMessage): UndeliveredMessage {
  return undeliveredWire(scene.userId, scene.conversationId, [queued.message])[0] as UndeliveredMessage
}

/** Wire messages of one conversation as `UndeliveredMessagesError` hands them back. */
export function undeliveredWire(
  userId: string,
  conversationId: string | undefined,
  messages: readonly Message[],
): UndeliveredMessage[] {
  return messages.map(({ role, content, timestamp }) => ({
    userId,
    conversationId,
    role: role === 'user' ? 'user' : 'assistant',
    content,
    timestamp,
  }))
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Gives up messages at a deadline: counts them failed, reports them with the messages on the error, and settles
 * their turns. `idempotencyKey` is set for a batch that was on its way (the service may have stored it).
 */
export function giveUp(
  scene: SceneQueue,
  messages: readonly QueuedMessage[],
  details: { cause: unknown; idempotencyKey: string | undefined; stats: StatsCounter; report: Reporter },
): void {
  const { cause, idempotencyKey, stats, report } = details
  stats.failed += messages.length
  stats.queued -= messages.length
  const sent = idempotencyKey === undefined ? 'not sent yet' : 'on their way (the service may have stored them)'
  report(
    new UndeliveredMessagesError(`${messages.length} message(s) ${sent} were given up: ${errorText(cause)}`, {
      messages: messages.map((queued) => undelivered(scene, queued)),
      idempotencyKey,
      cause,
    }),
    errorInfo('record', scene, messages.length),
  )
  for (const queued of messages) queued.turn.settle()
}

/** The error of a batch that failed for good: rejected by the service, or undeliverable after every retry. */
export function failedBatchError(scene: SceneQueue, batch: Batch, error: unknown, rejected: boolean, sent: boolean) {
  const count = batch.messages.length
  return new UndeliveredMessagesError(
    rejected
      ? `The service rejected ${count === 1 ? 'this message' : 'these messages'}: ${errorText(error)}`
      : `${count} message(s) could not be delivered: ${errorText(error)}`,
    {
      messages: batch.messages.map((queued) => undelivered(scene, queued)),
      // A rejected batch was not stored; one that failed in transit may have been, so the key makes a resend safe.
      idempotencyKey: rejected || !sent ? undefined : batch.idempotencyKey,
      cause: error,
    },
  )
}
