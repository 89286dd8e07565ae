import { AIMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MemorySaver } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import { profileContextMiddleware } from 'profile-context/langchain'
import { afterEach, describe, expect, it } from 'vitest'
import { startStack } from './service'

type Stack = Awaited<ReturnType<typeof startStack>>
let stack: Stack | undefined
afterEach(async () => {
  await stack?.close()
  stack = undefined
})

describe('LangChain adapter: record: false, regenerate, repeated prompts (reference service)', () => {
  it('records every turn, repeats included; record: false and regenerate: true keep a turn out', async () => {
    stack = await startStack()
    const { memory, texts } = stack
    const model = fakeModel()
    for (const reply of [
      'Shall I book it?',
      'Booked.',
      'Private noted.',
      'Booked again.',
      'Booked, take two.',
      'Nothing new.',
    ]) {
      model.respond(new AIMessage(reply))
    }
    const agent = createAgent({
      model,
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    const ask = async (content: string, context: Record<string, unknown> = {}, configurable = {}) => {
      await agent.invoke(
        { messages: [{ role: 'user', content }] },
        { configurable: { thread_id: 'trip', user_id: 'olu', ...configurable }, context },
      )
      await memory.flush()
    }
    await ask('Book me a flight to Accra')
    await ask('yes')
    await ask('my passport number is X1234567, keep it between us', { record: false })
    await ask('yes')
    // The application says this invocation answers again: nothing of it is recorded.
    await ask('yes', { regenerate: true })
    expect(texts.map((text) => text.messages.map((message) => message.content))).toEqual([
      ['Book me a flight to Accra', 'Shall I book it?'],
      ['yes', 'Booked.'],
      ['yes', 'Booked again.'],
    ])
    // `configurable` works too; a wrong type is a TypeError before the model is called (`context` is checked by its
    // schema, which rejects it as well).
    await ask('Any news?', {}, { record: false })
    expect(texts).toHaveLength(3)
    await expect(ask('hi', {}, { record: 'no' })).rejects.toThrow(
      /`record` \(in `context` or `configurable`\) must be true or false/,
    )
    await expect(ask('hi', { regenerate: 'yes' })).rejects.toThrow(/expected boolean/)
  })
})
