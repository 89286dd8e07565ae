/** A fact that sets an attribute of the user, found by a hand rule. */
export interface AttributeFact {
  key: string
  text: string
  /** Whether the fact is dated by the event itself ("I moved to Porto": since the move). */
  dated: boolean
  /** How much of the sentence the rule explained, 0–1; a sentence fully explained gets no generic fact. */
  coverage: number
}

const properNoun = /^(?:the )?([A-Z][\w'.-]*(?:(?:,? | (?:de|do|da|del|la|le|of|upon|on|am) )(?!I\b)[A-Z][\w'.-]*)*)/
const name = /^([A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?)/
const relations =
  'sister|brother|mom|mum|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|fiancé|fiance|fiancée|fiancee|son|daughter|boss|best friend|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|roommate|niece|nephew'
const pets = 'dog|cat|puppy|kitten|bird|parrot|rabbit|bunny|hamster|fish|turtle|horse|snake|guinea pig|pony|lizard'
const jobs = new Set(
  `nurse teacher engineer developer programmer doctor physician surgeon dentist lawyer attorney accountant designer
  architect writer author journalist editor artist painter musician singer photographer chef cook baker waiter
  waitress bartender barista pilot driver mechanic electrician plumber carpenter farmer scientist researcher
  professor lecturer student manager consultant analyst therapist counselor counsellor psychologist pharmacist
  veterinarian vet firefighter officer soldier paramedic librarian salesperson cashier receptionist secretary
  entrepreneur freelancer translator tutor coach trainer dancer actor actress filmmaker director producer worker
  caregiver nanny realtor banker economist biologist chemist physicist mathematician historian intern ceo founder
  co-founder cofounder retiree technician assistant clerk administrator instructor principal midwife surveyor
  programmer marketer recruiter investor owner`.split(/\s+/),
)
const numbers: Record<string, number> = {
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
}

function captureAfter(text: string, pattern: RegExp, capture: RegExp): { value: string; end: number } | undefined {
  const match = pattern.exec(text)
  if (!match) return undefined
  const rest = text.slice(match.index + match[0].length)
  const value = capture.exec(rest)?.[1]?.replace(/(?<![,.])[,.]+$/, '')
  if (!value || value === 'I') return undefined
  return { value, end: match.index + match[0].length + value.length }
}

// The lookbehind makes a trailing run match from its first character only: linear, where `[.!?\s]+$` is quadratic.
const coverage = (text: string, end: number) =>
  Math.min(1, end / Math.max(1, text.replace(/(?<![.!?\s])[.!?\s]+$/, '').length))

/** A job phrase ("a software engineer") is a job when its last word is a known occupation. */
function jobPhrase(text: string): string | undefined {
  const match = /^((?:a|an) (?:[\w-]+ ){0,3}?([\w-]+))(?= at | for | in | and | but | who |[,.!;]|$)/i.exec(text)
  const last = match?.[2]?.toLowerCase()
  return match && last && jobs.has(last) ? match[1] : undefined
}

function age(text: string): { value: number; end: number } | undefined {
  const match =
    /\bI (?:am|just turned|turned|will turn|am turning) (\d{1,3}|[a-z]+(?:-[a-z]+)?)(?: years? old| years of age)?(?=[,.!;]|$| and | now| this| today)/i.exec(
      text,
    )
  if (!match?.[1]) return undefined
  const value = /^\d+$/.test(match[1])
    ? Number(match[1])
    : match[1]
        .toLowerCase()
        .split('-')
        .reduce((sum, word) => sum + (numbers[word] ?? Number.NaN), 0)
  return Number.isInteger(value) && value > 0 && value < 120 ? { value, end: match.index + match[0].length } : undefined
}

/**
 * Finds attribute facts in one cleaned first-person sentence whose date expression was removed. Rules need the
 * verb right after "I", so negations ("I do not live in Lisbon") and hedges ("I used to live…") never match them.
 */
export function findAttributes(text: string, original: string = text): AttributeFact[] {
  const facts: AttributeFact[] = []
  const add = (key: string, factText: string, end: number, dated = false) =>
    facts.push({ key, text: factText, dated, coverage: coverage(text, end) })

  const formerHome = captureAfter(text, /\bI (?:do not live|no longer live|am not living) in /i, properNoun)
  if (
    formerHome &&
    /\b(?:anymore|any more|no longer)\b/i.test(text) &&
    !/\bI (?:\w+ )?(?:moved|relocated|live|am living) (?:back )?(?:to|in) [A-Z]/.test(text)
  ) {
    add('home.city', `The user no longer lives in ${formerHome.value}`, text.length)
  }
  const home =
    captureAfter(
      text,
      /\bI (?:currently |now |still )?(?:live|am living|have been living|reside|am based) in /i,
      properNoun,
    ) ?? captureAfter(text, /\bI (?:am )?(?:now )?(?:based|settled) in /i, properNoun)
  if (home) add('home.city', `The user lives in ${home.value}`, home.end)
  const moved = captureAfter(
    text,
    /\bI (?:just |recently |finally |have |have just )?(?:moved|relocated) (?:back )?to /i,
    properNoun,
  )
  if (moved) add('home.city', `The user lives in ${moved.value}`, moved.end, true)

  const origin =
    captureAfter(text, /\bI am (?:originally )?from /i, properNoun) ??
    captureAfter(text, /\bI (?:originally )?come from /i, properNoun) ??
    captureAfter(text, /\bI grew up in /i, properNoun)
  if (origin) add('origin', `The user is from ${origin.value}`, origin.end)
  const birthplace = captureAfter(text, /\bI was born in /i, properNoun)
  if (birthplace) add('birth.place', `The user was born in ${birthplace.value}`, birthplace.end)

  const relation = new RegExp(`\\bmy (${relations})(?:'s name is| is (?:called|named)) `, 'i')
  const relative = captureAfter(text, relation, name)
  if (relative) {
    const who = (relation.exec(text)?.[1] ?? '').toLowerCase()
    add(`relation.${who.replace(/\s+/g, '-')}.name`, `The user's ${who} is called ${relative.value}`, relative.end)
  }
  const petPattern = new RegExp(
    `\\b(?:I have (?:a|an|one) (?:[\\w-]+ )?(${pets}) (?:called |named )|my (${pets})(?:'s name is| is (?:called|named)) |my (${pets}),? (?=[A-Z]))`,
    'i',
  )
  const pet = captureAfter(text, petPattern, name)
  if (pet) {
    const found = petPattern.exec(text)
    const kind = (found?.[1] ?? found?.[2] ?? found?.[3] ?? 'pet').toLowerCase()
    const species = { puppy: 'dog', kitten: 'cat', bunny: 'rabbit' }[kind] ?? kind
    add(`pet.${species.replace(/\s+/g, '-')}.name`, `The user has a ${kind} named ${pet.value}`, pet.end)
  }

  const workAs =
    /\bI (?:currently |now |still )?(?:work as|am working as|started working as|became|am now|(?:got|started|landed|accepted|have) (?:a |my )?(?:new )?(?:job|position|role) as) /i.exec(
      text,
    )
  const title = workAs ? jobPhrase(text.slice(workAs.index + workAs[0].length)) : undefined
  if (workAs && title)
    add('job.title', `The user works as ${title}`, workAs.index + workAs[0].length + title.length, true)
  const iAm = /\bI am (?=an? )/i.exec(text)
  const identity = iAm && !title ? jobPhrase(text.slice(iAm.index + iAm[0].length)) : undefined
  if (iAm && identity) add('job.title', `The user works as ${identity}`, iAm.index + iAm[0].length + identity.length)
  const employer =
    captureAfter(text, /\bI (?:currently |now |still )?(?:work|am working) (?:at|for) /i, properNoun) ??
    captureAfter(
      text,
      /\bI (?:just )?(?:got|started|landed|accepted) (?:a |my )?(?:new )?(?:job|position|role)\b[^.,;]{0,80}? (?:at|with) /i,
      properNoun,
    )
  if (employer) add('job.employer', `The user works at ${employer.value}`, employer.end, true)

  const years = age(text)
  if (years) add('age', `The user is ${years.value} years old`, years.end)
  // The original sentence: the date rules would otherwise have taken "May 3" away as an event date.
  // Bounded lazy spans ({0,80}, {1,300}): unbounded ones re-scan the rest of the text at every repetition.
  const birthday = /\bmy birthday is (?:on )?([A-Z0-9][\w ]{0,80}?)(?:[.!,;]|$)/i.exec(original)
  if (birthday?.[1]) add('birthday', `The user's birthday is on ${birthday[1]}`, text.length)
  const called = captureAfter(text, /\b(?:my name is|call me|^I am called) /i, name)
  if (called) add('name', `The user's name is ${called.value}`, called.end)
  // "I am Maya." alone introduces the user; "I am Canadian." does not, hence the demonym endings.
  const introduction = /^I am ([A-Z][a-z]+)(,? by the way|,? nice to meet you)?[.!]*$/.exec(text)
  if (introduction?.[1] && (introduction[2] || !/(?:an|ese|ish|ic|i)$/.test(introduction[1]))) {
    add('name', `The user's name is ${introduction[1]}`, text.length)
  }

  const status =
    /\bI am (?:now |currently |happily )?(single|married|engaged|divorced|widowed|separated|in a relationship)\b/i.exec(
      text,
    )
  if (status?.[1]) add('relationship.status', `The user is ${status[1].toLowerCase()}`, status.index + status[0].length)
  const changed = /\bI (?:just |recently |finally )?got (married|engaged|divorced)\b/i.exec(text)
  if (changed?.[1]) {
    add('relationship.status', `The user got ${changed[1].toLowerCase()}`, changed.index + changed[0].length, true)
  }
  const favorite = /\bmy (?:favorite|favourite) ([a-z]+(?: [a-z]+)?) (?:is|are) (.{1,300}?)(?:[.!;]|$)/i.exec(text)
  if (favorite?.[1] && favorite[2]) {
    const topic = favorite[1].toLowerCase()
    add(`favorite.${topic.replace(/\s+/g, '-')}`, `The user's favorite ${topic} is ${favorite[2]}`, text.length)
  }
  return facts
}
