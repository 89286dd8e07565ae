import { createMiddleware } from 'langchain'
import { z } from 'zod'
import { createReporter, errorInfo } from '../memory/report'
import type { GetContextInput, ProfileMemory, RecordTurnInput } from '../memory/types'
import { assertContextPlacement, type ContextPlacement, placeContext } from './context-placement'
import { CURSOR_KEY, cursorAfter, unrecordedMessages } from './cursor'
import {
  assertIdentityOption,
  type Identity,
  type IdentityOption,
  missingUserError,
  resolveIdentity,
  resolveRecording,
} from './identity'
import { toRecordedTurn, toTurnMessages } from './messages'
import { assertMemory, type ErrorHandler } from './report'
import { RunContexts, runKey } from './run-contexts'

export interface ProfileContextMiddlewareOptions {
  /** The engine, from `createProfileMemory()`. */
  memory: ProfileMemory
  /**
   * The user, when the invocation does not name one. Per invocation, `context.userId` and then
   * `configurable.user_id` take precedence. A function reads it from the invocation.
   * An invocation with no user anywhere is a wiring mistake: it fails with a `TypeError` before the first model
   * call (as in the AI SDK adapter), rather than quietly running without memory.
   * @default undefined: the invocation must name the user
   */
  userId?: IdentityOption
  /**
   * The conversation, when the invocation does not name one. Per invocation, `context.conversationId` and then
   * `configurable.thread_id` take precedence.
   * @default undefined: the user's default conversation
   */
  conversationId?: IdentityOption
  /** Add the context block to each model call (where: `contextPlacement`). @default true */
  injectContext?: boolean
  /**
   * Where the context block goes in each model call.
   *
   * - `'system'`: appended to the end of the system message (or the whole system message when there is none).
   * - `'last-user-message'`: appended to the latest `HumanMessage` of the call (after a blank line in string
   *   content, as a last text part in content parts), the same in every step of a tool loop; the system prompt stays
   *   as the application wrote it. Providers cache the prompt prefix (OpenAI, Anthropic prompt caching), and in
   *   `query`/`hybrid` context modes the block changes every turn: in the system message it invalidates the cached
   *   prefix of the whole conversation each turn, while here the system prompt and the history before the latest
   *   user message stay byte-identical across turns, so the caches keep hitting. The block is still marked as data
   *   about the user, not instructions. Only the model call's copy of the message carries it: the agent state, the
   *   checkpoints, stream chunks and the recorded turn never do. A call without a user message gets the block in
   *   the system message.
   *
   * An unknown value throws a `TypeError` when the middleware is built.
   * @default 'system'
   */
  contextPlacement?: ContextPlacement
  /** Record each invocation's turn (user messages and final answer) once the agent is done. @default true */
  recordTurns?: boolean
  /** How many of the latest conversation messages `getContext` sees (for the per-turn question). @default 20 */
  contextMessages?: number
  /**
   * The adapter's own failures (missing user, unexpected errors). Service failures go to the engine's `onError`.
   * @default logs with console.warn
   */
  onError?: ErrorHandler
}

const contextSchema = z.object({
  userId: z.string().optional().describe('The user whose long-term memory this invocation reads and writes.'),
  conversationId: z.string().optional().describe('The conversation (scene) this invocation belongs to.'),
  record: z.boolean().optional().describe('false keeps this turn out of long-term memory; it still gets context.'),
  regenerate: z
    .boolean()
    .optional()
    .describe('true: a new answer to a turn already recorded, so nothing of it is recorded again.'),
})

const stateSchema = z.object({
  [CURSOR_KEY]: z.string().optional().describe('Id of the last message already recorded.'),
})

/**
 * Long-term user memory for `createAgent`: before the first model call of an invocation, the user's context is
 * fetched once and appended to the system message of every model call of that invocation (or, with
 * `contextPlacement: 'last-user-message'`, to its latest user message; never stored in the agent state); after the
 * final answer, the invocation's new messages are recorded once. With a checkpointer, messages recorded by earlier
 * invocations of the thread are never sent again. Every service failure is reported and the agent answers without
 * memory; an invocation with no user at all throws a `TypeError` (a wiring mistake).
 *
 * Identity per invocation: `context: { userId, conversationId }` or `configurable: { user_id, thread_id }`.
 * Every invocation's turn is recorded, unless it says `record: false` (kept out of memory, context still given) or
 * `regenerate: true` (a new answer to a turn already recorded), in `context` or `configurable`.
 *
 * @example
 * ```ts
 * import { createAgent } from 'langchain'
 * import { createProfileMemory } from 'profile-context'
 * import { profileContextMiddleware } from 'profile-context/langchain'
 *
 * const memory = createProfileMemory({ client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' } })
 * const agent = createAgent({ model: 'openai:gpt-5-mini', middleware: [profileContextMiddleware({ memory })] })
 *
 * await agent.invoke(
 *   { messages: [{ role: 'user', content: 'Any ideas for dinner tonight?' }] },
 *   { context: { userId: 'user-42' }, configurable: { thread_id: 'chat-7' } },
 * )
 * ```
 */
