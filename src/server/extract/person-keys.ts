import type { ExtractedFact } from '../types'

/**
 * Relations a user may have several of at once: two sons, a sister and another sister, friends. A fact about one of
 * them by name is kept under a key of that person ("relation.tyler-son.age"), so that what is said of Max does not
 * replace what was said of Tyler; said without a name ("my son is 9 now"), it keeps the relation's own key. A pet's
 * name too ("pet.rex-dog.name"): two dogs are two dogs.
 */
const several =
  'son|daughter|child|kid|sister|brother|sibling|twin|cousin|friend|colleague|coworker|aunt|uncle|niece|nephew|grandson|granddaughter|grandchild|stepson|stepdaughter'

/** A relation's key: its modifiers ("older-", "little-"), the relation, the attribute; or a pet's name by its kind. */
const relationKey = new RegExp(
  `^(relation)\\.((?:[\\w]+-)*)(${several})\\.([\\w.-]+)$|^(pet)\\.((?:[\\w]+-)*)([\\w]+)\\.(name)$`,
)

/** The name a name fact ends with: "The user's son is called Tyler", "…seems to be called Sofía". */
const calledAtEnd = /\b(?:called|named) (\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*){0,2}\.?$/u

/** The name said right after the relation: "The user's older son Ben is 14", "The user's sister Ana lives in Porto". */
function nameAfter(text: string, relation: string): string | undefined {
  // Keys are made of the rules' own relation words: nothing a pattern reads as syntax.
  return new RegExp(`\\b${relation.replace(/-/g, ' ')} (\\p{Lu}\\p{Ll}+)(?![\\p{L}'’])`, 'u').exec(text)?.[1]
}

/** Latin letters that no decomposition takes their marks off. */
const plainLetters: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' }

/**
 * A name as a key's part: lower case, accents and other marks off ("Sofía" → "sofia", "Łucja" → "lucja"); empty when
 * no Latin letter is left (a name in another alphabet keeps the relation's own key).
 */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœþı]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The fact under the key of the person it names, when its relation is one a user may have several of. */
export function withPersonKey(fact: ExtractedFact): ExtractedFact {
  const parts = fact.key === undefined ? undefined : relationKey.exec(fact.key)
  if (!parts) return fact
  const [area = '', modifiers = '', relation = '', attribute = ''] = parts[1] ? parts.slice(1, 5) : parts.slice(5, 9)
  const name =
    (attribute === 'name' ? calledAtEnd.exec(fact.text)?.[1] : undefined) ??
    nameAfter(fact.text, `${modifiers}${relation}`)
  const slug = name === undefined ? '' : slugOf(name)
  if (slug === '' || modifiers.startsWith(`${slug}-`)) return fact
  return { ...fact, key: `${area}.${slug}-${modifiers}${relation}.${attribute}` }
}
