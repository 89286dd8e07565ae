import type { ExtractedFact } from '../types'
import { endingQuestion } from './asked-question'
import { relations } from './family-rules'
import { capitalFirst, indefiniteArticle, isPlace } from './rule-helpers'
import { withKinWords } from './sentences'

interface ReplyRule {
  question: RegExp
  fact(answer: string, question: RegExpExecArray): ExtractedFact | undefined
}

const place = /^(?:in |from )?(?:the )?([A-Z][\w'.-]*(?:(?:,? | (?:de|do|da|of) )[A-Z][\w'.-]*)*)$/
const person = /^([A-Z][a-z'-]+)$/

const rules: ReplyRule[] = [
  {
    question: /\bwhere do you (?:live|stay)\b|\bwhere are you (?:living|based)\b/i,
    fact: (answer) => {
      const city = place.exec(answer)?.[1]
      return city ? { key: 'home.city', text: `The user lives in ${city}` } : undefined
    },
  },
  {
    question: /\bwhere are you (?:originally )?from\b/i,
    fact: (answer) => {
      const city = place.exec(answer)?.[1]
      return city ? { key: 'origin', text: `The user is from ${city}` } : undefined
    },
  },
  {
    question: /\bhow old are you\b/i,
    fact: (answer) => {
      const years = /^(\d{1,3})(?: years old)?$/.exec(answer)?.[1]
      return years && Number(years) < 120 ? { key: 'age', text: `The user is ${years} years old` } : undefined
    },
  },
  {
    question: /\bwhat(?: is|'s) your name\b/i,
    fact: (answer) => {
      const called = person.exec(answer)?.[1]
      return called ? { key: 'name', text: `The user's name is ${called}` } : undefined
    },
  },
  {
    question:
      /\bwhat(?: is|'s) your (sister|brother|mom|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|son|daughter|dog|cat)(?:'s| called|s) name\b/i,
    fact: (answer, question) => {
      const called = person.exec(answer)?.[1]
      const who = (question[1] ?? '').toLowerCase()
      if (!called) return undefined
      return who === 'dog' || who === 'cat'
        ? { key: `pet.${who}.name`, text: `The user has a ${who} named ${called}` }
        : { key: `relation.${who}.name`, text: `The user's ${who} is called ${called}` }
    },
  },
]

/** What a reply says before an aside after a comma or a dash ("34, birthday was last week haha" → "34"). */
function headBeforeAside(text: string): string | undefined {
  return /^[^,;—–]{1,60}?(?=\s*(?:[,;—–]|\s-\s))/.exec(text)?.[0]
}

/**
 * Reads a short reply in the light of the assistant's question: "Where do you live?" → "Lisbon." becomes
 * "The user lives in Lisbon". Only bare answers count; anything longer goes through the sentence rules.
 */
export function replyFacts(reply: string, previousQuestion: string | undefined): ExtractedFact[] {
  if (!previousQuestion) return []
  const answer = reply
    .trim()
    // Only from the start of the final run: an unguarded `[.!]+$` re-scans the run from each of its characters.
    .replace(/(?<![.!])[.!]+$/, '')
    .trim()
  // "34, birthday was last week haha": the bare answer may come first, with an aside after a comma or a dash.
  const head = headBeforeAside(answer)
  const answers = [answer, head].filter((said): said is string => said !== undefined && said.split(/\s+/).length <= 5)
  for (const rule of rules) {
    const question = rule.question.exec(previousQuestion)
    if (!question) continue
    for (const said of answers) {
      const fact = rule.fact(said, question)
      if (fact) return [fact]
    }
    return []
  }
  return []
}

const affirmation =
  /^(?:yes|yeah|yep|yup|yes indeed|indeed|correct|exactly|that is right|that's right|that is correct|that's correct|right|sure|sure am|sure do|i do|i am|i have|of course|absolutely|definitely|totally)\b/i
const petWords =
  'dog|puppy|pup|cat|kitten|hamster|rabbit|bunny|guinea pig|parrot|budgie|bird|tortoise|turtle|snake|lizard|gecko|ferret|horse|pony|fish|goldfish|chinchilla|hedgehog'
const inversions: Array<[RegExp, string]> = [
  [/^are you (.+)$/i, 'I am $1'],
  [/^were you (.+)$/i, 'I was $1'],
  [/^do you (.+)$/i, 'I $1'],
  [/^have you (.+)$/i, 'I have $1'],
  // "Is Kenji your boyfriend back in Japan?" → "Kenji is my boyfriend back in Japan"; "Is Biscuit your cat?" too.
  [new RegExp(`^[Ii]s (\\p{Lu}[\\p{L}'’-]+) your (${relations}|${petWords})\\b(.*)$`, 'u'), '$1 is my $2$3'],
  // "Is your sister still in Ireland?" → "my sister is still in Ireland".
  [new RegExp(`^is your (${relations}) (?!is\\b)(.+)$`, 'i'), 'my $1 is $2'],
  [new RegExp(`^are your (${relations}) (?!are\\b)(.+)$`, 'i'), 'my $1 are $2'],
  [/^is your (.+)$/i, 'my $1'],
  [/^you are (.+)$/i, 'I am $1'],
  [/^you're (.+)$/i, 'I am $1'],
  [/^you (.+)$/i, 'I $1'],
  [/^your (.+)$/i, 'my $1'],
]

/**
 * The statement a short "yes" confirms: the assistant's yes/no question about the user, turned around ("So you live
 * in Lisbon?" + "Yes, that's right" → "I live in Lisbon"; "Is your sister called Ana?" + "Yep" → "my sister is
 * called Ana"). The assistant's words never become a fact on their own; only the user's "yes" makes them one.
 */
export function confirmedStatement(reply: string, previousMessage: string | undefined): string | undefined {
  if (!previousMessage) return undefined
  const answer = reply.trim()
  // A short "yes", or one that goes on after its first clause ("yes he is my boyfriend, he stay in Osaka…": the rest
  // is read on its own).
  const firstClause = /^[^,.!?;]*/.exec(answer)?.[0] ?? answer
  const words = answer.split(/\s+/).length
  if (words > 30 || (words > 6 && firstClause.split(/\s+/).length > 6)) return undefined
  if (!affirmation.test(answer.replace(/['’]/g, "'"))) return undefined
  const question = /(?<![^.!?])([^.!?]*)\?\s*$/.exec(previousMessage.trim())?.[1]?.trim()
  if (!question) return undefined
  const plain = question
    .replace(/^(?:so|and|oh|ok|okay|right|wait|just to confirm|to confirm),?\s+/i, '')
    .replace(/,?\s+(?:right|correct|is that right|is that correct|yes)$/i, '')
    // "You said you live in Leeds, right?": what the user said is what they confirm.
    .replace(/^you (?:said|mentioned|told me)(?: that)? (?=you\b)/i, '')
  // A question left after a statement ("You mentioned Bradford before, is that still home?") does not turn around
  // into what the user said: better no fact than a garbled one (the exchange stays searchable as said).
  if (/,\s*(?:is|are|was|were|do|does|did|has|have|can|could|would|will)\s+(?:that|it|this|they|there)\b/i.test(plain))
    return undefined // see confirmedExchange
  // "Do you want me to write a poem?", "Shall we start?": an offer of the asker's, nothing about the user.
  if (/\b(?:me|I|us|we|my|our)\b/.test(plain)) return undefined
  for (const [pattern, replacement] of inversions) {
    if (!pattern.test(plain)) continue
    const statement = plain
      .replace(pattern, replacement)
      .replace(/\byour\b/gi, 'my')
      .replace(/\byou\b/gi, 'me')
    return statement.split(/\s+/).length >= 3 ? statement : undefined
  }
  return undefined
}

/**
 * A "yes" to an assistant's question about the user that does not turn around into a statement ("You mentioned
 * Bradford before, is that still home?" + "yep, same place"): the exchange itself, in the user's and the assistant's
 * words, so that what the user confirmed stays findable. Undefined when the reply is no bare "yes" or the question is
 * not about the user.
 */
export function confirmedExchange(reply: string, previousMessage: string | undefined): string | undefined {
  if (!previousMessage) return undefined
  const answer = reply.trim()
  if (answer.split(/\s+/).length > 6 || !affirmation.test(answer.replace(/['’]/g, "'"))) return undefined
  const question = /(?<![^.!?])([^.!?]*)\?\s*$/.exec(previousMessage.trim())?.[1]?.trim()
  if (!question || !/\byou(?:r|'re|’re)?\b/i.test(question) || question.length > 200) return undefined
  // Only an exchange that names something (a place, a person, a number): "Do you like it?" + "Yes!" says nothing.
  if (!/.\b(?!I\b)[A-Z][\p{Ll}]|\d/u.test(question)) return undefined
  return `Asked "${question}?", the user confirmed: "${answer}"`
}

/** The bare answer a reply opens with: its first sentence, or what comes before a comma or a dash. */
function bareAnswer(reply: string): string {
  const first = /^[^.!?\n]{1,80}/.exec(reply.trim())?.[0] ?? ''
  return (headBeforeAside(first) ?? first).trim()
}

/** A reply that names its own subject ("I'm a nurse", "my boyfriend"), which the sentence rules read themselves. */
const ownSubject =
  /^(?:[\p{L}]+[,!]? )?(?:I|I'm|I’m|I've|I'd|we|we're|my|our|it|it's|he|she|they|yes|yeah|yep|no|nope|not)\b/iu

/** "My boyfriend!", "oh my sister": a reply that is only a relation. */
const kinAnswer = new RegExp(`^(?:(?:oh|ah|haha|lol),? )?(?:my|our) (${relations})$`, 'i')
/** The same, confirmed: "My husband, yes." */
const kinConfirmed = new RegExp(
  `^(?:(?:oh|ah|haha|lol),? )?(?:my|our) (${relations})(?:,? (?:yes|yeah|yep|yup))?$`,
  'i',
)
/** "Honza is my boyfriend": the name asked about, as the relation the reply gives. */
function namedAs(name: string | undefined, kin: string | undefined): string | undefined {
  return name && kin ? `${name} is my ${kin.toLowerCase()}` : undefined
}

interface AnswerRule {
  question: RegExp
  /** Asked anywhere in the other side's message, not only in its last sentence ("Where are you now? Still Cardiff?"). */
  anywhere?: boolean
  /** Read even when the reply names its own subject ("we met at climbing…"): the rule reads the whole reply. */
  withSubject?: boolean
  /** The reply as the user's own sentence, or undefined when it does not answer the question plainly. */
  statement(answer: string, question: RegExpExecArray, before: string | undefined, reply: string): string | undefined
}

/**
 * A reply that is only a date: "14 december", "the 15th", "april 15", "next friday", "end of may", "in june". Months
 * and weekdays by their first three letters at least.
 */
const dateOnly =
  /^(?:on |in |by |for |from )?(?:the )?(?:(?:early|mid|late|end of|start of|beginning of|middle of) )?(?:(?:next|this|coming) )?(?:(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*(?: \d{1,2}(?:st|nd|rd|th)?)?(?:,? \d{4})?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|tomorrow|week|weekend|month|year|spring|summer|autumn|fall|winter)$/i

/** A bare date as a sentence says it: "14 december" → "on 14 december"; "in june" stays. */
const onDate = (answer: string) => (/^(?:on|in|by) /i.test(answer) ? answer : `on ${answer}`)

/** "Only Dayo, he is 11", "just Amara - she's 6": one child named, with whom the pronoun makes a son or a daughter. */
const childNamed =
  /^(?:(?:only|just|yes|yeah|yep|no|nope|nah)[,!]? )*(\p{Lu}\p{Ll}+)(?:[,!]| -| —| –)? (he|she)(?: is|['’]s|s)? (?:(?:now|just|already|turning|turned) )?(\d{1,2})\b/iu

/** "noooo not ur sisters room" / "ye shania's 9 n she snores": one relative of the user's the other side names. */
const yourRelative =
  /\b(?:your|ur) (?:(little|lil|big|younger|older|baby) )?(sis|sister|bro|brother|son|daughter)(?:s|['’]s)?\b/i
/** A name and an age opening a reply ("shania's 9", "Leo is 4 now"), after a yes at most. */
const namedWithAge =
  /^(?:(?:ye|yes|yeah|yep|yup|ya|lol|haha)[,!]? )*(\p{L}{3,})(?:['’]s| is) (?:(?:now|just|only|already|turning|turned) )?(\d{1,2})\b/iu
const notNamesBefore = /^(?:she|he|it|that|this|mine|hers|his|who|what|there|here|which|one)$/i
const kinWord: Record<string, string> = { sis: 'sister', bro: 'brother' }

const answerRules: AnswerRule[] = [
  {
    // "Will the kids come?" → "Only Dayo, he is 11." → "My son Dayo is 11".
    question: /\b(?:the|your|ur) (?:kids|children|boys|girls|little ones)\b|\bhow many (?:kids|children)\b/i,
    withSubject: true,
    statement: (_answer, _question, _before, reply) => {
      const child = childNamed.exec(reply.trim())
      if (!child?.[1] || !child[3]) return undefined
      return `My ${child[2]?.toLowerCase() === 'she' ? 'daughter' : 'son'} ${child[1]} is ${child[3]}`
    },
  },
  {
    // "When and where is the wedding?" → "14 december, in jaipur" → "My wedding is on 14 december".
    question:
      /\bwhen (?:and where |& where )?(?:is|are|was|['’]s) (?:the|your) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+?)(?: (?:going to be|happening|taking place))?\s*\?/iu,
    statement: (answer, question) =>
      dateOnly.test(answer) ? `My ${question[1]?.toLowerCase()} is ${onDate(answer)}` : undefined,
  },
  {
    // "When would you move?" → "15 april" → "I would move on 15 april"; "When do you start?" → "I start on 3 June".
    question:
      /\bwhen (would|will|do|are|are you going to|were you planning to) you ((?:[\p{L}-]+ ){0,3}?[\p{L}-]+)\s*\?/iu,
    statement: (answer, question) => {
      if (!dateOnly.test(answer)) return undefined
      const asked = question[1]?.toLowerCase()
      const verb = asked === 'do' ? '' : asked === 'are' ? 'am ' : asked === 'would' ? 'would ' : 'will '
      return `I ${verb}${question[2]?.toLowerCase()} ${onDate(answer)}`
    },
  },
  {
    // "Where did you end up?" (after a move) → "Tucson! got a little casita…".
    question: /\bwhere (?:did|have) you (?:end(?:ed)? up|moved?(?: to)?|relocated?(?: to)?|settled?)\b/i,
    statement: (answer) => {
      const city = place.exec(answer)?.[1]
      return city ? `I moved to ${city}` : undefined
    },
  },
  {
    // "Oi stranger, where are you now? Still Cardiff?" → "leeds, for now" → "I live in Leeds". "Where are you now?"
    // alone may ask where the user is this minute ("Heathrow, boarding"): only beside a home it asks after.
    question:
      /\bwhere (?:are you|r u|are u) (?:these days|nowadays|living now|based now)\b|\bwhere(?:['’]s| is) home (?:now|these days)\b|\bwhere (?:are you|r u|are u) now\b(?=[^?]{0,20}\?\s*(?:still|you still|are you still|u still) (?:in )?\p{Lu})/iu,
    anywhere: true,
    statement: (answer) => {
      // Typed in lower case ("leeds, for now"), only a name known as a place.
      const said = answer.replace(/(?<![\p{L}'’])\p{Ll}/gu, (letter) => letter.toUpperCase())
      const city = place.exec(said)?.[1]
      return city && (said === answer || isPlace(`I live in ${city}.`, city)) ? `I live in ${city}` : undefined
    },
  },
  {
    // "What kind of work do you do?" → "Crane operator in the port." (the sentence rules judge the occupation).
    question:
      /\bwhat (?:kind of |sort of |type of )?(?:work|job) do you do\b|\bwhat do you do for (?:a )?(?:living|work)\b|\bwhat(?:'s| is) your (?:job|profession|occupation)\b/i,
    statement: (answer) =>
      /^[\p{L}][\p{L}-]*(?: [\p{L}][\p{L}'&.-]*){0,7}$/u.test(answer)
        ? `I am ${indefiniteArticle(answer)} ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`
        : undefined,
  },
  {
    // "Who is Honza again?" → "My boyfriend!"; "Who is Femke to you, so I get the tone right?" → "my girlfriend".
    question: /\b[Ww]ho(?:'s|’s| is) (\p{Lu}\p{Ll}+)(?: again| to you| for you)?(?:,? so [^?]{0,60})?\W*$/u,
    statement: (answer, question) => namedAs(question[1], kinAnswer.exec(answer)?.[1]),
  },
  {
    // "ok whos this sam person in ur stories 👀" → "we met at climbing. weve been seeing each other like 3 weeks".
    question:
      /\bwho(?:['’]?s| is) (?:this|that) (\p{L}[\p{L}'-]{1,20})(?: (?:person|guy|girl|dude|bloke|lad|chick))?\b/iu,
    withSubject: true,
    statement: (_answer, question, _before, reply) => {
      const name = question[1] ?? ''
      if (
        !/\b(?:seeing each other|been seeing (?:him|her|them)|dating|going out|been together|talking stage)\b/i.test(
          reply,
        )
      )
        return undefined
      return `I am dating ${capitalFirst(name)}`
    },
  },
  {
    // "Arjun still working from home?" → "Ya, hubby is full WFH": the one asked about by name, as the reply calls him.
    question:
      /^(\p{Lu}\p{Ll}+) (?:still|is|was|doing|going|working|coming|been|ok|okay|alright|feeling|liking|enjoying)\b[^?]{0,80}\?\s*$/u,
    statement: (_answer, question, _before, reply) => {
      const kin =
        /^(?:(?:ya|yes|yeah|yep|yup|ye|haha|lol)[,!.]? )?(?:my |the )?(hubby|husband|wife|wifey|boyfriend|girlfriend|partner|bf|gf|fianc[eé]e?)\b/i.exec(
          reply.trim(),
        )?.[1]
      // "hubby", "bf": as chat's family words are read everywhere (sentences.ts).
      return namedAs(question[1], kin && withKinWords(`my ${kin}`).slice(3))
    },
  },
  {
    // "Is Wei Jie your partner?" → "My husband, yes." (a "yes" first is read as a confirmed statement).
    question: new RegExp(
      `\\b[Ii]s (\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?) your (?:${relations})\\b[^?]{0,40}\\?\\s*$`,
      'u',
    ),
    statement: (answer, question) => namedAs(question[1], kinConfirmed.exec(answer)?.[1]),
  },
  {
    // "What course and year are you in?" → "architecture 2nd year at strathclyde".
    question:
      /\bwhat (?:course|subject|degree|programme|program)(?: and year)? (?:are|do) you (?:in|study|studying|doing|taking)\b|\bwhat (?:are|do) you (?:study|studying)\b/i,
    // "Where are you coming from, and what do you study?" / "From Córdoba, Argentina. I study…": a place is no subject.
    statement: (answer) =>
      /^[\p{L}][\p{L}\d' -]{2,60}$/u.test(answer) && !/^(?:from|in|at|near|to) /i.test(answer)
        ? `I study ${answer}`
        : undefined,
  },
  {
    // "Which sport, and how often do you play?" → "netball. GD. wednesdays…" → "I play netball"; "What instrument
    // do you play?" → "cello".
    question: /^(?:and )?(?:which|what) (?:sports?|instruments?)(?:\W*$|,| (?:do|did) you (?:play|do)\b)/i,
    statement: (answer) => {
      const played = /^\p{L}[\p{L}'-]{2,20}(?: \p{L}[\p{L}'-]{2,20}){0,2}$/u.exec(answer)?.[0]
      if (!played || /^(?:yes|no|yeah|nope|idk|dunno|none|nothing|both|all|haha|lol|not sure)$/i.test(played))
        return undefined
      return `I play ${played.toLowerCase()}`
    },
  },
  {
    // "got a pup on the wkend" / "no way what kind" → "kelpie. callin him ned" → "My pup is a kelpie called Ned".
    question: /\bwhat (?:kind|breed|type|sort)\b(?! of (?:work|job)\b)/i,
    statement: (answer, _question, before, reply) => {
      // "A budgerigar, Pünktchen. He is six years.": the kind with its article, the name after the comma.
      const breed = /^\p{L}[\p{L}'-]{2,20}(?: \p{L}[\p{L}'-]{2,20})?$/u.exec(answer.replace(/^(?:an?|the) /i, ''))?.[0]
      const kind = before
        ? new RegExp(`\\b(?:a|an|my|our|new) (?:[\\w-]+ )?(${petWords})\\b`, 'i').exec(before)?.[1]
        : undefined
      if (!breed || !kind || /^(?:yes|no|yeah|nope|idk|dunno|not sure|mixed|mutt|haha|lol)$/i.test(breed))
        return undefined
      const name =
        /\b(?:call(?:ing|in)?|nam(?:ed|ing)) (?:him|her|it) (\p{L}[\p{L}'-]{1,20})\b/iu.exec(reply)?.[1] ??
        /^[^,.!?]{1,40}, (\p{Lu}[\p{L}'-]{1,20})(?=[.!]|$)/u.exec(reply.trim())?.[1]
      const called = name ? ` called ${capitalFirst(name)}` : ''
      return `My ${kind.toLowerCase()} is ${indefiniteArticle(breed)} ${breed.toLowerCase()}${called}`
    },
  },
  {
    // "I adopted a hamster!" / "so cute what's its name" → "Mochi. fat one".
    question:
      /\bwhat(?:'s|’s| is) (?:its|his|her|their) name\b|^\W*name\W*$|\bwhat did you (?:name|call) (?:it|him|her)\b/i,
    statement: (answer, _question, before) => {
      const name = /^(\p{L}[\p{L}'-]{1,20})$/u.exec(answer)?.[1]
      const kind = before
        ? new RegExp(`\\b(?:a|an|my|our|new) (?:[\\w-]+ )?(${petWords})\\b`, 'i').exec(before)?.[1]
        : undefined
      if (!name || !kind || /^(?:yes|no|yeah|nope|idk|dunno|none|nothing|haha|lol)$/i.test(name)) return undefined
      return `My ${kind.toLowerCase()} is called ${capitalFirst(name)}`
    },
  },
]

/**
 * A short reply to the other side's question, said as the user's own sentence for the rules to read: "Where did you
 * end up?" + "Tucson!" → "I moved to Tucson"; "What kind of work do you do?" + "Crane operator in the port." → "I am a
 * crane operator in the port"; "Who is Honza again?" + "My boyfriend!" → "Honza is my boyfriend"; "I adopted a
 * hamster!" / "what's its name?" + "Mochi." → "My hamster is called Mochi" (`before`: the user's message before the
 * question). Undefined when the reply speaks for itself ("I'm a nurse") or answers no question it knows.
 */
export function answeredStatement(
  reply: string,
  previousMessage: string | undefined,
  before: string | undefined,
): string | undefined {
  if (!previousMessage || reply.length > 300) return undefined
  const asked = endingQuestion(previousMessage)
  if (!asked) return undefined
  const answer = bareAnswer(reply)
  if (answer === '') return undefined
  const ownWords = ownSubject.test(answer) && !/^(?:my|our) /i.test(answer)
  // The whole question sentence: "Who is Femke to you, so I get the tone right?" splits as a clause at ", so I".
  const sentence = /(?:^|[.!?]\s+)([^.!?]{1,200}\?)\s*$/.exec(previousMessage.trim())?.[1] ?? asked
  for (const rule of answerRules) {
    if (ownWords && !rule.withSubject) continue
    const question =
      rule.question.exec(sentence) ??
      rule.question.exec(asked) ??
      (rule.anywhere ? rule.question.exec(previousMessage.slice(0, 300)) : null)
    if (question) return rule.statement(answer, question, before, reply)
  }
  return undefined
}

/**
 * A reply that names, with an age, the one relative of the user's the other side just spoke of, whether it asked or
 * not: "noooo not ur sisters room 😭" + "ye shania's 9 n she snores" → "My sister Shania is 9".
 */
export function relativeNamedInReply(reply: string, previousMessage: string): string | undefined {
  const relative = yourRelative.exec(previousMessage.slice(0, 300))
  const named = relative ? namedWithAge.exec(reply.trim()) : null
  const name = named?.[1]
  if (!relative || !name || !named[2] || notNamesBefore.test(name)) return undefined
  const kin = (relative[2] ?? '').toLowerCase()
  const which = relative[1] ? `${relative[1].toLowerCase()} ` : ''
  return `My ${which}${kinWord[kin] ?? kin} ${capitalFirst(name)} is ${named[2]}`
}
