import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCommand } from '../../src/cli/import'
import { parseTranscript } from '../../src/cli/read-transcript'
import { runCli, startCli } from './run-cli'
import { runInProcess } from './run-in-process'

const apiKey = 'import-test-key'
let folder: string
let database: string
let service: Awaited<ReturnType<typeof startServer>>
let connection: string[]

/** Messages the service stored, read straight from its SQLite file. */
function storedMessages(sceneId: string) {
  const db = new DatabaseSync(database, { readOnly: true })
  try {
    return db.prepare('SELECT role, content, timestamp FROM messages WHERE scene_id = ? ORDER BY id').all(sceneId)
  } finally {
    db.close()
  }
}

function countScenes(profileId: string) {
  const db = new DatabaseSync(database, { readOnly: true })
  try {
    const row = db
      .prepare(
        'SELECT count(*) AS count FROM scenes JOIN profiles ON profiles.pk = scenes.profile_pk WHERE profiles.id = ?',
      )
      .get(profileId) as { count: number }
    return row.count
  } finally {
    db.close()
  }
}

function transcript(count: number): string {
  const topics = ['I live in Porto.', 'My sister is called Ines.', 'I play the cello on Sundays.', 'Sounds lovely!']
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `${topics[index % topics.length]} (#${index})`,
      timestamp: 1_700_000_000 + index * 60,
    }),
  ).join('\n')
}

async function createProfile(requestedId: string) {
  const client = new ProfileContextClient({ baseURL: service.baseURL, apiKey })
  return (await client.createProfile({ requestedId })).id
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'profile-context-import-'))
  database = join(folder, 'service.db')
  service = await startServer({ port: 0, db: database, apiKeys: [apiKey] })
  connection = ['--base-url', service.baseURL, '--api-key', apiKey]
})
afterAll(async () => {
  await service.close()
  await rm(folder, { recursive: true, force: true })
})

describe('import', () => {
  it('stores every line in batches in a new scene, and a re-run into that scene stores nothing twice', async () => {
    const profileId = await createProfile('import-batches')
    const file = join(folder, 'batches.jsonl')
    await writeFile(file, `${transcript(25)}\n\n`)

    const first = await runCli(['import', file, '--profile', profileId, '--batch', '10', '--json', ...connection])
    expect(first.code).toBe(0)
    const summary = JSON.parse(first.stdout) as { sceneId: string; messages: number; batches: number; update: string }
    expect(summary).toMatchObject({ profileId, messages: 25, batches: 3, update: 'none' })
    const stored = storedMessages(summary.sceneId)
    expect(stored).toHaveLength(25)
    expect(stored[24]).toMatchObject({
      role: 'user',
      content: 'I live in Porto. (#24)',
      timestamp: 1_700_000_000 + 24 * 60,
    })

    const again = await runCli([
      'import',
      file,
      '--profile',
      profileId,
      '--scene',
      summary.sceneId,
      '--batch',
      '10',
      ...connection,
    ])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      `Imported 25 message(s) in 3 batch(es) into profile ${profileId}, scene ${summary.sceneId}`,
    )
    expect(storedMessages(summary.sceneId)).toHaveLength(25)
  })

  it('with --update --wait the profile is IDLE and answers from the file when the command returns', async () => {
    const profileId = await createProfile('import-update')
    const file = join(folder, 'update.jsonl')
    await writeFile(file, transcript(8))
    const { code, stdout } = await runCli(['import', file, '--profile', profileId, '--update', '--wait', ...connection])
    expect(code).toBe(0)
    expect(stdout).toContain('Profile updated: IDLE')
    const client = new ProfileContextClient({ baseURL: service.baseURL, apiKey })
    expect((await client.queryFacts(profileId, 'Where does the user live?')).result).toContain('Porto')
  })

  it('lists every bad line with its number, sends nothing and exits 2', async () => {
    const profileId = await createProfile('import-invalid')
    const file = join(folder, 'invalid.jsonl')
    const lines = [
      JSON.stringify({ role: 'user', content: 'fine', timestamp: 1_700_000_100 }),
      '{"role": "user", "content": "broken',
      JSON.stringify({ role: 'bot', content: 'who am I', timestamp: 1_700_000_200 }),
      '',
      JSON.stringify({ role: 'user', content: 'no time' }),
      JSON.stringify({ role: 'assistant', content: 'earlier', timestamp: 1_700_000_000 }),
    ]
    await writeFile(file, lines.join('\n'))
    const { code, stdout, stderr } = await runCli(['import', file, '--profile', profileId, ...connection])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('4 invalid line(s)')
    expect(stderr).toContain(`${file}:2: not valid JSON`)
    expect(stderr).toContain(`${file}:3: "role" must be "user", "assistant" or "system"; got "bot"`)
    expect(stderr).toContain(`${file}:5: "timestamp" must be Unix seconds`)
    expect(stderr).toContain(`${file}:6: timestamp 1700000000 is earlier than line 1`)
    expect(stderr).toContain('nothing was sent')
    expect(countScenes(profileId)).toBe(0)
  })

  it('refuses a missing --profile, a bad --batch and a missing file with exit 2', async () => {
    const file = join(folder, 'small.jsonl')
    await writeFile(file, transcript(2))
    const noProfile = await runInProcess(importCommand, [file, ...connection])
    expect(noProfile).toMatchObject({ code: 2, stderr: expect.stringContaining('--profile <id> is required') })
    const badBatch = await runInProcess(importCommand, [file, '--profile', 'x', '--batch', '0', ...connection])
    expect(badBatch).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--batch must be a whole number from 1 to 1000'),
    })
    const missing = await runInProcess(importCommand, [join(folder, 'nope.jsonl'), '--profile', 'x', ...connection])
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('no such file') })
    const empty = join(folder, 'empty.jsonl')
    await writeFile(empty, '\n\n')
    const nothing = await runInProcess(importCommand, [empty, '--profile', 'x', ...connection])
    expect(nothing).toMatchObject({ code: 2, stderr: expect.stringContaining('holds no messages; nothing was sent') })
  })
})

