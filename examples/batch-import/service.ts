import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'

export interface ServiceConnection {
  baseURL: string
  apiKey: string
  /** Shown in the banner. */
  description: string
  close(): Promise<void>
}

/**
 * The service named by `PROFILE_CONTEXT_BASE_URL` / `PROFILE_CONTEXT_API_KEY`, or else a reference service started
 * in this process on a free port, keeping its data in `database` (`':memory:'`: for as long as the process runs).
 */
export async function connectService(
  options: { database: string; processingDelayMs?: number },
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServiceConnection> {
  const baseURL = env.PROFILE_CONTEXT_BASE_URL
  if (baseURL !== undefined && baseURL !== '') {
    const apiKey = env.PROFILE_CONTEXT_API_KEY
    if (apiKey === undefined || apiKey === '') {
      throw new Error(
        'PROFILE_CONTEXT_BASE_URL is set but PROFILE_CONTEXT_API_KEY is not: set the key the service accepts.',
      )
    }
    return { baseURL, apiKey, description: baseURL, close: async () => {} }
  }
  const { database, processingDelayMs = 0 } = options
  if (database !== ':memory:') await mkdir(dirname(database), { recursive: true })
  // Loaded only when needed: the reference service (SQLite, NLP) is heavy and useless against a remote service.
  const { startServer } = await import('profile-context/server')
  const apiKey = 'example-key'
  // processingDelayMs slows the in-process service down per message, so the progress bar is worth watching.
  const server = await startServer({ port: 0, db: database, apiKeys: [apiKey], processingDelayMs })
  return {
    baseURL: server.baseURL,
    apiKey,
    description: `reference service in this process at ${server.baseURL} (data in ${database})`,
    close: () => server.close(),
  }
}
