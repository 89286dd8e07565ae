import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  AuthenticationError,
  BadRequestError,
  InvalidInputError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '../errors/index'
import { UsageError } from './args'

/** Exit codes of every verb. */
export const exitCode = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const

export interface ErrorContext {
  /** The verb, for the `--help` pointer. */
  verb: string
  /** The service URL in use, when it is known. */
  baseURL?: string | undefined
}

/** Explains an error in words an operator can act on; returns the exit code. */
function describeError(error: unknown, context: ErrorContext): { message: string; code: number } {
  const service = context.baseURL === undefined ? 'the service' : `the service at ${context.baseURL}`
  if (error instanceof UsageError || InvalidInputError.isInstance(error)) {
    const help = `Run 'profile-context ${context.verb} --help' for usage.`
    return { message: `error: ${error.message}\n${help}`, code: exitCode.usage }
  }
  if (AuthenticationError.isInstance(error)) {
    return {
      message:
        `error: ${service} rejected the API key (401 Unauthorized).\n` +
        'Check --api-key or PROFILE_CONTEXT_API_KEY: it must be a key the service accepts ' +
        '(for the reference service, one given to `profile-context serve --api-key <key>`).',
      code: exitCode.failure,
    }
  }
  if (APIConnectionError.isInstance(error)) {
    return {
      message:
        `error: cannot reach ${service}${causeSuffix(error)}.\n` +
        'Is it running? Start the reference service with `profile-context serve --api-key <key>`, ' +
        'or point --base-url / PROFILE_CONTEXT_BASE_URL at your service.',
      code: exitCode.failure,
    }
  }
  if (APITimeoutError.isInstance(error)) {
    return { message: `error: ${service} did not answer in time (${error.message}).`, code: exitCode.failure }
  }
  if (NotFoundError.isInstance(error)) {
    return {
      message: `error: not found (404): ${withoutStatus(error.message)}\n${notFoundHint(error.code)}`,
      code: exitCode.failure,
    }
  }
  if (PermissionDeniedError.isInstance(error)) {
    return { message: `error: the API key may not do this (403): ${error.message}`, code: exitCode.failure }
  }
  if (RateLimitError.isInstance(error)) {
    return { message: `error: ${service} is rate limiting requests (429): ${error.message}`, code: exitCode.failure }
  }
  if (BadRequestError.isInstance(error)) {
    return {
      message: `error: the service refused the request (${error.status}): ${error.message}`,
      code: exitCode.failure,
    }
  }
  if (APIError.isInstance(error)) {
    return { message: `error: the service answered ${error.status}: ${error.message}`, code: exitCode.failure }
  }
  return { message: `error: ${error instanceof Error ? error.message : String(error)}`, code: exitCode.failure }
}

/** The client's messages start with the status the caller already names, e.g. `404 profile_not_found: …`. */
function withoutStatus(message: string): string {
  return message.replace(/^\d{3}\s+/, '')
}

/** A 404 for a path the service does not serve is a wrong `--base-url`, not a wrong id. */
function notFoundHint(code: string | undefined): string {
  if (code === 'profile_not_found' || code === 'scene_not_found') {
    return 'Check the id. Profiles belong to the account of the key that created them; another key sees 404.'
  }
  return (
    'The service has no such endpoint: check that --base-url / PROFILE_CONTEXT_BASE_URL includes the API prefix, ' +
    'e.g. http://127.0.0.1:8787/v1.'
  )
}

function causeSuffix(error: Error): string {
  const cause = error.cause
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code ?? (cause.cause as { code?: unknown } | undefined)?.code
    return typeof code === 'string' ? ` (${code})` : ` (${cause.message})`
  }
  return ''
}

/** Writes the explanation to stderr and returns the exit code. */
export function reportError(error: unknown, context: ErrorContext): number {
  const { message, code } = describeError(error, context)
  process.stderr.write(`${message}\n`)
  return code
}
