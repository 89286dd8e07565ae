import type { SqlExecutor } from './sql-database'

/** A profile as the service sees it: `pk` is internal, `id` is what the account uses in paths. */
export interface ProfileRow {
  pk: number
  id: string
  accountId: string
}

interface ProfileTableRow {
  pk: number
  id: string
  account_id: string
}

function toProfileRow(row: ProfileTableRow): ProfileRow {
  return { pk: row.pk, id: row.id, accountId: row.account_id }
}

/** Profiles (unique per account) and their scenes. */
export class ProfileStore {
  readonly #sql: SqlExecutor

  constructor(sql: SqlExecutor) {
    this.#sql = sql
  }

  async find(accountId: string, profileId: string): Promise<ProfileRow | undefined> {
    const row = await this.#sql.get<ProfileTableRow>(
      'SELECT pk, id, account_id FROM profiles WHERE account_id = ? AND id = ?',
      [accountId, profileId],
    )
    return row && toProfileRow(row)
  }

  async exists(accountId: string, profileId: string): Promise<boolean> {
    return (await this.find(accountId, profileId)) !== undefined
  }

  async insert(accountId: string, profileId: string, now: number): Promise<ProfileRow> {
    const row = await this.#sql.get<{ pk: number }>(
      'INSERT INTO profiles (account_id, id, created_at) VALUES (?, ?, ?) RETURNING pk',
      [accountId, profileId, now],
    )
    return { pk: (row as { pk: number }).pk, id: profileId, accountId }
  }

  async sceneBelongsTo(sceneId: string, profilePk: number): Promise<boolean> {
    return (
      (await this.#sql.get('SELECT 1 AS found FROM scenes WHERE id = ? AND profile_pk = ?', [sceneId, profilePk])) !==
      undefined
    )
  }

  async insertScene(sceneId: string, profilePk: number, now: number): Promise<void> {
    await this.#sql.run('INSERT INTO scenes (id, profile_pk, created_at) VALUES (?, ?, ?)', [sceneId, profilePk, now])
  }

  /** The profile's version, raised by every committed update step (shared databases only). */
  async version(profilePk: number): Promise<number> {
    const row = await this.#sql.get<{ version: number }>('SELECT version FROM profiles WHERE pk = ?', [profilePk])
    return row?.version ?? 0
  }

  /** Raises the profile's version; call in the transaction of the change. Resolves with the new version. */
  async bumpVersion(profilePk: number): Promise<number> {
    const row = await this.#sql.get<{ version: number }>(
      'UPDATE profiles SET version = version + 1 WHERE pk = ? RETURNING version',
      [profilePk],
    )
    return row?.version ?? 0
  }

  /** Marks whether an update was asked for and has not finished; survives a restart so it can be resumed. */
  async setUpdateRequested(profilePk: number, requested: boolean): Promise<void> {
    await this.#sql.run('UPDATE profiles SET update_requested = ? WHERE pk = ?', [requested ? 1 : 0, profilePk])
  }

  /** Profiles a previous process left in the middle of an update. */
  async withUpdateRequested(): Promise<ProfileRow[]> {
    const rows = await this.#sql.all<ProfileTableRow>(
      'SELECT pk, id, account_id FROM profiles WHERE update_requested = 1 ORDER BY pk',
    )
    return rows.map(toProfileRow)
  }
}
