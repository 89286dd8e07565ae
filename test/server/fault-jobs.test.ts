import { DatabaseSync } from 'node:sqlite'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { startServeProcess } from './helpers/spawn-serve'
import { createTempDatabase, readRows } from './helpers/temp-db'
import {
  type Api,
  apiOf,
  createProfileAndScene,
  createRecordingLogger,
  keyA,
  keyB,
  startServiceWithScene,
  waitForIdle,
} from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** What people say about themselves, for the real rule extractor: every message is real extraction work. */
const statements = [
  'I live in Lisbon with my wife Maria and our dog Rex.',
  'Yesterday I went hiking with my sister Ana, it was great!',
  'My favourite food is sushi, but I am allergic to peanuts.',
  'I started a new job as a nurse in May 2023 and I love it.',
  'We are planning a trip to Japan next summer because my brother lives there.',
  "Oh, I'm so tired, I've been painting all weekend.",
]

function conversation(count: number, start: number) {
  return Array.from({ length: count }, (_, index) => ({
    role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: statements[(start + index) % statements.length] ?? '',
    timestamp: 1_700_000_000 + start + index,
  }))
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN
}

interface Target {
  api: Api
  profileId: string
  sceneId: string
}

/** One request of another account — status, query or add text, in turn — and how long its answer took. */
async function timeOne({ api, profileId, sceneId }: Target, index: number): Promise<number> {
  const started = performance.now()
  const kind = index % 3
  const response =
    kind === 0
      ? await api('GET', `/profiles/${profileId}/update/status`)
      : kind === 1
        ? await api(
            'GET',
            `/profiles/${profileId}/facts/query?query=${encodeURIComponent('Where does the user live?')}`,
          )
        : await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, { body: conversation(2, index) })
  expect(response.status).toBeLessThan(300)
  return performance.now() - started
}

/**
 * Times `count` requests of another account on the busy service, one after the other, each followed by the same
 * request to an idle twin (the same data on a second service process): both see the same moments of this shared
 * machine's load, so the twin's numbers say how much of the latency is the machine's and how much the job's.
 */
async function latencies(busy: Target, idle: Target, count: number) {
  const times = { busy: [] as number[], idle: [] as number[] }
  for (let index = 0; index < count; index++) {
    times.busy.push(await timeOne(busy, index))
    times.idle.push(await timeOne(idle, index))
  }
  return times
}

async function statusOf(api: Api, profileId: string) {
  return (await api('GET', `/profiles/${profileId}/update/status`)).body as { status: string; progress: number }
}

/**
 * `profile-context serve` in its own process with the default (real) rule extractor, as a deployment runs it: the
 * requests timed here come from another process, like another account's application.
 */
async function serveInChild() {
  const temp = createTempDatabase()
  cleanups.push(temp.remove)
  const child = await startServeProcess(['--port', '0', '--db', temp.file, '--api-key', keyA, '--api-key', keyB])
  cleanups.push(async () => {
    await child.stop()
  })
  return { ...child, file: temp.file }
}

/** Another account's profile with a little processed data, on a service. */
async function otherAccount(server: { baseURL: string }): Promise<Target> {
  const api = apiOf(server, keyB)
  const ids = await createProfileAndScene(api, 'other')
  await api('POST', `/profiles/${ids.profileId}/scenes/${ids.sceneId}/text?update_now=true&wait_for_result=true`, {
    body: conversation(6, 0),
  })
  return { api, ...ids }
}

/**
 * This thread's CPU time: the event loop's own. `process.cpuUsage()` counts every thread of the process, and the
 * service's extraction and model workers run in this one, so it charged their work to the loop (up to 3 ms a ms).
 */
const loopCpu: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage =
  (process as { threadCpuUsage?: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage }).threadCpuUsage?.bind(process) ??
  ((previous) => process.cpuUsage(previous))

/** The most CPU time the event loop spends without turning while `work` runs (a probe re-queued by setImmediate). */
async function longestStretch(work: () => Promise<unknown>): Promise<number> {
  let longest = 0
  let done = false
  let last = loopCpu()
  const probe = () => {
    const used = loopCpu(last)
    const ms = (used.user + used.system) / 1000
    longest = Math.max(longest, ms)
    last = loopCpu()
    if (!done) setImmediate(probe)
  }
  setImmediate(probe)
  try {
    await work()
  } finally {
    done = true
  }
  return longest
}

