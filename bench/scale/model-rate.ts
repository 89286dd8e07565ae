/** The embedding model's own rate, measured in the bench process as a yardstick for the service's update rate. */
import { detectModel } from '../../src/server/semantic/detect-model'
import type { Embedder } from '../../src/server/semantic/embedder'
import { EmbedderPool } from '../../src/server/semantic/embedder-pool'
import { WorkerEmbedder } from '../../src/server/semantic/worker-embedder'
import { now } from '../lib/stats'

export interface ModelRate {
  /** Texts per second on one worker, and on the service's default pool of workers. */
  oneWorker: number
  pool: number
  workers: number
}

async function warmed(embedder: Embedder): Promise<void> {
  await new Promise<void>((resolve) => embedder.warm?.(resolve) ?? resolve())
  await embedder.embed(['warm up the model'], 'batch')
}

async function rate(embedder: Embedder, texts: readonly string[], batch: number): Promise<number> {
  const began = now()
  for (let offset = 0; offset < texts.length; offset += batch) {
    await embedder.embed(texts.slice(offset, offset + batch), 'batch')
  }
  return texts.length / ((now() - began) / 1000)
}

/** Texts per second of the bundled model over `texts`: one worker, then a pool of `workers` (all loaded first). */
export async function measureModelRate(texts: readonly string[], workers: number): Promise<ModelRate | undefined> {
  const detection = detectModel()
  if (!detection.available) return undefined
  const make = () =>
    new WorkerEmbedder({
      modelDirectory: detection.modelDirectory,
      resolveFrom: detection.resolveFrom,
      model: 'yardstick',
      onUnavailable: () => {},
    })
  const single = make()
  const members = Array.from({ length: workers }, make)
  const pool = new EmbedderPool(members)
  try {
    await warmed(single)
    const oneWorker = await rate(single, texts, 64)
    await single.close()
    // Every worker loaded before the clock starts (the service loads the second one with the first bulk batch).
    await Promise.all(members.map((member) => warmed(member)))
    const pooled = await rate(pool, texts, 64)
    return { oneWorker, pool: pooled, workers }
  } finally {
    await Promise.all([single.close(), pool.close()])
  }
}

/** How long questions wait for their vector while one worker embeds a bulk update, at one size of the worker's tasks. */
export interface QuestionWait {
  taskChars: number
  /** Question embedding times, ms, sorted. */
  waits: number[]
  /** Bulk texts embedded per second meanwhile. */
  bulkRate: number
}

/**
 * Embeds `texts` in batches of 64 on one worker while a question is embedded every 25 ms, as a person's questions
 * arrive during a bulk import; once with tasks bounded by `taskChars` characters, once with tasks of 16 texts
 * whatever their length (`taskChars` unbounded), the worker's behaviour before the bound.
 */
export async function measureQuestionWait(
  texts: readonly string[],
  taskChars: number,
): Promise<QuestionWait | undefined> {
  const detection = detectModel()
  if (!detection.available) return undefined
  const worker = new WorkerEmbedder({
    modelDirectory: detection.modelDirectory,
    resolveFrom: detection.resolveFrom,
    model: 'question-wait',
    onUnavailable: () => {},
    taskChars,
  })
  try {
    await warmed(worker)
    const waits: number[] = []
    let done = false
    const asking = (async () => {
      for (let asked = 0; !done; asked++) {
        const began = now()
        await worker.embed([`What did the user do last weekend? (${asked})`], 'query')
        waits.push(now() - began)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()
    const began = now()
    for (let offset = 0; offset < texts.length; offset += 64) {
      await worker.embed(texts.slice(offset, offset + 64), 'batch')
    }
    const bulkRate = texts.length / ((now() - began) / 1000)
    done = true
    await asking
    waits.sort((left, right) => left - right)
    return { taskChars, waits, bulkRate }
  } finally {
    await worker.close()
  }
}