export function profileContextMiddleware(options: ProfileContextMiddlewareOptions) {
  assertMemory(options?.memory, 'profileContextMiddleware')
  assertIdentityOption(options.userId, 'userId')
  assertIdentityOption(options.conversationId, 'conversationId')
  const { memory, injectContext = true, recordTurns = true, contextMessages = 20 } = options
  const { contextPlacement = 'system' } = options
  assertContextPlacement(contextPlacement)
  if (!Number.isInteger(contextMessages) || contextMessages < 1) {
    throw new TypeError(
      `profile-context/langchain: \`contextMessages\` must be a positive integer, got ${String(contextMessages)}.`,
    )
  }
  const report = createReporter(options.onError, 'profile-context/langchain')
  const runs = new RunContexts()

  return createMiddleware({
    name: 'ProfileContextMiddleware',
    stateSchema,
    contextSchema,

    beforeAgent: (_state, runtime) => {
      // Loud and deterministic: a missing user shows up on the first call in development, never as silently
      // missing memory in production.
      let identity: Identity
      try {
        identity = resolveIdentity(options, runtime)
      } catch {
        // A throwing `userId` function is a runtime failure of the application: the model-call and after-agent
        // hooks report it, and the agent answers without memory.
        return undefined
      }
      if (identity.userId === undefined) throw missingUserError('invocation')
      // A wrong type is a wiring mistake too: loud at once, rather than a turn recorded against the caller's wish.
      resolveRecording(runtime)
      return undefined
    },

    wrapModelCall: async (request, handler) => {
      let block: string | undefined
      if (injectContext) {
        let identity: Identity = { userId: undefined, conversationId: undefined }
        try {
          identity = resolveIdentity(options, request.runtime)
          const { userId, conversationId } = identity
          const messages = request.state.messages
          block = await runs.get(runKey(identity, messages), async () => {
            if (userId === undefined) {
              report(missingUserError('invocation'), { operation: 'identity' })
              return undefined
            }
            const input: GetContextInput = { userId, messages: toTurnMessages(messages).slice(-contextMessages) }
            if (conversationId !== undefined) input.conversationId = conversationId
            if (request.runtime.signal !== undefined) input.signal = request.runtime.signal
            return memory.getContext(input)
          })
        } catch (error) {
          report(error, errorInfo('context', identity))
          block = undefined
        }
      }
      // Outside the try: the model's own errors are the application's, not ours to swallow.
      return handler(block === undefined ? request : placeContext(request, block, contextPlacement))
    },

    afterAgent: (state, runtime) => {
      let identity: Identity = { userId: undefined, conversationId: undefined }
      try {
        identity = resolveIdentity(options, runtime)
        const { userId, conversationId } = identity
        const contextFetched = runs.delete(runKey(identity, state.messages))
        if (!recordTurns) return undefined
        if (userId === undefined) {
          // Already reported for this invocation when the context was skipped.
          if (!contextFetched) report(missingUserError('invocation'), { operation: 'identity' })
          return undefined
        }
        const previous = state[CURSOR_KEY]
        const { record, regenerate } = resolveRecording(runtime)
        // Kept out (`record: false`) or already recorded (`regenerate: true`): the cursor still moves past it, so a
        // later invocation of the thread never sends it either.
        const messages = record && !regenerate ? toRecordedTurn(unrecordedMessages(state.messages, previous)) : []
        if (messages.length > 0) {
          const input: RecordTurnInput = { userId, messages }
          if (conversationId !== undefined) input.conversationId = conversationId
          memory.recordTurn(input)
        }
        const cursor = cursorAfter(state.messages)
        return cursor === undefined || cursor === previous ? undefined : { [CURSOR_KEY]: cursor }
      } catch (error) {
        // The answer is already there: a recording failure must not turn the run into an error.
        report(error, errorInfo('record', identity))
        return undefined
      }
    },
  })
}
