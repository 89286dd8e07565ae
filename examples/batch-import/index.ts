/**
 * Manual mode: import a JSONL transcript in batches, run one profile update, follow its progress, ask questions.
 *
 *   npm run example:import -- [transcript.jsonl] [--batch 10] [--user maya] [--delay 40]
 *
 * Without PROFILE_CONTEXT_BASE_URL it starts an in-memory reference service in this process. Ctrl-C during the
 * update stops it through update/stop.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createProfileMemory } from 'profile-context'
import { importTranscript } from './import-transcript'
import { progressBar } from './progress-bar'
import { readTranscript } from './read-transcript'
import { connectService } from './service'

const questions = [
  'Where does the user live?',
  'What instrument does the user play?',
  'What is the user allergic to?',
  'Where is the user travelling in October?',
]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    batch: { type: 'string', default: '10' },
    user: { type: 'string', default: 'maya' },
    delay: { type: 'string', default: '40' },
  },
})
const batchSize = Number(values.batch)
const delay = Number(values.delay)
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000) throw new Error('--batch must be 1 to 1000.')
if (!Number.isInteger(delay) || delay < 0) throw new Error('--delay must be a whole number of milliseconds.')
const file = positionals[0] ?? fileURLToPath(new URL('./transcript.jsonl', import.meta.url))

const messages = await readTranscript(file)
const service = await connectService({ database: ':memory:', processingDelayMs: delay })
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
console.log(`Importing ${messages.length} messages from ${file} for user '${values.user}', ${batchSize} per batch…`)
const bar = progressBar(process.stdout)
let exitCode = 0
try {
  const result = await importTranscript({
    memory,
    userId: values.user,
    messages,
    signal: controller.signal,
    onProgress: (status) => {
      if (status.status === 'WORKING') bar.update(status.progress, 'updating profile')
    },
  })
  bar.done()
  console.log(`Sent ${result.sentMessages} messages in ${result.sentRequests} batches to profile ${result.profileId}.`)
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
