/** A value a statement binds: what both SQLite and Postgres store as-is. */
export type SqlValue = string | number | null | Uint8Array

/**
 * Runs statements written once for both backends: `?` placeholders, portable SQL (`RETURNING`, `ON CONFLICT`).
 * Integers come back as JavaScript numbers on both.
 */
export interface SqlExecutor {
  /** Every row the statement returns. */
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** The first row, or undefined. */
  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>
  /** Runs a write; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>
}

/**
 * The one storage interface of the service: a database the stores run their SQL on. SQLite (embedded, one process)
 * and Postgres (several processes) implement it.
 */
export interface SqlDatabase extends SqlExecutor {
  readonly dialect: 'sqlite' | 'postgres'
  /**
   * Whether other processes may write the same database at once (Postgres): then update jobs are claimed in the
   * database and in-memory indexes check a profile's version before use.
   */
  readonly shared: boolean
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  close(): Promise<void>
}
