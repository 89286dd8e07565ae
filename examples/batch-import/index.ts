/**
 * Manual mode: import a JSONL transcript in batches, run one profile update, follow its progress, ask questions.
 *
 *   npm run example:import -- [transcript.jsonl] [--batch 10] [--user maya] [--delay 40]
 *
 * Without PROFILE_CONTEXT_BASE_URL it starts an in-memory reference service in this process. Ctrl-C during the
 * update stops it through update/stop.
 */
import { createProfileMemory, type TurnMessage } from 'profile-context'
import { importTranscript } from './import-transcript'
import { type ImportCommand, parseImportCommand, UsageError, usage } from './options'
import { progressBar } from './progress-bar'
import { readTranscript } from './read-transcript'
import { connectService } from './service'

const questions = [
  'Where does the user live?',
  'What instrument does the user play?',
  'What is the user allergic to?',
  'Where is the user travelling in October?',
]

let command: ImportCommand | undefined
let messages: TurnMessage[]
try {
  command = parseImportCommand(process.argv.slice(2))
  if (command === undefined) {
    console.log(usage)
    process.exit(0)
  }
  messages = await readTranscript(command.file)
} catch (error) {
  // Nothing was sent: a usage mistake or a bad file, told without a stack trace.
  console.error(`error: ${error instanceof Error ? error.message : error}`)
  if (error instanceof UsageError) console.error(`\n${usage}`)
  process.exit(2)
}
const { file, batchSize, userId, delayMs: delay } = command
const service = await connectService({ database: ':memory:', processingDelayMs: delay }).catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : error}`)
  return process.exit(1)
})
const memory = createProfileMemory({
  client: { baseURL: service.baseURL, apiKey: service.apiKey },
  update: 'manual',
  // Batches by size only (a long delay), and no automatic update run: this script runs exactly one.
  batch: { maxMessages: batchSize, maxDelayMs: 60_000, runUpdate: 'never' },
  onError: (error, info) => console.error(`[${info.operation}] ${error instanceof Error ? error.message : error}`),
})

const controller = new AbortController()
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(130)
  console.log('\nStopping the update (Ctrl-C again to quit at once)…')
  controller.abort()
})

console.log(`Service: ${service.description}`)
console.log(`Importing ${messages.length} messages from ${file} for user '${userId}', ${batchSize} per batch…`)
const bar = progressBar(process.stdout)
let exitCode = 0
try {
  const result = await importTranscript({
    memory,
    userId,
    messages,
    signal: controller.signal,
    onProgress: (status) => {
      if (status.status === 'WORKING') bar.update(status.progress, 'updating profile')
    },
  })
  bar.done()
  const batches = result.sentRequests === 1 ? '1 batch' : `${result.sentRequests} batches`
  console.log(`Sent ${result.sentMessages} messages in ${batches} to profile ${result.profileId}.`)
  if (result.profileId !== userId) {
    // The service keeps ids unique; this example keeps no user → profile map, so a second run gets a new profile.
    console.log(`(The service already had a profile '${userId}', so it assigned '${result.profileId}'.)`)
  }
  if (result.update === 'stopped') {
    console.log(
      `Update stopped; status now ${result.status.status}. Processed facts stay; the rest waits for the next run.`,
    )
    exitCode = 130
  } else {
    console.log('Profile updated: IDLE, ready for queries.\n')
    for (const question of questions) {
      const { result: answer } = await memory.client.queryFacts(result.profileId, question)
      console.log(`Q: ${question}\nA: ${answer}\n`)
    }
  }
} catch (error) {
  bar.done()
  console.error(`Import failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await memory.close()
  await service.close()
}
process.exit(exitCode)
