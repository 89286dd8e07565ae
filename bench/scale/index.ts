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

interface SizeOutcome {
  semantic: boolean
  facts: number
  ingestMs: number
  updateMs: number
  firstQueryMs: number
  query: ReturnType<typeof summarize>
  rss: number
  heap: number
  databaseBytes: number
}

/** One fresh service and database per size: messages in, one update, then queries, memory and file size. */
async function measureSize(
  size: number,
  queries: number,
  folder: string,
  log: (message: string) => void,
  semantic: boolean,
) {
  const path = join(folder, `scale-${size}-${semantic ? 'semantic' : 'lexical'}.db`)
  const service = await startServiceProcess({ db: path, semanticRecall: semantic })
  let outcome: Omit<SizeOutcome, 'facts' | 'databaseBytes'>
  try {
    const client = benchClient(service.baseURL, { timeout: 600_000 })
    const { id } = await client.createProfile({ requestedId: `scale-${size}` })
    const scene = await client.createScene(id)
    const ingestMs = await ingest(client, id, scene.id, userMessages(size, size), 1000)
    log(`scale: ${integer(size)} messages stored in ${seconds(ingestMs)}; updating`)
    const updateMs = await update(client, id)
    const random = seededRandom(7)
    // The first query of a profile builds its in-memory retrieval index from SQLite; later ones reuse it.
    const firstStart = now()
    await client.queryFacts(id, question(random))
    const firstQueryMs = now() - firstStart
    const latencies: number[] = []
    for (let index = 0; index < queries; index += 1) {
      const began = now()
      await client.queryFacts(id, question(random))
      latencies.push(now() - began)
    }
    const memory = await service.memory()
    outcome = {
      semantic,
      ingestMs,
      updateMs,
      firstQueryMs,
      query: summarize(latencies),
      rss: memory.rss,
      heap: memory.heapUsed,
    }
  } finally {
    await service.close()
  }
  const database = new DatabaseSync(path, { readOnly: true })
  const row = database.prepare('SELECT count(*) AS count FROM facts WHERE superseded_by IS NULL').get() as {
    count: number
  }
  database.close()
  return { ...outcome, facts: Number(row.count), databaseBytes: fileSize(path) }
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
  const sizes = options.quick ? [1_000, 5_000] : [1_000, 10_000, 100_000]
  const queries = options.quick ? 50 : 300
  options.log('scale: ingestion and update throughput')
  const throughputTable = await throughput(options.quick ? 2_000 : 20_000, options.quick ? 500 : 3_000)
  const folder = mkdtempSync(join(tmpdir(), 'profile-context-bench-'))
  const outcomes: SizeOutcome[] = []
  try {
    for (const semantic of [false, true]) {
      for (const size of sizes) {
        options.log(`scale: ${integer(size)} facts, semantic recall ${semantic ? 'on' : 'off'}`)
        outcomes.push(await measureSize(size, queries, folder, options.log, semantic))
      }
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
          outcome.semantic ? 'on' : 'off',
          integer(outcome.facts),
          seconds(outcome.ingestMs),
          seconds(outcome.updateMs),
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
          `Update rate at each size: ${outcomes.map((outcome) => `${integer(outcome.facts)} facts, semantic ${outcome.semantic ? 'on' : 'off'} → ${fixed(outcome.facts / (outcome.updateMs / 1000), 0)} messages/s`).join('; ')}.`,
          "Semantic recall on: every question is also embedded in the worker (in the first person; a repeated question text is served from a cache of 256, and the synthetic questions mostly differ) and the profile's int8 vectors are searched by brute force; the first query also loads the vectors from SQLite.",
          "First query: the profile's in-memory index is built from SQLite on its first query (also after a restart or an LRU eviction).",
          "Service memory after the queries (the profile's in-memory BM25 index over facts and messages included); database size includes the WAL file.",
        ],
      },
    ],
  }
}

export const scaleSuite: Suite = { name: 'scale', run }
