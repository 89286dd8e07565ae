import { APICallError, type LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { generateText, simulateReadableStream, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fakeMemory, nth, systemOf, textResult, textStreamParts, toolCallResult, turnLines, usage } from './fakes'

describe('profileContextMiddleware with generateText (ai 7)', () => {
  it('appends the context to the first system message and records the turn once', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice lives in Lyon.' })
    const onContext = vi.fn()
    const model = new MockLanguageModelV4({ doGenerate: textResult('Bonjour Alice!') })
    const wrapped = wrapLanguageModel({
      model,
      middleware: profileContextMiddleware({ memory, userId: 'alice', onContext }),
    })

    const { text } = await generateText({ model: wrapped, system: 'You are terse.', prompt: 'Hi there' })

    expect(text).toBe('Bonjour Alice!')
    expect(systemOf(nth(model.doGenerateCalls, 0))).toBe(
      'You are terse.\n\n<user_context>\nAlice lives in Lyon.\n</user_context>',
    )
    expect(nth(model.doGenerateCalls, 0).prompt.filter((message) => message.role === 'system')).toHaveLength(1)
    expect(contextCalls).toHaveLength(1)
    expect(contextCalls[0]).toMatchObject({ userId: 'alice', messages: [{ role: 'user', content: 'Hi there' }] })
    expect(onContext).toHaveBeenCalledExactlyOnceWith({ userId: 'alice', context: expect.stringContaining('Lyon') })
    expect(turnLines(turns)).toEqual([['user: Hi there', 'assistant: Bonjour Alice!']])
    expect(nth(nth(turns, 0).messages, 0).timestamp).toBeInstanceOf(Date)
  })

  it('puts a system message first when there is none, and leaves the prompt alone without context', async () => {
    const { memory } = fakeMemory({ alice: 'Alice likes tea.' })
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    const middleware = profileContextMiddleware({ memory })
    await generateText({
      model: wrapLanguageModel({ model, middleware }),
      prompt: 'Hello',
      providerOptions: { profileContext: { userId: 'alice' } },
    })
    expect(nth(model.doGenerateCalls, 0).prompt[0]).toEqual({
      role: 'system',
      content: '<user_context>\nAlice likes tea.\n</user_context>',
    })

    await generateText({
      model: wrapLanguageModel({ model, middleware }),
      prompt: 'Hello',
      providerOptions: { profileContext: { userId: 'nobody-known' } },
    })
    expect(nth(model.doGenerateCalls, 1).prompt).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Hello' }] }])
  })

  it('replaces an earlier injected block instead of adding a second one', async () => {
    const { memory } = fakeMemory({ alice: 'Alice moved to Oslo.' })
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    await generateText({
      model: wrapped,
      system: 'Be kind.\n\n<user_context>\nAlice lives in Lyon.\n</user_context>',
      prompt: 'Where do I live?',
    })
    const system = systemOf(nth(model.doGenerateCalls, 0))
    expect(system).toBe('Be kind.\n\n<user_context>\nAlice moved to Oslo.\n</user_context>')
  })

  it('prefers per-request providerOptions identity over the options and passes the conversation on', async () => {
    const { memory, contextCalls, turns } = fakeMemory()
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    const wrapped = wrapLanguageModel({
      model,
      middleware: profileContextMiddleware({ memory, userId: 'default-user', conversationId: 'default-chat' }),
    })
    await generateText({
      model: wrapped,
      prompt: 'Hi',
      providerOptions: { profileContext: { userId: 'bob', conversationId: 'chat-9' } },
    })
    await generateText({ model: wrapped, prompt: 'Hi again' })
    expect(contextCalls.map(({ userId, conversationId }) => [userId, conversationId])).toEqual([
      ['bob', 'chat-9'],
      ['default-user', 'default-chat'],
    ])
    expect(turns.map(({ userId, conversationId }) => [userId, conversationId])).toEqual([
      ['bob', 'chat-9'],
      ['default-user', 'default-chat'],
    ])
  })

  it('throws a TypeError naming both places when no userId is given anywhere, and rejects bad ones', async () => {
    const { memory, contextCalls } = fakeMemory()
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    await expect(generateText({ model: wrapped, prompt: 'Hi' })).rejects.toThrow(
      /no userId.*providerOptions: \{ profileContext: \{ userId \} \}.*userId option/,
    )
    await expect(
      generateText({ model: wrapped, prompt: 'Hi', providerOptions: { profileContext: { userId: '' } } }),
    ).rejects.toThrow(/providerOptions\.profileContext\.userId must be a non-empty string/)
    expect(model.doGenerateCalls).toHaveLength(0)
    expect(contextCalls).toHaveLength(0)
    expect(() => profileContextMiddleware({ memory, userId: ' ' })).toThrow(/options\.userId must be a non-empty/)
    expect(() => profileContextMiddleware({ memory: {} as never })).toThrow(/options\.memory must be a ProfileMemory/)
  })

  it('fetches context once and records once through a 3-step tool loop', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice is vegetarian.' })
    const responses = [
      toolCallResult('call-1', 'weather', { city: 'Lyon' }, 'Let me check.'),
      toolCallResult('call-2', 'weather', { city: 'Paris' }),
      textResult('Sunny in both; try the vegetarian bistro.'),
    ]
    const model = new MockLanguageModelV4({ doGenerate: responses })
    const weather = tool({
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => `sunny in ${city}`,
    })
    const result = await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      system: 'Travel agent.',
      tools: { weather },
      stopWhen: stepCountIs(5),
      prompt: 'Where should I eat tonight?',
    })
    expect(result.steps).toHaveLength(3)
    expect(contextCalls).toHaveLength(1)
    const systems = model.doGenerateCalls.map(systemOf)
    expect(systems).toHaveLength(3)
    expect(new Set(systems)).toEqual(
      new Set(['Travel agent.\n\n<user_context>\nAlice is vegetarian.\n</user_context>']),
    )
    expect(turnLines(turns)).toEqual([
      [
        'user: Where should I eat tonight?',
        'assistant: Let me check.',
        'tool: weather: sunny in Lyon',
        'tool: weather: sunny in Paris',
        'assistant: Sunny in both; try the vegetarian bistro.',
      ],
    ])
  })

  it('does not fetch again nor record twice when the SDK retries a failed call', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice codes in Rust.' })
    let attempts = 0
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        attempts++
        if (attempts === 1) {
          throw new APICallError({
            message: 'overloaded',
            url: 'http://x',
            requestBodyValues: {},
            statusCode: 529,
            isRetryable: true,
            responseHeaders: { 'retry-after-ms': '1' },
          })
        }
        return textResult('fn main() {}')
      },
    })
    const { text } = await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      prompt: 'Hello world please',
      maxRetries: 2,
    })
    expect(text).toBe('fn main() {}')
    expect(attempts).toBe(2)
    expect(contextCalls).toHaveLength(1)
    expect(turns).toHaveLength(1)
  })

  it('regenerate: true reuses the turn: context once, the user message stored once', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice likes jazz.' })
    const model = new MockLanguageModelV4({ doGenerate: [textResult('Try Coltrane.'), textResult('Try Monk.')] })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    const messages = [{ role: 'user' as const, content: 'Recommend an album' }]
    expect((await generateText({ model: wrapped, messages })).text).toBe('Try Coltrane.')
    const regenerate = { profileContext: { regenerate: true } }
    expect((await generateText({ model: wrapped, messages, providerOptions: regenerate })).text).toBe('Try Monk.')
    expect(contextCalls).toHaveLength(1)
    expect(model.doGenerateCalls.map(systemOf)).toEqual(
      Array(2).fill('<user_context>\nAlice likes jazz.\n</user_context>'),
    )
    expect(turnLines(turns)).toEqual([['user: Recommend an album', 'assistant: Try Coltrane.']])
  })

  it('records every turn of a latest-message-only app, a prompt repeated word for word included', async () => {
    const { memory, turns } = fakeMemory({ alice: 'Alice is booking a trip.' })
    const answers = ['Shall I book the flight?', 'Shall I book the hotel too?', 'Done.']
    const model = new MockLanguageModelV4({ doGenerate: answers.map((answer) => textResult(answer)) })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    for (const prompt of ['Book me a trip to Rome', 'yes', 'yes']) await generateText({ model: wrapped, prompt })
    // A sliding window of the last two messages repeats too: still a new turn each time.
    const window = [
      { role: 'assistant' as const, content: 'Done.' },
      { role: 'user' as const, content: 'thanks' },
    ]
    const more = new MockLanguageModelV4({ doGenerate: [textResult('You are welcome.'), textResult('Any time.')] })
    const windowed = wrapLanguageModel({ model: more, middleware: profileContextMiddleware({ memory, userId: 'bo' }) })
    await generateText({ model: windowed, messages: window })
    await generateText({ model: windowed, messages: window })
    expect(turnLines(turns)).toEqual([
      ['user: Book me a trip to Rome', 'assistant: Shall I book the flight?'],
      ['user: yes', 'assistant: Shall I book the hotel too?'],
      ['user: yes', 'assistant: Done.'],
      ['user: thanks', 'assistant: You are welcome.'],
      ['user: thanks', 'assistant: Any time.'],
    ])
  })

  it('without the option, only a whole-history prompt identical to the previous turn is taken for a regeneration', async () => {
    const { memory, turns } = fakeMemory({})
    const model = new MockLanguageModelV4({
      doGenerate: [textResult('Hello!'), textResult('Rome is lovely.'), textResult('Rome is great.')],
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'cy' }) })
    const first = [{ role: 'user' as const, content: 'Hi' }]
    await generateText({ model: wrapped, messages: first })
    const second = [
      ...first,
      { role: 'assistant' as const, content: 'Hello!' },
      { role: 'user' as const, content: 'Tell me about Rome' },
    ]
    await generateText({ model: wrapped, messages: second })
    // The app sends its whole history (the second prompt extended the first): the same prompt again is a regenerate.
    await generateText({ model: wrapped, messages: second })
    expect(turnLines(turns)).toEqual([
      ['user: Hi', 'assistant: Hello!'],
      ['user: Tell me about Rome', 'assistant: Rome is lovely.'],
    ])
  })

  it('record: false gives the turn context and keeps it out of memory; bad flags are TypeErrors', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice likes jazz.' })
    const model = new MockLanguageModelV4({ doGenerate: [textResult('Noted.'), textResult('Sure.')] })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    const providerOptions = { profileContext: { record: false } }
    await generateText({ model: wrapped, prompt: 'Something private', providerOptions })
    expect(contextCalls).toHaveLength(1)
    expect(systemOf(nth(model.doGenerateCalls, 0))).toContain('Alice likes jazz.')
    expect(turns).toEqual([])
    await generateText({ model: wrapped, prompt: 'Something ordinary' })
    expect(turnLines(turns)).toEqual([['user: Something ordinary', 'assistant: Sure.']])
    await expect(
      generateText({ model: wrapped, prompt: 'x', providerOptions: { profileContext: { record: 'no' } } }),
    ).rejects.toThrow(/providerOptions\.profileContext\.record must be true or false when given, got "no"/)
  })

  it('lets model errors through unchanged and records nothing', async () => {
    const { memory, turns } = fakeMemory()
    const failure = new Error('model exploded')
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw failure
      },
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    await expect(generateText({ model: wrapped, prompt: 'Hi', maxRetries: 0 })).rejects.toBe(failure)
    expect(turns).toHaveLength(0)
  })

  it('keeps the chat going when the engine fails, and tells onError', async () => {
    const { memory, failContextWith } = fakeMemory({ alice: 'x' })
    failContextWith(new Error('engine broke'))
    const recordFailure = new Error('closed')
    memory.recordTurn = () => {
      throw recordFailure
    }
    const onError = vi.fn()
    const model = new MockLanguageModelV4({ doGenerate: textResult('still here') })
    const { text } = await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice', onError }) }),
      system: 'Sys',
      prompt: 'Hi',
    })
    expect(text).toBe('still here')
    expect(systemOf(nth(model.doGenerateCalls, 0))).toBe('Sys')
    expect(onError.mock.calls).toEqual([
      [expect.objectContaining({ message: 'engine broke' }), { operation: 'context', userId: 'alice' }],
      [recordFailure, { operation: 'record', userId: 'alice' }],
    ])
  })

  it('hands the caller abort signal to the engine', async () => {
    const { memory, contextCalls } = fakeMemory()
    const controller = new AbortController()
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    await generateText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      prompt: 'Hi',
      abortSignal: controller.signal,
    })
    const signal = nth(contextCalls, 0).signal
    if (signal === undefined) throw new Error('the engine received no signal')
    expect(signal).toBeInstanceOf(AbortSignal)
    expect(signal.aborted).toBe(false)
    controller.abort()
    expect(signal.aborted).toBe(true)
  })

  it('keeps two users apart when their calls interleave', async () => {
    const users = Array.from({ length: 8 }, (_, index) => `user-${index}`)
    const { memory, turns } = fakeMemory(Object.fromEntries(users.map((user) => [user, `Secret of ${user}.`])))
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => textResult(`seen: ${systemOf(options) ?? 'nothing'}`),
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    const results = await Promise.all(
      users.map((userId) =>
        generateText({
          model: wrapped,
          prompt: 'Same question for all',
          providerOptions: { profileContext: { userId } },
        }),
      ),
    )
    results.forEach((result, index) => {
      expect(result.text).toContain(`Secret of user-${index}.`)
      expect(result.text.match(/Secret of/g)).toHaveLength(1)
    })
    expect(turns.map((turn) => [turn.userId, turn.messages.at(-1)?.content.match(/user-\d/)?.[0]])).toEqual(
      expect.arrayContaining(users.map((user) => [user, user])),
    )
  })
})