describe('import --wait and status --watch on a slow service', () => {
  let slow: Awaited<ReturnType<typeof startServer>>
  let slowConnection: string[]
  beforeAll(async () => {
    slow = await startServer({ port: 0, db: ':memory:', apiKeys: [apiKey], processingDelayMs: 40 })
    slowConnection = ['--base-url', slow.baseURL, '--api-key', apiKey]
  })
  afterAll(() => slow.close())

  it('Ctrl-C during --wait stops the update through update/stop and exits 130', async () => {
    await new ProfileContextClient({ baseURL: slow.baseURL, apiKey }).createProfile({ requestedId: 'slow-stop' })
    const run = startCli(['import', '-', '--profile', 'slow-stop', '--update', '--wait', ...slowConnection], {
      input: transcript(60),
    })
    await run.output(/updating profile/)
    run.child.kill('SIGINT')
    const { code, stderr } = await run.result
    expect(code).toBe(130)
    expect(stderr).toMatch(/Stopped the update \(status now IDLE\)/)
    const client = new ProfileContextClient({ baseURL: slow.baseURL, apiKey })
    expect(await client.getUpdateStatus('slow-stop')).toMatchObject({ status: 'IDLE' })
  })

  it('status --watch draws progress while WORKING and exits 0 once IDLE', async () => {
    // Started in-process rather than by a second CLI run, so the update is surely WORKING when the watch begins.
    const client = new ProfileContextClient({ baseURL: slow.baseURL, apiKey })
    const { id: profileId } = await client.createProfile({ requestedId: 'slow-watch' })
    const { id: sceneId } = await client.createScene(profileId)
    // Long enough to outlast a slow CLI start; the test ends it with update/stop once the bar has shown.
    const messages = parseTranscript(transcript(300)).messages
    await client.addText(profileId, sceneId, messages, { updateNow: true })
    const watch = startCli(['status', profileId, '--watch', '--interval', '50', ...slowConnection])
    await watch.output(/% WORKING/)
    await client.stopUpdate(profileId)
    const { code, stdout } = await watch.result
    expect(code).toBe(0)
    expect(stdout).toMatch(/\[#*-*\] +\d+\.\d% WORKING/)
    expect(stdout).toContain(`Profile ${profileId}: IDLE`)
  })
})
