import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { createRuleExtractor } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ExtractionPool } from '../../src/server/extract/extraction-pool'
import type { ExtractionContext, SourceMessage } from '../../src/server/types'
import { echo } from './fixtures/echo-extractor'
import { readRows } from './helpers/temp-db'
import { startServiceWithScene, waitForIdle } from './helpers/test-service'

const start = Date.UTC(2024, 3, 2) / 1000

function said(id: number, content: string, role: 'user' | 'assistant' = 'user'): SourceMessage {
  return { id, sceneId: 's', role, content, timestamp: start + id * 60 }
}

function contextOf(previous: SourceMessage[], bulk = true): ExtractionContext {
  return { profileId: 'p', previous, signal: new AbortController().signal, bulk }
}

/** A chat as an import brings it: statements, replies to the other side's questions, corrections, small talk. */
const chat: SourceMessage[] = [
  said(1, 'I work as a nurse at the city hospital.'),
  said(2, 'Where did you end up moving?', 'assistant'),
  said(3, 'Tucson! got a little casita'),
  said(4, 'My son Tyler is 8 and my daughter Mia is 5.'),
  said(5, 'Sorry, Mia is 6 not 5.'),
  said(6, 'What should I cook tonight?'),
  said(7, 'We adopted a golden retriever called Biscuit last month.'),
  said(8, "I'm running the Berlin marathon in September."),
  ...Array.from({ length: 40 }, (_, index) =>
    said(9 + index, `I visited the botanical garden in Kyoto with my cousin Jun on trip ${index}.`),
  ),
]

const contexts = chat.map((_, index) => chat.slice(Math.max(0, index - 8), index))

const fixture = {
  moduleUrl: new URL('./fixtures/echo-extractor.ts', import.meta.url).href,
  typescriptLoader: pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href,
}

describe('createRuleExtractor({ workers })', () => {
  it('reads a bulk update on worker threads into exactly the facts the event loop reads', async () => {
    const inThread = createRuleExtractor()
    const pooled = createRuleExtractor({ workers: 2, onWorkersUnavailable: (reason) => expect.fail(reason) })
    try {
      expect(pooled.concurrency).toBeGreaterThan(1)
      const expected = await Promise.all(
        chat.map((message, index) => inThread.extract(message, contextOf(contexts[index] ?? [], false))),
      )
      const pooledFacts = await Promise.all(
        chat.map((message, index) => pooled.extract(message, contextOf(contexts[index] ?? []))),
      )
      expect(pooledFacts).toEqual(expected)
      expect(expected.flat().map((fact) => fact.text)).toEqual(
        expect.arrayContaining(['The user lives in Tucson.', expect.stringMatching(/nurse/)]),
      )
    } finally {
      await pooled.close?.()
    }
  }, 30_000)

  it('rejects a worker count that is not a non-negative integer, naming the option', () => {
    expect(() => createRuleExtractor({ workers: -1 })).toThrow(/workers must be a non-negative integer, got -1/)
    expect(() => createRuleExtractor({ workers: 1.5 })).toThrow(/workers must be a non-negative integer/)
  })
})

