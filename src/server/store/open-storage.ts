import type { Logger } from '../options'
import { openDatabase } from './database'
import { migratePostgres } from './postgres/migrate-postgres'
import { connectPostgres } from './postgres/pg-database'
import type { SqlDatabase } from './sql-database'
import { SqliteDatabase } from './sqlite/sqlite-database'
import type { VectorColumn } from './vector-store'
import { lockDatabaseFile } from './writer-lock'

/** The database a server runs on, migrated, and how to let it go. */
export interface OpenedStorage {
  database: SqlDatabase
  vectorColumn: VectorColumn
  close(): Promise<void>
}

/**
 * Opens the configured backend: a database given as is, Postgres at `databaseUrl`, else the SQLite file `db`
 * (locked to this process: one writer per file). Either way the schema is brought up to date first.
 */
export async function openStorage(options: {
  db: string
  databaseUrl: string | undefined
  database: SqlDatabase | undefined
  logger: Logger
}): Promise<OpenedStorage> {
  if (options.database) {
    const database = options.database
    const vectorColumn = database.dialect === 'postgres' ? await migratePostgres(database) : 'bytes'
    return { database, vectorColumn, close: async () => {} }
  }
  if (options.databaseUrl !== undefined) {
    const database = await connectPostgres(options.databaseUrl, {
      onError: (error) => options.logger.warn('a Postgres connection failed', { error: error.message }),
    })
    try {
      const vectorColumn = await migratePostgres(database)
      return { database, vectorColumn, close: () => database.close() }
    } catch (error) {
      await database.close()
      throw error
    }
  }
  const memory = options.db === ':memory:' || (options.db.startsWith('file:') && options.db.includes('mode=memory'))
  const lock = memory ? undefined : lockDatabaseFile(options.db)
  try {
    const database = new SqliteDatabase(openDatabase(options.db))
    return {
      database,
      vectorColumn: 'bytes',
      close: async () => {
        await database.close()
        lock?.release()
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}
