import { FakeListChatModel } from '@langchain/core/utils/testing'
import { describe, expect, it, vi } from 'vitest'
import { createModelAnswerer } from '../../src/server/answer'
import { createProfileIndex } from '../../src/server/retrieval'

const june3 = Date.UTC(2024, 5, 3, 10) / 1000
const signal = new AbortController().signal

describe('createModelAnswerer', () => {
  it('retrieves the facts and messages, then lets the model answer from them', async () => {
    const index = createProfileIndex()
    index.addFact({
      id: 1,
      profileId: 'p',
      sceneId: 's',
      messageId: 1,
      timestamp: june3,
      key: 'home.city',
      text: 'The user lives in Porto.',
      dateText: 'May 2024',
    })
    index.addFact({
      id: 2,
      profileId: 'p',
      sceneId: 's',
      messageId: 2,
      timestamp: june3,
      text: 'The user loves hiking.',
    })
    index.addMessage({
      id: 3,
      sceneId: 's',
      role: 'user',
      content: 'Porto has the best francesinhas, honestly.',
      timestamp: june3,
    })
    const chatModel = new FakeListChatModel({ responses: ['The user lives in Porto, since May 2024.'] })
    const invoke = vi.spyOn(chatModel, 'invoke')
    const answer = await createModelAnswerer({ chatModel }).answer('Where does the user live? Porto?', {
      profileId: 'p',
      retriever: index,
      signal,
    })
    expect(answer).toBe('The user lives in Porto, since May 2024.')
    const prompt = JSON.stringify(invoke.mock.calls[0]?.[0])
    expect(prompt).toContain('The user lives in Porto (since May 2024)')
    expect(prompt).toContain('[3 June 2024] the user said: \\"Porto has the best francesinhas, honestly.\\"')
    expect(prompt).toContain('Question: Where does the user live? Porto?')
    expect(prompt).not.toContain('hiking')
  })

  it('says nothing is known without calling the model when nothing matches', async () => {
    const chatModel = new FakeListChatModel({ responses: ['made up'] })
    const invoke = vi.spyOn(chatModel, 'invoke')
    const answer = await createModelAnswerer({ chatModel }).answer('Where does the user live?', {
      profileId: 'p',
      retriever: createProfileIndex(),
      signal,
    })
    expect(answer).toBe('Nothing is known about the user that answers this question.')
    expect(invoke).not.toHaveBeenCalled()
  })

  it('rejects bad options at construction', () => {
    expect(() => createModelAnswerer({ maxFacts: -2 })).toThrow(/maxFacts/)
    expect(() => createModelAnswerer({ temperature: -1 })).toThrow(/temperature/)
  })
})
