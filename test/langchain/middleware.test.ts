import { AIMessage, type BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MemorySaver } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import { profileContextMiddleware } from 'profile-context/langchain'
import { describe, expect, it, vi } from 'vitest'
import { FakeMemory } from './fake-memory'
import { callWeather, weather } from './weather-tool'

const block = '<user_context>\nThe user lives in Lisbon.\n</user_context>'

function systemTexts(model: ReturnType<typeof fakeModel>): string[] {
  return model.calls.map((call) => {
    const first = call.messages[0] as BaseMessage
    return SystemMessage.isInstance(first) ? first.text : ''
  })
}

function memoryWithBlock(userId = 'u1'): FakeMemory {
  const memory = new FakeMemory()
  memory.blocks.set(userId, block)
  return memory
}

describe('profileContextMiddleware: context', () => {
  it('fetches the context once per invocation and appends it to the system message of every step', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(callWeather('Lisbon', 'call-1')).respond(new AIMessage('It is sunny.'))
    const agent = createAgent({
      model,
      tools: [weather],
      systemPrompt: 'You are a helpful assistant.',
      middleware: [profileContextMiddleware({ memory })],
    })

    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'Weather at home?' }] },
      { context: { userId: 'u1' } },
    )

    expect(memory.contextCalls).toHaveLength(1)
    expect(memory.contextCalls[0]).toMatchObject({
      userId: 'u1',
      messages: [{ role: 'user', content: 'Weather at home?' }],
    })
    expect(systemTexts(model)).toEqual([
      `You are a helpful assistant.\n\n${block}`,
      `You are a helpful assistant.\n\n${block}`,
    ])
    // Never in the agent's state.
    expect(JSON.stringify(result)).not.toContain('Lisbon.')
    expect(result.messages.some((message) => SystemMessage.isInstance(message))).toBe(false)
    expect(Object.keys(result)).not.toContain('_profileContextCursor')
  })

  it('uses the block as the whole system message when the agent has no system prompt', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(new AIMessage('Hi.'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'Hello' }] }, { configurable: { user_id: 'u1' } })
    expect(systemTexts(model)).toEqual([block])
  })

  it('leaves the system message alone when there is no context', async () => {
    const memory = new FakeMemory()
    const model = fakeModel().respond(new AIMessage('Hi.'))
    const agent = createAgent({ model, systemPrompt: 'Be brief.', middleware: [profileContextMiddleware({ memory })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'Hello' }] }, { context: { userId: 'u1' } })
    expect(systemTexts(model)).toEqual(['Be brief.'])
  })

  it('fetches again on the next invocation of the same thread', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(new AIMessage('One.')).respond(new AIMessage('Two.'))
    const agent = createAgent({
      model,
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    const config = { context: { userId: 'u1' }, configurable: { thread_id: 't1' } }
    await agent.invoke({ messages: [{ role: 'user', content: 'first' }] }, config)
    await agent.invoke({ messages: [{ role: 'user', content: 'second' }] }, config)
    expect(memory.contextCalls.map((call) => call.messages.at(-1)?.content)).toEqual(['first', 'second'])
    expect(memory.contextCalls[1]?.messages.map((message) => message.content)).toEqual(['first', 'One.', 'second'])
    expect(memory.contextCalls[1]?.conversationId).toBe('t1')
  })

  it('passes the run signal and only the latest `contextMessages` messages', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(new AIMessage('ok'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, contextMessages: 2 })] })
    const history = ['a', 'b', 'c'].flatMap((text) => [new HumanMessage(text), new AIMessage(`re ${text}`)])
    await agent.invoke({ messages: [...history, new HumanMessage('d')] }, { context: { userId: 'u1' } })
    expect(memory.contextCalls[0]?.messages).toEqual([
      { role: 'assistant', content: 're c' },
      { role: 'user', content: 'd' },
    ])
    expect(memory.contextCalls[0]?.signal).toBeInstanceOf(AbortSignal)
  })

  it('can be limited to recording', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(new AIMessage('ok'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, injectContext: false })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'hi' }] }, { context: { userId: 'u1' } })
    expect(memory.contextCalls).toHaveLength(0)
    expect(systemTexts(model)).toEqual([''])
    expect(memory.turns).toHaveLength(1)
  })
})

