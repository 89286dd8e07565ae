import type { ClientOptions, RetryInfo } from './types'

/** Client options after defaults, environment fallbacks and checks. */
export interface ResolvedClientOptions {
  baseURL: string
  apiKey: string
  fetch: typeof globalThis.fetch | undefined
  timeout: number
  maxRetries: number
  maxRetryDelay: number
  defaultHeaders: Record<string, string>
  onRetry: ((info: RetryInfo) => void) | undefined
}

const defaultTimeout = 60_000
const defaultMaxRetries = 2
const defaultMaxRetryDelay = 30_000

/** Reads an environment variable where there is one (Node, Bun, Deno with compat); edge runtimes have none. */
function readEnvironment(name: string): string | undefined {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = process?.env?.[name]
  return value === undefined || value === '' ? undefined : value
}

function required(value: string | undefined, option: string, variable: string): string {
  const resolved = value ?? readEnvironment(variable)
  if (resolved === undefined || resolved.trim() === '') {
    throw new TypeError(
      `ProfileContextClient needs \`${option}\`: pass the \`${option}\` option or set the ${variable} environment variable.`,
    )
  }
  return resolved
}

/** Checks a millisecond count option; `TypeError` naming the option when it is not a non-negative number. */
export function checkMilliseconds(value: unknown, option: string): void {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    throw new TypeError(`\`${option}\` must be a non-negative number of milliseconds; got ${String(value)}.`)
  }
}

function checkBaseURL(baseURL: string): string {
  let url: URL
  try {
    url = new URL(baseURL)
  } catch {
    throw new TypeError(`\`baseURL\` must be an absolute URL such as http://127.0.0.1:8787/v1; got "${baseURL}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`\`baseURL\` must use http: or https:; got "${url.protocol}".`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new TypeError('`baseURL` must not contain a user name or password; the service authenticates with `apiKey`.')
  }
  if (url.search !== '' || url.hash !== '') {
    throw new TypeError('`baseURL` must not carry a query string or fragment; the client adds its own parameters.')
  }
  return baseURL.replace(/\/+$/, '')
}

/** Applies defaults and environment fallbacks and rejects bad values with a `TypeError` naming the option. */
export function resolveClientOptions(options: ClientOptions = {}): ResolvedClientOptions {
  const baseURL = checkBaseURL(required(options.baseURL, 'baseURL', 'PROFILE_CONTEXT_BASE_URL'))
  const apiKey = required(options.apiKey, 'apiKey', 'PROFILE_CONTEXT_API_KEY')
  const timeout = options.timeout ?? defaultTimeout
  checkMilliseconds(timeout, 'timeout')
  const maxRetryDelay = options.maxRetryDelay ?? defaultMaxRetryDelay
  checkMilliseconds(maxRetryDelay, 'maxRetryDelay')
  const maxRetries = options.maxRetries ?? defaultMaxRetries
  if (!Number.isInteger(maxRetries) || maxRetries < 0) {
    throw new TypeError(`\`maxRetries\` must be a non-negative integer; got ${String(maxRetries)}.`)
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new TypeError('`fetch` must be a function compatible with globalThis.fetch.')
  }
  if (options.onRetry !== undefined && typeof options.onRetry !== 'function') {
    throw new TypeError('`onRetry` must be a function.')
  }
  return {
    baseURL,
    apiKey,
    fetch: options.fetch,
    timeout,
    maxRetries,
    maxRetryDelay,
    defaultHeaders: { ...options.defaultHeaders },
    onRetry: options.onRetry,
  }
}
