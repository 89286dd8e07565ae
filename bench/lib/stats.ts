/** Summary of a sample of measurements (milliseconds unless a caller says otherwise). */
export interface Summary {
  count: number
  mean: number
  p50: number
  p95: number
  p99: number
  min: number
  max: number
}

/** The value below which `fraction` of the sorted sample lies (linear interpolation between ranks). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = (sorted.length - 1) * fraction
  const lower = Math.floor(rank)
  const upper = Math.ceil(rank)
  const low = sorted[lower] ?? Number.NaN
  const high = sorted[upper] ?? Number.NaN
  return low + (high - low) * (rank - lower)
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((left, right) => left - right)
  const total = sorted.reduce((sum, value) => sum + value, 0)
  return {
    count: sorted.length,
    mean: sorted.length === 0 ? Number.NaN : total / sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

export function median(values: readonly number[]): number {
  return summarize(values).p50
}

/** Milliseconds since an arbitrary origin, with sub-millisecond resolution. */
export function now(): number {
  return performance.now()
}

/** Runs `action` and returns how many milliseconds it took. */
export async function timed(action: () => Promise<unknown> | unknown): Promise<number> {
  const start = now()
  await action()
  return now() - start
}
