import { tool } from '@langchain/core/tools'
import { z } from 'zod'
import { createReporter } from '../memory/report'
import type { ProfileMemory } from '../memory/types'
import { askAboutUser } from '../memory/user-facts'
import { assertIdentityOption, type IdentityOption, missingUserError, resolveIdentity } from './identity'
import { assertMemory, type ErrorHandler } from './report'

export interface QueryUserFactsOptions {
  /** The engine, from `createProfileMemory()`. */
  memory: ProfileMemory
  /**
   * The user, when the invocation does not name one. Per invocation, `context.userId` and then
   * `configurable.user_id` take precedence. A function reads it from the invocation.
   * @default undefined: read from the invocation only
   */
  userId?: IdentityOption
  /** The tool name the model sees. @default 'query_user_facts' */
  name?: string
  /** The tool description the model sees. @default a description of when to ask about the user */
  description?: string
  /** Failures (missing user, service errors); the model is told the facts are unavailable. @default console.warn */
  onError?: ErrorHandler
}

const defaultDescription =
  'Look up what is known about the current user from earlier conversations: preferences, plans, people, places, ' +
  'dates. Ask one specific question in plain language, e.g. "Which city does the user live in?".'

const schema = z.object({
  question: z.string().trim().min(1).describe('One specific question about the user, in plain language.'),
})

/**
 * A LangChain tool with which the model asks the service about the user itself (`GET facts/query`), for agents
 * that should look things up on demand rather than, or besides, receiving context with every call.
 * Failures are reported to `onError` and the model is told the facts are unavailable; the run goes on.
 *
 * @example
 * ```ts
 * import { createAgent } from 'langchain'
 * import { createProfileMemory } from 'profile-context'
 * import { queryUserFacts } from 'profile-context/langchain'
 *
 * const memory = createProfileMemory({ client: { baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'key' } })
 * const agent = createAgent({ model: 'openai:gpt-5-mini', tools: [queryUserFacts({ memory })] })
 * await agent.invoke({ messages: [{ role: 'user', content: 'Book my usual table' }] }, { context: { userId: 'user-42' } })
 * ```
 */
export function queryUserFacts(options: QueryUserFactsOptions) {
  assertMemory(options?.memory, 'queryUserFacts')
  assertIdentityOption(options.userId, 'userId')
  const { memory, name = 'query_user_facts', description = defaultDescription } = options
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name)) {
    throw new TypeError(
      `profile-context/langchain: queryUserFacts \`name\` must be 1-64 letters, digits, "_" or "-" (what model ` +
        `providers accept), got ${JSON.stringify(name)}.`,
    )
  }
  const report = createReporter(options.onError, 'profile-context/langchain')

  return tool(
    async ({ question }, runtime) => {
      const { userId } = resolveIdentity(options, { context: runtime.context, configurable: runtime.configurable })
      if (userId === undefined) {
        report(missingUserError('tool call'), { operation: 'identity' })
        return 'No facts available: the current user is unknown.'
      }
      try {
        return await askAboutUser(memory, userId, question, runtime.signal)
      } catch (error) {
        // An aborted run stays aborted; anything else must not end the agent's answer.
        if (runtime.signal?.aborted) throw error
        report(error, { operation: 'context', userId })
        return 'No facts available: the user memory service could not be reached.'
      }
    },
    { name, description, schema },
  )
}
