import type { ErrorInfo, ProfileMemory } from '../memory/types'
import type { GenerateResultLike, ModelCallOptionsLike, StreamResultLike } from './model-types'

/** What `onContext` receives for each turn. */
export interface ContextInfo {
  userId: string
  conversationId?: string
  /** The block merged into the system message, or `undefined` when there was nothing to inject. */
  context: string | undefined
}

/** Per-request identity, given as `providerOptions: { profileContext: { userId, conversationId } }`. */
export interface ProfileContextProviderOptions {
  userId?: string
  conversationId?: string
}

export interface ProfileContextMiddlewareOptions {
  /** The engine from `createProfileMemory`; shared by every request of the process. */
  memory: ProfileMemory
  /**
   * The user of every call through this middleware. Per-request `providerOptions.profileContext.userId` wins.
   * One of the two is required: a call without any `userId` throws a `TypeError` (a wiring mistake, not a service
   * failure, so it is not swallowed; the LangChain adapter does the same). For requests that should run without
   * long-term memory (anonymous users), call the unwrapped model. @default undefined
   */
  userId?: string
  /**
   * The conversation (one service scene each). Per-request `providerOptions.profileContext.conversationId` wins.
   * @default undefined — the user's default scene
   */
  conversationId?: string
  /**
   * Record the partial answer of a stream that ends before its finish (aborted by the caller, cancelled by the
   * client, or broken by an error). Without it such a turn is not recorded at all. @default false
   */
  recordAbortedTurns?: boolean
  /**
   * Milliseconds to wait, after a step that ends in tool calls, for the tool loop's next step. The middleware cannot
   * see whether the SDK goes on: `stopWhen` may end the loop there (the default of `generateText` and `streamText` is
   * one step), and tools without `execute` always do. When no next step of the turn starts in time, the turn is
   * recorded as it stands (the user's message and what the assistant said so far); a step that comes later records
   * only what is new, so a slow tool splits a turn into two records but never sends a message twice.
   * `memory.flush()`/`close()` and the next turn of the same conversation record a waiting turn at once, and the
   * engine's `waitUntil` receives the wait.
   * @default 10_000
   */
  toolLoopIdleMs?: number
  /** Merge the user's context into the system message. @default true */
  injectContext?: boolean
  /** Record each turn through `memory.recordTurn`. @default true */
  recordTurns?: boolean
  /** Called once per turn with the context the model is given (also when there is none). Errors it throws are reported to `onError`. @default undefined */
  onContext?: (info: ContextInfo) => void
  /**
   * Failures of the adapter itself (the engine reports its own through its `onError`); they never reach the chat.
   * @default console.warn
   */
  onError?: (error: unknown, info: ErrorInfo) => void
}

/**
 * A `LanguageModelMiddleware` accepted by `wrapLanguageModel` of `ai` 7 and of `ai` 6: the hooks are generic over
 * the call options and results of either specification, and `specificationVersion` is the `'v3'` that `ai` 6
 * requires and `ai` 7 tolerates (it reads no version from middleware).
 */
export interface ProfileContextMiddleware {
  readonly specificationVersion: 'v3'
  transformParams: <PARAMS extends ModelCallOptionsLike>(options: {
    type: 'generate' | 'stream'
    params: PARAMS
  }) => Promise<PARAMS>
  wrapGenerate: <RESULT extends GenerateResultLike>(options: {
    doGenerate: () => PromiseLike<RESULT>
    params: ModelCallOptionsLike
  }) => Promise<RESULT>
  wrapStream: <RESULT extends StreamResultLike>(options: {
    doStream: () => PromiseLike<RESULT>
    params: ModelCallOptionsLike
  }) => Promise<RESULT>
}
