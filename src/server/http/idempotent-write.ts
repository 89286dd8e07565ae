import type { ServiceContext } from '../service-context'
import { inTransaction } from '../store/index'
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
export function idempotentWrite(
  service: ServiceContext,
  options: { account: string; key: string | undefined; request: Request; bodyText: string },
  write: () => { status: number; body: unknown },
): WriteResult {
  const { account, key, request, bodyText } = options
  const now = service.now()
  const print = key === undefined ? '' : fingerprint(request, bodyText)
  // The lookup, the write and the record share one transaction: nothing can store the same key in between.
  return inTransaction(service.database, () => {
    if (key !== undefined) {
      const record = service.idempotency.find(account, key, now)
      if (record) {
        if (record.fingerprint !== print) throw keyReused()
        return { status: record.status, body: JSON.parse(record.body) as unknown, replayed: true }
      }
    }
    const result = write()
    if (key !== undefined) {
      service.idempotency.save(
        account,
        key,
        { fingerprint: print, status: result.status, body: JSON.stringify(result.body) },
        now,
      )
    }
    return { ...result, replayed: false }
  })
}

/** The write's JSON answer; a replay carries `Idempotent-Replayed: true`. */
export function writeResponse(result: WriteResult): Response {
  return json(result.status, result.body, result.replayed ? { 'idempotent-replayed': 'true' } : {})
}
