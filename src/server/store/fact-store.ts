import type { DatabaseSync } from 'node:sqlite'
import type { ExtractedFact, FactRecord, SourceMessage } from '../types'

interface FactRow {
  id: number
  scene_id: string
  message_id: number
  key: string | null
  text: string
  event_time: number | null
  date_text: string | null
  timestamp: number
}

/** What storing a message's facts changed, so the retrieval index can follow. */
export interface FactChanges {
  /** Facts stored as current. */
  added: FactRecord[]
  /** Ids of facts that were current and are now superseded. */
  superseded: number[]
}

/**
 * Facts of profiles. A fact with a `key` supersedes the current facts with the same key whose message is not newer;
 * superseded facts are kept (marked, never deleted). A fact arriving late (its message is older than the current
 * fact's) is stored already superseded, so importing old data never overwrites newer knowledge.
 */
export class FactStore {
  readonly #database: DatabaseSync

  constructor(database: DatabaseSync) {
    this.#database = database
  }

  /** Stores the facts of one message. Call inside the transaction that marks the message processed. */
  insertForMessage(
    profilePk: number,
    profileId: string,
    message: SourceMessage,
    facts: readonly ExtractedFact[],
    now: number,
  ): FactChanges {
    const changes: FactChanges = { added: [], superseded: [] }
    const insert = this.#database.prepare(
      'INSERT INTO facts (profile_pk, scene_id, message_id, key, text, event_time, date_text, timestamp, superseded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    const current = this.#database.prepare(
      'SELECT id, timestamp FROM facts WHERE profile_pk = ? AND key = ? AND superseded_by IS NULL ORDER BY timestamp DESC, id DESC',
    )
    const supersede = this.#database.prepare('UPDATE facts SET superseded_by = ? WHERE id = ?')
    for (const fact of facts) {
      const holders =
        fact.key === undefined ? [] : (current.all(profilePk, fact.key) as Array<{ id: number; timestamp: number }>)
      const newer = holders.find((holder) => holder.timestamp > message.timestamp)
      const row = rowOf(fact, message)
      const result = insert.run(
        profilePk,
        row.scene_id,
        row.message_id,
        row.key,
        row.text,
        row.event_time,
        row.date_text,
        row.timestamp,
        newer?.id ?? null,
        now,
      )
      if (newer) continue
      const id = Number(result.lastInsertRowid)
      for (const holder of holders) {
        supersede.run(id, holder.id)
        // A fact superseded by a later fact of the same message never reached the index: nothing to remove.
        const addedBefore = changes.added.length
        changes.added = changes.added.filter((added) => added.id !== holder.id)
        if (changes.added.length === addedBefore) changes.superseded.push(holder.id)
      }
      changes.added.push(toRecord(profileId, { ...row, id }))
    }
    return changes
  }

  /** The current (not superseded) facts of a profile, for rebuilding its retrieval index. */
  current(profilePk: number, profileId: string): FactRecord[] {
    const rows = this.#database
      .prepare(
        'SELECT id, scene_id, message_id, key, text, event_time, date_text, timestamp FROM facts WHERE profile_pk = ? AND superseded_by IS NULL ORDER BY id',
      )
      .all(profilePk) as unknown as FactRow[]
    return rows.map((row) => toRecord(profileId, row))
  }
}

function rowOf(fact: ExtractedFact, message: SourceMessage): Omit<FactRow, 'id'> {
  return {
    scene_id: message.sceneId,
    message_id: message.id,
    key: fact.key ?? null,
    text: fact.text,
    event_time: fact.eventTime ?? null,
    date_text: fact.dateText ?? null,
    timestamp: message.timestamp,
  }
}

function toRecord(profileId: string, row: FactRow): FactRecord {
  const record: FactRecord = {
    id: row.id,
    profileId,
    sceneId: row.scene_id,
    messageId: row.message_id,
    text: row.text,
    timestamp: row.timestamp,
  }
  if (row.key !== null) record.key = row.key
  if (row.event_time !== null) record.eventTime = row.event_time
  if (row.date_text !== null) record.dateText = row.date_text
  return record
}
