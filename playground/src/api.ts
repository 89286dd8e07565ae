/** Shapes of the playground's JSON endpoints, as the page reads them. */
export interface PlaygroundConfig {
  model: { kind: 'offline' | 'openai-compatible'; label: string }
  service: { baseURL: string; embedded: boolean; database: string | null }
  update: 'auto' | 'manual'
}

// One definition for the server that writes it and the page that reads it (a type-only import, erased in the build).
export type { ContextRecord } from '../server/context-log'
export type { PlaygroundHealth, Reachability } from '../server/health'

export interface ProfileStatus {
  userId: string
  profileId: string
  status: 'IDLE' | 'WORKING'
  progress: number
  pendingMessages: number
  lastError: { operation: string; message: string; at: string } | null
}

/** GETs JSON, turning the server's `{ error: { message } }` into a thrown Error with that message. */
export async function getJson<Value>(path: string, signal?: AbortSignal): Promise<Value> {
  const response = await fetch(path, signal === undefined ? {} : { signal })
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message
    throw new Error(message ?? `${path} answered ${response.status}`)
  }
  return body as Value
}
