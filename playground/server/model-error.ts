import type { ChatModelChoice } from './chat-model'

/** Network error codes that mean "nothing answers at that address". */
const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|UND_ERR_CONNECT|fetch failed/i

/**
 * One line for a failed model call, with the fix: what the terminal prints and what the page shows, instead of the
 * provider error's full dump (request body, headers, stack: ~250 lines for a refused connection).
 *
 * @example
 * describeModelError(error, choice) // "The model at http://127.0.0.1:11434/v1 is unreachable (ECONNREFUSED): …"
 */
export function describeModelError(error: unknown, choice: Pick<ChatModelChoice, 'label' | 'endpoint'>): string {
  const where = choice.endpoint?.baseURL ?? choice.label
  const chain = causes(error)
  const status = chain
    .map((entry) => (entry as { statusCode?: unknown }).statusCode)
    .find((value) => typeof value === 'number')
  const code = chain.map((entry) => (entry as { code?: unknown }).code).find((value) => typeof value === 'string')
  const text = chain.map((entry) => (entry instanceof Error ? entry.message : String(entry))).join(' ')
  if (status === 401 || status === 403) {
    return `The model endpoint ${where} rejected the API key (${status}): check OPENAI_API_KEY.`
  }
  if (status === 404) {
    return `The model endpoint ${where} answered 404 for model "${choice.label.split(' at ')[0]}": check OPENAI_MODEL and OPENAI_BASE_URL (it usually ends in /v1).`
  }
  if (status === 429) return `The model endpoint ${where} is rate limiting (429): wait a moment and send again.`
  if (typeof status !== 'number' && (UNREACHABLE.test(String(code)) || UNREACHABLE.test(text))) {
    return `The model at ${where} is unreachable (${code ?? 'no connection'}): start it, or fix OPENAI_BASE_URL (unset OPENAI_BASE_URL and OPENAI_API_KEY for the offline demo model).`
  }
  const first = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200)
  return `The model failed${typeof status === 'number' ? ` (${status})` : ''}: ${first}`
}

/** The error and its causes, outermost first (at most 6 deep); the AI SDK's RetryError keeps its in `lastError`. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let current = error; current !== undefined && current !== null && chain.length < 6; ) {
    chain.push(current)
    const next = current as { cause?: unknown; lastError?: unknown }
    current = next.cause ?? next.lastError
  }
  return chain
}
