import { appendFileSync, writeFileSync } from 'node:fs'
import type { ProfileContextClient } from '../../src/client/index'
import type { Message } from '../../src/client/types'
import { fixed, integer, milliseconds, percent, seconds } from '../lib/format'
import type { SuiteReport } from '../lib/report'
import { benchClient, startServiceProcess } from '../lib/service'
import { now, summarize } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { RawTurnSearch } from './baseline'
import { type Conversation, datasetPath, loadLocomo, routeQuestion, type Turn } from './dataset'
import { contains, locomoF1 } from './score'

const categoryNames: Record<number, string> = { 1: 'multi-hop', 2: 'temporal', 3: 'open-domain', 4: 'single-hop' }

/** The service's default answer cap (`maxAnswerChars`), which the baseline gets too. */
const answerCap = 400
/** What the service must beat the baseline's containment by, in every category, in percentage points. */
const targetMargin = 0.05

interface Tally {
  questions: number
  serviceContained: number
  baselineContained: number
  serviceF1: number
  baselineF1: number
  serviceChars: number
  baselineChars: number
  /** Questions whose gold answer appears word for word in some turn of the conversation. */
  verbatim: number
}

/** One profile per speaker: that speaker's turns as `user`, the other's as `assistant`, one scene per session. */
async function ingestSpeaker(client: ProfileContextClient, conversation: Conversation, speaker: string) {
  const { id } = await client.createProfile({ requestedId: `${conversation.id}-${speaker}`.toLowerCase() })
  for (const session of conversation.sessions) {
    const scene = await client.createScene(id)
    const messages: Message[] = session.map((turn) => ({
      role: turn.speaker === speaker ? 'user' : 'assistant',
      content: turn.text,
      timestamp: turn.timestamp,
    }))
    await client.addText(id, scene.id, messages)
  }
  return id
}

