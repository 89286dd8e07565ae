import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { ProfileContextClient } from '../../src/client/index'
import type { Message } from '../../src/client/types'
import { fixed, integer, megabytes, milliseconds, seconds } from '../lib/format'
import type { SuiteReport, Table } from '../lib/report'
import { benchClient, startServiceProcess } from '../lib/service'
import { now, summarize } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { question, seededRandom, userSentence } from './synthetic'

const start = Date.UTC(2023, 0, 1) / 1000

function userMessages(count: number, seed: number): Message[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, index) => ({
    role: 'user',
    content: userSentence(index, random),
    timestamp: start + index * 60,
  }))
}

/** Sends messages in requests of `perRequest`; returns milliseconds. */
async function ingest(
  client: ProfileContextClient,
  profileId: string,
  sceneId: string,
  messages: Message[],
  perRequest: number,
) {
  const began = now()
  for (let offset = 0; offset < messages.length; offset += perRequest) {
    await client.addText(profileId, sceneId, messages.slice(offset, offset + perRequest))
  }
  return now() - began
}

async function update(client: ProfileContextClient, profileId: string) {
  const began = now()
  await client.runUpdate(profileId)
  await client.waitForIdle(profileId, { pollInterval: 10, timeout: 1_800_000 })
  return now() - began
}

function fileSize(path: string): number {
  let total = 0
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      total += statSync(`${path}${suffix}`).size
    } catch {
      // The file does not exist (no WAL after a clean close).
    }
  }
  return total
}

/** Semantic recall off, on (every message embedded by the update), or on with vectors copied in (see `seedVectors`). */
type Mode = 'off' | 'on' | 'seeded'

interface SizeOutcome {
  mode: Mode
  facts: number
  ingestMs: number
  /** The update's time; with seeded vectors, the lexical update before the seeding. */
  updateMs: number
  firstQueryMs: number
  query: ReturnType<typeof summarize>
  rss: number
  heap: number
  databaseBytes: number
}

/**
 * Gives every user message of the database a real sentence vector taken, in turn, from another database's vectors
 * (the same synthetic sentences, embedded by the model): what the update would have stored, without the hours the
 * model would take to embed 100,000 messages on a shared 2-core machine. Query cost depends on the number of
 * vectors, not on which sentence each encodes.
 */
function seedVectors(path: string, poolPath: string): number {
  const pool = new DatabaseSync(poolPath, { readOnly: true })
  const vectors = pool
    .prepare('SELECT model, vector FROM message_vectors WHERE length(vector) > 0 LIMIT 10000')
    .all() as Array<{ model: string; vector: Uint8Array }>
  pool.close()
  if (vectors.length === 0) throw new Error(`no vectors to seed from in ${poolPath}`)
  const database = new DatabaseSync(path)
  try {
    const messages = database.prepare("SELECT id, profile_pk FROM messages WHERE role = 'user'").all() as Array<{
      id: number
      profile_pk: number
    }>
    const insert = database.prepare(
      'INSERT INTO message_vectors (message_id, profile_pk, model, vector) VALUES (?, ?, ?, ?)',
    )
    database.exec('BEGIN')
    messages.forEach((message, index) => {
      const source = vectors[index % vectors.length] as { model: string; vector: Uint8Array }
      insert.run(message.id, message.profile_pk, source.model, source.vector)
    })
    database.exec('COMMIT')
    return messages.length
  } finally {
    database.close()
  }
}

/** Runs `work` against a fresh service process on `path`, then closes it. */
async function withService<T>(
  path: string,
  semanticRecall: boolean,
  work: (service: Awaited<ReturnType<typeof startServiceProcess>>) => Promise<T>,
): Promise<T> {
  const service = await startServiceProcess({ db: path, semanticRecall })
  try {
    return await work(service)
  } finally {
    await service.close()
  }
}

