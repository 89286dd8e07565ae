import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FactChanges, FactStore, MessageStore, type SqlDatabase } from '../../src/server/store/index'
import type { ExtractedFact, SourceMessage } from '../../src/server/types'
import { type StorageBackend, storageBackends } from './helpers/storage-backends'
import { apiOf, createProfileAndScene, startTestService } from './helpers/test-service'

/**
 * An update commits many messages in a fixed number of statements (one read of the keys' current facts, one
 * multi-row INSERT, one UPDATE of what is superseded, one mark): the outcome must be exactly that of storing the
 * messages one after the other, on every backend.
 */
for (const backend of storageBackends()) {
  describe(`set-based writes: ${backend.name}`, () => {
    let storage: StorageBackend
    let database: SqlDatabase
    beforeAll(async () => {
      storage = await backend.open()
      database = storage.database()
    }, 60_000)
    afterAll(async () => {
      await storage?.close()
    })

    /** A profile with `sceneCount` scenes holding `contents` (scenes taking turns), stored in one multi-row batch each. */
    async function profileWith(name: string, contents: readonly string[], sceneCount = 1) {
      const server = await startTestService(storage.serverOptions())
      const scenes: string[] = []
      try {
        const api = apiOf(server)
        const { profileId, sceneId } = await createProfileAndScene(api, name)
        scenes.push(sceneId)
        for (let index = 1; index < sceneCount; index += 1) {
          scenes.push(((await api('POST', `/profiles/${profileId}/scenes`)).body as { id: string }).id)
        }
      } finally {
        await server.close()
      }
      const [row] = await storage.rows<{ pk: number }>('SELECT pk FROM profiles WHERE id = ?', [name])
      const pk = row?.pk ?? -1
      const store = new MessageStore(database)
      if (sceneCount === 1) {
        // More rows than one INSERT binds: stored in parts, in order.
        await store.insertBatch(
          pk,
          scenes[0] as string,
          'batch',
          contents.map((content, index) => ({ role: 'user' as const, content, timestamp: 1_700_000_000 + index })),
          Date.now(),
        )
      } else {
        for (const [index, content] of contents.entries()) {
          const message = { role: 'user' as const, content, timestamp: 1_700_000_000 + index }
          await store.insertBatch(pk, scenes[index % sceneCount] as string, `batch${index}`, [message], Date.now())
        }
      }
      const messages = await store.pending(pk, 1000)
      expect(messages.map((message) => message.content)).toEqual(contents)
      return { pk, messages }
    }

    const at = (message: SourceMessage, timestamp: number): SourceMessage => ({ ...message, timestamp })

    /** The profile's facts in id order, superseders named by text (ids differ between profiles). */
    async function factTable(pk: number) {
      const rows = await storage.rows<{ id: number; text: string; key: string | null; superseded_by: number | null }>(
        'SELECT id, text, key, superseded_by FROM facts WHERE profile_pk = ? ORDER BY id',
        [pk],
      )
      const textOf = new Map(rows.map((row) => [row.id, row.text]))
      return rows.map((row) => ({
        text: row.text,
        key: row.key,
        supersededBy: row.superseded_by === null ? null : textOf.get(row.superseded_by),
      }))
    }

    /** Changes with ids replaced by fact texts. */
    async function describeChanges(pk: number, changes: readonly FactChanges[]) {
      const rows = await storage.rows<{ id: number; text: string }>('SELECT id, text FROM facts WHERE profile_pk = ?', [
        pk,
      ])
      const textOf = new Map(rows.map((row) => [row.id, row.text]))
      return changes.map((change) => ({
        added: change.added.map((fact) => ({
          text: fact.text,
          id: textOf.get(fact.id),
          previous: fact.previous?.text,
        })),
        superseded: change.superseded.map((id) => textOf.get(id)),
      }))
    }

    it('facts of many messages in one call: corrections, late messages, repeats, two values in one message', async () => {
      const plan = (messages: SourceMessage[]) => {
        const [m0, m1, m2, m3, m4, m5] = messages as [
          SourceMessage,
          SourceMessage,
          SourceMessage,
          SourceMessage,
          SourceMessage,
          SourceMessage,
        ]
        const facts: Array<[SourceMessage, ExtractedFact[]]> = [
          [at(m0, 50), [{ key: 'pet', text: 'Pet is a cat.' }]],
          [
            at(m1, 100),
            [
              { key: 'city', text: 'City is Lisbon.' },
              { text: 'Likes chess.', eventTime: 1_650_000_000, dateText: 'in 2022' },
            ],
          ],
          [
            at(m2, 300),
            [
              { key: 'city', text: 'City is Porto.' },
              { key: 'job', text: 'Job is nurse.' },
            ],
          ],
          // Said before Porto, stored after it: kept, already superseded by Porto.
          [at(m3, 200), [{ key: 'city', text: 'City is Rome.' }]],
          [
            at(m4, 400),
            [
              { key: 'job', text: 'job is NURSE' },
              { key: 'city', text: 'City is Oslo.' },
              { key: 'city', text: 'City is Bergen.' },
            ],
          ],
          [at(m5, 500), [{ key: 'pet', text: 'Pet is a dog.' }]],
        ]
        return facts.map(([message, extracted]) => ({ message, facts: extracted }))
      }
      const contents = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5']
      const together = await profileWith('together', contents)
      const alone = await profileWith('alone', contents)
      const now = Date.now()

      // The first message alone first (a fact already current before the batch), then the other five at once.
      const [first, ...rest] = plan(together.messages)
      const batched = await database.transaction(async (tx) => {
        const facts = new FactStore(tx)
        const before = await facts.insertForMessages(together.pk, 'together', [first as (typeof rest)[number]], now)
        return [...before, ...(await facts.insertForMessages(together.pk, 'together', rest, now))]
      })
      // The same messages stored one transaction each.
      const oneByOne: FactChanges[] = []
      for (const item of plan(alone.messages)) {
        oneByOne.push(
          await database.transaction((tx) =>
            new FactStore(tx).insertForMessage(alone.pk, 'alone', item.message, item.facts, now),
          ),
        )
      }

      const expectedTable = [
        { text: 'Pet is a cat.', key: 'pet', supersededBy: 'Pet is a dog.' },
        { text: 'City is Lisbon.', key: 'city', supersededBy: 'City is Porto.' },
        { text: 'Likes chess.', key: null, supersededBy: null },
        { text: 'City is Porto.', key: 'city', supersededBy: 'City is Oslo.' },
        { text: 'Job is nurse.', key: 'job', supersededBy: null },
        { text: 'City is Rome.', key: 'city', supersededBy: 'City is Porto.' },
        { text: 'City is Oslo.', key: 'city', supersededBy: 'City is Bergen.' },
        { text: 'City is Bergen.', key: 'city', supersededBy: null },
        { text: 'Pet is a dog.', key: 'pet', supersededBy: null },
      ]
      expect(await factTable(together.pk)).toEqual(expectedTable)
      expect(await factTable(alone.pk)).toEqual(expectedTable)

      const expectedChanges = [
        { added: [{ text: 'Pet is a cat.', id: 'Pet is a cat.', previous: undefined }], superseded: [] },
        {
          added: [
            { text: 'City is Lisbon.', id: 'City is Lisbon.', previous: undefined },
            { text: 'Likes chess.', id: 'Likes chess.', previous: undefined },
          ],
          superseded: [],
        },
        {
          added: [
            { text: 'City is Porto.', id: 'City is Porto.', previous: 'City is Lisbon.' },
            { text: 'Job is nurse.', id: 'Job is nurse.', previous: undefined },
          ],
          superseded: ['City is Lisbon.'],
        },
        { added: [], superseded: [] },
        // Oslo replaced Porto and was replaced by Bergen in the same message: it never reached the index.
        {
          added: [{ text: 'City is Bergen.', id: 'City is Bergen.', previous: 'City is Oslo.' }],
          superseded: ['City is Porto.'],
        },
        {
          added: [{ text: 'Pet is a dog.', id: 'Pet is a dog.', previous: 'Pet is a cat.' }],
          superseded: ['Pet is a cat.'],
        },
      ]
      expect(await describeChanges(together.pk, batched)).toEqual(expectedChanges)
      expect(await describeChanges(alone.pk, oneByOne)).toEqual(expectedChanges)
      // Records carry what the fact says about time.
      const chess = batched[1]?.added[1]
      expect(chess).toMatchObject({ eventTime: 1_650_000_000, dateText: 'in 2022', profileId: 'together' })
    })

    it('more facts than one statement binds: 1,200 facts of 600 messages stored and marked in one call', async () => {
      const many = await profileWith(
        'many',
        Array.from({ length: 600 }, (_, index) => `message ${index}`),
      )
      const items = many.messages.map((message, index) => ({
        message,
        facts: [{ key: `key${index % 7}`, text: `Value ${index}.` }, { text: `Plain ${index}.` }],
      }))
      await database.transaction(async (tx) => {
        await new FactStore(tx).insertForMessages(many.pk, 'many', items, Date.now())
        await new MessageStore(tx).markProcessed(items.map(({ message }) => message.id))
      })
      const [counts] = await storage.rows<{ facts: number; current: number; pending: number }>(
        `SELECT (SELECT COUNT(*) FROM facts WHERE profile_pk = ?) AS facts,
                (SELECT COUNT(*) FROM facts WHERE profile_pk = ? AND superseded_by IS NULL) AS current,
                (SELECT COUNT(*) FROM messages WHERE profile_pk = ? AND processed = 0) AS pending`,
        [many.pk, many.pk, many.pk],
      )
      // 600 plain facts and, per key, only the last of its 86 values current.
      expect(counts).toEqual({ facts: 1200, current: 607, pending: 0 })
      const current = await storage.rows<{ text: string }>(
        'SELECT text FROM facts WHERE profile_pk = ? AND key IS NOT NULL AND superseded_by IS NULL ORDER BY key',
        [many.pk],
      )
      expect(current.map((row) => row.text)).toEqual(
        [595, 596, 597, 598, 599, 593, 594].map((index) => `Value ${index}.`),
      )
    }, 60_000)

    it('scene context of a whole chunk in one query per scene equals asking per message, also past a gap', async () => {
      const context = await profileWith(
        'context',
        Array.from({ length: 12 }, (_, index) => `c${index}`),
        2,
      )
      const messages = new MessageStore(database)
      // Scene A holds c0, c2, … c10, scene B c1, c3, … c11. Processed already: the first three of A, c1 of B, and c8
      // of A — so in A the pending c6 and c10 no longer follow each other (a gap an older run could leave).
      const processed = [0, 1, 2, 4, 8].map((index) => (context.messages[index] as SourceMessage).id)
      await messages.markProcessed(processed)
      const chunk = await messages.pending(context.pk, 100)
      expect(chunk.map((message) => message.content)).toEqual(['c3', 'c5', 'c6', 'c7', 'c9', 'c10', 'c11'])
      expect((await messages.previousForEach(chunk, 2)).get((chunk[2] as SourceMessage).id)).toMatchObject([
        { content: 'c2' },
        { content: 'c4' },
      ])
      for (const limit of [0, 1, 2, 3, 10]) {
        const batched = await messages.previousForEach(chunk, limit)
        for (const message of chunk) {
          const single = await messages.previousInScene(message.sceneId, message.id, limit)
          expect({ limit, content: message.content, previous: batched.get(message.id) }).toEqual({
            limit,
            content: message.content,
            previous: single,
          })
        }
      }
    })
  })
}
