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

/** Rows one multi-row statement binds at most (7 values each: far below both backends' limits). */
const rowsPerStatement = 500

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
    // One statement per part, rows in order (their ids follow the batch's order).
    for (let offset = 0; offset < messages.length; offset += rowsPerStatement) {
      const part = messages.slice(offset, offset + rowsPerStatement)
      await this.#sql.run(
        `INSERT INTO messages (profile_pk, scene_id, batch_id, role, content, timestamp, created_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        part.flatMap((message) => [profilePk, sceneId, batchId, message.role, message.content, message.timestamp, now]),
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

  /**
   * The up to `limit` messages of its scene stored before each of `chunk` (pending messages of one profile, in id
   * order), oldest first, keyed by message id: one query per scene of the chunk instead of one per message.
   */
  async previousForEach(chunk: readonly SourceMessage[], limit: number): Promise<Map<number, SourceMessage[]>> {
    const previous = new Map<number, SourceMessage[]>()
    if (limit === 0) {
      for (const message of chunk) previous.set(message.id, [])
      return previous
    }
    const byScene = new Map<string, SourceMessage[]>()
    for (const message of chunk) byScene.set(message.sceneId, [...(byScene.get(message.sceneId) ?? []), message])
    for (const [sceneId, own] of byScene) {
      const last = (own.at(-1) as SourceMessage).id
      // Enough for every message of the chunk when the scene's messages in between are the chunk's own (pending
      // messages come in id order, so they are, unless an older run left a gap): one that lacks some is read alone.
      const window = limit + own.length - 1
      const rows = await this.#sql.all<MessageRow>(
        `SELECT ${columns} FROM messages WHERE scene_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
        [sceneId, last, window],
      )
      const before = rows.reverse().map(toSourceMessage)
      for (const message of own) {
        const earlier = before.filter((candidate) => candidate.id < message.id)
        const complete = earlier.length >= limit || rows.length < window
        previous.set(
          message.id,
          complete ? earlier.slice(-limit) : await this.previousInScene(sceneId, message.id, limit),
        )
      }
    }
    return previous
  }

  /** Marks messages processed; call in the transaction that stores their facts. */
  async markProcessed(messageIds: readonly number[]): Promise<void> {
    for (let offset = 0; offset < messageIds.length; offset += rowsPerStatement) {
      const part = messageIds.slice(offset, offset + rowsPerStatement)
      await this.#sql.run(`UPDATE messages SET processed = 1 WHERE id IN (${part.map(() => '?').join(', ')})`, part)
    }
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
