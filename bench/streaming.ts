import type { LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { streamText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV4 } from 'ai/test'
import { profileContextMiddleware } from '../src/ai-sdk/index'
import { createProfileMemory } from '../src/memory/index'
import { fixed, integer, milliseconds } from './lib/format'
import { textStream } from './lib/mock-models'
import type { SuiteReport } from './lib/report'
import { benchClient, startServiceProcess } from './lib/service'
import { median, now } from './lib/stats'
import { interleave, type Suite, type SuiteOptions } from './lib/suite'

async function drainParts(stream: ReadableStream<LanguageModelV4StreamPart>): Promise<number> {
  let deltas = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return deltas
    if (value.type === 'text-delta') deltas += 1
  }
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const chunks = options.quick ? 10_000 : 100_000
  const rounds = options.quick ? 3 : 5
  // The recorded answer is one character per chunk: above the default 32,768-character message limit.
  const service = await startServiceProcess({ limits: { maxContentChars: chunks * 2, maxBodyBytes: chunks * 8 } })
  const errors: unknown[] = []
  const memory = createProfileMemory({
    client: benchClient(service.baseURL),
    update: 'manual',
    batch: { runUpdate: 'never' },
    context: { mode: 'profile' },
    onError: (error) => errors.push(error),
  })
  try {
    const model = new MockLanguageModelV4({ doStream: async () => ({ stream: textStream(chunks) }) })
    const middleware = profileContextMiddleware({ memory, userId: 'stream-user', conversationId: 'stream-chat' })
    const wrapped = wrapLanguageModel({ model, middleware })
    const prompt = (label: string, round: number) => `[${label} ${round}] Tell me a very long story.`
    const params = (label: string, round: number) => ({
      prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: prompt(label, round) }] }],
    })
    let recordedLength = 0
    const viaStreamText = async (target: typeof model | typeof wrapped, label: string, round: number) => {
      const start = now()
      const result = streamText({ model: target, prompt: prompt(label, round) })
      let count = 0
      for await (const _delta of result.textStream) count += 1
      if (count !== chunks) throw new Error(`expected ${chunks} chunks through streamText, got ${count}`)
      return now() - start
    }
    const viaMiddleware = async (wrap: boolean, label: string, round: number) => {
      const start = now()
      const call = params(label, round)
      const stream = wrap
        ? (
            await middleware.wrapStream({
              doStream: () => model.doStream(call),
              params: await middleware.transformParams({ type: 'stream', params: call }),
            })
          ).stream
        : (await model.doStream(call)).stream
      const count = await drainParts(stream)
      if (count !== chunks) throw new Error(`expected ${chunks} chunks, got ${count}`)
      return now() - start
    }
    // Warm-up, also caching the profile answer so that only the stream is compared.
    await viaStreamText(wrapped, 'warm', 0)
    await viaStreamText(model, 'warm', 0)
    await memory.flush()
    options.log(`streaming: ${rounds} rounds of ${integer(chunks)} chunks`)
    const samples = await interleave(
      [
        { name: 'raw bare', measure: (round) => viaMiddleware(false, 'raw-bare', round) },
        { name: 'raw memory', measure: (round) => viaMiddleware(true, 'raw-memory', round) },
        { name: 'streamText bare', measure: (round) => viaStreamText(model, 'st-bare', round) },
        { name: 'streamText memory', measure: (round) => viaStreamText(wrapped, 'st-memory', round) },
      ],
      rounds,
    )
    await memory.flush()
    recordedLength = memory.stats().sentMessages
    const rate = (name: string) => chunks / (median(samples.get(name) ?? []) / 1000)
    const row = (label: string, bare: string, withMemory: string) => [
      label,
      milliseconds(median(samples.get(bare) ?? [])),
      milliseconds(median(samples.get(withMemory) ?? [])),
      `${integer(rate(bare))}/s`,
      `${integer(rate(withMemory))}/s`,
      fixed(rate(withMemory) / rate(bare), 3),
    ]
    return {
      title: 'Streaming',
      method:
        `A mock model (\`MockLanguageModelV4\`) streams ${integer(chunks)} text-delta chunks; the same stream is read bare and through the AI SDK middleware, ${rounds} rounds each, interleaved. ` +
        `With memory, the middleware observes the stream to record the turn at its end (unbuffered); ${integer(recordedLength)} messages were delivered to the service (the reference service started with its message limit raised to ${integer(chunks * 2)} characters, since each recorded answer is ${integer(chunks)} characters) and ${errors.length} errors were reported${errors[0] ? ` (first: ${String(errors[0])})` : ''}. The LangChain middleware does not touch the model's stream (it only wraps the call), so it has no streaming cost to measure.`,
      tables: [
        {
          title: `Throughput of a ${integer(chunks)}-chunk stream (median of ${rounds} rounds)`,
          columns: [
            'Path',
            'bare time',
            'with memory time',
            'bare chunks/s',
            'with memory chunks/s',
            'throughput ratio',
          ],
          rows: [
            row('model stream → middleware `wrapStream` → reader', 'raw bare', 'raw memory'),
            row('`streamText` → `textStream` (full AI SDK pipeline)', 'streamText bare', 'streamText memory'),
          ],
          notes: ['Throughput ratio = with memory / bare (1.000 = no cost).'],
        },
      ],
    }
  } finally {
    await memory.close()
    await service.close()
  }
}

export const streamingSuite: Suite = { name: 'streaming', run }
