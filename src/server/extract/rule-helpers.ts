import nlp from 'compromise'

/** A fact that sets an attribute of the user, found by a hand rule. */
export interface AttributeFact {
  key: string
  text: string
  /** Whether the fact is dated by the event itself ("I moved to Porto": since the move). */
  dated: boolean
  /** How much of the sentence the rule explained, 0–1; a sentence fully explained gets no generic fact. */
  coverage: number
}

/** compromise's own words, each with what it knows the word as ("Singular", ["FirstName", "MaleName"]). */
const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | string[]> } } }).model.one
  .lexicon

/** What compromise knows a lower-case word as, or undefined for a word it does not know ("stirling", "magog"). */
export function knownWordTags(word: string): string | string[] | undefined {
  return lexicon[word.toLowerCase()]
}

/** Adds one attribute fact found in `text`, ending at character `end` of it. */
export type AddFact = (key: string, factText: string, end: number, dated?: boolean) => void

/**
 * A place or organisation: capitalised words, with the small words names carry ("Rio de Janeiro"), in any alphabet's
 * letters ("Tromsø", "Łódź").
 */
export const properNoun =
  /^(?:the )?(\p{Lu}[\p{L}\p{N}_'.&-]*(?:(?:,? | & | (?:de|do|da|del|la|le|of|upon|on|am) )(?!I\b)\p{Lu}[\p{L}\p{N}_'.&-]*)*)/u
/** One capitalised word of a name, hyphenated ("Marc-André", "Jean-luc") or with an apostrophe ("O'Brien") or not. */
const nameWord = "(?:\\p{Lu}\\p{Ll}+(?:['-]\\p{Lu}?\\p{Ll}+)*|\\p{Lu}'\\p{Lu}\\p{Ll}+)"
/** A person's first name, with an optional surname, in any alphabet's letters ("Smørbukk", "Róisín"). */
/** A title a name may be said with: "my teacher Frau Becker", "my GP Dr. Hsu". */
const title = '(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Frau|Herr|Madame|Mme|Monsieur|Señora|Señor|Sra|Sr)\\.? )'
export const personName = new RegExp(`^(${title}?${nameWord}(?: ${nameWord})?)`, 'u')

/**
 * The subjects a statement about the user's household may start with ("I", "we", "my wife and I", "me and my
 * husband"). The two that start with "m" share it (`m(?:y…|e…)`): the same alternatives, several times faster to try
 * at every word than written apart.
 */
export const household = '(?:I|we|m(?:y (?:\\w+ )?and I|e and my \\w+))'

/** compromise's verdicts on "City, Region" names, remembered: the same few names recur, and parsing costs. */
const commaPlaces = new Map<string, boolean>()

/** Whether `tail` after the comma of `value` is a place ("Austin, Texas"); only a short name is read, once. */
function placeAfterComma(value: string, tail: string): boolean {
  if (value.length > 40) return false
  let known = commaPlaces.get(value)
  if (known === undefined) {
    const places = nlp(`I live in ${value}.`).places().out('array') as string[]
    known = places.some((place) => place.includes(tail))
    if (commaPlaces.size >= 1000) commaPlaces.clear()
    commaPlaces.set(value, known)
  }
  return known
}

