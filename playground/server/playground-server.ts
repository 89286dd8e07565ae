import { existsSync, mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, relative, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { APIConnectionError, APIError, createProfileMemory, ProfileContextClient } from 'profile-context'
import { type ChatModelChoice, chatModelFromEnvironment } from './chat-model'
import { createChatRoute } from './chat-route'
import { ContextLog } from './context-log'
import { createHealthCheck } from './health'
import { createInfoRoutes, type ReportedError } from './info-routes'
import { JsonFileMap } from './json-file-map'
import { type LocalService, openLocalService } from './local-service'
import { describeModelError } from './model-error'
import { defaultDistDir } from './paths'

export interface PlaygroundOptions {
  /**
   * Folder of the one SQLite file (`service.db`, shared with `profile-context serve` and the examples), the local API
   * key and the playground's own state. @default '.profile-context'
   */
  dataDir?: string
  /** Port of the page and its API; `0` picks a free one. @default 0 */
  port?: number
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string
  /** Port of the embedded reference service; `0` picks a free one. @default 0 */
  servicePort?: number
  /**
   * Use this service instead of starting the embedded one (e.g. a hosted service).
   * @default undefined — the reference service on `<dataDir>/service.db` (or the one another process already runs
   * on that folder)
   */
  service?: { baseURL: string; apiKey: string }
  /** Folder of the built page (`vite build`). @default playground/dist */
  distDir?: string
  /** The chat model. @default chatModelFromEnvironment(process.env) */
  model?: ChatModelChoice
  /** Milliseconds the reference service waits per message, to watch the progress bar move. @default 0 */
  processingDelayMs?: number
  /** Background failures of the engine, besides showing them on the page. @default console.warn */
  onError?: (error: unknown, userId: string | undefined) => void
  /**
   * How long `close()` waits for pending turns to reach the service; what is still undelivered then is reported
   * through `onError` and left behind (a service that is down would otherwise hold the shutdown for minutes).
   * @default 10_000
   */
  closeTimeoutMs?: number
  /** A failed model call and its one-line explanation (shown on the page too). @default console.error of the line */
  onModelError?: (error: unknown, line: string) => void
}

export interface Playground {
  /** The page, e.g. `http://127.0.0.1:5177/`. */
  url: string
  /** The service base URL, API prefix included. */
  serviceURL: string
  /** How the service was found, for the start banner, e.g. "embedded reference service, database ./.profile-context/service.db". */
  serviceDescription: string
  /** Where the local API key is kept (embedded service only). */
  apiKeyPath: string | undefined
  /** The embedded service's line on semantic recall (on, or off with why and how to turn it on). */
  semanticRecall: string | undefined
  model: ChatModelChoice
  /** Stops taking requests, delivers every pending turn to the service, then stops the service. */
  close(): Promise<void>
}

/**
 * Starts the chat playground: the reference service on a SQLite file (unless `service` is given), the memory
 * engine in automatic update mode, and one HTTP server for the built page, `POST /api/chat` and its JSON endpoints.
 *
 * @example
 * ```ts
 * const playground = await startPlayground({ port: 5177 })
 * console.log(`Open ${playground.url}`)
 * process.once('SIGINT', () => void playground.close())
 * ```
 */
export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const dataDir = resolve(options.dataDir ?? '.profile-context')
  const distDir = resolve(options.distDir ?? defaultDistDir)
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `The playground page is not built (${distDir}/index.html is missing); run npm run build:playground.`,
    )
  }
  mkdirSync(dataDir, { recursive: true })
  const model = options.model ?? chatModelFromEnvironment(process.env)

  let service: LocalService | undefined
  let connection = options.service
  if (connection === undefined) {
    service = await openLocalService(dataDir, {
      port: options.servicePort ?? 0,
      processingDelayMs: options.processingDelayMs ?? 0,
    })
    connection = { baseURL: service.baseURL, apiKey: service.apiKey }
  }

  const errors = new Map<string, ReportedError>()
  const reportError = options.onError ?? ((error: unknown) => console.warn('[playground]', error))
  const ids = new JsonFileMap<string>(join(dataDir, 'playground-ids.json'))
  const memory = createProfileMemory({
    client: new ProfileContextClient({ baseURL: connection.baseURL, apiKey: connection.apiKey }),
    update: 'auto',
    // The turn is delivered only once the profile is updated, so the chat route's flush means "facts are in".
    waitForUpdate: true,
    ids,
    onError: (error, info) => {
      const message = error instanceof Error ? error.message : String(error)
      if (info.userId !== undefined) errors.set(info.userId, { operation: info.operation, message, at: now() })
      // The lookup of this turn failed (or the profile could not be found first): not "nothing known".
      if (info.userId !== undefined && (info.operation === 'context' || info.operation === 'identity')) {
        if (APIError.isInstance(error) || APIConnectionError.isInstance(error)) contextLog.fail(info.userId, message)
      }
      reportError(error, info.userId)
    },
  })
  const contextLog = new ContextLog(join(dataDir, 'playground-context.json'))
  const chat = createChatRoute({
    memory,
    model: model.model,
    contextLog,
    describeError: (error) => describeModelError(error, model),
    ...(options.onModelError === undefined ? {} : { onError: options.onModelError }),
  })
  const info = createInfoRoutes({
    memory,
    contextLog,
    errors,
    config: {
      model: { kind: model.kind, label: model.label },
      service: {
        baseURL: connection.baseURL,
        embedded: service !== undefined,
        database: service === undefined ? null : displayPath(service.database),
      },
      update: 'auto',
    },
    health: createHealthCheck({
      service: { baseURL: connection.baseURL, apiKey: connection.apiKey, embedded: service !== undefined },
      model,
    }),
  })

  const app = new Hono()
  app.post('/api/chat', (c) => chat(c.req.raw))
  app.get('/api/context', (c) => info.context(c.req.raw))
  app.get('/api/status', (c) => info.status(c.req.raw))
  app.get('/api/config', () => info.config())
  app.get('/api/health', () => info.health())
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: `No endpoint ${c.req.path}` } }, 404))
  app.use('/*', serveStatic({ root: distDir }))

  const host = options.host ?? '127.0.0.1'
  let listening: Awaited<ReturnType<typeof listen>>
  try {
    listening = await listen(app.fetch, options.port ?? 0, host)
  } catch (error) {
    // Nothing was said yet, but the engine and the service are up: leave nothing running behind the error.
    await memory.close()
    await service?.close()
    throw error
  }
  const { server, port } = listening
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`

  let closing: Promise<void> | undefined
  return {
    url,
    serviceURL: connection.baseURL,
    apiKeyPath: service?.apiKeyPath,
    semanticRecall: service?.semanticRecall,
    serviceDescription:
      service === undefined
        ? 'your service'
        : service.started
          ? `embedded reference service, database ${displayPath(service.database)}`
          : `the reference service another process runs on ${displayPath(dataDir)} (database ${displayPath(service.database)})`,
    model,
    close() {
      closing ??= (async () => {
        await closeServer(server)
        const closeTimeoutMs = options.closeTimeoutMs ?? 10_000
        let timer: ReturnType<typeof setTimeout> | undefined
        const delivered = await Promise.race([
          memory.close().then(() => true),
          new Promise<false>((resolveTimeout) => {
            timer = setTimeout(() => resolveTimeout(false), closeTimeoutMs)
          }),
        ])
        clearTimeout(timer)
        if (!delivered) {
          const { queued, inFlight } = memory.stats()
          reportError(
            new Error(`${queued + inFlight} message(s) were not delivered within ${closeTimeoutMs} ms and are lost.`),
            undefined,
          )
        }
        await Promise.allSettled([contextLog.flush(), ids.flush()])
        await service?.close()
      })()
      return closing
    },
  }
}

function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path)
  return fromHere.startsWith('..') ? path : `./${fromHere}`
}

function now(): string {
  return new Date().toISOString()
}

type HttpServer = ReturnType<typeof serve>

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<{ server: HttpServer; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch, port, hostname }, (address: AddressInfo) => {
      server.off('error', reject)
      resolvePromise({ server, port: address.port })
    })
    server.once('error', reject)
  })
}

/** Stops accepting connections; open streams get a moment to finish before they are cut. */
function closeServer(server: HttpServer): Promise<void> {
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, 2_000)
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    server.close(() => {
      clearTimeout(force)
      resolvePromise()
    })
  })
}
