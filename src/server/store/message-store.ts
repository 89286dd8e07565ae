import type { Message } from '../../client/types'
import type { SourceMessage } from '../types'
import type { SqlExecutor } from './sql-database'

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

/** Messages of scenes; `processed` turns 1 in the same transaction that stores the message's facts. */
export class MessageStore {
  readonly #sql: SqlExecutor

  constructor(sql: SqlExecutor) {
    this.#sql = sql
  }

  async insertBatch(
    profilePk: number,
    sceneId: string,
    batchId: string,
    messages: readonly Message[],
    now: number,
  ): Promise<void> {
    for (const message of messages) {
      await this.#sql.run(
        'INSERT INTO messages (profile_pk, scene_id, batch_id, role, content, timestamp, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [profilePk, sceneId, batchId, message.role, message.content, message.timestamp, now],
      )
    }
  }

  /** Up to `limit` of the profile's messages not processed yet, oldest first. */
  async pending(profilePk: number, limit: number): Promise<SourceMessage[]> {
    const rows = await this.#sql.all<MessageRow>(
      `SELECT ${columns} FROM messages WHERE profile_pk = ? AND processed = 0 ORDER BY id LIMIT ?`,
      [profilePk, limit],
    )
    return rows.map(toSourceMessage)
  }

  /** Up to `limit` messages of the scene stored before `messageId`, oldest first. */
  async previousInScene(sceneId: string, messageId: number, limit: number): Promise<SourceMessage[]> {
    if (limit === 0) return []
    const rows = await this.#sql.all<MessageRow>(
      `SELECT ${columns} FROM messages WHERE scene_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
      [sceneId, messageId, limit],
    )
    return rows.reverse().map(toSourceMessage)
  }

  async markProcessed(messageId: number): Promise<void> {
    await this.#sql.run('UPDATE messages SET processed = 1 WHERE id = ?', [messageId])
  }

  async counts(profilePk: number): Promise<{ total: number; pending: number }> {
    const row = await this.#sql.get<{ total: number; pending: number }>(
      'SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN processed = 0 THEN 1 ELSE 0 END), 0) AS pending FROM messages WHERE profile_pk = ?',
      [profilePk],
    )
    return { total: row?.total ?? 0, pending: row?.pending ?? 0 }
  }

  async countPending(profilePk: number): Promise<number> {
    const row = await this.#sql.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM messages WHERE profile_pk = ? AND processed = 0',
      [profilePk],
    )
    return row?.count ?? 0
  }

  /** Every processed message of the profile, for rebuilding its retrieval index. */
  async processed(profilePk: number): Promise<SourceMessage[]> {
    const rows = await this.#sql.all<MessageRow>(
      `SELECT ${columns} FROM messages WHERE profile_pk = ? AND processed = 1 ORDER BY id`,
      [profilePk],
    )
    return rows.map(toSourceMessage)
  }
}
