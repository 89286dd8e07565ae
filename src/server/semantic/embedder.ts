/** Who is asking for vectors: a question being answered (goes first) or a batch of the update job. */
export type EmbedPriority = 'query' | 'batch'

/** Turns texts into unit sentence vectors, quantized to int8 (components × 127). */
export interface Embedder {
  /** Name stored with every vector, so vectors of another model are never compared with these. */
  readonly model: string
  /** One vector per text, in order. Rejects with the reason when the model is unavailable. */
  embed(texts: readonly string[], priority: EmbedPriority): Promise<Int8Array[]>
  /** Ends the model's worker; pending requests reject. */
  close(): Promise<void>
  /** False while the model is not loaded yet (an embedder without this field is always ready). */
  readonly ready?: boolean
  /** Starts loading the model in the background, if it is not loaded or loading; `onReady` runs once it is. */
  warm?(onReady: () => void): void
}

/** Cosine similarity of two int8 unit vectors made by `Embedder.embed`, from -1 to 1. */
export function similarity(left: Int8Array, right: Int8Array): number {
  let sum = 0
  const length = Math.min(left.length, right.length)
  for (let index = 0; index < length; index++) sum += (left[index] as number) * (right[index] as number)
  return sum / (127 * 127)
}
