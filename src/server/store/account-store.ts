import type { SqlExecutor } from './sql-database'

/** Accounts and the SHA-256 hashes of their API keys. Plain keys never reach the database. */
export class AccountStore {
  readonly #sql: SqlExecutor

  constructor(sql: SqlExecutor) {
    this.#sql = sql
  }

  /** The account a key hash belongs to, if any. */
  async accountOf(keyHash: string): Promise<string | undefined> {
    const row = await this.#sql.get<{ account_id: string }>('SELECT account_id FROM api_keys WHERE hash = ?', [keyHash])
    return row?.account_id
  }

  /** Every stored key hash with its account (a handful): what key registration at start reads. */
  async allKeys(): Promise<Array<{ hash: string; accountId: string }>> {
    const rows = await this.#sql.all<{ hash: string; account_id: string }>('SELECT hash, account_id FROM api_keys')
    return rows.map((row) => ({ hash: row.hash, accountId: row.account_id }))
  }

  /** Stores the key hash under the account, creating the account when new; a key already stored is left as is. */
  async addKey(keyHash: string, accountId: string, now: number): Promise<void> {
    await this.#sql.run('INSERT INTO accounts (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [accountId, now])
    await this.#sql.run('INSERT INTO api_keys (hash, account_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
      keyHash,
      accountId,
      now,
    ])
  }
}
