import type { ProfileContextClient } from '../client/index'
import type { ClientOptions } from '../client/types'
import type { FlushOptions } from './deadline'

export type { FlushOptions }

/** A chat message as adapters hand it to the engine: framework types already flattened to text. */
export interface TurnMessage {
  role: 'user' | 'assistant' | 'system' | 'tool'
  /** Plain text. Tool results are sent only when `recordToolResults` is on. */
  content: string
  /** When it was said. @default the time `recordTurn` is called */
  timestamp?: number | Date
}

/** What `redact` receives with each message's text. */
export interface RedactInput {
  role: 'user' | 'assistant' | 'tool'
  userId: string
  conversationId: string | undefined
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
  /**
   * Applied to the text of every message `recordTurn` accepts, before it is queued, and to the per-turn question of
   * `query`/`hybrid` context modes (user text too) before it is sent: what it returns is what the service may see. The default, `redactSecrets`, replaces well-known secret shapes (provider API keys, bearer
   * tokens and JWTs, card numbers that pass Luhn, IBANs, PEM private keys, "my password is …") with typed
   * placeholders such as `[redacted card number]`. Give a function to add your own rules (call `redactSecrets`
   * inside it to keep the default ones), or `false` to send text as it is. A `redact` that throws keeps the whole
   * turn out of memory: it is reported to `onError` (`operation: 'record'`) and counted `failed`, never sent
   * unredacted. To keep one turn out of memory entirely, see the adapters' per-call `record: false`.
   * @default redactSecrets
   */
  redact?: false | ((text: string, message: RedactInput) => string)
  /**
   * Longest message content sent, in characters. A longer message is cut to this length and ends with a visible
   * marker, `…[cut: N characters not recorded]` (the marker counts towards the limit), so one huge answer never
   * blocks its conversation. Keep it at or below the service's own limit (the reference service's
   * `limits.maxContentChars` is 32,768). A message the service still rejects is reported on its own (see `onError`)
   * while its neighbours are delivered.
   * @default 30_000
   */
  maxMessageChars?: number
  context?: ContextOptions
  /**
   * Where `userId → profileId` and `(userId, conversationId) → sceneId` mappings live. Optional: without it a
   * returning user is still found after a restart, in any process (see `requestedProfileId`), with one request more
   * on each process's first call for that user. A store saves that request, and keeps conversations in the same
   * scene across restarts: without a persistent store a conversation gets a new scene after a restart (same
   * profile, so nothing the user said is lost; only the scene boundary differs). Shared by every instance when
   * given (a Keyv or unstorage instance, e.g. on Redis or SQLite).
   * @default an in-memory Map, emptied by every restart
   */
  ids?: IdStore
  /**
   * The profile id requested for a user (`requested_id`). It must be deterministic and distinct per user: every
   * process derives the same id, checks whether the service has it (`GET update/status`: 404 means no), and creates
   * it only when it does not exist, so a returning user keeps their profile after a restart, on serverless, with no
   * shared store. This relies on the service answering 404 for an unknown profile and assigning a free requested id
   * as it is; a service that assigns another id to a free one is reported to `onError` (`operation: 'identity'`).
   * Two processes racing on a user's first call both end on the requested profile (the loser's extra, empty
   * profile is reported). The default, `defaultRequestedProfileId`, makes `u-<slug>-<24 hex digits of SHA-256>`,
   * which no dedup suffix of the service can turn into another user's id. Profiles created by earlier versions of this
   * package used the user id itself; `(userId) => userId` finds those, but is safe only when user ids are valid profile
   * ids the service keeps as they are and no other profile of the account can have such an id.
   * @default defaultRequestedProfileId
   */
  requestedProfileId?: (userId: string) => string | Promise<string>
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
   * and the profile answers those deliveries made stale have been fetched again (or failed to be); or when
   * `timeoutMs` passes or `signal` aborts: then what is still undelivered is given up (requests on their way are aborted) and reported to `onError` with `operation: 'record'`, the count in `info.messages` and the messages
   * on an `UndeliveredMessagesError`. Never rejects for delivery failures; rejects with a `TypeError` for bad options.
   * @param options.timeoutMs - @default Infinity (bounded only by the `retry` policy, about 2.5 minutes of outage)
   */
  flush(options?: FlushOptions): Promise<void>
  /**
   * Refuses new turns, flushes within a deadline, and stops background polling. `profile`, `scene` and `getContext`
   * keep working. Later calls return the first call's promise.
   * @param options.timeoutMs - @default 10_000
   */
  close(options?: FlushOptions): Promise<void>
  stats(): MemoryStats
}