describe('one account cannot take the service from another', () => {
  it('a 60,000-message update: progress moves, update/stop ≤ 250 ms, the event loop turns throughout', async () => {
    const temp = createTempDatabase()
    const server = await startServer({ port: 0, db: temp.file, apiKeys: [keyA] })
    cleanups.push(temp.remove, () => server.close())
    const api = apiOf(server, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api, 'heavy')
    // Warm-up: the extractor's first messages load its English lexicon (compromise) once per process.
    const warm = await createProfileAndScene(api, 'warm-up')
    await api('POST', `/profiles/${warm.profileId}/scenes/${warm.sceneId}/text?update_now=true&wait_for_result=true`, {
      body: conversation(12, 0),
    })
    for (let batch = 0; batch < 60; batch++) {
      const body = conversation(1000, batch * 1000)
      expect((await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, { body })).status).toBe(200)
    }
    let first = { status: '', progress: 0 }
    let later = { status: '', progress: 0 }
    let stopMs = 0
    const longest = await longestStretch(async () => {
      expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)
      first = await statusOf(api, profileId)
      // Until progress has moved (the batched job may take only a few seconds for all 60,000 on an idle machine).
      const deadline = performance.now() + 20_000
      do {
        await new Promise((resolve) => setTimeout(resolve, 50))
        later = await statusOf(api, profileId)
      } while (later.progress <= first.progress && performance.now() < deadline)
      const started = performance.now()
      const stopped = await api('PUT', `/profiles/${profileId}/update/stop`)
      stopMs = performance.now() - started
      expect((stopped.body as { status: string }).status).toBe('IDLE')
    })
    console.info(
      `60k-message update: longest hold of the event loop ${longest.toFixed(1)} ms CPU; update/stop ${stopMs.toFixed(0)} ms; progress ${first.progress} → ${later.progress}`,
    )
    expect(later.status).toBe('WORKING')
    expect(later.progress).toBeGreaterThan(first.progress)
    // The job yields every 5 ms; the longest hold seen also holds garbage collection and SQLite's own work, which
    // is why this bound is looser than the slice (the loop's own CPU, measured 6 ms; 30-40 ms when the whole
    // process was counted, the extraction workers with it).
    expect(longest).toBeLessThan(100)
    expect(stopMs).toBeLessThanOrEqual(250)
    // What the job processed before the stop is committed once; the rest waits for the next run.
    const [counts] = readRows<{ processed: number; pending: number }>(
      temp.file,
      "SELECT SUM(processed = 1) AS processed, SUM(processed = 0) AS pending FROM messages WHERE profile_pk = (SELECT pk FROM profiles WHERE id = 'heavy')",
    )
    expect((counts?.processed ?? 0) + (counts?.pending ?? 0)).toBe(60_000)
    expect(counts?.pending).toBeGreaterThan(0)
    expect(await statusOf(api, profileId)).toMatchObject({ status: 'IDLE' })
  }, 120_000)

  // The two isolation measurements below time 150 requests each on a 2-core machine while the other test files run
  // beside them: one stall of the host (measured once in a fresh-clone run: busy p99 199.7 ms against an idle twin's
  // 56.8 ms; 29–44 ms against 23–36 ms in every other run) fails a p99. One retry measures again; a service that
  // really lets one account hold another fails both.
  const isolation = { retry: 1, timeout: 120_000 }

  it(
    "beside a 60,000-message update, another account's p99 stays ≤ 100 ms above an idle twin's",
    isolation,
    async () => {
      const [busy, twin] = await Promise.all([serveInChild(), serveInChild()])
      const heavy = apiOf(busy, keyA)
      const a = await createProfileAndScene(heavy, 'heavy')
      for (let batch = 0; batch < 60; batch++) {
        const body = conversation(1000, batch * 1000)
        expect((await heavy('POST', `/profiles/${a.profileId}/scenes/${a.sceneId}/text`, { body })).status).toBe(200)
      }
      const [other, idle] = await Promise.all([otherAccount(busy), otherAccount(twin)])
      expect((await heavy('PUT', `/profiles/${a.profileId}/update/run`)).status).toBe(200)
      const times = await latencies(other, idle, 150)
      expect((await statusOf(heavy, a.profileId)).status).toBe('WORKING')
      const p99 = percentile(times.busy, 0.99)
      const idleP99 = percentile(times.idle, 0.99)
      console.info(
        `another account during a 60k-message update: p50 ${percentile(times.busy, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (idle twin: p50 ${percentile(times.idle, 0.5).toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms)`,
      )
      expect(p99 - idleP99).toBeLessThanOrEqual(100)
    },
  )

  it(
    "while an account sends adversarial text with update_now, another account's p99 stays ≤ 100 ms above an idle twin's",
    isolation,
    async () => {
      const [busy, twin] = await Promise.all([serveInChild(), serveInChild()])
      const hostile = apiOf(busy, keyA)
      const a = await createProfileAndScene(hostile, 'hostile')
      const [other, idle] = await Promise.all([otherAccount(busy), otherAccount(twin)])
      const limit = 32_768
      const kinds = [
        ' '.repeat(limit),
        `I am${' \t'.repeat(limit / 2 - 3)}x`,
        `I am,${' '.repeat(limit - 6)}x`,
        '! '.repeat(limit / 2),
        '.'.repeat(limit),
        ' and'.repeat(limit / 4),
        'I live in Lisbon. '.repeat(Math.floor(limit / 18)),
        `Do you?${' '.repeat(limit - 8)}x`,
      ]
      let sent = 0
      const sending = (async () => {
        for (let round = 0; round < 3; round++) {
          for (const content of kinds) {
            const body = Array.from({ length: 10 }, (_, index) => ({
              role: 'user',
              content,
              timestamp: 1_700_000_000 + index,
            }))
            const path = `/profiles/${a.profileId}/scenes/${a.sceneId}/text?update_now=true`
            expect((await hostile('POST', path, { body })).status).toBe(200)
            sent += 1
          }
        }
      })()
      const times = await latencies(other, idle, 100)
      await sending
      expect(sent).toBe(24)
      const p99 = percentile(times.busy, 0.99)
      const idleP99 = percentile(times.idle, 0.99)
      console.info(
        `another account during adversarial text: p50 ${percentile(times.busy, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (idle twin: p99 ${idleP99.toFixed(1)} ms)`,
      )
      expect(p99 - idleP99).toBeLessThanOrEqual(100)
      // The hostile account's own job ends on request like any other (no need to wait for its embeddings).
      const stopped = await hostile('PUT', `/profiles/${a.profileId}/update/stop`)
      expect((stopped.body as { status: string }).status).toBe('IDLE')
    },
  )
})

