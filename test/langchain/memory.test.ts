import { ConversationChain } from '@langchain/classic/chains'
import { AIMessage, type BaseMessage, HumanMessage } from '@langchain/core/messages'
import { ChatPromptTemplate, PromptTemplate } from '@langchain/core/prompts'
import { RunnablePassthrough, RunnableSequence } from '@langchain/core/runnables'
import { fakeModel } from '@langchain/core/testing'
import { FakeListChatModel } from '@langchain/core/utils/testing'
import { ProfileContextMemory } from 'profile-context/langchain'
import { describe, expect, it } from 'vitest'
import { FakeMemory } from './fake-memory'

const block = '<user_context>\nThe user is vegetarian.\n</user_context>'

function fakeWithBlock(): FakeMemory {
  const memory = new FakeMemory()
  memory.blocks.set('u1', block)
  return memory
}

describe('ProfileContextMemory', () => {
  it('gives a ConversationChain the context and records each exchange', async () => {
    const memory = fakeWithBlock()
    const prompts: string[] = []
    // `fakeModel()` leaves the generation text empty, which `LLMChain` reads; FakeListChatModel fills it.
    const model = new FakeListChatModel({ responses: ['Try a mushroom risotto.', 'A lentil curry.'] })
    const callbacks = [
      {
        handleChatModelStart: (_llm: unknown, batches: BaseMessage[][]) => {
          prompts.push((batches[0] ?? []).map((message) => message.text).join('\n'))
        },
      },
    ]
    const chain = new ConversationChain({
      llm: model,
      memory: new ProfileContextMemory({ memory, userId: 'u1', conversationId: 'chat-1' }),
      prompt: PromptTemplate.fromTemplate('Known about the user:\n{user_context}\n\nHuman: {input}\nAI:'),
    })

    const first = await chain.invoke({ input: 'Dinner idea?' }, { callbacks })
    const second = await chain.invoke({ input: 'And tomorrow?' }, { callbacks })

    expect(first.response).toBe('Try a mushroom risotto.')
    expect(second.response).toBe('A lentil curry.')
    expect(prompts[0]).toBe(`Known about the user:\n${block}\n\nHuman: Dinner idea?\nAI:`)
    expect(memory.contextCalls.map((call) => call.messages)).toEqual([
      [{ role: 'user', content: 'Dinner idea?' }],
      [{ role: 'user', content: 'And tomorrow?' }],
    ])
    expect(memory.turns).toEqual([
      {
        userId: 'u1',
        conversationId: 'chat-1',
        messages: [
          { role: 'user', content: 'Dinner idea?' },
          { role: 'assistant', content: 'Try a mushroom risotto.' },
        ],
      },
      {
        userId: 'u1',
        conversationId: 'chat-1',
        messages: [
          { role: 'user', content: 'And tomorrow?' },
          { role: 'assistant', content: 'A lentil curry.' },
        ],
      },
    ])
  })

  it('yields an empty string when there is no context, so the prompt still renders', async () => {
    const memory = new FakeMemory()
    const chain = new ConversationChain({
      llm: new FakeListChatModel({ responses: ['Hello!'] }),
      memory: new ProfileContextMemory({ memory, userId: 'u1', memoryKey: 'facts' }),
      prompt: PromptTemplate.fromTemplate('Facts: {facts}\nHuman: {input}\nAI:'),
    })
    await expect(chain.invoke({ input: 'Hi' })).resolves.toMatchObject({ response: 'Hello!' })
    expect(
      await new ProfileContextMemory({ memory, userId: 'u1', memoryKey: 'facts' }).loadMemoryVariables({ input: 'x' }),
    ).toEqual({
      facts: '',
    })
  })

  it('serves an LCEL chain', async () => {
    const memory = fakeWithBlock()
    const userMemory = new ProfileContextMemory({ memory, userId: 'u1' })
    let system = ''
    const model = fakeModel().respond((messages: BaseMessage[]) => {
      system = messages[0]?.text ?? ''
      return new AIMessage('Grilled halloumi.')
    })
    const chain = RunnableSequence.from([
      RunnablePassthrough.assign({
        user_context: async (input: { question: string }) => (await userMemory.loadMemoryVariables(input)).user_context,
      }),
      ChatPromptTemplate.fromMessages([
        ['system', 'You suggest meals.\n{user_context}'],
        ['human', '{question}'],
      ]),
      model,
    ])
    const input = { question: 'Barbecue idea?' }
    const answer = await chain.invoke(input)
    await userMemory.saveContext(input, { output: answer })

    expect(system).toBe(`You suggest meals.\n${block}`)
    expect(memory.turns[0]?.messages).toEqual([
      { role: 'user', content: 'Barbecue idea?' },
      { role: 'assistant', content: 'Grilled halloumi.' },
    ])
  })

  it('reads messages, picks keys, and says which key is wrong', async () => {
    const memory = new FakeMemory()
    const userMemory = new ProfileContextMemory({ memory, userId: 'u1', inputKey: 'question', outputKey: 'text' })
    expect(userMemory.memoryKeys).toEqual(['user_context'])
    await userMemory.saveContext(
      { question: new HumanMessage('Where do I live?'), lang: 'en' },
      { text: new AIMessage('In Porto.'), sources: [] },
    )
    expect(memory.turns[0]?.messages).toEqual([
      { role: 'user', content: 'Where do I live?' },
      { role: 'assistant', content: 'In Porto.' },
    ])
    await expect(userMemory.saveContext({ prompt: 'x' }, { text: 'y' })).rejects.toThrow(/`inputKey` is "question"/)
    await expect(userMemory.saveContext({ question: 'x' }, { answer: 'y' })).rejects.toThrow(/`outputKey` is "text"/)
    const loose = new ProfileContextMemory({ memory, userId: 'u1' })
    await expect(loose.saveContext({ input: 'x' }, { a: '1', b: '2' })).rejects.toThrow(/Set `outputKey`/)
    expect(memory.turns).toHaveLength(1)
  })

  it('gives context but records nothing with record: false, regenerate: true or recordTurns: false', async () => {
    const memory = fakeWithBlock()
    const prompts: string[] = []
    const callbacks = [
      {
        handleChatModelStart: (_llm: unknown, batches: BaseMessage[][]) => {
          prompts.push((batches[0] ?? []).map((message) => message.text).join('\n'))
        },
      },
    ]
    const chain = new ConversationChain({
      llm: new FakeListChatModel({ responses: ['Noted.', 'Again.', 'Sure.', 'Fine.'] }),
      memory: new ProfileContextMemory({ memory, userId: 'u1' }),
      prompt: PromptTemplate.fromTemplate('Known:\n{user_context}\nHuman: {input}\nAI:'),
    })
    await chain.invoke({ input: 'My PIN is 4321, keep it to yourself', record: false }, { callbacks })
    await chain.invoke({ input: 'Dinner idea?', regenerate: true }, { callbacks })
    await chain.invoke({ input: 'Dinner idea?', record: true, regenerate: false }, { callbacks })
    // The recording keys are never taken for the user's message, and every call still got the context.
    expect(memory.contextCalls.map((call) => call.messages[0]?.content)).toEqual([
      'My PIN is 4321, keep it to yourself',
      'Dinner idea?',
      'Dinner idea?',
    ])
    expect(prompts.every((prompt) => prompt.includes(block))).toBe(true)
    expect(memory.turns.map((turn) => turn.messages.map((message) => message.content))).toEqual([
      ['Dinner idea?', 'Sure.'],
    ])
    await expect(chain.invoke({ input: 'x', record: 'no' })).rejects.toThrow(
      /input `record` must be true or false, got "no"/,
    )

    const quiet = new ProfileContextMemory({ memory, userId: 'u1', recordTurns: false })
    expect(await quiet.loadMemoryVariables({ input: 'Hi' })).toEqual({ user_context: block })
    await quiet.saveContext({ input: 'Hi' }, { response: 'Hello' })
    expect(memory.turns).toHaveLength(1)
    // @ts-expect-error recordTurns is a boolean
    expect(() => new ProfileContextMemory({ memory, userId: 'u1', recordTurns: 'no' })).toThrow(
      /`recordTurns` must be true or false/,
    )
  })

  it('rejects bad options at construction, naming them', () => {
    const memory = new FakeMemory()
    // @ts-expect-error userId is required
    expect(() => new ProfileContextMemory({ memory })).toThrow(/`userId` must be a non-empty string, got undefined/)
    expect(() => new ProfileContextMemory({ memory, userId: ' ' })).toThrow(/`userId` must be a non-empty string/)
    expect(() => new ProfileContextMemory({ memory, userId: 'u', memoryKey: '' })).toThrow(/`memoryKey`/)
    // @ts-expect-error memory is required
    expect(() => new ProfileContextMemory({ userId: 'u' })).toThrow(/ProfileContextMemory` needs `memory`/)
  })
})