/** One fresh service and database per size: messages in, one update, then queries, memory and file size. */
async function measureSize(
  size: number,
  queries: number,
  folder: string,
  log: (message: string) => void,
  mode: Mode,
  seedFrom = '',
) {
  const path = join(folder, `scale-${size}-${mode}.db`)
  const profileId = `scale-${size}`
  const stored = await withService(path, mode === 'on', async (service) => {
    const client = benchClient(service.baseURL, { timeout: 3_600_000 })
    const { id } = await client.createProfile({ requestedId: profileId })
    const scene = await client.createScene(id)
    const ingestMs = await ingest(client, id, scene.id, userMessages(size, size), 1000)
    log(`scale: ${integer(size)} messages stored in ${seconds(ingestMs)}; updating`)
    const updateMs = await update(client, id)
    log(`scale: updated in ${seconds(updateMs)}`)
    return { id, ingestMs, updateMs }
  })
  if (mode === 'seeded') {
    const seeded = seedVectors(path, seedFrom)
    log(`scale: ${integer(seeded)} vectors seeded`)
  }
  const measured = await withService(path, mode !== 'off', async (service) => {
    const client = benchClient(service.baseURL, { timeout: 600_000 })
    const random = seededRandom(7)
    // The first query of a profile builds its in-memory indexes from SQLite; later ones reuse them.
    const firstStart = now()
    await client.queryFacts(stored.id, question(random))
    const firstQueryMs = now() - firstStart
    const latencies: number[] = []
    for (let index = 0; index < queries; index += 1) {
      const began = now()
      await client.queryFacts(stored.id, question(random))
      latencies.push(now() - began)
    }
    const memory = await service.memory()
    return { firstQueryMs, query: summarize(latencies), rss: memory.rss, heap: memory.heapUsed }
  })
  const database = new DatabaseSync(path, { readOnly: true })
  const row = database.prepare('SELECT count(*) AS count FROM facts WHERE superseded_by IS NULL').get() as {
    count: number
  }
  database.close()
  return {
    mode,
    ingestMs: stored.ingestMs,
    updateMs: stored.updateMs,
    ...measured,
    facts: Number(row.count),
    databaseBytes: fileSize(path),
  }
}

