/**
 * A terminal chatbot with long-term memory: LangChain `createAgent` + the profile-context middleware.
 *
 *   npm run example:langchain -- [--user alice] [--data-dir .profile-context]
 *
 * Without PROFILE_CONTEXT_BASE_URL it uses the reference service of the data folder (<data-dir>/service.db, the
 * database of `npm start` too), in this process or the playground's, so what you tell it survives a restart. Without OPENAI_API_KEY /
 * OPENAI_BASE_URL it answers with an offline model that shows what memory injected. Exits 1 when a memory operation
 * or an answer failed during the session (the chat itself goes on without memory), 0 otherwise.
 */

import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { setTimeout as delay } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { createProfileMemory } from 'profile-context'
import { createChatSession } from './chat-session'
import { createFileIdStore } from './file-id-store'
import { chooseModel } from './model'
import { connectService } from './service'

/** How long Ctrl-D / /exit waits for the service to take what is still queued. */
const SAVE_TIMEOUT_MS = 15_000

const usage = `Usage: npm run example:langchain -- [--user alice] [--data-dir .profile-context]

  --user <id>        who you talk as first (default alice); /user <id> switches later
  --data-dir <path>  folder of the service's database (service.db) and the user → profile map (default .profile-context)
  -h, --help         show this help

Environment: PROFILE_CONTEXT_BASE_URL + PROFILE_CONTEXT_API_KEY (use that service instead of one in this process),
OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL (a real model instead of the offline one).`

let values: { user: string; 'data-dir': string; help: boolean }
try {
  values = parseArgs({
    options: {
      user: { type: 'string', default: 'alice' },
      'data-dir': { type: 'string', default: '.profile-context' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values
} catch (error) {
  // Node's advice about '--' for positionals that start with '-' does not apply: this program takes none.
  const message =
    error instanceof Error ? error.message.replace(/\. To specify a positional[\s\S]*$/, '').replace(/\.?$/, '.') : ''
  console.error(`error: ${message}\n\n${usage}`)
  process.exit(2)
}
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const dataDirectory = values['data-dir']
const service = await connectService(dataDirectory).catch((error: unknown) => {
  console.error(`error: ${messageOf(error)}`)
  return process.exit(1)
})
const report = onceInARow()
// Failures of memory (context lookups, deliveries) and of the model: the chat goes on, but the exit code tells.
const failures = { memory: 0, model: 0 }
const memory = createProfileMemory({
  client: { baseURL: service.baseURL, apiKey: service.apiKey },
  // Which profile belongs to which user must outlive the process, or a restart would start an empty profile.
  ids: await createFileIdStore(join(dataDirectory, 'langchain-agent-ids.json')),
  // Automatic updates: each turn is sent with update_now; waitForUpdate makes delivery mean "facts extracted",
  // so close() at exit leaves the profile up to date. Recording never delays an answer either way.
  update: 'auto',
  waitForUpdate: true,
  onError: (error, info) => {
    failures.memory += 1
    report(`[memory ${info.operation}] ${messageOf(error)}`)
  },
})
const { model, description } = chooseModel()
const session = createChatSession({
  memory,
  model,
  userId: values.user,
  onError: (error) => {
    failures.memory += 1
    report(`[memory] ${messageOf(error)} (the chat goes on without memory)`)
  },
})

console.log(`Model:   ${description}`)
console.log(`Memory:  ${service.description}`)
console.log(`User:    ${session.userId}`)
console.log('Commands: /user <id> switch user · /new new conversation · /exit (or Ctrl-D) quit\n')

const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY })
// Piped input ends (and closes the interface) while a turn may still be running: prompt only while it is open.
let inputClosed = false
terminal.on('close', () => {
  inputClosed = true
})
// Ctrl-C ends the chat like /exit, so what was said is still saved.
terminal.on('SIGINT', () => terminal.close())
const prompt = () => {
  if (inputClosed) return
  terminal.setPrompt(`${session.userId}> `)
  terminal.prompt()
}
prompt()
for await (const line of terminal) {
  const text = line.trim()
  if (text === '/exit' || text === '/quit') break
  if (text === '/user' || text.startsWith('/user ')) {
    const next = text.slice('/user'.length).trim()
    if (next === '') console.log('Usage: /user <id>, e.g. /user bob')
    else {
      session.switchUser(next)
      console.log(`Now talking as ${session.userId}, in a new conversation.`)
    }
  } else if (text === '/new') {
    session.newConversation()
    console.log('New conversation; long-term memory stays.')
  } else if (text !== '') {
    try {
      const reply = await session.send(text)
      const tools = reply.tools.length > 0 ? ` (tools: ${reply.tools.join(', ')})` : ''
      console.log(`assistant${tools}> ${reply.text}`)
    } catch (error) {
      failures.model += 1
      console.error(`The model failed: ${error instanceof Error ? error.message : error}`)
    }
  }
  prompt()
}
terminal.close()
console.log('\nSaving what was said…')
// A service that is down would keep close() retrying for minutes: give it a bound, and say what was not saved.
const saved = await Promise.race([memory.close().then(() => true), delay(SAVE_TIMEOUT_MS).then(() => false)])
if (!saved) {
  const { queued, inFlight } = memory.stats()
  console.error(
    `The memory service did not take ${queued + inFlight} pending message(s) within ${SAVE_TIMEOUT_MS / 1000} s; ` +
      'they are not saved.',
  )
}
await service.close()
const problems = [
  failures.model > 0 ? `${failures.model} answer(s) failed` : '',
  failures.memory > 0 ? `${failures.memory} memory operation(s) failed (see the errors above)` : '',
].filter((problem) => problem !== '')
if (problems.length > 0) console.error(`Finished with problems: ${problems.join('; ')}.`)
// Exit 1 when anything failed, so scripts and CI runs of this example notice a wrong key or a dead service.
process.exit(saved && problems.length === 0 ? 0 : 1)

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Prints a line unless it is the same as the previous one: a service that is down fails every call alike. */
function onceInARow(): (line: string) => void {
  let previous: string | undefined
  return (line) => {
    if (line !== previous) console.error(line)
    previous = line
  }
}
