import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { ProfileContextClient } from '../client/index'
import type { Message } from '../client/types'
import { parseCommand, parseInteger, takePositionals, UsageError } from './args'
import { clientFromFlags } from './client-from-flags'
import { abortOnInterrupt, type CliCommand, print, runGuarded } from './command'
import { helpText } from './help-text'
import { createProgressBar } from './progress-bar'
import { parseTranscript } from './read-transcript'
import { exitCode } from './report-error'
import { waitForUpdate } from './wait-for-update'

const options = {
  profile: { type: 'string', short: 'p' },
  scene: { type: 'string', short: 's' },
  batch: { type: 'string', short: 'b' },
  update: { type: 'boolean', default: false },
  wait: { type: 'boolean', default: false },
} as const

/** How many problems of a bad file are listed before "and N more". */
const shownProblems = 20

async function readInput(file: string): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
    return Buffer.concat(chunks).toString('utf8')
  }
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)
    throw new UsageError(`Cannot read '${file}': ${reason}.`)
  }
}

/**
 * The same batch of the same import gets the same key, so re-running an interrupted import into the same scene
 * skips the batches the service already stored instead of storing them twice.
 */
function batchKey(profileId: string, sceneId: string, index: number, batch: readonly Message[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([profileId, sceneId, index, batch]))
    .digest('hex')
  return `import-${hash.slice(0, 40)}`
}

interface SendPlan {
  client: ProfileContextClient
  profileId: string
  sceneId: string
  messages: Message[]
  lines: number[]
  batchSize: number
  signal: AbortSignal
  quiet: boolean
}

/** Sends the batches in order; on failure says which lines were in the failed batch and how to resume. */
async function sendBatches(plan: SendPlan): Promise<number> {
  const { client, profileId, sceneId, messages, lines, batchSize, signal } = plan
  const batches = Math.ceil(messages.length / batchSize)
  const bar = createProgressBar(process.stderr)
  for (let index = 0; index < batches; index++) {
    const start = index * batchSize
    const batch = messages.slice(start, start + batchSize)
    try {
      signal.throwIfAborted()
      await client.addText(profileId, sceneId, batch, {
        idempotencyKey: batchKey(profileId, sceneId, index, batch),
        signal,
      })
    } catch (error) {
      bar.done()
      const where = `lines ${lines[start]}–${lines[start + batch.length - 1]}`
      process.stderr.write(
        `Batch ${index + 1} of ${batches} (${where}) was not confirmed; ${index} batch(es), ${start} message(s) stored.\n` +
          `To resume, run the same command with --scene ${sceneId}: stored batches are recognised and not stored twice.\n`,
      )
      throw error
    }
    if (!plan.quiet)
      bar.update(
        ((start + batch.length) / messages.length) * 100,
        `sent ${start + batch.length}/${messages.length} messages`,
      )
  }
  bar.done()
  return batches
}

export const importCommand: CliCommand = {
  name: 'import',
  summary: 'Import a JSONL transcript into a profile in batches',
  help: helpText({
    usage: 'profile-context import <file.jsonl> --profile <id> [--scene <id>] [--batch 100] [--update] [--wait]',
    description:
      'Sends a transcript to a scene in batches (manual mode: no update per batch).\n' +
      'Each line is one message: {"role":"user","content":"...","timestamp":1700000000}\n' +
      '(role user, assistant or system; timestamp in Unix seconds or an ISO date; in time order; blank lines skipped).\n' +
      'The whole file is checked first: any bad line is reported with its number and nothing is sent.\n' +
      'Each batch carries an idempotency key derived from its content, so re-running an interrupted import\n' +
      'with --scene <the scene it printed> does not store batches twice. Use - as the file to read stdin.',
    options: [
      '-p, --profile <id>   Profile to import into (required; see create-profile)',
      '-s, --scene <id>     Scene to add to (default: a new scene is created and printed)',
      '-b, --batch <n>      Messages per request, 1 to 1000 (default 100)',
      '--update             Run one profile update after the last batch',
      '--wait               With --update (implied): show progress until IDLE; Ctrl-C stops the update',
    ],
    examples: [
      'profile-context import chat.jsonl --profile alice --update --wait',
      'profile-context import chat.jsonl --profile alice --scene scene_0123456789abcdef0123 --batch 500',
    ],
  }),
  run: (argv) =>
    runGuarded('import', async (context) => {
      const { values, positionals } = parseCommand(argv, options)
      if (values.help) {
        print(importCommand.help)
        return exitCode.ok
      }
      const [file] = takePositionals(positionals, ['file.jsonl']) as [string]
      const profileId = values.profile
      if (profileId === undefined || profileId === '') {
        throw new UsageError('--profile <id> is required: the profile to import into (create one with create-profile).')
      }
      const batchSize = parseInteger(values.batch, 'batch', { min: 1, max: 1000 }) ?? 100
      const update = values.update || values.wait
      const client = clientFromFlags(values, context)

      const transcript = parseTranscript(await readInput(file))
      if (transcript.problems.length > 0) {
        const listed = transcript.problems
          .slice(0, shownProblems)
          .map((problem) => `  ${file}:${problem.line}: ${problem.message}`)
        const more = transcript.problems.length - listed.length
        throw new UsageError(
          `${transcript.problems.length} invalid line(s) in ${file}; nothing was sent.\n${listed.join('\n')}` +
            (more > 0 ? `\n  … and ${more} more` : ''),
        )
      }
      if (transcript.messages.length === 0) throw new UsageError(`${file} holds no messages; nothing was sent.`)

      const interrupt = abortOnInterrupt()
      try {
        const sceneId = values.scene ?? (await client.createScene(profileId, { signal: interrupt.signal })).id
        if (values.scene === undefined && !values.json) print(`Created scene ${sceneId} in profile ${profileId}.`)
        const batches = await sendBatches({
          ...transcript,
          client,
          profileId,
          sceneId,
          batchSize,
          signal: interrupt.signal,
          quiet: values.json,
        })
        const count = transcript.messages.length
        const summary = { profileId, sceneId, messages: count, batches }
        if (!values.json)
          print(`Imported ${count} message(s) in ${batches} batch(es) into profile ${profileId}, scene ${sceneId}.`)
        if (!update) {
          if (values.json) print(JSON.stringify({ ...summary, update: 'none' }))
          else print('The profile is not updated yet: re-run with --update, or run an update from your application.')
          return exitCode.ok
        }
        await client.runUpdate(profileId, { signal: interrupt.signal })
        if (!values.wait) {
          if (values.json) print(JSON.stringify({ ...summary, update: 'started' }))
          else print(`Update started. Watch it with: profile-context status ${profileId} --watch`)
          return exitCode.ok
        }
        const outcome = await waitForUpdate(client, profileId, { signal: interrupt.signal, quiet: values.json })
        if (values.json) print(JSON.stringify({ ...summary, update: outcome }))
        else if (outcome === 'completed') print('Profile updated: IDLE, ready for queries.')
        return outcome === 'completed' ? exitCode.ok : exitCode.interrupted
      } catch (error) {
        if (!interrupt.signal.aborted) throw error
        process.stderr.write('Interrupted.\n')
        return exitCode.interrupted
      } finally {
        interrupt.dispose()
      }
    }),
}
