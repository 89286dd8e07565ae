import { generateText, type ModelMessage, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { generateText as generateTextV6, type ModelMessage as ModelMessageV6, wrapLanguageModel as wrapV6 } from 'ai-v6'
import { MockLanguageModelV3 } from 'ai-v6/test'
import { stripContextBlock } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { injectContext } from '../../src/ai-sdk/context-placement'
import type { PromptMessageLike } from '../../src/ai-sdk/model-types'
import { fakeMemory, nth, textResult, textStreamParts, toolCallResult, turnLines } from './fakes'

type Prompt = ReadonlyArray<{ role: string; content: unknown }>

/** A ProfileMemory whose block answers the latest user message, so it changes every turn (as `hybrid` mode does). */
function perTurnMemory() {
  const fake = fakeMemory()
  const memory = {
    ...fake.memory,
    async getContext(input: Parameters<typeof fake.memory.getContext>[0]) {
      fake.contextCalls.push(input)
      // The engine asks about the latest user message with earlier blocks taken out, as this does.
      const latest = stripContextBlock(input.messages.findLast((message) => message.role === 'user')?.content ?? '')
      return `<user_context>\nRelevant to the latest message: ${latest}\n</user_context>`
    },
  }
  return {
    ...fake,
    memory,
    blockFor: (text: string) => `<user_context>\nRelevant to the latest message: ${text}\n</user_context>`,
  }
}

const lastUser = (prompt: Prompt) => prompt.findLastIndex((message) => message.role === 'user')

/** The messages before the latest user message, as JSON: the prefix a provider caches. */
const prefixJson = (prompt: Prompt) => JSON.stringify(prompt.slice(0, lastUser(prompt)))

/** The latest user message's parts. */
const lastUserParts = (prompt: Prompt) => nth(prompt, lastUser(prompt)).content as { type: string; text?: string }[]

/**
 * `later` starts with everything `earlier` sent, up to and including the latest user message's own parts: only the
 * block (the last part of that message) differs. This is the stretch a prefix cache can reuse.
 */
function expectCacheablePrefix(earlier: Prompt, later: Prompt) {
  const index = lastUser(earlier)
  expect(JSON.stringify(later.slice(0, index))).toBe(prefixJson(earlier))
  expect(JSON.stringify(nth(later, index).content)).toBe(JSON.stringify(lastUserParts(earlier).slice(0, -1)))
}

const systemsOf = (prompt: Prompt) => prompt.filter((message) => message.role === 'system')

describe("contextPlacement: 'last-user-message' (ai 7)", () => {
  it('keeps the system message and the history byte-identical across turns; the block rides the latest user message', async () => {
    const { memory, turns, contextCalls, blockFor } = perTurnMemory()
    const model = new MockLanguageModelV4({
      doGenerate: [textResult('Lisbon it is.'), textResult('Try the cello.'), textResult('Bring an umbrella.')],
    })
    const wrapped = wrapLanguageModel({
      model,
      middleware: profileContextMiddleware({ memory, userId: 'ana', contextPlacement: 'last-user-message' }),
    })
    const messages: ModelMessage[] = []
    for (const text of ['I live in Lisbon.', 'Which instrument should I learn?', 'Weather tomorrow?']) {
      messages.push({ role: 'user', content: text })
      const result = await generateText({ model: wrapped, system: 'You are terse.', messages })
      messages.push(...result.response.messages)
    }

    const prompts = model.doGenerateCalls.map((call) => call.prompt)
    expect(prompts).toHaveLength(3)
    expect(contextCalls).toHaveLength(3)
    for (const prompt of prompts) {
      expect(systemsOf(prompt)).toEqual([{ role: 'system', content: 'You are terse.' }])
      // Only the latest user message carries a block, as its last part.
      expect(JSON.stringify(prompt.slice(0, lastUser(prompt)))).not.toContain('user_context')
    }
    expect(lastUserParts(nth(prompts, 0))).toEqual([
      { type: 'text', text: 'I live in Lisbon.' },
      { type: 'text', text: blockFor('I live in Lisbon.') },
    ])
    expect(lastUserParts(nth(prompts, 2)).at(-1)).toEqual({ type: 'text', text: blockFor('Weather tomorrow?') })
    expectCacheablePrefix(nth(prompts, 0), nth(prompts, 1))
    expectCacheablePrefix(nth(prompts, 1), nth(prompts, 2))
    // What the user typed is recorded, never the block.
    expect(turnLines(turns)).toEqual([
      ['user: I live in Lisbon.', 'assistant: Lisbon it is.'],
      ['user: Which instrument should I learn?', 'assistant: Try the cello.'],
      ['user: Weather tomorrow?', 'assistant: Bring an umbrella.'],
    ])
  })

  it("changes the system message every turn in the default 'system' placement (what the option avoids)", async () => {
    const { memory, blockFor } = perTurnMemory()
    const model = new MockLanguageModelV4({ doGenerate: [textResult('One.'), textResult('Two.')] })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, userId: 'ana' }) })
    const messages: ModelMessage[] = []
    for (const text of ['first', 'second']) {
      messages.push({ role: 'user', content: text })
      messages.push(...(await generateText({ model: wrapped, system: 'You are terse.', messages })).response.messages)
    }
    const prompts = model.doGenerateCalls.map((call) => call.prompt)
    expect(systemsOf(nth(prompts, 0))).toEqual([{ role: 'system', content: `You are terse.\n\n${blockFor('first')}` }])
    expect(systemsOf(nth(prompts, 1))).toEqual([{ role: 'system', content: `You are terse.\n\n${blockFor('second')}` }])
    expect(lastUserParts(nth(prompts, 1))).toEqual([{ type: 'text', text: 'second' }])
  })

  it('puts the same block at the same place in every step of a 3-step tool loop, and records the turn once', async () => {
    const { memory, turns, contextCalls, blockFor } = perTurnMemory()
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCallResult('call-1', 'weather', { city: 'Lyon' }, 'Let me check.'),
        toolCallResult('call-2', 'weather', { city: 'Paris' }),
        textResult('Sunny in both.'),
      ],
    })
    const weather = tool({
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }) => `sunny in ${city}`,
    })
    const result = await generateText({
      model: wrapLanguageModel({
        model,
        middleware: profileContextMiddleware({ memory, userId: 'ana', contextPlacement: 'last-user-message' }),
      }),
      system: 'Travel agent.',
      tools: { weather },
      stopWhen: stepCountIs(5),
      prompt: 'Lyon or Paris?',
    })

    expect(result.steps).toHaveLength(3)
    expect(contextCalls).toHaveLength(1)
    const prompts = model.doGenerateCalls.map((call) => call.prompt)
    expect(prompts.map(lastUser)).toEqual([1, 1, 1])
    for (const prompt of prompts) {
      expect(systemsOf(prompt)).toEqual([{ role: 'system', content: 'Travel agent.' }])
      expect(lastUserParts(prompt)).toEqual([
        { type: 'text', text: 'Lyon or Paris?' },
        { type: 'text', text: blockFor('Lyon or Paris?') },
      ])
    }
    // Each step's whole prompt is the start of the next one's.
    for (const [step, prompt] of prompts.slice(0, -1).entries()) {
      expect(JSON.stringify(nth(prompts, step + 1).slice(0, prompt.length))).toBe(JSON.stringify(prompt))
    }
    expect(turnLines(turns)).toEqual([
      [
        'user: Lyon or Paris?',
        'assistant: Let me check.',
        'tool: weather: sunny in Lyon',
        'tool: weather: sunny in Paris',
        'assistant: Sunny in both.',
      ],
    ])
  })

  it('works with streamText: block in the latest user message, the typed text recorded', async () => {
    const { memory, turns, blockFor } = perTurnMemory()
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream({
          start(controller) {
            for (const part of textStreamParts(['Hel', 'lo!'])) controller.enqueue(part)
            controller.close()
          },
        }),
      }),
    })
    const result = streamText({
      model: wrapLanguageModel({
        model,
        middleware: profileContextMiddleware({ memory, contextPlacement: 'last-user-message' }),
      }),
      system: 'Be warm.',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello.' },
        { role: 'user', content: [{ type: 'text', text: 'How are you?' }] },
      ],
      providerOptions: { profileContext: { userId: 'ana', conversationId: 'chat-1' } },
    })
    expect(await result.text).toBe('Hello!')
    const prompt = nth(model.doStreamCalls, 0).prompt
    expect(systemsOf(prompt)).toEqual([{ role: 'system', content: 'Be warm.' }])
    expect(nth(prompt, 1).content).toEqual([{ type: 'text', text: 'Hi' }])
    expect(lastUserParts(prompt)).toEqual([
      { type: 'text', text: 'How are you?' },
      { type: 'text', text: blockFor('How are you?') },
    ])
    expect(turnLines(turns)).toEqual([['user: How are you?', 'assistant: Hello!']])
  })

  it('replaces an earlier block in the user message and strips one from the system prompt: never two blocks', async () => {
    const { memory, blockFor } = perTurnMemory()
    const model = new MockLanguageModelV4({ doGenerate: textResult('ok') })
    const stale = '<user_context>\nThe user lives in Lyon.\n</user_context>'
    await generateText({
      model: wrapLanguageModel({
        model,
        middleware: profileContextMiddleware({ memory, userId: 'ana', contextPlacement: 'last-user-message' }),
      }),
      system: `Be kind.\n\n${stale}`,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Where do I live?' },
            { type: 'text', text: stale },
          ],
        },
      ],
    })
    const prompt = nth(model.doGenerateCalls, 0).prompt
    expect(systemsOf(prompt)).toEqual([{ role: 'system', content: 'Be kind.' }])
    expect(lastUserParts(prompt)).toEqual([
      { type: 'text', text: 'Where do I live?' },
      { type: 'text', text: blockFor('Where do I live?') },
    ])
    expect(JSON.stringify(prompt).split('<user_context>')).toHaveLength(2)
  })

  it('puts the block after the last of several user messages in a row, and leaves prompts without context alone', async () => {
    const { memory, turns } = fakeMemory({ ana: 'Ana likes tea.' })
    const model = new MockLanguageModelV4({ doGenerate: [textResult('ok'), textResult('ok')] })
    const middleware = profileContextMiddleware({ memory, contextPlacement: 'last-user-message' })
    const messages: ModelMessage[] = [
      { role: 'user', content: 'First thought.' },
      { role: 'user', content: 'Second thought.' },
    ]
    await generateText({
      model: wrapLanguageModel({ model, middleware }),
      messages,
      providerOptions: { profileContext: { userId: 'ana' } },
    })
    const prompt = nth(model.doGenerateCalls, 0).prompt
    expect(prompt).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'First thought.' }] },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Second thought.' },
          { type: 'text', text: '<user_context>\nAna likes tea.\n</user_context>' },
        ],
      },
    ])
    expect(turnLines(turns)).toEqual([['user: First thought.', 'user: Second thought.', 'assistant: ok']])

    await generateText({
      model: wrapLanguageModel({ model, middleware }),
      messages,
      providerOptions: { profileContext: { userId: 'nobody-known', conversationId: 'other' } },
    })
    expect(nth(model.doGenerateCalls, 1).prompt).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'First thought.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Second thought.' }] },
    ])
  })

  it('rejects an unknown placement when the middleware is built, naming the option and the allowed values', () => {
    const { memory } = fakeMemory()
    for (const value of ['user', 'System', null, 1]) {
      expect(() => profileContextMiddleware({ memory, contextPlacement: value as never })).toThrow(
        new TypeError(
          `profileContextMiddleware: options.contextPlacement must be 'system' or 'last-user-message', got ${
            typeof value === 'string' ? `"${value}"` : String(value)
          }.`,
        ),
      )
    }
    expect(() => profileContextMiddleware({ memory, contextPlacement: 'system' })).not.toThrow()
  })
})

