import type { ProfileStatus } from './api'
import { stateOf } from './status-state'
import { displayName } from './storage'
import type { Polled } from './use-polling'

interface StatusPanelProps {
  userId: string
  status: Polled<ProfileStatus>
  /** False when the health check says the memory service does not answer. */
  serviceReachable: boolean
}

/**
 * The profile's update status from the service (`update/status`): one state at a time, each with its own text and
 * bar — loading, service unreachable, updating (WORKING, the bar at the job's progress), idle (the bar at the share
 * of messages processed, still).
 */
export function StatusPanel({ userId, status, serviceReachable }: StatusPanelProps) {
  const { data, error } = status
  const state = !serviceReachable || (error !== undefined && data === undefined) ? 'unreachable' : stateOf(data)

  return (
    <section className="card" aria-labelledby="status-heading">
      <h2 id="status-heading">Profile update</h2>
      {state === 'unreachable' ? (
        <progress
          max={100}
          aria-label={`Profile update progress of ${displayName(userId)}`}
          className="off"
          value={0}
        />
      ) : (
        <progress
          max={100}
          value={state === 'loading' ? 0 : Math.min(100, data?.progress ?? 0)}
          aria-label={`Profile update progress of ${displayName(userId)}`}
          className={state === 'updating' || state === 'finishing' ? 'working' : 'idle'}
        />
      )}
      <p className="status-line" aria-live="polite" data-state={state}>
        {state === 'loading' && 'Loading…'}
        {state === 'unreachable' && 'Unknown: the memory service does not answer.'}
        {state === 'updating' && `Updating the profile: ${Math.floor(data?.progress ?? 0)} %`}
        {state === 'finishing' && 'Updating the profile: saving the last facts…'}
        {state === 'idle' && 'Idle: every message sent so far is in the profile.'}
        {state === 'pending' && `Idle: ${Math.floor(data?.progress ?? 0)} % of the messages are in the profile.`}
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
      {data?.lastError != null && (
        <p role="alert" className="error">
          Last background error ({data.lastError.operation}): {data.lastError.message}
        </p>
      )}
    </section>
  )
}
