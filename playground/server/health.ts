import { NotFoundError, ProfileContextClient } from 'profile-context'
import type { ChatModelChoice } from './chat-model'

/** One side of the playground's health: fine, or what is wrong and the one line that fixes it. */
export interface Reachability {
  ok: boolean
  /** What is wrong, e.g. "The memory service at http://127.0.0.1:8787/v1 is unreachable (ECONNREFUSED)". */
  problem?: string
  /** The fix, in one line. */
  fix?: string
}

/** What `GET /api/health` answers. */
export interface PlaygroundHealth {
  service: Reachability
  model: Reachability
}

export interface HealthCheckOptions {
  service: { baseURL: string; apiKey: string; embedded: boolean }
  model: Pick<ChatModelChoice, 'kind' | 'endpoint'>
  /** Milliseconds each probe may take. @default 2_000 */
  timeoutMs?: number
  /** Milliseconds a result is reused, so a page polling every few seconds costs one probe. @default 1_500 */
  cacheMs?: number
  fetch?: typeof fetch
}

/**
 * Probes the memory service and the model endpoint: the page shows "service unreachable" and "model unreachable"
 * as their own states, with the fix, instead of an empty profile or a failed chat.
 */
export function createHealthCheck(options: HealthCheckOptions): () => Promise<PlaygroundHealth> {
  const timeoutMs = options.timeoutMs ?? 2_000
  const cacheMs = options.cacheMs ?? 1_500
  const fetcher = options.fetch ?? fetch
  const { service, model } = options
  // No retries: a probe says how things are now; the engine retries its own work.
  const client = new ProfileContextClient({
    baseURL: service.baseURL,
    apiKey: service.apiKey,
    maxRetries: 0,
    timeout: timeoutMs,
    fetch: fetcher,
  })
  let cached: { at: number; result: Promise<PlaygroundHealth> } | undefined

  async function probeService(): Promise<Reachability> {
    try {
      // No profile has this id (ids never start with "_"): a 404 proves the service answers and takes the key.
      await client.getUpdateStatus('_health')
      return { ok: true }
    } catch (error) {
      if (NotFoundError.isInstance(error)) return { ok: true }
      const status = (error as { status?: unknown }).status
      if (status === 401 || status === 403) {
        return {
          ok: false,
          problem: `The memory service at ${service.baseURL} rejected the API key (${status})`,
          fix: service.embedded
            ? 'Delete .profile-context/api-key and restart npm start.'
            : 'Set PROFILE_CONTEXT_API_KEY to a key the service accepts.',
        }
      }
      return {
        ok: false,
        problem: `The memory service at ${service.baseURL} is unreachable (${reason(error)})`,
        fix: service.embedded
          ? 'Restart npm start.'
          : 'Start it (npm run serve -- --api-key <key>) or fix PROFILE_CONTEXT_BASE_URL.',
      }
    }
  }

  async function probeModel(): Promise<Reachability> {
    const endpoint = model.endpoint
    if (model.kind === 'offline' || endpoint === undefined) return { ok: true }
    try {
      const response = await fetcher(`${endpoint.baseURL.replace(/\/+$/, '')}/models`, {
        headers: endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${endpoint.apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          problem: `The model endpoint ${endpoint.baseURL} rejected the API key (${response.status})`,
          fix: 'Check OPENAI_API_KEY.',
        }
      }
      // Any other answer (some servers have no /models) means something listens there.
      return { ok: true }
    } catch (error) {
      return {
        ok: false,
        problem: `The model at ${endpoint.baseURL} is unreachable (${reason(error)})`,
        fix: 'Start it, or fix OPENAI_BASE_URL (unset OPENAI_BASE_URL and OPENAI_API_KEY for the offline demo model).',
      }
    }
  }

  return () => {
    const now = Date.now()
    if (cached === undefined || now - cached.at > cacheMs) {
      cached = {
        at: now,
        result: Promise.all([probeService(), probeModel()]).then(([serviceState, modelState]) => ({
          service: serviceState,
          model: modelState,
        })),
      }
    }
    return cached.result
  }
}

/** The shortest true reason: an error code such as ECONNREFUSED, "timed out", or the innermost cause's first line. */
function reason(error: unknown): string {
  let innermost = error
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^E[A-Z]+$|^UND_ERR/.test(code)) return code
    if ((current as { name?: unknown }).name === 'TimeoutError') return 'timed out'
    innermost = current
    current = (current as { cause?: unknown }).cause
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost)
  return /timed? ?out/i.test(message) ? 'timed out' : (message.split('\n')[0] ?? '').slice(0, 120)
}
