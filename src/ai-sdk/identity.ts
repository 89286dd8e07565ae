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
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a blank string'
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
