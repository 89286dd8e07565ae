import { generateText, type ModelMessage, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { createProfileMemory } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { type StartedServer, startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { nth, textResult } from './fakes'

type Prompt = ReadonlyArray<{ role: string; content: unknown }>

let server: StartedServer | undefined
let closeMemory: (() => Promise<void>) | undefined

afterEach(async () => {
  await closeMemory?.()
  await server?.close()
  server = undefined
  closeMemory = undefined
})

const lastUser = (prompt: Prompt) => prompt.findLastIndex((message) => message.role === 'user')

describe("contextPlacement: 'last-user-message' against the reference service", () => {
  it('hands the real block to the latest user message, keeps the prefix stable and records only what was typed', async () => {
    server = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
    const sent: { role: string; content: string }[][] = []
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (/\/scenes\/[^/]+\/text$/.test(url.pathname) && typeof init?.body === 'string')
        sent.push(JSON.parse(init.body))
      return fetch(input, init)
    }
    const memory = createProfileMemory({
      client: { baseURL: server.baseURL, apiKey: 'k', fetch: recordingFetch, maxRetries: 0 },
      update: 'auto',
      waitForUpdate: true,
    })
    closeMemory = () => memory.close()
    const model = new MockLanguageModelV4({
      doGenerate: [textResult('Noted!'), textResult('You live in Lisbon.'), textResult('The cello.')],
    })
    const wrapped = wrapLanguageModel({
      model,
      middleware: profileContextMiddleware({ memory, contextPlacement: 'last-user-message' }),
    })
    const messages: ModelMessage[] = []
    const typed = ['I live in Lisbon and I play the cello.', 'Which city do I live in?', 'What instrument do I play?']
    for (const text of typed) {
      messages.push({ role: 'user', content: text })
      const result = await generateText({
        model: wrapped,
        system: 'You are a helpful assistant.',
        messages,
        providerOptions: { profileContext: { userId: 'marta', conversationId: 'chat-1' } },
      })
      messages.push(...result.response.messages)
      await memory.flush()
    }

    const prompts: Prompt[] = model.doGenerateCalls.map((call) => call.prompt)
    for (const prompt of prompts) {
      expect(prompt.filter((message) => message.role === 'system')).toEqual([
        { role: 'system', content: 'You are a helpful assistant.' },
      ])
    }
    const [, second, third] = prompts as [Prompt, Prompt, Prompt]
    // The history before the latest user message is exactly what the application sent, no block anywhere in it.
    expect(second.slice(0, lastUser(second))).toEqual([
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: [{ type: 'text', text: typed[0] }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Noted!' }] },
    ])
    const secondParts = nth(second, lastUser(second)).content as { type: string; text: string }[]
    expect(secondParts).toHaveLength(2)
    expect(secondParts[0]).toEqual({ type: 'text', text: typed[1] })
    expect(secondParts[1]?.text).toMatch(/^<user_context>\n[\s\S]*Lisbon[\s\S]*<\/user_context>$/)
    // The next turn starts with the same bytes, up to the block of the turn before.
    const index = lastUser(second)
    expect(JSON.stringify(third.slice(0, index))).toBe(JSON.stringify(second.slice(0, index)))
    expect(nth(third, index).content).toEqual([secondParts[0]])
    const thirdParts = nth(third, lastUser(third)).content as { type: string; text: string }[]
    expect(thirdParts.at(-1)?.text).toMatch(/^<user_context>\n[\s\S]*<\/user_context>$/)
    expect(thirdParts.at(-1)?.text).not.toBe(secondParts[1]?.text)

    // The service received each user message exactly as typed, never a block.
    expect(sent.map((batch) => batch.find((message) => message.role === 'user')?.content)).toEqual(typed)
    expect(JSON.stringify(sent)).not.toContain('user_context')
    expect(memory.stats().failed).toBe(0)
  })
})
