import type { SourceMessage } from '../types'
import { relations } from './family-rules'

/**
 * Relatives the user introduced a few messages before by name ("my son Youssef", "Youssef, my son"), so that a later
 * sentence naming them alone ("Youssef is celiac, the doctor find last year") is read as about the user's son. Only
 * the user's own messages among the extractor's few earlier ones; the name as written, capitalised.
 */
const introduced = new RegExp(
  `\\b(?:my|our) (${relations})(?:,)? (\\p{Lu}\\p{Ll}{2,})\\b|\\b(\\p{Lu}\\p{Ll}{2,}),? (?:my|our) (${relations})\\b`,
  'gu',
)

/** The relation of each name the user gave one to in `previous` (the latest saying wins). */
export function relativesNamed(previous: readonly SourceMessage[]): Map<string, string> {
  const named = new Map<string, string>()
  for (const earlier of previous) {
    if (earlier.role !== 'user') continue
    for (const found of earlier.content.slice(0, 2000).matchAll(introduced)) {
      const name = found[2] ?? found[3]
      const kin = found[1] ?? found[4]
      if (name && kin) named.set(name, kin.toLowerCase())
    }
  }
  return named
}

/** A sentence that opens with a name and its verb ("Youssef is celiac", "Lucía works nights now"). */
const opensWithName =
  /^(\p{Lu}\p{Ll}{2,})(?= (?:is|was|has|had|got|gets|turns|turned|started|starts|finished|works|lives|moved|passed|broke|needs|loves|hates|can't|cannot|doesn't|does not|just|now|still)\b)/u

/**
 * "Youssef is celiac" after "my son Youssef" → "My son Youssef is celiac", for the rules that read what is said of
 * the user's relatives; a sentence that names no one introduced stays as it is.
 */
export function withKnownRelative(sentence: string, named: ReadonlyMap<string, string>): string {
  if (named.size === 0) return sentence
  const name = opensWithName.exec(sentence)?.[1]
  const kin = name === undefined ? undefined : named.get(name)
  return kin ? `My ${kin} ${sentence}` : sentence
}
