import { type ModelMessage, ToolLoopAgent, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import {
  generateText as generateTextV6,
  stepCountIs as stepCountIsV6,
  streamText as streamTextV6,
  tool as toolV6,
  wrapLanguageModel as wrapLanguageModelV6,
} from 'ai-v6'
import { MockLanguageModelV3 } from 'ai-v6/test'
import { profileContextMiddleware, queryUserFacts } from 'profile-context/ai-sdk'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fakeMemory, systemOf, textResult, textStreamParts, toolCallResult, turnLines } from './fakes'

// V3 (ai 6) results and stream parts have the same shape as the V4 ones the fakes build.
const v3 = <T>(value: unknown) => value as T
type V3Generate = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>
type V3Stream = Awaited<ReturnType<MockLanguageModelV3['doStream']>>

/** A model stream of `parts`; with `openUntil`, it stays open and errors when that signal aborts, as fetch does. */
function v3Stream(parts: unknown[], openUntil?: AbortSignal): V3Stream {
  return v3<V3Stream>({
    stream: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        if (openUntil === undefined) controller.close()
        else openUntil.addEventListener('abort', () => controller.error(openUntil.reason), { once: true })
      },
    }),
  })
}

describe('profileContextMiddleware on ai 6 (MockLanguageModelV3)', () => {
  it('injects once and records once through a 3-step tool loop of generateText', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ ana: 'Ana is allergic to nuts.' })
    const model = new MockLanguageModelV3({
      doGenerate: v3<V3Generate[]>([
        toolCallResult('c1', 'menu', {}),
        toolCallResult('c2', 'menu', {}),
        textResult('Order the salad.'),
      ]),
    })
    const menu = toolV6({ inputSchema: z.object({}), execute: async () => 'salad, nut cake' })
    const result = await generateTextV6({
      model: wrapLanguageModelV6({ model, middleware: profileContextMiddleware({ memory, userId: 'ana' }) }),
      tools: { menu },
      stopWhen: stepCountIsV6(5),
      system: 'Waiter.',
      prompt: 'What should I order?',
    })
    expect(result.text).toBe('Order the salad.')
    expect(contextCalls).toHaveLength(1)
    expect(model.doGenerateCalls.map(systemOf)).toEqual(
      Array(3).fill('Waiter.\n\n<user_context>\nAna is allergic to nuts.\n</user_context>'),
    )
    expect(turnLines(turns)).toEqual([
      [
        'user: What should I order?',
        'tool: menu: salad, nut cake',
        'tool: menu: salad, nut cake',
        'assistant: Order the salad.',
      ],
    ])
  })

  it('streams chunks through unchanged and records the answer', async () => {
    const { memory, turns } = fakeMemory()
    const parts = textStreamParts(['a', 'b', 'c'])
    const bare = new MockLanguageModelV3({ doStream: async () => v3Stream(parts) })
    const wrapped = wrapLanguageModelV6({
      model: bare,
      middleware: profileContextMiddleware({ memory, userId: 'ana' }),
    })
    const { stream } = await wrapped.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'Go' }] }] })
    const seen: unknown[] = []
    for await (const part of stream) seen.push(part)
    expect(seen).toEqual(parts)
    for (const [index, part] of seen.entries()) expect(part).toBe(parts[index])
    expect(turnLines(turns)).toEqual([['user: Go', 'assistant: abc']])

    expect(await streamTextV6({ model: wrapped, prompt: 'Again' }).text).toBe('abc')
    expect(turns).toHaveLength(2)
  })

  for (const recordAbortedTurns of [false, true]) {
    it(`aborted ai 6 stream, recordAbortedTurns: ${recordAbortedTurns}`, async () => {
      const { memory, turns } = fakeMemory()
      const model = new MockLanguageModelV3({
        doStream: async ({ abortSignal }) => v3Stream(textStreamParts(['Half', ' done']).slice(0, 4), abortSignal),
      })
      const controller = new AbortController()
      const result = streamTextV6({
        model: wrapLanguageModelV6({
          model,
          middleware: profileContextMiddleware({ memory, userId: 'ana', recordAbortedTurns }),
        }),
        prompt: 'Write a poem',
        abortSignal: controller.signal,
      })
      const reader = result.textStream.getReader()
      expect((await reader.read()).value).toBe('Half')
      controller.abort()
      await reader.read().catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(turnLines(turns)).toEqual(recordAbortedTurns ? [['user: Write a poem', 'assistant: Half']] : [])
    })
  }

  it('queryUserFacts works as an ai 6 tool with experimental_context identity', async () => {
    const { memory } = fakeMemory()
    const model = new MockLanguageModelV3({
      doGenerate: v3<V3Generate[]>([
        toolCallResult('c1', 'userFacts', { question: 'Where does the user live?' }),
        textResult('done'),
      ]),
    })
    const result = await generateTextV6({
      model,
      tools: { userFacts: queryUserFacts({ memory }) },
      experimental_context: { userId: 'ana' },
      stopWhen: stepCountIsV6(3),
      prompt: 'Where do I live?',
    })
    expect(result.steps[0]?.toolResults[0]?.output).toBe('profile-ana answers: Where does the user live?')
  })
})

describe('ToolLoopAgent (ai 7)', () => {
  it('records exactly one turn for an agent run of 3 steps', async () => {
    const { memory, contextCalls, turns } = fakeMemory({ ana: 'Ana likes trains.' })
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCallResult('c1', 'timetable', {}),
        toolCallResult('c2', 'timetable', {}),
        textResult('Take the 9:10.'),
      ],
    })
    const onError = vi.fn()
    const agent = new ToolLoopAgent({
      model: wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory, onError }) }),
      instructions: 'Travel helper.',
      tools: { timetable: { inputSchema: z.object({}), execute: async () => '9:10, 10:40' } },
      providerOptions: { profileContext: { userId: 'ana', conversationId: 'trip' } },
    })
    const messages: ModelMessage[] = [{ role: 'user', content: 'How do I get to Porto?' }]
    const result = await agent.generate({ messages })
    expect(result.steps).toHaveLength(3)
    expect(contextCalls).toHaveLength(1)
    expect(turns).toHaveLength(1)
    expect(turns[0]).toMatchObject({ userId: 'ana', conversationId: 'trip' })
    expect(turnLines(turns)[0]?.at(-1)).toBe('assistant: Take the 9:10.')
    expect(onError).not.toHaveBeenCalled()
  })
})
