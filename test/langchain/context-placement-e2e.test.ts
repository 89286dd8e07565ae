import { AIMessage, type BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MemorySaver } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import { profileContextMiddleware } from 'profile-context/langchain'
import { afterEach, describe, expect, it } from 'vitest'
import { startStack } from './service'

let stack: Awaited<ReturnType<typeof startStack>> | undefined

afterEach(async () => {
  await stack?.close()
  stack = undefined
})

const lastHuman = (messages: readonly BaseMessage[]) =>
  messages.findLastIndex((message) => HumanMessage.isInstance(message))

const wire = (messages: readonly BaseMessage[]) => JSON.stringify(messages.map((message) => message.toDict()))

describe("contextPlacement: 'last-user-message' against the reference service", () => {
  it('hands the real block to the latest user message, keeps the prefix stable and records only what was typed', async () => {
    stack = await startStack()
    const { memory, texts } = stack
    const model = fakeModel()
      .respond(new AIMessage('Noted!'))
      .respond(new AIMessage('You live in Lisbon.'))
      .respond(new AIMessage('A walk with Rex.'))
    const checkpointer = new MemorySaver()
    const agent = createAgent({
      model,
      systemPrompt: 'You are a helpful assistant.',
      checkpointer,
      middleware: [profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })],
    })
    const config = { context: { userId: 'ana' }, configurable: { thread_id: 'thread-a' } }
    const typed = ['I live in Lisbon and I have a dog named Rex.', 'Which city do I live in?', 'Plans with my dog?']
    for (const content of typed) {
      await agent.invoke({ messages: [{ role: 'user', content }] }, config)
      await memory.flush()
    }

    const calls: { messages: BaseMessage[] }[] = model.calls
    expect(calls).toHaveLength(3)
    for (const call of calls) {
      expect(call.messages.filter((message) => SystemMessage.isInstance(message)).map((m) => m.text)).toEqual([
        'You are a helpful assistant.',
      ])
    }
    const [, second, third] = calls as [
      { messages: BaseMessage[] },
      { messages: BaseMessage[] },
      { messages: BaseMessage[] },
    ]
    const at = lastHuman(second.messages)
    const latest = second.messages[at]
    expect(latest?.content).toMatch(
      /^Which city do I live in\?\n\n<user_context>\n[\s\S]*Lisbon[\s\S]*<\/user_context>$/,
    )
    expect(wire(second.messages.slice(0, at))).not.toContain('user_context')
    // The next invocation starts with the same bytes, up to the block of the one before.
    expect(wire(third.messages.slice(0, at))).toBe(wire(second.messages.slice(0, at)))
    expect(third.messages[at]?.content).toBe('Which city do I live in?')
    expect(third.messages[lastHuman(third.messages)]?.content).toMatch(/^Plans with my dog\?\n\n<user_context>\n/)

    // The service received each user message exactly as typed, once, never a block.
    expect(texts.map((text) => text.messages.find((message) => message.role === 'user')?.content)).toEqual(typed)
    expect(JSON.stringify(texts)).not.toContain('user_context')
    for await (const tuple of checkpointer.list({ configurable: { thread_id: 'thread-a' } })) {
      expect(JSON.stringify(tuple)).not.toContain('user_context')
    }
  })
})
