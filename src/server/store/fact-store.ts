import type { DatabaseSync, StatementSync } from 'node:sqlite'
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
  previous_text?: string | null
  previous_timestamp?: number | null
}

/** What storing a message's facts changed, so the retrieval index can follow. */
export interface FactChanges {
  /** Facts stored as current. */
  added: FactRecord[]
  /** Ids of facts that were current and are now superseded. */
  superseded: number[]
}

/** The same statement, whatever its case, spacing or final stop. */
const sameText = (left: string, right: string) =>
  left.replace(/(?<![\s.!])[\s.!]+$/, '').toLowerCase() === right.replace(/(?<![\s.!])[\s.!]+$/, '').toLowerCase()

/**
 * Facts of profiles. A fact with a `key` supersedes the current facts with the same key whose message is not newer;
 * superseded facts are kept (marked, never deleted) and the newest of them is handed out with the fact as its
 * `previous` value. A fact arriving late (its message is older than the current fact's) is stored already
 * superseded, so importing old data never overwrites newer knowledge. Saying the same thing again merges: a keyed
 * fact whose text equals the current one is not stored twice, so the current value keeps the date it was first said.
 */
export class FactStore {
  readonly #database: DatabaseSync
  readonly #insert: StatementSync
  readonly #currentOfKey: StatementSync
  readonly #supersede: StatementSync

  constructor(database: DatabaseSync) {
    this.#database = database
    // Prepared once: the update job runs these for every message.
    this.#insert = database.prepare(
      'INSERT INTO facts (profile_pk, scene_id, message_id, key, text, event_time, date_text, timestamp, superseded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    this.#currentOfKey = database.prepare(
      'SELECT id, text, timestamp FROM facts WHERE profile_pk = ? AND key = ? AND superseded_by IS NULL ORDER BY timestamp DESC, id DESC',
    )
    this.#supersede = database.prepare('UPDATE facts SET superseded_by = ? WHERE id = ?')
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
    const insert = this.#insert
    const current = this.#currentOfKey
    const supersede = this.#supersede
    for (const fact of facts) {
      const holders =
        fact.key === undefined
          ? []
          : (current.all(profilePk, fact.key) as Array<{ id: number; text: string; timestamp: number }>)
      const newer = holders.find((holder) => holder.timestamp > message.timestamp)
      if (!newer && holders[0] && sameText(holders[0].text, fact.text)) continue
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
      const replaced = holders.find((holder) => !sameText(holder.text, fact.text))
      changes.added.push(
        toRecord(profileId, {
          ...row,
          id,
          previous_text: replaced?.text ?? null,
          previous_timestamp: replaced?.timestamp ?? null,
        }),
      )
    }
    return changes
  }

  /** The current (not superseded) facts of a profile, for rebuilding its retrieval index. */
  current(profilePk: number, profileId: string): FactRecord[] {
    const rows = this.#database
      .prepare(
        `SELECT f.id, f.scene_id, f.message_id, f.key, f.text, f.event_time, f.date_text, f.timestamp,
           p.text AS previous_text, p.timestamp AS previous_timestamp
         FROM facts f
         LEFT JOIN facts p ON p.id = (
           SELECT id FROM facts WHERE profile_pk = f.profile_pk AND superseded_by = f.id ORDER BY timestamp DESC, id DESC LIMIT 1
         )
         WHERE f.profile_pk = ? AND f.superseded_by IS NULL ORDER BY f.id`,
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
  if (typeof row.previous_text === 'string' && typeof row.previous_timestamp === 'number') {
    record.previous = { text: row.previous_text, timestamp: row.previous_timestamp }
  }
  return record
}
