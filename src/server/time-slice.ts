import { setImmediate as nextTurn } from 'node:timers/promises'

/** Longest stretch, in milliseconds, background work computes before it lets other work run. */
export const defaultSliceMs = 5

/**
 * Cooperative time slicing for background work on the event loop (update jobs between messages, the rule extractor
 * between sentences). The work calls `yield()` between units;
 * once `sliceMs` have passed since the last pause it waits for the next turn of the loop (`setImmediate`), so
 * pending I/O — other accounts' requests, `update/stop`, SIGTERM — runs before the job goes on. Awaiting an
 * already-settled promise is not enough: microtasks run before any I/O, so a synchronous extractor would otherwise
 * hold the loop for the whole job.
 */
export class TimeSlice {
  readonly #sliceMs: number
  #started = performance.now()

  constructor(sliceMs: number = defaultSliceMs) {
    this.#sliceMs = sliceMs
  }

  /** True once `sliceMs` have passed since the last pause: the work should commit what it has and call `yield`. */
  get expired(): boolean {
    return performance.now() - this.#started >= this.#sliceMs
  }

  /** Pauses for one turn of the event loop when the slice is used up; rejects with the signal's reason on abort. */
  async yield(signal?: AbortSignal): Promise<void> {
    if (!this.expired) return
    await nextTurn(undefined, signal ? { signal } : undefined)
    this.#started = performance.now()
  }
}
