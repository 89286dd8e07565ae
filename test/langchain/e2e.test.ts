import { ConversationChain } from '@langchain/classic/chains'
import { AIMessage, type BaseMessage, SystemMessage } from '@langchain/core/messages'
import { PromptTemplate } from '@langchain/core/prompts'
import { fakeModel } from '@langchain/core/testing'
import { FakeListChatModel } from '@langchain/core/utils/testing'
import { MemorySaver } from '@langchain/langgraph'
import { createAgent } from 'langchain'
import { createProfileMemory, type ErrorInfo } from 'profile-context'
import { ProfileContextMemory, profileContextMiddleware, queryUserFacts } from 'profile-context/langchain'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { startStack } from './service'
import { callWeather, weather } from './weather-tool'

type Stack = Awaited<ReturnType<typeof startStack>>
let stack: Stack | undefined

async function open(options?: Parameters<typeof startStack>[0]): Promise<Stack> {
  stack = await startStack(options)
  return stack
}

afterEach(async () => {
  await stack?.close()
  stack = undefined
})

/** A fake model that notes the system message of every call and answers with `reply`. */
function recordingModel(replies: string[]) {
  const systems: string[] = []
  const model = fakeModel()
  for (const reply of replies) {
    model.respond((messages: BaseMessage[]) => {
      const first = messages[0]
      systems.push(first !== undefined && SystemMessage.isInstance(first) ? first.text : '')
      return new AIMessage(reply)
    })
  }
  return { model, systems }
}

