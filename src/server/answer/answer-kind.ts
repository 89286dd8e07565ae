/** What a question asks for, when its first words say so: a place, a time, a person, a number. */
export type AnswerKind = 'place' | 'time' | 'person' | 'number'

/** "In which city…?", "What country…?": a place asked by its kind, a word before it or not, answered only by its name. */
const placeByKind =
  /^\W*(?:(?:in|to|from|at|near) )?(?:which|what) (?:[\w-]+ )?(?:city|town|country|state|village|island|region|province|county|neighbou?rhood|district|suburb|part of (?:town|the city|the country))\b/i

const kinds: Array<[RegExp, AnswerKind]> = [
  [/^\W*where\b/i, 'place'],
  [placeByKind, 'place'],
  [/^\W*(?:when|what (?:year|month|day|date|time))\b/i, 'time'],
  [/^\W*(?:who|whom|whose)\b/i, 'person'],
  [/^\W*how (?:many|much|old|long|often)\b/i, 'number'],
]

/** The kind of answer a question asks for ("Where …?" a place), or undefined for any other question. */
export function answerKind(question: string): AnswerKind | undefined {
  for (const [pattern, kind] of kinds) if (pattern.test(question)) return kind
  return undefined
}

/**
 * A capitalized word that does not start a sentence and is not "I", a month or a day: a name of a place, a person, a
 * brand.
 */
const name =
  /[^.!?\s"'(]\s+["'(]?(?!I\b|I'|I’|(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}\p{Ll}/u
const number =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen|once|twice|several|few)\b/i
const time =
  /\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tomorrow|tonight|weekend|week|month|year|spring|summer|autumn|fall|winter|ago|since|last|next|morning|evening|night)\b/i
const person =
  /\b(?:wife|husband|partner|spouse|boyfriend|girlfriend|fianc\w*|mum|mom|mother|dad|father|parents?|sons?|daughters?|kids?|children|brothers?|sisters?|siblings?|friends?|colleagues?|boss|roommates?|neighbou?rs?|grand\w+|aunt|uncle|cousins?)\b/i

/** Whether a text says a number: a digit, a number word, "twice", "a few". */
export const saysNumber = (text: string): boolean => number.test(text)

/**
 * Whether a text holds the kind of thing the question asks for: a place or a person needs a name (or, for a person,
 * a word for one: "my wife"), a number a number, a time a date or a time word. A message without it may be about
 * the subject, but it does not answer "where", "who", "how many" or "when".
 */
export function holdsKind(text: string, kind: AnswerKind | undefined): boolean {
  switch (kind) {
    case undefined:
      return true
    case 'place':
      return name.test(text)
    case 'person':
      return name.test(text) || person.test(text)
    case 'number':
      // A list of names answers "how many" too ("I speak Somali, Arabic and English").
      return number.test(text) || (name.test(text) && /,|\band\b/.test(text))
    case 'time':
      return time.test(text)
  }
}

/**
 * For a question asking a place by its kind ("In which Norwegian city will the user be working?"), whether a text
 * names one ("…gets the job in Stavanger"); undefined for any other question, "Where…?" included: "Where does the
 * user work?" is answered as often by "at the city hospital" as by a name.
 */
export function placeNameAnswer(question: string): ((text: string) => boolean) | undefined {
  if (!placeByKind.test(question)) return undefined
  return (text) => name.test(text)
}

/**
 * For a question asking a number ("How old is Oliver?", "How many kids…?"), whether a text says one; undefined for any
 * other question. Only "how many" counts a list of names as a number.
 */
export function numberAnswer(question: string): ((text: string) => boolean) | undefined {
  if (answerKind(question) !== 'number') return undefined
  if (/^\W*how many\b/i.test(question)) return (text) => holdsKind(text, 'number')
  return (text) => number.test(text)
}

/** "What is the name of the hotel…?", "What is the title of the user's novel?": a name or a title asked. */
const asksNameOrTitle = /^\W*(?:what|which)(?:['’]s| is| was| are| were) (?:the )?(?:names?|titles?) of\b/i
/** A title in quotes: "The Alchemist", “Dune”. */
const quoted = /["“][^"”\n]{2,60}["”]/

/**
 * For a question asking the name or title of something ("What is the name of the hotel where the user works?"),
 * whether a text gives a name (a capitalised word that does not start a sentence) or a title in quotes; undefined
 * for any other question. "works as a pastry chef at a 5-star hotel" gives none.
 */
export function nameAnswer(question: string): ((text: string) => boolean) | undefined {
  if (!asksNameOrTitle.test(question)) return undefined
  return (text) => name.test(text) || quoted.test(text)
}

/** A time of day: "7:40am", "at 6", "18h", "noon", "in the evening", "before work". */
const clockTime =
  /\b\d{1,2}(?:[:.]\d{2})? ?(?:am|pm|a\.m\.|p\.m\.|h)(?![a-z])|\b\d{1,2}:\d{2}\b|\b(?:at|from|until|till|by|around) \d{1,2}\b(?! (?:years?|days?|weeks?|months?|people|kids|children|percent|%|kg|km|miles?)\b)|\b(?:noon|midday|midnight|o'clock|mornings?|evenings?|afternoons?|nights?|lunchtime|dawn|sunrise|sunset|(?:before|after) work)\b/i

/**
 * For a question asking a detail that a near answer lacks, whether a text gives it; undefined for any other question.
 * "What time is the reading hour?" needs a time of day ("on Tuesdays and Fridays" gives none); "What is Gwen's
 * surname?" needs her name with a surname ("my neighbour Gwen" has none).
 */
export function detailAnswer(question: string): ((text: string) => boolean) | undefined {
  if (/\bwhat time\b(?! zone)/i.test(question)) return (text) => clockTime.test(text)
  if (!/\b(?:surname|last name|family name)\b/i.test(question)) return undefined
  // Names are letters: nothing a pattern reads as syntax.
  const name = /(?<!\p{L})(\p{Lu}\p{Ll}+)['’]s\b/u.exec(question)?.[1]
  const full = name
    ? new RegExp(`(?<!\\p{L})${name} (?:\\p{Lu}\\.? )?\\p{Lu}\\p{Ll}+`, 'u')
    : /(?<=\S )\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u
  return (text) => full.test(text)
}
