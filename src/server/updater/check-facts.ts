import type { ExtractedFact } from '../types'

/** Rejects what an extractor returned when it is not a list of facts, naming the extractor and the problem. */
export function checkFacts(extractorName: string, value: unknown): ExtractedFact[] {
  const fail = (problem: string): never => {
    throw new TypeError(`Extractor "${extractorName}" returned ${problem}`)
  }
  if (!Array.isArray(value)) return fail('something other than an array of facts')
  value.forEach((fact: unknown, index) => {
    if (typeof fact !== 'object' || fact === null) fail(`a non-object at [${index}]`)
    const { text, key, eventTime, dateText, replaces } = fact as Record<string, unknown>
    if (typeof text !== 'string' || text.trim() === '') fail(`a fact without text at [${index}]`)
    if (key !== undefined && (typeof key !== 'string' || key === '')) fail(`a non-string key at [${index}]`)
    if (eventTime !== undefined && !Number.isSafeInteger(eventTime)) fail(`a non-integer eventTime at [${index}]`)
    if (dateText !== undefined && typeof dateText !== 'string') fail(`a non-string dateText at [${index}]`)
    if (replaces !== undefined && !Number.isSafeInteger(replaces)) fail(`a non-integer replaces at [${index}]`)
  })
  return value as ExtractedFact[]
}
