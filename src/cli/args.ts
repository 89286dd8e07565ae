import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

/** A mistake in how the command was called: exit code 2, with a pointer to `--help`. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Flags every verb that talks to the service accepts. */
const connectionOptions = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig

/** The help text block for {@link connectionOptions}, shared by every verb's `--help`. */
export const connectionHelp = `Connection:
  --base-url <url>   Service URL including the API prefix
                     (env PROFILE_CONTEXT_BASE_URL, default http://127.0.0.1:8787/v1)
  --api-key <key>    API key sent as a Bearer token (env PROFILE_CONTEXT_API_KEY)
  --json             Print machine-readable JSON instead of text
  -h, --help         Show this help

Exit codes: 0 success, 1 service or runtime error, 2 usage error (nothing was sent).`

/**
 * Parses a verb's arguments strictly (unknown flags are usage errors) with the connection flags merged in.
 *
 * @example
 * const { values, positionals } = parseCommand(argv, { watch: { type: 'boolean' } })
 */
export function parseCommand<Options extends ParseArgsOptionsConfig>(argv: readonly string[], options: Options) {
  try {
    return parseArgs({
      args: [...argv],
      options: { ...connectionOptions, ...options },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    // Node's own advice about '--' for positionals starting with '-' is noise here (and its quotes do not close).
    const message =
      error instanceof Error
        ? error.message.replace(/\. To specify a positional argument[\s\S]*$/, '').replace(/\.?$/, '.')
        : String(error)
    throw new UsageError(message)
  }
}

/**
 * Reads a flag value written in decimal digits as a whole number within bounds (`bounds.min` is 0 or more), naming
 * the flag when it is not. Other spellings Number() would take ("1e3", "0x10", "") are refused.
 */
export function parseInteger(value: string | undefined, flag: string, bounds: { min: number; max: number }) {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || number < bounds.min || number > bounds.max) {
    throw new UsageError(`--${flag} must be a whole number from ${bounds.min} to ${bounds.max}; got '${value}'.`)
  }
  return number
}

/** Takes exactly the named positional arguments, or explains which one is missing or extra. */
export function takePositionals(positionals: readonly string[], names: readonly string[]): string[] {
  if (positionals.length < names.length) {
    throw new UsageError(`Missing argument <${names[positionals.length]}>.`)
  }
  if (positionals.length > names.length) {
    const extra = positionals.slice(names.length).join(' ')
    throw new UsageError(`Unexpected argument '${extra}'. Quote arguments that contain spaces.`)
  }
  return [...positionals]
}