function emptyTally(): Tally {
  return {
    verbatim: 0,
    questions: 0,
    serviceContained: 0,
    baselineContained: 0,
    serviceF1: 0,
    baselineF1: 0,
    serviceChars: 0,
    baselineChars: 0,
  }
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const all = loadLocomo()
  if (!all) {
    options.log(`locomo: ${datasetPath} not found; suite skipped`)
    return {
      title: 'Memory quality on LoCoMo',
      method: `Skipped: the LoCoMo file was not found at \`${datasetPath}\` (it is read from there at run time and never copied into the repository).`,
      tables: [],
    }
  }
  const conversations = options.quick ? all.slice(0, 2) : all
  const service = await startServiceProcess()
  try {
    const client = benchClient(service.baseURL, { timeout: 600_000 })
    const ingestStart = now()
    const profiles = new Map<string, string>()
    let messageCount = 0
    for (const conversation of conversations) {
      for (const speaker of conversation.speakers) {
        profiles.set(`${conversation.id}/${speaker}`, await ingestSpeaker(client, conversation, speaker))
        messageCount += conversation.sessions.reduce((sum, session) => sum + session.length, 0)
      }
    }
    const ingestMs = now() - ingestStart
    options.log(`locomo: ${integer(messageCount)} messages in ${profiles.size} profiles stored; updating`)
    const updateStart = now()
    for (const profileId of profiles.values()) await client.runUpdate(profileId)
    for (const profileId of profiles.values())
      await client.waitForIdle(profileId, { pollInterval: 50, timeout: 1_800_000 })
    const updateMs = now() - updateStart

    // LOCOMO_DUMP=<file>: every question with both answers as JSON lines, to see where each one misses.
    const dump = process.env.LOCOMO_DUMP
    if (dump) writeFileSync(dump, '')
    const tallies = new Map<number, Tally>([1, 2, 3, 4].map((category) => [category, emptyTally()]))
    // Conversations 1–5 are where the answerer was tuned; 6–10 are held out.
    const halves = new Map<string, Tally>()
    const half = (position: number) => (position < 5 ? 'tuning' : 'held-out')
    const latencies: number[] = []
    const routed = [0, 0]
    const total = conversations.reduce((sum, conversation) => sum + conversation.questions.length, 0)
    options.log(`locomo: asking ${integer(total)} questions`)
    for (const [position, conversation] of conversations.entries()) {
      const turns: Turn[] = conversation.sessions.flat()
      const baselines = conversation.speakers.map((speaker) => ({ speaker, search: new RawTurnSearch(turns) }))
      for (const item of conversation.questions) {
        const target = routeQuestion(item.question, conversation.speakers)
        routed[target] = (routed[target] ?? 0) + 1
        const speaker = conversation.speakers[target]
        const profileId = profiles.get(`${conversation.id}/${speaker}`)
        if (profileId === undefined) throw new Error(`no profile for ${conversation.id}/${speaker}`)
        const began = now()
        const { result } = await client.queryFacts(profileId, item.question)
        latencies.push(now() - began)
        const baseline = baselines[target]?.search.answer(item.question, answerCap) ?? ''
        if (dump) {
          const record = { category: item.category, question: item.question, gold: item.answer, result, baseline }
          appendFileSync(
            dump,
            `${JSON.stringify({ ...record, service: contains(result, item.answer), base: contains(baseline, item.answer) })}\n`,
          )
        }
        const key = `${half(position)} ${item.category}`
        if (!halves.has(key)) halves.set(key, emptyTally())
        for (const tally of [tallies.get(item.category) ?? emptyTally(), halves.get(key) ?? emptyTally()]) {
          tally.questions += 1
          tally.verbatim += turns.some((turn) => contains(turn.text, item.answer)) ? 1 : 0
          tally.serviceContained += contains(result, item.answer) ? 1 : 0
          tally.baselineContained += contains(baseline, item.answer) ? 1 : 0
          tally.serviceF1 += locomoF1(result, item.answer, item.category)
          tally.baselineF1 += locomoF1(baseline, item.answer, item.category)
          tally.serviceChars += result.length
          tally.baselineChars += baseline.length
        }
      }
    }
    const overall = emptyTally()
    for (const tally of tallies.values()) {
      for (const key of Object.keys(overall) as Array<keyof Tally>) overall[key] += tally[key]
    }
    const row = (name: string, tally: Tally) => {
      const service = tally.serviceContained / tally.questions
      const baseline = tally.baselineContained / tally.questions
      return [
        name,
        integer(tally.questions),
        percent(service),
        percent(baseline),
        service >= baseline + targetMargin - 1e-9 ? 'yes' : 'no',
        fixed((tally.serviceF1 / tally.questions) * 100, 2),
        fixed((tally.baselineF1 / tally.questions) * 100, 2),
        integer(tally.serviceChars / tally.questions),
        integer(tally.baselineChars / tally.questions),
        percent(tally.verbatim / tally.questions),
      ]
    }
    const rows = [1, 2, 3, 4].map((category) =>
      row(`${category} ${categoryNames[category]}`, tallies.get(category) ?? emptyTally()),
    )
    rows.push(row('all (1–4)', overall))
    const splitRows = ['tuning', 'held-out'].flatMap((name) =>
      [1, 2, 3, 4].flatMap((category) => {
        const tally = halves.get(`${name} ${category}`)
        return tally ? [row(`${name}: ${category} ${categoryNames[category]}`, tally)] : []
      }),
    )
    const query = summarize(latencies)
    return {
      title: 'Memory quality on LoCoMo',
      method:
        `LoCoMo (${conversations.length} conversations, read from \`../shared/data/locomo10.json\` at run time; CC BY-NC 4.0, not in this repository). ` +
        `Each conversation is ingested through \`ProfileContextClient\` into the reference service with its embedded defaults (rule extractor, lexical answerer, semantic recall on when its model packages are installed, as in this repository): one profile per speaker (${profiles.size} profiles), that speaker's turns as \`user\` and the other's as \`assistant\`, one scene per session, timestamps from the session dates (+30 s per turn; shared photos kept as their BLIP caption), then one manual update per profile, waited for. ` +
        `Every question of categories 1–4 (category 5, adversarial, excluded) goes to \`facts/query\` of the profile of the person it asks about. Routing rule: the speaker whose first name appears first in the question; speaker A when neither name appears (${integer(routed[0] ?? 0)} questions went to speaker A's profile, ${integer(routed[1] ?? 0)} to speaker B's).`,
      tables: [
        {
          title: `Per category, answers capped at ${answerCap} characters: embedded default vs BM25 over raw turns`,
          columns: [
            'Category',
            'questions',
            'containment, service',
            'containment, baseline',
            'service ≥ baseline + 5 points',
            'F1, service',
            'F1, baseline',
            'avg chars, service',
            'avg chars, baseline',
            'gold word for word in a turn',
          ],
          rows,
          notes: [
            'Containment: the gold answer, normalized (lower case, punctuation and a/an/the removed, whitespace collapsed), appears on word boundaries inside the normalized result.',
            "F1: the official LoCoMo token F1 with Porter stemming (multi-answer F1 for category 1, first `;` part of the gold for category 3). It is designed for short generated answers; over retrieved text it is dominated by the text's length, so it is low for both and only comparable between the two columns.",
            'Gold word for word in a turn: how many gold answers appear, by the same containment rule, in some turn of the conversation (either speaker, captions included) — about the most an answer that quotes the conversation can reach (temporal answers go past it: the service writes out relative dates, "yesterday" as "7 May 2023"). Multi-hop golds are mostly lists gathered from several turns ("pottery, camping, painting, swimming") and open-domain golds are inferences ("Likely no; she wants to be a counselor"), so few appear as written; many that do are words like "yes" or "two" found in unrelated turns. A model-backed answerer (which writes the answer) is what these categories measure; the lexical answerer quotes.',
            `Cap: the service runs with its default \`maxAnswerChars\` of ${answerCap}; the baseline gets the same ${answerCap} characters. Target (issue 12): service containment ≥ baseline + 5 points in every category.`,
            'Baseline: BM25 (minisearch, the service\'s own tokenizer, stop words and stemming) over all raw turns of the conversation (both speakers, as the profile holds them), best turns concatenated as `[date] Speaker: "text"` until the cap, the last one cut to fill it exactly, measured in the same run.',
            `Service: ${integer(messageCount)} messages stored in ${seconds(ingestMs)}, updated (extracted) in ${seconds(updateMs)}; \`facts/query\` p50 ${milliseconds(query.p50)}, p95 ${milliseconds(query.p95)}.`,
          ],
        },
        {
          title: 'The same by half: conversations 1–5 (tuning) and 6–10 (held out)',
          columns: [
            'Half: category',
            'questions',
            'containment, service',
            'containment, baseline',
            'service ≥ baseline + 5 points',
            'F1, service',
            'F1, baseline',
            'avg chars, service',
            'avg chars, baseline',
            'gold word for word in a turn',
          ],
          rows: splitRows,
          notes: [
            "The answerer's thresholds were fitted on the paraphrase suite's tuning half, not on LoCoMo, and no rule names anything of LoCoMo; but while developing, misses were read in all ten conversations, so the second half is only partly unseen. Conversations 1–5 were the ones the answerer was judged on; 6–10 are reported apart so that a rule that helps only where it was looked at shows.",
            'To work on answers without waiting for ingestion each time: `npx tsx bench/locomo/dev.ts ingest <dir>` once (SQLite file, vectors kept), then `npx tsx bench/locomo/dev.ts ask <dir> [--dump <file>]` after each change of query-side code gives the same numbers by half (re-ingest after changes to extraction); `bench/paraphrase/dev.ts` does the same for the paraphrase suite, printing every miss.',
          ],
        },
      ],
    }
  } finally {
    await service.close()
  }
}

export const locomoSuite: Suite = { name: 'locomo', run }
