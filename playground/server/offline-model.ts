import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider'
import { composeOfflineAnswer } from './offline-answer'

export interface OfflineModelOptions {
  /** Milliseconds between two streamed words, so the page shows a real stream. @default 12 */
  delayMs?: number
  /** Words per streamed chunk. @default 3 */
  wordsPerChunk?: number
}

/**
 * A language model that needs no network: it reads the `<user_context>` block the memory middleware put into the
 * system prompt and answers from it, saying plainly that it is an offline demo. It makes the memory loop visible
 * when no OpenAI-compatible endpoint is configured.
 *
 * @example
 * ```ts
 * import { streamText } from 'ai'
 * import { createOfflineModel } from './offline-model'
 *
 * const result = streamText({ model: createOfflineModel(), prompt: 'What do you know about me?' })
 * ```
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV4 {
  const delayMs = options.delayMs ?? 12
  const wordsPerChunk = options.wordsPerChunk ?? 3
  if (!Number.isFinite(delayMs) || delayMs < 0) {
    throw new TypeError(`delayMs must be a number of milliseconds >= 0, got ${String(delayMs)}`)
  }
  if (!Number.isInteger(wordsPerChunk) || wordsPerChunk < 1) {
    throw new TypeError(`wordsPerChunk must be a whole number >= 1, got ${String(wordsPerChunk)}`)
  }

  return {
    specificationVersion: 'v4',
    provider: 'profile-context-playground',
    modelId: 'offline-demo',
    supportedUrls: {},

    async doGenerate(call: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
      const text = composeOfflineAnswer(call.prompt)
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usageOf(call, text),
        warnings: [],
      }
    },

    async doStream(call: LanguageModelV4CallOptions) {
      const text = composeOfflineAnswer(call.prompt)
      const chunks = chunkWords(text, wordsPerChunk)
      const signal = call.abortSignal
      let index = 0
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] })
          controller.enqueue({ type: 'response-metadata', modelId: 'offline-demo', timestamp: new Date() })
          controller.enqueue({ type: 'text-start', id: 'answer' })
        },
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason)
            return
          }
          const chunk = chunks[index]
          if (chunk === undefined) {
            controller.enqueue({ type: 'text-end', id: 'answer' })
            controller.enqueue({
              type: 'finish',
              finishReason: { unified: 'stop', raw: 'stop' },
              usage: usageOf(call, text),
            })
            controller.close()
            return
          }
          index += 1
          if (delayMs > 0) await sleep(delayMs, signal)
          controller.enqueue({ type: 'text-delta', id: 'answer', delta: chunk })
        },
      })
      return { stream }
    },
  }
}

/** Splits text into chunks of whole words, keeping the spaces, so joined chunks give back the text exactly. */
function chunkWords(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\S+\s*/g) ?? []
  const chunks: string[] = []
  for (let start = 0; start < words.length; start += wordsPerChunk) {
    chunks.push(words.slice(start, start + wordsPerChunk).join(''))
  }
  return chunks
}

/** Counts whitespace-separated words: a rough but honest stand-in for tokens. */
function usageOf(call: LanguageModelV4CallOptions, answer: string): LanguageModelV4Usage {
  const promptText = call.prompt
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])),
    )
    .join(' ')
  const inputTokens = countWords(promptText)
  const outputTokens = countWords(answer)
  return {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
  }
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

function sleep(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, milliseconds)
    function done() {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    function aborted() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}
