import type { Pool, PoolClient, PoolConfig } from 'pg'
import type { SqlDatabase, SqlExecutor, SqlValue } from '../sql-database'
import { postgresExecutor } from './postgres-executor'

/** Postgres type ids read as JavaScript numbers: int8 (COUNT, ids, timestamps) and numeric (SUM). */
const numberTypes = new Set([20, 1700])

/** Thrown when `databaseUrl` is given but the optional `pg` package is not installed. */
export class MissingDriverError extends Error {
  override readonly name = 'MissingDriverError'
  readonly code = 'missing_driver'
}

/**
 * Connects a pool to the Postgres database of `target` (a connection string, or a `pg` pool configuration) through
 * `pg` (node-postgres), loaded only now: a user of SQLite never installs it. Integers come back as numbers (ids and
 * millisecond timestamps stay below 2^53).
 */
export async function connectPostgres(
  target: string | PoolConfig,
  options: { maxConnections?: number; onError?: (error: Error) => void } = {},
): Promise<PgDatabase> {
  let pg: typeof import('pg').default
  try {
    pg = (await import('pg')).default
  } catch (error) {
    throw new MissingDriverError(
      'databaseUrl (--database-url, DATABASE_URL) needs the Postgres driver: install it with `npm install pg`.',
      { cause: error },
    )
  }
  const builtin = pg.types
  const pool = new pg.Pool({
    max: options.maxConnections ?? 10,
    ...(typeof target === 'string' ? { connectionString: target } : target),
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        numberTypes.has(id) ? (value: string) => Number(value) : builtin.getTypeParser(id, format)) as never,
    },
  })
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on('error', (error) => options.onError?.(error))
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw new Error(`Cannot connect to Postgres (${(error as Error).message}); check databaseUrl.`, { cause: error })
  }
  return new PgDatabase(pool)
}

/** The Postgres backend of `SqlDatabase` over a `pg` pool: statements on any connection, transactions on one. */
export class PgDatabase implements SqlDatabase {
  readonly dialect = 'postgres'
  readonly shared = true
  readonly #pool: Pool
  readonly #executor: SqlExecutor

  constructor(pool: Pool) {
    this.#pool = pool
    this.#executor = postgresExecutor((text, values) => pool.query(text, values))
  }

  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return this.#executor.all<Row>(sql, params)
  }

  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    return this.#executor.get<Row>(sql, params)
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.#executor.run(sql, params)
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client: PoolClient = await this.#pool.connect()
    let broken: Error | undefined
    try {
      await client.query('BEGIN')
      try {
        const result = await work(postgresExecutor((text, values) => client.query(text, values)))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError
        })
        throw error
      }
    } finally {
      // A connection whose rollback failed is discarded, never handed to the next transaction.
      client.release(broken)
    }
  }

  async close(): Promise<void> {
    await this.#pool.end()
  }
}
