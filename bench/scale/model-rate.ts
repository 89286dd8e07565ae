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
