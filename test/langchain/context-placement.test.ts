import { AIMessage, type BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MemorySaver, type StreamMode } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import { stripContextBlock } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/langchain'
import { describe, expect, it } from 'vitest'
import type { GetContextInput } from '../../src/memory/types'
import { FakeMemory } from './fake-memory'
import { callWeather, weather } from './weather-tool'

const blockFor = (text: string) => `<user_context>\nRelevant to the latest message: ${text}\n</user_context>`

/** A block that answers the latest user message, so it changes every turn (as `hybrid` mode does). */
class PerTurnMemory extends FakeMemory {
  override async getContext(input: GetContextInput): Promise<string | undefined> {
    this.contextCalls.push(input)
    const latest = input.messages.findLast((message) => message.role === 'user')?.content ?? ''
    return blockFor(stripContextBlock(latest))
  }
}

type Call = { messages: BaseMessage[] }

const lastHuman = (messages: readonly BaseMessage[]) =>
  messages.findLastIndex((message) => HumanMessage.isInstance(message))

/** What a provider would be sent for these messages, as comparable JSON. */
const wire = (messages: readonly BaseMessage[]) => JSON.stringify(messages.map((message) => message.toDict()))

const systemsOf = (call: Call) =>
  call.messages.filter((message) => SystemMessage.isInstance(message)).map((message) => message.text)

function nthCall(calls: readonly Call[], index: number): Call {
  const call = calls[index]
  if (call === undefined) throw new Error(`expected a model call at index ${index}; there are ${calls.length}`)
  return call
}

function humanAt(call: Call, index: number): HumanMessage {
  const message = call.messages[index]
  if (message === undefined || !HumanMessage.isInstance(message)) throw new Error(`no HumanMessage at ${index}`)
  return message
}

