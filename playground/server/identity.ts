import { jsonError } from './json-response'

/** Letters, digits and `._@-`, starting with a letter or digit: safe in URLs, logs and the service's ids. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/

export type IdentityResult = { ok: true; userId: string; conversationId: string } | { ok: false; response: Response }

/**
 * Reads `userId` (and, with `conversation`, `conversationId`) from a JSON body or a query string, answering 400
 * with the field, the problem and the fix when one is missing or malformed.
 */
export function readIdentity(source: unknown, options: { conversation: boolean }): IdentityResult {
  const fields = source instanceof URLSearchParams ? Object.fromEntries(source) : source
  const record = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {}
  const names = options.conversation ? (['userId', 'conversationId'] as const) : (['userId'] as const)
  for (const name of names) {
    const problem = describeProblem(record[name])
    if (problem !== undefined) {
      return {
        ok: false,
        response: jsonError(
          400,
          `invalid_${name === 'userId' ? 'user_id' : 'conversation_id'}`,
          `${name} ${problem}; use 1-64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit.`,
        ),
      }
    }
  }
  return {
    ok: true,
    userId: record.userId as string,
    conversationId: options.conversation ? (record.conversationId as string) : '',
  }
}

function describeProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'is missing'
  if (typeof value !== 'string') return `must be a string, got ${typeof value}`
  if (!ID_PATTERN.test(value)) return `"${value.slice(0, 80)}" is not a valid id`
  return undefined
}
