import type { ErrorInfo, ProfileMemory } from 'profile-context'
import type { ContextLog } from './context-log'
import type { PlaygroundHealth } from './health'
import { readIdentity } from './identity'
import { jsonError } from './json-response'

/** The last background failure of a user, shown on the page so nothing fails silently. */
export interface ReportedError {
  operation: ErrorInfo['operation']
  message: string
  at: string
}

export interface InfoRoutesOptions {
  memory: ProfileMemory
  contextLog: ContextLog
  /** Last background error per user, filled by the engine's `onError`. */
  errors: ReadonlyMap<string, ReportedError>
  config: PlaygroundConfig
  /** Probes of the service and the model for `GET /api/health`. */
  health: () => Promise<PlaygroundHealth>
}

/** What `GET /api/config` tells the page. */
export interface PlaygroundConfig {
  model: { kind: 'offline' | 'openai-compatible'; label: string }
  /** `database` is the SQLite file of the embedded service, relative to the working folder when inside it. */
  service: { baseURL: string; embedded: boolean; database: string | null }
  update: 'auto' | 'manual'
}

/**
 * The small JSON endpoints beside the chat route:
 * `GET /api/context?userId=` (what the model was told on the user's last turn),
 * `GET /api/status?userId=` (the profile's update status, from the service), `GET /api/config`,
 * `GET /api/health` (whether the service and the model answer, with the fix when one does not).
 */
export function createInfoRoutes(options: InfoRoutesOptions) {
  const { memory, contextLog, errors, config, health } = options

  return {
    config(): Response {
      return Response.json(config)
    },

    async health(): Promise<Response> {
      return Response.json(await health())
    },

    context(request: Request): Response {
      const identity = readIdentity(new URL(request.url).searchParams, { conversation: false })
      if (!identity.ok) return identity.response
      return Response.json({ userId: identity.userId, last: contextLog.last(identity.userId) ?? null })
    },

    async status(request: Request): Promise<Response> {
      const identity = readIdentity(new URL(request.url).searchParams, { conversation: false })
      if (!identity.ok) return identity.response
      const { userId } = identity
      try {
        const profileId = await memory.profile(userId, { signal: request.signal })
        const status = await memory.client.getUpdateStatus(profileId, { signal: request.signal, timeout: 5_000 })
        const stats = memory.stats()
        return Response.json({
          userId,
          profileId,
          status: status.status,
          progress: status.progress,
          // Engine-wide: the playground runs one engine for every user on the page.
          pendingMessages: stats.queued,
          lastError: errors.get(userId) ?? null,
        })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return jsonError(502, 'service_unavailable', `The profile service did not answer: ${message}`)
      }
    },
  }
}
