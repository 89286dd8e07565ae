import { loadPlaces } from '../places/gazetteer'
import { TimeSlice } from '../time-slice'
import type { ExtractedFact, ExtractionContext, Extractor, SourceMessage } from '../types'
import { findAttributes, hereIn } from './attribute-rules'
import { correctedMessage, withSelfCorrections } from './corrections'
import { ExtractionPool } from './extraction-pool'
import { announcedBirth } from './family-rules'
import { formatDate } from './format-date'
import { joinDetails } from './fragments'
import { impliedRelations } from './implied-relations'
import { withImpliedSubject, withSharedSubject } from './implied-subject'
import { impliedWork } from './implied-work'
import { withNamesCapitalised } from './lower-case-names'
import { withPlacesCapitalised } from './lower-case-places'
import { withMonthFromContext } from './month-context'
import { withKnownRelative } from './named-relative'
import { withPersonKey } from './person-keys'
import { askedPronoun, isOwnAside, withAskedSubject, withRelativeForPronoun } from './pronoun-relative'
import { withThingForIt } from './pronoun-thing'
import {
  answeredStatement,
  confirmedExchange,
  confirmedStatement,
  relativeNamedInReply,
  replyFacts,
} from './reply-rules'
import { readRequest, requestAsked } from './requests'
import { type ResolvedDate, resolveDate } from './resolve-date'
import {
  cleanSentence,
  contentWordCount,
  contentWords,
  isAboutListener,
  isFirstPerson,
  isQuestion,
  splitSentences,
  statementBeforeTag,
  statementBesideAsk,
} from './sentences'
import { toThirdPerson } from './third-person'
import { unreal } from './unreal'
import { jobIdiom } from './work-rules'

export interface RuleExtractorOptions {
  /**
   * Content words (not pronouns, auxiliaries or small talk) a first-person sentence needs to become a fact of its own.
   * "I love that!" has none; "I love hiking" has one.
   * @default 1
   */
  minContentWords?: number
  /**
   * Longest fact text, in characters; longer sentences are cut at a word boundary.
   * @default 400
   */
  maxFactLength?: number
  /**
   * Read a bare reply in the light of the assistant's question just before it ("Where do you live?" → "Lisbon.").
   * @default true
   */
  useReplyContext?: boolean
  /**
   * Capitalise a city typed in lower case after a word that places it ("off to riyadh tuesday"), from the optional
   * gazetteer `city-timezones`; without it, or when false, lower-case names of places are left as typed.
   * @default true
   */
  places?: boolean
  /**
   * Worker threads that read the messages of a bulk update (an import, a backlog: see `ExtractionContext.bulk`), so
   * that it uses the machine's cores and leaves the event loop to requests; started with the first bulk update. A
   * chat turn is read on the event loop, in slices. When the workers cannot start, `onWorkersUnavailable` is told
   * once and every message is read on the event loop. The extractor then has a `close()` that ends them.
   * @default 0
   */
  workers?: number
  /** Told, once, why the workers cannot read messages (extraction goes on, on the event loop). */
  onWorkersUnavailable?: (reason: string) => void
}

/** Fact texts that end an attribute's value rather than set one. */
const ending = /\b(?:no longer|quit their|left their job|lost their job|broke up|is not|does not have)\b/

/** A sentence fully explained by an attribute rule gets no second, generic fact. */
const explainedCoverage = 0.8

