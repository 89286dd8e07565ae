import { fakeModel } from '@langchain/core/testing'
import { createAgent } from 'langchain'
import type { ProfileMemory } from 'profile-context'
import { type ContextPlacement, profileContextMiddleware, queryUserFacts } from 'profile-context/langchain'
import { describe, expectTypeOf, it } from 'vitest'

declare const memory: ProfileMemory

describe('profile-context/langchain types', () => {
  const agent = createAgent({ model: fakeModel(), middleware: [profileContextMiddleware({ memory })] })
  const input = { messages: [{ role: 'user', content: 'hi' }] }

  it('makes the invocation context optional, with optional string ids', () => {
    agent.invoke(input)
    agent.invoke(input, { context: { userId: 'u1' } })
    agent.invoke(input, { context: { userId: 'u1', conversationId: 'c1' }, configurable: { thread_id: 't' } })
    // @ts-expect-error userId is a string
    agent.invoke(input, { context: { userId: 42 } })
  })

  it('keeps the cursor out of the result type', async () => {
    const result = await agent.invoke(input)
    expectTypeOf(result).not.toHaveProperty('_profileContextCursor')
  })

  it('accepts a function for identity and rejects unknown options', () => {
    profileContextMiddleware({ memory, userId: (source) => String(source.configurable?.account) })
    // @ts-expect-error not an option
    profileContextMiddleware({ memory, user: 'u1' })
    // @ts-expect-error only 'system' or 'last-user-message'
    profileContextMiddleware({ memory, contextPlacement: 'user' })
    profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })
    expectTypeOf<ContextPlacement>().toEqualTypeOf<'system' | 'last-user-message'>()
    expectTypeOf(queryUserFacts({ memory }).name).toEqualTypeOf<string>()
  })
})
