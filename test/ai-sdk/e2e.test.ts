import { generateText, streamText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { generateText as generateTextV6, streamText as streamTextV6, wrapLanguageModel as wrapV6 } from 'ai-v6'
import { MockLanguageModelV3 } from 'ai-v6/test'
import { createProfileMemory, type ErrorInfo, type ProfileMemory } from 'profile-context'
import { profileContextMiddleware, queryUserFacts } from 'profile-context/ai-sdk'
import { type StartedServer, startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { systemOf, textResult, textStreamParts } from './fakes'

let server: StartedServer
const memories: ProfileMemory[] = []

function memoryFor(baseURL: string, onError?: (error: unknown, info: ErrorInfo) => void) {
  const memory = createProfileMemory({
    client: { baseURL, apiKey: 'k', maxRetries: 0 },
    update: 'auto',
    waitForUpdate: true,
    retry: { initialDelayMs: 1, maxAttempts: 2 },
    ...(onError === undefined ? {} : { onError }),
  })
  memories.push(memory)
  return memory
}

/** A model that answers with the system prompt it was given, so a test can read what it was told. */
function echoModel() {
  return new MockLanguageModelV4({
    doGenerate: async (options) => textResult(`told: ${systemOf(options) ?? '(nothing)'}`),
  })
}

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
})

afterAll(async () => {
  await Promise.all(memories.map((memory) => memory.close()))
  await server.close()
})

describe('ai-sdk adapter against the reference service (ai 7)', () => {
  it('gives the model, in a later conversation, what the user said earlier (generateText)', async () => {
    const memory = memoryFor(server.baseURL)
    const model = echoModel()
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    const first = await generateText({
      model: wrapped,
      prompt: 'I live in Lisbon and I play the cello.',
      providerOptions: { profileContext: { userId: 'marta', conversationId: 'chat-1' } },
    })
    expect(first.text).not.toContain('Lisbon')
    await memory.flush()

    const later = await generateText({
      model: wrapped,
      system: 'You are a helpful assistant.',
      prompt: 'Which city do I live in?',
      providerOptions: { profileContext: { userId: 'marta', conversationId: 'chat-2' } },
    })
    expect(later.text).toMatch(
      /^told: You are a helpful assistant\.\n\n<user_context>[\s\S]*Lisbon[\s\S]*<\/user_context>$/,
    )
    expect(memory.stats().failed).toBe(0)
  })

  it('does the same with streamText, recording the streamed answer', async () => {
    const memory = memoryFor(server.baseURL)
    const prompts: string[] = []
    const model = new MockLanguageModelV4({
      doStream: async (options) => {
        prompts.push(systemOf(options) ?? '')
        return {
          stream: new ReadableStream({
            start: (c) => {
              for (const p of textStreamParts(['Noted', '!'])) c.enqueue(p)
              c.close()
            },
          }),
        }
      },
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'tomas' }) })
    expect(
      await streamText({
        model: wrapped,
        prompt: 'My favourite food is ramen.',
        providerOptions: { profileContext: { conversationId: 'a' } },
      }).text,
    ).toBe('Noted!')
    await memory.flush()
    expect(await streamText({ model: wrapped, prompt: 'What food do I like?' }).text).toBe('Noted!')
    expect(prompts[1]).toMatch(/ramen/)
    expect(prompts[1]).not.toMatch(/Lisbon/)
  })

  it('keeps two users apart when they chat in parallel', async () => {
    const memory = memoryFor(server.baseURL)
    const wrapped = wrapLanguageModel({ model: echoModel(), middleware: profileContextMiddleware({ memory }) })
    const say = (userId: string, prompt: string) =>
      generateText({ model: wrapped, prompt, providerOptions: { profileContext: { userId } } })
    await Promise.all([say('ines', 'I work as a pilot.'), say('joao', 'I work as a baker.')])
    await memory.flush()
    const asks = await Promise.all(
      Array.from({ length: 6 }, (_, index) => say(index % 2 === 0 ? 'ines' : 'joao', 'What is my job?')),
    )
    for (const [index, { text }] of asks.entries()) {
      const [mine, theirs] = index % 2 === 0 ? ['pilot', 'baker'] : ['baker', 'pilot']
      expect(text).toContain(mine)
      expect(text).not.toContain(theirs)
    }
  })

  it('keeps the chat going when the service is down, and tells onError', async () => {
    const down = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
    await down.close()
    const onError = vi.fn()
    const memory = memoryFor(down.baseURL, onError)
    const model = echoModel()
    const { text } = await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'offline' }) }),
      system: 'Sys',
      prompt: 'Hello?',
    })
    expect(text).toBe('told: Sys')
    await memory.flush()
    const operations = onError.mock.calls.map(([, info]) => (info as ErrorInfo).operation)
    // One report for the context lookup, one for the turn that could not be delivered (both fail at the profile).
    expect(operations.length).toBeGreaterThanOrEqual(2)
    for (const operation of operations) expect(['identity', 'context', 'record']).toContain(operation)
    expect(memory.stats()).toMatchObject({ queued: 0, failed: 2 })
  })

  it('answers queryUserFacts from the service', async () => {
    const memory = memoryFor(server.baseURL)
    memory.recordTurn({ userId: 'lea', messages: [{ role: 'user', content: 'I live in Porto.' }] })
    await memory.flush()
    const facts = queryUserFacts({ memory, userId: 'lea' })
    expect(await facts.execute({ question: 'Where does the user live?' }, {})).toMatch(/Porto/)
    const other = queryUserFacts({ memory })
    expect(
      await other.execute({ question: 'Where does the user live?' }, { experimental_context: { userId: 'lea' } }),
    ).toMatch(/Porto/)
    await expect(other.execute({ question: 'Where?' }, {})).rejects.toThrow(/no userId/)
  })
})

describe('ai-sdk adapter against the reference service (ai 6)', () => {
  it('injects earlier facts and records turns through ai 6 generateText and streamText', async () => {
    const memory = memoryFor(server.baseURL)
    const seen: string[] = []
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        seen.push(systemOf(options) ?? '')
        return { ...textResult('ok'), content: [{ type: 'text', text: 'ok' }] } as never
      },
      doStream: async (options) => {
        seen.push(systemOf(options) ?? '')
        const parts = textStreamParts(['fine']) as never[]
        return {
          stream: new ReadableStream({
            start: (c) => {
              for (const p of parts) c.enqueue(p)
              c.close()
            },
          }),
        }
      },
    })
    const wrapped = wrapV6({ model, middleware: profileContextMiddleware({ memory, userId: 'v6-user' }) })
    expect((await generateTextV6({ model: wrapped, prompt: 'I speak Finnish fluently.' })).text).toBe('ok')
    await memory.flush()
    expect(await streamTextV6({ model: wrapped, prompt: 'Which language do I speak?' }).text).toBe('fine')
    expect(seen[1]).toMatch(/<user_context>[\s\S]*Finnish/)
  })
})