describe('injectContext placement rules', () => {
  const block = '<user_context>\nfacts\n</user_context>'
  const textPart = (text: string) => ({ type: 'text', text })

  it('falls back to the system message when the prompt has no user message', () => {
    const prompt: PromptMessageLike[] = [
      { role: 'system', content: 'Summarise.' },
      { role: 'assistant', content: [textPart('Earlier answer.')] },
    ]
    expect(injectContext(prompt, block, 'last-user-message')).toEqual([
      { role: 'system', content: `Summarise.\n\n${block}` },
      prompt[1],
    ])
    expect(injectContext([], block, 'last-user-message')).toEqual([{ role: 'system', content: block }])
  })

  it('takes a block injected by the other placement out, so switching placements never duplicates', () => {
    const hi = { role: 'user' as const, content: [{ type: 'text', text: 'Hi' }] }
    const inUser = injectContext([{ role: 'system', content: 'Be kind.' }, hi], block, 'last-user-message')
    const inSystem = injectContext([{ role: 'system', content: 'Be kind.' }, hi], block, 'system')
    expect(inUser).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: [...hi.content, { type: 'text', text: block }] },
    ])
    expect(inSystem).toEqual([{ role: 'system', content: `Be kind.\n\n${block}` }, hi])
    expect(injectContext(inUser, block, 'system')).toEqual(inSystem)
    expect(injectContext(inSystem, block, 'last-user-message')).toEqual(inUser)
    // A system message that held nothing but an injected block goes, rather than reaching the provider empty.
    const blockOnly = injectContext([hi], block, 'system')
    expect(injectContext(blockOnly, block, 'last-user-message')).toEqual(
      injectContext([hi], block, 'last-user-message'),
    )
  })

  it('leaves the prompt as it was, earlier blocks aside, when there is no block to add', () => {
    const prompt: PromptMessageLike[] = [
      { role: 'system', content: 'Plain.' },
      { role: 'user', content: [textPart('Hi')] },
    ]
    const result = injectContext(prompt, undefined, 'last-user-message')
    expect(result).toEqual(prompt)
    expect(result[0]).toBe(prompt[0])
    expect(result[1]).toBe(prompt[1])
  })
})

