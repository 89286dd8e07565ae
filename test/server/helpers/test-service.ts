import type { Answerer, Extractor, Logger, StartedServer, StartServerOptions } from 'profile-context/server'
import { startServer } from 'profile-context/server'
import { createTempDatabase } from './temp-db'

/**
 * A tiny deterministic extractor for service tests (the real ones have their own tests): "my <thing> is <value>"
 * becomes a fact keyed `attribute.<thing>`, "I like <x>" an unkeyed fact. Counts its calls.
 */
export function createTestExtractor(): Extractor & { calls: number; seen: string[] } {
  const extractor = {
    name: 'test-extractor',
    calls: 0,
    seen: [] as string[],
    async extract(message: { role: string; content: string }) {
      extractor.calls += 1
      extractor.seen.push(message.content)
      if (message.role !== 'user') return []
      if (message.content.includes('EXPLODE')) throw new Error('extractor exploded on purpose')
      const facts = []
      for (const match of message.content.matchAll(/my (\w+) is (\w+)/gi)) {
        facts.push({ key: `attribute.${match[1]?.toLowerCase()}`, text: `The user's ${match[1]} is ${match[2]}.` })
      }
      for (const match of message.content.matchAll(/I like (\w+)/gi)) {
        facts.push({ text: `The user likes ${match[1]}.` })
      }
      return facts
    },
  }
  return extractor
}

/** Answers with the texts of the best facts, or says plainly that nothing is known. */
export const testAnswerer: Answerer = {
  name: 'test-answerer',
  async answer(question, { retriever }) {
    const facts = retriever.searchFacts(question, 5)
    if (facts.length > 0) return facts.map((fact) => fact.text).join(' ')
    const messages = retriever.searchMessages(question, 2)
    return messages.length > 0
      ? `From messages: ${messages.map((message) => message.content).join(' | ')}`
      : 'Nothing is known.'
  },
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }

/** A logger that keeps what it is told, for asserting on background failures. */
export function createRecordingLogger(): Logger & {
  entries: Array<{ level: string; message: string; details?: unknown }>
} {
  const entries: Array<{ level: string; message: string; details?: unknown }> = []
  return {
    entries,
    info: (message, details) => entries.push({ level: 'info', message, details }),
    warn: (message, details) => entries.push({ level: 'warn', message, details }),
    error: (message, details) => entries.push({ level: 'error', message, details }),
  }
}

export const keyA = 'key-account-a'
export const keyB = 'key-account-b'

/** The reference service on a random port with two accounts and the test extractor/answerer. */
export async function startTestService(options: StartServerOptions = {}): Promise<StartedServer> {
  return startServer({
    port: 0,
    db: ':memory:',
    apiKeys: [keyA, keyB],
    extractor: createTestExtractor(),
    answerer: testAnswerer,
    logger: silentLogger,
    // These tests pin exact answers of the test answerer; semantic recall has its own tests with the real model.
    semanticRecall: false,
    ...options,
  })
}

export interface ApiResponse {
  status: number
  headers: Headers
  body: unknown
  text: string
}

/** Raw HTTP calls to one server with one key: the wire format, not the client's reading of it. */
export function apiOf(server: { baseURL: string }, key: string | null = keyA) {
  return async function call(
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...(key === null ? {} : { authorization: `Bearer ${key}` }) }
    let body: string | undefined
    if (init.rawBody !== undefined) body = init.rawBody
    else if (init.body !== undefined) body = JSON.stringify(init.body)
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${server.baseURL}${path}`, {
      method,
      headers: { ...headers, ...init.headers },
      body: body ?? null,
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, body: parsed, text }
  }
}

export type Api = ReturnType<typeof apiOf>

/** Creates a profile and a scene; returns their ids. */
export async function createProfileAndScene(
  api: Api,
  requestedId?: string,
): Promise<{ profileId: string; sceneId: string }> {
  const query = requestedId === undefined ? '' : `?requested_id=${encodeURIComponent(requestedId)}`
  const profile = await api('POST', `/profiles${query}`)
  const profileId = (profile.body as { id: string }).id
  const scene = await api('POST', `/profiles/${encodeURIComponent(profileId)}/scenes`)
  return { profileId, sceneId: (scene.body as { id: string }).id }
}

/**
 * The test service on its own SQLite file, with one profile and one scene, and the paths of both. What must be undone
 * after the test (closing the server, then removing the file) is pushed to `cleanups`, to be run in reverse.
 */
export async function startServiceWithScene(
  cleanups: Array<() => Promise<void> | void>,
  options: StartServerOptions = {},
) {
  const temp = createTempDatabase()
  const server = await startTestService({ db: temp.file, ...options })
  cleanups.push(temp.remove, () => server.close())
  const api = apiOf(server)
  const ids = await createProfileAndScene(api)
  const textPath = `/profiles/${ids.profileId}/scenes/${ids.sceneId}/text`
  const profilePath = `/profiles/${ids.profileId}`
  return { server, api, file: temp.file, ...ids, textPath, profilePath }
}

/** Polls update/status until IDLE (bounded), returning every status seen. */
export async function waitForIdle(
  api: Api,
  profileId: string,
  timeoutMs = 5000,
): Promise<Array<{ status: string; progress: number }>> {
  const seen: Array<{ status: string; progress: number }> = []
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await api('GET', `/profiles/${encodeURIComponent(profileId)}/update/status`)
    const status = response.body as { status: string; progress: number }
    seen.push(status)
    if (status.status === 'IDLE') return seen
    if (Date.now() > deadline) throw new Error(`profile ${profileId} still WORKING after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Messages with increasing timestamps. */
export function messages(
  ...contents: string[]
): Array<{ role: 'user' | 'assistant'; content: string; timestamp: number }> {
  return contents.map((content, index) => ({ role: 'user', content, timestamp: 1_700_000_000 + index * 60 }))
}
