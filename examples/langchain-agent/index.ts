/**
 * A terminal chatbot with long-term memory: LangChain `createAgent` + the profile-context middleware.
 *
 *   npm run example:langchain -- [--user alice] [--data-dir .profile-context]
 *
 * Without PROFILE_CONTEXT_BASE_URL it starts the reference service in this process, with its data in
 * <data-dir>/langchain-agent.db, so what you tell it survives a restart. Without OPENAI_API_KEY /
 * OPENAI_BASE_URL it answers with an offline model that shows what memory injected.
 */

import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { createProfileMemory } from 'profile-context'
import { createChatSession } from './chat-session'
import { createFileIdStore } from './file-id-store'
import { chooseModel } from './model'
import { connectService } from './service'

const { values } = parseArgs({
  options: { user: { type: 'string', default: 'alice' }, 'data-dir': { type: 'string', default: '.profile-context' } },
})
const dataDirectory = values['data-dir']
const service = await connectService(join(dataDirectory, 'langchain-agent.db'))
const memory = createProfileMemory({
  client: { baseURL: service.baseURL, apiKey: service.apiKey },
  // Which profile belongs to which user must outlive the process, or a restart would start an empty profile.
  ids: await createFileIdStore(join(dataDirectory, 'langchain-agent-ids.json')),
  // Automatic updates: each turn is sent with update_now; waitForUpdate makes delivery mean "facts extracted",
  // so close() at exit leaves the profile up to date. Recording never delays an answer either way.
  update: 'auto',
  waitForUpdate: true,
  onError: (error, info) =>
    console.error(`[memory ${info.operation}] ${error instanceof Error ? error.message : error}`),
})
const { model, description } = chooseModel()
const session = createChatSession({ memory, model, userId: values.user })

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
      console.error(`The model failed: ${error instanceof Error ? error.message : error}`)
    }
  }
  prompt()
}
terminal.close()
console.log('\nSaving what was said…')
await memory.close()
await service.close()
