import { ProfileContextClient } from '../client/index'
import { UsageError } from './args'
import type { ErrorContext } from './report-error'

/** Where the CLI looks for a service when neither `--base-url` nor `PROFILE_CONTEXT_BASE_URL` says. */
const defaultBaseURL = 'http://127.0.0.1:8787/v1'

export interface ConnectionFlags {
  'base-url'?: string | undefined
  'api-key'?: string | undefined
}

/**
 * Builds a client from `--base-url`/`--api-key`, falling back to the environment, and records the URL in `context`
 * so that connection errors can name it. A missing key or a malformed URL is a usage error that names both the flag
 * and the variable, raised before any request is sent.
 */
export function clientFromFlags(
  flags: ConnectionFlags,
  context: ErrorContext,
  env: NodeJS.ProcessEnv = process.env,
): ProfileContextClient {
  const baseURL = (flags['base-url'] ?? env.PROFILE_CONTEXT_BASE_URL ?? defaultBaseURL).replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(baseURL)
  } catch {
    throw new UsageError(
      `--base-url / PROFILE_CONTEXT_BASE_URL '${baseURL}' is not a URL. Example: http://127.0.0.1:8787/v1`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--base-url / PROFILE_CONTEXT_BASE_URL must be http:// or https://; got '${url.protocol}'.`)
  }
  const apiKey = flags['api-key'] ?? env.PROFILE_CONTEXT_API_KEY
  if (apiKey === undefined || apiKey.trim() === '') {
    throw new UsageError(
      'No API key. Pass --api-key <key> or set PROFILE_CONTEXT_API_KEY. ' +
        'For the reference service, use a key it was started with (profile-context serve --api-key <key>).',
    )
  }
  context.baseURL = baseURL
  // One retry keeps a flaky network tolerable without making "service down" take long to report.
  return new ProfileContextClient({ baseURL, apiKey, maxRetries: 1 })
}
