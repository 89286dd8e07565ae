import type { ProfileStatus } from './api'

/** What the status panel shows: one state at a time, each with its own text and bar. */
export type StatusState = 'loading' | 'updating' | 'finishing' | 'idle' | 'pending'

/**
 * The panel's state from the service's status. WORKING at 100 % means every message is processed and the job is
 * closing: "finishing", never "updating: 100 %". IDLE below 100 % means messages wait for a manual update.
 *
 * @example
 * stateOf({ status: 'WORKING', progress: 100, ... }) // 'finishing'
 */
export function stateOf(data: Pick<ProfileStatus, 'status' | 'progress'> | undefined): StatusState {
  if (data === undefined) return 'loading'
  if (data.status === 'WORKING') return data.progress >= 100 ? 'finishing' : 'updating'
  return data.progress >= 100 ? 'idle' : 'pending'
}
