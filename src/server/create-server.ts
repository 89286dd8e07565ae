import { registerApiKeys } from './auth/api-keys'
import { createApp } from './http/create-app'
import { errorResponse } from './http/service-error'
import type { ServerOptions } from './options'
import { ProfileIndexes } from './profile-indexes'
import { resolveOptions } from './resolve-options'
import { createSemanticRecall, type SemanticStatus } from './semantic/index'
import type { ServiceContext } from './service-context'
import { AccountStore, FactStore, IdempotencyStore, MessageStore, ProfileStore, VectorStore } from './store/index'
import { openStorage } from './store/open-storage'
import { SharedUpdateManager } from './updater/shared-update-manager'
import { UpdateManager } from './updater/update-manager'
import type { Updater } from './updater/updater'

/** The advisory lock under which processes sharing a Postgres database register their API keys. */
const keyRegistrationLock = 7_172_002

/** A running reference service without a socket: hand its `fetch` to any Web-standard host. */
export interface ProfileContextServer {
  /** Answers one request of the API. */
  fetch(request: Request): Promise<Response>
  /** The key created because none was configured or stored — shown once, only its hash is kept. */
  readonly generatedApiKey: string | undefined
  /** The path prefix of every endpoint, e.g. `/v1`. */
  readonly prefix: string
  /** Whether semantic recall is on, with one line saying so (or why not, and how to turn it on). */
  readonly semanticRecall: SemanticStatus
  /** Interrupts running updates (they resume on the next start with the same database) and closes the database. */
  close(): Promise<void>
}

/**
 * Creates the reference service of the Conversation Profile Context API on a SQLite database, or on Postgres when
 * given `databaseUrl` (several processes may share it).
 *
 * @example
 * ```ts
 * import { createServer } from 'profile-context/server'
 *
 * const server = await createServer({ db: ':memory:', apiKeys: ['dev-key'] })
 * const response = await server.fetch(
 *   new Request('http://localhost/v1/profiles?requested_id=ana', {
 *     method: 'POST',
 *     headers: { authorization: 'Bearer dev-key' },
 *   }),
 * )
 * console.log(await response.json()) // { id: 'ana' }
 * await server.close()
 * ```
 */
export async function createServer(options: ServerOptions = {}): Promise<ProfileContextServer> {
  const resolved = resolveOptions(options)
  const storage = await openStorage(resolved)
  const { database } = storage
  try {
    const facts = new FactStore(database)
    const messages = new MessageStore(database)
    const profiles = new ProfileStore(database)
    const service: ServiceContext = {
      database,
      accounts: new AccountStore(database),
      profiles,
      messages,
      facts,
      idempotency: new IdempotencyStore(database, resolved.idempotencyTtlMs),
      indexes: new ProfileIndexes(facts, messages, resolved.maxCachedIndexes, database.shared ? profiles : undefined),
      semantic: createSemanticRecall(resolved.semanticRecall, {
        vectors: new VectorStore(database, storage.vectorColumn),
        database,
        logger: resolved.logger,
        capacity: resolved.maxCachedIndexes,
      }),
      options: resolved,
      now: () => Date.now(),
    }
    const generatedApiKey = await database.transaction(async (tx) => {
      // Processes starting together on one Postgres database register keys one after the other: the first on an
      // empty database generates the key and the others find it (SQLite: one writer, BEGIN IMMEDIATE already).
      if (database.dialect === 'postgres')
        await tx.get('SELECT pg_advisory_xact_lock(?) AS locked', [keyRegistrationLock])
      return registerApiKeys(new AccountStore(tx), resolved.apiKeys, service.now())
    })
    resolved.logger.info(service.semantic.status.detail)
    if (resolved.answerer.notice) resolved.logger.info(resolved.answerer.notice)
    const updater: Updater = database.shared
      ? new SharedUpdateManager(service, {
          leaseMs: resolved.jobLeaseMs,
          pollMs: Math.max(50, resolved.jobLeaseMs / 5),
        })
      : new UpdateManager(service)
    await updater.resumeInterrupted()
    const app = createApp({ service, updater })
    let closing: Promise<void> | undefined
    return {
      generatedApiKey,
      prefix: resolved.prefix,
      get semanticRecall() {
        return service.semantic.status
      },
      fetch: async (request) => {
        if (closing) return errorResponse(503, 'shutting_down', 'The service is shutting down.')
        return app.fetch(request)
      },
      close: () => {
        closing ??= (async () => {
          await updater.close()
          service.indexes.clear()
          await service.semantic.close()
          // The extractor the service made (its workers); one passed in belongs to the caller.
          if (options.extractor === undefined) await resolved.extractor.close?.()
          await storage.close()
        })()
        return closing
      },
    }
  } catch (error) {
    await storage.close()
    throw error
  }
}
