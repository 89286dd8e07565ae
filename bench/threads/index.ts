import type { Message } from '../../src/client/types'
import { nothingKnown } from '../../src/server/answer/index'
import { createServer } from '../../src/server/index'
import { integer, percent } from '../lib/format'
import { inProcessClient, loadModel } from '../lib/in-process'
import type { SuiteReport, Table } from '../lib/report'
import { summarize } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { fillerExchanges } from '../paraphrase/filler'
import { answerCap, queryTimeoutMs } from '../paraphrase/index'
import { seededRandom } from '../scale/synthetic'
import { type ThreadPersona, threadPersonas } from './personas'
import { adminPersonas } from './personas-admin'
import { asidesPersonas } from './personas-asides'
import { carePersonas } from './personas-care'
import { careerPersonas } from './personas-career'
import { changePersonas } from './personas-changes'
import { companionPersonas } from './personas-companion'
import { elderPersonas } from './personas-elders'
import { everydayPersonas } from './personas-everyday'
import { fragmentsPersonas } from './personas-fragments'
import { healthPersonas } from './personas-health'
import { hedgePersonas } from './personas-hedges'
import { hobbyPersonas } from './personas-hobbies'
import { householdPersonas } from './personas-households'
import { inferencePersonas } from './personas-inference'
import { journalPersonas } from './personas-journal'
import { linkPersonas } from './personas-link'
import { livesPersonas } from './personas-lives'
import { mixedPersonas } from './personas-mixed'
import { monthsPersonas } from './personas-months'
import { peoplePersonas } from './personas-people'
import { planPersonas } from './personas-plans'
import { questionsPersonas } from './personas-questions'
import { requestPersonas } from './personas-requests'
import { travelPersonas } from './personas-travel'
import { voiceNotePersonas } from './personas-voice-notes'
import { voicesPersonas } from './personas-voices'
import { weekPersonas } from './personas-weeks'
import { youngPersonas } from './personas-young'

const start = Date.UTC(2024, 3, 2, 9) / 1000
/** Exchanges of ordinary chat (a user message and the assistant's reply) around the threads. */
const exchangeCount = 30

/** One scene: 30 exchanges of filler with the person's threads placed among them, each thread kept whole. */
export function threadConversation(persona: ThreadPersona, seed: number): Message[] {
  const random = seededRandom(seed)
  const blocks: Array<Array<{ role: 'user' | 'assistant'; content: string }>> = fillerExchanges(
    random,
    exchangeCount,
  ).map(({ user, assistant }) => [
    { role: 'user', content: user },
    { role: 'assistant', content: assistant },
  ])
  const places = persona.threads.map(() => Math.floor(random() * (blocks.length + 1))).sort((a, b) => a - b)
  for (const [index, thread] of persona.threads.entries()) blocks.splice((places[index] as number) + index, 0, thread)
  const messages: Message[] = []
  for (const block of blocks) {
    for (const turn of block) messages.push({ ...turn, timestamp: start + messages.length * 60 })
  }
  return messages
}

interface Outcome {
  found: number
  questions: number
  nothingKnown: number
  unknown: number
  lengths: number[]
  misses: string[]
}

