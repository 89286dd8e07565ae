import type { ProfileMemory, TurnMessage, UpdateStatus } from 'profile-context'

export interface ImportOptions {
  /** An engine in manual mode (`update: 'manual'`, `batch.runUpdate: 'never'`): this function runs the one update. */
  memory: ProfileMemory
  userId: string
  messages: readonly TurnMessage[]
  /** Aborting stops the update through `update/stop` (Ctrl-C in the example). */
  signal: AbortSignal
  /** Every status read while the update runs. */
  onProgress?: (status: UpdateStatus) => void
  /** Milliseconds between two status reads. @default 200 */
  pollInterval?: number
}

export interface ImportResult {
  profileId: string
  /** Messages the service confirmed, and the requests (batches) they took. */
  sentMessages: number
  sentRequests: number
  /** `completed`: the profile is IDLE with everything processed; `stopped`: the update was stopped on request. */
  update: 'completed' | 'stopped'
  /** The status after the update finished or was stopped. */
  status: UpdateStatus
}

/**
 * Manual mode end to end: queue the whole transcript (the engine cuts it into batches of `batch.maxMessages`, each
 * sent once with its own idempotency key), deliver it with `flush()`, run one update, and follow `update/status`
 * until the profile is IDLE. When `signal` aborts during the update, `update/stop` ends it: facts from processed
 * messages stay, the rest waits for the next run.
 */
export async function importTranscript(options: ImportOptions): Promise<ImportResult> {
  const { memory, userId, messages, signal } = options
  const { client } = memory
  const profileId = await memory.profile(userId, { signal })
  const before = memory.stats()

  memory.recordTurn({ userId, conversationId: 'imported-transcript', messages })
  await memory.flush()
  const after = memory.stats()
  if (after.failed > before.failed || after.dropped > before.dropped) {
    throw new Error(
      `${after.failed - before.failed + after.dropped - before.dropped} message(s) could not be delivered; see the errors above.`,
    )
  }
  const sent = {
    sentMessages: after.sentMessages - before.sentMessages,
    sentRequests: after.sentRequests - before.sentRequests,
  }

  signal.throwIfAborted()
  await client.runUpdate(profileId)
  try {
    const status = await client.waitForIdle(profileId, {
      signal,
      pollInterval: options.pollInterval ?? 200,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    })
    return { profileId, ...sent, update: 'completed', status }
  } catch (error) {
    if (!signal.aborted) throw error
    await client.stopUpdate(profileId)
    return { profileId, ...sent, update: 'stopped', status: await client.getUpdateStatus(profileId) }
  }
}