describe('profileContextMiddleware: identity', () => {
  it('prefers context over configurable over the option, and thread_id names the conversation', async () => {
    const memory = new FakeMemory()
    const model = fakeModel().respond(new AIMessage('a')).respond(new AIMessage('b')).respond(new AIMessage('c'))
    const agent = createAgent({
      model,
      middleware: [profileContextMiddleware({ memory, userId: 'fallback-user', conversationId: 'fallback-chat' })],
    })
    const input = { messages: [{ role: 'user', content: 'hi' }] }
    await agent.invoke(input, {
      context: { userId: 'ctx-user', conversationId: 'ctx-chat' },
      configurable: { user_id: 'cfg-user', thread_id: 'cfg-thread' },
    })
    await agent.invoke(input, { configurable: { user_id: 'cfg-user', thread_id: 'cfg-thread' } })
    await agent.invoke(input)
    expect(memory.contextCalls.map(({ userId, conversationId }) => [userId, conversationId])).toEqual([
      ['ctx-user', 'ctx-chat'],
      ['cfg-user', 'cfg-thread'],
      ['fallback-user', 'fallback-chat'],
    ])
    expect(memory.turns.map(({ userId, conversationId }) => [userId, conversationId])).toEqual([
      ['ctx-user', 'ctx-chat'],
      ['cfg-user', 'cfg-thread'],
      ['fallback-user', 'fallback-chat'],
    ])
  })

  it('reads the user through a function option', async () => {
    const memory = new FakeMemory()
    const model = fakeModel().respond(new AIMessage('a'))
    const userId = vi.fn((source: { configurable?: Readonly<Record<string, unknown>> | undefined }) =>
      typeof source.configurable?.account === 'string' ? `account:${source.configurable.account}` : undefined,
    )
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, userId })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'hi' }] }, { configurable: { account: '7' } })
    expect(memory.turns[0]?.userId).toBe('account:7')
  })

  it('throws a TypeError before any model call when no user is known (a wiring mistake), like the AI SDK adapter', async () => {
    const memory = memoryWithBlock()
    const onError = vi.fn()
    const model = fakeModel().respond(callWeather('Porto', 'call-1')).respond(new AIMessage('Sunny.'))
    const agent = createAgent({ model, tools: [weather], middleware: [profileContextMiddleware({ memory, onError })] })
    await expect(agent.invoke({ messages: [{ role: 'user', content: 'Weather?' }] })).rejects.toThrow(
      /no user id.*context: \{ userId \}.*configurable: \{ user_id \}/,
    )
    expect(model.calls).toHaveLength(0)
    expect(memory.contextCalls).toHaveLength(0)
    expect(memory.turns).toHaveLength(0)
    expect(onError).not.toHaveBeenCalled()
  })

  it('keeps parallel invocations of different users apart', async () => {
    const memory = new FakeMemory()
    memory.blocks.set('alice', '<user_context>Alice likes tea.</user_context>')
    memory.blocks.set('bob', '<user_context>Bob likes coffee.</user_context>')
    memory.contextDelayMs = 5
    const echo = (messages: BaseMessage[]) => new AIMessage(`saw: ${messages[0]?.text ?? ''}`)
    const model = fakeModel()
    for (let index = 0; index < 8; index++) model.respond(echo)
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory })] })
    const users = ['alice', 'bob', 'alice', 'bob', 'bob', 'alice', 'alice', 'bob']
    const results = await Promise.all(
      users.map((userId, index) =>
        agent.invoke({ messages: [{ role: 'user', content: `question ${index}` }] }, { context: { userId } }),
      ),
    )
    results.forEach((result, index) => {
      const own = users[index] === 'alice' ? 'Alice likes tea.' : 'Bob likes coffee.'
      const other = users[index] === 'alice' ? 'Bob' : 'Alice'
      expect(result.messages.at(-1)?.text).toContain(own)
      expect(result.messages.at(-1)?.text).not.toContain(other)
    })
    expect(memory.contextCalls).toHaveLength(8)
    for (const turn of memory.turns) {
      const index = Number(turn.messages[0]?.content.split(' ')[1])
      expect(turn.userId).toBe(users[index])
    }
  })
})

