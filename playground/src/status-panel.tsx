import { getJson, type ProfileStatus } from './api'
import { displayName } from './storage'
import { usePolling } from './use-polling'

interface StatusPanelProps {
  userId: string
  turn: number
}

/** The profile's update status from the service (`update/status`), polled faster while an update runs. */
export function StatusPanel({ userId, turn }: StatusPanelProps) {
  const { data, error } = usePolling(
    `${userId}:${turn}`,
    (signal) => getJson<ProfileStatus>(`/api/status?userId=${encodeURIComponent(userId)}`, signal),
    1_500,
    (status) => (status.status === 'WORKING' ? 300 : 1_500),
  )
  const working = data?.status === 'WORKING'
  const progress = data === undefined ? 0 : working ? data.progress : 100

  return (
    <section className="card" aria-labelledby="status-heading">
      <h2 id="status-heading">Profile update</h2>
      <progress
        max={100}
        value={progress}
        aria-label={`Profile update progress of ${displayName(userId)}`}
        className={working ? 'working' : 'idle'}
      />
      <p className="status-line" aria-live="polite">
        {data === undefined && error === undefined && 'Loading…'}
        {data !== undefined &&
          (working
            ? `Updating the profile: ${data.progress.toFixed(0)} %`
            : 'Idle: every message sent so far is in the profile.')}
      </p>
      {data !== undefined && (
        <dl className="facts">
          <dt>Profile id</dt>
          <dd>
            <code>{data.profileId}</code>
          </dd>
          <dt>Messages not yet delivered (all users)</dt>
          <dd>{data.pendingMessages}</dd>
        </dl>
      )}
      {error !== undefined && <p role="alert">The service did not answer: {error}</p>}
      {data?.lastError != null && (
        <p role="alert" className="error">
          Last background error ({data.lastError.operation}): {data.lastError.message}
        </p>
      )}
    </section>
  )
}
