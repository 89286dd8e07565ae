import { describe, expect, it } from 'vitest'
import { parseTranscript } from '../../src/cli/read-transcript'
import { annotateDates } from '../../src/server/answer/annotate-dates'
import { answerKind, holdsKind, nameAnswer } from '../../src/server/answer/answer-kind'
import { answerOfRelative } from '../../src/server/answer/asked-of-relative'
import { cut } from '../../src/server/answer/compose-answer'
import { asksTwoThings } from '../../src/server/answer/cover-question'
import { isBroadQuestion, searchableQuestion } from '../../src/server/answer/evidence'
import { createLexicalAnswerer } from '../../src/server/answer/index'
import { knownNames } from '../../src/server/answer/known-names'
import { mergeDetails } from '../../src/server/answer/merge-details'
import { namedSubject } from '../../src/server/answer/named-subject'
import { placeNote } from '../../src/server/answer/place-knowledge'
import { summarizeProfile } from '../../src/server/answer/profile-summary'
import { topicTerms } from '../../src/server/answer/question-terms'
import { snippet } from '../../src/server/answer/render-evidence'
import { endingQuestion } from '../../src/server/extract/asked-question'
import { findAttributes } from '../../src/server/extract/attribute-rules'
import {
  readCorrection,
  readsAsCorrection,
  spelledOut,
  withSelfCorrections,
} from '../../src/server/extract/corrections'
import { withDetailsJoined } from '../../src/server/extract/fragments'
import { impliedRelations } from '../../src/server/extract/implied-relations'
import { withImpliedSubject, withSharedSubject } from '../../src/server/extract/implied-subject'
import { impliedWork } from '../../src/server/extract/implied-work'
import { withNamesCapitalised } from '../../src/server/extract/lower-case-names'
import { withPlacesCapitalised } from '../../src/server/extract/lower-case-places'
import { parseFacts } from '../../src/server/extract/model-extractor'
import { withMonthFromContext } from '../../src/server/extract/month-context'
import { withRelativeForPronoun } from '../../src/server/extract/pronoun-relative'
import { answeredStatement, confirmedStatement, replyFacts } from '../../src/server/extract/reply-rules'
import { readRequest, requestAsked } from '../../src/server/extract/requests'
import { resolveDate } from '../../src/server/extract/resolve-date'
import { createRuleExtractor } from '../../src/server/extract/rule-extractor'
import {
  cleanSentence,
  contentWordCount,
  isAboutListener,
  isFirstPerson,
  isQuestion,
  splitSentences,
  statementBesideAsk,
} from '../../src/server/extract/sentences'
import { toThirdPerson } from '../../src/server/extract/third-person'
import { messageSearchText, searchTextOf, topicOf } from '../../src/server/extract/topics'
import { readIdempotencyKey } from '../../src/server/http/idempotency'
import { assignProfileId } from '../../src/server/http/ids'
import { reasonOf } from '../../src/server/http/service-error'
import { validateMessages } from '../../src/server/http/validate-messages'
import { loadPlaces } from '../../src/server/places/gazetteer'
import { defaultLimits } from '../../src/server/resolve-options'
import { AddressedNames } from '../../src/server/retrieval/addressed-names'
import { createProfileIndex } from '../../src/server/retrieval/index'
import { termsOf, tokenize } from '../../src/server/retrieval/tokenize'
import { asksOnly } from '../../src/server/semantic/asks-only'
import { firstPerson } from '../../src/server/semantic/first-person'
import { embeddingText } from '../../src/server/semantic/reply-text'

/**
 * Every function on a request or extraction path that runs regular expressions over user text gets 1 MiB of the
 * inputs that make backtracking engines go quadratic: runs of whitespace without the character a pattern needs
 * next, runs of punctuation, one endless word, and the words patterns branch on, repeated. Each call must finish in
 * under a second of CPU time (CPU, not wall-clock, so that other processes on a loaded machine cannot fail the test).
 * Linear handling of a MiB takes 10–300 ms depending on the machine; a quadratic pattern makes about 10^12 steps on
 * it, many minutes anywhere, so the limit leaves slow CI machines room without letting one through.
 */
const size = 1024 * 1024
const limitMs = 1000

