/**
 * The embedding worker's code, run with `new Worker(source, { eval: true })` so that it works the same from the
 * TypeScript sources (tests, tsx) and from the bundled package, with no second entry file to ship and locate.
 *
 * Protocol — in: `{ type: 'embed', id, texts, priority }`; out: `{ type: 'ready', dimensions }` once the model is
 * loaded, `{ type: 'failed', reason }` if it cannot be, `{ type: 'vectors', id, buffer }` (n × dimensions int8,
 * unit vectors scaled by 127) or `{ type: 'error', id, reason }` per request. A request is embedded in tasks of up to
 * 16 texts of similar length (the model pads a batch to its longest text) and ~500 characters; queries
 * (`priority: 1`) are taken before waiting tasks, so a question waits at most for the task already running (~30 ms).
 */
export const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { readFile } = require('node:fs/promises')
const { createRequire } = require('node:module')
const load = createRequire(workerData.resolveFrom)
const queue = []
let model
let running = false

function quantize(values, target, offset) {
  let norm = 0
  for (const value of values) norm += value * value
  norm = Math.sqrt(norm) || 1
  for (let index = 0; index < values.length; index++) {
    target[offset + index] = Math.max(-127, Math.min(127, Math.round((values[index] / norm) * 127)))
  }
}

// A request is cut into tasks of at most subBatch texts of similar length (the model pads a batch to its longest
// text, so one long message among short ones multiplies the work) and at most taskChars characters in all (the
// model's time grows with the words: ~500 characters take ~30 ms on one core); a query queued meanwhile goes before
// the next task, so it waits at most for one such task.
const subBatch = 16
const taskChars = workerData.taskChars || 500

function enqueue(message) {
  const texts = message.texts
  const order = texts.map((_, index) => index).sort((left, right) => texts[left].length - texts[right].length)
  const request = { id: message.id, vectors: undefined, remaining: 0, failed: false }
  let indexes = []
  let chars = 0
  const flush = () => {
    if (indexes.length === 0) return
    request.remaining += 1
    queue.push({ request, priority: message.priority, indexes, texts })
    indexes = []
    chars = 0
  }
  for (const index of order) {
    const length = texts[index].length
    if (indexes.length >= subBatch || (indexes.length > 0 && chars + length > taskChars)) flush()
    indexes.push(index)
    chars += length
  }
  flush()
  if (order.length === 0) parentPort.postMessage({ type: 'vectors', id: message.id, buffer: new ArrayBuffer(0) })
}

async function drain() {
  if (running || !model) return
  running = true
  while (queue.length > 0) {
    // The model computes without giving the event loop a turn: without this, a question posted while a bulk request
    // is being embedded would only be read once the whole request is done.
    await new Promise((resolve) => setImmediate(resolve))
    let next = 0
    for (let index = 1; index < queue.length; index++) if (queue[index].priority > queue[next].priority) next = index
    const [task] = queue.splice(next, 1)
    const request = task.request
    if (request.failed) continue
    try {
      const embeddings = await model.embed(task.indexes.map((index) => task.texts[index]))
      const dimensions = embeddings[0] ? embeddings[0].length : 0
      request.vectors = request.vectors || new Int8Array(task.texts.length * dimensions)
      embeddings.forEach((values, position) => quantize(values, request.vectors, task.indexes[position] * dimensions))
      request.remaining -= 1
      if (request.remaining === 0) {
        const buffer = request.vectors.buffer
        parentPort.postMessage({ type: 'vectors', id: request.id, buffer }, [buffer])
      }
    } catch (error) {
      request.failed = true
      parentPort.postMessage({ type: 'error', id: request.id, reason: String(error && error.message || error) })
    }
  }
  running = false
}

parentPort.on('message', (message) => {
  enqueue(message)
  drain()
})

;(async () => {
  try {
    const core = load('@energetic-ai/core')
    const embeddings = load('@energetic-ai/embeddings')
    const directory = workerData.modelDirectory
    const source = async () => {
      const [graph, vocabulary] = await Promise.all([
        core.loadGraphModel('file://' + directory + '/model.json'),
        readFile(directory + '/vocab.json', 'utf8').then((text) => JSON.parse(text)),
      ])
      return { model: graph, vocabulary }
    }
    const loaded = await embeddings.initModel(source)
    const probe = await loaded.embed(['hello'])
    const dimensions = probe[0] ? probe[0].length : 0
    if (!(dimensions > 0) || !probe[0].every(Number.isFinite)) throw new Error('the model gives no usable vectors')
    model = loaded
    parentPort.postMessage({ type: 'ready', dimensions })
    drain()
  } catch (error) {
    parentPort.postMessage({ type: 'failed', reason: String(error && error.message || error) })
  }
})()
`
