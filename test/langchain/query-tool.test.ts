import { AIMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { createAgent } from 'langchain'
import { queryUserFacts } from 'profile-context/langchain'
import { describe, expect, it, vi } from 'vitest'
import { FakeMemory } from './fake-memory'

function askCall(question: string): AIMessage {
  return new AIMessage({
    content: '',
    tool_calls: [{ name: 'query_user_facts', args: { question }, id: 'q1', type: 'tool_call' }],
  })
}

describe('queryUserFacts', () => {
  it('lets an agent ask about the user named by the invocation', async () => {
    const memory = new FakeMemory()
    memory.facts.set('profile:ana', 'The user lives in Lisbon.')
    const model = fakeModel()
      .respond(askCall('Where does the user live?'))
      .respond(new AIMessage('You live in Lisbon.'))
    const agent = createAgent({ model, tools: [queryUserFacts({ memory })] })
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'Where do I live?' }] },
      { context: { userId: 'ana' } },
    )
    expect(memory.queries).toMatchObject([{ profileId: 'profile:ana', query: 'Where does the user live?' }])
    expect(memory.queries[0]?.signal).toBeInstanceOf(AbortSignal)
    expect(result.messages.find((message) => message.type === 'tool')?.text).toBe('The user lives in Lisbon.')
    expect(model.calls[1]?.messages.at(-1)?.text).toBe('The user lives in Lisbon.')
  })

  it('takes the user from configurable.user_id or the option, and describes itself to the model', async () => {
    const memory = new FakeMemory()
    memory.facts.set('profile:bob', 'The user has a dog named Rex.')
    const facts = queryUserFacts({ memory, userId: 'fallback' })
    expect(facts.name).toBe('query_user_facts')
    expect(facts.description).toMatch(/what is known about the current user/)
    await expect(facts.invoke({ question: 'Pets?' }, { configurable: { user_id: 'bob' } })).resolves.toBe(
      'The user has a dog named Rex.',
    )
    await expect(facts.invoke({ question: 'Pets?' })).resolves.toBe('Nothing is known about that yet.')
    expect(memory.queries.map((query) => query.profileId)).toEqual(['profile:bob', 'profile:fallback'])
  })

  it('tells the model the facts are unavailable when the service fails or no user is known', async () => {
    const memory = new FakeMemory()
    memory.queryError = new Error('connection refused')
    const onError = vi.fn()
    const facts = queryUserFacts({ memory, name: 'user_facts', onError })
    await expect(facts.invoke({ question: 'Pets?' }, { configurable: { user_id: 'bob' } })).resolves.toMatch(
      /could not be reached/,
    )
    expect(onError).toHaveBeenCalledWith(memory.queryError, { operation: 'context', userId: 'bob' })
    await expect(facts.invoke({ question: 'Pets?' })).resolves.toMatch(/user is unknown/)
    expect(onError.mock.calls[1]?.[1]).toEqual({ operation: 'identity' })
  })

  it('rejects an empty question and bad options', async () => {
    const memory = new FakeMemory()
    const facts = queryUserFacts({ memory, userId: 'u' })
    await expect(facts.invoke({ question: '  ' })).rejects.toThrow()
    expect(memory.queries).toHaveLength(0)
    expect(() => queryUserFacts({ memory, name: 'has spaces' })).toThrow(/`name` must be 1-64 letters/)
    expect(() => queryUserFacts({ memory, userId: '' })).toThrow(/`userId` must be a non-empty string/)
  })
})
