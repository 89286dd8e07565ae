import { symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli, type ServeProcess, startServeProcess } from './helpers/spawn-serve'
import { createTempDatabase, readRows } from './helpers/temp-db'
import { type Api, apiOf, createProfileAndScene, keyA } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function serve(file: string, extra: readonly string[] = []): Promise<ServeProcess> {
  const child = await startServeProcess(['--port', '0', '--db', file, '--api-key', keyA, ...extra])
  cleanups.push(async () => {
    await child.stop()
  })
  return child
}

function exited(child: ServeProcess['child']): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

const count = (file: string, sql: string) => readRows<{ count: number }>(file, sql)[0]?.count ?? -1

/** Messages the real rule extractor has work to do on. */
function conversation(length: number) {
  const lines = [
    'I live in Lisbon with my wife Maria.',
    'I started a new job as a nurse in May 2023.',
    'My sister is called Ana and she lives in Porto.',
    'Yesterday I went hiking in the mountains.',
  ]
  return Array.from({ length }, (_, index) => ({
    role: 'user' as const,
    content: `${lines[index % lines.length]} (note ${index})`,
    timestamp: 1_700_000_000 + index,
  }))
}

async function addAll(api: Api, textPath: string, total: number): Promise<void> {
  const all = conversation(total)
  for (let start = 0; start < total; start += 1000) {
    expect((await api('POST', textPath, { body: all.slice(start, start + 1000) })).status).toBe(200)
  }
}

/** Polls update/status until the job has processed at least `percent` of its messages. */
async function progressReaches(api: Api, profileId: string, percent: number): Promise<void> {
  for (;;) {
    const { progress } = (await api('GET', `/profiles/${profileId}/update/status`)).body as { progress: number }
    if (progress >= percent) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Polls update/status until the profile is IDLE; throws after 90 s. */
async function idle(api: Api, profileId: string, what: string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (((await api('GET', `/profiles/${profileId}/update/status`)).body as { status: string }).status !== 'IDLE') {
    if (Date.now() > deadline) throw new Error(`${what} did not end in 90 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every message applied exactly once: all processed, no fact stored twice for the same message. */
function expectAppliedOnce(file: string, total: number): void {
  expect(count(file, 'SELECT COUNT(*) AS count FROM messages')).toBe(total)
  expect(count(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')).toBe(0)
  expect(
    readRows(file, 'SELECT message_id, text FROM facts GROUP BY message_id, text HAVING COUNT(*) > 1 LIMIT 5'),
  ).toEqual([])
  // Facts exist, each message's at most once (checked above), and only for processed messages.
  expect(count(file, 'SELECT COUNT(DISTINCT message_id) AS count FROM facts')).toBeGreaterThan(total / 4)
  expect(
    count(
      file,
      'SELECT COUNT(*) AS count FROM facts JOIN messages ON messages.id = facts.message_id WHERE processed = 0',
    ),
  ).toBe(0)
}

describe('one writer per database file', () => {
  it('a second serve on the same file (or a symlink to it) exits at once naming the file; the first goes on', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const first = await serve(temp.file)
    const api = apiOf(first, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api, 'one')
    const textPath = `/profiles/${profileId}/scenes/${sceneId}/text`
    await addAll(api, textPath, 1200)
    expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)

    const link = join(dirname(temp.file), 'alias.db')
    symlinkSync(temp.file, link)
    for (const path of [temp.file, link]) {
      const started = performance.now()
      const second = await runCli(['serve', '--port', '0', '--db', path, '--api-key', keyA])
      expect(performance.now() - started).toBeLessThan(10_000)
      expect(second.code).toBe(1)
      expect(second.stderr).toContain(temp.file)
      expect(second.stderr).toMatch(/in use by another profile-context service/)
      expect(second.stdout).not.toMatch(/listening/)
    }
    // The same run sent again reaches the only writer: no second job, nothing applied twice.
    expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)
    await idle(api, profileId, 'the update')
    expectAppliedOnce(temp.file, 1200)
  }, 150_000)

  it('in one process too: a second createServer on the file throws, and the file is free once the first closes', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const first = await createServer({ db: temp.file, apiKeys: [keyA] })
    await expect(createServer({ db: temp.file, apiKeys: [keyA] })).rejects.toThrow(
      /in use by another profile-context service/,
    )
    await first.close()
    const again = await createServer({ db: temp.file, apiKeys: [keyA] })
    await again.close()
  })

  it('kill -9 releases the lock: a new serve starts at once and resumes the job — nothing lost, nothing twice', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    // 1 ms per message keeps the 1,200-message job running for over a second, so the kill lands mid-job even when a
    // loaded machine answers the progress poll late (a job at full speed could finish in between).
    const first = await serve(temp.file, ['--processing-delay', '1'])
    const api = apiOf(first, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api, 'crash')
    await addAll(api, `/profiles/${profileId}/scenes/${sceneId}/text`, 1200)
    expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)
    await progressReaches(api, profileId, 10)
    first.child.kill('SIGKILL')
    await exited(first.child)
    const processedAtKill = count(temp.file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 1')
    expect(processedAtKill).toBeGreaterThan(0)
    expect(processedAtKill).toBeLessThan(1200)

    const second = await serve(temp.file)
    const again = apiOf(second, keyA)
    await idle(again, profileId, 'the resumed update')
    expectAppliedOnce(temp.file, 1200)
  }, 150_000)

  it('SIGTERM during a heavy update exits within a bounded time; the next start resumes it', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const first = await serve(temp.file)
    const api = apiOf(first, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api, 'drain')
    await addAll(api, `/profiles/${profileId}/scenes/${sceneId}/text`, 1200)
    expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)
    await progressReaches(api, profileId, 10)
    const started = performance.now()
    const code = await first.stop()
    const drainMs = performance.now() - started
    console.info(`SIGTERM during a 1200-message update: exited in ${drainMs.toFixed(0)} ms`)
    expect(code).toBe(0)
    expect(drainMs).toBeLessThan(2000)
    expect(count(temp.file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')).toBeGreaterThan(0)

    const second = await serve(temp.file)
    const again = apiOf(second, keyA)
    await idle(again, profileId, 'the resumed update')
    expectAppliedOnce(temp.file, 1200)
  }, 150_000)
})

describe('Idempotency-Key under concurrency', () => {
  it('20 concurrent add-text requests with one key store one batch and all answer with its id', async () => {
    const temp = createTempDatabase()
    cleanups.push(temp.remove)
    const server = await serve(temp.file)
    const api = apiOf(server, keyA)
    const { profileId, sceneId } = await createProfileAndScene(api, 'retry')
    const body = conversation(50)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/profiles/${profileId}/scenes/${sceneId}/text`, {
          body,
          headers: { 'idempotency-key': 'one-batch' },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size).toBe(1)
    expect(count(temp.file, 'SELECT COUNT(*) AS count FROM messages')).toBe(50)
  })
})
