import { DatabaseSync } from 'node:sqlite'
import { migrations } from './migrations'

/**
 * Opens the SQLite database (WAL for a file), brings its schema up to date, and refuses a schema newer than this
 * code knows, so an old server never writes into a database a newer one migrated.
 */
export function openDatabase(location: string): DatabaseSync {
  const database = new DatabaseSync(location)
  try {
    database.exec('PRAGMA busy_timeout = 5000')
    if (location !== ':memory:') database.exec('PRAGMA journal_mode = WAL')
    // NORMAL is durable under WAL except for the last commits on power loss, never corrupting.
    database.exec('PRAGMA synchronous = NORMAL')
    database.exec('PRAGMA foreign_keys = ON')
    migrate(database)
    return database
  } catch (error) {
    database.close()
    throw error
  }
}

function migrate(database: DatabaseSync): void {
  const row = database.prepare('PRAGMA user_version').get() as { user_version: number }
  const current = row.user_version
  const latest = migrations.at(-1)?.version ?? 0
  if (current > latest) {
    throw new Error(
      `The database has schema version ${current}, newer than this server knows (${latest}); upgrade profile-context.`,
    )
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue
    inTransaction(database, () => {
      database.exec(migration.sql)
      database.exec(`PRAGMA user_version = ${migration.version}`)
    })
  }
}

/** Runs `work` in one IMMEDIATE transaction: all of it is committed, or none of it. */
export function inTransaction<T>(database: DatabaseSync, work: () => T): T {
  database.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    database.exec('COMMIT')
    return result
  } catch (error) {
    if (database.isTransaction) database.exec('ROLLBACK')
    throw error
  }
}
