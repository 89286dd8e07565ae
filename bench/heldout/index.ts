import { integer, percent } from '../lib/format'
import type { SuiteReport, Table } from '../lib/report'
import { summarize } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { answerCap, fillerMessages, measure, queryTimeoutMs, type VariantOutcome } from '../paraphrase/index'
import type { Persona } from '../paraphrase/personas'
import { heldOutPersonas } from './personas'
import { secondHeldOutPersonas } from './second-set'
import { thirdHeldOutPersonas } from './third-set'

const sets: Array<{ name: string; personas: Persona[] }> = [
  { name: 'held-out set 1 (rules then fixed against it)', personas: heldOutPersonas },
  {
    name: 'held-out set 2 (written after the fixes; classes of its misses later fixed)',
    personas: secondHeldOutPersonas,
  },
  { name: 'held-out set 3 (classes of its misses then fixed)', personas: thirdHeldOutPersonas },
]

function row(name: string, people: readonly Persona[], outcome: VariantOutcome): string[] {
  return [
    name,
    String(people.length),
    `${percent(outcome.foundCapped / outcome.questions)} (${outcome.foundCapped}/${outcome.questions})`,
    integer(summarize(outcome.lengths).mean),
    `${percent(outcome.nothingKnown / outcome.unknown)} (${outcome.nothingKnown}/${outcome.unknown})`,
  ]
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const rows: string[][] = []
  const misses: string[] = []
  const only = process.env.HELDOUT_SET ? Number(process.env.HELDOUT_SET) : undefined
  for (const [index, set] of sets.entries()) {
    if (only !== undefined && index + 1 !== only) continue
    options.log(`heldout: ${set.name}`)
    const outcome = await measure(
      { name: 'the service default', semanticRecall: { queryTimeoutMs }, isDefault: true },
      set.personas,
    )
    options.log(`heldout: ${outcome.foundCapped}/${outcome.questions} within ${answerCap} characters`)
    if (process.env.HELDOUT_VERBOSE) {
      for (const answer of outcome.answers) {
        options.log(
          `${answer.found ? 'ok  ' : 'MISS'} ${answer.question}\n       ${answer.answer.replace(/\n/g, ' | ')}`,
        )
      }
    }
    rows.push(row(set.name, set.personas, outcome))
    misses.push(`${set.name}: ${outcome.misses.join('; ') || 'none'}`)
  }
  const table: Table = {
    title: `Held-out people and questions, the service default, ${fillerMessages} filler messages each`,
    columns: [
      'set',
      'people',
      `found in the first ${answerCap} chars`,
      'mean answer chars',
      'never said: "nothing is known"',
    ],
    rows,
    notes: [
      "Sets written to check that fact extraction generalises beyond the phrasings it was tuned on: tentative plans, other people's attributes, compound changes, corrections, negations, abbreviations inside values, and dates said on 2 April 2024.",
      "Each set was first measured on the rules as they were, before any change made for it: set 1 54/64 (commit 55438bf, never said 10/18), set 2 20/24, set 3 25/37 (never said 8/12). The classes of their misses were then fixed (not the sentences), so all three now measure regressions rather than generalisation. Generalisation is checked on further sets kept out of this repository, written fresh and measured once before any change: 27/38, 26/35, 32/38, 30/36, 24/36, 28/43, 23/44 and 26/48 on the rules of their day (never said 12/12, 12/12, 12/12, 11/12, 9/12, 11/12, 8/12 and 11/12; the last four written by other engineers: chattier lower-case messages with corrections made many messages later, long narrative messages with facts said in passing, and requests to the assistant with a fact in the same sentence and plans rescheduled), 37/38, 33/35, 38/38, 36/36, 34/36, 43/43, 36/44 and 33/48 after their classes were fixed. Never-said precision is the answerer's (semantic candidates bring loosely related chat), not the extractor's.",
      ...misses.map((line) => `Missed: ${line}.`),
    ],
  }
  return {
    title: 'Held-out recall',
    method:
      'As the paraphrase suite (each statement among 60 messages of ordinary chat, one add-text request with `update_now` and `wait_for_result`, questions in other words), on people and wordings that no rule or test was written from. The service runs in-process with its defaults (embedded rule extractor, lexical answerer, semantic recall on).',
    tables: [table],
  }
}

export const heldOutSuite: Suite = { name: 'heldout', run }
