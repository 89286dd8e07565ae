import type { Extractor } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { readRows } from './helpers/temp-db'
import {
  type Api,
  createRecordingLogger,
  createTestExtractor,
  messages,
  startServiceWithScene,
  waitForIdle,
} from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const service = (options: Parameters<typeof startServiceWithScene>[1] = {}) => startServiceWithScene(cleanups, options)

function attributes(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, index) => `My thing${from + index} is value${from + index}`)
}

function factTexts(file: string): string[] {
  return readRows<{ text: string }>(file, 'SELECT text FROM facts WHERE superseded_by IS NULL ORDER BY id').map(
    (row) => row.text,
  )
}

function pendingCount(file: string): number {
  return readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 0')[0]?.count ?? -1
}

async function statusOf(api: Api, profilePath: string) {
  return (await api('GET', `${profilePath}/update/status`)).body as { status: string; progress: number }
}

describe('IDLE → WORKING → IDLE', () => {
  it('update_now answers at once with the profile readable as WORKING, progress moving to IDLE', async () => {
    const { api, file, textPath, profilePath } = await service({ processingDelayMs: 50 })
    const started = Date.now()
    const response = await api('POST', `${textPath}?update_now=true`, { body: messages(...attributes(6)) })
    expect(response.status).toBe(200)
    // Answered well before the 6 × 50 ms the update needs, and the profile already reads WORKING.
    expect(Date.now() - started).toBeLessThan(250)
    const first = await statusOf(api, profilePath)
    expect(first.status).toBe('WORKING')
    expect(first.progress).toBeLessThan(100)
    const seen = await waitForIdle(api, profilePath.slice('/profiles/'.length))
    const progress = seen.filter((status) => status.status === 'WORKING').map((status) => status.progress)
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(seen.at(-1)).toEqual({ status: 'IDLE', progress: 100 })
    expect(factTexts(file)).toHaveLength(6)
  })

  it('update_now with wait_for_result answers only once the profile is fully updated', async () => {
    const { api, file, textPath, profilePath } = await service({ processingDelayMs: 20 })
    const started = Date.now()
    const response = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages(...attributes(4)),
    })
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 20)
    expect(await statusOf(api, profilePath)).toEqual({ status: 'IDLE', progress: 100 })
    expect(factTexts(file)).toHaveLength(4)
    const query = await api('GET', `${profilePath}/facts/query?query=thing2`)
    expect(query.body).toEqual({ result: "The user's thing2 is value2." })
  })

  it('wait_for_result without update_now is ignored: stored, not updated, answered at once', async () => {
    const { api, file, textPath, profilePath } = await service({ processingDelayMs: 200 })
    const started = Date.now()
    const response = await api('POST', `${textPath}?wait_for_result=true`, { body: messages('My city is Lisbon') })
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await statusOf(api, profilePath)).toEqual({ status: 'IDLE', progress: 0 })
    expect(pendingCount(file)).toBe(1)
  })

  it('update/run starts a manual update of everything pending; run while WORKING starts no second job', async () => {
    const extractor = createTestExtractor()
    const { api, file, textPath, profilePath, profileId } = await service({ extractor, processingDelayMs: 20 })
    await api('POST', textPath, { body: messages(...attributes(3)) })
    await api('POST', textPath, { body: messages(...attributes(2, 3)) })
    const first = await api('PUT', `${profilePath}/update/run`)
    expect(first.body).toEqual({ status: 'WORKING', progress: 0 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = await api('PUT', `${profilePath}/update/run`)
    expect(second.status).toBe(200)
    expect((second.body as { status: string }).status).toBe('WORKING')
    await waitForIdle(api, profileId)
    expect(extractor.calls).toBe(5)
    expect(factTexts(file)).toHaveLength(5)
  })

  it('data added while a job runs is processed before the profile is IDLE again', async () => {
    const { api, file, textPath, profilePath, profileId } = await service({ processingDelayMs: 20 })
    await api('POST', `${textPath}?update_now=true`, { body: messages(...attributes(3)) })
    expect((await statusOf(api, profilePath)).status).toBe('WORKING')
    await api('POST', textPath, { body: messages(...attributes(2, 3)) })
    const waited = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages(...attributes(2, 5)),
    })
    expect(waited.status).toBe(200)
    const seen = await waitForIdle(api, profileId)
    expect(seen).toEqual([{ status: 'IDLE', progress: 100 }])
    expect(factTexts(file)).toHaveLength(7)
    expect(pendingCount(file)).toBe(0)
  })
})

