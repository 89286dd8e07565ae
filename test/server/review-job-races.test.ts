import { afterEach, describe, expect, it } from 'vitest'
import { createTempDatabase, readRows } from './helpers/temp-db'
import { apiOf, createProfileAndScene, messages, startTestService, waitForIdle } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function service(processingDelayMs: number) {
  const temp = createTempDatabase()
  const server = await startTestService({ db: temp.file, processingDelayMs })
  cleanups.push(temp.remove, () => server.close())
  const api = apiOf(server)
  const ids = await createProfileAndScene(api)
  const profilePath = `/profiles/${ids.profileId}`
  const status = async () => (await api('GET', `${profilePath}/update/status`)).body as StatusBody
  return { api, file: temp.file, ...ids, profilePath, status, textPath: `${profilePath}/scenes/${ids.sceneId}/text` }
}

interface StatusBody {
  status: string
  progress: number
}

function statements(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `My item${index} is value${index}`)
}

function processedCount(file: string): number {
  return readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages WHERE processed = 1')[0]?.count ?? -1
}

describe('update job races', () => {
  it('stop answers IDLE; run right after stop starts a new job that finishes the rest', async () => {
    const { api, file, profileId, profilePath, textPath, status } = await service(20)
    await api('POST', `${textPath}?update_now=true`, { body: messages(...statements(10)) })
    await new Promise((resolve) => setTimeout(resolve, 70))
    const stopped = await api('PUT', `${profilePath}/update/stop`)
    expect((stopped.body as StatusBody).status).toBe('IDLE')
    expect((await status()).status).toBe('IDLE')
    const afterStop = processedCount(file)
    expect(afterStop).toBeLessThan(10)
    const run = await api('PUT', `${profilePath}/update/run`)
    expect((run.body as StatusBody).status).toBe('WORKING')
    await waitForIdle(api, profileId)
    expect(processedCount(file)).toBe(10)
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM facts')).toEqual([{ count: 10 }])
  })

  it('stop and run sent together: one job at a time, everything processed once in the end', async () => {
    const { api, file, profileId, profilePath, textPath } = await service(10)
    await api('POST', `${textPath}?update_now=true`, { body: messages(...statements(8)) })
    await Promise.all([api('PUT', `${profilePath}/update/stop`), api('PUT', `${profilePath}/update/run`)])
    await api('PUT', `${profilePath}/update/run`)
    await waitForIdle(api, profileId)
    expect(processedCount(file)).toBe(8)
    expect(readRows(file, 'SELECT COUNT(*) AS count FROM facts')).toEqual([{ count: 8 }])
  })

  it('two concurrent wait_for_result calls both answer once the profile holds both batches', async () => {
    const { api, file, status, textPath } = await service(10)
    const [one, two] = await Promise.all([
      api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages(...statements(4)) }),
      api('POST', `${textPath}?update_now=true&wait_for_result=true`, { body: messages('I like tea', 'I like jazz') }),
    ])
    expect([one?.status, two?.status]).toEqual([200, 200])
    expect(processedCount(file)).toBe(6)
    expect(await status()).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('progress never steps back within a job that gets no new data, and ends IDLE at 100', async () => {
    const { api, profileId, textPath } = await service(10)
    await api('POST', `${textPath}?update_now=true`, { body: messages(...statements(10)) })
    const seen = await waitForIdle(api, profileId)
    const working = seen.filter((entry) => entry.status === 'WORKING').map((entry) => entry.progress)
    expect(working.length).toBeGreaterThan(1)
    expect(working).toEqual([...working].sort((a, b) => a - b))
    for (const progress of working) expect(progress).toBeLessThan(100)
    expect(seen.at(-1)).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('stop on an IDLE profile with pending data changes nothing and reads the processed share', async () => {
    const { api, file, profilePath, textPath, status } = await service(0)
    await api('POST', textPath, { body: messages(...statements(4)) })
    const stopped = await api('PUT', `${profilePath}/update/stop`)
    expect(stopped.status).toBe(200)
    expect(stopped.body).toEqual({ status: 'IDLE', progress: 0 })
    expect(await status()).toEqual({ status: 'IDLE', progress: 0 })
    expect(processedCount(file)).toBe(0)
  })
})
