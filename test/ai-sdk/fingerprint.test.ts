import { generateText, simulateReadableStream, streamText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { describe, expect, it, vi } from 'vitest'
import * as turnCache from '../../src/ai-sdk/turn-cache'
import { fakeMemory, textResult, textStreamParts, turnLines } from './fakes'

// The turn key is made from the prompt's fingerprint: counting keys counts fingerprints.
vi.mock('../../src/ai-sdk/turn-cache', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/ai-sdk/turn-cache')>()
  return { ...actual, turnKey: vi.fn(actual.turnKey) }
})

describe('the turn fingerprint', () => {
  it('is computed once per model call, for streamText and generateText alike', async () => {
    const { memory, turns } = fakeMemory({ alice: 'ctx' })
    const model = new MockLanguageModelV4({
      doGenerate: textResult('ok'),
      doStream: async () => ({ stream: simulateReadableStream({ chunks: textStreamParts(['o', 'k']) }) }),
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'alice' }) })
    const keys = vi.mocked(turnCache.turnKey)
    keys.mockClear()
    await streamText({ model: wrapped, prompt: 'Hi' }).consumeStream()
    expect(keys).toHaveBeenCalledTimes(1)
    await generateText({ model: wrapped, prompt: 'Hello' })
    expect(keys).toHaveBeenCalledTimes(2)
    expect(turnLines(turns)).toEqual([
      ['user: Hi', 'assistant: ok'],
      ['user: Hello', 'assistant: ok'],
    ])
  })

  it('tells apart prompts that differ anywhere, and users and conversations with the same prompt', () => {
    const { turnKey } = turnCache
    const long = 'x'.repeat(10_000)
    const keys = new Set([
      turnKey('alice', 'c1', `${long}a`),
      turnKey('alice', 'c1', `a${long}`),
      turnKey('alice', 'c1', `${long}b`),
      turnKey('alice', 'c2', `${long}a`),
      turnKey('bob', 'c1', `${long}a`),
      turnKey('alice', undefined, `${long}a`),
    ])
    expect(keys.size).toBe(6)
    expect(turnKey('alice', 'c1', `${long}a`)).toBe(turnKey('alice', 'c1', `${long}a`))
    expect(turnKey('alice', 'c1', long).length).toBeLessThan(100)
  })
})
