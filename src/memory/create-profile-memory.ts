import { ProfileContextClient } from '../client/index'
import type { ClientOptions } from '../client/types'
import { ContextCache } from './context-cache'
import { ContextProvider } from './context-provider'
import { checkFlushOptions } from './deadline'
import { createMemoryIdStore, Identity } from './identity'
import { resolveMemoryOptions } from './options'
import { createReporter } from './report'
import { StatsCounter } from './stats'
import { defaultCloseTimeoutMs, TurnRecorder } from './turn-recorder'
import type { ProfileMemory, ProfileMemoryOptions } from './types'
import { UpdateRunner } from './update-runner'
import { UpdateWatcher } from './update-watcher'

function isClient(value: ProfileContextClient | ClientOptions): value is ProfileContextClient {
  // Duck-typed rather than `instanceof`, so a client from another copy of the package is accepted too.
  const candidate = value as Partial<Record<keyof ProfileContextClient, unknown>>
  return typeof candidate.addText === 'function' && typeof candidate.queryFacts === 'function'
}

/**
 * Creates the memory engine both framework adapters share: identity, context and turn recording.
 *
 * - **Identity.** `profile(userId)` creates the profile once with `requested_id = userId` and keeps the id the
 *   service returns (it may differ); `scene(userId, conversationId?)` creates one scene per conversation, and one
 *   default scene per user without `conversationId`. Concurrent first calls share one creation. Mappings live in
 *   `ids` under `profile:"<userId>"` and `scene:["<userId>","<conversationId>"|null]`.
 * - **Context.** `getContext` asks the stable profile question and/or a question built from the latest user message,
 *   within `context.timeoutMs` (the per-turn question of `hybrid` within `context.queryTimeoutMs`, never delaying
 *   the profile part) and the caller's signal. A profile created by the call itself has no facts: nothing is asked.
 *   Answers are cached per profile and question, stale-while-revalidate: when an update this engine started
 *   finishes (a delivery that waited for it with `wait_for_result`, or `update/status` polled after a manual run),
 *   the profile answer is fetched again in the background, and until it arrives the previous one is served (for at
 *   most `context.maxStaleMs`). Service errors and timeouts are reported to `onError` and yield `undefined`
 *   (fail-open); invalid input (an empty `userId`) rejects with `InvalidInputError`.
 * - **Recording.** `recordTurn` validates synchronously (throwing `InvalidInputError`), queues, and returns. One
 *   batch per scene is on its way at a time, so order holds; a batch keeps its idempotency key through every retry.
 *   In auto mode each turn is sent at once with `update_now` (with `wait_for_result` once `getContext` has asked
 *   about the profile, so that its answer says the update is done); turns that queued up behind a slow send go out together
 *   (up to `batch.maxMessages`). Transient failures are retried with backoff (`retry`), permanent ones reported and
 *   counted `failed`. Overflow rule: past `maxQueuedMessages`, the oldest messages not yet on their way are dropped,
 *   counted `dropped` and reported (`operation: 'record'`). After `close()`, `recordTurn` reports the turn as
 *   failed instead of throwing, since it usually runs in a framework callback after the answer.
 * - **Lifecycle.** `flush()` sends buffered messages now and resolves when everything accepted so far is delivered or
 *   definitively failed, pending `update/run` calls included. `close()` refuses new turns, flushes, and stops
 *   background polling; `profile`, `scene` and `getContext` keep working. Every turn's delivery and every update run
 *   is handed to `waitUntil`. Adapters may `hold` a turn back briefly; `flush()` and `close()` release it first.
 *
 * @example
 * ```ts
 * import { createProfileMemory } from 'profile-context'
 *
 * const memory = createProfileMemory({ client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' } })
 * const context = await memory.getContext({ userId: 'alice', messages: [{ role: 'user', content: 'Plan my weekend' }] })
 * memory.recordTurn({ userId: 'alice', messages: [{ role: 'user', content: 'I moved to Porto last month.' }] })
 * await memory.close()
 * ```
 */
export function createProfileMemory(options: ProfileMemoryOptions): ProfileMemory {
  const settings = resolveMemoryOptions(options)
  if (typeof options.client !== 'object' || options.client === null) {
    throw new TypeError('`client` must be a ProfileContextClient or the options to create one ({ baseURL, apiKey }).')
  }
  const client = isClient(options.client) ? options.client : new ProfileContextClient(options.client)
  const stats = new StatsCounter()
  const report = createReporter(settings.onError)
  const keepAlive = (promise: Promise<unknown>) => {
    try {
      settings.waitUntil?.(promise)
    } catch (error) {
      report(error, { operation: 'record' })
    }
  }
  const identity = new Identity({
    client,
    store: settings.ids ?? createMemoryIdStore(),
    stats,
    report,
    requestedProfileId: settings.requestedProfileId,
  })
  const cache = new ContextCache({ ttlMs: settings.context.cacheTtlMs, maxStaleMs: settings.context.maxStaleMs })
  const watcher = cache.enabled
    ? new UpdateWatcher(client, stats, (profileId) => context.updated(profileId))
    : undefined
  const updates = new UpdateRunner({ client, settings, stats, report, watcher, keepAlive })
  const recorder = new TurnRecorder({ client, identity, settings, stats, report, watcher, updates, keepAlive })
  const context: ContextProvider = new ContextProvider({
    client,
    identity,
    cache,
    stats,
    report,
    settings: settings.context,
    onAsk: (profileId) => watcher?.asked(profileId),
    onBlock: (userId, block) => recorder.rememberBlock(userId, block),
    redact: settings.redact,
  })
  let closing: Promise<void> | undefined
  const holds = new Set<() => void>()
  const releaseHolds = () => {
    for (const release of [...holds]) {
      holds.delete(release)
      try {
        release()
      } catch (error) {
        report(error, { operation: 'record' })
      }
    }
  }

  return {
    client,
    profile: (userId, requestOptions) => identity.profile(userId, requestOptions),
    scene: (userId, conversationId, requestOptions) => identity.scene(userId, conversationId, requestOptions),
    getContext: (input) => context.getContext(input),
    recordTurn: (input) => recorder.record(input),
    hold: (release, settled) => {
      holds.add(release)
      keepAlive(settled)
      return () => void holds.delete(release)
    },
    flush: (flushOptions) => {
      releaseHolds()
      // The profile answers that the delivered updates made stale are fetched again by the time flush resolves
      // (within the same deadline).
      return recorder.flush(flushOptions, () => context.settled())
    },
    close: (closeOptions) => {
      // Bad options reject this call only: the engine stays open, and a later close() with good ones works.
      try {
        checkFlushOptions(closeOptions, 'close', defaultCloseTimeoutMs)
      } catch (error) {
        return Promise.reject(error)
      }
      releaseHolds()
      closing ??= recorder.close(closeOptions).finally(() => {
        watcher?.stop()
        context.stop()
      })
      return closing
    },
    stats: () => stats.snapshot(),
  }
}
