import nlp from 'compromise'
import { addDays, calendarOf, type DatePrecision, formatDate, monthNames, utcDay } from './format-date'
import { capitalFirst } from './rule-helpers'

/** A date expression found in a sentence and resolved against the message's timestamp. */
export interface ResolvedDate {
  /** Where the expression (with its preposition) starts and ends in the sentence. */
  start: number
  end: number
  /** Unix seconds of the start of the period meant. */
  eventTime: number
  /** "7 May 2023", "May 2023", "2021", or an anchored span such as "the week before 9 June 2023". */
  dateText: string
  /** The words that replace the expression in a fact: "on 7 May 2023", "in May 2023", "the week before …". */
  phrase: string
}

interface Resolution {
  eventTime: number
  dateText: string
  /** Preposition used when the fact text is rewritten; none for anchored spans. */
  preposition?: string
  /** The weekday said with the date is not the date's ("Friday the 13th" of a month whose 13th is a Saturday). */
  weekdayWrong?: boolean
}

interface DateRule {
  pattern: RegExp
  /**
   * A word the pattern cannot match without, found in one cheap pass ("ago" for "three weeks ago"): most sentences
   * name no date, and the patterns' alternations are tried at every word.
   */
  needs?: RegExp
  /**
   * `future()` says whether the sentence speaks of what is ahead; `tenseless()` whether nothing in it says either
   * way. Both are worked out only when a rule asks.
   */
  resolve(match: RegExpExecArray, now: number, future: () => boolean, tenseless: () => boolean): Resolution | undefined
}

const month = `(${monthNames.join('|')}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?`
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const weekdayNames = weekdays.map(capitalFirst)
/** The ways a weekday's name starts, in full or short ("thurs", "Sat", "wednes"). */
const weekdayStems = 'sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?'
/** A weekday named in full or short ("Thursday", "thurs", "Sat"). */
const weekdayNamed = new RegExp(`\\b(?:${weekdayStems})(?:day)?\\b`, 'i')
const count =
  '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few|few|several|\\d{1,2})'
