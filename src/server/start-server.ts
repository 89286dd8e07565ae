import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createServer } from './create-server'
import { answerClientError } from './http/client-error'
import type { StartServerOptions } from './options'
import type { SemanticStatus } from './semantic/index'

/** A reference service listening on a TCP port. */
export interface StartedServer {
  /** Origin the server listens on, e.g. `http://127.0.0.1:8787` (the actual port when started with port 0). */
  readonly url: string
  /** `url` plus the API prefix: what `ProfileContextClient` takes as `baseURL`, e.g. `http://127.0.0.1:8787/v1`. */
  readonly baseURL: string
  /** The key created because none was configured or stored — shown once, only its hash is kept. */
  readonly generatedApiKey: string | undefined
  /** Whether semantic recall is on, with one line saying so (or why not, and how to turn it on). */
  readonly semanticRecall: SemanticStatus
  /** Stops listening, interrupts running updates (resumed on the next start), closes the database. */
  close(): Promise<void>
}

function originOf(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * Starts the reference service on Node's HTTP server.
 *
 * @example
 * ```ts
 * import { ProfileContextClient } from 'profile-context'
 * import { startServer } from 'profile-context/server'
 *
 * const server = await startServer({ port: 0, db: ':memory:', apiKeys: ['dev-key'] })
 * const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'dev-key' })
 * const { id } = await client.createProfile({ requestedId: 'ana' })
 * await server.close()
 * ```
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const { port = 8787, host = '127.0.0.1', ...serviceOptions } = options
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new TypeError(`port must be an integer from 0 to 65535; got ${String(port)}`)
  }
  const service = await createServer(serviceOptions)
  let listener: ReturnType<typeof serve> | undefined
  try {
    const address = await new Promise<AddressInfo>((resolve, reject) => {
      listener = serve({ fetch: service.fetch, port, hostname: host }, resolve)
      listener.once('error', reject)
      // Requests Node's parser rejects get a JSON error too, not an empty body.
      listener.on('clientError', answerClientError)
    })
    const url = originOf(address)
    const server = listener
    let closing: Promise<void> | undefined
    return {
      url,
      baseURL: `${url}${service.prefix}`,
      generatedApiKey: service.generatedApiKey,
      get semanticRecall() {
        return service.semanticRecall
      },
      close: () => {
        closing ??= (async () => {
          const stopped = new Promise<void>((resolve) => {
            if (!server) return resolve()
            server.close(() => resolve())
          })
          // Jobs end first so requests waiting for an update get their answer before the sockets go.
          await service.close()
          if (server && 'closeAllConnections' in server) server.closeAllConnections()
          await stopped
        })()
        return closing
      },
    }
  } catch (error) {
    listener?.close()
    await service.close()
    throw error
  }
}
