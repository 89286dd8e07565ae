/** The scale suite's throughput table: storing (add-text) and updating, semantic recall off and on, two corpora. */
import type { ProfileContextClient } from '../../src/client/index'
import type { Message } from '../../src/client/types'
import { integer } from '../lib/format'
import type { Table } from '../lib/report'
import { benchClient, startServiceProcess } from '../lib/service'
import { now } from '../lib/stats'
import { locomoMessages, userMessages } from './corpora'

/** Sends messages in requests of `perRequest`; returns milliseconds. */
export async function ingest(
  client: ProfileContextClient,
  profileId: string,
  sceneId: string,
  messages: Message[],
  perRequest: number,
) {
  const began = now()
  for (let offset = 0; offset < messages.length; offset += perRequest) {
    await client.addText(profileId, sceneId, messages.slice(offset, offset + perRequest))
  }
  return now() - began
}

/** `PUT update/run`, then `update/status` polled every 10 ms until IDLE; returns milliseconds. */
export async function update(client: ProfileContextClient, profileId: string) {
  const began = now()
  await client.runUpdate(profileId)
  await client.waitForIdle(profileId, { pollInterval: 10, timeout: 1_800_000 })
  return now() - began
}

/** One measured ingestion: what was sent, how long storing and updating took. */
export interface IngestionRun {
  corpus: string
  semantic: boolean
  perRequest: number
  messages: number
  userMessages: number
  storeMs: number
  /** NaN when the run stores only. */
  updateMs: number
  /** Ingestion rates (user messages/s) of every repeat, when the run is the median of several. */
  repeats?: number[]
}

/** The baseline row's corpus: the synthetic messages, read by the rules on the event loop alone. */
export const onLoopCorpus = 'synthetic, no extraction workers (baseline)'

/** How often the row the ingestion target is read from is measured; the median is reported. */
const targetRepeats = 3

const perSecond = (count: number, ms: number) => (Number.isNaN(ms) ? '—' : `${integer(count / (ms / 1000))}/s`)

async function ingestion(
  client: ProfileContextClient,
  corpus: string,
  semantic: boolean,
  messages: Message[],
  perRequest: number,
  withUpdate: boolean,
): Promise<IngestionRun> {
  const { id } = await client.createProfile({})
  const scene = await client.createScene(id)
  const storeMs = await ingest(client, id, scene.id, messages, perRequest)
  const updateMs = withUpdate ? await update(client, id) : Number.NaN
  const userMessages = messages.filter((message) => message.role === 'user').length
  return { corpus, semantic, perRequest, messages: messages.length, userMessages, storeMs, updateMs }
}

/**
 * Ingestion by request size (storage alone), and ingestion to queryable (stored, then updated until IDLE) with
 * semantic recall off and on, on the synthetic sentence and on real conversation (LoCoMo turns).
 */
export async function measureThroughput(quick: boolean, log: (message: string) => void): Promise<IngestionRun[]> {
  const runs: IngestionRun[] = []
  const synthetic = quick ? 2_000 : 20_000
  const locomoOff = locomoMessages(quick ? 1_000 : 5_000)
  const service = await startServiceProcess({ semanticRecall: false })
  try {
    const client = benchClient(service.baseURL, { timeout: 600_000 })
    for (const perRequest of [1, 20, 100, 1000]) {
      const count = perRequest === 1 ? Math.min(synthetic, 2_000) : synthetic
      log(`scale: ${integer(count)} synthetic messages, ${perRequest} per request`)
      const withUpdate = perRequest === 100
      // The target's row is measured a few times, each into a fresh profile: on a shared machine one run can meet a
      // busy minute, and the median of three says more about the code than any single one.
      const repeats: IngestionRun[] = []
      for (let index = 0; index < (withUpdate ? targetRepeats : 1); index += 1) {
        repeats.push(
          await ingestion(client, 'synthetic', false, userMessages(count, perRequest), perRequest, withUpdate),
        )
      }
      runs.push(repeats.length === 1 ? (repeats[0] as IngestionRun) : medianRun(repeats))
    }
    if (locomoOff) {
      log(`scale: ${integer(locomoOff.length)} LoCoMo turns, semantic recall off`)
      runs.push(await ingestion(client, 'LoCoMo turns', false, locomoOff, 100, true))
    }
  } finally {
    await service.close()
  }
  // The same target row with the rules read on the event loop alone (no extraction workers), taken in turn with the
  // service's default on the same machine: what the workers add.
  const onLoop = await startServiceProcess({ semanticRecall: false, extractionWorkers: 0 })
  try {
    const client = benchClient(onLoop.baseURL, { timeout: 600_000 })
    log(`scale: ${integer(synthetic)} synthetic messages, 100 per request, rules on the event loop only`)
    const repeats: IngestionRun[] = []
    for (let index = 0; index < targetRepeats; index += 1) {
      repeats.push(await ingestion(client, onLoopCorpus, false, userMessages(synthetic, 100), 100, true))
    }
    runs.push(medianRun(repeats))
  } finally {
    await onLoop.close()
  }
  const semanticService = await startServiceProcess({ semanticRecall: true })
  try {
    const client = benchClient(semanticService.baseURL, { timeout: 1_800_000 })
    const count = quick ? 500 : 3_000
    log(`scale: ${integer(count)} synthetic messages, semantic recall on`)
    runs.push(await ingestion(client, 'synthetic', true, userMessages(count, 100), 100, true))
    const locomoOn = locomoMessages(quick ? 300 : 2_000)
    if (locomoOn) {
      log(`scale: ${integer(locomoOn.length)} LoCoMo turns, semantic recall on`)
      runs.push(await ingestion(client, 'LoCoMo turns', true, locomoOn, 100, true))
    }
  } finally {
    await semanticService.close()
  }
  return runs
}

/** The run whose ingestion time is the median, with every run's rate. */
function medianRun(repeats: readonly IngestionRun[]): IngestionRun {
  const time = (run: IngestionRun) => run.storeMs + run.updateMs
  const sorted = [...repeats].sort((left, right) => time(left) - time(right))
  const median = sorted[Math.floor(sorted.length / 2)] as IngestionRun
  return { ...median, repeats: repeats.map((run) => run.userMessages / (time(run) / 1000)) }
}

/** The throughput table, user messages per second in the columns the issue's targets speak of. */
export function throughputTable(runs: readonly IngestionRun[], notes: string[]): Table {
  return {
    title: 'Ingestion and update throughput',
    columns: [
      'messages',
      'semantic recall',
      'add-text requests',
      'messages (user)',
      'stored/s',
      'update: user messages/s',
      'ingestion (store + update): user messages/s',
    ],
    rows: runs.map((run) => [
      run.repeats ? `${run.corpus} (median of ${run.repeats.length})` : run.corpus,
      run.semantic ? 'on' : 'off',
      `${integer(run.perRequest)} per request`,
      `${integer(run.messages)} (${integer(run.userMessages)})`,
      perSecond(run.messages, run.storeMs),
      perSecond(run.userMessages, run.updateMs),
      perSecond(run.userMessages, run.storeMs + run.updateMs),
    ]),
    notes: [
      ...notes,
      ...runs
        .filter((run) => run.repeats)
        .map(
          (run) =>
            `Median of ${run.repeats?.length} runs, each into a fresh profile (${run.corpus}, ${integer(run.perRequest)} per request): ingestion ${run.repeats?.map((rate) => `${integer(rate)}/s`).join(', ')} in the order run.`,
        ),
    ],
  }
}