/** "Her name is Pepper", "He's called Max", "We named her Ava": a name for someone just spoken of. */
const nameForNewcomer =
  /^(?:(?:her|his|its) name(?: is|['’]s)|(?:she|he|it)(?: is|['’]s) called|we (?:named|called) (?:her|him|it)) (\p{Lu}[\p{L}'-]+)/iu
/** "Just got a kitten!", "We had a baby girl": the newcomer the next sentence names. */
const newcomer =
  /\b(?:a|an|our|my|new) (?:(?:new|little|rescue|baby|tiny|\w+-old) )?(puppy|kitten|dog|cat|rabbit|bunny|hamster|parrot|horse|tortoise|baby boy|baby girl|baby|son|daughter)\b/i

/**
 * "Just got a kitten! Her name is Pepper": the name said in the next sentence belongs to the animal or child just
 * spoken of, so the sentence is read as "My kitten is called Pepper".
 */
function withNamedNewcomer(sentence: string, before: string): string {
  const name = nameForNewcomer.exec(sentence)?.[1]
  const who = name ? newcomer.exec(before)?.[1] : undefined
  return name && who
    ? `My ${who.toLowerCase()} is called ${name}${sentence.slice(nameForNewcomer.exec(sentence)?.[0].length ?? 0)}`
    : sentence
}

function withoutSpan(text: string, date: ResolvedDate | undefined, replacement = ''): string {
  if (!date) return text
  return `${text.slice(0, date.start)}${replacement}${text.slice(date.end)}`
    .replace(/\s{2,}/g, ' ')
    .replace(/(?<!\s)\s+([,.!?;])/g, '$1')
    .replace(/^[,;\s]+/, '')
    .trim()
}

function finish(text: string, maxLength: number): string {
  // Trailing runs are matched from their first character only (the lookbehinds), so a long run stays linear.
  let result = text.replace(/(?<![\s,;:!?-])[\s,;:!?-]+$/, '').replace(/(?<!\.)\.+$/, '')
  if (result.length > maxLength) result = `${result.slice(0, result.lastIndexOf(' ', maxLength - 1))}…`
  return result.endsWith('…') ? result : `${result}.`
}

/** Words that say a date was moved, not said wrong: "pushed back", "opening move to", "offered 21 Sept instead". */
const saysMoved =
  /\b(?:pushed|push|moved|move|moves|postponed|postpone|rescheduled|reschedule|delayed|delay|bumped|bump|brought forward|changed?|shifted|shift|instead|offered|update)\b/i

/** The date `said` gives where it is first said in `content`, read with the words just before it ("start 15 may"). */
function dateSaidIn(content: string, said: string, timestamp: number): string | undefined {
  const at = content.toLowerCase().indexOf(said.toLowerCase())
  if (at < 0) return undefined
  return resolveDate(content.slice(Math.max(0, at - 60), at + said.length), timestamp)?.dateText
}

/**
 * The facts of a message read again with a date moved, the one with the new date saying which it replaced: "The
 * user's wedding is on 9 February 2025 (moved from 14 December 2024)", so that the plan before the move is still
 * known once the old message gives way.
 */
function withOldDate(
  facts: ExtractedFact[],
  original: SourceMessage | undefined,
  corrected: { message: SourceMessage; correction: { right: string; wrong: string } },
): ExtractedFact[] {
  const { message, correction } = corrected
  const old = original ? dateSaidIn(original.content, correction.wrong, original.timestamp) : undefined
  const now = dateSaidIn(message.content, correction.right, message.timestamp)
  if (!old || !now || old === now) return facts
  return facts.map((fact) =>
    fact.dateText === now ? { ...fact, text: `${fact.text.replace(/\.$/, '')} (moved from ${old}).` } : fact,
  )
}

/**
 * The sentence of a rescheduled message that holds its new date, stated in the third person with the date written
 * out ("There is a craft fair in Porto on 21 April 2024"), or undefined when no date is read there.
 */
function movedDateFact(content: string, newDate: string, timestamp: number): ExtractedFact | undefined {
  const lower = newDate.toLowerCase()
  const sentence = splitSentences(content).find((candidate) => candidate.toLowerCase().includes(lower))
  const clean = sentence ? cleanSentence(sentence) : undefined
  const date = clean ? resolveDate(clean, timestamp) : undefined
  if (!clean || !date) return undefined
  const stated = toThirdPerson(withoutSpan(clean, date, date.phrase)).replace(/(?<![\s?])[\s?]+$/, '')
  return { text: stated, eventTime: date.eventTime, dateText: date.dateText }
}

/** The sentence's facts, or `'role-play'` when it opens make-believe, which ends the message's reading. */
function sentenceFacts(sentence: string, message: SourceMessage, options: Settings): ExtractedFact[] | 'role-play' {
  const facts: ExtractedFact[] = []
  // A sentence without a letter ("!", "...", "42") says nothing about anyone; skipping it keeps floods of them cheap.
  if (!/\p{L}/u.test(sentence)) return facts
  const cleaned = cleanSentence(sentence)
  // "We have a cat called Pirozhok, what to do?": the statement, read as a sentence of its own.
  const statement = cleaned ? statementBesideAsk(cleaned) : undefined
  if (statement && statement !== cleaned) return sentenceFacts(statement, message, options)
  if (!cleaned) return facts
  if (isQuestion(sentence) || isQuestion(cleaned)) {
    // "Entries are due June 14 I think?": a statement that asks only to be confirmed is read as the statement.
    const told = statementBeforeTag(cleaned)
    if (told) return sentenceFacts(told, message, options)
    // "Could you draft an email confirming my start date of 3 June?": read as the request it asks.
    const asked = requestAsked(cleaned)
    return asked ? sentenceFacts(asked, message, options) : namesAskedWith(cleaned, options)
  }
  const reading = readRequest(cleaned)
  if (reading.kind === 'role-play') return 'role-play'
  // A request about nothing of the user's ("Write me a haiku", "Explain it like I am five") says nothing about them.
  if (reading.kind === 'request' && !reading.personal) return facts
  const read = reading.kind === 'statement' ? reading.sentence : cleaned
  // "Just started a PhD" is the speaker's; "I quit X and started at Y" is two statements of theirs.
  const implied = withImpliedSubject(read)
  const shared = withSharedSubject(implied)
  // Only a subject written out adds a place to split: the sentence was split where it already had one.
  for (const clause of shared === implied ? [implied] : splitSentences(shared)) {
    facts.push(...clauseFacts(clause, message, options))
  }
  // "…the joys of being a nurse at St James's": the job, read as "I am a nurse at St James's" (its keyed facts only).
  const idiom = jobIdiom(read)
  if (idiom) {
    const known = new Set(facts.map((fact) => fact.key))
    for (const fact of clauseFacts(idiom, message, options)) if (fact.key && !known.has(fact.key)) facts.push(fact)
  }
  return facts
}

/** "Gift ideas for my sister Paola?": a question says nothing of the user, except whom it names as theirs. */
function namesAskedWith(question: string, options: Settings): ExtractedFact[] {
  if (!/\b(?:my|our)\b/i.test(question)) return []
  return findAttributes(question)
    .filter((attribute) => /^(?:relation|pet)\.[\w-]+\.name$/.test(attribute.key))
    .map((attribute) => ({ key: attribute.key, text: finish(attribute.text, options.maxFactLength) }))
}

/** Adverbs between a subject and its verb that change nothing a rule reads: "we actually moved to Alicante". */
const hedges =
  /\b(I|we)((?: (?:actually|really|also|eventually|basically|honestly|literally|definitely|finally|officially|somehow|probably|mostly|kind of|sort of))+)(?= \w)/gi

/** The clause as the attribute rules read it: hedging adverbs after "I" or "we" left out. */
function withoutHedges(clause: string): string {
  return clause.replace(hedges, '$1')
}

/** A clause that is only a noun phrase of the user's: "The user's boyfriend!", "The user's new car". */
const namesOnly = /^The user's (?:[\p{L}'-]+ ){0,2}[\p{L}'-]+[\s.!?…]*$/u

/**
 * Whether the keyed facts say most of what the clause says: "I live in Porto now" is all in "The user lives in Porto",
 * but "my trainer says i need more protein for climbing 💪 cheap stuff pls im a student" is not all in "The user is a
 * student", though its rule matched up to the clause's end.
 */
function saysMostOf(facts: readonly ExtractedFact[], clause: string): boolean {
  const said = new Set(facts.flatMap((fact) => contentWords(fact.text)))
  const terms = new Set(contentWords(clause))
  let covered = 0
  for (const term of terms) if (said.has(term)) covered += 1
  return covered * 2 >= terms.size
}

/** The facts of one clause that states one thing. */
function clauseFacts(clean: string, message: SourceMessage, options: Settings): ExtractedFact[] {
  const facts: ExtractedFact[] = []
  if (isAboutListener(clean)) return facts
  if (!isFirstPerson(clean)) {
    // "haha yes, at the truck plant here in Curitiba": no "I", but where the user's "here" is, the user lives.
    const here = hereIn(clean)
    return here ? [{ key: 'home.city', text: finish(`The user lives in ${here.value}`, options.maxFactLength) }] : facts
  }
  const date = resolveDate(clean, message.timestamp)
  const bare = withoutSpan(clean, date)
  // "If I opened a brewery here in Boise": a condition says nothing is so; it is kept as said, with no attribute.
  const attributes = unreal.test(clean) ? [] : findAttributes(withoutHedges(bare), clean)
  for (const attribute of attributes) {
    const fact: ExtractedFact = { key: attribute.key, text: finish(attribute.text, options.maxFactLength) }
    if (attribute.dated || date?.phrase.startsWith('since ')) {
      fact.eventTime = date?.eventTime ?? message.timestamp
      fact.dateText = date?.dateText ?? formatDate(message.timestamp)
    }
    facts.push(fact)
  }
  if (attributes.some((attribute) => attribute.coverage >= explainedCoverage) && saysMostOf(facts, bare)) return facts
  if (contentWordCount(bare) < options.minContentWords) return facts
  const stated = toThirdPerson(withoutSpan(clean, date, date?.phrase))
  // "My boyfriend!" names someone and says nothing of them: no fact.
  if (namesOnly.test(stated)) return facts
  const fact: ExtractedFact = { text: finish(stated, options.maxFactLength) }
  if (date) {
    fact.eventTime = date.eventTime
    fact.dateText = date.dateText
  }
  facts.push(fact)
  return facts
}

/**
 * The embedded extractor: no model, no network. Reads what the user says about themselves, sentence by sentence,
 * and states it in the third person with relative dates resolved against the message's timestamp (UTC).
 * Attribute rules give keys (`home.city`, `job.title`, `relation.sister.name`, `age`, `pet.dog.name`…) so that a
 * newer fact supersedes an older one; every other first-person statement becomes an unkeyed fact, so nothing said
 * is lost. Questions, small talk and assistant or system messages yield nothing.
 *
 * @example
 * ```ts
 * import { createRuleExtractor } from 'profile-context/server'
 *
 * const extractor = createRuleExtractor()
 * const facts = await extractor.extract(
 *   { id: 1, sceneId: 's', role: 'user', content: 'I moved to Porto last month.', timestamp: 1717372800 },
 *   { profileId: 'p', previous: [], signal: AbortSignal.timeout(1000) },
 * )
 * // [{ key: 'home.city', text: 'The user lives in Porto.', dateText: 'May 2024', eventTime: 1714521600 }]
 * ```
 */
export function createRuleExtractor(options: RuleExtractorOptions = {}): Extractor {
  const workers = options.workers ?? 0
  if (!Number.isInteger(workers) || workers < 0) {
    throw new TypeError(`workers must be a non-negative integer, got ${String(options.workers)}.`)
  }
  const inThread = readingInThread(options)
  if (workers === 0) return inThread
  const pool = new ExtractionPool({
    workers,
    extractorOptions: { ...settingsOf(options), workers: 0 },
    inThread: inThread.extract,
    ...(options.onWorkersUnavailable ? { onUnavailable: options.onWorkersUnavailable } : {}),
  })
  return {
    name: inThread.name,
    concurrency: pool.capacity,
    extract: (message, context) => (context.bulk ? pool.extract(message, context) : inThread.extract(message, context)),
    close: () => pool.close(),
  }
}

type Settings = Required<Omit<RuleExtractorOptions, 'workers' | 'onWorkersUnavailable'>>

function settingsOf(options: RuleExtractorOptions): Settings {
  return {
    minContentWords: options.minContentWords ?? 1,
    maxFactLength: options.maxFactLength ?? 400,
    useReplyContext: options.useReplyContext ?? true,
    places: options.places ?? true,
  }
}

/** The rules, read on this thread. */
function readingInThread(options: RuleExtractorOptions): Extractor {
  const settings = settingsOf(options)
  if (!Number.isInteger(settings.minContentWords) || settings.minContentWords < 0) {
    throw new TypeError(`minContentWords must be a non-negative integer, got ${String(options.minContentWords)}.`)
  }
  if (!Number.isInteger(settings.maxFactLength) || settings.maxFactLength < 40) {
    throw new TypeError(`maxFactLength must be an integer of at least 40, got ${String(options.maxFactLength)}.`)
  }
  const places = settings.places ? loadPlaces() : Promise.resolve(undefined)
  const extractor: Extractor = {
    name: 'rules',
    // "my son Tyler is 8" and "my son Max is 5" are two sons: each one's facts are kept under his own key, given once
    // to what a message reads (a correction reads the earlier message through `read` itself).
    extract: async (said, context) => (await read(said, context)).map(withPersonKey),
  }
  /** `asCorrected`: the message's correction is applied already; it is read for what else it says. */
  const read = async (
    said: SourceMessage,
    context: ExtractionContext,
    asCorrected = false,
  ): Promise<ExtractedFact[]> => {
    context.signal.throwIfAborted()
    if (said.role !== 'user') return []
    // "We live in Villeurbanne, no wait, Vaulx-en-Velin", "33. wait no 34": read as meant.
    // "my bf felipe is coming", "off to riyadh tuesday": a name typed in lower case, capitalised as the rules expect.
    const meant = withPlacesCapitalised(withNamesCapitalised(withSelfCorrections(said.content)), await places)
    let message = meant === said.content ? said : { ...said, content: meant }
    // "Sorry, I meant Porto, not Lisbon": the earlier message read again as meant, dated by this one so it wins.
    const corrected = asCorrected ? undefined : correctedMessage(message.content, context.previous)
    if (corrected) {
      const earlier = { ...corrected.message, id: message.id, timestamp: message.timestamp }
      // With what came before it: a reply ("14 december, in jaipur") is read with the question it answers.
      const before = context.previous.findIndex((said) => said.id === corrected.message.id)
      const reread = await read(earlier, {
        ...context,
        previous: before > 0 ? context.previous.slice(0, before) : [],
      })
      // The earlier message's facts without a key ("…expecting her first baby in October") give way to these.
      // A date moved (not one said wrong: "typo, not april 14") names the old one: the plan before the move is still
      // known.
      const moving =
        corrected.rescheduled && saysMoved.test(message.content)
          ? withOldDate(reread, context.previous[before], corrected)
          : reread
      const replacing = moving.map((fact) => ({
        ...fact,
        replaces: corrected.message.id,
      }))
      // An age said again says it of someone ("Sorry, he is 7 already"): its own facts too.
      if (corrected.restated) return [...replacing, ...(await read(message, context, true))]
      // A reschedule says more than the new date ("…pushed back to October, so we're stuck here"): its own facts too.
      if (!corrected.rescheduled) return replacing
      // "There is a craft fair on Saturday 20 April" + "sorry, is Sunday 21": no rule reads the fair, yet the old
      // message now gives way; the sentence with the new date is kept as said, so the date is not lost.
      const moved = movedDateFact(corrected.message.content, corrected.correction.right, message.timestamp)
      if (moved && !reread.some((fact) => fact.dateText === moved.dateText)) {
        replacing.push({ ...moved, text: finish(moved.text, settings.maxFactLength), replaces: corrected.message.id })
      }
      // Its own sentence with the new date ("wait nah its nov 16 not the 9th") is dated without the plan it moves, so
      // perhaps in another year than the plan read again (November 2023 against 2024): that one is kept.
      const day = /\d{1,2}/.exec(corrected.correction.right)?.[0]
      const dated = new Set(replacing.map((fact) => fact.dateText).filter((text) => text !== undefined))
      // With the messages before it, so that "she" in "Yes, she is an architect. Ah sorry, she arrives the 22" is
      // still the girlfriend the exchange was about.
      const own = (await read(message, context, true)).filter(
        (fact) =>
          !day ||
          !fact.dateText ||
          dated.has(fact.dateText) ||
          /\d{1,2}/.exec(fact.dateText)?.[0] !== String(Number(day)),
      )
      return [...replacing, ...own]
    }
    // "booked flights for the 5th" after "…flights for early July?": the 5th of July.
    const inMonth = withMonthFromContext(message.content, context.previous)
    if (inMonth !== message.content) message = { ...message, content: inMonth }
    const previous = context.previous.at(-1)
    const told = context.previous.at(-2)
    // The other side's message this one replies to, when replies are read in its light.
    const asked = settings.useReplyContext && previous?.role === 'assistant' ? previous.content : undefined
    if (asked !== undefined) {
      const replies = replyFacts(message.content, asked)
      if (replies.length > 0) return replies.map((fact) => ({ ...fact, text: finish(fact.text, 400) }))
    }
    // "Is your sister still in Ireland?" + "Yeah, she lives in Cork": the statement confirmed, and then, when the reply
    // says more than its "yes", what it says.
    const confirmed = asked === undefined ? undefined : confirmedStatement(message.content, asked)
    const fromConfirmed = confirmed ? sentenceFacts(confirmed, message, settings) : []
    if (fromConfirmed === 'role-play') return []
    const bareYes = contentWordCount(message.content) <= 1
    if (fromConfirmed.length > 0 && bareYes) return fromConfirmed
    if (asked !== undefined && fromConfirmed.length === 0) {
      const exchange = confirmedExchange(message.content, asked)
      if (exchange) return [{ text: finish(exchange, 400) }]
    }
    const facts: ExtractedFact[] = [...fromConfirmed]
    const seen = new Set<string>(facts.map((fact) => `${fact.key ?? ''}\u0000${fact.text}`))
    // "Where did you end up?" + "Tucson! got a little casita": "I moved to Tucson", then the reply's own words.
    const answered =
      asked === undefined
        ? undefined
        : (answeredStatement(message.content, asked, told?.role === 'user' ? told.content : undefined) ??
          relativeNamedInReply(message.content, asked))
    const fromAnswer = answered ? sentenceFacts(answered, message, settings) : []
    for (const fact of fromAnswer === 'role-play' ? [] : fromAnswer) {
      seen.add(`${fact.key ?? ''}\u0000${fact.text}`)
      facts.push(fact)
    }
    // A long message of short sentences is tens of milliseconds of rules: let other requests in between.
    const slice = new TimeSlice()
    let before = ''
    // The sentence a pronoun opening the next one may point back to: the one before, or the one before an aside.
    let antecedent = ''
    // "Théo? The one in Montreal?" / "Yes him. He is a firefighter there now": until the message says something of
    // its own, a pronoun may mean the relative of the exchange before it.
    const earlier = {
      asked: previous?.role === 'assistant' ? previous.content : '',
      told: (previous?.role === 'user' ? previous : told?.role === 'user' ? told : undefined)?.content,
    }
    let saidSoFar = 0
    // "my son Youssef" a few messages back: "Youssef is celiac" is said of him; and "Emeka says he will monitor me. He
    // is a pharmacist": the "he" after it is the husband named before too.
    const introducedIn = [...context.previous, message]
    const knownAs = new Map<string, string>()
    // Asked "what did he do", "Raised the rent by 60 euros" is his doing, not the user's.
    const pronoun = askedPronoun(earlier.asked)
    for (const part of joinDetails(splitSentences(message.content))) {
      await slice.yield(context.signal)
      const asked = pronoun && saidSoFar === 0 ? withAskedSubject(part, pronoun) : part
      const known = withKnownRelative(asked, introducedIn)
      if (known !== asked) knownAs.set(part, known)
      const newcomer = withNamedNewcomer(known, before)
      const sentence = withThingForIt(
        withRelativeForPronoun(newcomer, knownAs.get(antecedent) ?? antecedent, saidSoFar === 0 ? earlier : undefined),
        before,
      )
      saidSoFar += contentWordCount(part.replace(/\b(?:him|her|them|one|same|exactly|indeed)\b/gi, ''))
      // One aside of the user's own between a relative and "she" leaves the relative the one she means.
      antecedent = isOwnAside(part) && antecedent === before ? before : part
      before = part
      const found = sentenceFacts(sentence, message, settings)
      // Make-believe ("Pretend I'm a pirate and I live on a ship") colours the rest of the message too.
      if (found === 'role-play') break
      for (const fact of found) {
        const identity = `${fact.key ?? ''}\u0000${fact.text}`
        if (seen.has(identity)) continue
        seen.add(identity)
        facts.push(fact)
      }
    }
    // "Ron and I have finally done it. We've sold the house.": whom the message shows to be the user's partner, child
    // or pet, when no rule named them so.
    for (const relation of impliedRelations(message.content)) {
      const named = facts.some(
        (fact) => /^(?:relation|pet)\./.test(fact.key ?? '') && fact.text.includes(relation.name),
      )
      if (!named) facts.push({ key: relation.key, text: finish(relation.text, settings.maxFactLength) })
    }
    // "She's here!! Sofía, 7 lb 2 oz": the newborn a message announces, when no rule named them.
    for (const born of announcedBirth(message.content)) {
      if (!facts.some((fact) => fact.key === born.key)) facts.push(born)
    }
    // "Two weeks with no marking… Year 10 mock papers": the work (or study) a message shows, when no rule read one.
    for (const shown of impliedWork(message.content)) {
      const area = shown.key.slice(0, shown.key.indexOf('.'))
      const said = facts.some((fact) => fact.key?.startsWith(`${area}.`))
      if (!said) facts.push({ key: shown.key, text: finish(shown.text, settings.maxFactLength) })
    }
    // "I moved to Porto, I don't live in Lisbon anymore", "I quit my freelance work and started at Pixar": the new
    // value wins over the ending in the same message, whatever their dates; an ending still tells its story unkeyed.
    return facts.flatMap((fact) => {
      if (!ending.test(fact.text)) return [fact]
      const replaced = facts.some((other) => other !== fact && other.key === fact.key && !ending.test(other.text))
      if (!replaced) return [fact]
      if (fact.text.includes(' no longer ')) return []
      const { key: _key, ...unkeyed } = fact
      return [unkeyed]
    })
  }
  return extractor
}
