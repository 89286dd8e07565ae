import type { DatabaseSync } from 'node:sqlite'

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
  readonly #database: DatabaseSync

  constructor(database: DatabaseSync) {
    this.#database = database
  }

  find(accountId: string, profileId: string): ProfileRow | undefined {
    const row = this.#database
      .prepare('SELECT pk, id, account_id FROM profiles WHERE account_id = ? AND id = ?')
      .get(accountId, profileId) as ProfileTableRow | undefined
    return row && toProfileRow(row)
  }

  exists(accountId: string, profileId: string): boolean {
    return this.find(accountId, profileId) !== undefined
  }

  insert(accountId: string, profileId: string, now: number): ProfileRow {
    const result = this.#database
      .prepare('INSERT INTO profiles (account_id, id, created_at) VALUES (?, ?, ?)')
      .run(accountId, profileId, now)
    return { pk: Number(result.lastInsertRowid), id: profileId, accountId }
  }

  sceneBelongsTo(sceneId: string, profilePk: number): boolean {
    return (
      this.#database.prepare('SELECT 1 FROM scenes WHERE id = ? AND profile_pk = ?').get(sceneId, profilePk) !==
      undefined
    )
  }

  insertScene(sceneId: string, profilePk: number, now: number): void {
    this.#database
      .prepare('INSERT INTO scenes (id, profile_pk, created_at) VALUES (?, ?, ?)')
      .run(sceneId, profilePk, now)
  }

  /** Marks whether an update was asked for and has not finished; survives a restart so it can be resumed. */
  setUpdateRequested(profilePk: number, requested: boolean): void {
    this.#database.prepare('UPDATE profiles SET update_requested = ? WHERE pk = ?').run(requested ? 1 : 0, profilePk)
  }

  /** Profiles a previous process left in the middle of an update. */
  withUpdateRequested(): ProfileRow[] {
    const rows = this.#database
      .prepare('SELECT pk, id, account_id FROM profiles WHERE update_requested = 1 ORDER BY pk')
      .all() as unknown as ProfileTableRow[]
    return rows.map(toProfileRow)
  }
}
