import type { SqlExecutor } from './sql-database'

/** The first answer given to a request carrying an `Idempotency-Key`. */
export interface IdempotencyRecord {
  fingerprint: string
  status: number
  body: string
}

/**
 * First answers per (account, Idempotency-Key), kept for a time to live. The key is the table's primary key: two
 * processes storing the same key at once cannot both commit.
 */
export class IdempotencyStore {
  readonly #sql: SqlExecutor
  readonly #ttlMs: number

  constructor(sql: SqlExecutor, ttlMs: number) {
    this.#sql = sql
    this.#ttlMs = ttlMs
  }

  async find(accountId: string, key: string, now: number): Promise<IdempotencyRecord | undefined> {
    const row = await this.#sql.get<IdempotencyRecord>(
      'SELECT fingerprint, status, body FROM idempotency_records WHERE account_id = ? AND key = ? AND created_at > ?',
      [accountId, key, now - this.#ttlMs],
    )
    return row && { fingerprint: row.fingerprint, status: row.status, body: row.body }
  }

  /**
   * Call inside the transaction that looked the key up and makes the change, so a record exists exactly when the
   * change does. An expired record of the key is replaced; a live one makes the insert fail (the lookup would have
   * replayed it, so only a concurrent first attempt in another process can hold it).
   */
  async save(accountId: string, key: string, record: IdempotencyRecord, now: number): Promise<void> {
    await this.#sql.run('DELETE FROM idempotency_records WHERE created_at <= ?', [now - this.#ttlMs])
    await this.#sql.run(
      'INSERT INTO idempotency_records (account_id, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [accountId, key, record.fingerprint, record.status, record.body, now],
    )
  }
}
