import type { ModelCallOptionsLike } from './model-types'

/** Who a call is for, in the application's terms. */
export interface CallIdentity {
  userId: string
  conversationId?: string
}

/** The key of `providerOptions` that carries per-request identity. */
const providerOptionsKey = 'profileContext'

function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${field} must be a non-empty string when given, got ${describe(value)}.`)
  }
  return value
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return value.trim() === '' ? (value === '' ? 'an empty string' : 'a blank string') : JSON.stringify(value)
  return value === null ? 'null' : typeof value
}

/** Checks the identity options of the middleware factory. */
export function validateDefaultIdentity(options: { userId?: unknown; conversationId?: unknown }): void {
  optionalId(options.userId, 'profileContextMiddleware: options.userId')
  optionalId(options.conversationId, 'profileContextMiddleware: options.conversationId')
}

/**
 * The identity of one model call: `providerOptions.profileContext` of the request first, then the middleware's
 * options. A call with no `userId` anywhere is a wiring mistake and throws a `TypeError` saying where to put one.
 */
export function resolveIdentity(
  params: ModelCallOptionsLike,
  defaults: { userId?: string | undefined; conversationId?: string | undefined },
): CallIdentity {
  const perRequest = params.providerOptions?.[providerOptionsKey]
  if (
    perRequest !== undefined &&
    (typeof perRequest !== 'object' || perRequest === null || Array.isArray(perRequest))
  ) {
    throw new TypeError(
      `providerOptions.${providerOptionsKey} must be an object like { userId, conversationId }, got ${describe(perRequest)}.`,
    )
  }
  const given = (perRequest ?? {}) as { userId?: unknown; conversationId?: unknown }
  const userId = optionalId(given.userId, `providerOptions.${providerOptionsKey}.userId`) ?? defaults.userId
  const conversationId =
    optionalId(given.conversationId, `providerOptions.${providerOptionsKey}.conversationId`) ?? defaults.conversationId
  if (userId === undefined) {
    throw new TypeError(
      `profileContextMiddleware: no userId for this call. Pass it per request as providerOptions: { ${providerOptionsKey}: { userId } } ` +
        'to generateText/streamText, or as the userId option of profileContextMiddleware.',
    )
  }
  return conversationId === undefined ? { userId } : { userId, conversationId }
}

/** What one call asks of recording, from `providerOptions.profileContext`. */
export interface CallRecording {
  /** `record: false`: the call gets context, and its turn is kept out of memory. */
  record: boolean
  /** `regenerate: true`: a new answer to a turn already recorded; nothing of it is recorded again. */
  regenerate: boolean
}

function optionalFlag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean') {
    throw new TypeError(
      `providerOptions.${providerOptionsKey}.${field} must be true or false when given, got ${describe(value)}.`,
    )
  }
  return value
}

/** Reads `record` and `regenerate` of `providerOptions.profileContext` (already checked to be an object or absent). */
export function resolveRecording(params: ModelCallOptionsLike): CallRecording {
  const given = (params.providerOptions?.[providerOptionsKey] ?? {}) as { record?: unknown; regenerate?: unknown }
  return {
    record: optionalFlag(given.record, 'record', true),
    regenerate: optionalFlag(given.regenerate, 'regenerate', false),
  }
}
