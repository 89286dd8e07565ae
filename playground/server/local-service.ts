import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startServer } from 'profile-context/server'
import { loadOrCreateLocalKey } from './local-key'

/** The one database of a data folder: the same file `profile-context serve` uses by default. */
export const DATABASE_FILE = 'service.db'
/** Written while a process serves the folder's database, so others connect to it instead of opening the file. */
const LOCK_FILE = 'service.json'
/** Older playgrounds kept their database under this name; it is renamed once. */
const OLD_DATABASE_FILE = 'profile-context.db'

export interface LocalService {
  baseURL: string
  apiKey: string
  /** The file the local API key lives in. */
  apiKeyPath: string
  /** The SQLite file. */
  database: string
  /** True when this process started the service; false when it joined one another process runs on the folder. */
  started: boolean
  /** The started service's line on semantic recall (on, or off with why); unknown for a joined one. */
  semanticRecall: string | undefined
  /** Stops the service when this process started it (and releases the folder); nothing otherwise. */
  close(): Promise<void>
}

export interface LocalServiceOptions {
  /** Port of the service when this process starts it; `0` picks a free one. @default 0 */
  port?: number
  /** Milliseconds the service waits per message (demos). @default 0 */
  processingDelayMs?: number
}

/**
 * The reference service of a data folder (`.profile-context/`): one SQLite file, `service.db`, and one local API key,
 * shared by the playground and the examples. A database file belongs to one process at a time (update jobs are
 * coordinated in memory), so the process that starts the service notes its address in `service.json`, and another
 * one started on the same folder connects to that service instead of opening the file a second time.
 *
 * @example
 * ```ts
 * const service = await openLocalService('.profile-context')
 * const memory = createProfileMemory({ client: { baseURL: service.baseURL, apiKey: service.apiKey } })
 * ```
 */
export async function openLocalService(dataDir: string, options: LocalServiceOptions = {}): Promise<LocalService> {
  const key = loadOrCreateLocalKey(dataDir)
  const database = join(dataDir, DATABASE_FILE)
  // A service another process runs on this folder: used as it is, and not ours to close.
  const joined = (baseURL: string): LocalService => ({
    baseURL,
    apiKey: key.apiKey,
    apiKeyPath: key.path,
    database,
    started: false,
    semanticRecall: undefined,
    close: async () => {},
  })
  const lockPath = join(dataDir, LOCK_FILE)
  const running = readLock(lockPath)
  if (running !== undefined) {
    return joined(running.baseURL)
  }
  const listening = options.port ? await probeService(`http://127.0.0.1:${options.port}/v1`, key.apiKey) : 'nothing'
  if (listening === 'accepts-key') {
    // `profile-context serve` on this folder's database (it keeps the keys the playground stored there): use it.
    return joined(`http://127.0.0.1:${options.port}/v1`)
  }
  if (listening === 'other-service') {
    throw new Error(
      `A profile-context service already runs at http://127.0.0.1:${options.port}/v1 (\`npm run serve\`?) and does not take ` +
        `this folder's key (${key.path}); it may be using ${database}, which must not be opened twice. Stop it, or ` +
        'use it: PROFILE_CONTEXT_BASE_URL=<its URL> PROFILE_CONTEXT_API_KEY=<its key> npm start.',
    )
  }
  renameOldDatabase(dataDir)
  const server = await startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    db: database,
    apiKeys: [key.apiKey],
    processingDelayMs: options.processingDelayMs ?? 0,
  })
  writeFileSync(lockPath, `${JSON.stringify({ pid: process.pid, baseURL: server.baseURL })}\n`)
  return {
    baseURL: server.baseURL,
    apiKey: key.apiKey,
    apiKeyPath: key.path,
    database,
    started: true,
    semanticRecall: server.semanticRecall.detail,
    async close() {
      if (readLock(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true })
      await server.close()
    },
  }
}

/** The service another live process runs on the folder, if any; a lock left by a dead process is ignored. */
function readLock(path: string): { pid: number; baseURL: string } | undefined {
  if (!existsSync(path)) return undefined
  try {
    const lock = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; baseURL?: unknown }
    if (typeof lock.pid !== 'number' || typeof lock.baseURL !== 'string') return undefined
    process.kill(lock.pid, 0)
    return { pid: lock.pid, baseURL: lock.baseURL }
  } catch {
    return undefined
  }
}

/**
 * What answers at `baseURL`: a profile-context service that takes `apiKey` (a 404 for a profile nobody has), another
 * one (its 401), or nothing of ours (no connection, or not its JSON error shape).
 */
async function probeService(baseURL: string, apiKey: string): Promise<'accepts-key' | 'other-service' | 'nothing'> {
  try {
    const response = await fetch(`${baseURL}/profiles/_probe/update/status`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(2_000),
    })
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: unknown } } | undefined
    if (typeof body?.error?.code !== 'string') return 'nothing'
    if (response.status === 404) return 'accepts-key'
    return response.status === 401 ? 'other-service' : 'nothing'
  } catch {
    return 'nothing'
  }
}

function renameOldDatabase(dataDir: string): void {
  const old = join(dataDir, OLD_DATABASE_FILE)
  if (!existsSync(old) || existsSync(join(dataDir, DATABASE_FILE))) return
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(old + suffix)) renameSync(old + suffix, join(dataDir, DATABASE_FILE + suffix))
  }
}
