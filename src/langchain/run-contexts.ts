import type { BaseMessage } from '@langchain/core/messages'
import type { Identity } from './identity'

interface Entry {
  context: Promise<string | undefined>
  createdAt: number
}

/** Entries left behind by runs that never reached `afterAgent` (a model error, an abort) are dropped after this. */
const maxAgeMs = 10 * 60_000
const maxEntries = 1000

/**
 * The key of one invocation. LangChain hands hooks no run id and a fresh `runtime` object per node, so the run is
 * recognised by what stays fixed through its tool loop: the user, the conversation and the id of the latest human
 * message (the reducer gives every message a unique id). A new invocation brings a new human message, hence a new key.
 */
export function runKey(identity: Identity, messages: readonly BaseMessage[]): string {
  let index = messages.length - 1
  while (index >= 0 && messages[index]?.type !== 'human') index--
  const anchor = messages[index]?.id ?? `#${index}`
  return JSON.stringify([identity.userId, identity.conversationId ?? null, anchor])
}

/**
 * Context blocks of the invocations in progress, kept outside the agent state on purpose: state is checkpointed and
 * streamed, and the block is per-invocation data that must neither persist nor reach the client.
 */
export class RunContexts {
  readonly #entries = new Map<string, Entry>()

  /** The block of a run, fetching it with `load` on the run's first model call only. */
  get(key: string, load: () => Promise<string | undefined>): Promise<string | undefined> {
    const now = Date.now()
    const existing = this.#entries.get(key)
    if (existing !== undefined && now - existing.createdAt < maxAgeMs) return existing.context
    this.#entries.delete(key)
    this.#prune(now)
    const context = load()
    this.#entries.set(key, { context, createdAt: now })
    // A failed fetch must not be reused by the run's next step.
    context.catch(() => this.#entries.delete(key))
    return context
  }

  delete(key: string): boolean {
    return this.#entries.delete(key)
  }

  get size(): number {
    return this.#entries.size
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      // Map order is insertion order: the oldest entries come first.
      if (this.#entries.size < maxEntries && now - entry.createdAt < maxAgeMs) break
      this.#entries.delete(key)
    }
  }
}