describe('profileContextMiddleware: recording', () => {
  it('records one turn per invocation after the final answer, without the tool calls', async () => {
    const memory = new FakeMemory()
    const model = fakeModel()
      .respond(callWeather('Lisbon', 'call-1'))
      .respond(callWeather('Porto', 'call-2'))
      .respond(new AIMessage('Sunny in both.'))
    const agent = createAgent({ model, tools: [weather], middleware: [profileContextMiddleware({ memory })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'Lisbon and Porto?' }] }, { context: { userId: 'u1' } })
    expect(memory.turns).toEqual([
      {
        userId: 'u1',
        messages: [
          { role: 'user', content: 'Lisbon and Porto?' },
          { role: 'tool', content: 'Sunny in Lisbon' },
          { role: 'tool', content: 'Sunny in Porto' },
          { role: 'assistant', content: 'Sunny in both.' },
        ],
      },
    ])
  })

  it('never sends messages of earlier invocations again with a checkpointer', async () => {
    const memory = new FakeMemory()
    const model = fakeModel()
      .respond(new AIMessage('Nice to meet you, Ana.'))
      .respond(callWeather('Lisbon', 'call-1'))
      .respond(new AIMessage('Sunny.'))
      .respond(new AIMessage('Still sunny.'))
    const agent = createAgent({
      model,
      tools: [weather],
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    const config = { context: { userId: 'u1' }, configurable: { thread_id: 'thread-1' } }
    await agent.invoke({ messages: [{ role: 'user', content: 'I am Ana.' }] }, config)
    await agent.invoke({ messages: [{ role: 'user', content: 'Weather?' }] }, config)
    // An invocation that adds no user message records nothing new.
    await agent.invoke({ messages: [] }, config)
    expect(memory.turns.map((turn) => turn.messages.map((message) => message.content))).toEqual([
      ['I am Ana.', 'Nice to meet you, Ana.'],
      ['Weather?', 'Sunny in Lisbon', 'Sunny.'],
      ['Still sunny.'],
    ])
    expect(memory.turns.every((turn) => turn.conversationId === 'thread-1')).toBe(true)
    const state = await agent.graph.getState({ configurable: { thread_id: 'thread-1' } })
    expect(state.values._profileContextCursor).toBe(state.values.messages.at(-1)?.id)
  })

  it('records only the latest turn when the caller resends the history without a checkpointer', async () => {
    const memory = new FakeMemory()
    const model = fakeModel().respond(new AIMessage('Third answer.'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory })] })
    const history = [
      new HumanMessage('one'),
      new AIMessage('first answer'),
      new HumanMessage('two'),
      new AIMessage('second answer'),
    ]
    await agent.invoke({ messages: [...history, new HumanMessage('three')] }, { context: { userId: 'u1' } })
    expect(memory.turns[0]?.messages).toEqual([
      { role: 'user', content: 'three' },
      { role: 'assistant', content: 'Third answer.' },
    ])
  })

  it('can be limited to context', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().respond(new AIMessage('ok'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, recordTurns: false })] })
    await agent.invoke({ messages: [{ role: 'user', content: 'hi' }] }, { context: { userId: 'u1' } })
    expect(memory.contextCalls).toHaveLength(1)
    expect(memory.turns).toHaveLength(0)
  })
})

describe('profileContextMiddleware: failures', () => {
  it('answers without context when getContext throws anyway', async () => {
    const memory = memoryWithBlock()
    memory.contextError = new Error('boom')
    const onError = vi.fn()
    const model = fakeModel().respond(new AIMessage('Fine.'))
    const agent = createAgent({
      model,
      systemPrompt: 'Be brief.',
      middleware: [profileContextMiddleware({ memory, onError })],
    })
    const result = await agent.invoke({ messages: [{ role: 'user', content: 'hi' }] }, { context: { userId: 'u1' } })
    expect(result.messages.at(-1)?.text).toBe('Fine.')
    expect(systemTexts(model)).toEqual(['Be brief.'])
    expect(onError).toHaveBeenCalledWith(memory.contextError, { operation: 'context', userId: 'u1' })
    expect(memory.turns).toHaveLength(1)
  })

  it('answers when recordTurn throws, and reports it', async () => {
    const memory = new FakeMemory()
    memory.recordError = new Error('closed')
    const onError = vi.fn(() => {
      throw new Error('a broken onError must not break the agent either')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const model = fakeModel().respond(new AIMessage('Fine.'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, onError })] })
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'hi' }] },
      { context: { userId: 'u1', conversationId: 'c1' } },
    )
    expect(result.messages.at(-1)?.text).toBe('Fine.')
    expect(onError).toHaveBeenCalledWith(memory.recordError, {
      operation: 'record',
      userId: 'u1',
      conversationId: 'c1',
    })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('answers when a userId function throws, and reports it', async () => {
    const memory = memoryWithBlock()
    const onError = vi.fn()
    const broken = new Error('no session')
    const userId = () => {
      throw broken
    }
    const model = fakeModel().respond(new AIMessage('Fine.'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, userId, onError })] })
    const result = await agent.invoke({ messages: [{ role: 'user', content: 'hi' }] })
    expect(result.messages.at(-1)?.text).toBe('Fine.')
    expect(onError.mock.calls).toEqual([
      [broken, { operation: 'context' }],
      [broken, { operation: 'record' }],
    ])
  })

  it('lets the model error through and records nothing', async () => {
    const memory = memoryWithBlock()
    const model = fakeModel().alwaysThrow(new Error('model down'))
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory })] })
    await expect(
      agent.invoke({ messages: [{ role: 'user', content: 'hi' }] }, { context: { userId: 'u1' } }),
    ).rejects.toThrow(/model down/)
    expect(memory.turns).toHaveLength(0)
  })

  it('rejects bad options at construction, naming them', () => {
    const memory = new FakeMemory()
    // @ts-expect-error memory is required
    expect(() => profileContextMiddleware({})).toThrow(/needs `memory`/)
    expect(() => profileContextMiddleware({ memory, userId: '' })).toThrow(/`userId` must be a non-empty string/)
    expect(() => profileContextMiddleware({ memory, contextMessages: 0 })).toThrow(/`contextMessages` must be/)
  })
})
