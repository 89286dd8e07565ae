import type { FactRecord } from '../types'

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, '')

/**
 * Attributes told with more words in the same message ("I work as a nurse at the city hospital" gives "The user
 * works as a nurse" and the fuller plain fact): the attribute takes the fuller text and keeps its key, dates and
 * history; the plain fact is dropped. Facts are returned in their order.
 */
export function mergeDetails(facts: readonly FactRecord[]): FactRecord[] {
  const absorbed = new Set<number>()
  const merged = new Map<number, FactRecord>()
  for (const fact of facts) {
    if (fact.key === undefined) continue
    const core = plain(fact.text)
    const fuller = facts.find(
      (other) =>
        other.key === undefined &&
        other.messageId === fact.messageId &&
        !absorbed.has(other.id) &&
        plain(other.text).includes(core),
    )
    if (!fuller) continue
    absorbed.add(fuller.id)
    merged.set(fact.id, { ...fact, text: fuller.text })
  }
  return facts.filter((fact) => !absorbed.has(fact.id)).map((fact) => merged.get(fact.id) ?? fact)
}