describe('update/stop', () => {
  it('stops mid-way: facts of processed messages stay, the rest stays pending for the next run', async () => {
    const extractor = createTestExtractor()
    const { api, file, textPath, profilePath, profileId } = await service({ extractor, processingDelayMs: 30 })
    await api('POST', `${textPath}?update_now=true`, { body: messages(...attributes(10)) })
    let status = await statusOf(api, profilePath)
    while (status.progress < 30) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      status = await statusOf(api, profilePath)
    }
    const started = Date.now()
    const stop = await api('PUT', `${profilePath}/update/stop`)
    expect(Date.now() - started).toBeLessThan(500)
    expect(stop.status).toBe(200)
    const stopped = stop.body as { status: string; progress: number }
    expect(stopped.status).toBe('IDLE')
    const kept = factTexts(file)
    expect(kept.length).toBeGreaterThanOrEqual(3)
    expect(kept.length).toBeLessThan(10)
    expect(pendingCount(file)).toBe(10 - kept.length)
    expect(stopped.progress).toBe(kept.length * 10)
    // The next run processes exactly the rest: no message twice, none lost.
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(factTexts(file)).toEqual(kept)
    await api('PUT', `${profilePath}/update/run`)
    await waitForIdle(api, profileId)
    expect(factTexts(file)).toEqual(attributes(10).map((_, index) => `The user's thing${index} is value${index}.`))
    expect(extractor.seen.filter((content) => content === 'My thing0 is value0')).toHaveLength(1)
  })

  it('stops within a bounded time even when the extractor ignores its abort signal', async () => {
    const hanging: Extractor = { name: 'hanging', extract: () => new Promise(() => {}) }
    const { api, file, textPath, profilePath } = await service({ extractor: hanging })
    await api('POST', `${textPath}?update_now=true`, { body: messages('My city is Lisbon') })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await statusOf(api, profilePath)).status).toBe('WORKING')
    const started = Date.now()
    const stop = await api('PUT', `${profilePath}/update/stop`)
    expect(Date.now() - started).toBeLessThan(500)
    expect(stop.body).toEqual({ status: 'IDLE', progress: 0 })
    expect(pendingCount(file)).toBe(1)
  })

  it('passes an abort signal the extractor sees', async () => {
    let aborted: boolean | undefined
    const listening: Extractor = {
      name: 'listening',
      extract: (_message, { signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true
            reject(signal.reason)
          })
        }),
    }
    const { api, textPath, profilePath } = await service({ extractor: listening })
    await api('POST', `${textPath}?update_now=true`, { body: messages('hello') })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await api('PUT', `${profilePath}/update/stop`)
    expect(aborted).toBe(true)
  })

  it('a waiting add-text call answers once a stop ended the job', async () => {
    const { api, textPath, profilePath } = await service({ processingDelayMs: 40 })
    const waiting = api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages(...attributes(10)),
    })
    await new Promise((resolve) => setTimeout(resolve, 60))
    await api('PUT', `${profilePath}/update/stop`)
    expect((await waiting).status).toBe(200)
  })
})

describe('failures', () => {
  it('an extractor failure ends the job, keeps the message pending, reports it, and fails the waiting call', async () => {
    const logger = createRecordingLogger()
    const { api, file, textPath, profilePath } = await service({ logger })
    const response = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages('My city is Lisbon', 'EXPLODE', 'My pet is Rex'),
    })
    expect(response.status).toBe(502)
    expect(response.body).toEqual({
      error: { code: 'update_failed', message: expect.stringContaining('extractor exploded on purpose') },
    })
    expect(response.text).not.toMatch(/at .*\.ts:\d+/)
    expect(await statusOf(api, profilePath)).toEqual({ status: 'IDLE', progress: 33.3 })
    expect(factTexts(file)).toEqual(["The user's city is Lisbon."])
    expect(pendingCount(file)).toBe(2)
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: expect.stringContaining('update failed') }),
    )
  })

  it('an extractor returning something other than facts fails the job without storing it', async () => {
    const broken = { name: 'broken', extract: async () => [{ nope: true }] } as unknown as Extractor
    const { api, file, textPath } = await service({ extractor: broken })
    const response = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages('hi') })
    expect(response.status).toBe(502)
    expect((response.body as { error: { message: string } }).error.message).toContain('broken')
    expect(factTexts(file)).toEqual([])
    expect(pendingCount(file)).toBe(1)
  })
})

describe('supersession', () => {
  it('a newer fact with the same key supersedes the older one, which is kept but no longer answered', async () => {
    const { api, file, textPath, profilePath } = await service()
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages('My city is Lisbon') })
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'My city is Porto', timestamp: 1_800_000_000 }],
    })
    expect((await api('GET', `${profilePath}/facts/query?query=city`)).body).toEqual({
      result: "The user's city is Porto.",
    })
    const rows = readRows<{ text: string; superseded_by: number | null }>(
      file,
      'SELECT text, superseded_by FROM facts ORDER BY id',
    )
    expect(rows).toEqual([
      { text: "The user's city is Lisbon.", superseded_by: expect.any(Number) },
      { text: "The user's city is Porto.", superseded_by: null },
    ])
  })

  it('a late-arriving older fact does not override a newer one', async () => {
    const { api, textPath, profilePath } = await service()
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'My city is Porto', timestamp: 1_800_000_000 }],
    })
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: [{ role: 'user', content: 'My city is Lisbon', timestamp: 1_700_000_000 }],
    })
    expect((await api('GET', `${profilePath}/facts/query?query=city`)).body).toEqual({
      result: "The user's city is Porto.",
    })
  })

  it('the extractor gets a few earlier messages of the same scene as context', async () => {
    const contexts: string[][] = []
    const recording: Extractor = {
      name: 'recording',
      async extract(_message, { previous }) {
        contexts.push(previous.map((message) => message.content))
        return []
      },
    }
    const { api, textPath } = await service({ extractor: recording, contextMessages: 2 })
    await api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages('a', 'b', 'c', 'd') })
    expect(contexts).toEqual([[], ['a'], ['a', 'b'], ['b', 'c']])
  })
})
