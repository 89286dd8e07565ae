import { AIMessage, type BaseMessage, SystemMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MemorySaver, type StreamMode } from '@langchain/langgraph'
import { createAgent, tool } from 'langchain'
import { profileContextMiddleware } from 'profile-context/langchain'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { FakeMemory } from './fake-memory'

const secret = 'The user is allergic to peanuts.'
const block = `<user_context>\n${secret}\n</user_context>`

const lookup = tool(async ({ dish }) => `${dish} contains peanuts`, {
  name: 'ingredients',
  description: 'Ingredients of a dish',
  schema: z.object({ dish: z.string() }),
})

function setup() {
  const memory = new FakeMemory()
  memory.blocks.set('u1', block)
  const model = fakeModel()
  for (let index = 0; index < 2; index++) {
    model
      .respond(
        new AIMessage({
          content: '',
          tool_calls: [{ name: 'ingredients', args: { dish: 'satay' }, id: `c${index}`, type: 'tool_call' }],
        }),
      )
      .respond(new AIMessage('Better skip the satay.'))
  }
  const agent = createAgent({
    model,
    tools: [lookup],
    systemPrompt: 'You plan meals.',
    checkpointer: new MemorySaver(),
    middleware: [profileContextMiddleware({ memory })],
  })
  return { memory, model, agent }
}

function systemOf(messages: BaseMessage[]): string {
  const first = messages[0]
  return first !== undefined && SystemMessage.isInstance(first) ? first.text : ''
}

const modes: StreamMode[] = ['values', 'updates', 'messages', 'custom', 'debug', 'tasks', 'checkpoints', 'tools']

describe('profileContextMiddleware with agent.stream', () => {
  it.each(modes)('streamMode %s: context once, one record per invocation, the block never streamed', async (mode) => {
    const { memory, model, agent } = setup()
    for (const [index, content] of ['Can I eat satay?', 'And tomorrow?'].entries()) {
      const chunks: unknown[] = []
      const stream = await agent.stream(
        { messages: [{ role: 'user', content }] },
        { streamMode: mode, context: { userId: 'u1' }, configurable: { thread_id: `thread-${mode}` } },
      )
      for await (const chunk of stream) chunks.push(chunk)
      expect(JSON.stringify(chunks)).not.toContain(secret)
      expect(memory.contextCalls).toHaveLength(index + 1)
      expect(memory.turns).toHaveLength(index + 1)
      expect(memory.turns[index]?.messages).toEqual([
        { role: 'user', content },
        { role: 'tool', content: 'satay contains peanuts' },
        { role: 'assistant', content: 'Better skip the satay.' },
      ])
    }
    expect(model.calls.map((call) => systemOf(call.messages))).toEqual(Array(4).fill(`You plan meals.\n\n${block}`))
  })

  it('works with several stream modes at once', async () => {
    const { memory, agent } = setup()
    const seen = new Set<string>()
    const stream = await agent.stream(
      { messages: [{ role: 'user', content: 'Can I eat satay?' }] },
      {
        streamMode: ['values', 'updates', 'messages', 'custom'],
        context: { userId: 'u1' },
        configurable: { thread_id: 't' },
      },
    )
    for await (const [mode, chunk] of stream) {
      seen.add(mode)
      expect(JSON.stringify(chunk)).not.toContain(secret)
    }
    expect([...seen].sort()).toEqual(['messages', 'updates', 'values'])
    expect(memory.contextCalls).toHaveLength(1)
    expect(memory.turns).toHaveLength(1)
  })

  it('records nothing for a stream the caller abandons before the end', async () => {
    const { memory, agent } = setup()
    const controller = new AbortController()
    const stream = await agent.stream(
      { messages: [{ role: 'user', content: 'Can I eat satay?' }] },
      { streamMode: 'updates', signal: controller.signal, context: { userId: 'u1' }, configurable: { thread_id: 't' } },
    )
    await expect(
      (async () => {
        for await (const _chunk of stream) controller.abort()
      })(),
    ).rejects.toThrow()
    expect(memory.turns).toHaveLength(0)
  })
})
