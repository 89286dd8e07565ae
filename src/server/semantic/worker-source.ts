/**
 * The embedding worker's code, run with `new Worker(source, { eval: true })` so that it works the same from the
 * TypeScript sources (tests, tsx) and from the bundled package, with no second entry file to ship and locate.
 *
 * Protocol — in: `{ type: 'embed', id, texts, priority }`; out: `{ type: 'ready', dimensions }` once the model is
 * loaded, `{ type: 'failed', reason }` if it cannot be, `{ type: 'vectors', id, buffer }` (n × dimensions int8,
 * unit vectors scaled by 127) or `{ type: 'error', id, reason }` per request. Queries (`priority: 1`) are taken
 * before waiting ingestion batches, so a question waits at most for the batch already running.
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

async function drain() {
  if (running || !model) return
  running = true
  while (queue.length > 0) {
    queue.sort((left, right) => right.priority - left.priority || left.id - right.id)
    const request = queue.shift()
    try {
      const embeddings = await model.embed(request.texts)
      const dimensions = embeddings[0] ? embeddings[0].length : 0
      const vectors = new Int8Array(embeddings.length * dimensions)
      embeddings.forEach((values, index) => quantize(values, vectors, index * dimensions))
      parentPort.postMessage({ type: 'vectors', id: request.id, buffer: vectors.buffer }, [vectors.buffer])
    } catch (error) {
      parentPort.postMessage({ type: 'error', id: request.id, reason: String(error && error.message || error) })
    }
  }
  running = false
}

parentPort.on('message', (message) => {
  queue.push(message)
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