describe("contextPlacement: 'last-user-message' on ai 6 (MockLanguageModelV3)", () => {
  it('keeps the system message and the history byte-identical across turns', async () => {
    const { memory, turns, blockFor } = perTurnMemory()
    type V3Generate = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>
    const model = new MockLanguageModelV3({
      doGenerate: [textResult('Noted.'), textResult('Porto.')] as unknown as V3Generate[],
    })
    const wrapped = wrapV6({
      model,
      middleware: profileContextMiddleware({ memory, userId: 'rui', contextPlacement: 'last-user-message' }),
    })
    const messages: ModelMessageV6[] = []
    for (const text of ['I was born in Porto.', 'Where was I born?']) {
      messages.push({ role: 'user', content: text })
      messages.push(...(await generateTextV6({ model: wrapped, system: 'Be brief.', messages })).response.messages)
    }
    const prompts = model.doGenerateCalls.map((call) => call.prompt)
    for (const prompt of prompts) expect(systemsOf(prompt)).toEqual([{ role: 'system', content: 'Be brief.' }])
    expect(lastUserParts(nth(prompts, 1))).toEqual([
      { type: 'text', text: 'Where was I born?' },
      { type: 'text', text: blockFor('Where was I born?') },
    ])
    expectCacheablePrefix(nth(prompts, 0), nth(prompts, 1))
    expect(turnLines(turns)).toEqual([
      ['user: I was born in Porto.', 'assistant: Noted.'],
      ['user: Where was I born?', 'assistant: Porto.'],
    ])
  })
})
