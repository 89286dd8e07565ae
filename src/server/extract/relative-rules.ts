import { relations } from './family-rules'
import { type AddFact, captureAfter, clauseFrom, lowercasePlaceAfter, properNoun } from './rule-helpers'
import { jobPhrase } from './work-rules'

/** "my partner Sam", "my mum", "my best friend Kofi Mensah": who the sentence is about, and where that ends. */
const relativeSubject = new RegExp(
  `\\b[Mm]y (${relations})(?:,? (\\p{Lu}[\\p{Ll}'-]+(?: \\p{Lu}[\\p{Ll}'-]+)?),?)? `,
  'u',
)

/** Where a relative is, said right after them ("my gran in Leeds") or later in the clause ("…, stationed in Germany"). */
const basedIn = /^(?:in |[^.;!?]{0,60}?\b(?:stationed|posted|deployed|based) (?:in|at|to) )(?:the )?/i

const normalised: Record<string, string> = { mum: 'mother', mom: 'mother', dad: 'father', neighbor: 'neighbour' }
/** Words for a grandparent in other languages and registers, with the English word a question asks by. */
const grandparents: Record<string, string> = Object.fromEntries([
  ...'grandma granny gran nana grandmum grandmom abuela abuelita oma nonna babcia bubbe'
    .split(' ')
    .map((word) => [word, 'grandmother']),
  ...'grandpa grandad granddad abuelo abuelito opa nonno dziadek zayde'.split(' ').map((word) => [word, 'grandfather']),
])

/**
 * Facts about the people a user speaks of, stored as theirs: "My partner Sam is a teacher" is the partner's job
 * (`relation.partner.job`), never the user's; "my sister lives in Porto" (`relation.sister.home`), "my mum turned 70"
 * (`relation.mother.age`), "my brother works at Siemens" (`relation.brother.employer`).
 */
export function findRelatives(text: string, add: AddFact): void {
  const subject = relativeSubject.exec(text)
  if (!subject?.[1]) return
  const said = subject[1].toLowerCase()
  const who = normalised[said] ?? grandparents[said] ?? said
  const key = `relation.${who.replace(/\s+/g, '-')}`
  const name =
    subject[2] && !/^(?:Is|Was|Has|Just|And|But)$/.test(subject[2].split(' ')[0] ?? '') ? ` ${subject[2]}` : ''
  // "my abuela" is the user's grandmother, said in their word: both, so that either finds it.
  const kin = grandparents[said] && said !== who ? `${who} (${said})` : said
  const label = `The user's ${kin}${name}`
  const rest = subject.index + subject[0].length
  const after = text.slice(rest)

  const job =
    /^(?:(?:is|was) (?:now |currently |still |also )?|works as |worked as |became |has become |just became )/i.exec(
      after,
    )
  const title = job ? jobPhrase(after.slice(job[0].length)) : undefined
  if (job && title) {
    const past = /^(?:was|worked)/i.test(job[0])
    add(`${key}.job`, `${label} ${past ? 'worked' : 'works'} as ${title}`, rest + job[0].length + title.length)
    const at = captureAfter(after.slice(job[0].length + title.length), /^ (?:at|for|with) /, properNoun)
    if (at) add(`${key}.employer`, `${label} works at ${at.value}`, rest + job[0].length + title.length + at.end)
  }
  const employer = captureAfter(after, /^(?:now |still |also )?(?:works|is working) (?:at|for) /i, properNoun)
  if (employer) add(`${key}.employer`, `${label} works at ${employer.value}`, rest + employer.end)
  const home = captureAfter(
    after,
    /^(?:still |now |also )?(?:lives|is living|is based|has lived|moved|just moved|has moved|relocated) (?:in|to|into) /i,
    properNoun,
  )
  // "my abuela in Sevilla sends me…", "my son is in the army, stationed in germany": where they live or are based.
  const based = home ? undefined : (captureAfter(after, basedIn, properNoun) ?? lowercasePlaceAfter(after, basedIn))
  if (home) add(`${key}.home`, `${label} lives in ${home.value}`, rest + home.end)
  else if (based) {
    const verb = /\b(stationed|posted|deployed|based)\b/i.exec(after.slice(0, based.end))?.[1]?.toLowerCase()
    const plural = /^(?:parents|grandparents|kids|children|in-laws|twins)$/.test(said)
    const lives = plural ? 'live in' : 'lives in'
    const stationed = verb ? `${plural ? 'are' : 'is'} ${verb} in` : lives
    add(`${key}.home`, `${label} ${stationed} ${based.value}`, rest + based.end)
  }
  // "is 4", "is only 4", "just turned 7"; not "is 4 months old" or "is 3 hours late".
  const age =
    /^(?:is(?: only| just| now| almost| nearly| already)?|just turned|turned|will be|will turn|is turning) (\d{1,3})\b(?!%| ?(?:months?|weeks?|days?|hours?|minutes?|mins?|percent|kg|kilos?|lbs?|pounds|cm|km|miles|inches|feet|ft)\b)/i.exec(
      after,
    )
  if (age?.[1] && Number(age[1]) < 120) {
    add(`${key}.age`, `${label} is ${age[1]} years old`, rest + age[0].length, !/^is\b/i.test(age[0]))
  }
  const gone =
    /^(?:passed away|died|retired|graduated|got married|got engaged|got divorced|had a baby|became a (?:dad|mum|mom|father|mother|parent|grandparent))\b/i.exec(
      after.replace(/^(?:just |recently |sadly |finally )/i, ''),
    )
  if (gone) {
    const what = clauseFrom(after.replace(/^(?:just |recently |sadly |finally )/i, ''), 0)
    add(`${key}.status`, `${label} ${what}`, rest + after.length, true)
  }
  // "my son has asthma", "my wife has a bad knee", "my dad was diagnosed with Parkinson's": a condition of theirs,
  // keyed by the condition, so that a second one does not replace the first.
  const health = conditionOf.exec(after)
  const condition = health?.[2] ?? health?.[3]
  if (health && condition) {
    const slug = condition
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')
    const verb = health[1] ?? 'has'
    add(`${key}.health-${slug}`, `${label} ${verb} ${condition}`, rest + health[0].length)
  }
}

/** Conditions said of a relative with "has" (those "has" names alone: "has a new bike" is none). */
const conditions =
  "asthma|diabetes|type [12] diabetes|epilepsy|autism|adhd|dyslexia|dementia|alzheimer['’]s|parkinson['’]s|arthritis|eczema|psoriasis|migraines|coeliac disease|celiac disease|crohn['’]s|copd|cancer|leukaemia|leukemia|long covid|ms|multiple sclerosis|cerebral palsy|down syndrome|high blood pressure|a heart condition|heart failure|a bad (?:knee|back|hip|shoulder|heart)|bad knees|a dodgy (?:knee|back|hip)|anxiety|depression|kidney disease"
const conditionOf = new RegExp(
  `^(?:(has|had|has had|still has|now has|lives with|suffers from|was diagnosed with|has been diagnosed with|got diagnosed with)) (${conditions})\\b|^(?:was |has been |got )?diagnosed with ([\\p{L}'’ -]{3,40}?)(?=[,.;!?]| (?:so|and|but|last|this|in|on|after|since)\\b|$)`,
  'iu',
)
