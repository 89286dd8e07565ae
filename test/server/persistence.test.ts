import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createTempDatabase, readRows } from './helpers/temp-db'
import { apiOf, createProfileAndScene, keyA, messages, startTestService, waitForIdle } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDatabase() {
  const temp = createTempDatabase()
  cleanups.push(temp.remove)
  return temp.file
}

describe('restart persistence (close and reopen the same file)', () => {
  it('keeps profiles, scenes, messages, facts, supersession and idempotency records', async () => {
    const file = tempDatabase()
    const first = await startTestService({ db: file })
    const api = apiOf(first)
    const { profileId, sceneId } = await createProfileAndScene(api, 'ana')
    const textPath = `/profiles/${profileId}/scenes/${sceneId}/text`
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages('My city is Lisbon') })
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'My city is Porto', timestamp: 1_800_000_000 }],
    })
    const stored = await api('POST', textPath, {
      body: messages('I like chess'),
      headers: { 'idempotency-key': 'batch-1' },
    })
    await first.close()

    const second = await startTestService({ db: file })
    cleanups.push(() => second.close())
    const again = apiOf(second)
    expect((await again('POST', '/profiles?requested_id=ana')).body).toEqual({ id: 'ana-2' })
    const replay = await again('POST', textPath, {
      body: messages('I like chess'),
      headers: { 'idempotency-key': 'batch-1' },
    })
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(stored.body)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect((await again('GET', `/profiles/${profileId}/facts/query?query=city`)).body).toEqual({
      result: "The user's city is Porto.",
    })
    expect((await again('GET', `/profiles/${profileId}/update/status`)).body).toEqual({
      status: 'IDLE',
      progress: 66.7,
    })
    await again('PUT', `/profiles/${profileId}/update/run`)
    await waitForIdle(again, profileId)
    expect((await again('GET', `/profiles/${profileId}/facts/query?query=chess`)).body).toEqual({
      result: 'The user likes chess.',
    })
    expect(readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages')[0]?.count).toBe(3)
  })

  it('stores only SHA-256 hashes of API keys, and a generated key keeps working after a restart', async () => {
    const file = tempDatabase()
    const first = await startTestService({ db: file, apiKeys: [] })
    const key = first.generatedApiKey
    expect(key).toMatch(/^pc_[A-Za-z0-9_-]{43}$/)
    expect((await apiOf(first, key ?? null)('POST', '/profiles?requested_id=kept')).status).toBe(201)
    await first.close()

    const bytes = readFileSync(file)
    expect(bytes.includes(Buffer.from(key ?? 'missing'))).toBe(false)
    const hashes = readRows<{ hash: string }>(file, 'SELECT hash FROM api_keys')
    expect(hashes).toHaveLength(1)
    expect(hashes[0]?.hash).toMatch(/^[0-9a-f]{64}$/)

    const second = await startTestService({ db: file, apiKeys: [] })
    cleanups.push(() => second.close())
    expect(second.generatedApiKey).toBeUndefined()
    expect((await apiOf(second, key ?? null)('POST', '/profiles/kept/scenes')).status).toBe(201)
  })

  it('the same configured key maps to the same account across restarts', async () => {
    const file = tempDatabase()
    const first = await startTestService({ db: file, apiKeys: [keyA] })
    await apiOf(first)('POST', '/profiles?requested_id=same')
    await first.close()
    const second = await startTestService({ db: file, apiKeys: [keyA] })
    cleanups.push(() => second.close())
    expect((await apiOf(second)('GET', '/profiles/same/update/status')).status).toBe(200)
  })

  it('a restart during WORKING resumes the update; no message is applied twice or half', async () => {
    const file = tempDatabase()
    const first = await startTestService({ db: file, processingDelayMs: 30 })
    const api = apiOf(first)
    const { profileId, sceneId } = await createProfileAndScene(api)
    const many = Array.from({ length: 8 }, (_, index) => `My thing${index} is value${index}`)
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, { body: messages(...many) })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await first.close()
    const processedAtClose =
      readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 1')[0]?.count ?? 0
    const factsAtClose = readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM facts')[0]?.count
    expect(processedAtClose).toBeGreaterThan(0)
    expect(processedAtClose).toBeLessThan(8)
    expect(factsAtClose).toBe(processedAtClose)

    const second = await startTestService({ db: file, processingDelayMs: 5 })
    cleanups.push(() => second.close())
    const again = apiOf(second)
    expect(((await again('GET', `/profiles/${profileId}/update/status`)).body as { status: string }).status).toBe(
      'WORKING',
    )
    await waitForIdle(again, profileId)
    const texts = readRows<{ text: string }>(file, 'SELECT text FROM facts ORDER BY id').map((row) => row.text)
    expect(texts).toEqual(many.map((_, index) => `The user's thing${index} is value${index}.`))
  })

  it('with resumeInterruptedUpdates: false an interrupted update is IDLE with its messages pending', async () => {
    const file = tempDatabase()
    const first = await startTestService({ db: file, processingDelayMs: 50 })
    const api = apiOf(first)
    const { profileId, sceneId } = await createProfileAndScene(api)
    await api('POST', `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`, {
      body: messages('My a is b', 'My c is d'),
    })
    await first.close()

    const second = await startTestService({ db: file, resumeInterruptedUpdates: false })
    const again = apiOf(second)
    expect((await again('GET', `/profiles/${profileId}/update/status`)).body).toEqual({ status: 'IDLE', progress: 0 })
    await second.close()
    const third = await startTestService({ db: file })
    cleanups.push(() => third.close())
    expect((await apiOf(third)('GET', `/profiles/${profileId}/update/status`)).body).toEqual({
      status: 'IDLE',
      progress: 0,
    })
  })

  it('uses WAL and records the schema version', async () => {
    const file = tempDatabase()
    const server = await startTestService({ db: file })
    cleanups.push(() => server.close())
    expect(readRows<{ journal_mode: string }>(file, 'PRAGMA journal_mode')[0]?.journal_mode).toBe('wal')
    expect(readRows<{ user_version: number }>(file, 'PRAGMA user_version')[0]?.user_version).toBe(4)
  })

  it('refuses a database written by a newer schema', async () => {
    const file = tempDatabase()
    const { DatabaseSync } = await import('node:sqlite')
    const database = new DatabaseSync(file)
    database.exec('PRAGMA user_version = 99')
    database.close()
    await expect(startTestService({ db: file })).rejects.toThrow(/schema version 99/)
  })
})