describe('ExtractionPool', () => {
  function pool(options: Partial<ConstructorParameters<typeof ExtractionPool>[0]> = {}) {
    const reasons: string[] = []
    const created = new ExtractionPool({
      workers: 2,
      extractorOptions: {},
      inThread: async (message, context) => echo(message, context),
      module: fixture,
      onUnavailable: (reason) => reasons.push(reason),
      ...options,
    })
    return { pool: created, reasons }
  }

  it('gives each message its own facts, read with its own context, in any number at once', async () => {
    const { pool: workers, reasons } = pool()
    try {
      const facts = await Promise.all(
        chat.map((message, index) => workers.extract(message, contextOf(contexts[index] ?? []))),
      )
      expect(facts).toEqual(chat.map((message, index) => echo(message, { previous: contexts[index] ?? [] })))
      expect(reasons).toEqual([])
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('fails only the message the extractor fails on, with its error', async () => {
    const { pool: workers } = pool()
    try {
      const results = await Promise.allSettled(
        [said(1, 'first'), said(2, 'boom'), said(3, 'third')].map((message) => workers.extract(message, contextOf([]))),
      )
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect((results[1] as PromiseRejectedResult).reason.message).toBe('boom: this message cannot be read')
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('loses no message when a worker dies: what it held is read on this thread, and it says so once', async () => {
    const { pool: workers, reasons } = pool()
    try {
      const batch = [...chat.slice(0, 20), said(100, 'die'), ...chat.slice(20)]
      const facts = await Promise.all(batch.map((message) => workers.extract(message, contextOf([]))))
      expect(facts).toEqual(batch.map((message) => echo(message, { previous: [] })))
      expect(reasons).toEqual([expect.stringMatching(/^a worker exited with code 3$/)])
      // Later messages are read on this thread.
      expect(await workers.extract(said(200, 'after'), contextOf([]))).toEqual(
        echo(said(200, 'after'), { previous: [] }),
      )
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('reads on this thread, and says why once, when the workers cannot load the rules', async () => {
    const { pool: workers, reasons } = pool({
      module: { moduleUrl: new URL('./fixtures/missing.js', import.meta.url).href },
    })
    try {
      const facts = await Promise.all(chat.slice(0, 10).map((message) => workers.extract(message, contextOf([]))))
      expect(facts).toEqual(chat.slice(0, 10).map((message) => echo(message, { previous: [] })))
      expect(reasons).toHaveLength(1)
      expect(reasons[0]).toMatch(/^a worker could not load the rules: .*missing\.js/)
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('does not read a message whose update was stopped before a worker took it', async () => {
    const { pool: workers } = pool({ workers: 1 })
    try {
      const controller = new AbortController()
      const context = { profileId: 'p', previous: [], signal: controller.signal, bulk: true }
      const results = Promise.allSettled(chat.map((message) => workers.extract(message, context)))
      controller.abort(new Error('update stopped'))
      const settled = await results
      // The worker is still loading: none was handed over.
      expect(settled.every((result) => result.status === 'rejected')).toBe(true)
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('ends its workers once idle and starts them again for the next bulk update, with no failure told', async () => {
    const { pool: workers, reasons } = pool({ idleMs: 50 })
    try {
      const first = await Promise.all(chat.map((message) => workers.extract(message, contextOf([]))))
      expect(workers.running).toBe(2)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(workers.running).toBe(0)
      const second = await Promise.all(chat.map((message) => workers.extract(message, contextOf([]))))
      expect(workers.running).toBe(2)
      expect(second).toEqual(first)
      expect(first).toEqual(chat.map((message) => echo(message, { previous: [] })))
      expect(reasons).toEqual([])
    } finally {
      await workers.close()
    }
  }, 30_000)

  it('answers every message it held when closed, on this thread', async () => {
    const { pool: workers } = pool()
    const reading = Promise.all(chat.map((message) => workers.extract(message, contextOf([]))))
    await workers.close()
    expect(await reading).toEqual(chat.map((message) => echo(message, { previous: [] })))
  }, 30_000)
})

describe('a bulk update read on workers, through the service over HTTP', () => {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** 400 messages of an import: the chat above many times over, with the other side's questions between. */
  const imported = Array.from({ length: 400 }, (_, index) => {
    const message = chat[index % chat.length] as SourceMessage
    return {
      role: message.role,
      content: message.content.replace('trip', `trip ${index} and`),
      timestamp: 1_700_000_000 + index * 60,
    }
  })

  const pendingIn = (file: string) =>
    readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')[0]?.count ?? -1

  /** The facts stored after an import; with `stopAfter`, the update is stopped once that many messages are read. */
  async function factsAfterImport(options: Parameters<typeof startServiceWithScene>[1], stopAfter?: number) {
    let pendingAfterStop: number | undefined
    const { api, file, textPath, profilePath, profileId } = await startServiceWithScene(cleanups, options)
    expect((await api('POST', textPath, { body: imported })).status).toBe(200)
    expect((await api('PUT', `${profilePath}/update/run`)).status).toBe(200)
    if (stopAfter !== undefined) {
      // Stopped once the workers are reading: some messages committed, others held by them.
      for (let waited = 0; pendingIn(file) > 400 - stopAfter && waited < 30_000; waited += 5) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      expect((await api('PUT', `${profilePath}/update/stop`)).status).toBe(200)
      await waitForIdle(api, profileId, 30_000)
      pendingAfterStop = readRows<{ count: number }>(
        file,
        'SELECT COUNT(*) AS count FROM messages WHERE processed = 0',
      )[0]?.count
      expect((await api('PUT', `${profilePath}/update/run`)).status).toBe(200)
    }
    await waitForIdle(api, profileId, 60_000)
    const facts = readRows<{ message_id: number; key: string | null; text: string }>(
      file,
      'SELECT message_id, key, text FROM facts ORDER BY message_id, id',
    )
    return { facts, pending: pendingIn(file), pendingAfterStop }
  }

  it('stores the same facts, message by message, as the event loop alone, with or without a stop in between', async () => {
    const onLoop = await factsAfterImport({ extractor: createRuleExtractor() })
    const onWorkers = await factsAfterImport({ extractor: createRuleExtractor({ workers: 2 }) })
    // Each message waits 20 ms before it is read, so the stop comes while the workers hold some.
    const stopped = await factsAfterImport(
      { extractor: createRuleExtractor({ workers: 2 }), processingDelayMs: 20 },
      64,
    )
    expect(onLoop.facts.length).toBeGreaterThan(300)
    expect(onLoop.pending).toBe(0)
    expect(onWorkers).toEqual(onLoop)
    // A stop discards what was read and not committed; the run after it reads those messages again, once.
    expect(stopped.pendingAfterStop).toBeGreaterThan(0)
    expect(stopped.pendingAfterStop).toBeLessThan(400)
    expect({ ...stopped, pendingAfterStop: undefined }).toEqual(onLoop)
  }, 120_000)
})
