import type { UpdateStatus } from '../../client/types'
import type { ProfileRow } from '../store/index'
import type { JobOutcome } from './update-job'

/** What the HTTP layer asks of update jobs, whether one process runs them (SQLite) or several share them. */
export interface Updater {
  /** Starts (or joins) the profile's update; false once the service is shutting down. */
  start(profile: ProfileRow): Promise<boolean>
  status(profile: ProfileRow): Promise<UpdateStatus>
  /** Resolves when the profile's update has ended, with how it ended when this process ran it. */
  waitUntilUpdated(profile: ProfileRow): Promise<JobOutcome | undefined>
  /** Stops the profile's update, wherever it runs, waiting at most `stopTimeoutMs` for it to let go. */
  stop(profile: ProfileRow): Promise<void>
  /** Picks up updates left unfinished by a previous (or a dead) process. */
  resumeInterrupted(): Promise<void>
  close(): Promise<void>
}
