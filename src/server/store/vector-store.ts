import type { SqlExecutor } from './sql-database'

/** A user message waiting for its sentence vector. */
export interface UnembeddedMessage {
  id: number
  content: string
  /**
   * The message right before it in its scene when that one is the other side's (what a short reply answers:
   * "Where are you going?" before "Drakensberg. 5 days."); null when it is the user's own or there is none.
   */
  before: string | null
}

/** A stored sentence vector: the message it encodes and its quantized components. */
export interface StoredVector {
  messageId: number
  vector: Int8Array
}

/**
 * How the `vector` column holds a vector: `bytes` (SQLite BLOB, Postgres bytea: the int8 components as they are) or
 * `pgvector` (Postgres `vector`: the same components as numbers; an empty vector, kept for a message that only asks
 * something, is NULL because pgvector has no 0-dimensional vector).
 */
export type VectorColumn = 'bytes' | 'pgvector'

/**
 * Sentence vectors of user messages, one per message and model name. A vector is stored once and read back after a
 * restart; vectors of another model are ignored (and re-made), so changing the model never mixes two spaces.
 */
export class VectorStore {
  readonly #sql: SqlExecutor
  /** How this database's `vector` column holds a vector. */
  readonly column: VectorColumn

  constructor(sql: SqlExecutor, column: VectorColumn = 'bytes') {
    this.#sql = sql
    this.column = column
  }

  /**
   * Processed user messages after `afterId` with no vector of `model` yet, oldest first, each with the other side's
   * message right before it in its scene.
   */
  async unembedded(profilePk: number, model: string, afterId: number, limit: number): Promise<UnembeddedMessage[]> {
    const rows = await this.#sql.all<{ id: number; content: string; before_text: string | null }>(
      `SELECT m.id AS id, m.content AS content,
         (SELECT CASE WHEN p.role = 'user' THEN NULL ELSE p.content END FROM messages p
          WHERE p.scene_id = m.scene_id AND p.id < m.id ORDER BY p.id DESC LIMIT 1) AS before_text
       FROM messages m
       LEFT JOIN message_vectors v ON v.message_id = m.id AND v.model = ?
       WHERE m.profile_pk = ? AND m.processed = 1 AND m.role = 'user' AND m.id > ? AND v.message_id IS NULL
       ORDER BY m.id LIMIT ?`,
      [model, profilePk, afterId, limit],
    )
    return rows.map((row) => ({ id: row.id, content: row.content, before: row.before_text ?? null }))
  }

  /** Stores vectors (replacing any of another model for the same message). */
  async insert(profilePk: number, model: string, vectors: readonly StoredVector[]): Promise<void> {
    const pgvector = this.column === 'pgvector'
    // pgvector reads the text form ('[1,-2,…]') into the column's type: no cast that would need its schema on the path.
    const sql = `INSERT INTO message_vectors (message_id, profile_pk, model, vector) VALUES (?, ?, ?, ?)
      ON CONFLICT (message_id) DO UPDATE SET profile_pk = excluded.profile_pk, model = excluded.model, vector = excluded.vector`
    for (const { messageId, vector } of vectors) {
      const bytes = Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)
      const value = pgvector ? (vector.length === 0 ? null : `[${vector.join(',')}]`) : bytes
      await this.#sql.run(sql, [messageId, profilePk, model, value])
    }
  }

  /** How many non-empty vectors of `model` the profile has: what another process's index is checked against. */
  async countSearchable(profilePk: number, model: string): Promise<number> {
    const present = this.column === 'pgvector' ? 'vector IS NOT NULL' : 'length(vector) > 0'
    const row = await this.#sql.get<{ count: number }>(
      `SELECT COUNT(*) AS count FROM message_vectors WHERE profile_pk = ? AND model = ? AND ${present}`,
      [profilePk, model],
    )
    return row?.count ?? 0
  }

  /** Every vector of the profile made by `model`, in message order: what rebuilds its in-memory index. */
  async all(profilePk: number, model: string): Promise<StoredVector[]> {
    const pgvector = this.column === 'pgvector'
    const rows = await this.#sql.all<{ message_id: number; vector: Uint8Array | string | null }>(
      `SELECT message_id, ${pgvector ? 'CAST(vector AS text) AS vector' : 'vector'} FROM message_vectors WHERE profile_pk = ? AND model = ? ORDER BY message_id`,
      [profilePk, model],
    )
    return rows.map((row) => ({ messageId: row.message_id, vector: toInt8(row.vector) }))
  }
}

function toInt8(value: Uint8Array | string | null): Int8Array {
  if (value === null) return new Int8Array(0)
  if (typeof value === 'string') {
    const inner = value.slice(1, -1)
    return inner === '' ? new Int8Array(0) : Int8Array.from(inner.split(','), Number)
  }
  return new Int8Array(value.buffer, value.byteOffset, value.byteLength)
}
