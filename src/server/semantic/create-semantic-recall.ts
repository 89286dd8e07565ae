import type { DatabaseSync } from 'node:sqlite'
import type { Logger } from '../options'
import type { VectorStore } from '../store/index'
import { defaultModelName, detectModel } from './detect-model'
import type { Embedder } from './embedder'
import { EmbedderPool } from './embedder-pool'
import type { resolveSemanticOptions } from './semantic-options'
import { SemanticRecall } from './semantic-recall'
import { WorkerEmbedder } from './worker-embedder'

/**
 * Sets semantic recall up as configured: off when asked, on with a given embedder, else on with the bundled model
 * when it is installed and its files are whole — off, saying why and how to turn it on, when not. Loads nothing: the
 * model's worker starts on first use.
 */
export function createSemanticRecall(
  options: ReturnType<typeof resolveSemanticOptions>,
  dependencies: { vectors: VectorStore; database: DatabaseSync; logger: Logger; capacity: number },
): SemanticRecall {
  const base = { ...dependencies, settings: options.settings }
  if (!options.enabled) {
    return new SemanticRecall({
      ...base,
      embedder: undefined,
      status: {
        enabled: false,
        detail:
          'semantic recall: off (turned off: semanticRecall: false, or serve --semantic-recall off); answering lexically',
      },
    })
  }
  if (options.embedder) {
    return new SemanticRecall({
      ...base,
      embedder: options.embedder,
      status: { enabled: true, detail: `semantic recall: on (embedder "${options.embedder.model}")` },
    })
  }
  const detection = detectModel(options.modelDirectory)
  if (!detection.available) {
    return new SemanticRecall({
      ...base,
      embedder: undefined,
      status: { enabled: false, detail: `semantic recall: off (${detection.reason}); answering lexically` },
    })
  }
  let recall: SemanticRecall | undefined
  const workers = Array.from(
    { length: options.workers },
    () =>
      new WorkerEmbedder({
        modelDirectory: detection.modelDirectory,
        resolveFrom: detection.resolveFrom,
        model: defaultModelName,
        onUnavailable: (reason) => recall?.disable(reason),
      }),
  )
  const embedder: Embedder = workers.length === 1 ? (workers[0] as WorkerEmbedder) : new EmbedderPool(workers)
  recall = new SemanticRecall({
    ...base,
    embedder,
    status: {
      enabled: true,
      detail: `semantic recall: on (Universal Sentence Encoder lite, loaded on first use in up to ${workers.length} worker${workers.length === 1 ? '' : 's'})`,
    },
  })
  return recall
}
