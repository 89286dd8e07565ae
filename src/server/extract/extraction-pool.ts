import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ExtractedFact, ExtractionContext, SourceMessage } from '../types'

/**
 * The pool's worker, run with `new Worker(source, { eval: true })`: it imports the module that exports
 * `createRuleExtractor` (the bundled `server/index.js`, or the TypeScript source through tsx when run from the
 * sources), builds the same extractor, and reads the messages it is handed one after the other.
 *
 * Protocol — in: a batch `{ messages, tasks: [{ id, message, previous }] }`, where `message` and `previous` are
 * positions in `messages` (each message copied once per batch); out: `{ type: 'ready' }` once loaded,
 * `{ type: 'failed', reason }` if it cannot load, and per batch `{ type: 'results', results: [{ id, facts } |
 * { id, reason }] }`.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
;(async () => {
  try {
    if (workerData.typescriptLoader) (await import(workerData.typescriptLoader)).register()
    const { createRuleExtractor } = await import(workerData.moduleUrl)
    if (typeof createRuleExtractor !== 'function') throw new Error(workerData.moduleUrl + ' exports no createRuleExtractor')
    const extractor = createRuleExtractor(workerData.options)
    const signal = new AbortController().signal
    // Batches are read one after the other, in the order they came.
    let reading = Promise.resolve()
    parentPort.on('message', ({ messages, tasks }) => {
      reading = reading.then(async () => {
        const results = []
        for (const task of tasks) {
          try {
            const previous = task.previous.map((index) => messages[index])
            const facts = await extractor.extract(messages[task.message], { profileId: '', previous, signal })
            results.push({ id: task.id, facts })
          } catch (error) {
            results.push({ id: task.id, reason: String((error && error.message) || error) })
          }
        }
        parentPort.postMessage({ type: 'results', results })
      })
    })
    parentPort.postMessage({ type: 'ready' })
  } catch (error) {
    parentPort.postMessage({ type: 'failed', reason: String((error && error.message) || error) })
  }
})()
`

/**
 * Messages handed to a worker in one batch, each message of the batch and of its context copied once: a message is
 * the context of the next few, and one copy per message and per context took as long as reading it.
 */
const batchSize = 16

/** Batches a worker holds at once; the next is handed over as soon as one comes back. */
const batchesPerWorker = 2

/** Milliseconds without work after which the workers end (the next bulk update starts them again, in ~1 s). */
const defaultIdleMs = 30_000

interface Task {
  id: number
  message: SourceMessage
  context: ExtractionContext
  resolve: (facts: ExtractedFact[]) => void
  reject: (error: unknown) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  tasks: Map<number, Task>
  batches: number
  /** Ended because the pool was idle: its exit is no failure. */
  retired: boolean
}

interface WorkerReply {
  type: 'ready' | 'failed' | 'results'
  reason?: string
  results?: Array<{ id: number; facts?: ExtractedFact[]; reason?: string }>
}

export interface ExtractionPoolOptions {
  /** Worker threads to start (lazily, with the first message handed to the pool). */
  workers: number
  /** The rule extractor's options, as each worker builds it. */
  extractorOptions: object
  /** Reads a message on this thread: what the pool falls back to when its workers cannot run. */
  inThread: (message: SourceMessage, context: ExtractionContext) => Promise<ExtractedFact[]>
  /** Told once when the workers cannot start or one of them dies; extraction goes on in this thread. */
  onUnavailable?: (reason: string) => void
  /** How long the workers stay without work before they end. @default 30000 */
  idleMs?: number
  /** The module the workers import `createRuleExtractor` from (tests); found beside this file by default. */
  module?: { moduleUrl: string; typescriptLoader?: string }
}

/**
 * The module the workers import `createRuleExtractor` from: the TypeScript source beside this file when running
 * from the sources, else the bundle's `server/index.js` (this code lives in a chunk at the bundle's root, or in that
 * entry itself). Undefined when neither is found.
 */
export function extractorModule(): { moduleUrl: string; typescriptLoader?: string } | undefined {
  const here = import.meta.url
  if (here.endsWith('.ts')) {
    const moduleUrl = new URL('./rule-extractor.ts', here).href
    try {
      // The sources are TypeScript: the worker registers tsx (a development dependency) before importing them.
      const typescriptLoader = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href
      return { moduleUrl, typescriptLoader }
    } catch {
      return undefined
    }
  }
  for (const candidate of ['./server/index.js', './index.js']) {
    const url = new URL(candidate, here)
    if (url.pathname.endsWith('/server/index.js') && existsSync(fileURLToPath(url))) return { moduleUrl: url.href }
  }
  return undefined
}

/**
 * Reads messages on worker threads, so that a bulk update uses the machine's cores and leaves the event loop to
 * requests. Each worker runs the same rules as this thread, so a message gives the same facts wherever it is read.
 * When the workers cannot start (no bundle or loader found, a load error) or one dies, the pool says so once and
 * every message, including those it held, is read on this thread: nothing is lost.
 */
export class ExtractionPool {
  readonly #options: ExtractionPoolOptions
  readonly #slots: Slot[] = []
  readonly #waiting: Task[] = []
  #nextId = 0
  #unavailable: string | undefined
  #closed = false
  #dispatchQueued = false
  #idleTimer: NodeJS.Timeout | undefined

  constructor(options: ExtractionPoolOptions) {
    this.#options = options
  }

