import { randomBytes } from 'node:crypto'
import type { ProfileRow, SqlDatabase, SqlExecutor } from '../store/index'

/** Thrown in a commit when this process no longer holds the profile's job. */
export class LostClaimError extends Error {
  override readonly name = 'LostClaimError'
}

interface ProfileTableRow {
  pk: number
  id: string
  account_id: string
}

/**
 * Update jobs as rows, for several processes on one Postgres database. A profile's job belongs to the process whose
 * id is in `job_owner` while its `job_heartbeat` is fresh (younger than the lease); the owner refreshes it, and a
 * profile whose update is requested with no live owner — its process died or shut down — is claimed by the next
 * process that looks. Claims are single conditional UPDATEs, so two processes never both win one.
 */
export class JobLeases {
  /** This process, as written in `job_owner`. */
  readonly owner = `proc_${randomBytes(8).toString('hex')}`
  readonly #database: SqlDatabase
  readonly #leaseMs: number
  readonly #now: () => number

  constructor(database: SqlDatabase, leaseMs: number, now: () => number) {
    this.#database = database
    this.#leaseMs = leaseMs
    this.#now = now
  }

  /** Records that the profile's update is asked for (any process may run it). */
  async request(profilePk: number): Promise<void> {
    await this.#database.run('UPDATE profiles SET update_requested = 1 WHERE pk = ?', [profilePk])
  }

  /** Takes the profile's job when nobody live holds it; true when this process now holds it. */
  async claim(profilePk: number): Promise<boolean> {
    const now = this.#now()
    const changed = await this.#database.run(
      `UPDATE profiles SET job_owner = ?, job_heartbeat = ?, stop_requested = 0
       WHERE pk = ? AND update_requested = 1 AND (job_owner IS NULL OR job_owner = ? OR job_heartbeat < ?)`,
      [this.owner, now, profilePk, this.owner, now - this.#leaseMs],
    )
    return changed === 1
  }

  /** Profiles whose update is asked for and whose job no live process holds. */
  async orphans(limit: number): Promise<ProfileRow[]> {
    const rows = await this.#database.all<ProfileTableRow>(
      `SELECT pk, id, account_id FROM profiles
       WHERE update_requested = 1 AND (job_owner IS NULL OR job_heartbeat < ?) ORDER BY pk LIMIT ?`,
      [this.#now() - this.#leaseMs, limit],
    )
    return rows.map((row) => ({ pk: row.pk, id: row.id, accountId: row.account_id }))
  }

  /**
   * Refreshes the heartbeat of the jobs this process runs (`profilePks`; a row it still owns without running its job —
   * its release failed — goes stale and is taken over); resolves with those whose stop was asked (of any process), so
   * that a job busy with a long extraction stops without waiting for its next commit.
   */
  async heartbeat(profilePks: readonly number[]): Promise<number[]> {
    if (profilePks.length === 0) return []
    const rows = await this.#database.all<{ pk: number; stop_requested: number }>(
      `UPDATE profiles SET job_heartbeat = ? WHERE job_owner = ? AND pk IN (${profilePks.map(() => '?').join(', ')}) RETURNING pk, stop_requested`,
      [this.#now(), this.owner, ...profilePks],
    )
    return rows.filter((row) => row.stop_requested === 1).map((row) => row.pk)
  }

  /** Asks whoever runs the profile's job to stop it. */
  async requestStop(profilePk: number): Promise<void> {
    await this.#database.run('UPDATE profiles SET stop_requested = 1 WHERE pk = ? AND update_requested = 1', [
      profilePk,
    ])
  }

  /** Whether the profile's update is asked for and not finished (WORKING, seen the same from every process). */
  async requested(profilePk: number): Promise<boolean> {
    const row = await this.#database.get<{ update_requested: number }>(
      'SELECT update_requested FROM profiles WHERE pk = ?',
      [profilePk],
    )
    return row?.update_requested === 1
  }

  /**
   * First statement of a commit: locks the profile's row, throws when another process holds its job now, raises
   * the profile's version and reads whether update/stop was asked — one round trip.
   */
  async beginCommit(tx: SqlExecutor, profilePk: number): Promise<{ version: number; stopRequested: boolean }> {
    const row = await tx.get<{ version: number; stop_requested: number }>(
      'UPDATE profiles SET version = version + 1 WHERE pk = ? AND job_owner = ? RETURNING version, stop_requested',
      [profilePk, this.owner],
    )
    if (!row) throw new LostClaimError(`another process took over the update of profile ${profilePk}`)
    return { version: row.version, stopRequested: row.stop_requested === 1 }
  }

  /**
   * Lets the job go. `completed`: the update is done unless messages arrived meanwhile — checked with the profile's
   * row locked, so a message stored before is seen here and one stored after finds no owner and is claimed anew;
   * then resolves false and the job must run again (the claim is kept). `ended` (failed, stopped): the request is
   * cleared. `handover` (shutdown): the request stays for another process to take over at once.
   */
  async release(profilePk: number, how: 'completed' | 'ended' | 'handover'): Promise<boolean> {
    const finished = how !== 'handover'
    return this.#database.transaction(async (tx) => {
      const row = await tx.get<{ job_owner: string | null }>('SELECT job_owner FROM profiles WHERE pk = ? FOR UPDATE', [
        profilePk,
      ])
      if (row?.job_owner !== this.owner) return true
      if (how === 'completed') {
        const pending = await tx.get<{ count: number }>(
          'SELECT COUNT(*) AS count FROM messages WHERE profile_pk = ? AND processed = 0',
          [profilePk],
        )
        const stop = await tx.get<{ stop_requested: number }>('SELECT stop_requested FROM profiles WHERE pk = ?', [
          profilePk,
        ])
        if ((pending?.count ?? 0) > 0 && stop?.stop_requested !== 1) return false
      }
      await tx.run(
        `UPDATE profiles SET job_owner = NULL, stop_requested = 0${finished ? ', update_requested = 0' : ''} WHERE pk = ?`,
        [profilePk],
      )
      return true
    })
  }
}
