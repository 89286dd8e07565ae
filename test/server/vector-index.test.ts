import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../bench/scale/synthetic'
import { maxWasmMemories } from '../../src/server/semantic/dot-products'
import { VectorIndex } from '../../src/server/semantic/vector-index'

function randomVector(random: () => number, dimensions: number): Int8Array {
  return Int8Array.from({ length: dimensions }, () => Math.round(random() * 254 - 127))
}

/** The plain definition: every dot product in doubles, sorted. */
function reference(vectors: Array<[number, Int8Array]>, query: Int8Array, limit: number, minScore: number) {
  const scores = vectors.map(([id, vector]) => {
    let sum = 0
    for (let index = 0; index < vector.length; index++) sum += (vector[index] as number) * (query[index] as number)
    return { messageId: id, score: sum / (127 * 127) }
  })
  const mean = scores.reduce((total, hit) => total + hit.score, 0) / scores.length
  const hits = scores
    .filter((hit) => hit.score >= minScore)
    .sort((left, right) => right.score - left.score || right.messageId - left.messageId)
    .slice(0, limit)
  return { hits, mean }
}

describe('VectorIndex', () => {
  for (const dimensions of [512, 3, 100]) {
    it(`finds exactly what a plain dot product finds (${dimensions} dimensions, SIMD and JavaScript, across growth)`, async () => {
      const random = seededRandom(dimensions)
      const simd = new VectorIndex()
      const plain = new VectorIndex({ forceJavaScript: true })
      const vectors: Array<[number, Int8Array]> = []
      for (let id = 1; id <= 1500; id++) {
        const vector = randomVector(random, dimensions)
        vectors.push([id, vector])
        simd.add(id, vector)
        plain.add(id, vector)
      }
      const query = randomVector(random, dimensions)
      const expected = reference(vectors, query, 10, 0)
      for (const index of [simd, plain]) {
        const found = await index.search(query, 10, 0)
        expect(found.hits.map((hit) => hit.messageId)).toEqual(expected.hits.map((hit) => hit.messageId))
        for (const [position, hit] of found.hits.entries()) {
          expect(hit.score).toBeCloseTo(expected.hits[position]?.score ?? 0, 9)
        }
        expect(found.mean).toBeCloseTo(expected.mean, 9)
        // Chunked with pauses, and with vectors added during a pause (left for the next search): the same answer.
        let added = 0
        const chunked = await index.search(
          query,
          10,
          0,
          async () => {
            index.add(10_000 + added, randomVector(random, dimensions))
            added += 1
          },
          200,
        )
        expect(chunked.hits).toEqual(found.hits)
        expect(index.size).toBe(1500 + added)
      }
    })
  }

  it('scores in WebAssembly SIMD on this Node (the JavaScript loop is only the fallback)', () => {
    expect(new VectorIndex().simd).toBe(true)
    expect(new VectorIndex({ forceJavaScript: true }).simd).toBe(false)
  })

  // Last: the indexes it makes stay alive until the next garbage collection.
  it('holds at most 4,096 WebAssembly memories at once (a process can reserve ~16,000): the next indexes score in JavaScript', async () => {
    const random = seededRandom(5)
    const indexes: VectorIndex[] = []
    for (let count = 0; count < maxWasmMemories + 10; count++) indexes.push(new VectorIndex())
    expect(indexes.some((index) => !index.simd)).toBe(true)
    const last = indexes.at(-1) as VectorIndex
    const vector = randomVector(random, 512)
    last.add(1, vector)
    last.add(2, randomVector(random, 512))
    const found = await last.search(vector, 1, 0)
    expect(found.hits.map((hit) => hit.messageId)).toEqual([1])
  }, 60_000)
})
