import {
  type AddFact,
  captureAfter,
  clauseFrom,
  indefiniteArticle,
  isPlace,
  lowercasePlaceAfter,
  properNoun,
} from './rule-helpers'
import { toThirdPerson } from './third-person'

const occupations = new Set(
  `nurse teacher engineer developer programmer doctor physician surgeon dentist lawyer attorney accountant designer
  architect writer author journalist editor artist painter musician singer photographer chef cook baker waiter
  waitress bartender barista pilot driver mechanic electrician plumber carpenter farmer scientist researcher
  professor lecturer student manager consultant analyst therapist counselor counsellor psychologist pharmacist
  veterinarian vet firefighter officer soldier paramedic librarian salesperson cashier receptionist secretary
  entrepreneur freelancer translator tutor coach trainer dancer actor actress filmmaker director producer worker
  caregiver nanny realtor banker economist biologist chemist physicist mathematician historian intern ceo cto cfo
  founder co-founder cofounder retiree technician assistant clerk administrator instructor principal midwife
  surveyor marketer recruiter investor owner contractor builder welder janitor cleaner housekeeper gardener
  landscaper butcher fisherman miner sailor firefighter policeman policewoman cop detective guard paralegal judge
  auditor broker trader underwriter actuary statistician programmer coder tester administrator sysadmin
  webdeveloper copywriter blogger vlogger streamer influencer youtuber podcaster illustrator animator musician
  composer pianist guitarist drummer violinist comedian model stylist hairdresser barber beautician tailor
  florist jeweler jeweller optician optometrist radiologist anesthesiologist pediatrician psychiatrist
  physiotherapist chiropractor dietitian nutritionist hygienist doula caretaker homemaker housewife househusband
  professor postdoc phd lecturer dean headteacher teaching counselor social educator missionary pastor priest
  rabbi imam minister politician diplomat lobbyist mayor senator councillor councilor volunteer gp medic
  sommelier zookeeper ranger courier postman postwoman lifeguard dev devops sre paediatrician operator trucker rep
  representative supervisor coordinator agent attendant steward stewardess deckhand roughneck porter dispatcher
  foreman machinist fitter labourer laborer conductor carer physio sparky sparkie brickie tradie brewer winemaker
  vintner roofer plasterer glazier locksmith blacksmith tiler decorator upholsterer cobbler shoemaker
  dressmaker seamstress undertaker mortician inspector curator archivist bookkeeper teller solicitor barrister notary
  bailiff magistrate constable sergeant lieutenant navigator toolmaker fabricator lineman joiner bricklayer
  stonemason scaffolder chauffeur cabbie mailman handyman concierge doorman bouncer dishwasher chocolatier masseuse
  masseur esthetician aesthetician sonographer anaesthetist anesthetist obstetrician astronomer
  headmaster headmistress housemaster matron groundskeeper greenkeeper gamekeeper rancher
  beekeeper fishmonger greengrocer grocer shopkeeper storekeeper publican innkeeper hotelier restaurateur caterer
  mixologist croupier estimator merchandiser`.split(/\s+/),
)
/** "-ologist", "-ician", "-grapher" and "-ist" nouns are occupations, a few character traits aside. */
const occupationSuffix = /(?:ologist|ician|grapher|ist)$/
const notOccupations = new Set(
  'optimist pessimist perfectionist realist idealist minimalist introvert extrovert feminist list twist wrist fist'.split(
    ' ',
  ),
)

/**
 * "he is dentist", "Donal is paramedic", "she is translator": someone's job said without its article, as many
 * learners say it ("I am electrician" is read by the user's own rules).
 */
