import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { raceSignal } from '../../internal/abort'
import { makeRoomFor } from '../../internal/bounded'
import type { Logger } from '../options'
import { coveredByWords, type FillInRule, type ProfileIndex, withMeaningHits } from '../retrieval/index'
import { type SqlDatabase, VectorStore } from '../store/index'
import { asksOnly } from './asks-only'
import type { Embedder } from './embedder'
import { firstPerson } from './first-person'
import { embeddingText } from './reply-text'
import { VectorIndex } from './vector-index'

/** The resolved settings of semantic recall (see `SemanticRecallOptions`). */
export interface SemanticSettings {
  queryTimeoutMs: number
  batchSize: number
  minSimilarity: number
  minStandardScore: number
  maxHits: number
  fillIn: FillInRule
  maxTextChars: number
  skipWhenWordsCover: boolean
}

/** Whether semantic recall is on, and the one line that says so (and how to turn it on). */
export interface SemanticStatus {
  enabled: boolean
  detail: string
  /** On and the model loaded (an update loads it and embeds its messages before it ends). */
  ready: boolean
  /**
   * Questions answered by words alone because their vector took longer than `queryTimeoutMs` (a loaded host, or the
   * model busy with a long task): recall by meaning was off for them. Five within a minute are warned about, at most
   * once a minute.
   */
  questionsTimedOut: number
}

/** How often, at most, questions answered by words alone for lack of time are warned about, and the burst's window. */
const timeoutWarningMs = 60_000
/**
 * Questions timed out within `timeoutWarningMs` before a warning: one slow question on a busy host (a test run, a
 * garbage collection) is not worth an operator's attention, a burst of them is.
 */
const timeoutWarningBurst = 5

/** Messages a profile needs before a hit's standard score among them is given to the answerer. */
const minMessagesForStandardScore = 10

/** Question vectors remembered (the engine asks its profile question again and again). */
const questionCacheSize = 256

/**
 * Semantic recall for the service: the update job embeds processed user messages in batches through the model's
 * worker and stores the vectors with them; a question is embedded (bounded by `queryTimeoutMs`, else answered
 * lexically) and the most similar messages of that profile fill in the lexical results. Vectors live per profile,
 * so one account's messages can never answer another's question.
 */
export class SemanticRecall {
  readonly #embedder: Embedder | undefined
  readonly #vectors: VectorStore
  readonly #database: SqlDatabase
  /** Vectors stored per profile by this process: an index built meanwhile is built again. */
  readonly #stores = new Map<number, number>()
  readonly #settings: SemanticSettings
  readonly #logger: Logger
  readonly #capacity: number
  readonly #indexes = new Map<number, VectorIndex>()
  /** Per profile, the last message id the embedding pass has looked at in this process. */
  readonly #cursors = new Map<number, number>()
  readonly #questions = new Map<string, Int8Array>()
  /** The embedding pass running for a profile, so that two never embed the same messages at once. */
  readonly #running = new Map<number, Promise<number>>()
  #closed = false
  #status: Omit<SemanticStatus, 'ready' | 'questionsTimedOut'>
  #timedOut = 0
  /** When the latest questions timed out (at most `timeoutWarningBurst` of them). */
  #timedOutAt: number[] = []
  #warnedAt = Number.NEGATIVE_INFINITY

  constructor(options: {
    embedder: Embedder | undefined
    status: Omit<SemanticStatus, 'ready' | 'questionsTimedOut'>
    vectors: VectorStore
    database: SqlDatabase
    settings: SemanticSettings
    logger: Logger
    capacity: number
  }) {
    this.#embedder = options.embedder
    this.#status = options.status
    this.#vectors = options.vectors
    this.#database = options.database
    this.#settings = options.settings
    this.#logger = options.logger
    this.#capacity = options.capacity
  }

  get status(): SemanticStatus {
    return {
      ...this.#status,
      ready: this.#status.enabled && (this.#embedder?.ready ?? true),
      questionsTimedOut: this.#timedOut,
    }
  }

