import type { LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { AIMessage } from '@langchain/core/messages'
import { fakeModel } from '@langchain/core/testing'
import { MockLanguageModelV4 } from 'ai/test'

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
}

export const answerText = 'Here is an idea for tonight.'

function generateResult(): LanguageModelV4GenerateResult {
  return {
    content: [{ type: 'text', text: answerText }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  }
}

/** A stream of `deltas` text chunks produced on demand (pull), so 100k chunks never sit in memory at once. */
export function textStream(deltas: number, delta = 'x'): ReadableStream<LanguageModelV4StreamPart> {
  let started = false
  let sent = 0
  return new ReadableStream<LanguageModelV4StreamPart>(
    {
      pull(controller) {
        if (!started) {
          started = true
          controller.enqueue({ type: 'stream-start', warnings: [] })
          controller.enqueue({ type: 'text-start', id: 't' })
          return
        }
        if (sent < deltas) {
          // Batches of enqueues per pull keep the producer's own cost small next to what is measured.
          const end = Math.min(deltas, sent + 256)
          for (; sent < end; sent += 1) controller.enqueue({ type: 'text-delta', id: 't', delta })
          return
        }
        controller.enqueue({ type: 'text-end', id: 't' })
        controller.enqueue({ type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } })
        controller.close()
      },
    },
    { highWaterMark: 1024 },
  )
}

/** `ai/test`'s mock model: answers at once, streams a short answer in three chunks, or `streamChunks` chunks. */
export function mockAiModel(streamChunks = 3): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async () => generateResult(),
    doStream: async () => ({ stream: textStream(streamChunks, 'word ') }),
  })
}

/** `@langchain/core/testing`'s fake model with `calls` answers queued. */
export function fakeChatModel(calls: number) {
  const model = fakeModel()
  for (let index = 0; index < calls; index += 1) model.respond(() => new AIMessage(answerText))
  return model
}
