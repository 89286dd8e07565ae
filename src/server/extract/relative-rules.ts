import { relations } from './family-rules'
import { type AddFact, captureAfter, clauseFrom, properNoun } from './rule-helpers'
import { jobPhrase } from './work-rules'

/** "my partner Sam", "my mum", "my best friend Kofi Mensah": who the sentence is about, and where that ends. */
const relativeSubject = new RegExp(`\\b[Mm]y (${relations})(?:,? ([A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?),?)? `)

const normalised: Record<string, string> = { mum: 'mother', mom: 'mother', dad: 'father', neighbor: 'neighbour' }

/**
 * Facts about the people a user speaks of, stored as theirs: "My partner Sam is a teacher" is the partner's job
 * (`relation.partner.job`), never the user's; "my sister lives in Porto" (`relation.sister.home`), "my mum turned 70"
 * (`relation.mother.age`), "my brother works at Siemens" (`relation.brother.employer`).
 */
export function findRelatives(text: string, add: AddFact): void {
  const subject = relativeSubject.exec(text)
  if (!subject?.[1]) return
  const said = subject[1].toLowerCase()
  const who = normalised[said] ?? said
  const key = `relation.${who.replace(/\s+/g, '-')}`
  const name =
    subject[2] && !/^(?:Is|Was|Has|Just|And|But)$/.test(subject[2].split(' ')[0] ?? '') ? ` ${subject[2]}` : ''
  const label = `The user's ${said}${name}`
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
    /^(?:still |now |also )?(?:lives|is living|is based|has lived|moved|just moved|has moved|relocated) (?:in|to) /i,
    properNoun,
  )
  if (home) add(`${key}.home`, `${label} lives in ${home.value}`, rest + home.end)
  const age = /^(?:is|just turned|turned|will be|will turn|is turning) (\d{1,3})\b/i.exec(after)
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
}