/** Ingestion by request size and update throughput on their own, on one fresh service. */
async function throughput(messages: number, semanticMessages: number): Promise<Table> {
  const rows: string[][] = []
  // Update throughput with embeddings: user messages processed and embedded per second, in the same run.
  const semanticService = await startServiceProcess({ semanticRecall: true })
  try {
    const client = benchClient(semanticService.baseURL, { timeout: 600_000 })
    const { id } = await client.createProfile({})
    const scene = await client.createScene(id)
    const data = userMessages(semanticMessages, 100)
    const ms = await ingest(client, id, scene.id, data, 100)
    const updateMs = await update(client, id)
    rows.push([
      '100 per request, semantic recall on',
      integer(semanticMessages),
      `${integer(semanticMessages / (ms / 1000))}/s`,
      `${integer(semanticMessages / 100 / (ms / 1000))}/s`,
      `${integer(semanticMessages / (updateMs / 1000))}/s`,
    ])
  } finally {
    await semanticService.close()
  }
  const service = await startServiceProcess({ semanticRecall: false })
  try {
    const client = benchClient(service.baseURL)
    for (const perRequest of [1, 20, 100, 1000]) {
      const count = perRequest === 1 ? Math.min(messages, 2_000) : messages
      const { id } = await client.createProfile({})
      const scene = await client.createScene(id)
      const data = userMessages(count, perRequest)
      const ms = await ingest(client, id, scene.id, data, perRequest)
      const updateMs = perRequest === 100 ? await update(client, id) : Number.NaN
      rows.push([
        `${integer(perRequest)} per request`,
        integer(count),
        `${integer(count / (ms / 1000))}/s`,
        `${integer(count / perRequest / (ms / 1000))}/s`,
        Number.isNaN(updateMs) ? '—' : `${integer(count / (updateMs / 1000))}/s`,
      ])
    }
    rows.unshift(...rows.splice(-4))
    return {
      title: 'Ingestion and update throughput',
      columns: [
        'add-text requests',
        'messages',
        'messages stored/s',
        'requests/s',
        'update messages/s (extraction, + embedding when on)',
      ],
      rows,
      notes: [
        'Sequential requests from one client over loopback to the service in its own process (in-memory SQLite); ingestion without `update_now` (storage only).',
        "Update throughput: `PUT update/run` over the stored messages through the embedded rule extractor, until `update/status` is IDLE (polled every 10 ms). With semantic recall on, the job also embeds every user message in the model's worker thread (batches of 16) and stores the vectors before the profile is IDLE; semantic recall is off in the other rows.",
      ],
    }
  } finally {
    await service.close()
  }
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const sizes = options.quick ? [1_000, 3_000] : [1_000, 10_000, 100_000]
  const queries = options.quick ? 50 : 300
  options.log('scale: ingestion and update throughput')
  const throughputTable = await throughput(options.quick ? 2_000 : 20_000, options.quick ? 500 : 3_000)
  const folder = mkdtempSync(join(tmpdir(), 'profile-context-bench-'))
  const outcomes: SizeOutcome[] = []
  try {
    // The largest size gets seeded vectors (see seedVectors), copied from the run before it.
    const largest = sizes.at(-1) ?? 0
    const runs: Array<[number, Mode]> = [
      ...sizes.map((size): [number, Mode] => [size, 'off']),
      ...sizes.map((size): [number, Mode] => [size, size === largest ? 'seeded' : 'on']),
    ]
    let seedFrom = ''
    for (const [size, mode] of runs) {
      options.log(`scale: ${integer(size)} facts, semantic recall ${mode}`)
      outcomes.push(await measureSize(size, queries, folder, options.log, mode, seedFrom))
      if (mode === 'on') seedFrom = join(folder, `scale-${size}-on.db`)
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  return {
    title: 'Service scale',
    method:
      'The reference service with the embedded defaults (rule extractor, lexical answerer), in its own Node process, driven through `ProfileContextClient` over loopback. ' +
      'Facts are inserted through the API only: synthetic first-person messages ("I visited the night market in Kyoto with my cousin Jun on trip number 812."), each of which the extractor turns into exactly one fact, sent 1,000 per request, then one manual update. The fact count is read back from the SQLite file.',
    tables: [
      throughputTable,
      {
        title: '`facts/query` latency by profile size (one profile holding all facts)',
        columns: [
          'semantic recall',
          'facts',
          'store messages',
          'update',
          'first query',
          'query p50',
          'query p95',
          'query p99',
          'service RSS',
          'service heap',
          'database file',
        ],
        rows: outcomes.map((outcome) => [
          outcome.mode === 'seeded' ? 'on (vectors seeded)' : outcome.mode,
          integer(outcome.facts),
          seconds(outcome.ingestMs),
          outcome.mode === 'seeded' ? `${seconds(outcome.updateMs)}*` : seconds(outcome.updateMs),
          milliseconds(outcome.firstQueryMs),
          milliseconds(outcome.query.p50),
          milliseconds(outcome.query.p95),
          milliseconds(outcome.query.p99),
          megabytes(outcome.rss),
          megabytes(outcome.heap),
          megabytes(outcome.databaseBytes),
        ]),
        notes: [
          `${queries} questions per size ("Which places did the user visit with their cousin Jun in Kyoto?"), sequential, client-side round-trip time; a fresh service and SQLite file per size.`,
          `Update rate at each size: ${outcomes.map((outcome) => `${integer(outcome.facts)} facts, semantic ${outcome.mode === 'seeded' ? 'off (then seeded)' : outcome.mode} → ${fixed(outcome.facts / (outcome.updateMs / 1000), 0)} messages/s`).join('; ')}.`,
          '*Vectors seeded: at 100,000 facts the messages are stored and updated with semantic recall off (the update column is that lexical update), then every user message gets a real vector copied from the vectors of the 10,000-fact run (the model embedding the same kind of sentence), and the service is restarted with semantic recall on for the queries: embedding 100,000 messages here would take over an hour at the rate of the throughput table. Query cost depends on how many vectors are searched, not on which sentence each encodes.',
          "Semantic recall on: every question is also embedded in the worker (in the first person; a repeated question text is served from a cache of 256, and the synthetic questions mostly differ) and the profile's int8 vectors are searched by brute force; the first query also loads the vectors from SQLite.",
          "First query: the profile's in-memory index is built from SQLite on its first query (also after a restart or an LRU eviction).",
          "Service memory after the queries (the profile's in-memory BM25 index over facts and messages included); database size includes the WAL file.",
        ],
      },
    ],
  }
}

export const scaleSuite: Suite = { name: 'scale', run }
