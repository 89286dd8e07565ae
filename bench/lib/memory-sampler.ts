import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** Samples this process's memory at an interval and keeps the peak above the level at start. */
export interface MemorySampler {
  /** Stops sampling; returns the peaks in bytes above the level measured at start. */
  stop(): { heapUsed: number; rss: number }
}

export function sampleMemory(intervalMs = 5): MemorySampler {
  const start = process.memoryUsage()
  let heapPeak = start.heapUsed
  let rssPeak = start.rss
  const sample = () => {
    const usage = process.memoryUsage()
    heapPeak = Math.max(heapPeak, usage.heapUsed)
    rssPeak = Math.max(rssPeak, usage.rss)
  }
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      sample()
      clearInterval(timer)
      return { heapUsed: heapPeak - start.heapUsed, rss: rssPeak - start.rss }
    },
  }
}

let gc: (() => void) | undefined

/** Collects garbage (exposing `gc` at run time, since the npm script cannot pass --expose-gc) so baselines start clean. */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
}
