import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { SqlDatabase, SqlExecutor, SqlValue } from '../sql-database'

/** Statements kept prepared (preparing costs more than running them); the service uses a few dozen. */
const cacheLimit = 256

/**
 * The SQLite backend of `SqlDatabase` over one node:sqlite connection. Statements run synchronously and are
 * prepared once. A transaction holds the connection for its whole (asynchronous) span: statements from outside
 * wait for it to end, so they neither see its uncommitted rows nor become part of it.
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite'
  readonly shared = false
  readonly connection: DatabaseSync
  readonly #statements = new Map<string, StatementSync>()
  readonly #direct: SqlExecutor
  /** Settles when the open transaction ends; undefined when none is open. */
  #busy: Promise<void> | undefined

  constructor(connection: DatabaseSync) {
    this.connection = connection
    this.#direct = {
      all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
        this.#prepare(sql).all(...params) as unknown as Row[],
      get: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
        this.#prepare(sql).get(...params) as Row | undefined,
      run: async (sql: string, params: readonly SqlValue[] = []) => Number(this.#prepare(sql).run(...params).changes),
    }
  }

  async all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    while (this.#busy) await this.#busy
    return this.#direct.all<Row>(sql, params)
  }

  async get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    while (this.#busy) await this.#busy
    return this.#direct.get<Row>(sql, params)
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    while (this.#busy) await this.#busy
    return this.#direct.run(sql, params)
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    while (this.#busy) await this.#busy
    let end = () => {}
    this.#busy = new Promise<void>((resolve) => {
      end = resolve
    })
    try {
      this.connection.exec('BEGIN IMMEDIATE')
      try {
        const result = await work(this.#direct)
        this.connection.exec('COMMIT')
        return result
      } catch (error) {
        if (this.connection.isTransaction) this.connection.exec('ROLLBACK')
        throw error
      }
    } finally {
      this.#busy = undefined
      end()
    }
  }

  async close(): Promise<void> {
    while (this.#busy) await this.#busy
    this.#statements.clear()
    if (this.connection.isOpen) this.connection.close()
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql)
    if (!statement) {
      if (this.#statements.size >= cacheLimit) this.#statements.clear()
      statement = this.connection.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }
}
