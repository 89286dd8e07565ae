import type { DatabaseSync } from 'node:sqlite'

/** Accounts and the SHA-256 hashes of their API keys. Plain keys never reach the database. */
export class AccountStore {
  readonly #database: DatabaseSync

  constructor(database: DatabaseSync) {
    this.#database = database
  }

  /** The account a key hash belongs to, if any. */
  accountOf(keyHash: string): string | undefined {
    const row = this.#database.prepare('SELECT account_id FROM api_keys WHERE hash = ?').get(keyHash) as
      | { account_id: string }
      | undefined
    return row?.account_id
  }

  countKeys(): number {
    const row = this.#database.prepare('SELECT COUNT(*) AS count FROM api_keys').get() as { count: number }
    return row.count
  }

  /** Stores the key hash under the account, creating the account when new. */
  addKey(keyHash: string, accountId: string, now: number): void {
    this.#database.prepare('INSERT OR IGNORE INTO accounts (id, created_at) VALUES (?, ?)').run(accountId, now)
    this.#database
      .prepare('INSERT INTO api_keys (hash, account_id, created_at) VALUES (?, ?, ?)')
      .run(keyHash, accountId, now)
  }
}
