import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4, LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider'

const usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
}

function offlineReply(prompt: LanguageModelV4Prompt): string {
  const system = prompt.find((message) => message.role === 'system')?.content ?? ''
  const context = system.match(/<user_context>([\s\S]*?)<\/user_context>/)?.[1]?.trim()
  const facts = context?.split('\n').slice(1).join(' ').trim()
  return (
    '[offline mock model — set OPENAI_API_KEY or OPENAI_BASE_URL for a real one] ' +
    (facts ? `From memory I was told: ${facts}` : 'I was told nothing about you yet.')
  )
}

/**
 * A clearly labelled stand-in so the example runs with no API key: it streams back what the memory told it.
 * Not a model: it only shows what reached the system prompt.
 */
function offlineModel(): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'offline-mock',
    modelId: 'echo-context',
    supportedUrls: {},
    async doGenerate({ prompt }) {
      return {
        content: [{ type: 'text', text: offlineReply(prompt) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      }
    },
    async doStream({ prompt }) {
      const words = offlineReply(prompt).split(/(?<= )/)
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 'text' },
        ...words.map((delta) => ({ type: 'text-delta' as const, id: 'text', delta })),
        { type: 'text-end', id: 'text' },
        { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
      ]
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part)
            controller.close()
          },
        }),
      }
    },
  }
}

/**
 * An OpenAI-compatible chat model when OPENAI_API_KEY or OPENAI_BASE_URL is set (OPENAI_BASE_URL for Ollama,
 * vLLM, …; OPENAI_MODEL, default gpt-4o-mini), else the offline mock.
 */
export function chatModel(): LanguageModelV4 {
  const apiKey = process.env.OPENAI_API_KEY || undefined
  const baseURL = process.env.OPENAI_BASE_URL || undefined
  // A base URL alone is enough: local servers (Ollama, LM Studio) take no key.
  if (apiKey === undefined && baseURL === undefined) return offlineModel()
  const provider = createOpenAICompatible({
    name: 'openai',
    ...(apiKey === undefined ? {} : { apiKey }),
    baseURL: baseURL ?? 'https://api.openai.com/v1',
  })
  return provider.chatModel(process.env.OPENAI_MODEL ?? 'gpt-4o-mini')
}