export async function measureThreads(people: readonly ThreadPersona[] = threadPersonas): Promise<Outcome> {
  const server = await createServer({ semanticRecall: { queryTimeoutMs }, apiKeys: ['bench-key'] })
  const client = inProcessClient(server, 'bench-key')
  const outcome: Outcome = { found: 0, questions: 0, nothingKnown: 0, unknown: 0, lengths: [], misses: [] }
  try {
    await loadModel(server, client, { requestedId: 'warm-up', timestamp: start })
    for (const [index, persona] of people.entries()) {
      const { id } = await client.createProfile({ requestedId: persona.name.toLowerCase() })
      const scene = await client.createScene(id)
      await client.addText(id, scene.id, threadConversation(persona, index + 1), {
        updateNow: true,
        waitForResult: true,
      })
      for (const { question, expect } of persona.questions) {
        const { result } = await client.queryFacts(id, question)
        outcome.questions += 1
        outcome.lengths.push(result.length)
        const capped = result.slice(0, answerCap).toLowerCase()
        if (expect.some((word) => capped.includes(word.toLowerCase()))) outcome.found += 1
        else outcome.misses.push(`${persona.name}: ${question}`)
      }
      for (const question of persona.unknown) {
        const { result } = await client.queryFacts(id, question)
        outcome.unknown += 1
        if (result === nothingKnown) outcome.nothingKnown += 1
        else outcome.misses.push(`${persona.name} (never said): ${question}`)
      }
    }
  } finally {
    await server.close()
  }
  return outcome
}

