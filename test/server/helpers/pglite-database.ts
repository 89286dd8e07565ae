import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { connectPostgres, type PgDatabase } from '../../../src/server/store/postgres/pg-database'

/**
 * The Postgres backend exactly as it runs against a server — `pg`'s pool and the service's SQL — on PGlite
 * (Postgres compiled to WebAssembly, in this process) through its node-postgres connection: what CI runs the
 * Postgres backend on. PGlite is one connection, so the pool has one: a statement from outside an open transaction
 * waits for it, as it would for a lock on a server.
 */
export async function createPgliteDatabase(): Promise<{ database: PgDatabase; close(): Promise<void> }> {
  const pglite = await PGlite.create()
  const config = createPgConfig(pglite)
  const database = await connectPostgres({ ...config, connection: config.connection, max: config.poolSize } as never, {
    maxConnections: 1,
  })
  return {
    database,
    close: async () => {
      await database.close()
      await pglite.close()
    },
  }
}
