import type { UpdateStatus } from '../client/types'
import { parseCommand, parseInteger, takePositionals } from './args'
import { clientFromFlags } from './client-from-flags'
import { abortOnInterrupt, type CliCommand, print, runGuarded } from './command'
import { helpText } from './help-text'
import { createProgressBar, renderProgressBar } from './progress-bar'
import { exitCode } from './report-error'

const options = {
  watch: { type: 'boolean', short: 'w', default: false },
  interval: { type: 'string' },
  timeout: { type: 'string' },
} as const

function describe(status: UpdateStatus): string {
  return status.status === 'IDLE'
    ? 'IDLE: all data is processed and ready for queries'
    : `WORKING ${renderProgressBar(status.progress)}`
}

/** `profile-context status <profileId> [--watch]`: the profile's update state, or a live progress bar until IDLE. */
export const statusCommand: CliCommand = {
  name: 'status',
  summary: "Show a profile's update status (--watch: progress bar until IDLE)",
  help: helpText({
    usage: 'profile-context status <profileId> [--watch] [--interval <ms>] [--timeout <seconds>]',
    description:
      'Prints whether the profile is IDLE (everything processed) or WORKING (with progress).\n' +
      'With --watch, shows a progress bar and exits once the profile is IDLE.\n' +
      'Ctrl-C stops watching; it does not stop the update (use the client or `import --wait` for that).',
    options: [
      '-w, --watch          Keep reading the status until IDLE',
      '--interval <ms>      Milliseconds between two reads while watching (default 500)',
      '--timeout <seconds>  Give up watching after this long, exit 1 (default 3600)',
    ],
    examples: [
      'profile-context status alice',
      'profile-context status alice --watch',
      'profile-context status alice --json',
    ],
  }),
  run: (argv) =>
    runGuarded('status', async (context) => {
      const { values, positionals } = parseCommand(argv, options)
      if (values.help) {
        print(statusCommand.help)
        return exitCode.ok
      }
      const [profileId] = takePositionals(positionals, ['profileId']) as [string]
      const pollInterval = parseInteger(values.interval, 'interval', { min: 50, max: 600_000 }) ?? 500
      const timeoutSeconds = parseInteger(values.timeout, 'timeout', { min: 1, max: 604_800 }) ?? 3600
      const client = clientFromFlags(values, context)

      if (!values.watch) {
        const status = await client.getUpdateStatus(profileId)
        print(values.json ? JSON.stringify(status) : `Profile ${profileId}: ${describe(status)}`)
        return exitCode.ok
      }

      const interrupt = abortOnInterrupt()
      const bar = createProgressBar(process.stdout)
      try {
        const final = await client.waitForIdle(profileId, {
          pollInterval,
          timeout: timeoutSeconds * 1000,
          signal: interrupt.signal,
          onProgress: (status) => {
            if (values.json) print(JSON.stringify(status))
            else if (status.status === 'WORKING') bar.update(status.progress, 'WORKING')
          },
        })
        bar.done()
        if (!values.json) print(`Profile ${profileId}: ${describe(final)}`)
        return exitCode.ok
      } catch (error) {
        bar.done()
        if (!interrupt.signal.aborted) throw error
        process.stderr.write('Stopped watching (the update, if any, goes on).\n')
        return exitCode.interrupted
      } finally {
        interrupt.dispose()
      }
    }),
}
