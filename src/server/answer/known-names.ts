import { relations } from '../extract/family-rules'
import type { Retriever } from '../types'

/** Words a question may ask by that stand for several relations' keys ("the user's kids" → son, daughter). */
const groups: Record<string, string[]> = {
  kids: ['son', 'daughter', 'child'],
  children: ['son', 'daughter', 'child'],
  child: ['son', 'daughter', 'child'],
  // A child named without a word for which ("Léo is 8 and Chloé is 3") may be the son or the daughter asked of.
  son: ['son', 'child'],
  sons: ['son', 'child'],
  daughter: ['daughter', 'child'],
  daughters: ['daughter', 'child'],
  siblings: ['sister', 'brother'],
  sibling: ['sister', 'brother'],
  parents: ['mother', 'mum', 'mom', 'father', 'dad'],
  mother: ['mother', 'mum', 'mom'],
  mum: ['mother', 'mum', 'mom'],
  mom: ['mother', 'mum', 'mom'],
  father: ['father', 'dad'],
  dad: ['father', 'dad'],
  spouse: ['wife', 'husband', 'partner', 'spouse'],
  partner: ['partner', 'boyfriend', 'girlfriend', 'wife', 'husband', 'fiance', 'fiancee', 'fiancé', 'fiancée'],
  pet: ['dog', 'cat', 'puppy', 'kitten', 'rabbit', 'hamster', 'bird', 'parrot', 'horse', 'pet'],
  // Whom the user works under, however they call them.
  boss: ['boss', 'manager', 'supervisor'],
  manager: ['boss', 'manager', 'supervisor'],
  supervisor: ['boss', 'manager', 'supervisor'],
}
const pets = 'dog|cat|puppy|kitten|rabbit|bunny|hamster|bird|parrot|horse|turtle|tortoise|snake|lizard|fish|pet'

/** "the user's sister", "their dog", "the user's kids": who a question asks about, by kind. */
const asked = new RegExp(
  `\\b(?:user['’]s|their|his|her|its) (?:(?:older|younger|little|big|eldest|youngest|new) )?(${relations}|siblings?|child|${pets})\\b`,
  'gi',
)
/** The name a name fact ends with: "The user's sister is called Paola", "The user has a greyhound named Bramble". */
const nameAtEnd = /\b(?:called|named) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})\.?$/u

/**
 * The names the profile knows for the relatives and pets a question asks about: asked "Where does the user's sister
 * live?" of a profile that holds "The user's sister is called Paola", this gives ["Paola"], so that what the user
 * said of Paola by name ("it's for Paola, she lives in Lisbon") answers the question about their sister.
 */
export function knownNames(question: string, retriever: Retriever): string[] {
  const kinds = new Set<string>()
  for (const match of question.matchAll(asked)) {
    // "their cousin Jun": the question names them itself.
    if (/^\s\p{Lu}/u.test(question.slice(match.index + match[0].length))) continue
    const word = (match[1] ?? '').toLowerCase()
    for (const kind of groups[word] ?? [word.replace(/s$/, '')]) kinds.add(kind)
    if (kinds.size > 12) break
  }
  if (kinds.size === 0) return []
  const names = new Set<string>()
  for (const fact of retriever.searchFacts(`${[...kinds].join(' ')} name called named`, 30)) {
    // "relation.little-sister.name" is a sister's; "relation.ex-wife.name" is no wife's.
    const kind = /^(?:relation|pet)\.(?!ex-)(?:[\w-]*-)?([\p{L}]+)\.name$/u.exec(fact.key ?? '')?.[1]
    const name = kind && kinds.has(kind) ? nameAtEnd.exec(fact.text)?.[1] : undefined
    if (name) names.add(name)
    if (names.size >= 3) break
  }
  return [...names]
}
