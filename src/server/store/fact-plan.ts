import type { ExtractedFact, SourceMessage } from '../types'
import type { FactRow } from './fact-store'

/** A current fact of some key: what a new fact with that key is checked against. */
export interface Holder {
  id: number
  text: string
  timestamp: number
}

type NewRow = Omit<FactRow, 'id'>

/**
 * What storing several messages' facts writes, worked out in memory before any of it is written. Facts not stored
 * yet have negative ids (`-1` is the first row of `rows`), replaced by their real ids once inserted.
 */
export interface FactPlan {
  /** Facts to insert, in order; `supersededBy` when a newer fact already holds the key (a late message). */
  rows: Array<{ row: NewRow; supersededBy: number | undefined }>
  /** `[fact, supersededBy]` pairs for facts that were current and no longer are. */
  supersede: Array<[number, number]>
  /** Per message, in order: the facts it made current (with their previous value) and the ids it superseded. */
  changes: Array<{ added: Array<{ id: number; record: NewRow }>; superseded: number[] }>
}

/** The same statement, whatever its case, spacing or final stop. */
export const sameText = (left: string, right: string) =>
  left.replace(/(?<![\s.!])[\s.!]+$/, '').toLowerCase() === right.replace(/(?<![\s.!])[\s.!]+$/, '').toLowerCase()

/** The ids of the earlier messages the facts of `items` re-read as corrected (`ExtractedFact.replaces`). */
export function replacedMessagesOf(items: ReadonlyArray<{ facts: readonly ExtractedFact[] }>): number[] {
  const ids = new Set<number>()
  for (const { facts } of items) for (const fact of facts) if (fact.replaces !== undefined) ids.add(fact.replaces)
  return [...ids]
}

/** The distinct keys of the facts of `items`. */
export function keysOf(items: ReadonlyArray<{ facts: readonly ExtractedFact[] }>): string[] {
  const keys = new Set<string>()
  for (const { facts } of items) for (const fact of facts) if (fact.key !== undefined) keys.add(fact.key)
  return [...keys]
}

/**
 * Plans the facts of messages stored one after the other. A fact with a `key` supersedes the current facts with
 * that key unless one of them is newer (then it is stored already superseded by that one); a keyed fact saying
 * what the current one says is not stored again. `current` (each key's current facts, newest first) is updated as
 * the plan goes, so a message sees the facts of the messages before it. A fact re-read from an earlier message as
 * corrected (`replaces`) supersedes that message's current facts it does not say again: those in `unkeyedOf` (stored
 * already: without a key, or with a key the re-read does not have) and those planned here for it.
 */
export function planFacts(
  items: ReadonlyArray<{ message: SourceMessage; facts: readonly ExtractedFact[] }>,
  current: Map<string, Holder[]>,
  rowOf: (message: SourceMessage, fact: ExtractedFact) => NewRow,
  unkeyedOf: Map<number, Holder[]> = new Map(),
): FactPlan {
  const plan: FactPlan = { rows: [], supersede: [], changes: [] }
  // The facts planned for each message, by plan id, with their key and the changes that add them.
  const planned = new Map<
    number,
    Array<{ id: number; key: string | undefined; changes: FactPlan['changes'][number] }>
  >()
  for (const { message, facts } of items) {
    const changes: FactPlan['changes'][number] = { added: [], superseded: [] }
    plan.changes.push(changes)
    let retired = false
    for (const fact of facts) {
      const holders = fact.key === undefined ? [] : (current.get(fact.key) ?? [])
      const newer = holders.find((holder) => holder.timestamp > message.timestamp)
      if (!newer && holders[0] && sameText(holders[0].text, fact.text)) continue
      const row = rowOf(message, fact)
      plan.rows.push({ row, supersededBy: newer?.id })
      const id = -plan.rows.length
      planned.set(message.id, [...(planned.get(message.id) ?? []), { id, key: fact.key, changes }])
      if (fact.replaces !== undefined && !retired) {
        retired = true
        for (const holder of unkeyedOf.get(fact.replaces) ?? []) {
          plan.supersede.push([holder.id, id])
          changes.superseded.push(holder.id)
        }
        unkeyedOf.delete(fact.replaces)
        // Planned in this same call (the corrected message is in the batch): stored already superseded, unless the
        // re-read says the same key again (that one supersedes by key).
        const restated = new Set(facts.filter((other) => other.replaces === fact.replaces).map((other) => other.key))
        for (const earlier of planned.get(fact.replaces) ?? []) {
          if (earlier.key !== undefined && restated.has(earlier.key)) continue
          const entry = plan.rows[-earlier.id - 1]
          if (entry && entry.supersededBy === undefined) entry.supersededBy = id
          earlier.changes.added = earlier.changes.added.filter((added) => added.id !== earlier.id)
        }
        planned.delete(fact.replaces)
      }
      if (newer) continue
      for (const holder of holders) {
        plan.supersede.push([holder.id, id])
        // A fact superseded by a later fact of the same message never reached the index: nothing to remove.
        const addedBefore = changes.added.length
        changes.added = changes.added.filter((added) => added.id !== holder.id)
        if (changes.added.length === addedBefore) changes.superseded.push(holder.id)
      }
      const replaced = holders.find((holder) => !sameText(holder.text, fact.text))
      changes.added.push({
        id,
        record: { ...row, previous_text: replaced?.text ?? null, previous_timestamp: replaced?.timestamp ?? null },
      })
      if (fact.key !== undefined) current.set(fact.key, [{ id, text: fact.text, timestamp: message.timestamp }])
    }
  }
  return plan
}
