import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { type ServeProcess, startServeProcess } from './helpers/spawn-serve'
import { createTempDatabase, readRows } from './helpers/temp-db'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const key = 'crash-key'

/** What the user says, one fact (or a correction) per message, for the default rule extractor. */
const statements = [
  'I live in Lisbon.',
  'My sister is called Ana.',
  'I work as a nurse.',
  'I have a dog named Rex.',
  'My favourite food is sushi.',
  'I moved to Porto last month.',
  'I am allergic to peanuts.',
  'My brother is called Rui.',
  'I play the guitar.',
  'I started a new job in May 2023.',
  'My wife is called Maria.',
  'I love hiking.',
]

const conversation = statements.map((content, index) => ({
  role: 'user' as const,
  content,
  timestamp: 1_700_000_000 + index * 60,
}))

interface FactView {
  content: string
  text: string
  current: number
}

/** Every stored fact with the message it came from, in a form two databases can be compared by. */
function factsOf(file: string): FactView[] {
  return readRows<FactView>(
    file,
    `SELECT messages.content AS content, facts.text AS text, facts.superseded_by IS NULL AS current
     FROM facts JOIN messages ON messages.id = facts.message_id ORDER BY messages.id, facts.text`,
  )
}

function count(file: string, sql: string): number {
  return readRows<{ count: number }>(file, sql)[0]?.count ?? -1
}

async function serve(file: string, extra: string[] = []): Promise<ServeProcess> {
  const child = await startServeProcess(['--port', '0', '--db', file, '--api-key', key, ...extra])
  cleanups.push(() => child.stop())
  return child
}

describe('kill -9 of `serve` in the middle of an update (file database)', () => {
  it('restarts with every message applied exactly once, the same facts as a run that was never interrupted', async () => {
    const crashed = createTempDatabase()
    cleanups.push(crashed.remove)
    const first = await serve(crashed.file, ['--processing-delay', '40'])
    const client = new ProfileContextClient({ baseURL: first.baseURL, apiKey: key, maxRetries: 0 })
    const { id: profileId } = await client.createProfile({ requestedId: 'crash' })
    const { id: sceneId } = await client.createScene(profileId)
    await client.addText(profileId, sceneId, conversation, { updateNow: true })

    // Kill without warning once the job is well under way: no handler runs, no transaction is closed cleanly.
    await client
      .waitForIdle(profileId, {
        pollInterval: 5,
        timeout: 10_000,
        signal: AbortSignal.timeout(10_000),
        onProgress: ({ progress }) => {
          if (progress >= 25 && first.child.exitCode === null) first.child.kill('SIGKILL')
        },
      })
      .catch(() => undefined)
    await new Promise<void>((resolve) => {
      if (first.child.exitCode !== null || first.child.signalCode !== null) resolve()
      else first.child.once('exit', () => resolve())
    })
    expect(first.child.signalCode).toBe('SIGKILL')
    const processedAtKill = count(crashed.file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 1')
    expect(processedAtKill).toBeGreaterThan(0)
    expect(processedAtKill).toBeLessThan(statements.length)
    // Facts exist only for processed messages: nothing half applied.
    expect(
      count(
        crashed.file,
        'SELECT COUNT(*) AS count FROM facts JOIN messages ON messages.id = facts.message_id WHERE messages.processed = 0',
      ),
    ).toBe(0)

    // The restart resumes the interrupted update on its own (the caller asked for it with update_now).
    const second = await serve(crashed.file)
    const again = new ProfileContextClient({ baseURL: second.baseURL, apiKey: key })
    expect(await again.waitForIdle(profileId, { pollInterval: 10, timeout: 15_000 })).toEqual({
      status: 'IDLE',
      progress: 100,
    })
    expect(count(crashed.file, 'SELECT COUNT(*) AS count FROM messages')).toBe(statements.length)
    expect(count(crashed.file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')).toBe(0)
    expect(
      readRows(
        crashed.file,
        'SELECT message_id, text, COUNT(*) AS copies FROM facts GROUP BY message_id, text HAVING COUNT(*) > 1',
      ),
    ).toEqual([])

    // The same conversation, never interrupted, with the same (default) extractor in this process.
    const reference = createTempDatabase()
    cleanups.push(reference.remove)
    const server = await startServer({ port: 0, db: reference.file, apiKeys: [key] })
    cleanups.push(() => server.close())
    const direct = new ProfileContextClient({ baseURL: server.baseURL, apiKey: key })
    const { id: referenceProfile } = await direct.createProfile({ requestedId: 'crash' })
    const { id: referenceScene } = await direct.createScene(referenceProfile)
    await direct.addText(referenceProfile, referenceScene, conversation, { updateNow: true, waitForResult: true })
    const expected = factsOf(reference.file)
    expect(expected.length).toBeGreaterThanOrEqual(statements.length / 2)
    expect(factsOf(crashed.file)).toEqual(expected)
  }, 60_000)
})
