import { redactSecrets } from '../internal/redact-secrets'
import { defaultRequestedProfileId } from './profile-ids'
import type { ContextAnswer, ErrorInfo, IdStore, ProfileMemoryOptions, RedactInput, TurnMessage } from './types'

/**
 * The default stable question of `profile` and `hybrid` modes.
 *
 * @example
 * ```ts
 * import { createProfileMemory, defaultProfileQuestion } from 'profile-context'
 *
 * const memory = createProfileMemory({
 *   client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' },
 *   context: { profileQuestion: `${defaultProfileQuestion} Also: which languages do they speak?` },
 * })
 * ```
 */
export const defaultProfileQuestion =
  'What is known about this user: who they are, where they live, their work, family, preferences and recent events?'

/** Engine options after defaults and checks. */
export interface ResolvedMemoryOptions {
  update: 'auto' | 'manual'
  waitForUpdate: boolean
  maxMessages: number
  maxDelayMs: number
  runUpdate: 'after-flush' | { everyMessages: number } | 'never'
  maxQueuedMessages: number
  recordToolResults: boolean
  redact: ((text: string, message: RedactInput) => string) | undefined
  maxMessageChars: number
  context: {
    mode: 'profile' | 'query' | 'hybrid'
    timeoutMs: number
    queryTimeoutMs: number
    cacheTtlMs: number
    maxStaleMs: number
    profileQuestion: string
    question: ((messages: readonly TurnMessage[]) => string | undefined) | undefined
    format: ((answer: ContextAnswer) => string | undefined) | undefined
    maxChars: number
  }
  ids: IdStore | undefined
  requestedProfileId: (userId: string) => string | Promise<string>
  onError: ((error: unknown, info: ErrorInfo) => void) | undefined
  waitUntil: ((promise: Promise<unknown>) => void) | undefined
  retry: { initialDelayMs: number; maxDelayMs: number; maxAttempts: number }
}

/** Shortest `maxMessageChars`: room for the cut marker and some text. */
const minimumMessageChars = 200

/** Shortest `maxChars`: the frame of the default block plus room for a useful answer. */
const minimumMaxChars = 512

function integer(value: unknown, option: string, minimum: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw new TypeError(`\`${option}\` must be an integer of at least ${minimum}; got ${String(value)}.`)
  }
  return value
}

function milliseconds(value: unknown, option: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`\`${option}\` must be a non-negative, finite number of milliseconds; got ${String(value)}.`)
  }
  return value
}

function optionalFunction<T>(value: T | undefined, option: string): T | undefined {
  if (value !== undefined && typeof value !== 'function') {
    throw new TypeError(`\`${option}\` must be a function; got ${typeof value}.`)
  }
  return value
}

function redactOption(value: unknown): ResolvedMemoryOptions['redact'] {
  if (value === false) return undefined
  if (value === undefined || value === true) return redactSecrets
  if (typeof value === 'function') return value as ResolvedMemoryOptions['redact']
  throw new TypeError(
    `\`redact\` must be a function (text, message) => string, or false to send text unredacted; got ${typeof value}.`,
  )
}

function oneOf<T extends string>(value: unknown, option: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw new TypeError(
      `\`${option}\` must be one of ${allowed.map((item) => `'${item}'`).join(', ')}; got ${String(value)}.`,
    )
  }
  return value as T
}

function runUpdatePolicy(value: unknown): ResolvedMemoryOptions['runUpdate'] {
  if (value === undefined) return 'after-flush'
  if (value === 'after-flush' || value === 'never') return value
  if (typeof value === 'object' && value !== null && 'everyMessages' in value) {
    return { everyMessages: integer(value.everyMessages, 'batch.runUpdate.everyMessages', 1) }
  }
  throw new TypeError(
    `\`batch.runUpdate\` must be 'after-flush', 'never' or { everyMessages: n }; got ${JSON.stringify(value)}.`,
  )
}

function idStore(value: unknown): IdStore | undefined {
  if (value === undefined) return undefined
  const store = value as Partial<IdStore> | null
  if (typeof store?.get !== 'function' || typeof store.set !== 'function') {
    throw new TypeError('`ids` must have `get(key)` and `set(key, value)` methods (a Keyv or unstorage instance fits).')
  }
  return store as IdStore
}

/** Applies defaults and rejects bad values with a `TypeError` naming the option and what it accepts. */
export function resolveMemoryOptions(options: ProfileMemoryOptions): ResolvedMemoryOptions {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('createProfileMemory needs an options object with at least `client`.')
  }
  const { batch = {}, context = {}, retry = {} } = options
  const profileQuestion = context.profileQuestion ?? defaultProfileQuestion
  if (typeof profileQuestion !== 'string' || profileQuestion.trim() === '') {
    throw new TypeError('`context.profileQuestion` must be a non-empty string.')
  }
  const maxMessages = integer(batch.maxMessages ?? 20, 'batch.maxMessages', 1)
  const maxQueuedMessages = integer(options.maxQueuedMessages ?? 10_000, 'maxQueuedMessages', 1)
  const initialDelayMs = milliseconds(retry.initialDelayMs ?? 1000, 'retry.initialDelayMs')
  const timeoutMs = milliseconds(context.timeoutMs ?? 1500, 'context.timeoutMs')
  return {
    update: oneOf(options.update ?? 'auto', 'update', ['auto', 'manual']),
    waitForUpdate: Boolean(options.waitForUpdate ?? false),
    maxMessages,
    maxDelayMs: milliseconds(batch.maxDelayMs ?? 5000, 'batch.maxDelayMs'),
    runUpdate: runUpdatePolicy(batch.runUpdate),
    maxQueuedMessages,
    recordToolResults: Boolean(options.recordToolResults ?? false),
    redact: redactOption(options.redact),
    maxMessageChars: integer(options.maxMessageChars ?? 30_000, 'maxMessageChars', minimumMessageChars),
    context: {
      mode: oneOf(context.mode ?? 'hybrid', 'context.mode', ['profile', 'query', 'hybrid']),
      timeoutMs,
      // Never longer than the whole budget, which still bounds the call.
      queryTimeoutMs: Math.min(timeoutMs, milliseconds(context.queryTimeoutMs ?? 500, 'context.queryTimeoutMs')),
      cacheTtlMs: milliseconds(context.cacheTtlMs ?? 300_000, 'context.cacheTtlMs'),
      maxStaleMs: milliseconds(context.maxStaleMs ?? 60_000, 'context.maxStaleMs'),
      profileQuestion: profileQuestion.trim(),
      question: optionalFunction(context.question, 'context.question'),
      format: optionalFunction(context.format, 'context.format'),
      maxChars: integer(context.maxChars ?? 4000, 'context.maxChars', minimumMaxChars),
    },
    ids: idStore(options.ids),
    requestedProfileId: optionalFunction(options.requestedProfileId, 'requestedProfileId') ?? defaultRequestedProfileId,
    onError: optionalFunction(options.onError, 'onError'),
    waitUntil: optionalFunction(options.waitUntil, 'waitUntil'),
    retry: {
      initialDelayMs,
      maxDelayMs: Math.max(initialDelayMs, milliseconds(retry.maxDelayMs ?? 30_000, 'retry.maxDelayMs')),
      maxAttempts: integer(retry.maxAttempts ?? 10, 'retry.maxAttempts', 1),
    },
  }
}
