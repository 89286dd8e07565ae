import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback HTTP proxy that delays every request and counts what passes through it. */
export interface LatencyProxy {
  /** `http://127.0.0.1:<port>` plus the target's path prefix: give it to the client as `baseURL`. */
  readonly baseURL: string
  /** Milliseconds added before each request is forwarded; may be changed between measurements. */
  delayMs: number
  /** Requests forwarded since the last `reset()`, by `METHOD /last-path-segment` (e.g. `POST text`, `GET query`). */
  readonly counts: Map<string, number>
  /** Total requests since the last `reset()`. */
  total(): number
  reset(): void
  close(): Promise<void>
}

function routeOf(method: string, url: string): string {
  const path = url.split('?')[0] ?? ''
  const segments = path.split('/').filter(Boolean)
  const last = segments[segments.length - 1] ?? ''
  // Ids are not routes: POST /profiles/{id}/scenes → "scenes", POST /profiles → "profiles".
  return `${method} ${last}`
}

/**
 * Starts a proxy in front of `targetBaseURL` (which includes the API prefix) that waits `delayMs` before forwarding
 * each request: the latency of a hosted service, simulated on loopback. Keep-alive connections to the target, so
 * the proxy itself adds well under a millisecond.
 */
export async function startLatencyProxy(targetBaseURL: string, delayMs = 0): Promise<LatencyProxy> {
  const target = new URL(targetBaseURL)
  const prefix = target.pathname.replace(/\/$/, '')
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const counts = new Map<string, number>()
  const state = { delayMs }

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(outgoing)
      },
    )
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    })
    incoming.pipe(upstream)
  }

  const server = createServer((incoming, outgoing) => {
    const route = routeOf(incoming.method ?? 'GET', incoming.url ?? '/')
    counts.set(route, (counts.get(route) ?? 0) + 1)
    if (state.delayMs > 0) {
      // Paused until forwarded, so the body is not lost while waiting.
      incoming.pause()
      setTimeout(() => forward(incoming, outgoing), state.delayMs)
    } else {
      forward(incoming, outgoing)
    }
  })
  server.keepAliveTimeout = 30_000
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo))
  })
  return {
    baseURL: `http://127.0.0.1:${address.port}${prefix}`,
    get delayMs() {
      return state.delayMs
    },
    set delayMs(value: number) {
      state.delayMs = value
    },
    counts,
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    reset: () => counts.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      }),
  }
}
