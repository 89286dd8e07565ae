import { generateText, streamText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { createProfileMemory } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKey, startTestService, type TestService } from '../memory/service'
import { textResult, textStreamParts } from './fakes'

let service: TestService
beforeAll(async () => {
  service = await startTestService()
})
afterAll(() => service.close())

function stream(text: string): ReadableStream<ReturnType<typeof textStreamParts>[number]> {
  return new ReadableStream({
    start(controller) {
      for (const part of textStreamParts([text])) controller.enqueue(part)
      controller.close()
    },
  })
}

describe('every turn recorded, against the reference service', () => {
  it('a latest-message-only app: 30 turns of repeated prompts, 0 skipped; a flagged regenerate records nothing', async () => {
    const errors: unknown[] = []
    const memory = createProfileMemory({
      client: { baseURL: service.baseURL, apiKey, maxRetries: 0 },
      update: 'manual',
      onError: (error) => errors.push(error),
    })
    let answer = 0
    const model = new MockLanguageModelV4({
      doGenerate: async () => textResult(`Answer ${++answer}.`),
      doStream: async () => ({ stream: stream(`Answer ${++answer}.`) }),
    })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    const prompts = Array.from({ length: 30 }, (_, index) => ['yes', 'ok', 'go on'][index % 3] as string)
    const options = (regenerate: boolean) => ({
      profileContext: { userId: 'lena', conversationId: 'chat', regenerate },
    })
    for (const [index, prompt] of prompts.entries()) {
      if (index % 2 === 0) await generateText({ model: wrapped, prompt, providerOptions: options(false) })
      else await streamText({ model: wrapped, prompt, providerOptions: options(false) }).text
      // useChat's regenerate of turn 10: a new answer to the same turn, flagged by the route.
      if (index === 10) await generateText({ model: wrapped, prompt, providerOptions: options(true) })
    }
    await memory.close()
    const stored = service.storedMessages()
    expect(stored.filter((message) => message.role === 'user').map((message) => message.content)).toEqual(prompts)
    const answers = stored.filter((message) => message.role === 'assistant').map((message) => message.content)
    expect(answers).toHaveLength(30)
    // The regenerated answer (number 12) is not stored; the first answer of turn 10 is.
    expect(answers).toContain('Answer 11.')
    expect(answers).not.toContain('Answer 12.')
    expect(errors).toEqual([])
  })

  it('an app that sends a 6-message window of history: 120 turns of a repetitive chat, 0 skipped', async () => {
    const memory = createProfileMemory({
      client: { baseURL: service.baseURL, apiKey, maxRetries: 0 },
      update: 'manual',
    })
    // Answers repeat too (a bot that says "Okay." a lot): windows of the history repeat word for word.
    let call = 0
    const model = new MockLanguageModelV4({ doGenerate: async () => textResult(++call % 4 === 0 ? 'Done.' : 'Okay.') })
    const wrapped = wrapLanguageModel({ model, middleware: profileContextMiddleware({ memory }) })
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = []
    const said = ['yes', 'go on', 'yes', 'sure']
    for (let turn = 0; turn < 120; turn += 1) {
      history.push({ role: 'user', content: said[turn % said.length] as string })
      const { text } = await generateText({
        model: wrapped,
        messages: history.slice(-6),
        providerOptions: { profileContext: { userId: 'max', conversationId: 'window' } },
      })
      history.push({ role: 'assistant', content: text })
    }
    await memory.close()
    const profileId = await memory.profile('max')
    const stored = service.storedMessages().filter((message) => message.profileId === profileId)
    expect(stored.map((message) => message.content)).toEqual(history.map((message) => message.content))
  })
})
