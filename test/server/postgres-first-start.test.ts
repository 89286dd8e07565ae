import { randomBytes } from 'node:crypto'
import { createServer, type ProfileContextServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPostgres, type PgDatabase } from '../../src/server/store/postgres/pg-database'
import { startTestPostgres, type TestPostgres } from '../helpers/local-postgres'
import { silentLogger } from './helpers/test-service'

/**
 * Several service processes starting at once on an empty Postgres database (each server here has its own pool, as
 * a process would): key registration is serialised, so they agree on the keys whatever the timing.
 */
describe('first start of several processes on an empty Postgres database', () => {
  let postgres: TestPostgres
  let admin: PgDatabase
  const schemas: string[] = []
  beforeAll(async () => {
    postgres = await startTestPostgres()
    admin = await connectPostgres(postgres.url)
  }, 60_000)
  afterAll(async () => {
    for (const schema of schemas) await admin.run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin?.close()
    await postgres?.stop()
  })

  async function emptyDatabase(): Promise<{ databaseUrl: string; schema: string }> {
    const schema = `pc_first_${randomBytes(6).toString('hex')}`
    await admin.run(`CREATE SCHEMA ${schema}`)
    schemas.push(schema)
    const url = new URL(postgres.url)
    url.searchParams.set('options', `-c search_path=${schema}`)
    return { databaseUrl: url.toString(), schema }
  }

  it('with no key configured, exactly one process generates the key, and every process accepts it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { databaseUrl, schema } = await emptyDatabase()
      const servers = await Promise.all(
        Array.from({ length: 4 }, () => createServer({ databaseUrl, logger: silentLogger })),
      )
      try {
        const generated = servers.map((server) => server.generatedApiKey).filter((key) => key !== undefined)
        expect(generated).toHaveLength(1)
        const keys = await admin.all<{ count: number }>(`SELECT COUNT(*) AS count FROM ${schema}.api_keys`)
        expect(keys).toEqual([{ count: 1 }])
        for (const server of servers) {
          const response = await server.fetch(
            new Request('http://localhost/v1/profiles?requested_id=ana', {
              method: 'POST',
              headers: { authorization: `Bearer ${generated[0]}` },
            }),
          )
          expect(response.status).toBe(201)
        }
      } finally {
        await Promise.all(servers.map((server) => server.close()))
      }
    }
  }, 60_000)

  it('one key given for two accounts by processes starting together: the second is refused, naming both', async () => {
    const { databaseUrl } = await emptyDatabase()
    const starts = await Promise.allSettled(
      ['team-a', 'team-b'].map((account) =>
        createServer({ databaseUrl, apiKeys: [{ key: 'shared-key', account }], logger: silentLogger }),
      ),
    )
    const started = starts.filter(
      (start): start is PromiseFulfilledResult<ProfileContextServer> => start.status === 'fulfilled',
    )
    const refused = starts.filter((start): start is PromiseRejectedResult => start.status === 'rejected')
    try {
      expect(started).toHaveLength(1)
      expect(refused).toHaveLength(1)
      expect(String(refused[0]?.reason)).toMatch(
        /apiKeys: a key given for account "team-(a|b)" already belongs to account "team-(a|b)"/,
      )
    } finally {
      await Promise.all(started.map((start) => start.value.close()))
    }
  }, 60_000)
})