const bareJobAfterVerb = /\b(is|was|['’]s) ([\p{Ll}-]{3,})\b(?! (?:and|or|of|for)\b)/gu
/** Occupation words that also say something else after "is" ("she is teaching P3", "he is social"). */
const notBareJobs = /^(?:teaching|social|model|rep|agent|dev|owner|intern|volunteer|minister|conductor|operator)$/

/** The sentence with "a" or "an" before an occupation said without one after "is" or "was". */
export function withJobArticle(text: string): string {
  if (!/\b(?:is|was)\b|['’]s\b/.test(text)) return text
  return text.replace(bareJobAfterVerb, (said, verb: string, word: string) =>
    !notBareJobs.test(word) && !word.endsWith('ing') && isOccupation(word)
      ? `${verb} ${indefiniteArticle(word)} ${word}`
      : said,
  )
}

/** Whether a noun names an occupation. */
export function isOccupation(word: string): boolean {
  const lower = word.toLowerCase()
  if (occupations.has(lower)) return true
  // "sous-chef", "co-pilot", "head-teacher": the last part names the occupation.
  const last = lower.includes('-') ? lower.slice(lower.lastIndexOf('-') + 1) : lower
  return occupations.has(last) || (occupationSuffix.test(last) && !notOccupations.has(last))
}

/** "As a nurse, I…" opening a sentence, or "my first year as (a) …": the job is up to the first of three words naming one. */
/** "I got it!! UI designer at…", "landed the job — sous chef at Nopi": the job said right after the news of it. */
const gotTheJob =
  /\bI (?:got|landed|accepted|took|have got|['’]ve got) (?:it|the job|the offer|the position|the role|the post)\b[!.:,;\s—–-]*(?:as )?((?:an? )?(?:[\w-]+ ){0,3}?([\w-]+))(?= at | for | with | in |[,.!;]|$)/i
const asWhat = /(?:^as |\bmy first (?:time|year|week|day|month|shift|season) as )(?:an? )?((?:[\w-]+ ){0,2}[\w-]+)/i

/**
 * A job said inside an idiom, as "I am a …" for the rules to read: "the joys of being a nurse at St James's", "the
 * glamorous life of a marine biologist", "FIFO life as an engineer", "pharmacist by day". Only when the phrase ends
 * in an occupation, so "the life of a party" or "being a mum" are not jobs.
 */
export function jobIdiom(sentence: string): string | undefined {
  const being =
    /\b(?:of|about|from|with|at) being (?=an? )|\blife (?:of|as) (?=an? )|(?:^|[,;:—–] )being (?=an? )/i.exec(sentence)
  if (being) {
    // "FIFO life as an engineer is good money": the phrase ends where the sentence goes on with a verb.
    const rest = sentence.slice(being.index + being[0].length).replace(/ (?:is|was|which|that|who|means)\b.*$/s, '')
    const job = jobPhrase(rest)
    if (job) return `I am ${clauseFrom(rest, 0)}`
  }
  // "As a teacher I get summers off", "my first time as lead architect": what the speaker is, said in passing.
  const words = asWhat.exec(sentence)?.[1]?.split(' ') ?? []
  const end = words.findIndex((word) => isOccupation(word))
  if (end >= 0) {
    const job = words
      .slice(0, end + 1)
      .join(' ')
      .toLowerCase()
    return `I am ${indefiniteArticle(job)} ${job}`
  }
  // "I GOT IT!! UI designer at the game studio in Guro", "got the job: junior developer at Spotify": news of a job,
  // then the job itself (a detail sentence is joined to the one before it with a colon, fragments.ts).
  const landed = gotTheJob.exec(sentence)
  if (landed?.[1] && landed[2] && isOccupation(landed[2])) {
    const job = landed[1].replace(/^an? /i, '')
    // "Junior developer at Spotify": the first word is capitalised as the sentence's, not as a name ("UI" stays).
    const said = clauseFrom(sentence, landed.index + landed[0].length - landed[1].length).replace(/^an? /i, '')
    return `I am ${indefiniteArticle(job)} ${said.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())}`
  }
  const byDay = /(?:^|[—–-] |, )((?:[\w-]+ ){0,2}?([\w-]+)) by day\b/i.exec(sentence)
  if (byDay?.[1] && byDay[2] && isOccupation(byDay[2]) && !/^(?:the|my|a|an)\b/i.test(byDay[1])) {
    return `I am ${indefiniteArticle(byDay[1])} ${byDay[1].toLowerCase()}`
  }
  return undefined
}

/** A job phrase ("a software engineer", "a nurse") is a job when its last word is an occupation. */
export function jobPhrase(text: string): string | undefined {
  // Chat runs on past the job: "i'm a plumber got jobs booked", "im a nurse working nights".
  // "a stay at home mum": caring for the family is the work, though "dad" alone is no job.
  const atHomeParent = /^an? stay[- ]at[- ]home (?:dad|mum|mom|parent|father|mother)\b/i.exec(text)
  if (atHomeParent) return atHomeParent[0]
  const match =
    /^((?:a|an) (?:[\w-]+ ){0,3}?([\w-]+))(?= at | for | in | with | and | but | who | since | these days| nowadays| now\b| there\b| here\b| (?:got|get|gets|so|working|doing|looking|trying|going|need|needs|want|wants|have|has|had|tho|though|lol|haha)\b|[,.!;]|$)/i.exec(
      text,
    )
  const last = match?.[2]
  // "a stay-at-home dad": caring for the family is the work, though "dad" alone is no job.
  const atHome = /\bstay[- ]at[- ]home (?:dad|mum|mom|parent|father|mother)$/i.test(match?.[1] ?? '')
  return match?.[1] && last && (isOccupation(last) || atHome) ? match[1] : undefined
}

/**
 * The job after "as": "a nurse", or said without its article as many write English ("I work remote as backend
 * developer"), which the fact writes with one. `undefined` when the phrase does not end in an occupation.
 */
function jobAfterAs(text: string): string | undefined {
  const said = jobPhrase(text)
  if (said || /^(?:a|an|the|my|our|his|her|their)\b/i.test(text)) return said
  const bare = jobPhrase(`a ${text}`)?.slice(2)
  return bare ? `${indefiniteArticle(bare)} ${bare}` : undefined
}

/** "start as", "starting a new job as", "will be working as": a job about to begin. */
const startPattern =
  /\b(?:start(?:ing)?(?: (?:a |my |the )?(?:new )?(?:job|position|role|work|working))?|will be working|am going to work) as /i
/** What may stand before "start as": the user ("from Monday I", "I'm", "I will"), or nothing but punctuation or emoji. */
const startSubject = /(?:^|\bI|\bI['’]m|\bI am|\bI will|\bI['’]ll|\bI will be|[^\p{L}\p{N}\s,])$/u
/** Words a job phrase ends before ("sous chef monday", "sales rep for a company"). */
const afterJob = new Set(
  'at for in with and but from on next this tomorrow today monday tuesday wednesday thursday friday saturday sunday soon'.split(
    ' ',
  ),
)

/**
 * "from Monday I start as sales rep for a company…", "starting as sous chef monday", "I'm starting a new job as a data
 * analyst next week": the new job, the article optional, when the phrase (up to four words) ends in an occupation.
 */
function startingJob(text: string): { job: string; end: number } | undefined {
  const start = startPattern.exec(text)
  if (!start || !startSubject.test(text.slice(0, start.index).trimEnd())) return undefined
  const from = start.index + start[0].length
  const words = text.slice(from, from + 80).split(/(?=[\s,.!;:])/)
  let job: string | undefined
  let phrase = ''
  for (const [index, piece] of words.entries()) {
    const word = piece.trim()
    if (!/^[\w-]+$/.test(word) || index > 4 || (index > 0 && afterJob.has(word.toLowerCase()))) break
    phrase += piece
    if (isOccupation(word)) job = phrase.trim()
  }
  if (!job) return undefined
  const spoken = /^(?:a|an|the) /i.test(job) ? job : `${indefiniteArticle(job)} ${job}`
  return { job: spoken.toLowerCase(), end: from + job.length }
}

const employerPattern = /\bI (?:currently |now |still )?(?:work|am working|have been working|have worked) (?:at|for) /i
/**
 * Shifts at a workplace: "I work weekends at Kmart", "I am doing nights at the hospital", "gonna keep doing weekends
 * at kmart". A word for the shifts is needed: "doing my homework at the library" is no work.
 */
const shiftsAtPattern =
  /\bI (?:am |will |have been )?(?:currently |now |still |also )?(?:going to )?(?:keep )?(?:work|working|do|doing) (?:the |my |some |a few |the odd )?(?:weekends?|nights?|evenings?|mornings?|saturdays?|sundays?|weekdays?|part[- ]time|full[- ]time|casual(?:ly)?|(?:weekend |night |evening |morning |day |late |early |extra |double )?shifts?) (?:at|for) /i
/** A workplace typed in lower case after a shift ("at kmart", "at woolies"): one word that is no common place. */
const lowerCaseEmployer =
  /^(?!(?:the|a|an|my|our|his|her|their|home|work|uni|school|college|night|nights|weekends?|least|last|first|all|times|it|this|that)\b)([a-z][\w&'-]{2,30})(?=$|[\s,.!;:])/
const newEmployerPattern =
  /\bI (?:just |recently |finally )?(?:got|started|landed|accepted|took|began) (?:a |my |the )?(?:new )?(?:job|position|role|internship|gig|post)\b(?! (?:interview|offer|application|fair|hunt|search|listing|advert|ad)s?\b)(?:[^.,;]{0,40}?) (?:at|with) /i
const startedAtPattern =
  /\bI (?:just |recently |have )?(?:started|began|switched to|moved to|start|am starting|will start|will be starting|have been (?:working|driving|teaching|nursing|coding|programming|designing|delivering|cleaning|cooking|consulting|engineering|flying|selling|managing|developing|building|editing|reporting|serving|bartending|lecturing|modelling|modeling)) (?:working |work )?(?:at|with|for) /i

/**
 * "I run my own bakery", "we own a small barbershop", "I opened a pottery studio": a business the user keeps. Its
 * noun may be a compound ("barbershop", "roastery") or a trade's place ("garage", "food truck", "B&B").
 */
export const businessNoun =
  '[\\w-]*(?:business|shop|store|studio|company|restaurant|cafe|café|practice|firm|agency|startup|salon|clinic|farm|consultancy|bar|pub|gym|garage|workshop|boutique|hotel|hostel|nursery|brewery|bakery|roastery|winery|distillery|b&b|bed and breakfast|deli|bistro|diner|food truck|dealership|franchise|label|charity|school)'
/**
 * Where a job is done when the place has no name: "a ski resort in Åre", "the city hospital", "a small practice
 * outside Lyon", "the council". The noun must be a place of work, so "a teacher in the morning" names none.
 */
const unnamedWorkplace = `(?:a|an|the) (?:[\\w'&-]+ ){0,3}?(?:${businessNoun}|hospital|resort|factory|warehouse|lab|laboratory|university|college|office|airport|kitchen|library|museum|hospice|care home|nursing home|prison|council|ministry|bank|newspaper|magazine|nonprofit|ngo|supermarket|call cent(?:re|er)|(?:nail|coffee|sushi|pizza|burger|taco|noodle|ramen|chicken|kebab|chip|sandwich|smoothie|juice|bubble tea|boba|tea|print|copy|phone|tyre|tire|car wash) place|ward|fintech|scale-up|shipyard|kindergarten|academy|institute|primary|secondary|high school)(?: (?:in|outside|near|on the outskirts of) \\p{Lu}[\\p{L}'.-]*(?: \\p{Lu}[\\p{L}'.-]*){0,2})?`
/** The unnamed workplace after a job: "a nurse at the city hospital". */
const workplaceAfterJob = new RegExp(`^ ((?:at|in|for|with) ${unnamedWorkplace})(?=$|[\\s,.!;:—–])`, 'u')
/** Where a past employer's name follows: "I worked at", "I spent 8 years at", "after 6 great years at". */
const pastEmployerPattern =
  /\bI (?:worked|was working) (?:at|for|in) (?=\p{Lu})|(?:\bI spent |\bafter |^)(?:(?:over|almost|nearly|about|some) )?(?:\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (?:\p{Ll}+ )?(?:years?|yrs?) at (?=\p{Lu})/u
/** A name that is a school's: years spent there were studied, not worked. */
const schoolName = /\b(?:University|Uni|College|School|Academy|Institute|Polytechnic|Conservatoire|Conservatory)\b/

/** An unnamed workplace said where an employer's name would be ("I work at a bakery"). */
const workplaceAlone = new RegExp(`^(${unnamedWorkplace})(?=$|[\\s,.!;:—–])`, 'u')
/** The unnamed workplace right after a job ending at `end`, with the preposition it was said with. */
function workplaceAfter(text: string, end: number): { phrase: string; end: number } | undefined {
  const found = end < 0 ? null : workplaceAfterJob.exec(text.slice(end))
  return found?.[1] ? { phrase: ` ${found[1]}`, end: end + found[0].length } : undefined
}

/** A noun said against another without a comma: "an electrician not a babysitter". */
const contrasted = /\b(an? [\p{L}-]+) not (?=an? )/gu

/** "freelancing as a tax consultant", "I am self-employed as a plumber": the job, without an employer. */
const freelancePattern =
  /\b(freelancing|freelance|working freelance|self-employed|contracting|working as a contractor) as (?=an? )/i
/** Words that make "I left Deloitte" a job left rather than a city: what the sentence goes on to say. */
const workCue =
  /\b(?:freelanc\w*|self-employed|job|jobs|work|working|career|role|position|consult\w*|contract\w*|joined|hired|redundan\w*|startup|company|firm|employer|boss|colleagues|notice|resigned)\b/i

const businessPattern = new RegExp(
  `\\b(?:I|we) (?:now |currently |still |also |actually )?(?:(?:run|own|manage|started|opened|launched|set up|co-own|co-founded|founded) (?:my own|our own|a|an|my|our)|(?:have|have had|had) (?:my|our) own) ((?:[\\w'&-]+ ){0,2}?(?:${businessNoun}))\\b`,
  'i',
)

/**
 * Work and study: the job ("I work as a nurse", "I'm a teacher", "I do accounting for a living", "my job is…"),
 * the employer ("I work at Siemens", "I started at Farfetch", "I got a job at…"), and changes that end one ("I quit
 * my job", "I retired", "I no longer work at…", "I got laid off").
 */
export function findWork(said: string, add: AddFact): void {
  // "I'm an electrician not a babysitter": the job, set against what it is not, as with a comma.
  const text = said.includes(' not a') ? said.replace(contrasted, '$1, not ') : said
  const workAs =
    /\bI (?:currently |now |still )?(?:work (?:from home |remote |remotely |part[- ]time |full[- ]time |freelance )?(?:as|like)|am working as|have been working as|have worked as|started working as|became|am now|am employed as|went (?:back )?(?:part[- ]time|full[- ]time|freelance) as|(?:got|started|landed|accepted|have|took|began) (?:a |my |the )?(?:new )?(?:job|position|role|gig|post) as) /i.exec(
      text,
    )
  const title = workAs ? jobAfterAs(text.slice(workAs.index + workAs[0].length)) : undefined
  if (workAs && title) {
    // Dated by the event only when the sentence tells of the change ("I started working as", "I became").
    const changed = /\b(?:started|became|got|landed|accepted|took|am now)\b/i.test(workAs[0])
    // "a nurse at the city hospital": a workplace without a name stays with the job it is said with.
    const end = workAs.index + workAs[0].length + title.length
    const where = workplaceAfter(text, end)
    add('job.title', `The user works as ${title}${where?.phrase ?? ''}`, where?.end ?? end, changed)
  }
  const starting = title ? undefined : startingJob(text)
  if (starting) {
    add('job.title', `The user works as ${starting.job}`, starting.end, true)
    const at = captureAfter(text.slice(starting.end), /^ (?:at|for|with) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, starting.end + at.end, true)
  }
  const iAm = /\bI (?:am|have been) (?:(?:now|currently|still|actually) )?(?=an? )/i.exec(text)
  let identity = iAm && !title ? jobPhrase(text.slice(iAm.index + iAm[0].length)) : undefined
  // "I am a 2nd year law student at Edinburgh": studying, not a job; the place is where.
  if (iAm && identity && /\b(?:student|undergrad\w*|postgrad\w*|pupil|phd|postdoc)$/i.test(identity)) {
    const end = iAm.index + iAm[0].length + identity.length
    add('study.subject', `The user is ${identity}`, end)
    const at = captureAfter(text.slice(end), /^ (?:at|in) /, properNoun)
    if (at) add('study.school', `The user studies at ${at.value}`, end + at.end)
    return
  }
  // "i am chef in a tapas restaurant", "I am nurse at…", "I am retired engineer from Osaka", "I am illustrator of
  // children's picture books": the article left out, as many write English; the phrase ends at a preposition or the
  // end of the clause, its last word an occupation.
  const bare =
    !iAm && !title ? /\bI (?:am|have been) (?:(?:now|currently|still|actually) )?(?!an? |the )/i.exec(text) : null
  const bareJob = bare
    ? /^(?:[\w-]+ ){0,2}?[\w-]+(?= (?:at|in|for|with|from|of)\b| \d+ (?:years?|yrs?|months?)\b|[,.!;]|$)/.exec(
        text.slice(bare.index + bare[0].length),
      )?.[0]
    : undefined
  // "I'm not a teacher", "I am so tired": a negation, an article or a degree word is no bare job.
  const plainJob = bareJob && !/\b(?:a|an|the|not|no|never|so|very|too|really|just)\b/i.test(bareJob)
  if (bare && bareJob && plainJob && isOccupation(bareJob.slice(bareJob.lastIndexOf(' ') + 1))) {
    const spoken = `${indefiniteArticle(bareJob)} ${bareJob.toLowerCase()}`
    const end = bare.index + bare[0].length + bareJob.length
    const where = workplaceAfter(text, end)
    // "retired engineer": what the user was, not what they do.
    const was = /^(?:retired|former|ex-\w+)\b/i.test(bareJob)
    add('job.title', `The user ${was ? 'is' : 'works as'} ${spoken}${where?.phrase ?? ''}`, where?.end ?? end)
    const at = captureAfter(text.slice(bare.index + bare[0].length + bareJob.length), /^ (?:at|for|with) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, bare.index + bare[0].length + bareJob.length + at.end)
    identity = undefined
  }
  // "I teach year 4 at a primary school", "I teach maths at Hillside": teaching is the job.
  const teach =
    !title && !identity
      ? /\bI (?:currently |now |still |also )?teach (?!(?:myself|me|you|him|her|them)\b)/i.exec(text)
      : null
  if (teach) {
    const what = clauseFrom(text, teach.index + teach[0].length)
    if (what)
      add(
        'job.title',
        `The user works as a teacher, teaching ${toThirdPerson(what)}`,
        teach.index + teach[0].length + what.length,
      )
  }
  if (iAm && identity) {
    // "a retired nurse", "a former teacher": what the user was, not what they do.
    const was = /\b(?:retired|former|ex-\w+|one-time)\b/i.test(identity)
    const end = iAm.index + iAm[0].length + identity.length
    const where = was ? undefined : workplaceAfter(text, end)
    add('job.title', `The user ${was ? 'is' : 'works as'} ${identity}${where?.phrase ?? ''}`, where?.end ?? end)
  }
  // "I am head of product at Tink", "I'm now director of operations": a title with "of" and no article.
  const headOf =
    !title && !identity
      ? /\bI am (?:now |currently |the )?((?:head|director|vp|chief \w+ officer|lead) of (?:[\w-]+ ){0,2}?[\w-]+)(?= at | for | in |[,.!;]|$)/i.exec(
          text,
        )
      : null
  if (headOf?.[1]) {
    const end = headOf.index + headOf[0].length
    add('job.title', `The user works as ${headOf[1]}`, end)
    const at = captureAfter(text.slice(end), /^ (?:at|for) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, end + at.end)
  }
  // "I got promoted to head chef at Osteria Nera", "I was made senior analyst": the new job, from now.
  const promoted =
    /\bI(?:['’]m| am)? (?:just |recently |finally )?(?:got |was |have been |have just been |being |getting |(?:['’]ll| will) be |going to be )?(?:promoted to|made) (?:a |an |the )?((?:[\w-]+ ){0,3}?([\w-]+))(?= (?:at|in|for|from|starting|effective|next|on) |[,.!;]|\s*\p{Extended_Pictographic}|$)/iu.exec(
      text,
    )
  if (promoted?.[1] && promoted[2] && isOccupation(promoted[2]) && !title && !identity) {
    const end = promoted.index + promoted[0].length
    add('job.title', `The user works as ${promoted[1]} (promoted)`, end, true)
    const at = captureAfter(text.slice(end), /^ (?:at|for) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, end + at.end, true)
  }
  // "our tea factory cooperative. I'm the accountant.": the one occupation of a team, said with "the".
  const theOne =
    title || identity || promoted
      ? null
      : /\bI(?: am|['’]m) (?:now |currently |still )?the ([\p{L}-]+(?: [\p{L}-]+)?)(?=\s*(?:[.!,;]|$)| (?:at|for|of|in|here|there)\b)/iu.exec(
          text,
        )
  if (theOne?.[1] && isOccupation(theOne[1].split(' ').at(-1) ?? '')) {
    add('job.title', `The user works as the ${theOne[1]}`, theOne.index + theOne[0].length)
  }
  // "I am an ICU nurse at St. Mary's", "I work as a chef at Nobu": the place after the job is the employer.
  const jobEnd =
    title && workAs
      ? workAs.index + workAs[0].length + title.length
      : iAm && identity
        ? iAm.index + iAm[0].length + identity.length
        : -1
  const placeOfJob = jobEnd < 0 ? undefined : captureAfter(text.slice(jobEnd), /^ (?:at|for|with) /, properNoun)
  // "freelancing as a tax consultant now": the job; whom the user worked for before is said on its own.
  const freelance = title || identity ? null : freelancePattern.exec(text)
  const freelanceJob = freelance ? jobPhrase(text.slice(freelance.index + freelance[0].length)) : undefined
  if (freelance?.[1] && freelanceJob) {
    const how = /self-employed/i.test(freelance[1])
      ? 'self-employed'
      : /contract/i.test(freelance[1])
        ? 'on contract'
        : 'freelance'
    const end = freelance.index + freelance[0].length + freelanceJob.length
    add('job.title', `The user works ${how} as ${freelanceJob}`, end, /\bnow\b/i.test(text))
  }
  // "I left Deloitte in March, freelancing now": a job left, when the sentence speaks of work and the name is no place.
  const left = /\bleft [A-Z]/.test(text)
    ? captureAfter(text, /\bI (?:just |recently |finally |have |officially )?left (?=[A-Z])/, properNoun)
    : undefined
  if (left && workCue.test(text) && !isPlace(text, left.value)) {
    add('job.employer', `The user left their job at ${left.value}`, left.end, true)
  }
  // "I joined Deloitte as a junior auditor", "I joined the team at Spotify": a new employer, and maybe a job.
  const joined = !text.includes('joined')
    ? undefined
    : captureAfter(text, /\bI (?:just |recently |finally |have )?joined (?:the team at )?/i, properNoun)
  // "I joined a climate startup as their first data engineer": an employer not named, and the job.
  const joinedSome = joined
    ? undefined
    : /\bI (?:just |recently |finally |have )?joined (an? (?:[\w-]+ ){0,2}?(?:startup|company|firm|agency|charity|nonprofit|ngo|bank|hospital|school|lab|consultancy|studio|team))(?: as (?:their|its|the|a|an) (?:first |new |only |founding )?((?:[\w-]+ ){0,2}?([\w-]+))(?=$|[,.!;]| at | in | and | but | for ))?/i.exec(
        text,
      )
  if (joinedSome?.[1]) {
    add('job.employer', `The user works at ${joinedSome[1]}`, joinedSome.index + joinedSome[0].length, true)
    if (joinedSome[2] && joinedSome[3] && isOccupation(joinedSome[3])) {
      const article = indefiniteArticle(joinedSome[2])
      add('job.title', `The user works as ${article} ${joinedSome[2]}`, joinedSome.index + joinedSome[0].length, true)
    }
  }
  if (joined) {
    add('job.employer', `The user works at ${joined.value}`, joined.end, true)
    const as = /^ as /.exec(text.slice(joined.end)) ? jobPhrase(text.slice(joined.end + 4)) : undefined
    if (as) add('job.title', `The user works as ${as}`, joined.end + 4 + as.length, true)
  }
  // "I run my own bakery", "I now own a small café": running a business is the job.
  const business = businessPattern.exec(text)
  if (business?.[1] && !title && !identity) {
    const dated = /\b(?:started|opened|launched|set up)\b/i.test(business[0])
    const after = text.slice(business.index + business[0].length)
    const place = captureAfter(after, /^ (?:in|on|at) /, properNoun) ?? lowercasePlaceAfter(after, /^ (?:in|on|at) /)
    const where = place ? ` ${/^ (\w+)/.exec(after)?.[1] ?? 'in'} ${place.value}` : ''
    // Coverage by the span's length: "I was an engineer, but now I run a bakery" keeps its past career as a fact.
    const end = business[0].length + (place?.end ?? 0)
    add('job.title', `The user runs their own ${business[1]}${where}`, end, dated)
  }
  // "I switched careers to UX design", "I changed jobs to teaching".
  const switched =
    /\bI (?:just |recently |finally )?(?:switched|changed|moved) (?:careers?|jobs?|fields?) (?:to|into) /i.exec(text)
  if (switched) {
    const what = clauseFrom(text, switched.index + switched[0].length)
    if (what)
      add(
        'job.field',
        `The user works in ${what} (a career change)`,
        switched.index + switched[0].length + what.length,
        true,
      )
  }
  // "I have accepted the position of General Counsel at Northbay Credit Union": a title said in capitals after "of".
  const positionOf =
    !title && !identity
      ? /\bI (?:have |['’]ve )?(?:just |now |finally )?(?:accepted|taken|took|got|landed|been offered|was offered|been appointed to|was appointed to) (?:the|a) (?:new )?(?:position|role|post|job) of ((?:\p{Lu}[\p{L}&-]*)(?: (?:of |for |and )?\p{Lu}[\p{L}&-]*){0,4})/u.exec(
          text,
        )
      : null
  if (positionOf?.[1]) {
    const end = positionOf.index + positionOf[0].length
    // Undated: the sentence's date ("my last day at the firm will be 17 May") is seldom the new job's.
    add('job.title', `The user works as ${positionOf[1]}`, end)
    const at = captureAfter(text.slice(end), /^ (?:at|for|with) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, end + at.end)
  }
  // "I got hired as a line cook at Nopa", "quit gamestop 🫡 got hired doing IT helpdesk at ohio state": the new job.
  const hired = !title && !identity ? /\b(?:got|been|was) hired\b/i.exec(text) : null
  const before = hired ? text.slice(0, hired.index) : ''
  const hiredUser =
    hired &&
    (/\bI (?:just |recently |finally |have |have just |['’]ve )?$/i.test(before) ||
      (/^I\b/.test(text) && !/\b(?:he|she|they|we|you|who|\p{Lu}\p{Ll}+ (?:just )?$)/u.test(before.slice(1))))
  if (hired && hiredUser) {
    const what = clauseFrom(text, hired.index)
    add('job.title', `The user ${what.replace(/^(?:been|was)\b/i, 'got')}`, hired.index + what.length, true)
    const at = captureAfter(text.slice(hired.index), /^[^.,;]{0,40}? (?:at|by) /, properNoun)
    if (at) add('job.employer', `The user works at ${at.value}`, hired.index + at.end, true)
  }
  const living = /\bI ((?:\w+ ){1,5}?)for a living\b/i.exec(text)
  if (living?.[1] && !title && !identity) {
    add('job.title', toThirdPerson(`I ${living[1]}for a living`), living.index + living[0].length)
  }
  const myJob =
    /\bmy (?:job|work|profession|occupation) is (?!(?:so|very|really|too|pretty|quite|great|hard|fun|boring|busy|stressful|tough|good|bad|ok|okay|fine)\b)/i.exec(
      text,
    )
  if (myJob) {
    const what = clauseFrom(text, myJob.index + myJob[0].length)
    if (what) add('job.title', `The user's job is ${what}`, myJob.index + myJob[0].length + what.length)
  }
  const field = /\bI (?:currently |now |still )?work (?:in|on) (?=[a-z])/.exec(text)
  if (
    field &&
    !/^(?:the |a |an )?(?:morning|evening|afternoon|night|weekend|shift|office|home|house|garden|yard|city|town)/.test(
      text.slice(field.index + field[0].length),
    )
  ) {
    const what = clauseFrom(text, field.index + field[0].length)
    if (what) add('job.field', `The user works in ${what}`, field.index + field[0].length + what.length)
  }

  const shifts = shiftsAtPattern.exec(text)
  const shiftsEnd = shifts ? shifts.index + shifts[0].length : -1
  const shiftsPlace = shifts
    ? (captureAfter(text, shiftsAtPattern, properNoun) ??
      (() => {
        const lower = lowerCaseEmployer.exec(text.slice(shiftsEnd))
        return lower?.[1] ? { value: lower[1], end: shiftsEnd + lower[1].length } : undefined
      })() ??
      (() => {
        const place = workplaceAlone.exec(text.slice(shiftsEnd))
        return place?.[1] ? { value: place[1], end: shiftsEnd + place[1].length } : undefined
      })())
    : undefined
  if (shiftsPlace) add('job.employer', `The user works at ${shiftsPlace.value}`, shiftsPlace.end)
  const employer =
    captureAfter(text, employerPattern, properNoun) ??
    captureAfter(text, newEmployerPattern, properNoun) ??
    captureAfter(text, startedAtPattern, properNoun)
  if (employer) add('job.employer', `The user works at ${employer.value}`, employer.end, true)
  // "I work at a bakery", "started a new job at the council": where, without a name.
  const unnamed = employer
    ? undefined
    : [employerPattern, newEmployerPattern, startedAtPattern]
        .map((pattern) => pattern.exec(text))
        .find((match) => match !== null)
  const workplace = unnamed ? workplaceAlone.exec(text.slice(unnamed.index + unnamed[0].length)) : null
  if (unnamed && workplace?.[1]) {
    const started = /\b(?:got|started|landed|accepted|took|began)\b/i.test(unnamed[0])
    add(
      'job.employer',
      `The user works at ${workplace[1]}`,
      unnamed.index + unnamed[0].length + workplace[1].length,
      started,
    )
  }
  if (placeOfJob && !employer) add('job.employer', `The user works at ${placeOfJob.value}`, jobEnd + placeOfJob.end)
  // "I worked at Siemens", "before I worked in Panasonic 38 years", "I spent 8 years at Deloitte", "after 6 years
  // at Infosys…": an employer of the past, kept beside the current one (a key of its own); a place ("I worked in
  // London") is not one, nor a school ("I spent 3 years at Leeds University").
  const pastEmployer = captureAfter(text, pastEmployerPattern, properNoun)
  // "10 years at St Mary's and still love it" is not past.
  const stillThere = /\b(?:still|and counting|so far)\b/i.test(text.slice(pastEmployer?.end ?? text.length))
  if (pastEmployer && !stillThere && !isPlace(text, pastEmployer.value) && !schoolName.test(pastEmployer.value)) {
    const slug = pastEmployer.value.toLowerCase().replace(/\W+/g, '-')
    add(`job.former.${slug}`, `The user used to work at ${pastEmployer.value}`, pastEmployer.end)
  }
  const formerEmployer = captureAfter(text, /\bI (?:no longer|do not) work (?:at|for) /i, properNoun)
  if (formerEmployer && /\bno longer\b|\banymore\b|\bany more\b/i.test(text)) {
    add('job.employer', `The user no longer works at ${formerEmployer.value}`, text.length, true)
  }
  const quit =
    /\bI (?:just |recently |finally |have )?(?:quit|left|resigned from|lost|was fired from|got fired from|gave up|stopped) (?:my|the) ((?:[\w-]+ ){0,2}?)(?:job|position|role|work|gig|career)\b/i.exec(
      text,
    )
  if (quit) {
    const at = captureAfter(text.slice(quit.index), /^[^.,;]{0,60}? (?:at|with) /, properNoun)
    const kind = quit[1] ? `${quit[1].trim()} ` : ''
    add(
      'job.employer',
      at ? `The user quit their ${kind}job at ${at.value}` : `The user quit their ${kind}job`,
      text.length,
      true,
    )
  }
  // "I got laid off", "my role has been made redundant", "they let me go", "the studio just let go of 14 people incl me".
  const laidOff =
    /\bI (?:just |recently )?(?:got|was|have been) (?:laid off|let go|fired|made redundant)\b|\bmy (?:role|job|position|post) (?:has been|had been|was|got|has got) (?:made redundant|cut|eliminated|axed)\b|\b(?:let|laid) me (?:go|off)\b|\b(?:let go|laid off)(?: of)? (?:\d+|[\p{L}-]+) (?:people|staff|employees|workers|devs|of us)\b[^.!?]{0,20}?\binc(?:l|l\.|luding) me\b/iu.exec(
      text,
    )
  if (laidOff) add('job.employer', 'The user lost their job', laidOff.index + laidOff[0].length, true)
  const retired = /\bI (?:just |recently |finally )?(retired|am retired|am now retired)\b/i.exec(text)
  // Coverage by the span's length: "I taught history for 35 years before I retired" keeps the career as a fact.
  if (retired) add('job.status', 'The user is retired', retired[0].length, retired[1] === 'retired')
  const jobless =
    /\bI (?:am|have been) (?:currently |now )?(?:unemployed|between jobs|out of work|job-?hunting|looking for (?:a )?(?:new )?(?:job|work))\b/i.exec(
      text,
    )
  if (jobless) add('job.status', 'The user is looking for work', jobless.index + jobless[0].length, true)

  const study =
    /\bI (?:currently |now |just |recently )?(?:study|studied|am studying|major in|majored in|am majoring in|(?:am doing|started|began|am starting|finished|completed|got|earned|have|hold) (?:a|an|my) (?:degree|masters|master's|phd|PhD|doctorate|bachelor's|MBA|BA|BSc|MSc|MA|diploma) in|graduated (?:from [A-Z][^,.;]{0,60}? )?(?:with a (?:[\w']+ )?(?:degree|diploma) )?in) /i.exec(
      text,
    )
  // "I'm in my second year of architecture", "my PhD is in marine biology", "the thesis is on seagrass".
  const studyYear = study
    ? null
    : /\bI am (?:now |currently )?in (?:my|the) (?:first|second|third|fourth|fifth|final|last|\d(?:st|nd|rd|th)) year (?:of|studying) /i.exec(
        text,
      )
  const studyYearSubject = studyYear ? clauseFrom(text, studyYear.index + studyYear[0].length) : ''
  if (studyYear && studyYearSubject) {
    const end = studyYear.index + studyYear[0].length + studyYearSubject.length
    add('study.subject', `The user studies ${studyYearSubject}`, end)
  }
  const degree =
    /\b(?:my|the|our) (phd|doctorate|masters|master's|degree|thesis|dissertation|research) is (in|on|about) /i.exec(
      text,
    )
  const degreeSubject = degree ? clauseFrom(text, degree.index + degree[0].length) : ''
  if (degree?.[1] && degree[2] && degreeSubject) {
    const what = /^phd$/i.test(degree[1]) ? 'PhD' : degree[1].toLowerCase()
    const end = degree.index + degree[0].length + degreeSubject.length
    add('study.degree', `The user's ${what} is ${degree[2].toLowerCase()} ${degreeSubject}`, end)
  }
  if (study) {
    const subject = clauseFrom(text, study.index + study[0].length)
    const past = /\b(?:studied|majored|finished|completed|got|earned|have|hold|graduated)\b/i.test(study[0])
    const phrase = past ? `The user studied ${subject}` : `The user studies ${subject}`
    if (subject) add('study.subject', phrase, study.index + study[0].length + subject.length)
  }
  const school = captureAfter(
    text,
    /\bI (?:just |recently )?(?:graduated from|went to university at|studied at|am studying at|got my degree from|finished my degree at) (?:the )?/i,
    properNoun,
  )
  if (school) add('study.school', `The user studied at ${school.value}`, school.end, /graduated|finished/i.test(text))
  const degreeAt =
    /\bI (?:just |recently )?(?:started|began|am doing|am starting) (?:a|an|my) (?:degree|masters|master's|phd|PhD|doctorate|bachelor's|MBA|BA|BSc|MSc|MA)\b[^.;]{0,60}? at (?:the )?/i
  const university = captureAfter(text, degreeAt, properNoun)
  if (university && !school) add('study.school', `The user studies at ${university.value}`, university.end, true)
}