function fill(unit: string, prefix = 'I am', suffix = 'x'): string {
  return `${prefix}${unit.repeat(Math.ceil((size - prefix.length - suffix.length) / unit.length))}${suffix}`.slice(
    0,
    size,
  )
}

const adversarial: Record<string, string> = {
  spaces: fill(' '),
  'tabs and spaces': fill(' \t'),
  'newlines between spaces': fill('  \n  '),
  'spaces after a comma': fill(' ', 'I am,'),
  'spaces after a question mark': fill(' ', 'Do you?'),
  'spaces after a dash': fill(' ', 'Well -'),
  dots: fill('.'),
  'question marks': fill('?'),
  'exclamations and spaces': fill('! '),
  commas: fill(','),
  dashes: fill('-', 'a'),
  quotes: fill('"\''),
  'slashes and digits': fill('1/2/'),
  digits: fill('9', ''),
  'one long word': fill('a', 'I'),
  'one long capitalized word': fill('a', 'Hey A'),
  conjunctions: fill(' and', 'I am'),
  'conjunctions with commas': fill(', and so but because', 'I am'),
  'first person': fill(' I'),
  fillers: fill('ok, ', ''),
  laughter: fill('ha', 'ha'),
  'months and years': fill(' May 2023 last', 'I moved'),
  'relative dates': fill(' last week ago', 'I went'),
  vocatives: fill(', Evan', 'Thanks'),
  sentences: fill('I live in Lisbon. ', ''),
  'capitalized words after a place word': fill(' in Fort Wayne Lake Tahoe', 'I went'),
  questions: fill('Do you live in Lisbon? ', ''),
  contractions: fill(" I'm I've don't", ''),
  'my is': fill(' my name is', 'and'),
  'job offers': fill(' I got a job', ''),
  birthdays: fill(' my birthday is May', ''),
  favorites: fill(' my favorite food is pie', ''),
  relations: fill(' my sister is called', ''),
  'names taken back': fill(' Lisbon, no wait,', 'I live in'),
  'capitalized words': fill(' Ab Cd', ''),
  'names and dashes': fill(' Ab — —', ''),
  'names in lower case': fill(' my bf ron and our dog moose. moose is a 4yo golden retriever', ''),
  'dates taken back': fill(' not april 14. april 28', 'sorry typo,'),
  'dates taken back in a breath': fill(' on the 3rd, sorry I mean the', 'I fly'),
  'relations shown': fill(' Ron and I sold the house 💍 Kafka knocked my cup 😾', ''),
}

