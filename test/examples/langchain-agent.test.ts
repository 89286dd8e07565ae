import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createProfileMemory } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createChatSession } from '../../examples/langchain-agent/chat-session'
import { OfflineChatModel } from '../../examples/langchain-agent/offline-model'
import { startScript } from '../cli/run-cli'

const apiKey = 'langchain-example-key'
let service: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  service = await startServer({ port: 0, db: ':memory:', apiKeys: [apiKey] })
})
afterAll(() => service.close())

function newMemory() {
  return createProfileMemory({
    client: { baseURL: service.baseURL, apiKey },
    update: 'auto',
    waitForUpdate: true,
    onError: (error) => {
      throw error
    },
  })
}

describe('examples/langchain-agent chat session (offline model)', () => {
  it('remembers what a user said, uses its tools, and keeps users apart', async () => {
    const memory = newMemory()
    const session = createChatSession({ memory, model: new OfflineChatModel(), userId: 'session-ada' })
    try {
      const first = await session.send('I live in Lisbon and my dog is called Pixel.')
      expect(first.text).toMatch(/^\[offline model\] Noted\./)
      expect(first.text).not.toContain('Lisbon')
      await memory.flush()

      session.newConversation()
      const recalled = await session.send('What do you know about me?')
      expect(recalled.tools).toEqual([])
      expect(recalled.text).toContain('Lisbon')

      const lookedUp = await session.send('Where do I live?')
      expect(lookedUp.tools).toEqual(['query_user_facts'])
      expect(lookedUp.text).toContain('Lisbon')

      const time = await session.send('What time is it?')
      expect(time.tools).toEqual(['get_time'])
      expect(time.text).toContain('The get_time tool says:')

      session.switchUser('session-bob')
      const stranger = await session.send('What do you know about me?')
      expect(stranger.text).not.toContain('Lisbon')
    } finally {
      await memory.close()
    }
  })
})

describe('examples/langchain-agent terminal chatbot', () => {
  const env = () => ({ PROFILE_CONTEXT_BASE_URL: service.baseURL, PROFILE_CONTEXT_API_KEY: apiKey })

  it('chats through stdin, says it is offline, and remembers across restarts', async () => {
    const dataDirectory = await mkdtemp(join(tmpdir(), 'profile-context-langchain-'))
    onTestFinished(() => rm(dataDirectory, { recursive: true, force: true }))
    const args = ['--user', 'stdin-ines', '--data-dir', dataDirectory]
    const first = await startScript('examples/langchain-agent/index.ts', args, {
      env: env(),
      input: 'My sister is called Ines and she lives in Coimbra.\n/exit\n',
    }).result
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('Model:   offline model')
    expect(first.stdout).toContain('User:    stdin-ines')
    expect(first.stdout).toContain('assistant> [offline model] Noted.')
    expect(first.stdout).toContain('Saving what was said')

    const second = await startScript('examples/langchain-agent/index.ts', args, {
      env: env(),
      input: 'What do you remember?\n',
    }).result
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(/assistant> \[offline model\] Memory told me: .*Coimbra/)
  })

  it('a wrong API key is told in one line per failure, without a stack trace; the chat goes on and exits 1', async () => {
    const dataDirectory = await mkdtemp(join(tmpdir(), 'profile-context-langchain-'))
    onTestFinished(() => rm(dataDirectory, { recursive: true, force: true }))
    const run = await startScript('examples/langchain-agent/index.ts', ['--data-dir', dataDirectory], {
      env: { PROFILE_CONTEXT_BASE_URL: service.baseURL, PROFILE_CONTEXT_API_KEY: 'not-the-key' },
      input: 'Where do I live?\n/exit\n',
    }).result
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('assistant')
    expect(run.stderr).toContain('401 invalid_api_key')
    expect(run.stderr).toMatch(/Finished with problems: \d+ memory operation\(s\) failed/)
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('an unknown option prints the usage and exits 2', async () => {
    const run = await startScript('examples/langchain-agent/index.ts', ['--bogus']).result
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("error: Unknown option '--bogus'.")
    expect(run.stderr).toContain('Usage: npm run example:langchain --')
  })
})
