import { Worker } from 'node:worker_threads'
import type { Embedder, EmbedPriority } from './embedder'
import { workerSource } from './worker-source'

export interface WorkerEmbedderOptions {
  /** Folder holding the model's `model.json`, weight shards and `vocab.json`. */
  modelDirectory: string
  /** A file URL or path from which the model packages resolve (`@energetic-ai/core`, `@energetic-ai/embeddings`). */
  resolveFrom: string
  /** Name stored with the vectors. */
  model: string
  /** Told once when the model cannot be used: it failed to load, or its worker died too often. */
  onUnavailable: (reason: string) => void
  /**
   * Most characters of texts the worker embeds in one task (a question waits at most for the task running); one
   * longer text is a task of its own. For measurements; the default suits the service.
   * @default 500
   */
  taskChars?: number
}

interface Pending {
  count: number
  resolve: (vectors: Int8Array[]) => void
  reject: (error: Error) => void
}

type WorkerReply =
  | { type: 'ready'; dimensions: number; staticGraph: boolean }
  | { type: 'failed'; reason: string }
  | { type: 'vectors'; id: number; buffer: ArrayBuffer }
  | { type: 'error'; id: number; reason: string }

/** Worker deaths after which the model is given up for the life of the process. */
const maxCrashes = 3

/**
 * Runs the sentence-embedding model in a worker thread, started on first use, so loading it (~0.5 s) and every
 * inference happen off the event loop. Requests queue in the worker, questions before ingestion batches. A model
 * that fails to load turns the embedder off for good (told through `onUnavailable`); a worker that dies is started
 * again on the next request, up to three times.
 */
export class WorkerEmbedder implements Embedder {
  readonly model: string
  readonly #options: WorkerEmbedderOptions
  readonly #pending = new Map<number, Pending>()
  #worker: Worker | undefined
  #nextId = 1
  #crashes = 0
  #unavailable: string | undefined
  #ready = false
  #staticGraph = false
  readonly #onReady: Array<() => void> = []

  constructor(options: WorkerEmbedderOptions) {
    this.#options = options
    this.model = options.model
  }

  /** Whether the model is loaded in a running worker. */
  get ready(): boolean {
    return this.#ready
  }

  warm(onReady: () => void): void {
    if (this.#unavailable !== undefined) return
    if (this.#ready) {
      onReady()
      return
    }
    this.#onReady.push(onReady)
    this.#start()
  }

  /**
   * Whether the loaded model runs as a static graph (its dynamic steps computed in the worker, checked on load to
   * give the package's own vectors), else through the package's slower `embed`.
   */
  get staticGraph(): boolean {
    return this.#staticGraph
  }

  /** Why the model cannot be used, once it is known it cannot. */
  get unavailable(): string | undefined {
    return this.#unavailable
  }

  embed(texts: readonly string[], priority: EmbedPriority): Promise<Int8Array[]> {
    if (this.#unavailable !== undefined) return Promise.reject(new Error(this.#unavailable))
    if (texts.length === 0) return Promise.resolve([])
    const worker = this.#start()
    const id = this.#nextId++
    return new Promise<Int8Array[]>((resolve, reject) => {
      this.#pending.set(id, { count: texts.length, resolve, reject })
      worker.postMessage({ type: 'embed', id, texts: [...texts], priority: priority === 'query' ? 1 : 0 })
    })
  }

  async close(): Promise<void> {
    const worker = this.#worker
    this.#worker = undefined
    this.#ready = false
    this.#onReady.length = 0
    this.#failPending(new Error('the embedding model was closed'))
    if (worker) await worker.terminate()
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        modelDirectory: this.#options.modelDirectory,
        resolveFrom: this.#options.resolveFrom,
        taskChars: this.#options.taskChars,
      },
    })
    // An idle model must not keep the process alive.
    worker.unref()
    worker.on('message', (reply: WorkerReply) => this.#receive(reply))
    worker.on('error', (error) => this.#crashed(worker, error.message))
    worker.on('exit', (code) => this.#crashed(worker, `the embedding worker exited with code ${code}`))
    this.#worker = worker
    return worker
  }

  #receive(reply: WorkerReply): void {
    if (reply.type === 'ready') {
      this.#ready = true
      this.#staticGraph = reply.staticGraph
      for (const callback of this.#onReady.splice(0)) callback()
      return
    }
    if (reply.type === 'failed') {
      this.#giveUp(`the embedding model could not be loaded: ${reply.reason}`)
      return
    }
    const pending = this.#pending.get(reply.id)
    if (!pending) return
    this.#pending.delete(reply.id)
    if (reply.type === 'error') {
      pending.reject(new Error(`embedding failed: ${reply.reason}`))
      return
    }
    const all = new Int8Array(reply.buffer)
    const dimensions = all.length / pending.count
    const vectors: Int8Array[] = []
    for (let index = 0; index < pending.count; index++) {
      vectors.push(all.subarray(index * dimensions, (index + 1) * dimensions))
    }
    pending.resolve(vectors)
  }

  #crashed(worker: Worker, reason: string): void {
    if (this.#worker !== worker) return
    this.#worker = undefined
    this.#ready = false
    this.#crashes += 1
    if (this.#crashes >= maxCrashes) this.#giveUp(`the embedding worker died ${this.#crashes} times: ${reason}`)
    else this.#failPending(new Error(reason))
  }

  #giveUp(reason: string): void {
    if (this.#unavailable !== undefined) return
    this.#unavailable = reason
    this.#ready = false
    this.#onReady.length = 0
    this.#failPending(new Error(reason))
    const worker = this.#worker
    this.#worker = undefined
    void worker?.terminate()
    this.#options.onUnavailable(reason)
  }

  #failPending(error: Error): void {
    const pending = [...this.#pending.values()]
    this.#pending.clear()
    for (const request of pending) request.reject(error)
  }
}
