import type { ProfileContextClient } from '../client/index'
import type { ClientOptions } from '../client/types'

/** A chat message as adapters hand it to the engine: framework types already flattened to text. */
export interface TurnMessage {
  role: 'user' | 'assistant' | 'system' | 'tool'
  /** Plain text. Tool results are sent only when `recordToolResults` is on. */
  content: string
  /** When it was said. @default the time `recordTurn` is called */
  timestamp?: number | Date
}

/**
 * Where `userId → profileId` and `(userId, conversationId) → sceneId` mappings live.
 * A Keyv or unstorage instance fits as it is.
 */
export interface IdStore {
  get(key: string): Promise<unknown> | unknown
  set(key: string, value: string): Promise<unknown> | unknown
}

export interface BatchOptions {
  /** Send a scene's buffer once it holds this many messages. @default 20 */
  maxMessages?: number
  /** Send a scene's buffer at the latest this many milliseconds after its first message. @default 5000 */
  maxDelayMs?: number
  /** When to run `PUT update/run` in manual mode. @default 'after-flush' */
  runUpdate?: 'after-flush' | { everyMessages: number } | 'never'
}

/** Engine-level retries of deliveries (add text, run update, profile and scene creation) after transient failures. */
export interface DeliveryRetryOptions {
  /** Milliseconds before the first engine-level retry; doubles after each failure. @default 1000 */
  initialDelayMs?: number
  /** Longest wait in milliseconds between two engine-level retries, `Retry-After` included. @default 30_000 */
  maxDelayMs?: number
  /**
   * Attempts, the first included, before a delivery that keeps failing transiently is given up and reported
   * (each attempt already includes the client's own retries). About 2.5 minutes of outage with the defaults.
   * @default 10
   */
  maxAttempts?: number
}

export interface ContextOptions {
  /** @default 'hybrid' */
  mode?: 'profile' | 'query' | 'hybrid'
  /** Milliseconds `getContext` may wait for the service. @default 1500 */
  timeoutMs?: number
  /**
   * `hybrid` mode: milliseconds `getContext` waits for the answer to the per-turn question. The profile part comes
   * from the cache at once and never waits for it; when the per-turn answer is late the block holds the profile part
   * alone (the late answer is still cached for a regenerate of the same message). At most `timeoutMs`.
   * @default 500
   */
  queryTimeoutMs?: number
  /**
   * Milliseconds an answer is served from the cache without asking the service again; `0` turns the cache off.
   * Freshness guarantee: when an update this engine started finishes (its own `update_now` delivery, which waits for
   * the update when the profile's context is in use, or a manual `update/run`, watched through `update/status`),
   * the cached answers of the profile become stale and the profile answer is fetched again in the background at
   * once, so a turn that comes one round trip later finds it fresh. Updates this engine cannot see (another process)
   * show after `cacheTtlMs` at the latest. A stale answer is still served, with no wait, while its refresh runs
   * (stale-while-revalidate), for at most `maxStaleMs`.
   * @default 300_000
   */
  cacheTtlMs?: number
  /**
   * Milliseconds a stale answer (an update finished after it was fetched, or `cacheTtlMs` ran out) may still be
   * served at once while a refresh runs; past that, a turn waits for the service (within `timeoutMs`) and, if the
   * service cannot answer, goes on without that answer. `0` never serves a stale answer.
   * @default 60_000
   */
  maxStaleMs?: number
  /** The stable question of `profile` and `hybrid` modes. */
  profileQuestion?: string
  /** Builds the per-turn question of `query` and `hybrid` modes; `undefined` skips the per-turn question. */
  question?: (messages: readonly TurnMessage[]) => string | undefined
  /** Replaces the default `<user_context>` block. Return `undefined` to inject nothing. */
  format?: (answer: ContextAnswer) => string | undefined
  /** Longest block in characters; longer answers are truncated. @default 4000 */
  maxChars?: number
}

/** What `format` receives. */
export interface ContextAnswer {
  userId: string
  /** The answer to the stable profile question, if any arrived. */
  profile?: string
  /** The answer to the per-turn question, if any arrived inside the budget. */
  query?: string
}

/** What the engine tells `onError`. */
export interface ErrorInfo {
  /**
   * Which part of the engine failed: `context` (a context question failed or ran out of budget), `identity`
   * (resolving or creating the profile or scene, for context or for delivery; also a warning, not a failure, when
   * the service gives a new profile another id than its user id, see `ids`), `record` (a batch failed for good,
   * overflow, or a turn after `close()`), `update` (a manual `update/run` failed for good).
   */
  operation: 'context' | 'record' | 'update' | 'identity'
  userId?: string
  conversationId?: string
  /** The profile concerned, where no user is at hand (a background refresh of a cached answer). */
  profileId?: string
  /** Number of messages affected (recording). */
  messages?: number
}

