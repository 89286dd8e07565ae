import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

export interface ImportCommand {
  file: string
  batchSize: number
  userId: string
  delayMs: number
}

export const usage = `Usage: npm run example:import -- [transcript.jsonl] [--batch 10] [--user maya] [--delay 40]

Imports a JSONL transcript ({"role":"user"|"assistant","content":"…","timestamp":<Unix seconds>} per line) in
batches, runs one profile update with a progress bar (Ctrl-C stops it) and asks the profile a few questions.

  transcript.jsonl  the file to import (default: the sample transcript next to this example)
  --batch <n>       messages per request, 1 to 1000 (default 10)
  --user <id>       user whose profile receives the transcript (default maya)
  --delay <ms>      in-process service only: wait before each message of the update (default 40)
  -h, --help        show this help

Without PROFILE_CONTEXT_BASE_URL a reference service runs in this process; set it and PROFILE_CONTEXT_API_KEY to
import into your own service.`

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Reads the command line; `undefined` means `--help` was asked for. */
export function parseImportCommand(argv: readonly string[]): ImportCommand | undefined {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    // Node's advice about '--' for positionals that start with '-' does not apply here.
    const message =
      error instanceof Error ? error.message.replace(/\. To specify a positional[\s\S]*$/, '').replace(/\.?$/, '.') : ''
    throw new UsageError(message)
  }
  const { values, positionals } = parsed
  if (values.help) return undefined
  if (positionals.length > 1) throw new UsageError(`Expected one transcript file, got ${positionals.length}.`)
  return {
    file: positionals[0] ?? fileURLToPath(new URL('./transcript.jsonl', import.meta.url)),
    batchSize: wholeNumber(values.batch, '--batch', 1, 1000),
    userId: values.user,
    delayMs: wholeNumber(values.delay, '--delay', 0, 60_000),
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      batch: { type: 'string', default: '10' },
      user: { type: 'string', default: 'maya' },
      delay: { type: 'string', default: '40' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
}

function wholeNumber(raw: string, flag: string, min: number, max: number): number {
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}; got '${raw}'.`)
  }
  return value
}
