import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { UIMessage } from 'ai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chatModelFromEnvironment,
  createOfflineModel,
  type Playground,
  startPlayground,
} from '../../playground/server/index'

const offline = { model: createOfflineModel({ delayMs: 0 }), kind: 'offline' as const, label: 'offline (test)' }

function tempDirs() {
  const root = mkdtempSync(join(tmpdir(), 'profile-context-playground-api-'))
  const distDir = join(root, 'dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>test page</title>')
  return { root, dataDir: join(root, 'data'), distDir }
}

/** One conversation as `useChat` keeps it: every request carries the whole history. */
class Conversation {
  readonly messages: UIMessage[] = []
  constructor(
    private readonly playground: Playground,
    readonly userId: string,
    readonly conversationId: string,
  ) {}

  async say(text: string): Promise<string> {
    this.messages.push({ id: `u${this.messages.length}`, role: 'user', parts: [{ type: 'text', text }] })
    const response = await post(this.playground, {
      messages: this.messages,
      userId: this.userId,
      conversationId: this.conversationId,
    })
    expect(response.status).toBe(200)
    const answer = readTextDeltas(await response.text())
    this.messages.push({ id: `a${this.messages.length}`, role: 'assistant', parts: [{ type: 'text', text: answer }] })
    return answer
  }
}

function post(playground: Playground, body: unknown): Promise<Response> {
  return fetch(new URL('/api/chat', playground.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Joins the `text-delta` chunks of a UI message stream (server-sent events). */
function readTextDeltas(stream: string): string {
  return stream
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; delta?: string })
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => chunk.delta)
    .join('')
}

async function getJson(playground: Playground, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, playground.url))
  return { status: response.status, body: await response.json() }
}

describe('the playground chat route and its JSON endpoints', () => {
  let dirs: ReturnType<typeof tempDirs>
  let playground: Playground

  beforeAll(async () => {
    dirs = tempDirs()
    playground = await startPlayground({ dataDir: dirs.dataDir, distDir: dirs.distDir, model: offline })
  })

  afterAll(async () => {
    await playground?.close()
    if (dirs) rmSync(dirs.root, { recursive: true, force: true })
  })

  it("answers a user's second message from facts of the first, and records what the model was told", async () => {
    const alice = new Conversation(playground, 'alice', 'c-1')
    const first = await alice.say('I live in Lisbon and my sister is called Ana')
    expect(first).toMatch(/Noted\. It's on its way to your profile/)

    const second = await alice.say('Where do I live?')
    expect(second).toContain('Lisbon')

    const context = await getJson(playground, '/api/context?userId=alice')
    expect(context.status).toBe(200)
    expect(context.body).toMatchObject({
      userId: 'alice',
      last: { conversationId: 'c-1', message: 'Where do I live?', context: expect.stringContaining('Lisbon') },
    })
    expect((context.body as { last: { context: string } }).last.context).toMatch(/^<user_context>/)

    const status = await getJson(playground, '/api/status?userId=alice')
    expect(status.body).toMatchObject({ userId: 'alice', status: 'IDLE', pendingMessages: 0, lastError: null })
    expect((status.body as { profileId: string }).profileId).toEqual(expect.any(String))
  })

  it("never shows one user's facts to another", async () => {
    const bob = new Conversation(playground, 'bob', 'c-1')
    const answer = await bob.say('Where do I live? Who is my sister?')
    expect(answer).not.toMatch(/Lisbon|Ana\b/)
    const context = await getJson(playground, '/api/context?userId=bob')
    expect(JSON.stringify(context.body)).not.toMatch(/Lisbon|Ana\b/)
  })

  it('keeps facts across conversations of the same user', async () => {
    const later = new Conversation(playground, 'alice', 'c-2')
    expect(await later.say('Who is my sister?')).toContain('Ana')
  })

  it('answers bad input with 400 naming the field, and unknown API paths with 404', async () => {
    const noUser = await post(playground, { messages: [], conversationId: 'c-1' })
    expect(noUser.status).toBe(400)
    expect(await noUser.json()).toMatchObject({ error: { code: 'invalid_user_id', message: /userId is missing/ } })

    const badConversation = await post(playground, { messages: [], userId: 'alice', conversationId: 'a b' })
    expect(await badConversation.json()).toMatchObject({ error: { message: /conversationId "a b" is not a valid id/ } })

    const badMessages = await post(playground, { messages: 'hello', userId: 'alice', conversationId: 'c-1' })
    expect(badMessages.status).toBe(400)
    expect(await badMessages.json()).toMatchObject({ error: { code: 'invalid_messages' } })

    const notJson = await fetch(new URL('/api/chat', playground.url), { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)

    expect((await getJson(playground, '/api/status')).status).toBe(400)
    expect((await getJson(playground, '/api/context?userId=')).status).toBe(400)
    expect((await getJson(playground, '/api/nothing-here')).status).toBe(404)
  })

  it('serves the page and describes itself', async () => {
    const page = await fetch(playground.url)
    expect(await page.text()).toContain('test page')
    const config = await getJson(playground, '/api/config')
    expect(config.body).toMatchObject({ model: { kind: 'offline' }, service: { embedded: true }, update: 'auto' })
  })
})

describe('the playground while a profile update runs', () => {
  it('reports WORKING with its progress, then IDLE, and the next turn still sees the facts', async () => {
    const dirs = tempDirs()
    const playground = await startPlayground({
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
      model: offline,
      processingDelayMs: 150,
    })
    try {
      const dave = new Conversation(playground, 'dave', 'c-1')
      await dave.say('I live in Berlin and I have a dog called Rex')
      const seen: Array<{ status: string; progress: number }> = []
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        const { body } = await getJson(playground, '/api/status?userId=dave')
        const { status, progress } = body as { status: string; progress: number }
        seen.push({ status, progress })
        if (status === 'IDLE' && seen.some((entry) => entry.status === 'WORKING')) break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      const working = seen.filter((entry) => entry.status === 'WORKING')
      expect(working.length).toBeGreaterThan(0)
      for (const { progress } of working) expect(progress).toBeGreaterThanOrEqual(0)
      // WORKING at 100 % is legitimate: every message is processed and the job is finishing (the page shows that as
      // "saving the last facts"); what must not happen is progress outside 0-100 or a WORKING that never ends.
      for (const { progress } of working) expect(progress).toBeLessThanOrEqual(100)
      expect(seen.at(-1)?.status).toBe('IDLE')
      expect(await dave.say('Where do I live?')).toContain('Berlin')
    } finally {
      await playground.close()
      rmSync(dirs.root, { recursive: true, force: true })
    }
  })
})

describe('the playground after a restart', () => {
  it('finds the same profile and the last context again from its data folder', async () => {
    const dirs = tempDirs()
    try {
      const first = await startPlayground({ dataDir: dirs.dataDir, distDir: dirs.distDir, model: offline })
      await new Conversation(first, 'carol', 'c-1').say('I work as a nurse in Porto')
      await first.close()

      const second = await startPlayground({ dataDir: dirs.dataDir, distDir: dirs.distDir, model: offline })
      try {
        const context = await getJson(second, '/api/context?userId=carol')
        expect(context.body).toMatchObject({ last: { message: 'I work as a nurse in Porto' } })
        expect(await new Conversation(second, 'carol', 'c-1').say('Where do I work?')).toContain('Porto')
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dirs.root, { recursive: true, force: true })
    }
  })

  it('refuses to start without a built page, saying how to build it', async () => {
    const dirs = tempDirs()
    try {
      await expect(startPlayground({ dataDir: dirs.dataDir, distDir: join(dirs.root, 'missing') })).rejects.toThrow(
        /npm run build:playground/,
      )
    } finally {
      rmSync(dirs.root, { recursive: true, force: true })
    }
  })
})

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** The `error` chunks of a UI message stream. */
function readErrors(stream: string): string[] {
  return stream
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice('data: '.length)) as { type: string; errorText?: string })
    .flatMap((chunk) => (chunk.type === 'error' && chunk.errorText !== undefined ? [chunk.errorText] : []))
}