export interface ProfileMemoryOptions {
  /** A client, or the options to build one. */
  client: ProfileContextClient | ClientOptions
  /** `auto`: each turn with `update_now`; `manual`: batches and `update/run` by policy. @default 'auto' */
  update?: 'auto' | 'manual'
  /** In auto mode, add `wait_for_result=true` so the profile is up to date when the send completes. @default false */
  waitForUpdate?: boolean
  batch?: BatchOptions
  /**
   * Messages waiting to be sent, across all scenes, before the overflow rule applies: the oldest messages not yet
   * part of a batch on its way are dropped (any conversation), counted in `dropped`, and reported to `onError` with
   * `operation: 'record'` and the number lost per conversation.
   * @default 10_000
   */
  maxQueuedMessages?: number
  /** Also send tool results (as assistant text). @default false */
  recordToolResults?: boolean
  context?: ContextOptions
  /**
   * Where `userId → profileId` and `(userId, conversationId) → sceneId` mappings live. **Use a persistent store in
   * production**, shared by every instance (a Keyv or unstorage instance, e.g. on Redis or SQLite). The default keeps
   * them in memory: after a restart a returning user's `requested_id` is already taken, the service assigns a new id
   * (e.g. `alice-2`), and the user's earlier memory is no longer found. That case is reported to `onError`
   * (`operation: 'identity'`), once per new profile whose id differs from its user id.
   * @default an in-memory Map, emptied by every restart
   */
  ids?: IdStore
  /** Background failures; never thrown into the chat. @default logs with console.warn */
  onError?: (error: unknown, info: ErrorInfo) => void
  /** Serverless hosts: receives every background promise (e.g. Vercel's `waitUntil`). */
  waitUntil?: (promise: Promise<unknown>) => void
  /** Engine-level retry of deliveries that failed transiently (connection, timeout, 408, 409, 429, 5xx). */
  retry?: DeliveryRetryOptions
}

export interface MemoryStats {
  /** Messages accepted by `recordTurn` and not yet delivered or failed. */
  queued: number
  /** Requests on the wire right now. */
  inFlight: number
  sentMessages: number
  sentRequests: number
  /** Attempts repeated after a transient failure. */
  retried: number
  /** Messages that failed for good and were reported. */
  failed: number
  /** Messages dropped by the overflow rule. */
  dropped: number
  /** Answers served from the cache, stale ones (served while their refresh runs) included. */
  contextHits: number
  /** Questions a `getContext` call had to wait for the service to answer. */
  contextMisses: number
  /** `getContext` calls that ran out of a budget (`timeoutMs`, or hybrid's `queryTimeoutMs`). */
  contextTimeouts: number
}

export interface GetContextInput {
  userId: string
  conversationId?: string
  /** The conversation so far; the last user message feeds the per-turn question. */
  messages: readonly TurnMessage[]
  signal?: AbortSignal
}

export interface RecordTurnInput {
  userId: string
  conversationId?: string
  messages: readonly TurnMessage[]
}

export interface ProfileMemory {
  readonly client: ProfileContextClient
  /** The profile id of a user, creating the profile on first use. */
  profile(userId: string, options?: { signal?: AbortSignal }): Promise<string>
  /** The scene id of a conversation (the user's default scene without `conversationId`), created on first use. */
  scene(userId: string, conversationId?: string, options?: { signal?: AbortSignal }): Promise<string>
  /**
   * The context block for the next model call, or `undefined`. Never throws for service failures or timeouts
   * (they are reported to `onError`); rejects with `InvalidInputError` for malformed input such as an empty `userId`.
   */
  getContext(input: GetContextInput): Promise<string | undefined>
  /**
   * Queues a turn for delivery and returns at once; the request starts after the caller's synchronous code.
   * Throws `InvalidInputError` for malformed input. After `close()` the turn is reported to `onError` and counted
   * `failed` instead of throwing.
   */
  recordTurn(input: RecordTurnInput): void
  /**
   * For adapters that hold a turn back for a moment before recording it (the AI SDK middleware, while it waits to see
   * whether a tool loop goes on): until the returned function is called, `flush()` and `close()` first call
   * `release` (which records the held turn at once), and `waitUntil` has been given `settled` so a serverless host
   * stays up for it. Optional, so that hand-written `ProfileMemory` stand-ins need not implement it.
   */
  hold?(release: () => void, settled: Promise<unknown>): () => void
  /**
   * Resolves when everything queued so far (and everything held, see `hold`) is delivered or has definitively failed,
   * and the profile answers those deliveries made stale have been fetched again (or failed to be).
   */
  flush(): Promise<void>
  /** Refuses new turns, flushes, and stops background polling. `profile`, `scene` and `getContext` keep working. */
  close(): Promise<void>
  stats(): MemoryStats
}
