import type { Embedder, EmbedPriority } from 'profile-context/server'
import { afterAll, describe, expect, it } from 'vitest'
import { detectModel } from '../../src/server/semantic/detect-model'
import { similarity } from '../../src/server/semantic/embedder'
import { EmbedderPool } from '../../src/server/semantic/embedder-pool'
import { WorkerEmbedder } from '../../src/server/semantic/worker-embedder'

/** A fake model: a text's vector is its length and first character code, so any mix-up of order shows. */
class CountingEmbedder implements Embedder {
  readonly model = 'fake'
  readonly calls: Array<{ texts: string[]; priority: EmbedPriority }> = []
  ready = true
  gate: Promise<void> = Promise.resolve()
  fail = false

  async embed(texts: readonly string[], priority: EmbedPriority): Promise<Int8Array[]> {
    this.calls.push({ texts: [...texts], priority })
    await this.gate
    if (this.fail) throw new Error('part failed')
    return texts.map((text) => Int8Array.from([text.length % 127, text.charCodeAt(0) % 127]))
  }

  async close(): Promise<void> {}
}

const texts = (count: number) =>
  Array.from({ length: count }, (_, index) => `${String.fromCharCode(65 + (index % 26))}${'x'.repeat(index % 37)}`)

describe('EmbedderPool with fake workers', () => {
  it('shares a large update batch among the workers and gives every text its own vector, in order', async () => {
    const members = [new CountingEmbedder(), new CountingEmbedder()]
    const pool = new EmbedderPool(members)
    const input = texts(50)
    const vectors = await pool.embed(input, 'batch')
    expect(vectors.map((vector) => [...vector])).toEqual(
      input.map((text) => [text.length % 127, text.charCodeAt(0) % 127]),
    )
    expect(members.map((member) => member.calls.length)).toEqual([1, 1])
    // Long and short texts are dealt to both workers alike.
    const lengths = members.map((member) => member.calls[0]?.texts.reduce((sum, text) => sum + text.length, 0) ?? 0)
    expect(Math.abs((lengths[0] ?? 0) - (lengths[1] ?? 0))).toBeLessThanOrEqual(40)
  })

  it('keeps small batches and questions on one worker, and sends a question to the idle one', async () => {
    const members = [new CountingEmbedder(), new CountingEmbedder()]
    const pool = new EmbedderPool(members)
    await pool.embed(texts(5), 'batch')
    await pool.embed(['what does the user do?'], 'query')
    expect(members.map((member) => member.calls.length)).toEqual([2, 0])
    // Both workers have been started by a bulk batch; the first is busy: the question goes to the second.
    let release: () => void = () => {}
    const first = members[0] as CountingEmbedder
    first.gate = new Promise((resolve) => {
      release = resolve
    })
    const bulk = pool.embed(texts(40), 'batch')
    ;(members[1] as CountingEmbedder).calls.length = 0
    await new Promise((resolve) => setImmediate(resolve))
    await pool.embed(['where does the user live?'], 'query')
    expect((members[1] as CountingEmbedder).calls.at(-1)).toEqual({
      texts: ['where does the user live?'],
      priority: 'query',
    })
    release()
    expect(await bulk).toHaveLength(40)
  })

  it('rejects the whole batch when one part fails, and is ready only once the first worker is', async () => {
    const members = [new CountingEmbedder(), new CountingEmbedder()]
    ;(members[1] as CountingEmbedder).fail = true
    const pool = new EmbedderPool(members)
    await expect(pool.embed(texts(40), 'batch')).rejects.toThrow('part failed')
    ;(members[0] as CountingEmbedder).ready = false
    expect(pool.ready).toBe(false)
    expect(() => new EmbedderPool([])).toThrow(/at least one/)
  })
})

