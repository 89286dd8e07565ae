import { vi } from 'vitest'
import type { CliCommand } from '../../src/cli/command'

/**
 * Runs a verb inside the test process and captures what it prints: for help texts and usage errors, which never
 * reach the network, so a child process per case would only add start-up time. Exit codes through a real process
 * are covered by the child-process tests.
 */
export async function runInProcess(command: CliCommand, argv: readonly string[]) {
  let stdout = ''
  let stderr = ''
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk)
    return true
  })
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk)
    return true
  })
  try {
    const code = await command.run(argv)
    return { code, stdout, stderr }
  } finally {
    out.mockRestore()
    err.mockRestore()
  }
}
