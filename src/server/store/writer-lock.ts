import { realpathSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** The lock that makes one process the only writer of a database file, held until `release`. */
export interface WriterLock {
  /** The lock file beside the database (`<database>.lock`). */
  readonly path: string
  release(): void
}

/** Thrown when another process (or another server in this one) already writes the database file. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError'
  readonly code = 'database_in_use'
  readonly database: string

  constructor(database: string, lockPath: string, options?: { cause?: unknown }) {
    super(
      `The database ${database} is in use by another profile-context service (lock ${lockPath}): one process writes a database file. Stop that process, or pass another --db.`,
      options,
    )
    this.database = database
  }
}

/** The real path of a database file that may not exist yet (its folder must), so that symlinks share one lock. */
function canonicalPath(location: string): string {
  const absolute = resolve(location)
  try {
    return realpathSync(absolute)
  } catch {
    return join(realpathSync(dirname(absolute)), basename(absolute))
  }
}

/**
 * Takes the writer lock of a database file, or throws `DatabaseInUseError` at once. The lock is SQLite's own file
 * locking (POSIX advisory locks): a connection to `<database>.lock` in `locking_mode = EXCLUSIVE` that writes keeps
 * its lock until it closes, and the operating system drops it when the process ends in any way — a crash or
 * `kill -9` never leaves a stale lock behind, unlike a pid file. The lock lives in a file of its own so that readers
 * (`sqlite3`, backups, a second process's read-only connection) still open the database itself under WAL.
 */
export function lockDatabaseFile(location: string): WriterLock {
  const database = canonicalPath(location)
  const path = `${database}.lock`
  const connection = new DatabaseSync(path)
  try {
    connection.exec('PRAGMA busy_timeout = 0')
    connection.exec('PRAGMA locking_mode = EXCLUSIVE')
    // A write transaction takes the lock; in EXCLUSIVE mode it is kept after the commit, until the connection closes.
    connection.exec('BEGIN IMMEDIATE')
    connection.exec('COMMIT')
  } catch (error) {
    connection.close()
    if ((error as { errcode?: unknown }).errcode === 5) throw new DatabaseInUseError(database, path, { cause: error })
    throw error
  }
  return {
    path,
    // The file stays: removing it could let a process that just opened it lock a file nobody else can find.
    release: () => {
      if (connection.isOpen) connection.close()
    },
  }
}
