import type { SqlDatabase } from '../sql-database'
import type { VectorColumn } from '../vector-store'
import { postgresMigrations } from './migrations'

/** The advisory lock every process takes to migrate: one migrates, the others wait and find it done. */
const migrationLock = 7_172_001

/**
 * Brings the Postgres schema up to date in one transaction under an advisory lock (several processes may start at
 * once), refusing a schema newer than this code knows. Resolves with how the database holds sentence vectors.
 */
export async function migratePostgres(database: SqlDatabase): Promise<VectorColumn> {
  await database.transaction(async (tx) => {
    await tx.get('SELECT pg_advisory_xact_lock(?) AS locked', [migrationLock])
    await tx.run(
      'CREATE TABLE IF NOT EXISTS profile_context_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    )
    const row = await tx.get<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM profile_context_migrations',
    )
    const current = row?.version ?? 0
    const latest = postgresMigrations.at(-1)?.version ?? 0
    if (current > latest) {
      throw new Error(
        `The database has schema version ${current}, newer than this server knows (${latest}); upgrade profile-context.`,
      )
    }
    for (const migration of postgresMigrations) {
      if (migration.version <= current) continue
      await migration.apply(tx)
      await tx.run('INSERT INTO profile_context_migrations (version, applied_at) VALUES (?, ?)', [
        migration.version,
        Date.now(),
      ])
    }
  })
  const column = await database.get<{ udt_name: string }>(
    "SELECT udt_name FROM information_schema.columns WHERE table_name = 'message_vectors' AND column_name = 'vector' AND table_schema = current_schema()",
  )
  return column?.udt_name === 'vector' ? 'pgvector' : 'bytes'
}
