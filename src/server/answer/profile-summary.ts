import { type Topic, topicOf, topics, topicTitles } from '../extract/topics'
import type { FactRecord } from '../types'
import { cut } from './compose-answer'
import { mergeDetails } from './merge-details'
import { nothingKnown, renderFact } from './render-evidence'

/** Longest single entry of a summary; a longer fact is cut so that one story cannot crowd out the profile. */
const maxEntry = 160

interface Entry {
  topic: Topic
  text: string
  /** Higher stays longer when the summary must drop entries. */
  priority: number
}

/** "The user works as a nurse" → "works as a nurse", "The user's wife is called Leila" → "their wife is called Leila". */
function compact(text: string): string {
  const short = text.replace(/^The user's /, 'their ').replace(/^The user (?!and |or |with )/, '')
  // "On weekends the user goes surfing" continues a list in lower case; a name keeps its capital.
  return commonStart.test(short) ? short.charAt(0).toLowerCase() + short.slice(1) : short
}

const commonStart =
  /^(?:On|In|At|Last|This|Next|Every|When|After|Before|The|A|An|Since|During|Yesterday|Today|Tomorrow|Now|Also|Then|Recently|Lately)\b/

function sameEntry(left: string, right: string): boolean {
  const a = left.toLowerCase().replace(/[^a-z0-9 ]+/g, '')
  const b = right.toLowerCase().replace(/[^a-z0-9 ]+/g, '')
  return a.includes(b) || b.includes(a)
}

/** Keyed attributes first, then the rest newest first; plans ahead of the message outrank other events. */
function entriesOf(facts: readonly FactRecord[]): Entry[] {
  const newestFirst = mergeDetails(facts).sort((left, right) => right.timestamp - left.timestamp || right.id - left.id)
  const ordered = [
    ...newestFirst.filter((fact) => fact.key !== undefined),
    ...newestFirst.filter((fact) => fact.key === undefined),
  ]
  const entries: Entry[] = []
  for (const [rank, fact] of ordered.entries()) {
    if (entries.some((entry) => sameEntry(entry.text, compact(fact.text)))) continue
    const topic = topicOf(fact)
    const keyed = fact.key !== undefined
    const priority = (keyed ? 2 : topic === 'other' ? 0 : 1) * 1_000_000 - rank
    entries.push({ topic, text: cut(compact(renderFact(fact, { dates: false })), maxEntry), priority })
  }
  return entries
}

function render(entries: readonly Entry[]): string {
  const lines = ['About the user:']
  for (const topic of topics) {
    const section = entries.filter((entry) => entry.topic === topic)
    if (section.length > 0) lines.push(`${topicTitles[topic]}: ${section.map((entry) => entry.text).join('; ')}.`)
  }
  return lines.join('\n')
}

/**
 * The whole profile in a few lines grouped by topic (who, home, work and study, family and pets, health and diet,
 * likes and hobbies, plans and recent events, other), each fact said once in short form ("works as a nurse",
 * "lives in Porto (since May 2024; before that, the user lived in Lisbon)"). When everything does not fit in
 * `maxChars`, the least important entries go first — unsorted remarks, then the oldest events — never an attribute
 * while anything else is left, and never by cutting the text in the middle.
 */
export function summarizeProfile(facts: readonly FactRecord[], maxChars: number): string {
  if (facts.length === 0) return nothingKnown
  let entries = entriesOf(facts)
  let text = render(entries)
  if (text.length <= maxChars) return text
  const byImportance = [...entries].sort((left, right) => left.priority - right.priority)
  const dropped = new Set<Entry>()
  for (const entry of byImportance) {
    if (text.length <= maxChars || entries.length - dropped.size <= 1) break
    dropped.add(entry)
    text = render(entries.filter((kept) => !dropped.has(kept)))
  }
  entries = entries.filter((kept) => !dropped.has(kept))
  return text.length <= maxChars ? text : cut(render(entries), maxChars)
}
