import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** A fresh folder for a SQLite file; `remove()` deletes it. */
export function createTempDatabase(): { file: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'profile-context-test-'))
  return { file: join(folder, 'service.db'), remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/** Runs one read-only query against the file the server writes (WAL lets both read at once). */
export function readRows<Row>(file: string, sql: string, ...parameters: Array<string | number>): Row[] {
  const database = new DatabaseSync(file, { readOnly: true })
  try {
    return database.prepare(sql).all(...parameters) as Row[]
  } finally {
    database.close()
  }
}