/** Adds a trigger to the server's database file that fails a write the way a full disk or an I/O error would. */
function injectFault(file: string, name: string, when: string): () => void {
  const database = new DatabaseSync(file)
  database.exec(`CREATE TRIGGER ${name} ${when} BEGIN SELECT RAISE(ABORT, 'disk I/O error (injected)'); END`)
  database.close()
  return () => {
    const again = new DatabaseSync(file)
    again.exec(`DROP TRIGGER IF EXISTS ${name}`)
    again.close()
  }
}

describe('storage faults end the job, never the process', () => {
  it('the write at the end of a job fails: the job fails (logged, 502 to a waiter), the profile is IDLE, the next run completes', async () => {
    const logger = createRecordingLogger()
    const { api, file, profileId, textPath, profilePath } = await startServiceWithScene(cleanups, { logger })
    const heal = injectFault(
      file,
      'fail_job_end',
      'BEFORE UPDATE OF update_requested ON profiles WHEN NEW.update_requested = 0',
    )
    const waited = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: conversation(6, 0).map((message) => ({ ...message, content: `my city is Lisbon ${message.content}` })),
    })
    expect(waited.status).toBe(502)
    expect((waited.body as { error: { code: string } }).error.code).toBe('update_failed')
    expect(await statusOf(api, profileId)).toMatchObject({ status: 'IDLE' })
    expect(
      logger.entries.some((entry) => entry.level === 'error' && /injected/.test(JSON.stringify(entry.details))),
    ).toBe(true)
    // The service goes on answering, and the update is retried by the next run once the disk is back.
    heal()
    expect((await api('PUT', `${profilePath}/update/run`)).status).toBe(200)
    await waitForIdle(api, profileId)
    const [row] = readRows<{ requested: number }>(file, 'SELECT update_requested AS requested FROM profiles')
    expect(row?.requested).toBe(0)
  })

  it('a message transaction fails mid-job: the messages before it stay applied once, it and the rest are retried', async () => {
    const logger = createRecordingLogger()
    const { api, file, profileId, textPath, profilePath } = await startServiceWithScene(cleanups, { logger })
    const body = Array.from({ length: 20 }, (_, index) => ({
      role: 'user',
      content: index === 10 ? 'my pet is Rex' : `my item${index} is thing${index}`,
      timestamp: 1_700_000_000 + index,
    }))
    const heal = injectFault(file, 'fail_fact', "BEFORE INSERT ON facts WHEN NEW.text LIKE '%Rex%'")
    const waited = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body })
    expect(waited.status).toBe(502)
    expect(await statusOf(api, profileId)).toMatchObject({ status: 'IDLE' })
    const processedBefore = readRows<{ count: number }>(
      file,
      'SELECT COUNT(*) AS count FROM messages WHERE processed = 1',
    )
    expect(processedBefore[0]?.count).toBe(10)
    heal()
    await api('PUT', `${profilePath}/update/run`)
    await waitForIdle(api, profileId)
    const facts = readRows<{ message_id: number; count: number }>(
      file,
      'SELECT message_id, COUNT(*) AS count FROM facts GROUP BY message_id ORDER BY message_id',
    )
    expect(facts).toHaveLength(20)
    expect(facts.every((fact) => fact.count === 1)).toBe(true)
  })

  it('the write that starts a job fails: a 500 JSON answer, no job, the profile IDLE, and the service lives on', async () => {
    const { api, file, profileId, profilePath } = await startServiceWithScene(cleanups)
    const heal = injectFault(
      file,
      'fail_job_start',
      'BEFORE UPDATE OF update_requested ON profiles WHEN NEW.update_requested = 1',
    )
    const run = await api('PUT', `${profilePath}/update/run`)
    expect(run.status).toBe(500)
    expect((run.body as { error: { code: string } }).error.code).toBe('internal_error')
    expect(await statusOf(api, profileId)).toMatchObject({ status: 'IDLE' })
    heal()
    expect((await api('PUT', `${profilePath}/update/run`)).status).toBe(200)
    await waitForIdle(api, profileId)
  })
})
