import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { createProfileMemory, type ProfileMemory } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { type StartedServer, startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fakeMemory, textResult, toolCallResult, turnLines, usage } from './fakes'

/*
 * A tool loop that the SDK ends on a `tool-calls` step: `stopWhen` reached (the default is one step), or tools that
 * run on the client. No later step comes, so "record when the final step finishes" alone would never record it.
 */

let server: StartedServer
const memories: ProfileMemory[] = []

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
})

afterAll(async () => {
  await Promise.all(memories.map((memory) => memory.close()))
  await server.close()
})

function realMemory(waitUntil?: (promise: Promise<unknown>) => void) {
  const memory = createProfileMemory({
    client: { baseURL: server.baseURL, apiKey: 'k', maxRetries: 0 },
    retry: { initialDelayMs: 1, maxAttempts: 2 },
    ...(waitUntil === undefined ? {} : { waitUntil }),
  })
  memories.push(memory)
  return memory
}

const weather = tool({ inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => `sunny in ${city}` })

describe('a tool loop cut off on a tool-calls step', () => {
  it('still delivers the user message once flush() runs (generateText, default stopWhen of one step)', async () => {
    const memory = realMemory()
    const model = new MockLanguageModelV4({
      doGenerate: toolCallResult('call-1', 'weather', { city: 'Bergen' }, 'Checking the weather in Bergen.'),
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    const result = await generateText({
      model: wrapped,
      tools: { weather },
      prompt: 'I am flying to Bergen on Friday, what will the weather be?',
      providerOptions: { profileContext: { userId: 'cut-1', conversationId: 'trip' } },
    })
    expect(result.finishReason).toBe('tool-calls')
    await memory.flush()
    expect(memory.stats()).toMatchObject({ sentMessages: 2, failed: 0, queued: 0 })
    const profileId = await memory.profile('cut-1')
    await memory.client.waitForIdle(profileId, { pollInterval: 20 })
    const { result: answer } = await memory.client.queryFacts(profileId, 'Where is the user flying to?')
    expect(answer).toMatch(/Bergen/)
  })

  it('records the cut-off turn by itself after toolLoopIdleMs, and a late step adds only what is new', async () => {
    const { memory, turns } = fakeMemory()
    let release: () => void = () => undefined
    const slow = tool({
      inputSchema: z.object({}),
      execute: () => new Promise<string>((resolve) => (release = () => resolve('done'))),
    })
    const model = new MockLanguageModelV4({
      doGenerate: [toolCallResult('c1', 'slow', {}, 'One moment.'), textResult('All done.')],
    })
    const middleware = profileContextMiddleware({ memory, userId: 'ana', toolLoopIdleMs: 30 })
    const run = generateText({
      model: wrapLanguageModel({ model, middleware }),
      tools: { slow },
      stopWhen: stepCountIs(3),
      prompt: 'Do the slow thing',
    })
    await vi.waitFor(() => expect(turnLines(turns)).toEqual([['user: Do the slow thing', 'assistant: One moment.']]))
    release()
    expect((await run).text).toBe('All done.')
    expect(turnLines(turns)).toEqual([
      ['user: Do the slow thing', 'assistant: One moment.'],
      ['tool: slow: done', 'assistant: All done.'],
    ])
  })

  it('keeps one record per turn when the next step comes inside toolLoopIdleMs', async () => {
    const { memory, turns } = fakeMemory()
    const model = new MockLanguageModelV4({
      doGenerate: [toolCallResult('c1', 'weather', { city: 'Oslo' }), textResult('Sunny in Oslo.')],
    })
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'ben' }) }),
      tools: { weather },
      stopWhen: stepCountIs(2),
      prompt: 'Weather in Oslo?',
    })
    expect(result.text).toBe('Sunny in Oslo.')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(turnLines(turns)).toEqual([
      ['user: Weather in Oslo?', 'tool: weather: sunny in Oslo', 'assistant: Sunny in Oslo.'],
    ])
  })

  it('records a cut-off streamText turn; flush() does not wait for toolLoopIdleMs and waitUntil gets the wait', async () => {
    const kept: Promise<unknown>[] = []
    const memory = realMemory((promise) => kept.push(promise))
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] })
            controller.enqueue({ type: 'tool-call', toolCallId: 'c1', toolName: 'weather', input: '{"city":"Rome"}' })
            controller.enqueue({ type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: 'tool_calls' } })
            controller.close()
          },
        }),
      }),
    })
    const middleware = profileContextMiddleware({ memory, userId: 'cut-2', toolLoopIdleMs: 60_000 })
    const result = streamText({
      model: wrapLanguageModel({ model, middleware }),
      tools: { weather },
      prompt: 'My sister lives in Rome.',
    })
    await result.consumeStream()
    expect(kept.length).toBeGreaterThan(0)
    const started = Date.now()
    await memory.flush()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(memory.stats()).toMatchObject({ sentMessages: 1, failed: 0 })
  })

  it('does not store the user message twice when client-side tool results come back in a new request', async () => {
    const memory = realMemory()
    const userId = 'cut-3'
    const providerOptions = { profileContext: { userId, conversationId: 'hitl' } }
    // Request 1: the model asks for a tool the client runs (no execute), so the SDK ends the loop.
    const confirm = tool({ inputSchema: z.object({ city: z.string() }), outputSchema: z.string() })
    const first = await generateText({
      model: wrapLanguageModel({
        model: new MockLanguageModelV4({ doGenerate: toolCallResult('c1', 'confirm', { city: 'Lima' }) }),
        middleware: profileContextMiddleware({ memory }),
      }),
      tools: { confirm },
      prompt: 'Book me a flight to Lima.',
      providerOptions,
    })
    expect(first.finishReason).toBe('tool-calls')
    await memory.flush()
    // Request 2 (a new middleware, as in a route that builds one per request): history plus the tool result.
    const second = await generateText({
      model: wrapLanguageModel({
        model: new MockLanguageModelV4({ doGenerate: textResult('Booked your flight to Lima.') }),
        middleware: profileContextMiddleware({ memory }),
      }),
      tools: { confirm },
      messages: [
        { role: 'user', content: 'Book me a flight to Lima.' },
        ...first.response.messages,
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 'c1', toolName: 'confirm', output: { type: 'text', value: 'yes' } },
          ],
        },
      ],
      providerOptions,
    })
    expect(second.text).toBe('Booked your flight to Lima.')
    await memory.flush()
    expect(memory.stats()).toMatchObject({ sentMessages: 2, failed: 0 })
  })

  it('records a pending cut-off turn before the next turn of the same conversation', async () => {
    const { memory, turns } = fakeMemory()
    const middleware = profileContextMiddleware({ memory, userId: 'cy', toolLoopIdleMs: 60_000 })
    const model = new MockLanguageModelV4({
      doGenerate: [toolCallResult('c1', 'weather', { city: 'Kyiv' }), textResult('Hello again.')],
    })
    const wrapped = wrapLanguageModel({ model, middleware })
    const first = await generateText({ model: wrapped, tools: { weather }, prompt: 'Weather in Kyiv?' })
    expect(turns).toHaveLength(0)
    await generateText({
      model: wrapped,
      messages: [
        { role: 'user', content: 'Weather in Kyiv?' },
        ...first.response.messages,
        { role: 'user', content: 'Hi' },
      ],
    })
    expect(turnLines(turns)).toEqual([['user: Weather in Kyiv?'], ['user: Hi', 'assistant: Hello again.']])
  })
})
