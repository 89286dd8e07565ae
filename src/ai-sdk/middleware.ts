import type { ErrorInfo } from '../memory/types'
import { assertContextPlacement, injectContext } from './context-placement'
import { type CallIdentity, resolveIdentity, resolveRecording, validateDefaultIdentity } from './identity'
import { type ModelCallOptionsLike, textOfPart, unifiedFinishReason } from './model-types'
import { PendingTurns } from './pending-turns'
import { extractTurn, lastUserIndex, recordedEarlier, toTurnMessages, turnFingerprint } from './prompt'
import { Regenerations } from './regenerations'
import { observeStream, type StreamOutcome } from './stream-recorder'
import { TurnCache, type TurnState, turnKey } from './turn-cache'
import type { ProfileContextMiddleware, ProfileContextMiddlewareOptions } from './types'

// Long enough for slow tools between two steps of one turn, short enough to stay small.
const turnCacheOptions = { ttlMs: 10 * 60_000, maxEntries: 1_000 }

/** A model call's identity and turn (no turn when the prompt has no user message). */
interface CallState {
  identity: CallIdentity
  turn: TurnState | undefined
  key: string | undefined
}

function defaultOnError(error: unknown, info: ErrorInfo): void {
  console.warn(`profile-context: ai-sdk adapter ${info.operation} failed`, error)
}

/**
 * A `LanguageModelMiddleware` that gives the model what the Conversation Profile Context Service knows about the
 * user, and records each turn. For `wrapLanguageModel` of `ai` 7 and `ai` 6.
 *
 * - Context: fetched once per turn (tool-loop steps and SDK retries reuse it), appended to the first system
 *   message (or put first as a system message), an earlier injected block replaced. With
 *   `contextPlacement: 'last-user-message'` it is a last text part of the latest user message instead, so the system
 *   prompt and the history stay cacheable. The call's `abortSignal` reaches the engine; service failures leave the
 *   call without context (fail-open).
 * - Recording: once per turn, when a step finishes for another reason than `tool-calls`: the user message(s) of
 *   the turn, the assistant text of every step and its tool results (sent only if the engine is told to). Streams
 *   pass through unbuffered and unchanged. A stream that ends early is recorded only with `recordAbortedTurns`.
 *   A loop that ends on a `tool-calls` step (`stopWhen`, client-side tools) is recorded as it stands once no next
 *   step comes within `toolLoopIdleMs`, or at once on `memory.flush()`/`close()` or the conversation's next turn.
 *   Every turn is recorded, a prompt that repeats an earlier one included (a second "yes"), unless the request says
 *   `providerOptions.profileContext.regenerate: true` (set it from useChat's `trigger: 'regenerate-message'`): a
 *   regeneration reuses the turn's context and records nothing (the user's message is stored once; the service keeps
 *   the first answer, as it cannot forget one). Without the option, only a prompt identical to the conversation's
 *   previous turn from an application seen to send its whole history is taken for a regeneration.
 *   `record: false` keeps a turn out of memory; it still gets context.
 * - Identity: `providerOptions.profileContext = { userId, conversationId }` per request, else the options; a call
 *   with no `userId` at all throws a `TypeError`, and so does a `record` or `regenerate` that is not a boolean.
 *
 * @example
 * ```ts
 * import { openai } from '@ai-sdk/openai'
 * import { streamText, wrapLanguageModel } from 'ai'
 * import { createProfileMemory } from 'profile-context'
 * import { profileContextMiddleware } from 'profile-context/ai-sdk'
 *
 * const memory = createProfileMemory({ client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' } })
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: profileContextMiddleware({ memory }) })
 *
 * const result = streamText({
 *   model,
 *   messages,
 *   providerOptions: {
 *     profileContext: { userId: session.userId, conversationId: chatId, regenerate: trigger === 'regenerate-message' },
 *   },
 * })
 * ```
 */