describe('LangChain adapter against the reference service', () => {
  it('brings what the user said in an earlier thread into the system message of a new thread', async () => {
    const { memory, texts } = await open()
    const { model, systems } = recordingModel(['Noted!', 'How about a walk with Rex along the river?'])
    const agent = createAgent({
      model,
      systemPrompt: 'You are a helpful assistant.',
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })

    await agent.invoke(
      { messages: [{ role: 'user', content: 'I live in Lisbon and I have a dog named Rex.' }] },
      { context: { userId: 'ana' }, configurable: { thread_id: 'thread-a' } },
    )
    await memory.flush()
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'Any idea for this afternoon with my dog?' }] },
      { context: { userId: 'ana' }, configurable: { thread_id: 'thread-b' } },
    )
    await memory.flush()

    expect(result.messages.at(-1)?.text).toBe('How about a walk with Rex along the river?')
    expect(systems[1]).toMatch(/^You are a helpful assistant\.\n\n<user_context>\n/)
    expect(systems[1]).toContain('lives in Lisbon')
    expect(systems[1]).toContain('has a dog named Rex')
    // The first thread's turn went out once; the service never saw the injected block or the system prompt.
    expect(texts[0]?.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'I live in Lisbon and I have a dog named Rex.'],
      ['assistant', 'Noted!'],
    ])
    expect(JSON.stringify(texts)).not.toContain('user_context')
    expect(JSON.stringify(texts)).not.toContain('helpful assistant')
    // One scene per thread.
    expect(new Set(texts.map((text) => text.sceneId)).size).toBe(2)
  })

  it('sends one add-text request per invocation through a tool loop, and never re-sends with MemorySaver', async () => {
    const { memory, texts } = await open()
    const model = fakeModel()
      .respond(callWeather('Lisbon', 'c1'))
      .respond(callWeather('Porto', 'c2'))
      .respond(new AIMessage('Sunny in both cities.'))
      .respond(new AIMessage('Then a picnic in Porto!'))
      .respond(callWeather('Faro', 'c3'))
      .respond(new AIMessage('Faro is sunny too.'))
    const agent = createAgent({
      model,
      tools: [weather],
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    const config = { configurable: { thread_id: 'trip', user_id: 'ana' } }
    await agent.invoke({ messages: [{ role: 'user', content: 'Weather in Lisbon and Porto?' }] }, config)
    await memory.flush()
    expect(texts).toHaveLength(1)
    await agent.invoke({ messages: [{ role: 'user', content: 'I prefer Porto.' }] }, config)
    // Flushing between turns keeps one request per turn (the engine may merge turns queued behind a slow send).
    await memory.flush()
    await agent.invoke({ messages: [{ role: 'user', content: 'And Faro?' }] }, config)
    await memory.flush()

    expect(texts.map((text) => text.messages.map((message) => message.content))).toEqual([
      ['Weather in Lisbon and Porto?', 'Sunny in both cities.'],
      ['I prefer Porto.', 'Then a picnic in Porto!'],
      ['And Faro?', 'Faro is sunny too.'],
    ])
    expect(memory.stats()).toMatchObject({ sentRequests: 3, sentMessages: 6, failed: 0, queued: 0 })
  })

  it('keeps two users apart when their invocations interleave', async () => {
    const { memory } = await open()
    const facts: Record<string, string> = { alice: 'I live in Lisbon.', bob: 'I live in Berlin.' }
    const model = fakeModel()
    const seen: { user: string; system: string }[] = []
    for (let index = 0; index < 8; index++) {
      model.respond((messages: BaseMessage[]) => {
        const question = messages.at(-1)?.text ?? ''
        const first = messages[0]
        seen.push({
          user: question.split(':')[0] ?? '',
          system: first !== undefined && SystemMessage.isInstance(first) ? first.text : '',
        })
        return new AIMessage('ok')
      })
    }
    const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory })] })
    const users = ['alice', 'bob', 'bob', 'alice']
    await Promise.all(
      users.map((user, index) =>
        agent.invoke(
          { messages: [{ role: 'user', content: `${user}: ${index < 2 ? facts[user] : 'Hello again.'}` }] },
          { context: { userId: user, conversationId: `${user}-${index}` } },
        ),
      ),
    )
    await memory.flush()
    await Promise.all(
      users.map((user) =>
        agent.invoke(
          { messages: [{ role: 'user', content: `${user}: Where do I live?` }] },
          { context: { userId: user } },
        ),
      ),
    )
    const answers = seen.slice(4)
    expect(answers).toHaveLength(4)
    for (const { user, system } of answers) {
      expect(system).toContain(user === 'alice' ? 'Lisbon' : 'Berlin')
      expect(system).not.toContain(user === 'alice' ? 'Berlin' : 'Lisbon')
    }
  })

  it('answers while the service is down, and tells onError', async () => {
    const down = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
    await down.close()
    const errors: ErrorInfo[] = []
    const memory = createProfileMemory({
      client: { baseURL: down.baseURL, apiKey: 'k', maxRetries: 0, timeout: 500 },
      retry: { maxAttempts: 1 },
      onError: (_error, info) => errors.push(info),
    })
    try {
      const model = fakeModel().respond(callWeather('Lisbon', 'c1')).respond(new AIMessage('Sunny, enjoy!'))
      const agent = createAgent({ model, tools: [weather], middleware: [profileContextMiddleware({ memory })] })
      const result = await agent.invoke(
        { messages: [{ role: 'user', content: 'Weather?' }] },
        { context: { userId: 'ana' } },
      )
      expect(result.messages.at(-1)?.text).toBe('Sunny, enjoy!')
      // The context lookup failed before the answer (creating the profile is its first step)...
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ userId: 'ana' })
      await memory.flush()
      // ...and the turn's two messages (user, final answer) were given up and reported, not lost silently.
      expect(errors[1]).toMatchObject({ userId: 'ana', messages: 2 })
      expect(memory.stats()).toMatchObject({ failed: 2, queued: 0, sentRequests: 0 })
    } finally {
      await memory.close()
    }
  })

  it('streams in every stream mode with context, each turn sent once', async () => {
    const { memory, texts } = await open()
    memory.recordTurn({ userId: 'ana', messages: [{ role: 'user', content: 'I have a dog named Rex.' }] })
    await memory.flush()
    const modes = ['values', 'updates', 'messages', 'custom', 'debug', 'tasks', 'checkpoints'] as const
    const { model, systems } = recordingModel(modes.map((mode) => `Answer in ${mode} mode.`))
    const agent = createAgent({
      model,
      checkpointer: new MemorySaver(),
      middleware: [profileContextMiddleware({ memory })],
    })
    for (const mode of modes) {
      const stream = await agent.stream(
        { messages: [{ role: 'user', content: `Plans for my dog (${mode})?` }] },
        { streamMode: mode, context: { userId: 'ana' }, configurable: { thread_id: 'streamed' } },
      )
      const chunks: unknown[] = []
      for await (const chunk of stream) chunks.push(chunk)
      expect(JSON.stringify(chunks)).not.toContain('user_context')
      if (mode !== 'custom') expect(JSON.stringify(chunks)).toContain(`Answer in ${mode} mode.`)
    }
    await memory.flush()
    expect(systems).toHaveLength(modes.length)
    for (const system of systems) expect(system).toContain('The user has a dog named Rex')
    // The engine may send turns that queued behind a slow send together; each message still goes out exactly once.
    expect(texts.slice(1).flatMap((text) => text.messages.map((message) => message.content))).toEqual(
      modes.flatMap((mode) => [`Plans for my dog (${mode})?`, `Answer in ${mode} mode.`]),
    )
  })

  it('lets the agent ask the service itself with queryUserFacts', async () => {
    const { memory } = await open()
    memory.recordTurn({ userId: 'ana', messages: [{ role: 'user', content: 'I live in Lisbon.' }] })
    await memory.flush()
    const model = fakeModel()
      .respond(
        new AIMessage({
          content: '',
          tool_calls: [
            { name: 'query_user_facts', args: { question: 'Where does the user live?' }, id: 'q', type: 'tool_call' },
          ],
        }),
      )
      .respond(new AIMessage('You live in Lisbon.'))
    const agent = createAgent({ model, tools: [queryUserFacts({ memory })] })
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'Where do I live?' }] },
      { context: { userId: 'ana' } },
    )
    const toolAnswer = result.messages.find((message) => message.type === 'tool')?.text
    expect(toolAnswer).toContain('The user lives in Lisbon')
  })

  it('gives a ConversationChain memory across conversations with ProfileContextMemory', async () => {
    const { memory, texts } = await open()
    const prompts: string[] = []
    const callbacks = [
      {
        handleChatModelStart: (_llm: unknown, batches: BaseMessage[][]) => {
          prompts.push((batches[0] ?? []).map((message) => message.text).join('\n'))
        },
      },
    ]
    const prompt = PromptTemplate.fromTemplate('{user_context}\n\nHuman: {input}\nAI:')
    const first = new ConversationChain({
      llm: new FakeListChatModel({ responses: ['Lovely!'] }),
      memory: new ProfileContextMemory({ memory, userId: 'ana', conversationId: 'monday' }),
      prompt,
    })
    await first.invoke({ input: 'I have a dog named Rex.' }, { callbacks })
    await memory.flush()
    const second = new ConversationChain({
      llm: new FakeListChatModel({ responses: ['Walk Rex in the park.'] }),
      memory: new ProfileContextMemory({ memory, userId: 'ana', conversationId: 'tuesday' }),
      prompt,
    })
    const { response } = await second.invoke({ input: 'What should I do with my dog?' }, { callbacks })
    await memory.flush()

    expect(response).toBe('Walk Rex in the park.')
    expect(prompts[1]).toContain('The user has a dog named Rex')
    expect(texts.map((text) => text.messages.map((message) => message.content))).toEqual([
      ['I have a dog named Rex.', 'Lovely!'],
      ['What should I do with my dog?', 'Walk Rex in the park.'],
    ])
  })
})
