import { serverAttributes, telemetry } from './telemetry'

/** What one `getContext` call did, filled in as it runs, for its span. */
export interface ContextLookup {
  hits: number
  misses: number
  profileId?: string
  /** The first failure reported (fail-open: the call still resolves). */
  error?: unknown
}

/** What one batch's delivery did, filled in as it runs, for its span. */
export interface Delivery {
  retries: number
  /** `split`: the service rejected the batch's content, so it goes again in halves to find the bad message. */
  outcome: 'delivered' | 'failed' | 'split'
  profileId?: string
  error?: unknown
}

const common = (baseURL: string) => ({ 'gen_ai.provider.name': 'profile_context', ...serverAttributes(baseURL) })

/**
 * Runs one context lookup in a `search_memory` span: mode, cache hits and misses, the wait and the characters
 * handed out; ERROR when the lookup failed open.
 */
export async function traceContextLookup(
  options: { baseURL: string; mode: string; conversationId: unknown },
  body: (lookup: ContextLookup) => Promise<string | undefined>,
): Promise<string | undefined> {
  const span = await telemetry.start('search_memory profile-context', {
    'gen_ai.operation.name': 'search_memory',
    'gen_ai.conversation.id': typeof options.conversationId === 'string' ? options.conversationId : undefined,
    'profile_context.context.mode': options.mode,
    ...common(options.baseURL),
  })
  const lookup: ContextLookup = { hits: 0, misses: 0 }
  const started = Date.now()
  try {
    const block = await span.run(() => body(lookup))
    const asked = lookup.hits + lookup.misses
    span.set({
      'gen_ai.memory.store.id': lookup.profileId,
      'profile_context.context.cache_hits': lookup.hits,
      'profile_context.context.cache_misses': lookup.misses,
      'profile_context.context.cache':
        asked === 0 ? 'none' : lookup.misses === 0 ? 'hit' : lookup.hits === 0 ? 'miss' : 'partial',
      'profile_context.context.wait_ms': Date.now() - started,
      'profile_context.context.chars': block?.length ?? 0,
    })
    if (lookup.error !== undefined) span.fail(lookup.error)
    return block
  } catch (error) {
    span.fail(error)
    throw error
  } finally {
    span.end()
  }
}

/** Runs one batch's delivery in an `update_memory` span: messages, engine-level retries and the outcome. */
export async function traceDelivery(
  options: { baseURL: string; update: string; conversationId: string | undefined; messages: number },
  body: (delivery: Delivery) => Promise<void>,
  abandoned: () => boolean,
): Promise<void> {
  const span = await telemetry.start('update_memory profile-context', {
    'gen_ai.operation.name': 'update_memory',
    'gen_ai.conversation.id': options.conversationId,
    'profile_context.delivery.messages': options.messages,
    'profile_context.delivery.update': options.update,
    ...common(options.baseURL),
  })
  const delivery: Delivery = { retries: 0, outcome: 'delivered' }
  try {
    await span.run(() => body(delivery))
    span.set({
      'gen_ai.memory.store.id': delivery.profileId,
      'profile_context.delivery.retries': delivery.retries,
      'profile_context.delivery.outcome': abandoned() ? 'abandoned' : delivery.outcome,
    })
    if (delivery.error !== undefined) span.fail(delivery.error)
  } finally {
    span.end()
  }
}

/** Runs finding or creating a profile or a scene in a `profile_context.identity` span (`create_memory_store` when a
 * profile was created: a new profile is a new memory store; a scene is a conversation within one). */
export async function traceIdentity<Result extends { id: string; created: boolean }>(
  options: { baseURL: string; kind: 'profile' | 'scene' },
  body: () => Promise<Result>,
): Promise<Result> {
  const { kind } = options
  const span = await telemetry.start(`profile_context.identity ${kind}`, {
    'profile_context.identity.kind': kind,
    ...common(options.baseURL),
  })
  try {
    const resolution = await span.run(body)
    span.set({
      'gen_ai.operation.name': kind === 'profile' && resolution.created ? 'create_memory_store' : undefined,
      [kind === 'profile' ? 'gen_ai.memory.store.id' : 'profile_context.scene.id']: resolution.id,
      'profile_context.identity.created': resolution.created,
    })
    return resolution
  } catch (error) {
    span.fail(error)
    throw error
  } finally {
    span.end()
  }
}
