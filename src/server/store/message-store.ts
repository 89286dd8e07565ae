import type { DatabaseSync } from 'node:sqlite'
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

/** Messages of scenes; `processed` turns 1 in the same transaction that stores the message's facts. */
export class MessageStore {
  readonly #database: DatabaseSync

  constructor(database: DatabaseSync) {
    this.#database = database
  }

  insertBatch(profilePk: number, sceneId: string, batchId: string, messages: readonly Message[], now: number): void {
    const statement = this.#database.prepare(
      'INSERT INTO messages (profile_pk, scene_id, batch_id, role, content, timestamp, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const message of messages) {
      statement.run(profilePk, sceneId, batchId, message.role, message.content, message.timestamp, now)
    }
  }

  /** The oldest message of the profile not processed yet. */
  nextPending(profilePk: number): SourceMessage | undefined {
    const row = this.#database
      .prepare(
        'SELECT id, scene_id, role, content, timestamp FROM messages WHERE profile_pk = ? AND processed = 0 ORDER BY id LIMIT 1',
      )
      .get(profilePk) as MessageRow | undefined
    return row && toSourceMessage(row)
  }

  /** Up to `limit` messages of the scene stored before `messageId`, oldest first. */
  previousInScene(sceneId: string, messageId: number, limit: number): SourceMessage[] {
    if (limit === 0) return []
    const rows = this.#database
      .prepare(
        'SELECT id, scene_id, role, content, timestamp FROM messages WHERE scene_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
      )
      .all(sceneId, messageId, limit) as unknown as MessageRow[]
    return rows.reverse().map(toSourceMessage)
  }

  markProcessed(messageId: number): void {
    this.#database.prepare('UPDATE messages SET processed = 1 WHERE id = ?').run(messageId)
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
    const row = this.#database
      .prepare('SELECT COUNT(*) AS count FROM messages WHERE profile_pk = ? AND processed = 0')
      .get(profilePk) as { count: number }
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