  /** How many messages the pool takes at once. */
  get capacity(): number {
    return this.#options.workers * batchesPerWorker * batchSize
  }

  /** Worker threads running now (started, loading or ready). */
  get running(): number {
    return this.#slots.length
  }

  extract(message: SourceMessage, context: ExtractionContext): Promise<ExtractedFact[]> {
    if (this.#unavailable !== undefined || this.#closed) return this.#options.inThread(message, context)
    if (this.#slots.length === 0) this.#start()
    if (this.#unavailable !== undefined) return this.#options.inThread(message, context)
    return new Promise<ExtractedFact[]>((resolve, reject) => {
      const id = this.#nextId++
      this.#waiting.push({ id, message, context, resolve, reject })
      // The messages handed over in one turn go out together, in batches.
      if (!this.#dispatchQueued) {
        this.#dispatchQueued = true
        queueMicrotask(() => {
          this.#dispatchQueued = false
          this.#dispatch()
        })
      }
    })
  }

  /** Ends the workers; a message handed in afterwards is read on this thread. */
  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#idleTimer)
    await Promise.all(this.#handBack().map((worker) => worker.terminate()))
  }

  #start(): void {
    const module = this.#options.module ?? extractorModule()
    if (!module) {
      this.#fail('no module to load the rules from was found beside the service')
      return
    }
    for (let index = 0; index < this.#options.workers; index += 1) {
      const worker = new Worker(workerSource, {
        eval: true,
        workerData: { ...module, options: this.#options.extractorOptions },
      })
      const slot: Slot = { worker, ready: false, tasks: new Map(), batches: 0, retired: false }
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          slot.ready = true
          this.#dispatch()
          return
        }
        if (reply.type === 'failed') {
          this.#fail(`a worker could not load the rules: ${reply.reason ?? 'unknown reason'}`)
          return
        }
        slot.batches -= 1
        for (const result of reply.results ?? []) {
          const task = slot.tasks.get(result.id)
          if (!task) continue
          slot.tasks.delete(result.id)
          if (result.facts) task.resolve(result.facts)
          else task.reject(new Error(result.reason ?? 'the extractor failed'))
        }
        this.#dispatch()
      })
      worker.on('error', (error) => this.#fail(`a worker failed: ${error.message}`))
      worker.on('exit', (code) => {
        if (!this.#closed && !slot.retired) this.#fail(`a worker exited with code ${code}`)
      })
      this.#slots.push(slot)
    }
  }

  /** Hands waiting messages to ready workers in batches, the least busy worker first. */
  #dispatch(): void {
    while (this.#waiting.length > 0) {
      let best: Slot | undefined
      for (const slot of this.#slots) {
        if (!slot.ready || slot.batches >= batchesPerWorker) continue
        if (!best || slot.batches < best.batches) best = slot
      }
      if (!best) break
      // A message whose update was stopped meanwhile is not read: nobody waits for it any more.
      const tasks = this.#waiting.splice(0, batchSize).filter((task) => {
        if (!task.context.signal.aborted) return true
        task.reject(task.context.signal.reason)
        return false
      })
      if (tasks.length === 0) continue
      const messages: SourceMessage[] = []
      const positions = new Map<SourceMessage, number>()
      const position = (message: SourceMessage) => {
        let index = positions.get(message)
        if (index === undefined) {
          index = messages.push(message) - 1
          positions.set(message, index)
        }
        return index
      }
      const batch = tasks.map((task) => ({
        id: task.id,
        message: position(task.message),
        previous: task.context.previous.map(position),
      }))
      for (const task of tasks) best.tasks.set(task.id, task)
      best.batches += 1
      best.worker.postMessage({ messages, tasks: batch })
    }
    this.#holdProcess()
  }

  /**
   * Idle workers never keep the process alive; while a message waits for one, they do (a script awaiting its facts
   * must not exit first).
   */
  #holdProcess(): void {
    const busy = this.#waiting.length > 0 || this.#slots.some((slot) => slot.tasks.size > 0)
    for (const slot of this.#slots) {
      if (busy) slot.worker.ref()
      else slot.worker.unref()
    }
    clearTimeout(this.#idleTimer)
    if (busy || this.#slots.length === 0) return
    // Workers hold ~100 MB each: once the import is over they end, and the next bulk update starts them again.
    this.#idleTimer = setTimeout(() => {
      const slots = this.#slots.splice(0)
      for (const slot of slots) {
        slot.retired = true
        void slot.worker.terminate()
      }
    }, this.#options.idleMs ?? defaultIdleMs)
    this.#idleTimer.unref()
  }

  /** The workers are given up: every message they held or that waits is read on this thread. */
  #fail(reason: string): void {
    if (this.#unavailable !== undefined || this.#closed) return
    this.#unavailable = reason
    this.#options.onUnavailable?.(reason)
    for (const worker of this.#handBack()) void worker.terminate()
  }

  /**
   * Takes every message back from the workers, those waiting and those they hold, to be read on this thread, and
   * gives up the workers: returns them, to be ended.
   */
  #handBack(): Worker[] {
    const slots = this.#slots.splice(0)
    const held = [...this.#waiting.splice(0), ...slots.flatMap((slot) => [...slot.tasks.values()])]
    for (const task of held) this.#options.inThread(task.message, task.context).then(task.resolve, task.reject)
    return slots.map((slot) => slot.worker)
  }
}