export function profileContextMiddleware(options: ProfileContextMiddlewareOptions): ProfileContextMiddleware {
  const { memory, userId, conversationId, recordAbortedTurns = false, injectContext: inject = true } = options
  const { recordTurns = true, onContext, onError = defaultOnError, toolLoopIdleMs = 10_000 } = options
  const { contextPlacement = 'system' } = options
  if (typeof memory?.getContext !== 'function' || typeof memory.recordTurn !== 'function') {
    throw new TypeError(
      'profileContextMiddleware: options.memory must be a ProfileMemory (from createProfileMemory), got ' +
        `${memory === null ? 'null' : typeof memory}.`,
    )
  }
  validateDefaultIdentity({ userId, conversationId })
  assertContextPlacement(contextPlacement)
  if (typeof toolLoopIdleMs !== 'number' || !Number.isFinite(toolLoopIdleMs) || toolLoopIdleMs < 0) {
    throw new TypeError(
      `profileContextMiddleware: options.toolLoopIdleMs must be a non-negative, finite number of milliseconds, got ${String(toolLoopIdleMs)}.`,
    )
  }
  const defaults = { userId, conversationId }
  const turns = new TurnCache(turnCacheOptions)
  const regenerations = new Regenerations()
  const pending = new PendingTurns(memory, toolLoopIdleMs)
  // wrapGenerate/wrapStream receive the params transformParams returned; the turn is read from what the caller sent,
  // so a block in the user message changes neither the turn's fingerprint nor what is recorded. The call's state is
  // kept with them, so the prompt is fingerprinted (and hashed) once per model call, not once per hook.
  const calls = new WeakMap<ModelCallOptionsLike, { params: ModelCallOptionsLike; state: CallState }>()

  const report = (error: unknown, info: ErrorInfo) => {
    try {
      onError(error, info)
    } catch {
      // A throwing error handler must not break the chat either.
    }
  }

  const fetchContext = async (identity: CallIdentity, params: ModelCallOptionsLike) => {
    let context: string | undefined
    try {
      context = await memory.getContext({
        ...identity,
        messages: toTurnMessages(params.prompt),
        ...(params.abortSignal === undefined ? {} : { signal: params.abortSignal }),
      })
    } catch (error) {
      report(error, { operation: 'context', ...identity })
    }
    try {
      onContext?.({ ...identity, context })
    } catch (error) {
      report(error, { operation: 'context', ...identity })
    }
    return context
  }

  /**
   * The turn of this call: found by fingerprint (a later step or a retry, so a turn waiting for its next step goes
   * on), or started now, which fetches its context once and first records the conversation's waiting turns.
   */
  const turnOf = (identity: CallIdentity, params: ModelCallOptionsLike) => {
    const { record: recordThis, regenerate } = resolveRecording(params)
    const key = turnKey(identity.userId, identity.conversationId, turnFingerprint(params.prompt))
    const conversation = JSON.stringify([identity.userId, identity.conversationId ?? null])
    const known = turns.get(key)
    // A step or a retry of a turn in progress, or a regeneration of a finished one: the same turn goes on.
    const sameTurn =
      known !== undefined && (!known.finished || regenerate || regenerations.isRegeneration(conversation, key))
    if (known !== undefined && sameTurn) {
      pending.cancel(known)
      if (!recordThis) known.unrecorded = true
      return { key, turn: known }
    }
    // Otherwise a new turn, even when its prompt repeats an earlier one word for word (a second "yes").
    if (known !== undefined) turns.delete(key)
    pending.release(identity)
    const turn = turns.getOrCreate(key, () => (inject ? fetchContext(identity, params) : Promise.resolve(undefined)), {
      recorded: recordedEarlier(params.prompt),
    })
    // A regeneration this instance did not see the first answer of, or a turn kept out of memory: nothing to record.
    if (regenerate || !recordThis) turn.unrecorded = true
    if (!regenerate) regenerations.started(conversation, key, params.prompt)
    return { key, turn }
  }

  /** Hands memory the turn's messages not recorded yet; `last` when no step of the turn follows. */
  const record = (identity: CallIdentity, params: ModelCallOptionsLike, turn: TurnState, text: string, last = true) => {
    if (!recordTurns || turn.finished) return
    if (last) turn.finished = true
    if (turn.unrecorded === true) return
    try {
      const messages = extractTurn(params.prompt, text)
      const fresh = messages.slice(turn.recorded)
      turn.recorded = Math.max(turn.recorded, messages.length)
      const stamped = fresh.map((message) =>
        message.role === 'user' ? { ...message, timestamp: new Date(turn.startedAt) } : message,
      )
      if (stamped.length > 0) memory.recordTurn({ ...identity, messages: stamped })
    } catch (error) {
      report(error, { operation: 'record', ...identity })
    }
  }

  /** After a `tool-calls` step: record the turn as it stands unless its next step starts soon. */
  const awaitNextStep = (identity: CallIdentity, params: ModelCallOptionsLike, turn: TurnState, text: string) => {
    if (!recordTurns || turn.finished || turn.unrecorded === true) return
    pending.wait(turn, identity, () => {
      if (params.abortSignal?.aborted === true && !recordAbortedTurns) return
      record(identity, params, turn, text, false)
    })
  }

  /** Identity and turn of a call, read from the params the caller sent. */
  const callState = async (params: ModelCallOptionsLike): Promise<CallState> => {
    const identity = resolveIdentity(params, defaults)
    if (lastUserIndex(params.prompt) === -1) return { identity, turn: undefined, key: undefined }
    return { identity, ...turnOf(identity, params) }
  }

  /** What transformParams worked out for the params it returned; computed afresh only for params it never saw. */
  const callOf = async (transformed: ModelCallOptionsLike) =>
    calls.get(transformed) ?? { params: transformed, state: await callState(transformed) }

  return {
    specificationVersion: 'v3',

    async transformParams({ params }) {
      const state = await callState(params)
      const { turn, key } = state
      if (!inject || turn === undefined) {
        calls.set(params, { params, state })
        return params
      }
      const context = await turn.context
      // An aborted fetch is no answer for a retry or the next step: let them ask again.
      if (params.abortSignal?.aborted === true && key !== undefined) turns.delete(key)
      const injected = { ...params, prompt: injectContext(params.prompt, context, contextPlacement) }
      calls.set(injected, { params, state })
      return injected
    },

    async wrapGenerate({ doGenerate, params: transformed }) {
      const result = await doGenerate()
      try {
        const {
          params,
          state: { identity, turn },
        } = await callOf(transformed)
        if (turn !== undefined) {
          const text = result.content
            .map(textOfPart)
            .filter((part) => part !== undefined)
            .join('')
          if (unifiedFinishReason(result.finishReason) === 'tool-calls') awaitNextStep(identity, params, turn, text)
          else record(identity, params, turn, text)
        }
      } catch (error) {
        report(error, { operation: 'record' })
      }
      return result
    },

    async wrapStream({ doStream, params: transformed }) {
      const {
        params,
        state: { identity, turn },
      } = await callOf(transformed)
      const result = await doStream()
      if (turn === undefined || !recordTurns) return result
      const onEnd = ({ text, finishReason }: StreamOutcome) => {
        const completed = finishReason !== undefined && finishReason !== 'error'
        if (completed && finishReason === 'tool-calls') awaitNextStep(identity, params, turn, text)
        else if (completed || recordAbortedTurns) record(identity, params, turn, text)
      }
      return { ...result, stream: observeStream(result.stream, onEnd, params.abortSignal) }
    },
  }
}