describe('the playground when the service or the model does not answer', () => {
  it('says the memory service is unreachable, with the fix, and tells a failed lookup from an empty profile', async () => {
    const dirs = tempDirs()
    const port = await closedPort()
    const playground = await startPlayground({
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
      model: offline,
      service: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k' },
      onError: () => undefined,
      closeTimeoutMs: 200,
    })
    try {
      const health = await getJson(playground, '/api/health')
      expect(health.body).toEqual({
        service: {
          ok: false,
          problem: `The memory service at http://127.0.0.1:${port}/v1 is unreachable (ECONNREFUSED)`,
          fix: 'Start it (npm run serve -- --api-key <key>) or fix PROFILE_CONTEXT_BASE_URL.',
        },
        model: { ok: true },
      })
      // Fail-open: the chat still answers, and the context record says why nothing was injected.
      expect(await new Conversation(playground, 'dana', 'c-1').say('Where do I live?')).toContain("don't know")
      const context = await getJson(playground, '/api/context?userId=dana')
      expect(context.body).toMatchObject({
        last: { context: null, error: expect.stringMatching(/ECONNREFUSED|reach/) },
      })
    } finally {
      await playground.close()
      rmSync(dirs.root, { recursive: true, force: true })
    }
  })

  it('says the model is unreachable in one line with the fix, on the page and in the terminal', async () => {
    const dirs = tempDirs()
    const port = await closedPort()
    const lines: string[] = []
    const model = chatModelFromEnvironment({ OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'llama3.2' })
    const playground = await startPlayground({
      dataDir: dirs.dataDir,
      distDir: dirs.distDir,
      model,
      onModelError: (_error, line) => lines.push(line),
    })
    try {
      const health = (await getJson(playground, '/api/health')).body as { model: { ok: boolean; problem: string } }
      expect(health.model).toMatchObject({ ok: false, problem: expect.stringMatching(/unreachable \(ECONNREFUSED\)$/) })
      const response = await post(playground, {
        userId: 'erin',
        conversationId: 'c-1',
        messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hello' }] }],
      })
      const errors = readErrors(await response.text())
      const expected = `The model at http://127.0.0.1:${port}/v1 is unreachable (ECONNREFUSED): start it, or fix OPENAI_BASE_URL (unset OPENAI_BASE_URL and OPENAI_API_KEY for the offline demo model).`
      expect(errors).toEqual([expected])
      expect(lines).toEqual([expected])
    } finally {
      await playground.close()
      rmSync(dirs.root, { recursive: true, force: true })
    }
  }, 20_000)
})
