import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repository = fileURLToPath(new URL('../../..', import.meta.url))

/** `profile-context <args>` as a child process, run by the same Node as the tests through tsx. */
export function spawnCli(args: readonly string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: repository,
    env: { ...process.env, PROFILE_CONTEXT_API_KEYS: '', ...env },
  })
}

/** A running `serve` child: its base URL, the key it printed (if it created one), and everything it printed. */
export interface ServeProcess {
  child: ChildProcessWithoutNullStreams
  baseURL: string
  generatedKey: string | undefined
  stdout: () => string
  stderr: () => string
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>
}

/** Spawns `serve` and resolves once it printed its URL (and the hint line after the key). */
export function startServeProcess(args: readonly string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawnCli(['serve', ...args], env)
  let stdout = ''
  let stderr = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`serve did not start in time.\nstdout: ${stdout}\nstderr: ${stderr}`)),
      20_000,
    )
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const url = /listening on (\S+)/.exec(stdout)?.[1]
      if (!url || !stdout.includes('Ctrl-C stops')) return
      clearTimeout(timer)
      resolve({
        child,
        baseURL: url,
        generatedKey: /shown only this once[^\n]*\n\s+(\S+)/.exec(stdout)?.[1],
        stdout: () => stdout,
        stderr: () => stderr,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM')
          return exited
        },
      })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`serve exited with ${code} before listening.\nstdout: ${stdout}\nstderr: ${stderr}`))
    })
  })
}

/** Runs the CLI to completion; resolves with its exit code and output. */
export function runCli(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}