/** The sets, each written by someone who had not read the rules, and what each was before any change made for it. */
const sets: Array<{ name: string; people: readonly ThreadPersona[]; untuned: string }> = [
  { name: '1: friends and an assistant', people: threadPersonas, untuned: '36/60, never said 4/12 (67b10e3)' },
  { name: '2: requests to an assistant', people: requestPersonas, untuned: '48/72, never said 8/24 (366d6f0)' },
  { name: '3: a journal of the week', people: journalPersonas, untuned: '40/72, never said 6/24 (366d6f0)' },
  { name: '4: a health and fitness coach', people: healthPersonas, untuned: '37/72, never said 1/24 (f77e2ff)' },
  { name: '5: everyday help, drafts pasted', people: everydayPersonas, untuned: '38/72, never said 4/24 (f77e2ff)' },
  {
    name: '6: a companion app',
    people: companionPersonas,
    untuned: '45/72, never said 4/24 (f77e2ff); 45/72, 13/24 after sets 4–5 (134ace6)',
  },
  {
    name: '7: job hunting, study, a small business',
    people: careerPersonas,
    untuned: '47/72, never said 4/24 (f77e2ff); 49/72, 7/24 after sets 4–6 (0c08c95)',
  },
  { name: '8: hobbies, side projects, home life', people: hobbyPersonas, untuned: '36/72, never said 5/24 (edc16f5)' },
  {
    name: '9: life admin and relationships',
    people: adminPersonas,
    untuned: '29/72, never said 8/24 (edc16f5); 29/72, 8/24 after set 8 (58f5e12)',
  },
  { name: '10: carers, parents, shifts and plans', people: carePersonas, untuned: '41/72, never said 10/24 (26eaefa)' },
  {
    name: '11: lives far and near, in many Englishes',
    people: livesPersonas,
    untuned: '43/72, never said 15/24 (63c3d62)',
  },
  {
    name: '12: lives that change while they talk',
    people: changePersonas,
    untuned: '54/72, never said 11/24 (4d84269)',
  },
  { name: '13: more than one of everything', people: householdPersonas, untuned: '42/72, never said 13/24 (9412376)' },
  {
    name: '14: plans that change, things said in passing',
    people: planPersonas,
    untuned: '52/72, never said 6/24 (9412376)',
  },
  { name: '15: people on the move', people: travelPersonas, untuned: '42/72, never said 11/24 (afa5029)' },
  { name: '16: students and young workers', people: youngPersonas, untuned: '47/72, never said 12/24 (e7d6fbe)' },
  {
    name: '17: older people, facts in long messages',
    people: elderPersonas,
    untuned: '29/72, never said 16/24 (a535ee3)',
  },
  {
    name: '18: things said sideways (negations, jokes, wishes, requests)',
    people: hedgePersonas,
    untuned: '39/72, never said 7/24 (a535ee3)',
  },
  {
    name: '19: many Englishes, replies, corrections, chat words',
    people: mixedPersonas,
    untuned: '32/72, never said 17/24 (700c66b)',
  },
  {
    name: '20: a few weeks of a life, plans that change',
    people: weekPersonas,
    untuned: '50/72, never said 14/24 (b31e416)',
  },
  {
    name: '21: the people around the user',
    people: peoplePersonas,
    untuned: '46/72, never said 4/24 (39a33a1)',
  },
  {
    name: '22: a small step from what was said',
    people: inferencePersonas,
    untuned: '37/72, never said 17/24 (4b148b8)',
  },
  {
    name: '23: two messages, one answer',
    people: linkPersonas,
    untuned: '29/72, never said 15/24 (950d0f7)',
  },
  {
    name: '24: many Englishes, corrections, secrets pasted',
    people: voicesPersonas,
    untuned: '58/96, never said 14/24 (02902f2)',
  },
  {
    name: '25: weeks told by voice, in run-ons',
    people: voiceNotePersonas,
    untuned: '48/96, never said 12/24 (bef1671)',
  },
  {
    name: '26: months of change, corrected as they go',
    people: monthsPersonas,
    untuned: '44/96, never said 17/24 (76b291f)',
  },
  {
    name: '27: facts in passing, inside work and errands',
    people: asidesPersonas,
    untuned: '62/96, never said 14/24 (8b18b8b)',
  },
  {
    name: '28: answers in fragments, months of change',
    people: fragmentsPersonas,
    untuned: '46/96, never said 12/24 (520e982)',
  },
  {
    name: '29: ordinary chat, questions in every form',
    people: questionsPersonas,
    untuned: '57/96, never said 15/24 (ccdcb84)',
  },
]

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const rows: string[][] = []
  const misses: string[] = []
  for (const set of sets) {
    options.log(`threads: set ${set.name}`)
    const outcome = await measureThreads(set.people)
    options.log(`threads: ${outcome.found}/${outcome.questions} within ${answerCap} characters`)
    rows.push([
      set.name,
      String(set.people.length),
      String(outcome.questions),
      `${percent(outcome.found / outcome.questions)} (${outcome.found}/${outcome.questions})`,
      integer(summarize(outcome.lengths).mean),
      `${percent(outcome.nothingKnown / outcome.unknown)} (${outcome.nothingKnown}/${outcome.unknown})`,
      set.untuned,
    ])
    misses.push(`set ${set.name.split(':')[0]}: ${outcome.misses.join('; ') || 'none'}`)
  }
  const table: Table = {
    title: `Facts told over several messages, the service default, ${exchangeCount * 2} filler messages per person`,
    columns: [
      'set',
      'people',
      'questions',
      `found in the first ${answerCap} chars`,
      'mean answer chars',
      'never said: "nothing is known"',
      'before any change made for it',
    ],
    rows,
    notes: [
      'Each set was measured once before any change made for it (last column); the classes of its misses were then fixed, so each now measures regressions. Set 1\'s misses were the other side\'s own news ("I just got my tattoo done" / "show me!!") answering questions about the user and short replies read without their question; set 2\'s, facts gathered across messages (a sister named in one message and her city in another), jobs about to begin, requests with a statement after a comma; set 3\'s, whom the user lives with, what relaxes them and details said as fragments. Private sets of the same kind, kept out of this repository, are reported in the issue notes.',
      `Missed: ${misses.join(' — ')}.`,
    ],
  }
  return {
    title: 'Facts told over several messages',
    method:
      "Each person's threads (1–5 consecutive messages: a statement, the other side's follow-up question, the user's short answer; or a friend's own news and the user's reaction) are placed whole among 30 exchanges of ordinary chat in one scene, sent in one add-text request with `update_now` and `wait_for_result`; then 5–6 questions about the user in other words, and 1–2 about something never said (for a friend, often something the friend said of themselves). The reference service runs in-process with its defaults (rule extractor, lexical answerer, semantic recall on).",
    tables: [table],
  }
}

export const threadsSuite: Suite = { name: 'threads', run }
