import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

export interface CliRun {
  child: ChildProcess
  /** Resolves once the process exits. */
  result: Promise<CliResult>
  /** Resolves once stdout or stderr has printed text matching `pattern`. */
  output(pattern: RegExp): Promise<void>
}

/**
 * The environment of the test process without PROFILE_CONTEXT_* and OPENAI_* variables, so only what a test sets
 * counts and no test reaches a real model.
 */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PROFILE_CONTEXT_') && !name.startsWith('OPENAI_')),
  )
  return { ...env, NO_COLOR: '1', ...extra }
}

export interface RunOptions {
  env?: Record<string, string>
  /** Written to stdin, which is then closed. */
  input?: string
}

/**
 * Runs a TypeScript entry point of this repository through tsx in one Node process (so signals reach the script
 * itself), with `profile-context` imports mapped to the sources by test/tsconfig.json.
 */
export function startScript(script: string, args: readonly string[], options: RunOptions = {}): CliRun {
  const env = cleanEnvironment({ TSX_TSCONFIG_PATH: 'test/tsconfig.json', ...options.env })
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = []
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(stdout) || waiter.pattern.test(stderr)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  }
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8')
    check()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8')
    check()
  })
  child.stdin.end(options.input ?? '')
  const result = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
  return {
    child,
    result,
    output: (pattern) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ pattern, resolve })
        check()
        result.then(() => reject(new Error(`exited before printing ${pattern}:\n${stdout}\n${stderr}`)), reject)
      }),
  }
}

/** Starts `profile-context <args>` the way `npm run cli` does. */
export function startCli(args: readonly string[], options: RunOptions = {}): CliRun {
  return startScript('src/cli/index.ts', args, options)
}

/** Runs the CLI to completion. */
export function runCli(args: readonly string[], options: RunOptions = {}) {
  return startCli(args, options).result
}
