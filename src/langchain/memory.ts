import {
  BaseMemory,
  getPromptInputKey,
  type InputValues,
  type MemoryVariables,
  type OutputValues,
} from '@langchain/core/memory'
import type { BaseMessage } from '@langchain/core/messages'
import type { GetContextInput, ProfileMemory, RecordTurnInput, TurnMessage } from '../memory/types'
import { messageText } from './messages'
import { assertMemory } from './report'

export interface ProfileContextMemoryOptions {
  /** The engine, from `createProfileMemory()`. */
  memory: ProfileMemory
  /** The user this chain talks to. */
  userId: string
  /** The conversation (one service scene per conversation). @default the user's default conversation */
  conversationId?: string
  /** The prompt variable that receives the context block. @default 'user_context' */
  memoryKey?: string
  /** The chain input holding the user's message. @default the only input that is not a memory variable */
  inputKey?: string
  /** The chain output holding the answer. @default the only output */
  outputKey?: string
  /**
   * `false` gives context but records nothing, for every call. One call can opt out with a `record: false` input
   * (or `regenerate: true` for a new answer to an exchange already recorded) next to the user's message.
   * @default true
   */
  recordTurns?: boolean
}

/** Chain inputs that steer recording; never the user's message. */
const RECORDING_KEYS = ['record', 'regenerate'] as const

function nonEmptyString(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value
  throw new TypeError(
    `profile-context/langchain: ProfileContextMemory \`${name}\` must be a non-empty string, got ${
      typeof value === 'string' ? 'an empty string' : typeof value
    }.`,
  )
}

function isMessage(value: unknown): value is BaseMessage {
  return typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string'
}

/** The text of a chain value: a string, a message, or a list of messages (`returnMessages`-style outputs). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (isMessage(value)) return messageText(value)
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n')
  return value === undefined || value === null ? '' : String(value).trim()
}

function recordingFlag(values: InputValues, name: (typeof RECORDING_KEYS)[number]): boolean | undefined {
  const value = values[name]
  if (value === undefined || typeof value === 'boolean') return value
  throw new TypeError(
    `profile-context/langchain: ProfileContextMemory input \`${name}\` must be true or false, got ${JSON.stringify(value)}. ` +
      'Pass a boolean, or leave it out to record the exchange.',
  )
}

function withoutRecordingKeys(values: InputValues): InputValues {
  if (!RECORDING_KEYS.some((key) => key in values)) return values
  const rest = { ...values }
  for (const key of RECORDING_KEYS) delete rest[key]
  return rest
}

/**
 * Long-term user memory for classic chains (`ConversationChain`, `LLMChain`, custom `BaseChain`s): before each call
 * the user's context block is loaded under `memoryKey` (an empty string when there is none, so prompts can always
 * name the variable); after each call the exchange is queued for recording. Put `{user_context}` in the system part
 * of the prompt. Service failures never fail the chain: the engine reports them to its `onError`.
 *
 * @example
 * ```ts
 * import { ConversationChain } from '@langchain/classic/chains'
 * import { PromptTemplate } from '@langchain/core/prompts'
 * import { createProfileMemory } from 'profile-context'
 * import { ProfileContextMemory } from 'profile-context/langchain'
 *
 * const memory = createProfileMemory({ client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' } })
 * const chain = new ConversationChain({
 *   llm: model,
 *   memory: new ProfileContextMemory({ memory, userId: 'user-42', conversationId: 'chat-7' }),
 *   prompt: PromptTemplate.fromTemplate('What we know about the user:\n{user_context}\n\nHuman: {input}\nAI:'),
 * })
 * const { response } = await chain.invoke({ input: 'Any ideas for dinner tonight?' })
 * ```
 */
export class ProfileContextMemory extends BaseMemory {
  readonly memory: ProfileMemory
  readonly userId: string
  readonly conversationId: string | undefined
  readonly memoryKey: string
  readonly inputKey: string | undefined
  readonly outputKey: string | undefined
  readonly recordTurns: boolean