describe('profileContextMiddleware with streamText (ai 7)', () => {
  it('passes every chunk through unchanged and in order', async () => {
    const parts = textStreamParts(['Hel', 'lo', ' there'])
    const bare = new MockLanguageModelV4({
      doStream: async () => ({ stream: simulateReadableStream({ chunks: parts }) }),
    })
    const { memory } = fakeMemory({ alice: 'ctx' })
    const wrapped = wrapLanguageModel({
      model: bare,
      middleware: profileContextMiddleware({ memory, userId: 'alice' }),
    })
    const read = async (model: typeof bare | typeof wrapped) => {
      const { stream } = await model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }] })
      const seen: unknown[] = []
      for await (const part of stream) seen.push(part)
      return seen
    }
    const direct = await read(bare)
    const through = await read(wrapped)
    expect(through).toEqual(direct)
    for (const [index, part] of through.entries()) expect(part).toBe(parts[index])
  })

  it('does not buffer: the first chunk arrives before the model produced the second', async () => {
    const { memory, turns } = fakeMemory()
    let push!: ReadableStreamDefaultController<LanguageModelV4StreamPart>
    const parts = textStreamParts(['first', 'second'])
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            push = controller
          },
        }),
      }),
    })
    const result = streamText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      prompt: 'Stream please',
    })
    const reader = result.textStream.getReader()
    const firstRead = reader.read()
    await vi.waitFor(() => expect(push).toBeDefined())
    for (const part of parts.slice(0, 4)) push.enqueue(part)
    expect(await firstRead).toEqual({ done: false, value: 'first' })
    expect(turns).toHaveLength(0)
    for (const part of parts.slice(4)) push.enqueue(part)
    push.close()
    expect(await reader.read()).toEqual({ done: false, value: 'second' })
    while (!(await reader.read()).done) {}
    expect(turnLines(turns)).toEqual([['user: Stream please', 'assistant: firstsecond']])
  })

  it('records one turn through a streamed tool loop, with context fetched once', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ alice: 'Alice has a cat.' })
    const toolStep = [
      { type: 'stream-start' as const, warnings: [] },
      { type: 'tool-call' as const, toolCallId: 'c1', toolName: 'pets', input: '{}' },
      { type: 'finish' as const, usage, finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' } },
    ]
    const streams = [toolStep, toolStep, textStreamParts(['Feed the cat.'])]
    let call = 0
    const model = new MockLanguageModelV4({
      doStream: async () => ({ stream: simulateReadableStream({ chunks: nth(streams, call++) }) }),
    })
    const pets = tool({ inputSchema: z.object({}), execute: async () => 'one cat' })
    const result = streamText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      tools: { pets },
      stopWhen: stepCountIs(3),
      prompt: 'What should I do?',
    })
    expect(await result.text).toBe('Feed the cat.')
    expect(model.doStreamCalls).toHaveLength(3)
    expect(contextCalls).toHaveLength(1)
    expect(model.doStreamCalls.map(systemOf)).toEqual(
      Array(3).fill('<user_context>\nAlice has a cat.\n</user_context>'),
    )
    expect(turnLines(turns)).toEqual([
      ['user: What should I do?', 'tool: pets: one cat', 'tool: pets: one cat', 'assistant: Feed the cat.'],
    ])
  })

  for (const recordAbortedTurns of [false, true]) {
    it(`${recordAbortedTurns ? 'records' : 'does not record'} the partial answer of an aborted stream with recordAbortedTurns: ${recordAbortedTurns}`, async () => {
      const { memory, turns } = fakeMemory()
      const parts = textStreamParts(['Once upon', ' a time'])
      const model = new MockLanguageModelV4({
        doStream: async () => ({
          stream: new ReadableStream<LanguageModelV4StreamPart>({
            start(controller) {
              for (const part of parts.slice(0, 4)) controller.enqueue(part)
            },
          }),
        }),
      })
      const controller = new AbortController()
      const result = streamText({
        model: wrapLanguageModel({
          model,
          middleware: profileContextMiddleware({ memory, userId: 'alice', recordAbortedTurns }),
        }),
        prompt: 'Tell me a story',
        abortSignal: controller.signal,
      })
      const reader = result.textStream.getReader()
      expect(await reader.read()).toEqual({ done: false, value: 'Once upon' })
      controller.abort()
      while (!(await reader.read()).done) {}
      await vi.waitFor(() => expect(turns.length).toBe(recordAbortedTurns ? 1 : 0))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(turnLines(turns)).toEqual(recordAbortedTurns ? [['user: Tell me a story', 'assistant: Once upon']] : [])
    })
  }

  it('passes an error part through and records nothing by default', async () => {
    const { memory, turns } = fakeMemory()
    const failure = new Error('provider fell over')
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'par' },
            { type: 'error', error: failure },
          ],
        }),
      }),
    })
    const errors: unknown[] = []
    const result = streamText({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) }),
      prompt: 'Hi',
      onError: ({ error }) => {
        errors.push(error)
      },
    })
    await result.consumeStream()
    expect(errors).toEqual([failure])
    expect(turns).toHaveLength(0)
  })
})