function cpuOnce(work: () => unknown): number {
  const before = process.cpuUsage()
  work()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

/**
 * CPU milliseconds of `work`; over the limit, the best of three runs, since the process's CPU time also counts the
 * garbage collector's helper threads, which other test files running at once keep busy.
 */
function cpuMilliseconds(work: () => unknown, limit = limitMs): number {
  const first = cpuOnce(work)
  return first < limit ? first : Math.min(first, cpuOnce(work), cpuOnce(work))
}

const now = 1_700_000_000
const extractor = createRuleExtractor()
const answerer = createLexicalAnswerer()
const fact = (text: string, id: number) => ({
  id,
  profileId: 'p',
  sceneId: 's',
  messageId: id,
  key: 'home.city',
  text,
  timestamp: now,
})
/** A profile that has spoken of Kenji, so that a question about him is checked. */
const kenji = createProfileIndex()
kenji.addFact(fact("Kenji is the user's boyfriend.", 1))
const message = (content: string) => ({ id: 1, sceneId: 's', role: 'user' as const, content, timestamp: now })

/** The most CPU time `work` spends without letting the event loop turn. */
async function longestStretchMilliseconds(work: () => Promise<unknown>): Promise<number> {
  let longest = 0
  let done = false
  let last = process.cpuUsage()
  const probe = () => {
    const used = process.cpuUsage(last)
    longest = Math.max(longest, (used.user + used.system) / 1000)
    last = process.cpuUsage()
    if (!done) setImmediate(probe)
  }
  setImmediate(probe)
  await work()
  done = true
  return longest
}

async function extractCpuMilliseconds(text: string): Promise<number> {
  const before = process.cpuUsage()
  await extractor.extract(message(text), { profileId: 'p', previous: [], signal: new AbortController().signal })
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

/** The functions, each given one input; async ones are awaited outside the clock by running their sync core. */
const places = await loadPlaces()
if (!places) throw new Error('city-timezones, a dev dependency, did not load')

const functions: Record<string, (text: string) => unknown> = {
  placeNote: (text) => placeNote('Which state is the user travelling to?', text, places),
  withPlacesCapitalised: (text) => withPlacesCapitalised(text, places),
  splitSentences,
  cleanSentence,
  isQuestion,
  isFirstPerson,
  contentWordCount,
  isAboutListener,
  readRequest,
  requestAsked: (text) => requestAsked(`Could you draft an email to my landlord ${text}`),
  withMonthFromContext: (text) =>
    withMonthFromContext(text, [
      { id: 1, sceneId: 's', role: 'assistant', content: 'Flights for early July?', timestamp: 0 },
    ]),
  toThirdPerson,
  findAttributes: (text) => findAttributes(text),
  withImpliedSubject,
  withSharedSubject,
  readCorrection,
  'readCorrection (first 120 characters)': (text) => readCorrection(`Sorry, I meant ${text.slice(0, 100)}`),
  withSelfCorrections,
  'spelledOut (six letters)': (text) => spelledOut(text, 'aoioia'),
  readsAsCorrection,
  statementBesideAsk,
  'statementBesideAsk (a question at the end)': (text) => statementBesideAsk(`${text.slice(0, 5000)}, what to do?`),
  'withSharedSubject (first 400 characters)': (text) => withSharedSubject(`I ${text.slice(0, 398)}`),
  replyFacts: (text) => replyFacts(text, 'Where do you live?'),
  'replyFacts (adversarial question)': (text) => replyFacts('Lisbon.', text),
  'confirmedStatement (adversarial question)': (text) => confirmedStatement('Yes', text),
  resolveDate: (text) => resolveDate(text, now),
  parseFacts: (text) => {
    try {
      return parseFacts(text)
    } catch {
      return undefined
    }
  },
  annotateDates: (text) => annotateDates(text, now),
  answerKind,
  nameAnswer: (text) => nameAnswer(`What is the name of ${text.slice(0, 2000)}`)?.(text),
  holdsKind: (text) => (['place', 'person', 'number', 'time'] as const).map((kind) => holdsKind(text, kind)),
  topicTerms,
  asksTwoThings,
  searchableQuestion,
  'searchableQuestion (set aside)': (text) => searchableQuestion(`What else besides ${text}`),
  snippet: (text) => snippet(text, text.slice(0, 2000), 250),
  'snippet (how many)': (text) => snippet(text, `How many ${text.slice(0, 2000)}`, 250),
  messageSearchText: (text) => messageSearchText({ role: 'user', content: text }),
  cut: (text) => cut(text, 400),
  mergeDetails: (text) => mergeDetails([fact(text, 1), fact(text, 2)]),
  summarizeProfile: (text) => summarizeProfile([fact(text, 1), fact(text, 2)], 2000),
  topicOf: (text) => topicOf(fact(text, 1)),
  searchTextOf: (text) => searchTextOf(fact(text, 1)),
  asksOnly,
  firstPerson,
  endingQuestion,
  withRelativeForPronoun: (text) => withRelativeForPronoun(text, text, { asked: text, told: text }),
  withDetailsJoined: (text) => withDetailsJoined([text, text]),
  answerOfRelative: (text) => answerOfRelative(`What is the name of the user's sister? ${text}`)?.says(text),
  answerOfPet: (text) => answerOfRelative(`What is the name of the user's cat? ${text}`)?.says(text),
  withNamesCapitalised,
  impliedRelations,
  impliedWork,
  answerOfRole: (text) => answerOfRelative(`Who is the user's therapist? ${text}`)?.says(text),
  answerOfNamedWork: (text) =>
    answerOfRelative('What does Kenji do for a living? job occupation', (sentence) => sentence.includes('I'))?.says(
      text,
    ),
  answerOfRoleAtPlace: (text) => answerOfRelative(`What is the name of the cook at the user's ${text}`)?.says(text),
  namedSubject: (text) => namedSubject(text, kenji),
  mentionsNamedSubject: (text) => namedSubject(`What does Kenji do? ${text}`, kenji)?.mentions(text),
  knownNames: (text) => knownNames(`Where does the user's sister live? ${text}`, createProfileIndex()),
  answeredStatement: (text) => answeredStatement(text, text, text),
  embeddingText: (text) => embeddingText(text, text),
  isBroadQuestion,
  tokenize,
  termsOf,
  addressedNames: (text) => new AddressedNames().observe(text),
  parseTranscript,
  assignProfileId: (text) => assignProfileId(text, async () => false),
  reasonOf: (text) => reasonOf(new Error(text)),
  readIdempotencyKey: (text) => {
    try {
      return readIdempotencyKey(text)
    } catch {
      return undefined
    }
  },
  validateMessages: (text) =>
    validateMessages([{ role: 'user', content: text, timestamp: now }], {
      ...defaultLimits,
      maxContentChars: size * 2,
    }),
}

describe('linear-time text handling: 1 MiB of adversarial input', () => {
  for (const [name, run] of Object.entries(functions)) {
    it(`${name} finishes each input in under ${limitMs} ms`, () => {
      const slow: string[] = []
      for (const [kind, text] of Object.entries(adversarial)) {
        const took = cpuMilliseconds(() => run(text))
        if (took >= limitMs) slow.push(`${kind}: ${took.toFixed(0)} ms`)
      }
      expect(slow).toEqual([])
    })
  }

  it('the rule extractor never holds the event loop for 20 ms on a message at the content limit', async () => {
    // It yields between sentences; a probe that re-queues itself with setImmediate sees each synchronous stretch
    // as the CPU time spent between two of its turns.
    const slow: string[] = []
    for (const [kind, text] of Object.entries(adversarial)) {
      const measure = () =>
        longestStretchMilliseconds(() =>
          extractor.extract(message(text.slice(0, defaultLimits.maxContentChars)), {
            profileId: 'p',
            previous: [],
            signal: new AbortController().signal,
          }),
        )
      let longest = await measure()
      if (longest >= 20) longest = Math.min(longest, await measure(), await measure())
      if (longest >= 20) slow.push(`${kind}: ${longest.toFixed(1)} ms`)
    }
    expect(slow).toEqual([])
  })

  it('the whole rule extractor finishes 1 MiB of each input in under 3 s of CPU, or grows linearly', async () => {
    // Every step of a message's reading at once (the functions above one by one, and what joins them). Linear reading
    // takes 0.1–0.3 s on an idle machine; a quadratic step takes minutes. An absolute limit first: under a full
    // parallel test run, a few-millisecond measurement on a smaller input is mostly noise. On a slow or busy machine,
    // where linear reading of the longest inputs nears 3 s, an input over the limit is judged by its growth instead:
    // a quarter of it (256 KiB, seconds of CPU rather than milliseconds) against the whole, linear at about 4×,
    // quadratic at 16×.
    const slow: string[] = []
    for (const [kind, text] of Object.entries(adversarial)) {
      let took = await extractCpuMilliseconds(text)
      if (took >= 3000) took = Math.min(took, await extractCpuMilliseconds(text))
      if (took < 3000) continue
      const quarter = text.slice(0, text.length / 4)
      const part = Math.min(await extractCpuMilliseconds(quarter), await extractCpuMilliseconds(quarter))
      if (took > 8 * part) slow.push(`${kind}: ${took.toFixed(0)} ms, a quarter of it ${part.toFixed(0)} ms`)
    }
    expect(slow).toEqual([])
    // Its limits are CPU time per input: ~20 inputs of 1 MiB take 20–25 s of wall time alone on a busy 2-core machine,
    // more among the other test files.
  }, 120_000)

  it('the lexical answerer finishes each adversarial question in under 100 ms over adversarial facts', async () => {
    const index = createProfileIndex()
    for (const [position, text] of Object.values(adversarial).entries()) {
      index.addMessage({ ...message(text.slice(0, 32_768)), id: position + 1 })
    }
    const slow: string[] = []
    for (const [kind, text] of Object.entries(adversarial)) {
      const before = process.cpuUsage()
      await answerer.answer(text.slice(0, defaultLimits.maxQueryChars), {
        profileId: 'p',
        retriever: index,
        signal: new AbortController().signal,
      })
      const used = process.cpuUsage(before)
      const took = (used.user + used.system) / 1000
      if (took >= 100) slow.push(`${kind}: ${took.toFixed(0)} ms`)
    }
    expect(slow).toEqual([])
  })
})