const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  'a couple of': 2,
}
const futureWords =
  /\b(will|going to|gonna|planning|plan to|plans to|hope to|want to|about to|(?:asked|told|invited)(?: (?:me|us|him|her|them))? to (?!(?:be|have)\b)|next|tomorrow|upcoming|soon|(?:booked|reserved|scheduled|signed up|registered|entered)(?: [\p{L}'-]+){0,6}? for|(?:booked|scheduled|confirmed)(?=[,:] )|(?:given|gave|got|sent|offered)(?: (?:me|us|him|her|them))? (?:a |the |my |our )?(?:new )?(?:date|appointment|slot)\b|(?:moved|pushed|postponed|rescheduled|delayed|bumped)(?: (?:back|forward|up))?(?: (?:me|us|it|them|him|her))? (?:to|till|until))\b/iu
/**
 * "back in July" (the past), not the "back" of a return: "I come back in July", "we fly back in August" are plans,
 * their "back" the verb's.
 */
const backIn =
  "(?<!\\b(?:come|comes|coming|go|goes|going|fly|flies|flying|head|heads|heading|move|moves|moving|get|gets|getting|be|am|is|are|will be|I'm|we're|they're|he's|she's) )back in"
const pastWords = /\b(ago|last|yesterday|used to|back then|this past)\b/i

/**
 * Whether an undirected date ("in September", "on Friday", "in the spring") lies ahead: yes when the sentence says
 * so ("will", "next", "going to", "has given me a date for the operation: 7 May"), no when its verb is in the past ("in March we went", "I have visited"),
 * otherwise yes: a plan is said in the present ("I'm running the Berlin marathon in September", "we fly out on
 * Friday"). compromise tags the tense, so irregular verbs need no list.
 */
export function speaksOfFuture(sentence: string): boolean {
  if (futureWords.test(sentence)) return true
  if (pastWords.test(sentence)) return false
  // A participle after "getting", "is" or "be" ("is getting married in September", "will be finished") is no past.
  const doc = nlp(sentence)
  // A word in -ing is no past, whatever compromise makes of it after "have" ("I have driving test on 12 March").
  const past = doc.match('#PastTense').not('/ing$/')
  if (!past.found) return true
  const participles = doc.match('(getting|get|gets|be|been|being|is|are|am) #PastTense').not('/ing$/')
  return participles.length >= past.length && !/\b(?:was|were|had|did)\b/i.test(sentence)
}

/** "and", "but" or "so" joining a clause with its own subject ("…collapsed and we're moving…"). */
const joinsClause = ' (?:and|but|so) (?=(?:I|we|she|he|they|you)\\b)'
const newSubject = new RegExp(joinsClause, 'gu')
/** Where the clause after a date ends: a comma, a semicolon, an emoji, a dash, or a new subject. */
const clauseEnd = new RegExp(`[,;\\p{Extended_Pictographic}]| [—–-] |${joinsClause}`, 'u')

/** The clause of `sentence` that holds `start`–`end`: between the commas, semicolons or dashes around it. */
function clauseAround(sentence: string, start: number, end: number): string {
  const before = sentence.slice(0, start)
  // An emoji ends a clause as a comma does in chat: "jordan got offered a job 😬 we're moving in september".
  let emoji = -1
  // The clause opens after the emoji's last code unit (most emoji are two).
  for (const found of before.matchAll(/\p{Extended_Pictographic}/gu)) emoji = found.index + found[0].length - 1
  // "the chain collapsed and we're now moving on 3 May": "and", "but" or "so" before a new subject starts a clause.
  let joined = -1
  for (const found of before.matchAll(newSubject)) joined = found.index + found[0].length - 1
  const opens = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf(' — '),
    before.lastIndexOf(' - '),
    emoji,
    joined,
  )
  const after = clauseEnd.exec(sentence.slice(end))
  return sentence.slice(opens + 1, after ? end + after.index : sentence.length).trim()
}

/** Whether compromise finds no verb at all ("In March", "exams in June"). */
function hasNoVerb(text: string): boolean {
  if (nlp(text).match('#Verb').found) return false
  // Chat drops the subject: "…😭😭 start 13th may" opens with a verb compromise reads as a noun on its own.
  const first = /^\p{L}+/u.exec(text)?.[0]
  return first === undefined || !nlp(`I ${first}`).match('I [#Verb]').found
}

/** Verbs whose present and past are one word ("surgery in March put me off running"): they tell no tense. */
const sameInPast = /^(?:put|cut|hit|hurt|set|let|shut|spread|cost|split|burst|quit)$/i

/** Whether a sentence has no verb, or only verbs that read the same in the present and the past. */
function hasNoTense(sentence: string): boolean {
  const verbs = nlp(sentence).match('#Verb').out('array') as string[]
  // "-ing" forms ("put me off running") are no finite verb: they take their tense from one.
  return verbs.every((verb) => /^[\p{L}]+ing\b\W*$/iu.test(verb) || sameInPast.test(verb.replace(/[^\p{L}]+/gu, '')))
}

function monthIndex(name: string): number {
  const prefix = name.slice(0, 3).toLowerCase()
  return monthNames.findIndex((candidate) => candidate.slice(0, 3).toLowerCase() === prefix)
}

/** Exact numbers resolve to a date; vague ones ("a few") to an anchored span. */
export function amount(text: string): number | undefined {
  const lower = text.toLowerCase()
  return numberWords[lower] ?? (/^\d+$/.test(lower) ? Number(lower) : undefined)
}

/** The number words `amount` reads as `number` ("eleven" for 11), beside "a", "an" and "a couple of". */
export function numberWordsFor(number: number): string[] {
  return Object.keys(numberWords).filter((word) => numberWords[word] === number && !/^an?\b/.test(word))
}

/**
 * The months or years a match of "N units ago | last/this/next unit | in N units" moves from now (groups 1, 2, 3
 * respectively); a vague count ("a few") moves 3.
 */
function shiftOf(match: RegExpExecArray): number {
  const relative = match[2]?.toLowerCase()
  if (relative !== undefined) return { last: -1, this: 0, next: 1 }[relative as 'last' | 'this' | 'next']
  return match[1] !== undefined ? -(amount(match[1]) ?? 3) : (amount(match[3] ?? '') ?? 3)
}

const day = (seconds: number, preposition = 'on'): Resolution => {
  const { year, month, day: date } = calendarOf(seconds)
  const eventTime = utcDay(year, month, date)
  return { eventTime, dateText: formatDate(eventTime), preposition }
}
const period = (eventTime: number, precision: DatePrecision, preposition = 'in'): Resolution => ({
  eventTime,
  dateText: formatDate(eventTime, precision),
  preposition,
})
const startOfDay = (seconds: number) => seconds - (((seconds % 86_400) + 86_400) % 86_400)
const anchored = (eventTime: number, text: string): Resolution => ({ eventTime: startOfDay(eventTime), dateText: text })

/** A month named without a year means the nearest one in the direction of the sentence's tense. */
function yearForMonth(now: number, index: number, future: boolean, strict: boolean): number {
  const today = calendarOf(now)
  if (future) return index > today.month || (!strict && index === today.month) ? today.year : today.year + 1
  return index < today.month || (!strict && index === today.month) ? today.year : today.year - 1
}

/** "June 7 next year", "14 March this year": the year said in words, against the message's own. */
function yearSaid(now: number, word: string): number {
  const year = calendarOf(now).year
  const lower = word.toLowerCase()
  return lower === 'next' ? year + 1 : lower === 'last' ? year - 1 : year
}

/** A weekday's index (Sunday 0) by its first letters ("sat", "tues", "wednes"). */
export function weekdayIndex(prefix: string): number {
  return weekdays.findIndex((name) => name.startsWith(prefix.slice(0, 3)))
}

/** A weekday said just before a date ("Sunday 26 May", "Sat, the 8th of June"), as its index (Sunday 0). */
const weekdayBefore = new RegExp(`\\b(${weekdayStems})(?:day)?\\.?,?\\s+(?:the\\s+)?$`, 'i')

/**
 * The year of a date said without one, when a weekday said with it tells which: "Sunday 26 May", said in April 2024
 * in a past-tense message ("I misspoke, it's Sunday 26 May"), is 26 May 2024, the one that is a Sunday, not 2023.
 * Of the year the tense gave and the years on either side, the first whose date falls on that weekday.
 */
function yearOfWeekday(match: RegExpExecArray, month: number, date: number, year: number): number {
  const said = weekdayBefore.exec(match.input.slice(Math.max(0, match.index - 16), match.index))?.[1]?.toLowerCase()
  if (!said) return year
  const wanted = weekdayIndex(said)
  for (const candidate of [year, year + 1, year - 1]) {
    const { weekday, day } = calendarOf(utcDay(candidate, month, date))
    if (weekday === wanted && day === date) return candidate
  }
  return year
}

const rules: DateRule[] = [
  {
    pattern: new RegExp(
      `\\b(?:(on|since) )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${month}(?:,? (\\d{4})|,? (next|this|last) year\\b)?`,
      'i',
    ),
    resolve(match, now, future) {
      const index = monthIndex(match[3] ?? '')
      const ahead = match[1]?.toLowerCase() !== 'since' && future()
      const date = Number(match[2])
      const year = match[4]
        ? Number(match[4])
        : match[5]
          ? yearSaid(now, match[5])
          : yearOfWeekday(match, index, date, yearForMonth(now, index, ahead, false))
      return day(utcDay(year, index, date), match[1]?.toLowerCase())
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(on|since) )?${month} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4})|,? (next|this|last) year\\b)?`,
      'i',
    ),
    resolve(match, now, future) {
      if (match[2] === 'may') return undefined
      const index = monthIndex(match[2] ?? '')
      const ahead = match[1]?.toLowerCase() !== 'since' && future()
      const date = Number(match[3])
      const year = match[4]
        ? Number(match[4])
        : match[5]
          ? yearSaid(now, match[5])
          : yearOfWeekday(match, index, date, yearForMonth(now, index, ahead, false))
      return day(utcDay(year, index, date), match[1]?.toLowerCase())
    },
  },
  {
    pattern: new RegExp(`\\b(?:(in|since|during|${backIn}) )?(?:early |late |mid-?)?${month},? (\\d{4})\\b`, 'i'),
    resolve: (match) =>
      period(utcDay(Number(match[3]), monthIndex(match[2] ?? ''), 1), 'month', match[1]?.toLowerCase()),
  },
  {
    // A bare number is a year only after a preposition or at the end of a clause ("I have 2000 followers" is not).
    pattern: new RegExp(
      `\\b(?:(in|since|during|${backIn}|from) ((?:19|20)\\d{2})\\b|((?:19|20)\\d{2})(?=\\s*(?:[,.;!?]|$)))`,
      'i',
    ),
    resolve: (match) => period(utcDay(Number(match[2] ?? match[3]), 0, 1), 'year', match[1]?.toLowerCase()),
  },
  {
    // "end of march", "start of June", "mid-July": a part of the month, said with it.
    pattern: new RegExp(
      `\\b(last|this|next|in|since|early|late|(?:end|start|beginning|middle) of|mid-?|${backIn})( early| late)? ${month}\\b`,
      'i',
    ),
    resolve(match, now, future, tenseless) {
      const index = monthIndex(match[3] ?? '')
      const word = (match[1] ?? '').toLowerCase()
      const part = /(?: of|^mid-?)$/.test(word) ? word.replace(/-$/, '') : undefined
      const preposition = word === 'since' ? 'since' : (part ?? 'in')
      const thisYear = calendarOf(now).year
      // "this May" is this calendar year's May; "next May" next year's, even when this year's is still ahead
      // (said in April, "next May" is not three weeks away: that one is "this May" or "in May").
      if (word === 'this') return period(utcDay(thisYear, index, 1), 'month', preposition)
      if (word === 'next') return period(utcDay(thisYear + 1, index, 1), 'month', preposition)
      // "Knee surgery in March", said in May, is behind; "Wedding in October" ahead: with no tense to go by, the
      // nearest such month, whichever side of the message it falls.
      const nearest = word === 'in' && tenseless()
      const forward = nearest
        ? (index - calendarOf(now).month + 12) % 12 <= 6
        : word !== 'last' && word !== 'since' && word !== 'back in' && future()
      const strict = word === 'last'
      return period(utcDay(yearForMonth(now, index, forward, strict), index, 1), 'month', preposition)
    },
  },
  {
    needs: /\d/,
    // "a gig on the 20th", "we had a meeting on the 3rd": that day of this month or the next (ahead) or the last (back).
    // With its weekday ("Sunday the 21st", "thursday 11th", "is Sunday 21."), the nearest such month whose day is
    // that weekday; a bare number only where a date ends (not "Sunday 21 people", nor "Saturday 20 April").
    pattern:
      /\b(?:(?:on|for|by|until|till|from) (?:(mon|tues|wednes|thurs|fri|satur|sun)day,? )?the (\d{1,2})(?:st|nd|rd|th)\b|(?:on )?(mon|tues|wednes|thurs|fri|satur|sun)day,? (?:the (\d{1,2})(?:st|nd|rd|th)\b|(\d{1,2})(?:(?:st|nd|rd|th)\b|(?=[.,;:!?)]|$| (?:at|from|to|for|and|or|not|instead|rather|then|is|was|works?)\b))))(?! (?:of|floor|anniversary|birthday|time|century|place|row|try|day|week|year)\b)(?!,? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i,
    resolve(match, now, future) {
      const date = Number(match[2] ?? match[4] ?? match[5])
      if (date < 1 || date > 31) return undefined
      const today = calendarOf(now)
      const ahead = future()
      const first = ahead ? (date >= today.day ? 0 : 1) : date <= today.day ? 0 : -1
      const said = (match[1] ?? match[3])?.toLowerCase()
      const wanted = said ? weekdayIndex(said) : -1
      const step = ahead ? 1 : -1
      for (const offset of said ? [first, first + step, first + 2 * step] : [first]) {
        const eventTime = utcDay(today.year, today.month + offset, date)
        const { day, weekday } = calendarOf(eventTime)
        // The 31st of a month without one is not a date.
        if (day !== date || (wanted >= 0 && weekday !== wanted)) continue
        return { eventTime, dateText: formatDate(eventTime), preposition: 'on' }
      }
      // "Friday the 13th" with no Friday the 13th in the months near: the day of the month is what the user means
      // (it is the more exact of the two), not the nearest Friday with "the 13th" left over; the weekday said is not
      // written beside it, since it is not that day's. Only a day said as one ("the 13th", "13th"): in "next tuesday
      // 8.30" the number is a time, and the weekday is the date.
      const eventTime = utcDay(today.year, today.month + first, date)
      const ordinal = match[2] !== undefined || match[4] !== undefined || /\d(?:st|nd|rd|th)$/i.test(match[0])
      if (!said || !ordinal || calendarOf(eventTime).day !== date) return undefined
      return { eventTime, dateText: formatDate(eventTime), preposition: 'on', weekdayWrong: true }
    },
  },
  {
    needs: /christmas|xmas|new year/i,
    // "last Christmas", "at Christmas", "since New Year's": the holiday's day, behind or ahead as the sentence says.
    pattern:
      /\b(?:(last|this|next|at|for|over|on|by|since|until|after|before) )?(christmas eve|christmas day|christmas|xmas|new year's eve|new years eve|new year's day|new year's|new years|new year)\b/i,
    resolve(match, now, future) {
      const word = (match[1] ?? '').toLowerCase()
      const name = (match[2] ?? '').toLowerCase()
      const eve = name.endsWith('eve')
      const newYear = name.startsWith('new year')
      const month = newYear && !eve ? 0 : 11
      const date = newYear ? (eve ? 31 : 1) : eve ? 24 : 25
      const today = calendarOf(now)
      const passed = month < today.month || (month === today.month && date < today.day)
      const ahead = word === 'next' || (word !== 'last' && word !== 'since' && future())
      let year = ahead ? (passed ? today.year + 1 : today.year) : passed ? today.year : today.year - 1
      if (word === 'this') year = today.year
      if (word === 'next' && !passed) year = today.year + 1
      const preposition = ['since', 'until', 'before', 'after'].includes(word)
        ? word
        : eve || /day$/.test(name)
          ? 'on'
          : 'at'
      const eventTime = utcDay(year, month, date)
      const label = newYear ? (eve ? "New Year's Eve" : "New Year's Day") : eve ? 'Christmas Eve' : 'Christmas'
      return { eventTime, dateText: `${label} ${year}`, preposition }
    },
  },
  { pattern: /\bthe day before yesterday\b/i, resolve: (_match, now) => day(addDays(now, -2)) },
  { pattern: /\bthe day after tomorrow\b/i, resolve: (_match, now) => day(addDays(now, 2)) },
  { pattern: /\b(?:yesterday|last night)\b/i, resolve: (_match, now) => day(addDays(now, -1)) },
  { pattern: /\btomorrow\b/i, resolve: (_match, now) => day(addDays(now, 1)) },
  { pattern: /\b(?:today|tonight|this (?:morning|afternoon|evening))\b/i, resolve: (_match, now) => day(now) },
  {
    needs: /ago/i,
    pattern: new RegExp(`\\b${count} days? ago\\b`, 'i'),
    resolve(match, now) {
      const days = amount(match[1] ?? '')
      if (days !== undefined) return day(addDays(now, -days))
      return anchored(startOfDay(addDays(now, -3)), `a few days before ${formatDate(now)}`)
    },
  },
  {
    needs: /day/i,
    // "on Thursday evenings" is every Thursday: a habit, not a date.
    // "from Monday", "starting monday", and a weekday said bare after a word ("starting as sous chef monday"), not
    // after "every" (a habit). The lookahead comes first, so the lookbehinds run only where a weekday starts.
    pattern: new RegExp(
      `(?:\\b(last|this past|this coming|next|this|on|from|starting|by|until|till) |(?=(?:${weekdays.join('|')})\\b)(?<=\\p{L} )(?<!\\b(?:every|each|most|some|all|other|last|next|this|on|from|by|until|till|starting|past|coming|the|a|our|my|their) ))(${weekdays.join('|')})\\b(?! (?:evenings|mornings|afternoons|nights)\\b|s\\b)`,
      'iu',
    ),
    resolve(match, now, future) {
      const target = weekdays.indexOf((match[2] ?? '').toLowerCase())
      const said = (match[1] ?? 'on').toLowerCase()
      // A start or a deadline lies ahead: "from Monday", "by Friday".
      const word = ['from', 'starting', 'by', 'until', 'till'].includes(said) ? 'this coming' : said
      const weekday = calendarOf(now).weekday
      if (word === 'next') {
        // "next Friday" is the Friday of next week (weeks start on Monday); "this Friday" or "on Friday" the nearest.
        const monday = (index: number) => (index + 6) % 7
        return day(addDays(now, monday(target) - monday(weekday) + 7))
      }
      const forward = word === 'this coming' || ((word === 'this' || word === 'on') && future())
      const offset = forward ? (target - weekday + 7) % 7 || 7 : -((weekday - target + 7) % 7 || 7)
      return day(addDays(now, offset))
    },
  },
  {
    needs: /ago/i,
    pattern: new RegExp(`\\b${count} (weeks?|weekends?) ago\\b`, 'i'),
    resolve(match, now) {
      const weeks = amount(match[1] ?? '') ?? 3
      const unit = (match[2] ?? '').startsWith('weekend') ? 'weekend' : 'week'
      const label = weeks === 1 ? `the ${unit}` : `${match[1]?.toLowerCase()} ${unit}s`
      return anchored(addDays(now, -7 * weeks), `${label} before ${formatDate(now)}`)
    },
  },
  {
    needs: /\bin /i,
    // "in two days", "in a couple of weeks", "in a fortnight": ahead of the message by that much.
    pattern: new RegExp(`\\bin (?:${count} (days?|weeks?)|(a fortnight))\\b(?! or\\b)`, 'i'),
    resolve(match, now) {
      const fortnight = match[3] !== undefined
      const unit = fortnight ? 'week' : (match[2] ?? '').toLowerCase().startsWith('day') ? 'day' : 'week'
      const counted = fortnight ? 2 : amount(match[1] ?? '')
      if (unit === 'day' && counted !== undefined) return day(addDays(now, counted))
      const span = counted ?? 3
      const label = fortnight ? 'two weeks' : span === 1 ? `the ${unit}` : `${(match[1] ?? '').toLowerCase()} ${unit}s`
      return anchored(addDays(now, span * (unit === 'day' ? 1 : 7)), `${label} after ${formatDate(now)}`)
    },
  },
  {
    needs: /week/i,
    pattern: /\b(last|this past|this|next|this coming) (week|weekend)\b/i,
    resolve(match, now, future) {
      const word = (match[1] ?? '').toLowerCase()
      const unit = (match[2] ?? '').toLowerCase()
      if (word === 'last' || word === 'this past')
        return anchored(addDays(now, -7), `the ${unit} before ${formatDate(now)}`)
      if (word === 'this' && !future()) return anchored(now, `the ${unit} of ${formatDate(now)}`)
      return anchored(addDays(now, 7), `the ${unit} after ${formatDate(now)}`)
    },
  },
  {
    needs: /month/i,
    pattern: new RegExp(`\\b(?:${count} months? ago|(last|this|next) month|in ${count} months?)\\b`, 'i'),
    resolve(match, now) {
      const today = calendarOf(now)
      return period(utcDay(today.year, today.month + shiftOf(match), 1), 'month')
    },
  },
  {
    needs: /year/i,
    pattern: new RegExp(`\\b(?:${count} years? ago|(last|this|next) year|in ${count} years?)\\b`, 'i'),
    resolve: (match, now) => period(utcDay(calendarOf(now).year + shiftOf(match), 0, 1), 'year'),
  },
  {
    needs: /summer|winter|spring|fall|autumn/i,
    pattern: /\b(last|this|next|in the|this past) (summer|winter|spring|fall|autumn)\b/i,
    resolve(match, now, future) {
      const season = (match[2] ?? '').toLowerCase()
      const startMonth = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 }[season] ?? 5
      const today = calendarOf(now)
      const word = (match[1] ?? '').toLowerCase()
      let year = today.year
      if (word === 'last' || word === 'this past' || (word === 'in the' && !future())) {
        if (today.month < startMonth + 3) year -= 1
      } else if (word === 'next' || (word === 'in the' && future())) {
        if (today.month >= startMonth) year += 1
      }
      return { eventTime: utcDay(year, startMonth, 1), dateText: `${season} ${year}`, preposition: 'in' }
    },
  },
]

/** A preposition that ends the text before a date expression ("going freelance from | next month"). */
const prepositionBefore =
  /\b(?:from|until|till|by|since|before|after|starting|in|on|during|through|to|for|of|and|or)\s$/i

/**
 * Finds the first date expression in a sentence and resolves it against `now` (Unix seconds of the message):
 * "yesterday" → 7 May 2023, "last month" → April 2023, "two years ago" → 2021, "last week" → "the week before
 * 8 May 2023". Hand rules rather than a parser: they are deterministic, fast, and cover how people chat.
 */
/** How far before a date its own verb is looked for in a long clause, in characters. */
const localReach = 70

/** The words from about `localReach` characters before the date at `start` to its end, whole words only. */
function wordsBefore(text: string, start: number, length: number): string {
  const from = Math.max(0, start - localReach)
  const words = text.slice(from, start + length)
  return from === 0 ? words : words.slice(words.indexOf(' ') + 1)
}

export function resolveDate(sentence: string, now: number): ResolvedDate | undefined {
  for (const rule of rules) {
    if (rule.needs && !rule.needs.test(sentence)) continue
    const match = rule.pattern.exec(sentence)
    if (!match) continue
    // The tense is the date's clause's when that clause has a verb: "Offer accepted, we move in June" is ahead. Read
    // within a few hundred characters of the date: a run-on text with no comma is not tagged whole for each date.
    const from = Math.max(0, match.index - 300)
    const near = sentence.slice(from, match.index + match[0].length + 300)
    const clause = clauseAround(near, match.index - from, match.index - from + match[0].length)
    const clauseTold = clause !== near && !hasNoVerb(clause) ? clause : near
    // A long run-on's tense is its date's own verb's: "my daughter Kiara turns 10 on the 18th and her mama wants…
    // since the divorce… than when we was married" is ahead. The few words before the date, when they have a verb.
    const local =
      clauseTold.length > localReach + 40 ? wordsBefore(near, match.index - from, match[0].length) : undefined
    const told = local !== undefined && !hasNoVerb(local) ? local : clauseTold
    let future: boolean | undefined
    const isFuture = () => {
      future ??= speaksOfFuture(told)
      return future
    }
    const isTenseless = () => !futureWords.test(told) && !pastWords.test(told) && hasNoTense(told)
    const resolution = rule.resolve(match, now, isFuture, isTenseless)
    if (!resolution || !Number.isFinite(resolution.eventTime)) continue
    // "on Saturday 20 April" is written "on Saturday 20 April 2024", not "on Saturday on 20 April 2024": a day's
    // weekday goes with it.
    const weekday =
      resolution.preposition === 'on' && !/^(?:on|since)\b/i.test(match[0])
        ? weekdayBefore.exec(sentence.slice(Math.max(0, match.index - 16), match.index))
        : null
    const start = match.index - (weekday?.[0].length ?? 0)
    // "from next month" is "from May 2024", not "from in May 2024": a preposition already said is kept alone.
    const saidBefore =
      !/^(?:in|on|since|during|from|at|back in)\b/i.test(match[0]) &&
      prepositionBefore.test(sentence.slice(Math.max(0, start - 12), start))
    // "from Monday" stays "from 8 April 2024", not "on 8 April 2024".
    const own = /^(from|starting|by|until|till|for) /i.exec(match[0])?.[1]?.toLowerCase()
    const preposition = own ?? resolution.preposition
    // A weekday the user said stays said ("on Thursday 4 April 2024"): a question may ask for the day of the week, and
    // a plan said by its weekday may be a habit ("I go to the pool on Tuesday morning"). Its name is the resolved
    // day's, right even when the user's was not.
    const namesWeekday =
      !resolution.weekdayWrong && (weekday !== null || (resolution.preposition === 'on' && weekdayNamed.test(match[0])))
    const shown = namesWeekday
      ? `${weekdayNames[calendarOf(resolution.eventTime).weekday]} ${resolution.dateText}`
      : resolution.dateText
    const phrase = preposition && !saidBefore ? `${preposition} ${shown}` : shown
    return {
      start,
      end: match.index + match[0].length,
      eventTime: resolution.eventTime,
      dateText: resolution.dateText,
      phrase,
    }
  }
  return undefined
}
