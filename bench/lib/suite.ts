import type { SuiteReport } from './report'

export interface SuiteOptions {
  /** A fast smoke pass: small sizes, few iterations; numbers are not meant to be quoted. */
  quick: boolean
  /** Progress lines for the console. */
  log(message: string): void
}

export interface Suite {
  /** Name on the command line: `npm run bench -- <name>`. */
  name: string
  run(options: SuiteOptions): Promise<SuiteReport>
}

/** Runs each variant `iterations` times, round-robin with a rotating start, so that all share the same conditions. */
export async function interleave(
  variants: ReadonlyArray<{ name: string; measure: (iteration: number) => Promise<number> }>,
  iterations: number,
): Promise<Map<string, number[]>> {
  const samples = new Map(variants.map((variant) => [variant.name, [] as number[]]))
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    for (let offset = 0; offset < variants.length; offset += 1) {
      const variant = variants[(iteration + offset) % variants.length]
      if (!variant) continue
      samples.get(variant.name)?.push(await variant.measure(iteration))
    }
  }
  return samples
}
