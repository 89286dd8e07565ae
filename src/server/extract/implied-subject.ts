import nlp from 'compromise'
import { indefiniteArticle } from './rule-helpers'
import { noneOf } from './sentences'
import { isOccupation, jobPhrase } from './work-rules'

/** The sentence with its first word in lower case: its first letter ("Moved to…"), or all of a shouted word ("GOT…"). */
function lowerFirst(sentence: string): string {
  const shouted = /^\p{Lu}{2,}(?![\p{L}\p{N}])/u.exec(sentence)?.[0]
  // "IT helpdesk", "UX designer": a short capitalised word may be an acronym; a shouted verb is a word of three or more.
  if (shouted && shouted.length > 2) return `${shouted.toLowerCase()}${sentence.slice(shouted.length)}`
  return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
}

/** compromise's tags for a word on its own, remembered: the same few verbs open and join most chat sentences. */
const tagCache = new Map<string, readonly string[]>()
function tagsOf(word: string): readonly string[] {
  const lower = word.toLowerCase()
  let tags = tagCache.get(lower)
  if (!tags) {
    // Tagged after "I", as the sentence means it: "settled" alone is an adjective, "I settled" a past verb.
    tags = (nlp(`I ${lower}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[1]?.terms[0]?.tags ?? []
    if (tagCache.size >= 10_000) tagCache.clear()
    tagCache.set(lower, tags)
  }
  return tags
}

/** Adverbs a subject-less sentence may open with ("Finally settled into…", "Just started a PhD…"). */
const openingAdverbs =
  /^((?:(?:just|finally|recently|currently|still|now|also|really|actually|officially|already|totally|seriously|slowly|no longer|not) )*)/i
/** The first word of a sentence that may be a verb without its subject: "-ing", "-ed", or a common irregular past. */
const verbLike =
  /^(?:\w{2,}(?:ing|ed)|got|gotten|went|made|took|began|became|left|quit|found|bought|sold|met|lost|won|ran|flew|saw|had|did|came|gave|felt|kept|spent|moved|joined|been|used|grew|wrote|drove|taught|thought|brought|fell|broke|chose|spoke|swam|sang|told|held|built|sent|slept|caught|paid|tore|threw|woke|wore|dug|fought|led|rode|shook|stole|forgot|understood|withdrew)\b/i
/** The irregular past forms of `verbLike`, which compromise may read as present at a sentence's start ("quit"). */
const irregularPast =
  /^(?:got|went|took|began|became|left|quit|found|bought|sold|met|lost|won|flew|came|spent|moved|joined|grew|wrote|drove|taught|broke|chose|caught|paid)$/i
/** "-ing" words that open a sentence as nouns or small talk, not as a dropped "I am". */
const notVerbs =
  /^(?:something|nothing|anything|everything|morning|evening|wedding|building|meeting|king|ring|spring|thing|string|being|during|according|anyway|feeling)\b/i

/** An "-ing" phrase that is a sentence's subject: "Eating strawberries gives me a rash", "Running helps me think". */
const gerundSubject =
  /^\w+ing (?:[\w'-]+ ){0,3}?(?:makes?|gives?|helps?|keeps?|is|was|has been|calms?|relaxes?|stresses?)\b/i

/** Participles that open a sentence as a state of the speaker: "Excited for the weekend", "Married for ten years". */
const feelings =
  /^(?:excited|tired|bored|stressed|worried|scared|pleased|interested|exhausted|relieved|thrilled|amazed|surprised|obsessed|married|engaged|divorced|retired|stuck|done|hooked|based|located|qualified|employed|unemployed)$/i

/** Verbs of ability, liking and wanting that open a statement whose "I" was dropped: "Cannot eat shellfish". */
const droppedBeforeVerb =
  /^(?:cannot|can not|could not|did not|will not|have not|never|love|loved|hate|hated|adore|miss|need|needed|want|wanted|wish|hope|prefer|adopted|owe|survived|live|work|study|rent|own)\b(?! (?:you|your|yours|we|they|he|she|it|this|that|makes?|gives?|is|was|has|keeps?|gets?)\b)/i
/**
 * Words for a lasting state of a person, said without "I am": "Vegan since 2020", "Type 2 diabetic", "Lactose
 * intolerant", "Allergic to cats", "Happily married for ten years".
 */
const stateWords =
  'allergic|intolerant|vegan|vegetarian|pescatarian|diabetic|coeliac|celiac|pregnant|single|married|engaged|divorced|widowed|separated|retired|unemployed|self-employed|freelance|sober|teetotal|asthmatic|epileptic|dyslexic|autistic|deaf|colou?r-?blind|left-handed|bilingual|gluten-free|dairy-free|homesick|jobless|newlywed'
/** Up to three words before the state word, none of which brings a subject, an article or a verb of its own. */
const stateOpening = new RegExp(
  `^(?!(?:[\\w-]+ ){0,3}?(?:the|a|an|my|his|her|their|our|your|he|she|they|it|you|is|are|was|were|be|been)\\b)((?:[\\w-]+ ){0,3}?)(?:${stateWords})(?=$|[\\s,.!;:—–-])`,
  'i',
)
/** "Being an ICU nurse is no joke": the speaker is what they say being is like. */
const beingWhat = /^being ((?:a|an) [^,.;!?]{1,40}?) (is|was|has been|can be)\b/i
/** "New job at Siemens starts Monday": a possession said without "my". */
const droppedMy =
  /^(?:new|first|old) (?:job|role|position|boss|flat|place|house|apartment|home|car|bike|puppy|kitten|dog|cat|baby|school|team)\b/i

/** "Husband Arjun is an architect", "Boyfriend Matteo and I…": a relative named without "my". */
const droppedMyRelative =
  /^(?:[Hh]usband|[Ww]ife|[Bb]oyfriend|[Gg]irlfriend|[Pp]artner|[Ff]ianc[eé]e?|[Ss]on|[Dd]aughter|[Bb]rother|[Ss]ister|[Mm]um|[Mm]om|[Dd]ad|[Hh]ubby|[Mm]issus)(?: [A-Z][a-z]| and I\b| (?:is|was|has|had|just|got|works|loves|hates)\b)/
/** "the twins turned 3", "the kids are off school": chat's "the" for the speaker's own family and animals. */
const theFamily =
  /^[Tt]he (?:twins|kids|baby|boys|girls|little ones|wife|husband|missus|hubby|in-laws|dog|cat|puppy|kitten)\b(?! (?:of|in|at|on|next door|from|who|that)\b)/
/** "Mum's 60th is on…", "Amma's sugar was high again": a parent named by what the speaker calls them, without "my". */
const parentByName =
  /^(?:Mum|Mom|Mam|Mammy|Mama|Amma|Ammi|Maa|Dad|Papa|Appa|Abba|Daddy)(?:'s|’s)? (?!(?:said|says|told|asked)\b)/

/** "Big Arsenal fan", "Huge Taylor Swift fan, saw her twice": what the speaker is a fan of. */
const droppedFan =
  /^(?:big|huge|massive|lifelong|life-long|die-hard|diehard|massive|total|such a) (?:[\w'-]+ ){1,3}?fan\b/i
/** "No kids, just us two", "No pets yet": what the speaker has none of. */
const droppedHaveNone = new RegExp(`^no (?:[\\w-]+ )?${noneOf}\\b`, 'i')
/** "Nut allergy — I carry an EpiPen", "Lactose intolerance is the worst": a condition named without "I have". */
const droppedHave = /^((?:[\w-]+ ){1,2}?)(?:allergy|allergies|intolerance)\b/i
/** "… — paediatric nurse life", "Night shifts again. Junior doctor life!": a job said as a way of life. */
const jobLife = /(?:^|[—–-] |\. )((?:[\w-]+ ){0,2}?([\w-]+)) life\b/i
/** "Twelve years a teacher and…", "4 years as graphic designer in an ad agency": how long the speaker has been it. */
const yearsAs = /^((?:[\w-]+ ){1,2}?(?:years?|decades?|months?)) (?:as (?!an? )|(?:as )?(?=an? ))/i
/** "5 yrs at Tinderbox Games doing mobile puzzle games": how long the speaker spent at a named place. */
const yearsAtName =
  /^(?:(?:over|almost|nearly|about|some) )?(?:\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (?:\p{Ll}+ )?(?:years?|yrs?) at \p{Lu}/u
/**
 * The noun phrase a fragment opens with, when it ends in an occupation ("Senior backend dev at a fintech…",
 * "retired nurse, 40 years on the wards"): at most five words, before the clause goes on.
 */
const leadingNounPhrase = /^((?:[\w-]+ ){0,4}?([\w-]+))(?=$|[,.!;:—–]| - | at | in | for | with | and | since )/
/** Words that make a leading phrase something other than the speaker's job: a subject, an article, a verb. */
const notAJobPhrase =
  /\b(?:years|yrs|months|decades|the|a|an|my|his|her|their|our|your|this|that|is|was|were|are|am|has|had|will|i|we|you|he|she|they|it|appointment|show|series|day|week|strike)\b|'s\b/i

/** "Senior backend dev at…" as "I am a senior backend dev at…", when the fragment opens with an occupation. */
function withDroppedJob(sentence: string): string | undefined {
  const phrase = leadingNounPhrase.exec(sentence)
  const head = phrase?.[1]
  if (!head || !phrase[2] || !isOccupation(phrase[2]) || notAJobPhrase.test(head)) return undefined
  // The clause the phrase opens must not go on with a verb of its own ("Nurse at the desk was rude").
  const clause = /^[^,;—–]*/.exec(sentence)?.[0] ?? ''
  if (/\b(?:is|was|were|are|has|had|said|told|asked)\b/i.test(clause)) return undefined
  const lowered = lowerFirst(sentence)
  return `I am ${indefiniteArticle(head)} ${lowered}`
}

/** The sentence with the speaker written in where only the speaker can be meant, or undefined. */
function withDroppedSpeaker(sentence: string): string | undefined {
  const lowered = lowerFirst(sentence)
  const years = yearsAs.exec(sentence)
  if (years?.[1]) {
    const said = sentence.slice(years[0].length)
    // Chat drops the article ("as graphic designer"): the job phrase is read with one.
    const rest = /^an? /i.test(said) ? said : `${indefiniteArticle(said)} ${said}`
    const job = jobPhrase(rest)
    if (job) return `I have been ${job} for ${years[1].toLowerCase()}${rest.slice(job.length)}`
  }
  if (yearsAtName.test(sentence)) return `I spent ${lowered}`
  if (droppedMyRelative.test(sentence)) return `My ${lowered}`
  if (theFamily.test(sentence)) return `My ${sentence.slice(4)}`
  if (parentByName.test(sentence)) return `My ${lowered}`
  // "Twelve hours on the ward again — paediatric nurse life": the speaker's job, in the idiom.
  const life = jobLife.exec(sentence)
  if (life?.[1] && life[2] && isOccupation(life[2])) {
    return `I am ${indefiniteArticle(life[1])} ${life[1].toLowerCase()}`
  }
  if (droppedHaveNone.test(sentence)) return `I have ${lowered}`
  if (droppedFan.test(sentence)) return `I am a ${lowered}`
  // "Off to Japan in two weeks!", "Heading to Leeds tomorrow": where the speaker is going.
  if (/^(?:off to|heading to|flying to|travelling to|traveling to|going to) (?:the )?\p{Lu}/u.test(sentence)) {
    return `I am ${lowered}`
  }
  if (droppedHave.test(sentence)) return `I have ${indefiniteArticle(sentence)} ${lowered}`
  // "Previously product manager at Zalando": what the speaker was, not is.
  const previously = /^(?:previously|formerly|before that|once) (?=\w)/i.exec(sentence)
  if (previously) {
    const was = withDroppedJob(sentence.slice(previously[0].length).replace(/^an? /i, ''))
    if (was) return was.replace(/^I am /, 'I was ')
  }
  // "Head of product at a healthtech scale-up": a title that is the speaker's job.
  if (
    /^(?:head|director|vp|chief \w+ officer|lead) of [\w-]+/i.test(sentence) &&
    !/\b(?:is|was|said|told)\b/i.test(sentence)
  ) {
    return `I am ${lowered}`
  }
  const job = withDroppedJob(sentence)
  if (job) return job
  const being = beingWhat.exec(sentence)
  if (being?.[1]) return `I am ${being[1]}, which ${being[2]}${sentence.slice(being[0].length)}`
  if (/^never been\b/i.test(sentence)) return `I have ${lowered}`
  // Not "back home in Brazil we eat late": the place opens a sentence with its own subject.
  if (
    /^back (?:from|home|in|at|to)\b/i.test(sentence) &&
    !/^back home in [^,]{1,40}?,? (?:we|I|they|people|everyone)\b/i.test(sentence)
  ) {
    return `I am ${lowered}`
  }
  if (droppedBeforeVerb.test(sentence)) return `I ${lowered}`
  // "New job at Siemens starts Monday", but not "New role!" alone: that says nothing yet.
  if (droppedMy.test(sentence) && /^\S+ \S+ \S/.test(sentence)) return `My ${lowered}`
  if (stateOpening.test(sentence)) {
    // "Went fully vegan this week", "Got engaged!": the change, in the past.
    return /^(?:went|became|turned|got|stayed)\b/i.test(sentence) ? `I ${lowered}` : `I am ${lowered}`
  }
  return undefined
}

/**
 * An appointment or a trip said without "I have": "dentist appointment on friday at 3", "another cataract appointment
 * in Harrogate on Thursday", "family trip to tokyo in june!". Only before the day, the time or the place it is on.
 */
const appointmentFragment =
  /^((?:(?:oh|ah|ugh|argh|well|so|and|great|marvellous|lovely|yay|right)\b[\s,!.]*)*)((?:(?:another|a|an|next|first)\s+)?)(?!(?:my|the|our|his|her|their)\b)(?:(?!(?:I|we|you|he|she|they|have|has|had)\b)[\p{L}-]+\s+){0,2}?(?:(?:appointment|appt|check-?up|scan|operation|surgery|interview|exam|driving test|viva)\s+(?=(?:on|at|in|next|this|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d|\d)\b)|(?:trip|holiday|vacation|getaway|honeymoon|cruise)\s+(?=(?:to|on|in|next|this|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d|\d)\b)|(?:match|game|bout|gig|race|tournament|competition|meeting|shift|class|lesson|presentation|graduation|recital)\s+(?=(?:on|next|this|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \d)\b))/iu

/** "Rodel proposed!", "he finally proposed last night": a proposal, to whom not said, is to the speaker. */
const proposedTo =
  /^(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he) (?:just |finally |actually |officially )?proposed\b(?! (?:to|a|an|the|that|this|we|it)\b)/u

/**
 * "Thinking about doing the Bristol half marathon", "Just started a PhD", "Currently living in Nagoya", "Can't eat
 * shellfish", "Vegan since 2020", "being an ICU nurse is no joke": chat drops the subject, which is the speaker.
 * Returns the sentence with "I", "I am" or "my" put back, or the sentence itself when it has a subject (or opens in
 * a way that could be someone else's). compromise tags the opening word (only when it looks like a verb, so most
 * sentences cost nothing).
 */
export function withImpliedSubject(sentence: string): string {
  // "Rodel proposed!!! 💍": to the speaker, who says so.
  if (proposedTo.test(sentence)) return sentence.replace(/\bproposed\b/, 'proposed to me')
  const appointment = appointmentFragment.exec(sentence)
  // "job interview at Deloitte is on Tuesday" has its verb: it is not a fragment.
  if (appointment && !/\b(?:is|was|are|were|got|gets|has|had|went|goes|will|['’]s)\b/i.test(sentence)) {
    const said = sentence.slice((appointment[1] ?? '').length)
    return `I have ${appointment[2] ? '' : 'a '}${lowerFirst(said)}`
  }
  // "Gene and me married 34 yrs": the user and someone are the subject already.
  if (/^\p{Lu}\p{Ll}+ (?:and|n|&) (?:I|me)\b/u.test(sentence) && !droppedMyRelative.test(sentence)) return sentence
  if (!/^(?:I|we|my|our)\b/i.test(sentence)) {
    const spoken = withDroppedSpeaker(sentence)
    if (spoken) return spoken
  }
  const adverbs = openingAdverbs.exec(sentence)?.[1] ?? ''
  const rest = sentence.slice(adverbs.length)
  if (!verbLike.test(rest) || notVerbs.test(rest)) return sentence
  const word = /^\w+/.exec(rest)?.[0] ?? ''
  const lowered = `${adverbs.toLowerCase()}${lowerFirst(rest)}`
  if (/^(?:been|gotten)\b/i.test(rest)) return `I have ${lowered}`
  // "gonna keep doing weekends at kmart": a plan, said without "I am".
  if (
    /^going to (?!(?:the|those|these|that|this|a|an|my|our|your|his|her|their|some|every|all|be)\b)[a-z]+\b/i.test(rest)
  )
    return `I am ${lowered}`
  // "Eating strawberries gives me a rash": the "-ing" phrase is the subject of a verb that follows.
  if (gerundSubject.test(rest)) return sentence
  // An opening "-ing" word (not a noun of the list above) is a gerund: "Living in…", "Thinking about…".
  if (/ing$/i.test(word) || feelings.test(word)) return `I am ${lowered}`
  // "quit gamestop, got hired…": a past form that is also the present ("quit", "put") is tagged as either; said
  // without a subject at a sentence's start, it tells what was done.
  if (/^used to\b/i.test(rest) || irregularPast.test(word) || tagsOf(word).includes('PastTense')) return `I ${lowered}`
  return sentence
}

/** The words that open a clause whose subject is the sentence's: "…and started at Pixar", "…but relocated to…". */
const coordinated =
  /(,? (?:and|but)(?: then| later| eventually| finally| just| recently)?|, then) (?=(?:\w+ed|got|went|took|began|became|left|quit|found|bought|sold|met|joined|moved)\b)/g
/** Words that bring in another subject before the coordinated verb ("I met Ana, who moved to…"). */
const otherSubject = /\b(?:he|she|they|it|who|which|that|you|his|her|their|hes|shes|theyre)\b/i

/** The longest sentence whose coordinated verbs are given their subject. */
const maxSharedLength = 400

/**
 * "I quit my freelance work and started at Pixar", "We used to live in Leeds but relocated to Bristol": the second
 * verb shares the first one's subject, so it is written out ("… and I started at Pixar") and the sentence splits
 * into clauses that each say one thing. Only for sentences that open with "I" or "we".
 */
export function withSharedSubject(sentence: string): string {
  const subject = /^(I|we)\b/i.exec(sentence)?.[1]
  // Long run-ons are left whole: each coordinated verb costs a tagging, and chat's compound statements are short.
  if (!subject || sentence.length > maxSharedLength) return sentence
  let result = ''
  let last = 0
  for (const match of sentence.matchAll(coordinated)) {
    // Another subject between the last clause start and this verb: the verb is theirs.
    if (otherSubject.test(sentence.slice(last, match.index))) break
    const verb = /^\w+/.exec(sentence.slice(match.index + match[0].length))?.[0] ?? ''
    if (!tagsOf(verb).includes('PastTense')) continue
    const end = match.index + match[0].length
    result += `${sentence.slice(last, end)}${subject === 'I' || subject === 'i' ? 'I' : 'we'} `
    last = end
  }
  return last === 0 ? sentence : result + sentence.slice(last)
}
