import type { ProfileContextClient } from '../../src/client/index'
import type { GetContextInput, MemoryStats, ProfileMemory, RecordTurnInput } from '../../src/memory/types'

/**
 * A ProfileMemory that keeps everything in arrays, for the adapter's unit tests.
 * The end-to-end tests use the real engine against the reference service.
 */
export class FakeMemory implements ProfileMemory {
  /** The block `getContext` returns per user. */
  readonly blocks = new Map<string, string>()
  /** The answer `queryFacts` gives per profile id. */
  readonly facts = new Map<string, string>()
  readonly contextCalls: GetContextInput[] = []
  readonly turns: RecordTurnInput[] = []
  readonly queries: { profileId: string; query: string; signal: AbortSignal | undefined }[] = []
  contextError: Error | undefined
  recordError: Error | undefined
  queryError: Error | undefined
  /** Milliseconds `getContext` waits, to interleave parallel runs. */
  contextDelayMs = 0

  readonly client = {
    queryFacts: async (profileId: string, query: string, options?: { signal?: AbortSignal }) => {
      this.queries.push({ profileId, query, signal: options?.signal })
      if (this.queryError !== undefined) throw this.queryError
      return { result: this.facts.get(profileId) ?? '' }
    },
  } as unknown as ProfileContextClient

  async profile(userId: string): Promise<string> {
    return `profile:${userId}`
  }

  async scene(userId: string, conversationId?: string): Promise<string> {
    return `scene:${userId}:${conversationId ?? 'default'}`
  }

  async getContext(input: GetContextInput): Promise<string | undefined> {
    this.contextCalls.push(input)
    if (this.contextDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.contextDelayMs))
    if (this.contextError !== undefined) throw this.contextError
    return this.blocks.get(input.userId)
  }

  recordTurn(input: RecordTurnInput): void {
    if (this.recordError !== undefined) throw this.recordError
    this.turns.push({ ...input, messages: input.messages.map((message) => ({ ...message })) })
  }

  async flush(): Promise<void> {}

  async close(): Promise<void> {}

  stats(): MemoryStats {
    return {
      queued: 0,
      inFlight: 0,
      sentMessages: 0,
      sentRequests: 0,
      retried: 0,
      failed: 0,
      dropped: 0,
      contextHits: 0,
      contextMisses: 0,
      contextTimeouts: 0,
    }
  }
}
