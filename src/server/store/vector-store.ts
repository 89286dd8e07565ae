import type { DatabaseSync } from 'node:sqlite'

/** A user message waiting for its sentence vector. */
export interface UnembeddedMessage {
  id: number
  content: string
}

/** A stored sentence vector: the message it encodes and its quantized components. */
export interface StoredVector {
  messageId: number
  vector: Int8Array
}

/**
 * Sentence vectors of user messages, one per message and model name. A vector is stored once and read back after a
 * restart; vectors of another model are ignored (and re-made), so changing the model never mixes two spaces.
 */
export class VectorStore {
  readonly #database: DatabaseSync

  constructor(database: DatabaseSync) {
    this.#database = database
  }

  /** Processed user messages after `afterId` with no vector of `model` yet, oldest first. */
  unembedded(profilePk: number, model: string, afterId: number, limit: number): UnembeddedMessage[] {
    return this.#database
      .prepare(
        `SELECT m.id AS id, m.content AS content FROM messages m
         LEFT JOIN message_vectors v ON v.message_id = m.id AND v.model = ?
         WHERE m.profile_pk = ? AND m.processed = 1 AND m.role = 'user' AND m.id > ? AND v.message_id IS NULL
         ORDER BY m.id LIMIT ?`,
      )
      .all(model, profilePk, afterId, limit) as unknown as UnembeddedMessage[]
  }

  /** Stores vectors (replacing any of another model for the same message). Call inside a transaction. */
  insert(profilePk: number, model: string, vectors: readonly StoredVector[]): void {
    const statement = this.#database.prepare(
      'INSERT OR REPLACE INTO message_vectors (message_id, profile_pk, model, vector) VALUES (?, ?, ?, ?)',
    )
    for (const { messageId, vector } of vectors) statement.run(messageId, profilePk, model, vector)
  }

  /** Every vector of the profile made by `model`, in message order: what rebuilds its in-memory index. */
  all(profilePk: number, model: string): StoredVector[] {
    const rows = this.#database
      .prepare('SELECT message_id, vector FROM message_vectors WHERE profile_pk = ? AND model = ? ORDER BY message_id')
      .all(profilePk, model) as unknown as Array<{ message_id: number; vector: Uint8Array }>
    return rows.map((row) => ({
      messageId: row.message_id,
      vector: new Int8Array(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength),
    }))
  }
}
