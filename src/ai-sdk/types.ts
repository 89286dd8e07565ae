import type { ErrorInfo, ProfileMemory } from '../memory/types'
import type { ContextPlacement } from './context-placement'
import type { GenerateResultLike, ModelCallOptionsLike, StreamResultLike } from './model-types'

/** What `onContext` receives for each turn. */
export interface ContextInfo {
  userId: string
  conversationId?: string
  /** The block given to the model (see `contextPlacement`), or `undefined` when there was nothing to inject. */
  context: string | undefined
}

/**
 * Per-request options, given as `providerOptions: { profileContext: { userId, conversationId, regenerate, record } }`.
 * A value of the wrong type throws a `TypeError` naming the field.
 */
export interface ProfileContextProviderOptions {
  userId?: string
  conversationId?: string
  /**
   * This call answers again a turn that was already recorded (useChat's `trigger: 'regenerate-message'`): it gets
   * context, and nothing of it is recorded (the user's message is stored once; the service keeps the first answer,
   * as it cannot forget one). Without it every turn is recorded; the middleware itself takes a call for a
   * regeneration only when its prompt is identical to the conversation's previous turn and the application is seen
   * to send its whole history (that previous prompt extended the one before it), never for an application that sends
   * only the latest message or a window of history.
   * @default false
   */
  regenerate?: boolean
  /**
   * `false` keeps this turn out of memory (an incognito message, a sensitive topic) while it still gets the user's
   * context. @default true
   */
  record?: boolean
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
  /** Give the model the user's context (where: `contextPlacement`). @default true */
  injectContext?: boolean
  /**
   * Where the context block goes in each model call.
   *
   * - `'system'`: appended to the end of the first system message (a system message is put first when there is none).
   * - `'last-user-message'`: added as a last `{ type: 'text' }` part of the latest user message, the same in every
   *   step of a tool loop; system messages stay as the application wrote them. Providers cache the prompt prefix
   *   (OpenAI, Anthropic prompt caching), and in `query`/`hybrid` context modes the block changes every turn: in
   *   the system message it invalidates the cached prefix of the whole conversation each turn, while here the system
   *   prompt and the history before the latest user message stay byte-identical across turns, so the caches keep
   *   hitting. The block is still marked as data about the user, not instructions; the turn recorded is what the
   *   user wrote, without it. A prompt without a user message gets the block in the system message.
   *
   * An unknown value throws a `TypeError` when the middleware is built.
   * @default 'system'
   */
  contextPlacement?: ContextPlacement
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
