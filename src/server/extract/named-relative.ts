import type { SourceMessage } from '../types'
import { relations } from './family-rules'

/**
 * Relatives the user introduced a few messages before by name ("my son Youssef", "Youssef, my son"), so that a later
 * sentence naming them alone ("Youssef is celiac, the doctor find last year") is read as about the user's son. Only
 * the user's own messages among the extractor's few earlier ones; the name as written, capitalised.
 */
/** Animals a user names as theirs ("my hamster Mochi"): said of later by name alone as a relative is. */
const pets =
  'dog|cat|puppy|kitten|hamster|rabbit|bunny|guinea pig|parrot|budgie|horse|tortoise|turtle|snake|lizard|ferret'
const introduced = new RegExp(
  `\\b(?:[Mm]y|[Oo]ur) (${relations}|${pets})(?:,)? (\\p{Lu}\\p{Ll}{2,})\\b|\\b(\\p{Lu}\\p{Ll}{2,}),? (?:my|our) (${relations}|${pets})\\b`,
  'gu',
)

/**
 * A sentence that opens with a name and its verb ("Youssef is celiac", "Lucía works nights now", "Emeka says he will
 * monitor me": the "he" of the next sentence is then the husband too).
 */
const opensWithName =
  /^(\p{Lu}\p{Ll}{2,})(?= (?:is|was|has|had|got|gets|turns|turned|started|starts|finished|works|lives|moved|passed|died|broke|needs|loves|hates|says|said|thinks|reckons|wants|will|can't|cannot|doesn't|does not|just|now|still)\b)/u

/** The relation the user last gave `name` in their messages among `said`, if any. */
function relationOf(name: string, said: readonly SourceMessage[]): string | undefined {
  let kin: string | undefined
  for (const earlier of said) {
    if (earlier.role !== 'user') continue
    for (const found of earlier.content.slice(0, 2000).matchAll(introduced)) {
      if ((found[2] ?? found[3]) === name) kin = (found[1] ?? found[4])?.toLowerCase()
    }
  }
  return kin
}

/**
 * "Youssef is celiac" after "my son Youssef" → "My son Youssef is celiac", for the rules that read what is said of
 * the user's relatives; a sentence that names no one introduced in `said` stays as it is. The messages are read only
 * for a sentence that opens with a name.
 */
export function withKnownRelative(sentence: string, said: readonly SourceMessage[]): string {
  const name = opensWithName.exec(sentence)?.[1]
  const kin = name === undefined ? undefined : relationOf(name, said)
  return kin ? `My ${kin} ${sentence}` : sentence
}
