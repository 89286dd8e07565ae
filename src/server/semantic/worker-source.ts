/**
 * The embedding worker's code, run with `new Worker(source, { eval: true })` so that it works the same from the
 * TypeScript sources (tests, tsx) and from the bundled package, with no second entry file to ship and locate.
 *
 * Protocol — in: `{ type: 'embed', id, texts, priority }`; out: `{ type: 'ready', dimensions, staticGraph }` once the
 * model is loaded (`staticGraph`: whether it runs synchronously, below), `{ type: 'failed', reason }` if it cannot
 * be, `{ type: 'vectors', id, buffer }` (n × dimensions int8, unit vectors scaled by 127) or `{ type: 'error', id,
 * reason }` per request. A request is embedded in tasks of up to
 * 16 texts of similar length (the model pads a batch to its longest text) and ~500 characters; queries
 * (`priority: 1`) are taken before waiting tasks, so a question waits at most for the task already running (~30 ms).
 */
export const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { readFile } = require('node:fs/promises')
const { createRequire } = require('node:module')
const load = createRequire(workerData.resolveFrom)
const queue = []
// The loaded model's embed (the static graph's, or the package's): set once the model is loaded and checked.
let embed
let running = false

// The model's graph holds two dynamic operations (Where), which make the package run it with executeAsync: one keeps
// the first tokens of each text, one lists the positions that hold a token. Both follow from the tokens alone, so
// they are computed here and given to the graph in their place, and the graph runs synchronously (execute): ~25 %
// less time per question and far less spread at p95 (measured: 6.8 against 8.9 ms p50, 9.4 against 21.7 ms p95).
// Used only if it gives the package's own vectors on load; any difference, and the package's embed is used.
const graphPrefix = 'module_apply_default/Encoder_en/KonaTransformer/'
const keptTokens = graphPrefix + 'ClipToMaxLength/Reshape'
const maxTokensConst = graphPrefix + 'ClipToMaxLength/Less/y'
const tokenPositions = graphPrefix + 'Encode/TransformerStack/Layer_1/TransformerLayer/FFN/StoreMask/ToInt32'
const tokenColumns = graphPrefix + 'Encode/TransformerStack/Layer_0/AddTimingSignal/strided_slice_2'

function staticEmbedder(core, loaded) {
  const limit = loaded.model.weights && loaded.model.weights[maxTokensConst]
  if (!limit || !limit[0]) return undefined
  const maxTokens = limit[0].dataSync()[0]
  if (!(maxTokens > 0)) return undefined
  return (texts) => {
    const encoded = texts.map((text) => loaded.tokenizer.encode(text))
    // A text with no token at all leaves a row out of the graph's batch: the package's path handles it.
    if (encoded.some((tokens) => tokens.length === 0)) return loaded.embed(texts)
    const indices = []
    const values = []
    const kept = []
    const positions = []
    const columns = []
    encoded.forEach((tokens, row) => {
      tokens.forEach((token, column) => {
        if (column < maxTokens) {
          kept.push(indices.length / 2)
          positions.push(row, column)
          columns.push(column)
        }
        indices.push(row, column)
        values.push(token)
      })
    })
    return core.tidy(() => {
      const output = loaded.model.execute({
        indices: core.tensor2d(indices, [indices.length / 2, 2], 'int32'),
        values: core.tensor1d(values, 'int32'),
        [keptTokens]: core.tensor1d(kept, 'int32'),
        [tokenPositions]: core.tensor2d(positions, [positions.length / 2, 2], 'int32'),
        [tokenColumns]: core.tensor1d(columns, 'int32'),
      })
      return output.arraySync()
    })
  }
}

/** Texts that exercise the static graph on load: one word, a batch of mixed lengths, one past the token limit. */
const checkTexts = [
  ['hello'],
  [
    'I work as a nurse at the city hospital.',
    'ok',
    'Ünïcödé 🎉 — “quoted” words, numbers 1,234.5 and a URL https://example.com/a?b=c',
    Array.from({ length: 90 }, (_, index) => 'word' + index + ' and more').join(' '),
  ],
]

async function sameVectors(fast, loaded) {
  for (const texts of checkTexts) {
    const [mine, theirs] = [await fast(texts), await loaded.embed(texts)]
    if (mine.length !== theirs.length) return false
    for (let row = 0; row < mine.length; row++) {
      if (mine[row].length !== theirs[row].length) return false
      for (let index = 0; index < mine[row].length; index++) {
        if (!(Math.abs(mine[row][index] - theirs[row][index]) <= 1e-5)) return false
      }
    }
  }
  return true
}

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
  if (running || !embed) return
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
      const embeddings = await embed(task.indexes.map((index) => task.texts[index]))
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
    let fast
    try {
      fast = staticEmbedder(core, loaded)
      if (fast && !(await sameVectors(fast, loaded))) fast = undefined
    } catch {
      fast = undefined
    }
    embed = fast || ((texts) => loaded.embed(texts))
    parentPort.postMessage({ type: 'ready', dimensions, staticGraph: fast !== undefined })
    drain()
  } catch (error) {
    parentPort.postMessage({ type: 'failed', reason: String(error && error.message || error) })
  }
})()
`