describe('EmbedderPool over the real model', () => {
  const detection = detectModel()
  const make = () => {
    if (!detection.available) throw new Error(detection.reason)
    return new WorkerEmbedder({
      modelDirectory: detection.modelDirectory,
      resolveFrom: detection.resolveFrom,
      model: 'use-lite',
      onUnavailable: (reason) => {
        throw new Error(reason)
      },
    })
  }
  const single = make()
  const pool = new EmbedderPool([make(), make()])
  afterAll(async () => {
    await Promise.all([single.close(), pool.close()])
  })

  it('gives the same vectors as one worker embedding each text alone, whatever the mix of lengths', async () => {
    const input = [
      'I work as a nurse at the city hospital.',
      'ok',
      "We adopted a golden retriever last spring and she's been the best thing that happened to our family, honestly, even with the chewed shoes and the muddy paws every single morning.",
      'Thanks!',
      ...texts(30).map((text, index) => `${text} is what I said on day ${index}`),
      'I work as a nurse at the city hospital.',
    ]
    const pooled = await pool.embed(input, 'batch')
    expect(pooled).toHaveLength(input.length)
    const alone: Int8Array[] = []
    for (const text of input) alone.push(((await single.embed([text], 'query')) as Int8Array[])[0] as Int8Array)
    for (const [index, vector] of pooled.entries()) {
      const scores = alone.map((other) => similarity(vector, other))
      // The model's batches shift a vector slightly (up to ~0.04 for very short texts among long ones, measured),
      // never towards another text: each vector is nearest to its own text's.
      expect(scores[index]).toBeGreaterThan(0.95)
      const nearest = scores.indexOf(Math.max(...scores))
      expect(input[nearest]).toBe(input[index])
    }
  }, 60_000)

  it('embeds a question posted during a bulk request before the rest of that request', async () => {
    const bulk = Array.from(
      { length: 64 },
      (_, index) =>
        `On day ${index} we walked along the river to the old mill, had lunch at the bakery by the bridge, and talked about the garden, the neighbours and the long summer ahead of us.`,
    )
    let bulkDone = false
    const bulkVectors = single.embed(bulk, 'batch').then((vectors) => {
      bulkDone = true
      return vectors
    })
    // The question arrives while the worker is in the middle of the request (its first tasks are running).
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [question] = await single.embed(['What does the user do at weekends?'], 'query')
    expect(question).toBeInstanceOf(Int8Array)
    expect(bulkDone).toBe(false)
    expect(await bulkVectors).toHaveLength(64)
  }, 60_000)
})

describe('the real model on a static graph', () => {
  it('runs without the package dynamic path and gives the vectors the package itself gives', async () => {
    const detection = detectModel()
    if (!detection.available) throw new Error(detection.reason)
    const worker = new WorkerEmbedder({
      modelDirectory: detection.modelDirectory,
      resolveFrom: detection.resolveFrom,
      model: 'use-lite',
      onUnavailable: (reason) => {
        throw new Error(reason)
      },
    })
    try {
      await new Promise<void>((resolve) => worker.warm?.(resolve))
      expect(worker.staticGraph).toBe(true)
      // The package's own path, in this thread, on texts the load check never saw.
      const { createRequire } = await import('node:module')
      const load = createRequire(detection.resolveFrom)
      const core = load('@energetic-ai/core')
      const embeddings = load('@energetic-ai/embeddings')
      const { readFile } = await import('node:fs/promises')
      const reference = await embeddings.initModel(async () => ({
        model: await core.loadGraphModel(`file://${detection.modelDirectory}/model.json`),
        vocabulary: JSON.parse(await readFile(`${detection.modelDirectory}/vocab.json`, 'utf8')),
      }))
      const input = [
        'Where does my sister Paola live these days?',
        'We moved to Porto last week after ten years in Lisbon, and the kids love the new school already.',
        '???',
        'a',
        `${'very '.repeat(200)}long`,
      ]
      const vectors = await worker.embed(input, 'batch')
      const expected = (await reference.embed(input)) as number[][]
      for (const [index, vector] of vectors.entries()) {
        const values = expected[index] as number[]
        const norm = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0))
        const quantized = Int8Array.from(values, (value) =>
          Math.max(-127, Math.min(127, Math.round((value / norm) * 127))),
        )
        expect([...vector]).toEqual([...quantized])
      }
    } finally {
      await worker.close()
    }
  }, 60_000)
})
