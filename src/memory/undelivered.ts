import type { UndeliveredMessage } from '../errors/undelivered-messages-error'
import type { QueuedMessage, SceneQueue } from './scene-queue'

/** A queued message as `UndeliveredMessagesError` hands it back: with its user and conversation. */
export function undelivered(scene: SceneQueue, queued: QueuedMessage): UndeliveredMessage {
  const { role, content, timestamp } = queued.message
  return {
    userId: scene.userId,
    conversationId: scene.conversationId,
    role: role === 'user' ? 'user' : 'assistant',
    content,
    timestamp,
  }
}
