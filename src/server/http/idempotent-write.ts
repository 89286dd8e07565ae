import type { ServiceContext } from '../service-context'
import { IdempotencyStore, type SqlExecutor } from '../store/index'
import { fingerprint, keyReused } from './idempotency'
import { json } from './json-response'

/** The answer of a write: its status and JSON body, and whether it is a replay of a first answer. */
export interface WriteResult {
  status: number
  body: unknown
  replayed: boolean
}

/**
 * Runs a write once per (account, Idempotency-Key): the write and the record of its answer are committed in one
 * transaction; a replay returns the recorded answer and changes nothing; the same key with another request is a 422.
 * Without a key the write simply runs (in a transaction).
 */
export async function idempotentWrite(
  service: ServiceContext,
  options: { account: string; key: string | undefined; request: Request; bodyText: string },
  write: (tx: SqlExecutor) => Promise<{ status: number; body: unknown }>,
): Promise<WriteResult> {
  const { account, key, request, bodyText } = options
  const now = service.now()
  const print = key === undefined ? '' : fingerprint(request, bodyText)
  // The lookup, the write and the record share one transaction: nothing can store the same key in between.
  try {
    return await attempt()
  } catch (error) {
    // Another process committed the same key (or took the same profile id) first: a unique constraint refused ours.
    // Once more, the lookup sees its answer and replays it (or the id is taken and another one is chosen).
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }

  function attempt(): Promise<WriteResult> {
    return service.database.transaction(async (tx) => {
      const idempotency = new IdempotencyStore(tx, service.options.idempotencyTtlMs)
      if (key !== undefined) {
        const record = await idempotency.find(account, key, now)
        if (record) {
          if (record.fingerprint !== print) throw keyReused()
          return { status: record.status, body: JSON.parse(record.body) as unknown, replayed: true }
        }
      }
      const result = await write(tx)
      if (key !== undefined) {
        await idempotency.save(
          account,
          key,
          { fingerprint: print, status: result.status, body: JSON.stringify(result.body) },
          now,
        )
      }
      return { ...result, replayed: false }
    })
  }
}

/** A unique constraint refused an insert: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE, Postgres's 23505. */
function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = error as { code?: unknown; errcode?: unknown }
  return code === '23505' || errcode === 1555 || errcode === 2067
}

/** The write's JSON answer; a replay carries `Idempotent-Replayed: true`. */
export function writeResponse(result: WriteResult): Response {
  return json(result.status, result.body, result.replayed ? { 'idempotent-replayed': 'true' } : {})
}
