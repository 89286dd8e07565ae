import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ProfileContextClient } from 'profile-context'
import { type StartServerOptions, startServer } from 'profile-context/server'
import { type FlakyProxy, type FlakyProxyBehaviour, startFlakyProxy } from '../helpers/flaky-proxy'

export const apiKey = 'memory-test-key'

export interface StoredMessage {
  profileId: string
  sceneId: string
  role: string
  content: string
  timestamp: number
}

export interface TestService {
  /** The proxy's base URL: what the engine under test talks to. */
  baseURL: string
  /** The service's own base URL, bypassing the proxy. */
  directURL: string
  proxy: FlakyProxy
  /** A client straight to the service, with no retries, for setup and checks. */
  direct: ProfileContextClient
  /** Every message the service stored, read from its SQLite file, in storage order. */
  storedMessages(): StoredMessage[]
  /** Requests that reached the service through the proxy and succeeded, matching `method` and a path pattern. */
  requests(method: string, path: RegExp): number
  close(): Promise<void>
}

/** The reference service on a SQLite file in a temporary folder, behind a flaky proxy, both on random ports. */
export async function startTestService(
  behaviour: Partial<FlakyProxyBehaviour> = {},
  options: StartServerOptions = {},
): Promise<TestService> {
  const folder = mkdtempSync(join(tmpdir(), 'profile-context-memory-'))
  const server = await startServer({ port: 0, db: join(folder, 'service.db'), apiKeys: [apiKey], ...options })
  const proxy = await startFlakyProxy(server.baseURL, behaviour)
  const database = new DatabaseSync(join(folder, 'service.db'), { readOnly: true })
  return {
    baseURL: proxy.baseURL,
    directURL: server.baseURL,
    proxy,
    direct: new ProfileContextClient({ baseURL: server.baseURL, apiKey, maxRetries: 0 }),
    storedMessages: () =>
      database
        .prepare(
          `SELECT profiles.id AS profileId, messages.scene_id AS sceneId, messages.role, messages.content, messages.timestamp
           FROM messages JOIN profiles ON profiles.pk = messages.profile_pk ORDER BY messages.id`,
        )
        .all() as unknown as StoredMessage[],
    requests: (method, path) =>
      proxy.delivered.filter((request) => request.method === method && path.test(request.path)).length,
    close: async () => {
      await proxy.close()
      await server.close()
      database.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Client options for an engine under test: fast retries so outages cost milliseconds, not seconds. */
export function fastClient(service: TestService) {
  return { baseURL: service.baseURL, apiKey, maxRetries: 1, maxRetryDelay: 20, timeout: 5_000 }
}

/** Engine-level retry for tests: quick and patient. */
export const fastRetry = { initialDelayMs: 10, maxDelayMs: 100, maxAttempts: 100 }