describe("profileContextMiddleware contextPlacement: 'last-user-message'", () => {
  it('keeps the system message and the history byte-identical across invocations of a thread', async () => {
    const memory = new PerTurnMemory()
    const model = fakeModel()
      .respond(new AIMessage('Lisbon it is.'))
      .respond(new AIMessage('Try the cello.'))
      .respond(new AIMessage('Bring an umbrella.'))
    const checkpointer = new MemorySaver()
    const agent = createAgent({
      model,
      systemPrompt: 'You are a helpful assistant.',
      checkpointer,
      middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
    })
    const config = { context: { userId: 'ana' }, configurable: { thread_id: 't1' } }
    const typed = ['I live in Lisbon.', 'Which instrument should I learn?', 'Weather tomorrow?']
    const results = []
    for (const content of typed) results.push(await agent.invoke({ messages: [{ role: 'user', content }] }, config))

    const calls: Call[] = model.calls
    expect(calls).toHaveLength(3)
    for (const [index, call] of calls.entries()) {
      expect(systemsOf(call)).toEqual(['You are a helpful assistant.'])
      const latest = humanAt(call, lastHuman(call.messages))
      expect(latest.content).toBe(`${typed[index]}\n\n${blockFor(typed[index] ?? '')}`)
      // Only the latest user message carries a block.
      expect(wire(call.messages.slice(0, lastHuman(call.messages)))).not.toContain('user_context')
    }
    // Each invocation starts with the bytes of the one before, up to that one's block.
    for (const [index, earlier] of calls.slice(0, -1).entries()) {
      const later = nthCall(calls, index + 1)
      const at = lastHuman(earlier.messages)
      expect(wire(later.messages.slice(0, at))).toBe(wire(earlier.messages.slice(0, at)))
      const before = humanAt(earlier, at)
      const after = humanAt(later, at)
      expect(after.content).toBe(typed[index])
      expect(after.id).toBe(before.id)
      expect(String(before.content).startsWith(String(after.content))).toBe(true)
    }

    // Never in the state, the checkpoints, or the recorded turns.
    expect(JSON.stringify(results)).not.toContain('user_context')
    for await (const tuple of checkpointer.list({ configurable: { thread_id: 't1' } })) {
      expect(JSON.stringify(tuple)).not.toContain('user_context')
      expect(JSON.stringify(tuple)).toContain('I live in Lisbon.')
    }
    expect(memory.turns.map((turn) => turn.messages.map((message) => `${message.role}: ${message.content}`))).toEqual([
      ['user: I live in Lisbon.', 'assistant: Lisbon it is.'],
      ['user: Which instrument should I learn?', 'assistant: Try the cello.'],
      ['user: Weather tomorrow?', 'assistant: Bring an umbrella.'],
    ])
  })

  it('appends to the system message in the default placement, as before', async () => {
    const memory = new PerTurnMemory()
    const model = fakeModel().respond(new AIMessage('One.')).respond(new AIMessage('Two.'))
    const agent = createAgent({
      model,
      systemPrompt: 'Be brief.',
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    const config = { context: { userId: 'ana' }, configurable: { thread_id: 't1' } }
    await agent.invoke({ messages: [{ role: 'user', content: 'first' }] }, config)
    await agent.invoke({ messages: [{ role: 'user', content: 'second' }] }, config)
    expect(model.calls.map(systemsOf)).toEqual([
      [`Be brief.\n\n${blockFor('first')}`],
      [`Be brief.\n\n${blockFor('second')}`],
    ])
    const second = nthCall(model.calls, 1)
    expect(humanAt(second, lastHuman(second.messages)).content).toBe('second')
  })

  it('puts the same block at the same place in every step of a 3-step tool loop', async () => {
    const memory = new PerTurnMemory()
    const model = fakeModel()
      .respond(callWeather('Lisbon', 'call-1'))
      .respond(callWeather('Porto', 'call-2'))
      .respond(new AIMessage('Sunny in both.'))
    const agent = createAgent({
      model,
      tools: [weather],
      systemPrompt: 'Travel agent.',
      middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
    })
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'Lisbon or Porto?' }] },
      { context: { userId: 'ana' } },
    )

    const calls: Call[] = model.calls
    expect(calls).toHaveLength(3)
    expect(memory.contextCalls).toHaveLength(1)
    expect(calls.map((call) => lastHuman(call.messages))).toEqual([1, 1, 1])
    for (const call of calls) {
      expect(systemsOf(call)).toEqual(['Travel agent.'])
      expect(humanAt(call, 1).content).toBe(`Lisbon or Porto?\n\n${blockFor('Lisbon or Porto?')}`)
    }
    // Each step's whole prompt is the start of the next one's.
    for (const [step, call] of calls.slice(0, -1).entries()) {
      expect(wire(nthCall(calls, step + 1).messages.slice(0, call.messages.length))).toBe(wire(call.messages))
    }
    expect(JSON.stringify(result)).not.toContain('user_context')
    expect(memory.turns).toHaveLength(1)
    expect(memory.turns[0]?.messages[0]).toEqual({ role: 'user', content: 'Lisbon or Porto?' })
  })

  it('adds a text part to content parts, keeping id, name and other fields, and replaces an earlier block', async () => {
    const memory = new PerTurnMemory()
    const model = fakeModel().respond(new AIMessage('ok'))
    const agent = createAgent({
      model,
      middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
    })
    const stale = '<user_context>\nThe user lives in Lyon.\n</user_context>'
    const original = new HumanMessage({
      id: 'msg-7',
      name: 'ana',
      content: [
        { type: 'text', text: 'Where do I live?' },
        { type: 'text', text: stale },
      ],
      additional_kwargs: { source: 'web' },
    })
    await agent.invoke({ messages: [original] }, { context: { userId: 'ana' } })
    const sent = humanAt(nthCall(model.calls, 0), 0)
    expect(sent).not.toBe(original)
    expect(sent.content).toEqual([
      { type: 'text', text: 'Where do I live?' },
      { type: 'text', text: blockFor('Where do I live?') },
    ])
    expect(sent).toMatchObject({ id: 'msg-7', name: 'ana', additional_kwargs: { source: 'web' } })
    // The caller's message is left as it was.
    expect(original.content).toHaveLength(2)
  })

  it('falls back to the system message when the call has no user message', async () => {
    const memory = new PerTurnMemory()
    const model = fakeModel().respond(new AIMessage('Summary.'))
    const agent = createAgent({
      model,
      systemPrompt: 'Summarise.',
      middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
    })
    await agent.invoke({ messages: [new AIMessage('Earlier answer.')] }, { context: { userId: 'ana' } })
    const call = nthCall(model.calls, 0)
    expect(systemsOf(call)).toEqual([`Summarise.\n\n${blockFor('')}`])
    expect(wire(call.messages.slice(1))).not.toContain('user_context')
  })

  it.each<StreamMode>(['values', 'updates', 'messages', 'debug', 'checkpoints'])(
    'never streams the block (streamMode %s)',
    async (mode) => {
      const memory = new PerTurnMemory()
      const model = fakeModel().respond(callWeather('Faro', 'c1')).respond(new AIMessage('Sunny.'))
      const agent = createAgent({
        model,
        tools: [weather],
        checkpointer: new MemorySaver(),
        middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
      })
      const chunks: unknown[] = []
      const stream = await agent.stream(
        { messages: [{ role: 'user', content: 'Weather in Faro?' }] },
        { streamMode: mode, context: { userId: 'ana' }, configurable: { thread_id: 's1' } },
      )
      for await (const chunk of stream) chunks.push(chunk)
      expect(chunks.length).toBeGreaterThan(0)
      expect(JSON.stringify(chunks)).not.toContain('user_context')
      expect(humanAt(nthCall(model.calls, 1), 0).content).toBe(`Weather in Faro?\n\n${blockFor('Weather in Faro?')}`)
    },
  )

  it('rejects an unknown placement when the middleware is built, naming the option and the allowed values', () => {
    const memory = new FakeMemory()
    for (const value of ['user', 'System', null, 1]) {
      expect(() => profileContextMiddleware({ memory, contextPlacement: value as never })).toThrow(
        new TypeError(
          `profile-context/langchain: \`contextPlacement\` must be 'system' or 'last-user-message', got ${
            typeof value === 'string' ? `"${value}"` : String(value)
          }.`,
        ),
      )
    }
    expect(() => profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })).not.toThrow()
  })
})
