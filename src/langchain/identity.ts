/** What identity resolvers can read: the part of a LangChain runtime that carries per-invocation data. */
export interface IdentitySource {
  /** `runtime.context` of a `createAgent` invocation (the `context` given to `invoke`/`stream`). */
  readonly context?: unknown
  /** `config.configurable` of the invocation (`thread_id`, `user_id`, custom keys). */
  readonly configurable?: Readonly<Record<string, unknown>> | undefined
}

/** A fixed value, or a function that reads it from the invocation. */
export type IdentityOption = string | ((source: IdentitySource) => string | undefined)

/** Who the model is talking to, and in which conversation. */
export interface Identity {
  userId: string | undefined
  conversationId: string | undefined
}

export interface IdentityOptions {
  userId?: IdentityOption | undefined
  conversationId?: IdentityOption | undefined
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function field(record: unknown, key: string): string | undefined {
  return typeof record === 'object' && record !== null ? nonEmpty((record as Record<string, unknown>)[key]) : undefined
}

function fromOption(option: IdentityOption | undefined, source: IdentitySource): string | undefined {
  return typeof option === 'function' ? nonEmpty(option(source)) : nonEmpty(option)
}

/**
 * Resolves the user and conversation of one invocation. The most specific source wins:
 * `context.userId` / `context.conversationId`, then `configurable.user_id` / `configurable.thread_id`,
 * then the adapter's own option (a fixed value or a function of the invocation).
 */
export function resolveIdentity(options: IdentityOptions, source: IdentitySource): Identity {
  return {
    userId:
      field(source.context, 'userId') ?? field(source.configurable, 'user_id') ?? fromOption(options.userId, source),
    conversationId:
      field(source.context, 'conversationId') ??
      field(source.configurable, 'thread_id') ??
      fromOption(options.conversationId, source),
  }
}

/** Rejects an identity option that can never resolve to an id, naming the option. */
export function assertIdentityOption(value: unknown, name: string): asserts value is IdentityOption | undefined {
  if (value === undefined || typeof value === 'function') return
  if (typeof value === 'string' && value.trim() !== '') return
  throw new TypeError(
    `profile-context/langchain: \`${name}\` must be a non-empty string or a function of the invocation, got ${
      typeof value === 'string' ? 'an empty string' : typeof value
    }. Leave it out to read it from \`context\` or \`configurable\` at invoke time.`,
  )
}

/** The error for an invocation with no user anywhere: says where the adapter looked and how to fix it. */
export function missingUserError(where: string): TypeError {
  return new TypeError(
    `profile-context/langchain: no user id for this ${where}. Pass \`context: { userId }\` ` +
      'or `configurable: { user_id }` when invoking, or give the `userId` option. For invocations that should run ' +
      'without long-term memory (anonymous users), use an agent without this middleware.',
  )
}

/** What one invocation asks of recording. */
export interface Recording {
  /** `false`: the invocation gets context, and its turn is kept out of memory. */
  record: boolean
  /** `true`: a new answer to a turn already recorded; nothing of it is recorded again. */
  regenerate: boolean
}

function flag(source: IdentitySource, key: 'record' | 'regenerate', fallback: boolean): boolean {
  const fromContext =
    typeof source.context === 'object' && source.context !== null
      ? (source.context as Record<string, unknown>)[key]
      : undefined
  const value = fromContext ?? source.configurable?.[key]
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') {
    throw new TypeError(
      `profile-context/langchain: \`${key}\` (in \`context\` or \`configurable\`) must be true or false when given, got ${typeof value}.`,
    )
  }
  return value
}

/**
 * Reads `record` and `regenerate` of one invocation: `context` first, then `configurable`. A value that is not a
 * boolean throws a `TypeError` naming it.
 */
export function resolveRecording(source: IdentitySource): Recording {
  return { record: flag(source, 'record', true), regenerate: flag(source, 'regenerate', false) }
}
