import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { defaultDistDir, playgroundRoot } from './paths'

export interface EnsurePageOptions {
  /** Where the page is built. @default playground/dist */
  outDir?: string
  /** Build even when the output is newer than every source file. @default false */
  force?: boolean
  /** Told when a build starts and why. @default no messages */
  onBuild?: (reason: string) => void
}

/** What goes into the page: a change to any of these makes the built page stale. */
const SOURCES = ['index.html', 'vite.config.ts', 'src']

/**
 * Builds the page with Vite when it is missing or older than its sources; otherwise does nothing. Returns
 * whether a build ran.
 *
 * @example
 * ```ts
 * await ensurePageBuilt({ onBuild: (reason) => console.log(`Building the playground page (${reason})…`) })
 * ```
 */
export async function ensurePageBuilt(options: EnsurePageOptions = {}): Promise<boolean> {
  const outDir = options.outDir ?? defaultDistDir
  const reason = options.force ? 'asked to' : staleReason(outDir)
  if (reason === undefined) return false
  options.onBuild?.(reason)
  // Loaded only when needed: starting with a fresh build should not pay for Vite.
  const { build } = await import('vite')
  // Vite follows NODE_ENV, which test runners set to `test`: that would ship React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: join(playgroundRoot, 'vite.config.ts'),
      root: playgroundRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return true
}

function staleReason(outDir: string): string | undefined {
  const builtPage = join(outDir, 'index.html')
  if (!existsSync(builtPage)) return 'not built yet'
  const builtAt = statSync(builtPage).mtimeMs
  const newest = Math.max(...SOURCES.map((source) => newestChange(join(playgroundRoot, source))))
  return newest > builtAt ? 'sources changed since the last build' : undefined
}

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs)
}
