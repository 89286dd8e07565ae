import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Message } from '../../client/types'
import type { SourceMessage } from '../types'

interface MessageRow {
  id: number
  scene_id: string
  role: SourceMessage['role']
  content: string
  timestamp: number
}

function toSourceMessage(row: MessageRow): SourceMessage {
  return { id: row.id, sceneId: row.scene_id, role: row.role, content: row.content, timestamp: row.timestamp }
}

const columns = 'id, scene_id, role, content, timestamp'

/**
 * Messages of scenes; `processed` turns 1 in the same transaction that stores the message's facts. The statements of
 * the update job's path are prepared once (preparing costs more than running them).
 */
export class MessageStore {
  readonly #database: DatabaseSync
  readonly #pending: StatementSync
  readonly #previous: StatementSync
  readonly #markProcessed: StatementSync
  readonly #countPending: StatementSync

  constructor(database: DatabaseSync) {
    this.#database = database
    this.#pending = database.prepare(
      `SELECT ${columns} FROM messages WHERE profile_pk = ? AND processed = 0 ORDER BY id LIMIT ?`,
    )
    this.#previous = database.prepare(
      `SELECT ${columns} FROM messages WHERE scene_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
    )
    this.#markProcessed = database.prepare('UPDATE messages SET processed = 1 WHERE id = ?')
    this.#countPending = database.prepare(
      'SELECT COUNT(*) AS count FROM messages WHERE profile_pk = ? AND processed = 0',
    )
  }

  insertBatch(profilePk: number, sceneId: string, batchId: string, messages: readonly Message[], now: number): void {
    const statement = this.#database.prepare(
      'INSERT INTO messages (profile_pk, scene_id, batch_id, role, content, timestamp, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const message of messages) {
      statement.run(profilePk, sceneId, batchId, message.role, message.content, message.timestamp, now)
    }
  }

  /** Up to `limit` of the profile's messages not processed yet, oldest first. */
  pending(profilePk: number, limit: number): SourceMessage[] {
    const rows = this.#pending.all(profilePk, limit) as unknown as MessageRow[]
    return rows.map(toSourceMessage)
  }

  /** Up to `limit` messages of the scene stored before `messageId`, oldest first. */
  previousInScene(sceneId: string, messageId: number, limit: number): SourceMessage[] {
    if (limit === 0) return []
    const rows = this.#previous.all(sceneId, messageId, limit) as unknown as MessageRow[]
    return rows.reverse().map(toSourceMessage)
  }

  markProcessed(messageId: number): void {
    this.#markProcessed.run(messageId)
  }

  counts(profilePk: number): { total: number; pending: number } {
    const row = this.#database
      .prepare(
        'SELECT COUNT(*) AS total, COALESCE(SUM(processed = 0), 0) AS pending FROM messages WHERE profile_pk = ?',
      )
      .get(profilePk) as { total: number; pending: number }
    return { total: row.total, pending: row.pending }
  }

  countPending(profilePk: number): number {
    const row = this.#countPending.get(profilePk) as { count: number }
    return row.count
  }

  /** Every processed message of the profile, for rebuilding its retrieval index. */
  processed(profilePk: number): SourceMessage[] {
    const rows = this.#database
      .prepare(
        'SELECT id, scene_id, role, content, timestamp FROM messages WHERE profile_pk = ? AND processed = 1 ORDER BY id',
      )
      .all(profilePk) as unknown as MessageRow[]
    return rows.map(toSourceMessage)
  }
}
