import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request exactly as it arrived. */
export interface RecordedRequest {
  method: string
  /** The path as sent on the wire, not decoded (`/v1/profiles/a%2Fb%20c`). */
  path: string
  /** The query string as sent, without `?` (empty when none). */
  rawQuery: string
  /** Decoded query parameters (last value wins). */
  query: Record<string, string>
  /** Header names in lower case. */
  headers: IncomingHttpHeaders
  /** The body as text (empty when none). */
  body: string
  /** The body parsed as JSON, `undefined` when empty or not JSON. */
  json: unknown
  /** `performance.now()` when the request arrived, to measure waits between retries. */
  receivedAt: number
}

/** What the server does with one request. */
export interface ScriptedResponse {
  /** @default 200 */
  status?: number
  headers?: Record<string, string>
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown
  /** Sent as is (wins over `json`); `Content-Type` only if given in `headers`. */
  body?: string
  /** Milliseconds to wait before answering. */
  delay?: number
  /** Destroy the connection instead of answering (after `delay`). */
  drop?: boolean
}

export type Responder = ScriptedResponse | ((request: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>)

export interface RecordingServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string
  /** Every request received, in order. */
  readonly requests: RecordedRequest[]
  /** Answers for the next requests, used once each in order. */
  enqueue(...responders: Responder[]): void
  /** Answer used when the queue is empty. @default 404 with `{ error: { code: 'not_scripted' } }` */
  setFallback(responder: Responder): void
  /** Forgets requests and queued answers and restores the fallback given at start. */
  reset(): void
  close(): Promise<void>
}

const notScripted: Responder = (request) => ({
  status: 404,
  json: { error: { code: 'not_scripted', message: `no scripted response for ${request.method} ${request.path}` } },
})

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function parseJSON(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const receivedAt = performance.now()
  const target = request.url ?? '/'
  const mark = target.indexOf('?')
  const rawQuery = mark === -1 ? '' : target.slice(mark + 1)
  const body = await readBody(request)
  return {
    method: request.method ?? '',
    path: mark === -1 ? target : target.slice(0, mark),
    rawQuery,
    query: Object.fromEntries(new URLSearchParams(rawQuery)),
    headers: request.headers,
    body,
    json: parseJSON(body),
    receivedAt,
  }
}

/**
 * Starts an HTTP server on a random local port that records every request and answers from a script:
 * status, headers (e.g. `Retry-After`), JSON or raw bodies, delays and dropped connections.
 */
export async function startRecordingServer(options: { fallback?: Responder } = {}): Promise<RecordingServer> {
  const requests: RecordedRequest[] = []
  const queue: Responder[] = []
  let fallback = options.fallback ?? notScripted
  const timers = new Set<NodeJS.Timeout>()

  const wait = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, milliseconds)
      timers.add(timer)
    })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const recorded = await record(request)
    requests.push(recorded)
    const responder = queue.shift() ?? fallback
    const script = typeof responder === 'function' ? await responder(recorded) : responder
    if (script.delay !== undefined && script.delay > 0) await wait(script.delay)
    if (script.drop) {
      request.socket.destroy()
      return
    }
    if (response.destroyed) return
    const headers: Record<string, string> = { ...script.headers }
    let body = script.body ?? ''
    if (script.body === undefined && script.json !== undefined) {
      body = JSON.stringify(script.json)
      headers['content-type'] ??= 'application/json'
    }
    response.writeHead(script.status ?? 200, headers)
    response.end(body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(`recording server failed: ${String(error)}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...responders) => queue.push(...responders),
    setFallback: (responder) => {
      fallback = responder
    },
    reset: () => {
      requests.length = 0
      queue.length = 0
      fallback = options.fallback ?? notScripted
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
