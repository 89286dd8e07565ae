import type { Answerer, Extractor, Logger } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { apiOf, createProfileAndScene, messages, startTestService, waitForIdle } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An error as some libraries build them: the message carries the stack of the error they wrapped. */
function wrappedError(what: string): Error {
  return new Error(
    `${what}\n    at callModel (/srv/app/node_modules/vendor/index.js:10:5)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`,
  )
}

const failingExtractor: Extractor = {
  name: 'failing-extractor',
  extract: async () => {
    throw wrappedError('model request failed')
  },
}

const failingAnswerer: Answerer = {
  name: 'failing-answerer',
  answer: async () => {
    throw wrappedError('answer request failed')
  },
}

async function service(options: Parameters<typeof startTestService>[0]) {
  const server = await startTestService(options)
  cleanups.push(() => server.close())
  const api = apiOf(server)
  const ids = await createProfileAndScene(api)
  return { api, ...ids, textPath: `/profiles/${ids.profileId}/scenes/${ids.sceneId}/text` }
}

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\bat \S+ \(/)
  expect(text).not.toContain('/srv/app')
  expect(text).not.toContain('node:internal')
}

describe('no stack trace reaches a client', () => {
  it('an extractor error whose message carries a stack: 502 update_failed shows only its first line', async () => {
    const { api, textPath } = await service({ extractor: failingExtractor })
    const response = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages('My city is Lisbon'),
    })
    expect(response.status).toBe(502)
    expect((response.body as { error: { code: string; message: string } }).error.message).toContain(
      'model request failed',
    )
    expectNoStack(response.text)
  })

  it('an answerer error whose message carries a stack: 502 answer_failed shows only its first line', async () => {
    const { api, profileId } = await service({ answerer: failingAnswerer })
    const response = await api('GET', `/profiles/${profileId}/facts/query?query=city`)
    expect(response.status).toBe(502)
    expect((response.body as { error: { message: string } }).error.message).toContain('answer request failed')
    expectNoStack(response.text)
  })
})

describe('a logger that throws never breaks the service', () => {
  const throwingLogger: Logger = {
    info: () => {
      throw new Error('logger broke')
    },
    warn: () => {
      throw new Error('logger broke')
    },
    error: () => {
      throw new Error('logger broke')
    },
  }

  it('requests still get their JSON answers, and failed background jobs end cleanly', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    cleanups.push(() => {
      process.off('unhandledRejection', onUnhandled)
    })
    const { api, textPath, profileId } = await service({
      extractor: failingExtractor,
      answerer: failingAnswerer,
      logger: throwingLogger,
    })

    const waited = await api('POST', `${textPath}?update_now=true&wait_for_result=true`, {
      body: messages('My city is Lisbon'),
    })
    expect(waited.status).toBe(502)
    expect((waited.body as { error: { code: string } }).error.code).toBe('update_failed')

    // A background job failing with nobody waiting: its end must not become an unhandled rejection.
    expect((await api('POST', `${textPath}?update_now=true`, { body: messages('My dog is Rex') })).status).toBe(200)
    await waitForIdle(api, profileId)
    const query = await api('GET', `/profiles/${profileId}/facts/query?query=city`)
    expect(query.status).toBe(502)
    expect((query.body as { error: { code: string } }).error.code).toBe('answer_failed')

    // The job's end was recorded: a new run starts and ends (the mark is not stuck, the status is readable).
    expect((await api('PUT', `/profiles/${profileId}/update/run`)).status).toBe(200)
    expect((await waitForIdle(api, profileId)).at(-1)).toEqual({ status: 'IDLE', progress: 0 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(unhandled).toEqual([])
  })
})

describe('a logger without its methods', () => {
  it('is rejected at construction with a TypeError naming the method', async () => {
    const { createServer } = await import('profile-context/server')
    await expect(createServer({ logger: { info: () => {}, warn: () => {} } as unknown as Logger })).rejects.toThrow(
      /^logger\.error must be a function/,
    )
  })
})
