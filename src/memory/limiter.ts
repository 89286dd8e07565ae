/** Runs at most `limit` tasks at once; the rest wait in arrival order. */
export class Limiter {
  readonly #limit: number
  #running = 0
  readonly #waiting: Array<() => void> = []

  constructor(limit: number) {
    this.#limit = limit
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#limit) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    else this.#running += 1
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      // The slot passes straight to the next task, so the running count never dips in between.
      if (next === undefined) this.#running -= 1
      else next()
    }
  }
}
