import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** How a `FlakyProxy` misbehaves; every field can be changed while it runs. */
export interface FlakyProxyBehaviour {
  /** Fail every Nth request (counting from 1) with a 503. `0` never fails. */
  failEvery: number
  /**
   * `before`: the failed request never reaches the service. `after`: it is forwarded and the service's answer is
   * replaced by the 503, as when a response is lost on the way back (the service did the work).
   */
  failWhen: 'before' | 'after'
  /** Milliseconds added before each request is forwarded. */
  latencyMs: number
  /** While true every request gets its connection reset, as with a service that went away. */
  down: boolean
}

export interface FlakyProxy {
  /** `http://127.0.0.1:<port>` plus the path prefix of the target. */
  readonly baseURL: string
  readonly behaviour: FlakyProxyBehaviour
  /** Requests received, forwarded to the service, failed with 503, and reset while down. */
  readonly counts: { received: number; forwarded: number; failed: number; reset: number }
  /** Method and path of each request the service answered with success through the proxy, in order. */
  readonly delivered: Array<{ method: string; path: string; body: string }>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function fail(response: ServerResponse): void {
  response.writeHead(503, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ error: { code: 'proxy_failure', message: 'Injected failure.' } }))
}

/**
 * A real HTTP proxy on a random port in front of `targetBaseURL` (e.g. the reference service's `baseURL`) that can
 * fail every Nth request, add latency, or go down — to test what a client does against an unreliable service.
 */
export async function startFlakyProxy(
  targetBaseURL: string,
  behaviour: Partial<FlakyProxyBehaviour> = {},
): Promise<FlakyProxy> {
  const target = new URL(targetBaseURL)
  const state: FlakyProxyBehaviour = { failEvery: 0, failWhen: 'before', latencyMs: 0, down: false, ...behaviour }
  const counts = { received: 0, forwarded: 0, failed: 0, reset: 0 }
  const delivered: FlakyProxy['delivered'] = []
  const sockets = new Set<Socket>()

  const server = createServer(async (request, response) => {
    counts.received += 1
    if (state.down) {
      counts.reset += 1
      request.socket.destroy()
      return
    }
    const failing = state.failEvery > 0 && counts.received % state.failEvery === 0
    const body = await readBody(request)
    if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs))
    if (failing && state.failWhen === 'before') {
      counts.failed += 1
      return fail(response)
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      async (answer) => {
        const answerBody = await readBody(answer)
        counts.forwarded += 1
        if (failing) {
          counts.failed += 1
          return fail(response)
        }
        if ((answer.statusCode ?? 500) < 400) {
          delivered.push({ method: request.method ?? 'GET', path: request.url ?? '', body: body.toString('utf8') })
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        response.end(answerBody)
      },
    )
    upstream.on('error', () => request.socket.destroy())
    upstream.end(body)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo))
  })
  return {
    baseURL: `http://127.0.0.1:${address.port}${target.pathname.replace(/\/+$/, '')}`,
    behaviour: state,
    counts,
    delivered,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
