import type { DatabaseSync } from 'node:sqlite'

/** The first answer given to a request carrying an `Idempotency-Key`. */
export interface IdempotencyRecord {
  fingerprint: string
  status: number
  body: string
}

/** First answers per (account, Idempotency-Key), kept for a time to live. */
export class IdempotencyStore {
  readonly #database: DatabaseSync
  readonly #ttlMs: number

  constructor(database: DatabaseSync, ttlMs: number) {
    this.#database = database
    this.#ttlMs = ttlMs
  }

  find(accountId: string, key: string, now: number): IdempotencyRecord | undefined {
    const row = this.#database
      .prepare(
        'SELECT fingerprint, status, body FROM idempotency_records WHERE account_id = ? AND key = ? AND created_at > ?',
      )
      .get(accountId, key, now - this.#ttlMs) as IdempotencyRecord | undefined
    return row && { fingerprint: row.fingerprint, status: row.status, body: row.body }
  }

  /**
   * Call inside the transaction that looked the key up and makes the change, so a record exists exactly when the
   * change does. A plain INSERT: a live record for the key is never replaced (the lookup would have replayed it).
   */
  save(accountId: string, key: string, record: IdempotencyRecord, now: number): void {
    this.#database.prepare('DELETE FROM idempotency_records WHERE created_at <= ?').run(now - this.#ttlMs)
    this.#database
      .prepare(
        'INSERT INTO idempotency_records (account_id, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(accountId, key, record.fingerprint, record.status, record.body, now)
  }
}
