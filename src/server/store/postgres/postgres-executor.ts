import type { SqlExecutor, SqlValue } from '../sql-database'

/** What a Postgres driver answers to one statement. */
export interface PostgresResult {
  rows: unknown[]
  rowCount: number | null | undefined
}

/** Runs one statement with `$1…` placeholders on a Postgres connection (pg's client, PGlite, …). */
export type PostgresQuery = (text: string, values: unknown[]) => Promise<PostgresResult>

const translated = new Map<string, string>()

/** The statement with its `?` placeholders numbered as Postgres wants them (the service's SQL has no `?` in text). */
export function numberPlaceholders(sql: string): string {
  let text = translated.get(sql)
  if (text === undefined) {
    let index = 0
    text = sql.replace(/\?/g, () => {
      index += 1
      return `$${index}`
    })
    if (translated.size < 512) translated.set(sql, text)
  }
  return text
}

/** A `SqlExecutor` over one Postgres query function: the service's portable SQL, numbered placeholders. */
export function postgresExecutor(query: PostgresQuery): SqlExecutor {
  const values = (params: readonly SqlValue[] | undefined) => (params ?? []) as unknown[]
  return {
    all: async <Row>(sql: string, params?: readonly SqlValue[]) =>
      (await query(numberPlaceholders(sql), values(params))).rows as Row[],
    get: async <Row>(sql: string, params?: readonly SqlValue[]) =>
      (await query(numberPlaceholders(sql), values(params))).rows[0] as Row | undefined,
    run: async (sql: string, params?: readonly SqlValue[]) =>
      (await query(numberPlaceholders(sql), values(params))).rowCount ?? 0,
  }
}
