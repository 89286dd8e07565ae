import { type ErrorContext, reportError } from './report-error'

/** One verb of the `profile-context` command. */
export interface CliCommand {
  name: string
  /** One line for the verb list of `profile-context --help`. */
  summary: string
  /** The full `--help` text. */
  help: string
  /** Runs the verb with the arguments after its name; resolves to the exit code. */
  run(argv: readonly string[]): Promise<number>
}

/**
 * Runs a verb's body and turns any error into an explanation on stderr and an exit code. `clientFromFlags` records
 * `context.baseURL`, so connection errors can say which URL failed.
 */
export async function runGuarded(verb: string, body: (context: ErrorContext) => Promise<number>): Promise<number> {
  const context: ErrorContext = { verb }
  try {
    return await body(context)
  } catch (error) {
    return reportError(error, context)
  }
}

/** Writes one line to stdout. */
export function print(text: string): void {
  process.stdout.write(`${text}\n`)
}

/**
 * Turns the first Ctrl-C into an abort of the returned signal, so the verb can clean up and report; a second Ctrl-C
 * exits at once. Call `dispose` when done.
 */
export function abortOnInterrupt(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController()
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130)
    controller.abort(new Error('Interrupted (Ctrl-C)'))
  }
  process.on('SIGINT', onSignal)
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSignal) }
}
