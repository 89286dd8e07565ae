import type { SourceMessage } from '../types'
import { endingQuestion } from './asked-question'
import { addDays, calendarOf, monthNames as monthList } from './format-date'
import { amount, numberWordsFor, resolveDate, weekdayIndex, weekdays } from './resolve-date'
import { escapeRegExp, firstLetterEitherCase } from './rule-helpers'

/**
 * "Sorry, I meant Porto, not Lisbon", "Actually it's Tuesday, not Monday", "Correction: Porto, not Lisbon": the new
 * value and the one it replaces. Only a short message that is nothing but the correction (at most ~80 characters).
 */
const correction =
  /^(?:(?:sorry|oops|whoops|sorry,? no|no|wait|actually|ay|ayy|ai|aiyo|aiya|aiyah|I tell a lie|correction|quick correction|small correction|update|change of plans?|plan change|my bad|i mean|i meant|typo|oh(?: my (?:goodness|gosh|god))?|oh dear|hang on|excuse me|i(?:['’]ve| have)? (?:had|got) it wrong|i(?:['’]ve| have) done it again|i (?:made|make|have made|['’]ve made) (?:a )?mistake(?: before| earlier)?|i was wrong|my mistake|(?:i )?typed (?:that|it) wr[oa]ng)(?: (?:about|on|to|for|re|regarding) [^:,.!?]{1,40}?)?[,:!.]?\s+)+(?:I meant |I mean |it is |it's |its |that is |that's |make that )?(?:on |in |at |the )?([\p{L}\d][\p{L}\d'’ .&-]{0,40}?),? (?:not|rather than|instead of) (?:on |in |at |the )?([\p{L}\d][\p{L}\d'’ .&-]{0,40}?)( (?:for|in|at|on|with|about|of) (?:the |my |our )?[\p{L}\d][\p{L}\d'’ &-]{0,40})?[.!]*$/iu

/** What a correction changes: `wrong` is replaced by `right`. */
export interface Correction {
  right: string
  wrong: string
  /** The words the wrong value was said after, as a pattern ("she is" for "she's actually 6"), when the correction says them. */
  saidOf?: string
  /** All the words said before "not" ("it's York University, not UofT"), of which `right` keeps as many as `wrong` has. */
  said?: string
}

/**
 * Whether a message corrects something said before ("Correction, baby is due in November not October", "Actually
 * it's year 5 now"): such a message is given a longer look back than the usual few messages.
 */
export function readsAsCorrection(text: string): boolean {
  return readCorrection(text) !== undefined || countedUpdate(text) !== undefined || readReschedule(text) !== undefined
}

/**
 * "sorry I said 5 earlier, she's actually 6", "I wrote Tuesday before but it's actually Wednesday": the value said
 * before, named, and the one meant. Both are a few words; the right one as many words as the wrong one.
 */
const saidEarlier =
  /\bI (?:said|wrote|typed|put|told you) ([\p{L}\d][\p{L}\d'’.&-]*(?: [\p{L}\d][\p{L}\d'’.&-]*){0,3}) (?:earlier|before|above|yesterday|last time|by mistake)\b[,;:.!—–-]*\s*(?:but |and )?((?:it|she|he|they|we|I|that) (?:is|are|am|was|were) |(?:it|she|he|they|we|I|that)['’](?:s|re|m) |its )?(?:actually|really|in fact) (?:on |in |at |the )?([\p{L}\d][\p{L}\d'’.&-]*(?: [\p{L}\d][\p{L}\d'’.&-]*){0,3})/iu

/**
 * "I've got his age wrong —", "I had it all backwards.", "I was wrong:", "my mistake,": the user owning to a slip,
 * before what they meant.
 */
const ownedMistake =
  /\b(?:I(?:['’]ve| have)? (?:got|had|have) (?:(?:his|her|their|my|the|it|that|them) )?(?:all |\w+ )?(?:wrong|backwards|mixed up|muddled up|the wrong way round)|I was wrong|I mixed (?:them|it|that) up|my mistake)\b[,:;.!]*\s*(?:[—–-]+\s*)?/i

/** The correction a message makes, if it is one, alone or in its first clause ("…, not a hospital — I mix them up"). */
export function readCorrection(text: string): Correction | undefined {
  const trimmed = text.trim()
  const head = /^(.{8,120}?)(?:\s[—–-]+\s|;\s|(?<=[.!])\s)/su.exec(trimmed)?.[1]
  const first = head ? correctionIn(head) : undefined
  if (first) return first
  // "Sorry, I make mistake. Simran is at Nottingham medical school, not Derby. Derby is her friend.": the opening
  // sentence and the one that corrects, without what follows.
  const second = head ? /^.{1,120}?[.!](?=\s|$)/su.exec(trimmed.slice(head.length).trimStart())?.[0] : undefined
  // "Sorry, I wrote wrong before. The pool is on Thursday, not Tuesday.": an opening sentence that says more than
  // the opening words, then the one that corrects, read on its own.
  const opened =
    second && correctionOpening.test(head ?? '')
      ? (correctionIn(`${head} ${second}`) ?? correctionIn(`sorry, ${second}`))
      : undefined
  if (opened) return opened
  const whole = trimmed.length <= 120 ? correctionIn(trimmed) : undefined
  if (whole) return whole
  // "change of plans, Porto instead of Lisbon, flights were way cheaper": the correction ends at a comma.
  for (const comma of trimmed.slice(0, 120).matchAll(/,\s/g)) {
    const clause = comma.index >= 8 ? correctionIn(trimmed.slice(0, comma.index)) : undefined
    if (clause) return clause
  }
  // "…And I've got his age wrong — he's 90 in May, not 89.": a mistake owned to, then the value meant, anywhere in the
  // message's first few sentences.
  const owned = ownedMistake.exec(trimmed.slice(0, 400))
  if (owned) {
    const meant = /^[^.!?;]{3,120}?,? (?:not|rather than|instead of) [^.!?;]{1,40}/u.exec(
      trimmed.slice(owned.index + owned[0].length),
    )?.[0]
    const fixed = meant ? correctionIn(`sorry, ${meant}`) : undefined
    if (fixed) return fixed
  }
  return namedCorrection(trimmed.slice(0, 200))
}

/**
 * "Sorry I said Form 3, Brian is Form 2", "oops I wrote Tuesday, it's Wednesday": the value said before, named after an
 * apology, then the one meant, said of someone or something.
 */
const saidSorry =
  /^(?:sorry|oops|my bad|correction)[,!.:]*\s+I (?:said|wrote|typed|put) ([\p{L}\d][\p{L}\d'’.&-]*(?: [\p{L}\d][\p{L}\d'’.&-]*){0,3})[,;:.!—–-]*\s+(?:but |no,? )?((?:\p{Lu}\p{Ll}+|it|she|he|they)(?: is|['’]s| was| are|['’]re) )(?:in |on |at |the )?([\p{L}\d][\p{L}\d'’.&-]*(?: [\p{L}\d][\p{L}\d'’.&-]*){0,3})/iu

/**
 * "actually scrap singapore, flights are crazy expensive. we will do Kochi instead": the value given up, then the one
 * taken instead, named (capitalised), within the next sentence or two.
 */
const scrapped =
  /\b(?:scrap|forget|ditch|nix|drop|cancel|skip)\s+(?:the\s+)?(\p{L}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*){0,2}?)(?:\s+(?:idea|plan|trip))?[,.;!—–-]\s[^—–]{0,120}?\b(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2})\s+instead\b/u

/**
 * "it is not Manchester again. He changed his firm choice to Leeds": a named value taken back, then the one it was
 * changed to, named, in the next sentence.
 */
const notThenChanged =
  /\b(?:it|that)(?:['’]s| is) not (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})(?: (?:again|anymore|any more|any longer|now))?[.!;]\s+[^.!?]{0,80}?\b(?:changed|switched|moved|swapped)\b[^.!?]{0,40}? to (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})/u

function namedCorrection(text: string): Correction | undefined {
  const changed = notThenChanged.exec(text)
  if (changed?.[1] && changed[2] && changed[1] !== changed[2]) return { right: changed[2], wrong: changed[1] }
  const given = scrapped.exec(text)
  if (
    given?.[1] &&
    given[2] &&
    given[1].toLowerCase() !== given[2].toLowerCase() &&
    !/^(?:it|that|this)$/i.test(given[1])
  ) {
    return { right: given[2], wrong: given[1] }
  }
  const match = saidEarlier.exec(text) ?? saidSorry.exec(text)
  const wrong = match?.[1]?.trim()
  const said = match?.[3]?.replace(/[.,!?;:]+$/, '').split(/\s+/) ?? []
  const right = said
    .slice(0, Math.max(1, wrong?.split(/\s+/).length ?? 1))
    .join(' ')
    .replace(/[.,!?;:]+$/, '')
  if (!right || !wrong || right.toLowerCase() === wrong.toLowerCase()) return undefined
  // "I said I would come earlier, but actually I can't" takes back a whole statement, not a value.
  if (/^(?:I|we|you|he|she|they|it|that|this|would|will|could)\b/i.test(wrong)) return undefined
  // "she's actually 6": the earlier "5" is the one said of her ("she is 5"), not one in "convert 5 cups".
  const subject = /^(\p{L}+)(?:['’]| )(s|re|m|is|are|am|was|were)? ?$/iu.exec(match?.[2] ?? '')
  const verb = { s: 'is', re: 'are', m: 'am' }[subject?.[2]?.toLowerCase() ?? ''] ?? subject?.[2]?.toLowerCase()
  const told = subject?.[1] && verb ? saidOf(subject[1].toLowerCase() === 'its' ? 'it' : subject[1], verb) : undefined
  return told ? { right, wrong, saidOf: told } : { right, wrong }
}

/** "she is" as a pattern that also reads "she's", "shes", so the earlier message is found however it was typed. */
function saidOf(subject: string, verb: string): string {
  const short = { is: "(?:['’]?s| is)", are: "(?:['’]?re| are)", am: "(?:['’]?m| am)" }[verb] ?? ` ${verb}`
  return `\\b${escapeRegExp(subject)}${short} `
}

/** Words chat ends a phrase with that are no part of the value: "taipei not tokyo lah", "August pala". */
const particle = /\s+(?:lah|la|leh|lor|sia|meh|na|yaar|pala|po|mate|bro|lol|haha)$/i

function correctionIn(trimmed: string): Correction | undefined {
  const found = correction.exec(trimmed)
  const match = found?.[2] ? Object.assign([...found], { 2: found[2].replace(particle, '') }) : found
  // "Michigan State, not U of M": a single letter is not the value, the words after it belong to it.
  const wrong = (match?.[2] && match[2].trim().length < 2 ? `${match[2]}${match[3] ?? ''}` : match?.[2])?.trim()
  // "my daughter is five, not four": the words that replace are as many as the words replaced.
  const said = match?.[1]?.trim().split(/\s+/) ?? []
  // "Simran is at Nottingham medical school, not Derby": a name replaces a name, the last one said.
  const named = /^\p{Lu}/u.test(wrong ?? '') ? (lastName(said.slice(1)) ?? lastName(said)) : undefined
  // "is 19 March, not 12": a number replaces a number (the day), not the word said last.
  const numbered = /^\d+(?:st|nd|rd|th)?$/i.test(wrong ?? '')
    ? said.findLast((word) => /^\d+(?:st|nd|rd|th)?[,.]?$/i.test(word))?.replace(/[,.]$/, '')
    : undefined
  const right = named ?? numbered ?? said.slice(-Math.max(1, wrong?.split(/\s+/).length ?? 1)).join(' ')
  if (!right || !wrong || right.toLowerCase() === wrong.toLowerCase()) return undefined
  // "sorry typo, not april 14": "typo" opens the correction; it is not the value meant.
  if (correctionOpening.test(right)) return undefined
  return { right, wrong, said: said.join(' ') }
}

/** The last run of capitalised words among `words` ("Michigan State" of "Brianna's at Michigan State"). */
function lastName(words: readonly string[]): string | undefined {
  let end = words.length
  while (end > 0 && !/^\p{Lu}/u.test(words[end - 1] as string)) end -= 1
  let start = end
  while (start > 0 && /^\p{Lu}/u.test(words[start - 1] as string)) start -= 1
  return end > start
    ? words
        .slice(start, end)
        .join(' ')
        .replace(/['’]s$/, '')
    : undefined
}

/** A value as a pattern that also reads its other spelling: "eleven" and "11" ("she'll be 11", "twelve, not eleven"). */
function valuePattern(value: string): string {
  // "a" and "an" count as one in a date ("a week ago"), not as a value said.
  const number = /^an?$/i.test(value) ? undefined : amount(value)
  if (number === undefined) return escapeRegExp(value)
  const spellings = [String(number), ...numberWordsFor(number)]
  return `(?:${[value, ...spellings.filter((spelling) => spelling !== value.toLowerCase())].map(escapeRegExp).join('|')})`
}

const monthNames = monthList.join('|')
/** Months as chat shortens them ("nov 16", "3 Sept"): a date only beside a day's number ("mar", "jan" are words). */
const monthShort = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec'
/** A month said beside a day: written out or shortened, with or without a full stop. */
const monthBesideDay = `(?:${monthNames}|(?:${monthShort})\\.?)`
const weekdayNames = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday'
/** Weekdays as chat shortens them ("every Wed night", "changed to Thurs"), capitalised: "wed" and "sat" are words. */
const weekdayShort = 'Mon|Tues?|Wed|Thu|Thur|Thurs|Fri|Sat|Sun'
/** The kinds of date a reschedule replaces one with: a month, a weekday, a day of the month. */
const dateShapes = {
  dayMonth: new RegExp(
    `\\b(?:\\d{1,2}(?:st|nd|rd|th)? (?:of )?${monthBesideDay}(?!\\p{L})|${monthBesideDay} \\d{1,2}(?:st|nd|rd|th)?\\b)`,
    'iu',
  ),
  month: new RegExp(`\\b(?:${monthNames})\\b`, 'i'),
  weekday: new RegExp(`\\b(?:${firstLetterEitherCase(weekdayNames)}|${weekdayShort})\\b(?![.'’]\\w)`),
  // "the 20th", "thursday 11th", "Saturday 20 April"'s 20; not the "60th" of "Mum's 60th is on the 20th".
  ordinal:
    /(?<=\b(?:the|on) )\d{1,2}(?:st|nd|rd|th)\b|(?<=\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,? )\d{1,2}(?:st|nd|rd|th)?\b/i,
} as const
type DateShape = keyof typeof dateShapes
/** Verbs that move a date, as said done ("pushed", "displaced") and as asked or planned ("push", "defer"). */
const movedVerbs = 'pushed|put|moved|postponed|rescheduled|brought|delayed|changed|shifted|bumped|displaced|deferred'
const moveVerbs = `${movedVerbs}|push|move|moves|postpone|reschedule|delay|change|shift|bump|defer`
/** "it got postponed", "they've moved it": a move said of the latest dated thing. */
const movedByPronoun = new RegExp(
  `\\b(?:it|that|they)(?:'s|’s|s| has| have| is| was| got| had)? (?:been |just |now |got |all )*(?:${movedVerbs})\\b`,
  'i',
)
/** The new date a rescheduling message gives: "pushed back to October", "moved to Thursday", "it's actually the 27th now". */
const newDate = `(?:${weekdayNames}),? (?:the )?\\d{1,2}(?:st|nd|rd|th)?\\b(?! (?:of )?(?:${monthNames}))|\\d{1,2}(?:st|nd|rd|th)? (?:of )?${monthBesideDay}(?![a-z])|${monthBesideDay} \\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)|${monthNames}|${weekdayNames}|${weekdayShort}`
const rescheduled = new RegExp(
  `^(?:(?:ah|oh|no|nope|sorry|oops|wait|actually|correction|my bad)[,!.]*\\s+)*(?:(?:sorry|oops|actually),? no|sorry|oops|actually|correction|my bad|no,? wait|wait,? no)[,!.]*\\s+(?:it is |it's |it’s |its |is |it was |the date is |(?:she|he|they|we|I)(?:['’]s| is| are| am)? [a-z]+ )?(?:the |on )?(?:(?:the )?(?:end|start|beginning|middle|mid|late|early) of )?(${newDate}|(?<=the )\\d{1,2})(?![a-z\\d]| \\d)(?=[\\s,.;!]|$)(?!,? (?:not|rather than|instead of)\\b)|\\b(?:(?:${moveVerbs})(?: back| forward| up)?(?: (?:it|them|me|us|him|her|the \\w+))?(?: from [^,.;!?]{1,25}?)?(?: (?:by )?(?:a|an|one|two|three|\\d) (?:day|week|month)s?,?)? (?:to|till|until|for|into)|(?:it is|it's|its|it’s|is|are|['’]re) (?:actually|now)(?: (?:actually|now))?)(?: from| starting(?: on| from)?)?(?: the| on| on the)? (${newDate})\\b`,
  'i',
)
/** A weekday that ends a text, before a day of the month ("…on Saturday the "). */
const weekdayEnding = new RegExp(`\\b(?:${weekdayNames})(?=,? (?:the )?$)`, 'i')
/**
 * A new date said against the old one ("the flight is on 9 November, not the 2nd", "we now depart on the 3rd of
 * October rather than in September"), or said now and instead ("now he come the 24 May for a long weekend instead").
 */
const dateInstead = new RegExp(
  `\\b(?:on|for|is|are|it's|it’s|its) (?:the )?(${newDate}),? (?:not|rather than|instead of)\\b(?: (?:on |in )?(?:the )?(${newDate})(?![a-z\\d]))?|\\bnow\\b[^.!?]{0,40}? (?:on |for |the |on the )?(${newDate})\\b[^.!?]{0,40}\\binstead\\b|\\b(?:offered|gave|suggested|proposed)(?: (?:us|me|them|him|her))? (?:the )?(${newDate}) instead\\b`,
  'i',
)
/**
 * The wrong date first, then the right one: "sorry typo, not april 14. april 28 is what we agreed", "no, not the 12th —
 * the 19th", "it's not September now. The second week of October". Only in a message that opens by saying it corrects
 * something (`correctionOpening`), or in a sentence that opens with the "not".
 */
const notThenDate = new RegExp(
  `\\bnot (?:on |in )?(?:the )?(${newDate})(?![a-z\\d])(?: (?:now|anymore|any more|any longer))?[.,;:!]*\\s+(?:[—–-]+\\s+)?(?:(?:it's|it’s|its|it is|it should be|should be|i meant|i mean|meant|make that|rather|now|but) )?(?:on |in )?(?:the )?(?:(?:first|second|third|fourth|last|1st|2nd|3rd|4th) (?:week|weekend) (?:of|in) )?(${newDate})(?![a-z\\d])`,
  'i',
)
const correctionOpening =
  /^\W{0,3}(?:(?:ah|oh|no|nope|nah|sorry|oops|ops|whoops|ay|ayy|ai|aiyo|aiya|aiyah|I tell a lie|wait|actually|correction|small correction|quick correction|my bad|typo|update|(?:small |quick |slight )?change(?: of plans?)?|plan change)\b[,!.:]*\s*){1,4}/i
/** Words a reschedule shares with what it reschedules that say nothing of which plan it is. */
const rescheduleWords = new Set(
  'update correction actually sorry pushed moved postponed rescheduled brought delayed changed bumped shifted displaced deferred back forward date thing that this they them their with from have been just still will would the and for but was are you her his she him its our out not now got get had has new one two all any can did too way day who why how yes yay lol omg because'.split(
    ' ',
  ),
)

/** The topic words of a text: lower case, "'s" dropped, three letters or more, no small, date or reschedule words. */
function topicWords(text: string): Set<string> {
  const words = new Set<string>()
  for (const [word] of text.slice(0, 400).matchAll(/\p{L}[\p{L}'’]*/gu)) {
    const bare = word.toLowerCase().replace(/['’]s$/, '')
    if (bare.length < 3 || rescheduleWords.has(bare)) continue
    if (dateShapes.month.test(bare) || dateShapes.weekday.test(bare)) continue
    words.add(bare)
  }
  return words
}

/** A date moved or corrected: the new date, its kind, and whether the message says outright that it corrects one. */
interface Reschedule {
  date: string
  shape: DateShape
  weekday?: string
  /** "sorry, is Sunday 21", "it's actually June 7", "friday 12th not thursday": the date said just before is meant. */
  explicit: boolean
  /** The date said to be wrong ("not the 9th", "not april 14"), when the message names it. */
  wrong?: string
}

/** Words that say a message corrects or updates something ("it's now the 27th" moves a date only with one of them). */
const saysSo = /\b(?:update|updated|correct|correction|corrected|actually|change|changed|moved|instead|rather than)\b/i
/** The words one of the reschedule patterns needs. */
const rescheduleSigns = new RegExp(
  `\\b(?:${moveVerbs}|actually|now|instead|not|rather|sorry|oops|wait|correction|bad|offered|gave|suggested|proposed)\\b`,
  'i',
)

/** A message that moves a date said before, with the new date and its kind. */
function readReschedule(text: string): Reschedule | undefined {
  const whole = text.slice(0, 300)
  // Every reading below needs one of these words: most messages have none, and the patterns are long.
  if (!rescheduleSigns.test(whole)) return undefined
  // "Yes, she is an architect. Ah sorry, she arrives the 22": a correction may open a later sentence.
  const starts = [0, ...[...whole.matchAll(/[.!?]\s+(?=\S)/g)].slice(0, 4).map((end) => end.index + end[0].length)]
  for (const start of starts) {
    const found = rescheduleIn(whole.slice(start))
    if (found) return found
  }
  return undefined
}

/** A reschedule read from the start of `head`: its first sentence opens it, or a move or "instead" is said anywhere. */
function rescheduleIn(head: string): Reschedule | undefined {
  // "it's actually the 27th now" is a reschedule only when the message says it corrects or updates something.
  // "…the hip is moved... not October now, the 3rd of December": a sentence that opens by taking a date back says so.
  const notThen = correctionOpening.test(head) || /^not /i.test(head) ? notThenDate.exec(head) : null
  const moved = notThen ? null : rescheduled.exec(head)
  const instead = notThen || moved ? null : dateInstead.exec(head)
  const match = notThen
    ? [notThen[0], notThen[2] ?? '']
    : instead
      ? [instead[0], instead[1] ?? instead[3] ?? instead[4] ?? '']
      : moved
        ? [moved[0], moved[1] ?? moved[2]]
        : null
  if (!match?.[0] || !match[1]) return undefined
  const explicit =
    notThen !== null ||
    instead !== null ||
    moved?.[1] !== undefined ||
    /\bactually\b/i.test(match[0]) ||
    saysSo.test(head.slice(0, 40))
  if (!notThen && !instead && /^(?:it|its|is|are|['’]re)(?!\p{L})/iu.test(match[0]) && !saysSo.test(head)) {
    return undefined
  }
  // "its nov 16 not the 9th", "not april 14. april 28": the date replaced is the one said, where it was said.
  const wrong = notThen?.[1] ?? instead?.[2]
  // "now on Sunday the 14th": the day of the month is what moved; the weekday goes with it.
  const withWeekday = /^(\p{L}+),? (?:the )?(\d{1,2}(?:st|nd|rd|th)?)$/iu.exec(match[1])
  const date = withWeekday?.[2] ?? match[1]
  const shape: DateShape = dateShapes.dayMonth.test(date)
    ? 'dayMonth'
    : /^\d/.test(date)
      ? 'ordinal'
      : dateShapes.month.test(date)
        ? 'month'
        : 'weekday'
  const read: Reschedule = withWeekday?.[1]
    ? { date, shape, weekday: withWeekday[1], explicit }
    : { date, shape, explicit }
  return wrong ? { ...read, wrong } : read
}

/** The user's messages among `previous` (oldest first), newest first, each with its index in `previous`. */
function* userMessagesNewestFirst(previous: readonly SourceMessage[]): Generator<[number, SourceMessage]> {
  for (let index = previous.length - 1; index >= 0; index -= 1) {
    const earlier = previous[index]
    if (earlier?.role === 'user') yield [index, earlier]
  }
}

/**
 * The user's earlier message (of the few the extractor is given, newest first) that said the wrong value, with the
 * right one in its place: read again, it gives the facts as the user meant them, which then supersede the wrong ones.
 */
export function correctedMessage(
  text: string,
  previous: readonly SourceMessage[],
): { message: SourceMessage; correction: Correction; rescheduled?: boolean; restated?: boolean } | undefined {
  const found = readCorrection(text)
  const counted = found ? undefined : countedUpdate(text)
  const restated = found || counted ? undefined : ageRestated(text)
  const update = counted ?? restated
  if (!found && !update) return rescheduledMessage(text, previous)
  const plain = found
    ? new RegExp(`(?<![\\p{L}\\d])${valuePattern(found.wrong)}(?![\\p{L}\\d])`, 'iu')
    : (update?.shape as RegExp)
  // Said of someone ("she's actually 6"): an earlier message saying it of them first, any message saying it after.
  const ofWhom = found?.saidOf
    ? new RegExp(`(?<=${found.saidOf})${escapeRegExp(found.wrong)}(?![\\p{L}\\d])`, 'iu')
    : undefined
  const wrong =
    ofWhom && previous.some((earlier) => earlier.role === 'user' && ofWhom.test(earlier.content)) ? ofWhom : plain
  for (const [, earlier] of userMessagesNewestFirst(previous)) {
    const replaced = wrong.exec(earlier.content)?.[0]
    if (!replaced) continue
    const right = found?.right ?? (update?.right as string)
    if (replaced.toLowerCase() === right.toLowerCase()) return undefined
    const message = { ...earlier, content: earlier.content.replace(wrong, right) }
    // An age said again ("Sorry, he is 7 already") is a statement of its own too: the rule extractor keeps its facts.
    return { message, correction: { right, wrong: replaced }, ...(restated ? { restated: true } : {}) }
  }
  // "it's York University, not UofT", "not NYC": the wrong value said as the initials of what was written out.
  // Otherwise a date said against another that was written differently ("its nov 16 not the 9th" after "nov 9").
  if (!found || !/^[\p{L}]{2,6}$/u.test(found.wrong)) return rescheduledMessage(text, previous)
  for (const [, earlier] of userMessagesNewestFirst(previous)) {
    const spelled = spelledOut(earlier.content, found.wrong)
    if (!spelled) continue
    // As many of the words said as the phrase spelled out has: "York University" for "university of toronto".
    const right = (found.said ?? found.right).split(/\s+/).slice(-spelled.words.split(/\s+/).length).join(' ')
    const content = `${earlier.content.slice(0, spelled.start)}${right}${earlier.content.slice(spelled.end)}`
    return { message: { ...earlier, content }, correction: { right, wrong: spelled.words } }
  }
  return rescheduledMessage(text, previous)
}

/**
 * "update on the Hobart thing — start date's been pushed back to October", "the interview got moved to Thursday":
 * the latest earlier message of the user that shares a topic word with this one and said a date of the same kind,
 * with the new date in its place.
 */
function rescheduledMessage(
  text: string,
  previous: readonly SourceMessage[],
): { message: SourceMessage; correction: Correction; rescheduled: true } | undefined {
  const moved = readReschedule(text)
  if (!moved) return undefined
  const topic = topicWords(text)
  // "it got postponed to 22 April": "it" is the latest dated thing said, a few messages back at most.
  const pronoun = movedByPronoun.test(text.slice(0, 200))
  // "not april 14": the earlier message that said that very date, however it wrote it ("april 14th", "14 April").
  const named = moved.wrong ? namedDateMessage(moved, previous) : undefined
  if (named) return named
  for (const [index, earlier] of userMessagesNewestFirst(previous)) {
    const old =
      dateShapes[moved.shape].exec(earlier.content) ??
      (moved.shape === 'ordinal' ? dayOf(earlier.content) : null) ??
      (moved.shape === 'dayMonth' ? dateShapes.month.exec(earlier.content) : null)
    if (!old || old[0].toLowerCase() === moved.date.toLowerCase()) continue
    // Said outright to correct a date ("sorry, it's friday 12th not thursday"): the latest such date, just before.
    const near = (pronoun && index >= previous.length - 6) || (moved.explicit && index >= previous.length - 4)
    // A reply's topic is its question's too: "When is the wedding?" / "14th of December, in Jaipur".
    const question = previous[index - 1]
    const asked = question?.role === 'assistant' ? (endingQuestion(question.content) ?? '') : ''
    if (!near && ![...topicWords(`${earlier.content} ${asked}`)].some((word) => topic.has(word))) continue
    // "Saturday 20 April" moved to "Sunday the 21st": the weekday said before the day changes with it.
    const before = earlier.content.slice(0, old.index)
    const weekdaySaid = moved.weekday ? weekdayEnding.exec(before) : null
    const kept = weekdaySaid
      ? `${before.slice(0, weekdaySaid.index)}${moved.weekday}${before.slice(weekdaySaid.index + weekdaySaid[0].length)}`
      : before
    // "wait no, wednesday" says which day was meant, near the one said; "moved to Thursday" is read from the message.
    const meant = moved.shape === 'weekday' && correctionOpening.test(text) && !movedWords.test(text)
    const date = meant ? (weekdayNear(earlier, old, moved.date) ?? moved.date) : moved.date
    const content = `${kept}${date}${earlier.content.slice(old.index + old[0].length)}`
    return { message: { ...earlier, content }, correction: { right: moved.date, wrong: old[0] }, rescheduled: true }
  }
  return undefined
}

/** A message that says a date moved, rather than that the day said was a mistake. */
const movedWords = new RegExp(`\\b(?:${moveVerbs})\\b`, 'i')

/**
 * "off to riyadh tuesday" then "wait no, wednesday": the Wednesday nearest the Tuesday meant (the day after it), not
 * the Wednesday after the earlier message was sent. Written out ("wednesday 10 April") so that reading the message
 * again gives that day; undefined when the earlier weekday did not resolve to a date.
 */
function weekdayNear(earlier: SourceMessage, old: { 0: string; index: number }, said: string): string | undefined {
  const from = weekdayIndex(old[0].toLowerCase())
  const to = weekdayIndex(said.toLowerCase())
  if (from < 0 || to < 0) return undefined
  const resolved = resolveDate(earlier.content, earlier.timestamp)
  if (!resolved || resolved.start > old.index || resolved.end < old.index + old[0].length) return undefined
  const ahead = (to - from + 7) % 7
  const moved = calendarOf(addDays(resolved.eventTime, ahead > 3 ? ahead - 7 : ahead))
  return `${weekdays[to]} ${moved.day} ${monthList[moved.month]}`
}

/** The latest of the user's earlier messages that said the date a reschedule names as wrong, with the new one in its place. */
function namedDateMessage(
  moved: Reschedule,
  previous: readonly SourceMessage[],
): { message: SourceMessage; correction: Correction; rescheduled: true } | undefined {
  const wrong = dateParts(moved.wrong ?? '')
  if (!wrong.day && !wrong.name) return undefined
  for (const [, earlier] of userMessagesNewestFirst(previous)) {
    const text = earlier.content
    const candidates = [...text.matchAll(datesSaid)].filter((said) => {
      const parts = dateParts(said[0])
      return parts.day === wrong.day && (!wrong.name || !parts.name || parts.name === wrong.name)
    })
    const old = candidates[0]
    if (!old || old.index === undefined) continue
    // "nov 9" corrected by "the 16th": only the day changes.
    const number = moved.shape === 'ordinal' ? /\d{1,2}(?:st|nd|rd|th)?/.exec(old[0]) : null
    const start = old.index + (number?.index ?? 0)
    const end = number ? start + number[0].length : old.index + old[0].length
    const content = `${text.slice(0, start)}${moved.date}${text.slice(end)}`
    return {
      message: { ...earlier, content },
      correction: { right: moved.date, wrong: text.slice(start, end) },
      rescheduled: true,
    }
  }
  return undefined
}

/** Every date said with a day's number: "14 April", "nov 9", "the 12th", "Saturday the 20th". */
const datesSaid = new RegExp(`${dateShapes.dayMonth.source}|${dateShapes.ordinal.source}`, 'giu')

/** A date's day of the month and the month or weekday it names (three letters, lower case), however it is written. */
function dateParts(date: string): { day?: string; name?: string } {
  const day = /\d{1,2}/.exec(date)?.[0]
  const name = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i
    .exec(date)?.[1]
    ?.toLowerCase()
  return { ...(day ? { day: String(Number(day)) } : {}), ...(name ? { name } : {}) }
}

/**
 * The day of a date said with its month ("Saturday 20 April", "April 20th"), as a match of its number alone: what
 * "it's now the 21st" replaces.
 */
function dayOf(text: string): { 0: string; index: number } | null {
  const date = dateShapes.dayMonth.exec(text)
  const day = date ? /\d{1,2}(?:st|nd|rd|th)?/.exec(date[0]) : null
  return date && day ? { 0: day[0], index: date.index + day.index } : null
}

/** Small words initials may spell out, keep to one letter, or leave out ("UofT", "UoT", "UT"). */
const smallWords = new Set(['of', 'the', 'and', 'de', 'for', 'on', 'upon'])

/**
 * The words of `text` whose initials spell `initials` (two to six letters): "university of toronto" for "uoft",
 * "New York City" for "NYC". Two to six words; the first and last spell a letter each. Linear in the text: each word
 * starts at most one bounded attempt.
 */
export function spelledOut(text: string, initials: string): { start: number; end: number; words: string } | undefined {
  const letters = initials.toLowerCase()
  const words = [...text.slice(0, 4000).matchAll(/\p{L}+/gu)]
  const spells = (letter: number, word: number, used: number): number | undefined => {
    if (letter === letters.length) return used >= 2 ? word : undefined
    const current = words[word]?.[0]?.toLowerCase()
    if (current === undefined || used >= 6) return undefined
    if (used > 0 && smallWords.has(current)) {
      if (letters.startsWith(current, letter)) {
        const whole = spells(letter + current.length, word + 1, used + 1)
        if (whole !== undefined) return whole
      }
      const skipped = spells(letter, word + 1, used + 1)
      if (skipped !== undefined) return skipped
    }
    return current[0] === letters[letter] ? spells(letter + 1, word + 1, used + 1) : undefined
  }
  for (let first = 0; first < words.length; first += 1) {
    if (smallWords.has(words[first]?.[0]?.toLowerCase() ?? '')) continue
    const after = spells(0, first, 0)
    if (after === undefined) continue
    const last = words[after - 1] as RegExpMatchArray
    const start = words[first]?.index ?? 0
    const end = (last.index ?? 0) + last[0].length
    // The phrase must end on a word that spelled a letter, not on a small word left out.
    if (smallWords.has(last[0].toLowerCase())) continue
    return { start, end, words: text.slice(start, end) }
  }
  return undefined
}

/**
 * "Actually it's year 5 now, they moved me up": a counted value said again without the one it replaces, which is
 * the same words with another number in an earlier message ("I teach year 4…"). Only a message that opens so.
 */
const countedNow =
  /^(?:(?:sorry|oops|actually|correction|update|wait|oh)[,:!.]?\s+)+(?:it is|it's|it’s|its|that is|that's|that’s) (?:now )?(?:(\p{L}+) (\d+)|(\d+) (\p{L}+))(?= now\b|[,.!;]|$)/iu

function countedUpdate(text: string): { right: string; shape: RegExp } | undefined {
  const match = countedNow.exec(text.trim())
  if (!match) return undefined
  const [, wordBefore, numberAfter, numberBefore, wordAfter] = match
  if (wordBefore && numberAfter)
    return {
      right: `${wordBefore} ${numberAfter}`,
      shape: new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(wordBefore)} \\d+(?![\\p{L}\\d])`, 'iu'),
    }
  if (numberBefore && wordAfter)
    return {
      right: `${numberBefore} ${wordAfter}`,
      shape: new RegExp(`(?<![\\p{L}\\d])\\d+ ${escapeRegExp(wordAfter)}(?![\\p{L}\\d])`, 'iu'),
    }
  return undefined
}

/** Words that open a message taking back what it said before: "Oh, I tell a lie —", "Sorry,", "oops". */
const takingBack =
  /^\W{0,3}(?:(?:oh|ah|ay|ayy|ai|aiyo|aiya|aiyah|no|sorry|oops|whoops|actually|wait|correction|my bad|my mistake|I tell a lie|I was wrong|I forgot)\b[,!.:]*\s*(?:[—–-]+\s*)?){1,3}/i
/** Someone's age said with the person: "he turned 8", "she is 7 already", "Yusuf's 7". */
const ageSaid =
  /^(?:he|she|they|He|She|They|\p{Lu}\p{Ll}+)(?:['’]s| is| was| turned| turns| will be| is turning)(?: (?:actually|already|now|just|only))* (\d{1,2})(?![\p{L}\d]| (?:st|nd|rd|th|am|pm|o'clock)\b|:)/u
/**
 * An age as an earlier message may have said it: "he is 7", "Yusuf, 6 years", "my daughter (5)", "aged 9". Only the
 * number is matched, so that it alone is replaced.
 */
const ageShape =
  /(?<=\b(?:he|she|they|He|She|They|\p{Lu}\p{Ll}+)(?:['’]s| is| was| turned| turns| will be| is turning) )\d{1,2}(?![\p{L}\d])|(?<![\p{L}\d.,])\d{1,2}(?= ?(?:years?|yrs?|y\.?o\.?)(?![\p{L}]))|(?<=\baged? )\d{1,2}(?![\p{L}\d])/u

/**
 * "Oh, I tell a lie — he turned 8 in March", "Sorry, he is 7 already": an age said again after words that take back,
 * without the one it replaces, which is the age an earlier message gave ("my grandson Oliver, he is 7").
 */
function ageRestated(text: string): { right: string; shape: RegExp } | undefined {
  const opening = takingBack.exec(text.trim())
  const said = opening ? ageSaid.exec(text.trim().slice(opening[0].length)) : null
  return said?.[1] ? { right: said[1], shape: ageShape } : undefined
}

/** A name or a number said and taken back: "Villeurbanne", "New York", "3". */
// Each alternative starts only where a word or a number starts (the lookbehinds): a long run of letters or digits is
// then tried once, not from each of its characters, and the replacement stays linear.
const takenBackValue = "((?<![\\p{L}\\d'’.-])\\p{Lu}[\\p{L}'’.-]*(?: \\p{Lu}[\\p{L}'’.-]*){0,3}|(?<![\\p{L}\\d])\\d+)"
const takenBack = new RegExp(
  `${takenBackValue}[,.]?\\s+(?:[—–-]+\\s+)?(?:[Nn]o wait|[Ww]ait no|[Nn]o sorry|[Ss]orry|I mean|I meant|[Oo]r rather|[Ss]cratch that|[Mm]ake that|[Nn]o)[,:.!]*\\s+${takenBackValue}(?![\\p{L}\\d])`,
  'gu',
)
/** Capitalised words that open a clause rather than name something. */
const notValues = new Set(
  'I We My Our The A An Yes No Oh Ok Okay So And But Sorry Wait Well Actually Ay Ayy Ai Aiyo Aiya Aiyah Ah Oops Whoops Argh Ugh Hmm Um'.split(
    ' ',
  ),
)

/**
 * "We live in Villeurbanne, no wait, Vaulx-en-Velin", "I have 3, sorry, 4 kids", "in Leeds — I mean York": a name
 * or number taken back in the same breath is replaced by the one said after it, so the rules read what was meant.
 * Both must be of one shape (two names, or two numbers).
 */
export function withSelfCorrections(text: string): string {
  if (!/\b(?:wait|sorry|mean|meant|rather|scratch|make that|no)\b/i.test(text)) return text
  const named = text.replace(takenBack, (whole, wrong: string, right: string) => {
    const numbers = /^\d/.test(wrong) === /^\d/.test(right)
    return numbers && !notValues.has(wrong) && !notValues.has(right.split(' ')[0] ?? '') ? right : whole
  })
  // "my flight is on the 3rd, sorry I mean the 5th", "is on the 24th... actually no hang on, I reread the letter, it's
  // Friday the 26th April": the date taken back gives way to the next one said, and what was said between goes.
  return named.replace(dateTakenBack, (_whole, _wrong: string, right: string) => right)
}

/** A date as a sentence says it: a day with its weekday or month, a month with its day, or a weekday. */
const dateSaid = `(?:(?:${weekdayNames}),? )?(?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: of)?(?: ${monthBesideDay})?(?![\\p{L}\\d])|${monthBesideDay} \\d{1,2}(?:st|nd|rd|th)?(?![\\p{L}\\d])|(?:${weekdayNames})(?![\\p{L}])`
/** A date, then right away the words that take it back, then within a few words the date meant. */
const dateTakenBack = new RegExp(
  `(?<![\\p{L}\\d])(${dateSaid})\\s*(?:\\.{2,}|…|[,;:—–-]+)?\\s*(?:actually,? no|no,? wait|wait,? no|sorry,? (?:I mean|I meant|no)|no,? sorry|I mean|I meant|scratch that|my bad)\\b[^.!?]{0,100}?(?<![\\p{L}\\d])(${dateSaid})`,
  'giu',
)