/** What `capture` finds right after the first match of `pattern`, with where it ends in `text`. */
export function captureAfter(
  text: string,
  pattern: RegExp,
  capture: RegExp,
): { value: string; end: number } | undefined {
  const match = pattern.exec(text)
  if (!match) return undefined
  const rest = text.slice(match.index + match[0].length)
  // Trailing runs are matched from their first character only (the lookbehind): linear, where `[,.]+$` is quadratic.
  let value = capture.exec(rest)?.[1]?.replace(/(?<![,.])[,.]+$/, '')
  // "Porto, Portugal" is one place; "Bangalore, Priya already found…" (a date taken out between them) is not.
  const comma = value?.indexOf(', ') ?? -1
  if (value && comma > 0 && capture === properNoun) {
    const tail = value.slice(comma + 2)
    if (!placeAfterComma(value, tail)) value = value.slice(0, comma)
  }
  // "my niece Meera's recital": the name, not its possessive.
  if (value && capture === personName) value = value.replace(/['’]s$/, '')
  if (!value || value === 'I') return undefined
  return { value, end: match.index + match[0].length + value.length }
}

/** The share of a sentence (trailing punctuation aside) that ends at `end`. */
export function coverage(text: string, end: number): number {
  // Words that close a statement without adding to it ("I live in Porto now") do not count.
  // Each pattern starts only where a run of what it strips starts (the lookbehinds): an unguarded `X+$` retries
  // from every character of a long run, which is quadratic.
  const body = text
    .replace(/(?<![.!?\s])[.!?\s]+$/, '')
    .replace(
      /(?<!\b(?:now|too|again|already|still|anymore|more|well|here|there|days|moment),?)(?:,? (?:now|too|again|already|still|anymore|any more|as well|here|there|these days|at the moment|right now))+$/i,
      '',
    )
  return Math.min(1, end / Math.max(1, body.length))
}

/** The words of `text` after `start` up to the clause's end (a comma, a stop, "and", "but", "because"), at most 60 characters. */
export function clauseFrom(text: string, start: number, allowAnd = false): string {
  const rest = text.slice(start, start + 80)
  const stop = (
    allowAnd
      ? /[.;!?]| (?:but|because|so|since|which|who|when|while) /
      : /[,.;!?]| (?:and|but|because|so|since|which|who|when|while) /
  ).exec(rest)
  const clause = (stop ? rest.slice(0, stop.index) : rest).trim()
  return clause.length > 60 ? clause.slice(0, clause.lastIndexOf(' ', 60)).trim() : clause
}

/**
 * A place written in lower case right after the first match of `pattern` ("i live in leeds"): taken only when
 * compromise knows it, capitalised, as a place ("Leeds", not "hope" in "I live in hope").
 */
export function lowercasePlaceAfter(text: string, pattern: RegExp): { value: string; end: number } | undefined {
  const match = pattern.exec(text)
  if (!match) return undefined
  const start = match.index + match[0].length
  const words = /^\p{Ll}[\p{L}'.-]*(?: \p{Ll}[\p{L}'.-]*)?/u.exec(text.slice(start))?.[0]
  if (!words) return undefined
  // The longest reading first: "new york" before "new".
  for (const candidate of words.includes(' ') ? [words, words.split(' ')[0] as string] : [words]) {
    const value = candidate.replace(/(?:^|[ -])\p{Ll}/gu, (letter) => letter.toUpperCase())
    if (isPlace(`I live in ${value}.`, value)) return { value, end: start + candidate.length }
  }
  return undefined
}

/** Whether compromise knows `name` in `text` as a place (a city, a country), not a company or a person. */
export function isPlace(text: string, name: string): boolean {
  const places = nlp(text).places().out('array') as string[]
  return places.some((place) => place.replace(/[.,!?;:]+$/, '') === name)
}

/** Capitalised words after "in" that name a field, a group or a state rather than a place ("I'm in Marketing"). */
const notPlaces =
  /^(?:Accounting|Accounts|Marketing|Sales|Finance|HR|IT|Engineering|Design|Retail|Tech|Legal|Admin|Operations|Support|Research|Management|Nursing|Medicine|Law|Business|Science|Maths|Math|English|History|Art|Music|Year|Grade|Form|Class|Group|Team|Love|Hell|Heaven|Trouble|Charge|Control|Pain|Bed|School|College|University|Church|Hospital|Town|Bits|Shock|Tears|Debt|Limbo|Lockdown|Quarantine|Recovery|Remission|Therapy|Rehab|Labour|Labor)$/

/**
 * Whether a capitalised name said where a place goes ("we're in Tucson", "here in Ludlow") is one: a place compromise
 * knows, or one or two capitalised words it does not know as a person, an organisation or anything else, that name
 * no field or state ("Marketing", "Love"). compromise knows big cities, not every town.
 */
export function isLikelyPlace(text: string, name: string): boolean {
  if (isPlace(text, name)) return true
  if (!/^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(name) || notPlaces.test(name)) return false
  return !nlp(name).has('(#Person|#Organization|#Date|#Value|#Pronoun|#Verb|#Adjective)')
}

/**
 * An alternation ("hubby|wife", "Monday|Tuesday") whose alternatives each match with a first letter of either case
 * ("[hH]ubby|[wW]ife"), for a pattern that must stay case-sensitive elsewhere (a capitalised name beside it).
 */
export function firstLetterEitherCase(alternation: string): string {
  return alternation.replace(
    /(^|\|)(\p{L})/gu,
    (_, bar: string, first: string) => `${bar}[${first.toLowerCase()}${first.toUpperCase()}]`,
  )
}

/** `text` as a pattern that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The indefinite article a word takes, by its first letter: "an engineer", "a nurse". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** A word with its first letter in capitals, as a name typed in lower case is written: "tama" → "Tama". */
export function capitalFirst(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`
}
