import type { ExtractedFact, FactRecord, SourceMessage } from '../types'
import { type Holder, keysOf, planFacts, replacedMessagesOf } from './fact-plan'
import type { SqlExecutor } from './sql-database'

/** A fact row as stored (`id` and the previous value's columns aside). */
export interface FactRow {
  id: number
  scene_id: string
  message_id: number
  key: string | null
  text: string
  event_time: number | null
  date_text: string | null
  timestamp: number
  /** The message this fact re-reads as corrected. */
  corrects: number | null
  previous_text?: string | null
  previous_timestamp?: number | null
}

/** Rows a single multi-row statement binds at most (11 values each: far below both backends' limits). */
const rowsPerStatement = 500

/** What storing a message's facts changed, so the retrieval index can follow. */
export interface FactChanges {
  /** Facts stored as current. */
  added: FactRecord[]
  /** Ids of facts that were current and are now superseded. */
  superseded: number[]
}

/**
 * Facts of profiles. A fact with a `key` supersedes the current facts with the same key whose message is not newer;
 * superseded facts are kept (marked, never deleted) and the newest of them is handed out with the fact as its
 * `previous` value. A fact arriving late (its message is older than the current fact's) is stored already
 * superseded, so importing old data never overwrites newer knowledge. Saying the same thing again merges: a keyed
 * fact whose text equals the current one is not stored twice, so the current value keeps the date it was first said.
 */
export class FactStore {
  readonly #sql: SqlExecutor

  constructor(sql: SqlExecutor) {
    this.#sql = sql
  }

  /** Stores the facts of one message. Call inside the transaction that marks the message processed. */
  async insertForMessage(
    profilePk: number,
    profileId: string,
    message: SourceMessage,
    facts: readonly ExtractedFact[],
    now: number,
  ): Promise<FactChanges> {
    const [changes] = await this.insertForMessages(profilePk, profileId, [{ message, facts }], now)
    return changes as FactChanges
  }

