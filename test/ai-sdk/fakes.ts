import type { LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import type { GetContextInput, MemoryStats, ProfileMemory, RecordTurnInput } from '../../src/memory/types'

export const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
}

export function textResult(text: string): LanguageModelV4GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  }
}

export function toolCallResult(
  id: string,
  toolName: string,
  input: object,
  text?: string,
): LanguageModelV4GenerateResult {
  return {
    content: [
      ...(text === undefined ? [] : [{ type: 'text' as const, text }]),
      { type: 'tool-call', toolCallId: id, toolName, input: JSON.stringify(input) },
    ],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage,
    warnings: [],
  }
}

export function textStreamParts(deltas: string[], reason: 'stop' | 'tool-calls' = 'stop'): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', id: 'response-1', modelId: 'mock', timestamp: new Date(0) },
    { type: 'text-start', id: 't1' },
    ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    { type: 'finish', usage, finishReason: { unified: reason, raw: reason } },
  ]
}

/** The system prompt a recorded model call received. */
export function systemOf(call: { prompt: ReadonlyArray<{ role: string; content: unknown }> }): string | undefined {
  const systems = call.prompt.filter((message) => message.role === 'system')
  return systems.map((message) => String(message.content)).join('\n---\n') || undefined
}

/** A small in-test ProfileMemory: context per user, recorded turns kept in order. */
export function fakeMemory(contexts: Record<string, string | undefined> = {}) {
  const contextCalls: GetContextInput[] = []
  const turns: RecordTurnInput[] = []
  let failContext: unknown
  const memory: ProfileMemory = {
    client: {
      queryFacts: async (profileId: string, query: string) => ({ result: `${profileId} answers: ${query}` }),
    } as unknown as ProfileMemory['client'],
    profile: async (userId) => `profile-${userId}`,
    scene: async (userId, conversationId) => `scene-${userId}-${conversationId ?? 'default'}`,
    async getContext(input) {
      contextCalls.push(input)
      if (failContext !== undefined) throw failContext
      // Lets parallel calls interleave for real.
      await new Promise((resolve) => setTimeout(resolve, 1))
      const answer = contexts[input.userId]
      return answer === undefined ? undefined : `<user_context>\n${answer}\n</user_context>`
    },
    recordTurn(input) {
      turns.push(input)
    },
    flush: async () => {},
    close: async () => {},
    stats: () => ({}) as MemoryStats,
  }
  return {
    memory,
    contextCalls,
    turns,
    failContextWith(error: unknown) {
      failContext = error
    },
  }
}

/** Turns recorded, as `role: content` lines without timestamps. */
export function turnLines(turns: readonly RecordTurnInput[]): string[][] {
  return turns.map((turn) => turn.messages.map((message) => `${message.role}: ${message.content}`))
}

/** The element at `index`; fails the test with a clear message when there is none. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new Error(`expected an element at index ${index}; there are ${items.length}`)
  return item
}