  /** Called when the model turns out unusable after start: semantic recall goes off, lexical answers go on. */
  disable(reason: string): void {
    if (!this.#status.enabled) return
    this.#status = { enabled: false, detail: `semantic recall: off (${reason}); answering lexically` }
    this.#logger.warn(this.#status.detail)
  }

  /**
   * Embeds the profile's processed user messages that have no vector yet, a batch at a time, and stores the
   * vectors. Returns how many were stored, and tells `onStored` after each batch (for the update's progress). A failed batch is reported and skipped (those messages stay lexically
   * searchable and are embedded again after a restart); an abort (update stopped) rejects.
   */
  async embedPending(
    profilePk: number,
    signal: AbortSignal,
    onStored: (count: number) => void = () => {},
  ): Promise<number> {
    const embedder = this.#embedder
    if (!embedder || !this.#status.enabled || this.#closed) return 0
    // The first update after a start waits for the model to load (about a second) rather than report the profile
    // IDLE with its messages not searchable by meaning: a question asked right after `wait_for_result` must find them.
    // A stop or shutdown ends the wait at once; a model that cannot load turns semantic recall off (below).
    const previous = this.#running.get(profilePk)
    // A pass under way (the background one after the model loaded) is waited for, but never past a stop.
    if (previous)
      await raceSignal(
        previous.catch(() => 0),
        signal,
      )
    const pass = this.#embedAll(embedder, profilePk, signal, onStored)
    this.#running.set(profilePk, pass)
    try {
      return await pass
    } finally {
      if (this.#running.get(profilePk) === pass) this.#running.delete(profilePk)
    }
  }

  async #embedAll(
    embedder: Embedder,
    profilePk: number,
    signal: AbortSignal,
    onStored: (count: number) => void = () => {},
  ): Promise<number> {
    let stored = 0
    // The next batch is handed to the model before the current one is stored, so the workers never wait for the
    // main thread between batches.
    let next = await this.#startBatch(embedder, profilePk, this.#cursors.get(profilePk) ?? 0)
    while (next) {
      if (this.#closed) return stored
      const current = next
      next = await this.#startBatch(embedder, profilePk, current.last.id)
      let vectors: Int8Array[]
      try {
        vectors = await raceSignal(current.vectors, signal)
      } catch (error) {
        signal.throwIfAborted()
        if (this.#closed) return stored
        this.#logger.warn('embedding messages failed; they stay searchable by words only until the next start', {
          profilePk,
          messageIds: current.batch.map((message) => message.id),
          error: error instanceof Error ? error.message : String(error),
        })
        this.#setCursor(profilePk, current.last.id)
        if (!this.#status.enabled) return stored
        continue
      }
      signal.throwIfAborted()
      const rows = current.batch.map((message, index) => ({
        messageId: message.id,
        vector: vectors[index] ?? new Int8Array(),
      }))
      const model = embedder.model
      await this.#database.transaction((tx) => new VectorStore(tx, this.#vectors.column).insert(profilePk, model, rows))
      this.#stores.set(profilePk, (this.#stores.get(profilePk) ?? 0) + 1)
      const index = this.#indexes.get(profilePk)
      for (const row of rows) index?.add(row.messageId, row.vector)
      this.#setCursor(profilePk, current.last.id)
      stored += rows.length
      onStored(rows.length)
    }
    return stored
  }

  /**
   * Reads the next batch of messages without a vector after `afterId` and hands it to the model; undefined when
   * there is none. Messages that only ask the assistant for something get an empty vector: stored (so they are not
   * looked at again) but never searched. The same text is embedded once per batch.
   */
  async #startBatch(embedder: Embedder, profilePk: number, afterId: number) {
    if (this.#closed) return undefined
    const batch = await this.#vectors.unembedded(profilePk, embedder.model, afterId, this.#settings.batchSize)
    const last = batch.at(-1)
    if (!last) return undefined
    const told = batch.filter((message) => !asksOnly(message.content))
    // A short reply is embedded with the question it answers ("Where are you going?" + "Drakensberg.").
    const texts = told.map((message) =>
      embeddingText(message.content, message.before).slice(0, this.#settings.maxTextChars),
    )
    const unique = [...new Set(texts)]
    // Through a promise even when a custom embedder throws synchronously: a failed batch is reported, not fatal.
    const vectors = Promise.resolve(unique)
      .then((inputs) => embedder.embed(inputs, 'batch'))
      .then((embedded) => {
        const byText = new Map(unique.map((text, index) => [text, embedded[index]]))
        const byId = new Map(told.map((message, index) => [message.id, byText.get(texts[index] as string)]))
        return batch.map((message) => byId.get(message.id) ?? new Int8Array(0))
      })
    // Awaited by the loop, unless a stop or a failure ends the loop first.
    vectors.catch(() => {})
    return { batch, last, vectors }
  }

  /**
   * The profile's retrieval with the messages most similar to `question` filled in, or `index` unchanged when
   * semantic recall is off, the question could not be embedded within `queryTimeoutMs`, or nothing is similar.
   */
  async retriever(profilePk: number, index: ProfileIndex, question: string): Promise<ProfileIndex> {
    if (!this.#embedder || !this.#status.enabled) return index
    if (this.#settings.skipWhenWordsCover && coveredByWords(index, question)) return index
    // A question never loads the model (an update does): until then questions are answered lexically.
    if (this.#embedder.ready === false) return index
    const vector = await this.#questionVector(this.#embedder, question)
    if (!vector) return index
    const { minSimilarity, minStandardScore, maxHits, fillIn } = this.#settings
    // On a database other processes write, an index missing vectors they stored is loaded again.
    const loaded = this.#indexes.get(profilePk)
    if (loaded && this.#database.shared) {
      const stored = await this.#vectors.countSearchable(profilePk, this.#embedder.model)
      if (stored !== loaded.size) this.#indexes.delete(profilePk)
    }
    const vectors = await this.#index(profilePk)
    const found = await vectors.search(vector, maxHits, minSimilarity, () => setImmediatePromise())
    // A hit must also stand out from what the question scores against this profile's messages in general: some
    // questions are close to everything ("favourite food?" to any talk of dinner), and then nothing stands out.
    const floor = found.mean + minStandardScore * found.deviation
    // Over a handful of messages a standard score says little (among n it cannot exceed √(n−1)): none is given.
    const scored = vectors.size >= minMessagesForStandardScore && found.deviation > 0
    return withMeaningHits(
      index,
      found.hits
        .filter((hit) => hit.score >= floor)
        .map((hit) => (scored ? { ...hit, standardScore: (hit.score - found.mean) / found.deviation } : hit)),
      fillIn,
    )
  }

  clear(): void {
    this.#indexes.clear()
    this.#cursors.clear()
  }

  async close(): Promise<void> {
    this.#closed = true
    this.clear()
    await this.#embedder?.close()
  }

  async #questionVector(embedder: Embedder, question: string): Promise<Int8Array | undefined> {
    const key = question.trim().toLowerCase()
    const cached = this.#questions.get(key)
    if (cached) return cached
    const pending = embedder
      .embed([firstPerson(question).slice(0, this.#settings.maxTextChars)], 'query')
      .then((vectors) => {
        const vector = vectors[0]
        if (vector) {
          makeRoomFor(this.#questions, key, questionCacheSize)
          this.#questions.set(key, vector)
        }
        return vector
      })
    let expire: () => void = () => {}
    const timeout = new Promise<undefined>((resolve) => {
      expire = () => {
        this.#timedOutOnce()
        resolve(undefined)
      }
    })
    const timer = setTimeout(expire, this.#settings.queryTimeoutMs)
    try {
      return await Promise.race([pending, timeout])
    } catch {
      // The model failed or went away: this question is answered lexically.
      return undefined
    } finally {
      clearTimeout(timer)
      pending.catch(() => {})
    }
  }

  /** Counts a question answered by words alone for lack of time; a burst of them is warned about, once a minute. */
  #timedOutOnce(): void {
    this.#timedOut += 1
    const now = performance.now()
    this.#timedOutAt.push(now)
    if (this.#timedOutAt.length > timeoutWarningBurst) this.#timedOutAt.shift()
    const burst =
      this.#timedOutAt.length === timeoutWarningBurst && now - (this.#timedOutAt[0] ?? 0) <= timeoutWarningMs
    if (!burst || now - this.#warnedAt < timeoutWarningMs) return
    this.#warnedAt = now
    this.#logger.warn(
      `semantic recall: ${timeoutWarningBurst} questions within a minute took longer than semanticRecall.queryTimeoutMs (${this.#settings.queryTimeoutMs} ms) to embed and were answered by words alone (${this.#timedOut} so far); raise queryTimeoutMs on a loaded host`,
    )
  }

  async #index(profilePk: number): Promise<VectorIndex> {
    let index = this.#indexes.get(profilePk)
    while (!index) {
      const before = this.#stores.get(profilePk) ?? 0
      const built = new VectorIndex()
      for (const row of await this.#vectors.all(profilePk, this.#embedder?.model ?? ''))
        built.add(row.messageId, row.vector)
      if ((this.#stores.get(profilePk) ?? 0) === before) index = this.#indexes.get(profilePk) ?? built
    }
    makeRoomFor(this.#indexes, profilePk, this.#capacity)
    this.#indexes.set(profilePk, index)
    return index
  }

  #setCursor(profilePk: number, messageId: number): void {
    makeRoomFor(this.#cursors, profilePk, 10_000)
    this.#cursors.set(profilePk, messageId)
  }
}
