import { AIMessage, ChatMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages'
import { toRecordedTurn, toTurnMessages } from 'profile-context/langchain'
import { describe, expect, it } from 'vitest'
import { unrecordedMessages } from '../../src/langchain/cursor'

const call = (id: string) =>
  new AIMessage({
    content: 'let me check',
    tool_calls: [{ name: 't', args: {}, id, type: 'tool_call' }],
    id: `ai-${id}`,
  })

describe('message conversion', () => {
  it('flattens text parts and drops system prompts, empty messages and tool-call steps', () => {
    const messages = [
      new SystemMessage({ content: 'be nice', id: 's' }),
      new HumanMessage({
        content: [
          { type: 'text', text: 'What is ' },
          { type: 'image_url', image_url: { url: 'data:,' } },
          { type: 'text', text: 'this?' },
        ],
        id: 'h1',
      }),
      call('1'),
      new ToolMessage({ content: 'a cat', tool_call_id: '1', id: 't1' }),
      new AIMessage({ content: '   ', id: 'empty' }),
      new AIMessage({ content: 'It is a cat.', id: 'a1' }),
      new ChatMessage({ content: 'Thanks!', role: 'user' }),
      new ChatMessage({ content: 'internal', role: 'developer' }),
    ]
    expect(toTurnMessages(messages)).toEqual([
      { role: 'user', content: 'What is this?' },
      { role: 'tool', content: 'a cat' },
      { role: 'assistant', content: 'It is a cat.' },
      { role: 'user', content: 'Thanks!' },
    ])
  })

  it('keeps each turn’s final answer only', () => {
    const messages = [
      new HumanMessage({ content: 'q1', id: 'h1' }),
      new AIMessage({ content: 'thinking aloud', id: 'a0' }),
      new AIMessage({ content: 'answer 1', id: 'a1' }),
      new HumanMessage({ content: 'q2', id: 'h2' }),
      new AIMessage({ content: 'answer 2', id: 'a2' }),
    ]
    expect(toRecordedTurn(messages).map((message) => message.content)).toEqual(['q1', 'answer 1', 'q2', 'answer 2'])
  })
})

describe('unrecordedMessages', () => {
  const thread = [
    new HumanMessage({ content: 'q1', id: 'h1' }),
    new AIMessage({ content: 'a1', id: 'a1' }),
    new HumanMessage({ content: 'q2', id: 'h2' }),
    new HumanMessage({ content: 'q2 again', id: 'h2b' }),
    call('x'),
    new ToolMessage({ content: 'r', tool_call_id: 'x', id: 't' }),
    new AIMessage({ content: 'a2', id: 'a2' }),
  ]
  const ids = (messages: { id?: string | undefined }[]) => messages.map((message) => message.id)

  it('takes what follows the cursor', () => {
    expect(ids(unrecordedMessages(thread, 'a1'))).toEqual(['h2', 'h2b', 'ai-x', 't', 'a2'])
    expect(unrecordedMessages(thread, 'a2')).toEqual([])
  })

  it('takes only the latest user turn without a cursor or when the cursor message is gone', () => {
    expect(ids(unrecordedMessages(thread, undefined))).toEqual(['h2', 'h2b', 'ai-x', 't', 'a2'])
    expect(ids(unrecordedMessages(thread, 'summarized-away'))).toEqual(['h2', 'h2b', 'ai-x', 't', 'a2'])
    expect(unrecordedMessages([new AIMessage({ content: 'greeting', id: 'g' })], undefined)).toEqual([])
  })
})