  constructor(options: ProfileContextMemoryOptions) {
    super()
    assertMemory(options?.memory, 'ProfileContextMemory')
    this.memory = options.memory
    this.userId = nonEmptyString(options.userId, 'userId')
    this.conversationId =
      options.conversationId === undefined ? undefined : nonEmptyString(options.conversationId, 'conversationId')
    this.memoryKey = options.memoryKey === undefined ? 'user_context' : nonEmptyString(options.memoryKey, 'memoryKey')
    this.inputKey = options.inputKey === undefined ? undefined : nonEmptyString(options.inputKey, 'inputKey')
    this.outputKey = options.outputKey === undefined ? undefined : nonEmptyString(options.outputKey, 'outputKey')
    if (options.recordTurns !== undefined && typeof options.recordTurns !== 'boolean') {
      throw new TypeError(
        `profile-context/langchain: ProfileContextMemory \`recordTurns\` must be true or false, got ${typeof options.recordTurns}.`,
      )
    }
    this.recordTurns = options.recordTurns ?? true
  }

  get memoryKeys(): string[] {
    return [this.memoryKey]
  }

  /** `{ [memoryKey]: block }`, the block built for the chain's input as the latest user message. */
  async loadMemoryVariables(values: InputValues): Promise<MemoryVariables> {
    const text = this.#userText(values)
    const input: GetContextInput = {
      userId: this.userId,
      messages: text === '' ? [] : [{ role: 'user', content: text }],
    }
    if (this.conversationId !== undefined) input.conversationId = this.conversationId
    const block = await this.memory.getContext(input)
    return { [this.memoryKey]: block ?? '' }
  }

  /**
   * Queues the user's input and the chain's answer for recording; returns at once. Nothing is recorded when
   * `recordTurns` is false or the call's inputs say `record: false` or `regenerate: true`.
   */
  async saveContext(inputValues: InputValues, outputValues: OutputValues): Promise<void> {
    const record = recordingFlag(inputValues, 'record') ?? true
    const regenerate = recordingFlag(inputValues, 'regenerate') ?? false
    if (!this.recordTurns || !record || regenerate) return
    const messages: TurnMessage[] = []
    const question = this.#userText(inputValues)
    if (question !== '') messages.push({ role: 'user', content: question })
    const answer = textOf(this.#output(outputValues))
    if (answer !== '') messages.push({ role: 'assistant', content: answer })
    if (messages.length === 0) return
    const turn: RecordTurnInput = { userId: this.userId, messages }
    if (this.conversationId !== undefined) turn.conversationId = this.conversationId
    this.memory.recordTurn(turn)
  }

  #userText(values: InputValues): string {
    const key = this.inputKey ?? getPromptInputKey(withoutRecordingKeys(values), this.memoryKeys)
    if (!(key in values)) {
      throw new TypeError(
        `profile-context/langchain: ProfileContextMemory \`inputKey\` is "${key}" but the chain input has only ` +
          `${JSON.stringify(Object.keys(values))}. Set \`inputKey\` to the key holding the user's message.`,
      )
    }
    return textOf(values[key])
  }

  #output(values: OutputValues): unknown {
    if (this.outputKey !== undefined) {
      if (!(this.outputKey in values)) {
        throw new TypeError(
          `profile-context/langchain: ProfileContextMemory \`outputKey\` is "${this.outputKey}" but the chain ` +
            `output has only ${JSON.stringify(Object.keys(values))}. Set \`outputKey\` to the key holding the answer.`,
        )
      }
      return values[this.outputKey]
    }
    const keys = Object.keys(values)
    if (keys.length !== 1) {
      throw new TypeError(
        `profile-context/langchain: ProfileContextMemory cannot tell the answer among the chain outputs ` +
          `${JSON.stringify(keys)}. Set \`outputKey\`.`,
      )
    }
    return values[keys[0] as string]
  }
}
