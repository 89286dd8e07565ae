import { type ContextRecord, getJson } from './api'
import { displayName } from './storage'
import { usePolling } from './use-polling'

interface ContextPanelProps {
  userId: string
  /** Changes after every turn, so the panel reloads at once instead of at the next poll. */
  turn: number
  /** False when the health check says the memory service does not answer. */
  serviceReachable: boolean
}

/** "What the model was told": the block the middleware injected on the user's last turn, as recorded by the server. */
export function ContextPanel({ userId, turn, serviceReachable }: ContextPanelProps) {
  const { data, error } = usePolling(
    userId,
    (signal) => getJson<{ last: ContextRecord | null }>(`/api/context?userId=${encodeURIComponent(userId)}`, signal),
    2_000,
    undefined,
    turn,
  )
  const last = data?.last

  return (
    <section className="card" aria-labelledby="context-heading">
      <h2 id="context-heading">What the model was told</h2>
      <p className="hint">The user context injected into the system prompt on {displayName(userId)}'s last turn.</p>
      {error !== undefined && <p role="alert">Could not load the context: {error}</p>}
      {data === undefined && error === undefined && <p className="muted">Loading…</p>}
      {data !== undefined && last == null && <p className="muted">No turn yet for {displayName(userId)}.</p>}
      {last != null && (
        <>
          <p className="turn-meta">
            For the message <q>{last.message}</q> <time dateTime={last.at}>{formatTime(last.at)}</time>
          </p>
          {last.context === null && last.error != null ? (
            <p className="error" data-testid="context-block">
              Nothing was injected: the memory service did not answer ({last.error}). The model answered without memory.
            </p>
          ) : last.context === null ? (
            <p className="muted" data-testid="context-block">
              {serviceReachable
                ? 'Nothing was injected: the profile held no facts for this question yet.'
                : 'Nothing was injected: the memory service does not answer.'}
            </p>
          ) : (
            <pre className="context-block" data-testid="context-block">
              {last.context}
            </pre>
          )}
        </>
      )}
    </section>
  )
}

function formatTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `at ${date.toLocaleTimeString()}`
}