  /**
   * Stores the facts of several messages, in order, as if each were stored after the one before (a later message's
   * fact supersedes an earlier one's), in a fixed number of statements whatever their count: one read of the
   * current facts of every key involved, one multi-row INSERT, one UPDATE of what was superseded. Call inside the
   * transaction that marks the messages processed. Resolves with each message's changes, in order.
   */
  async insertForMessages(
    profilePk: number,
    profileId: string,
    items: ReadonlyArray<{ message: SourceMessage; facts: readonly ExtractedFact[] }>,
    now: number,
  ): Promise<FactChanges[]> {
    const plan = planFacts(
      items,
      await this.#currentByKey(profilePk, keysOf(items)),
      (message, fact) => rowOf(fact, message),
      await this.#notRestatedOf(profilePk, items),
    )
    if (plan.rows.length === 0) return items.map(() => ({ added: [], superseded: [] }))
    const ids: number[] = []
    for (let offset = 0; offset < plan.rows.length; offset += rowsPerStatement) {
      const part = plan.rows.slice(offset, offset + rowsPerStatement)
      const inserted = await this.#sql.all<{ id: number }>(
        `INSERT INTO facts (profile_pk, scene_id, message_id, key, text, event_time, date_text, timestamp, corrects, superseded_by, created_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} RETURNING id`,
        part.flatMap(({ row, supersededBy }) => [
          profilePk,
          row.scene_id,
          row.message_id,
          row.key,
          row.text,
          row.event_time,
          row.date_text,
          row.timestamp,
          row.corrects,
          supersededBy !== undefined && supersededBy >= 0 ? supersededBy : null,
          now,
        ]),
      )
      // One INSERT numbers its rows in order on both backends, whatever order RETURNING lists them in.
      ids.push(...inserted.map((row) => row.id).sort((left, right) => left - right))
    }
    const real = (id: number) => (id >= 0 ? id : (ids[-id - 1] as number))
    const superseded: Array<[number, number]> = []
    for (const [index, { supersededBy }] of plan.rows.entries()) {
      // Superseded, at insertion, by a fact inserted just before in this same call: set now that its id is known.
      if (supersededBy !== undefined && supersededBy < 0) superseded.push([ids[index] as number, real(supersededBy)])
    }
    for (const [id, by] of plan.supersede) superseded.push([real(id), real(by)])
    for (let offset = 0; offset < superseded.length; offset += rowsPerStatement) {
      const part = superseded.slice(offset, offset + rowsPerStatement)
      await this.#sql.run(
        `UPDATE facts SET superseded_by = v.column2 FROM (VALUES ${part.map((_, index) => (index === 0 ? '(CAST(? AS BIGINT), CAST(? AS BIGINT))' : '(?, ?)')).join(', ')}) AS v WHERE facts.id = v.column1`,
        part.flat(),
      )
    }
    return plan.changes.map((changes) => ({
      added: changes.added.map(({ id, record }) => ({ ...toRecord(profileId, { ...record, id: real(id) }) })),
      superseded: changes.superseded.map(real),
    }))
  }

  /**
   * The current facts of each message a correction re-reads (`replaces`) that the re-read does not say again: those
   * without a key, and those whose key none of the re-read facts has ("plan.trip.lisbon" when "Porto instead of
   * Lisbon" re-reads "going to Lisbon in May" as "plan.trip.porto"). A key the re-read has supersedes by key.
   */
  async #notRestatedOf(
    profilePk: number,
    items: ReadonlyArray<{ facts: readonly ExtractedFact[] }>,
  ): Promise<Map<number, Holder[]>> {
    const messageIds = replacedMessagesOf(items)
    const restated = new Map<number, Set<string>>()
    for (const { facts } of items) {
      for (const fact of facts) {
        if (fact.replaces === undefined || fact.key === undefined) continue
        restated.set(fact.replaces, (restated.get(fact.replaces) ?? new Set()).add(fact.key))
      }
    }
    const byMessage = new Map<number, Holder[]>()
    for (let offset = 0; offset < messageIds.length; offset += rowsPerStatement) {
      const part = messageIds.slice(offset, offset + rowsPerStatement)
      const rows = await this.#sql.all<Holder & { message_id: number; key: string | null }>(
        `SELECT id, message_id, key, text, timestamp FROM facts WHERE profile_pk = ? AND message_id IN (${part.map(() => '?').join(', ')}) AND superseded_by IS NULL`,
        [profilePk, ...part],
      )
      for (const row of rows) {
        if (row.key !== null && restated.get(row.message_id)?.has(row.key)) continue
        byMessage.set(row.message_id, [
          ...(byMessage.get(row.message_id) ?? []),
          { id: row.id, text: row.text, timestamp: row.timestamp },
        ])
      }
    }
    return byMessage
  }

  /** The current facts of each key, newest first (as a message's facts are checked against them). */
  async #currentByKey(profilePk: number, keys: readonly string[]): Promise<Map<string, Holder[]>> {
    const byKey = new Map<string, Holder[]>()
    for (let offset = 0; offset < keys.length; offset += rowsPerStatement) {
      const part = keys.slice(offset, offset + rowsPerStatement)
      const rows = await this.#sql.all<Holder & { key: string }>(
        `SELECT id, key, text, timestamp FROM facts WHERE profile_pk = ? AND key IN (${part.map(() => '?').join(', ')}) AND superseded_by IS NULL ORDER BY timestamp DESC, id DESC`,
        [profilePk, ...part],
      )
      for (const row of rows) {
        const list = byKey.get(row.key) ?? []
        list.push({ id: row.id, text: row.text, timestamp: row.timestamp })
        byKey.set(row.key, list)
      }
    }
    return byKey
  }

  /** The current (not superseded) facts of a profile, for rebuilding its retrieval index. */
  async current(profilePk: number, profileId: string): Promise<FactRecord[]> {
    const rows = await this.#sql.all<FactRow>(
      `SELECT f.id, f.scene_id, f.message_id, f.key, f.text, f.event_time, f.date_text, f.timestamp, f.corrects,
           p.text AS previous_text, p.timestamp AS previous_timestamp
         FROM facts f
         LEFT JOIN facts p ON p.id = (
           SELECT id FROM facts WHERE profile_pk = f.profile_pk AND superseded_by = f.id ORDER BY timestamp DESC, id DESC LIMIT 1
         )
         WHERE f.profile_pk = ? AND f.superseded_by IS NULL ORDER BY f.id`,
      [profilePk],
    )
    return rows.map((row) => toRecord(profileId, row))
  }
}

export function rowOf(fact: ExtractedFact, message: SourceMessage): Omit<FactRow, 'id'> {
  return {
    scene_id: message.sceneId,
    message_id: message.id,
    key: fact.key ?? null,
    text: fact.text,
    event_time: fact.eventTime ?? null,
    date_text: fact.dateText ?? null,
    timestamp: message.timestamp,
    corrects: fact.replaces ?? null,
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
  if (row.corrects !== null && row.corrects !== undefined) record.corrects = Number(row.corrects)
  // A correction's value replaced a mistake, not a past value: "before that, the user lived in Lisbon" would be false.
  const corrected = row.corrects !== null && row.corrects !== undefined
  if (!corrected && typeof row.previous_text === 'string' && typeof row.previous_timestamp === 'number') {
    record.previous = { text: row.previous_text, timestamp: row.previous_timestamp }
  }
  return record
}
