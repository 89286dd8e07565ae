import { mkdir } from 'node:fs/promises'

export interface ServiceConnection {
  baseURL: string
  apiKey: string
  /** Shown in the banner. */
  description: string
  close(): Promise<void>
}

/**
 * The service named by `PROFILE_CONTEXT_BASE_URL` / `PROFILE_CONTEXT_API_KEY`, or else the reference service of the
 * data folder: `<dataDirectory>/service.db` with the folder's local API key — the same database and key as `npm start`
 * and `profile-context serve` — started in this process, or joined when another process (the playground) already
 * runs it, so memory survives a restart and the folder never holds a second database.
 */
export async function connectService(
  dataDirectory: string,
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
  await mkdir(dataDirectory, { recursive: true })
  // Loaded only when needed: the reference service (SQLite, NLP) is heavy and useless against a remote service.
  const { openLocalService } = await import('../../playground/server/local-service')
  const service = await openLocalService(dataDirectory)
  return {
    baseURL: service.baseURL,
    apiKey: service.apiKey,
    description: service.started
      ? `reference service in this process at ${service.baseURL} (data in ${service.database})`
      : `reference service of another process at ${service.baseURL} (data in ${service.database})`,
    close: () => service.close(),
  }
}
