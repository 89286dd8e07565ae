import { AIMessageChunk } from '@langchain/core/messages'
import { FakeListChatModel } from '@langchain/core/utils/testing'
import { describe, expect, it, vi } from 'vitest'
import { createModelExtractor, parseFacts } from '../../src/server/extract'
import type { SourceMessage } from '../../src/server/types'

const june3 = Date.UTC(2024, 5, 3, 10) / 1000
const context = (previous: SourceMessage[] = []) => ({ profileId: 'p', previous, signal: new AbortController().signal })
const userMessage = (content: string): SourceMessage => ({
  id: 2,
  sceneId: 's',
  role: 'user',
  content,
  timestamp: june3,
})

describe('createModelExtractor', () => {
  it('asks the model with the message date and earlier turns, and returns its facts', async () => {
    const reply = JSON.stringify({
      facts: [
        { text: 'The user lives in Porto.', key: 'home.city', dateText: 'May 2024', eventDate: '2024-05-01' },
        { text: 'The user is allergic to peanuts.' },
      ],
    })
    const chatModel = new FakeListChatModel({ responses: [`\`\`\`json\n${reply}\n\`\`\``] })
    const invoke = vi.spyOn(chatModel, 'invoke')
    const extractor = createModelExtractor({ chatModel })
    const previous: SourceMessage = {
      id: 1,
      sceneId: 's',
      role: 'assistant',
      content: 'Still in Lisbon?',
      timestamp: june3,
    }
    const facts = await extractor.extract(
      userMessage('No, I moved to Porto last month. Also allergic to peanuts.'),
      context([previous]),
    )
    expect(facts).toEqual([
      {
        text: 'The user lives in Porto.',
        key: 'home.city',
        dateText: 'May 2024',
        eventTime: Date.UTC(2024, 4, 1) / 1000,
      },
      { text: 'The user is allergic to peanuts.' },
    ])
    const prompt = JSON.stringify(invoke.mock.calls[0]?.[0])
    expect(prompt).toContain('Message date: 3 June 2024')
    expect(prompt).toContain('assistant: Still in Lisbon?')
    expect(prompt).toContain('I moved to Porto last month')
  })

  it('does not call the model for assistant messages', async () => {
    const chatModel = new FakeListChatModel({ responses: ['{"facts": []}'] })
    const invoke = vi.spyOn(chatModel, 'invoke')
    const facts = await createModelExtractor({ chatModel }).extract(
      { id: 1, sceneId: 's', role: 'assistant', content: 'I live in Paris.', timestamp: june3 },
      context(),
    )
    expect(facts).toEqual([])
    expect(invoke).not.toHaveBeenCalled()
  })

  it('rejects a reply that is not JSON so the job can report it and retry', async () => {
    const chatModel = new FakeListChatModel({ responses: ['Sorry, I cannot help with that.'] })
    await expect(
      createModelExtractor({ chatModel }).extract(userMessage('I live in Porto.'), context()),
    ).rejects.toThrow(/did not reply with JSON/)
  })

  it('drops malformed items and accepts a bare array', () => {
    expect(
      parseFacts('[{"text": "The user likes tea.", "key": "not a key!"}, {"text": 3}, {"key": "age"}, {"text": " "}]'),
    ).toEqual([{ text: 'The user likes tea.' }])
    expect(() => parseFacts('{"facts": "none"}')).toThrow(/no "facts" array/)
  })

  it('validates options at construction and needs a key only when no base URL is given', () => {
    expect(() => createModelExtractor({ temperature: 5 })).toThrow(/temperature/)
    expect(() => createModelExtractor({ baseURL: 'not a url' })).toThrow(/baseURL/)
    expect(() => createModelExtractor({ model: ' ' })).toThrow(/model/)
    expect(createModelExtractor({ baseURL: 'http://localhost:11434/v1', model: 'llama3.1' }).name).toBe('model')
  })

  it('builds a ChatOpenAI for an OpenAI-compatible base URL on first use', async () => {
    const { ChatOpenAI } = await import('@langchain/openai')
    const invoke = vi
      .spyOn(ChatOpenAI.prototype, 'invoke')
      .mockResolvedValue(new AIMessageChunk('{"facts": [{"text": "The user lives in Porto."}]}'))
    try {
      const extractor = createModelExtractor({ baseURL: 'http://127.0.0.1:9/v1', model: 'llama3.1' })
      expect(await extractor.extract(userMessage('I live in Porto.'), context())).toEqual([
        { text: 'The user lives in Porto.' },
      ])
      const model = invoke.mock.contexts[0] as InstanceType<typeof ChatOpenAI>
      expect(model.model).toBe('llama3.1')
      expect(model.temperature).toBe(0)
    } finally {
      invoke.mockRestore()
    }
  })
})
