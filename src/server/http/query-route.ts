import type { Hono } from 'hono'
import { type AppEnv, type RouteDependencies, requireProfile } from './app-env'
import { json } from './json-response'
import { reasonOf, ServiceError } from './service-error'

/** GET /profiles/{profile_id}/facts/query?query=…: the answerer's text over the profile's retrieval index. */
export function registerQueryRoute(api: Hono<AppEnv>, { service }: RouteDependencies): void {
  api.get('/profiles/:profile_id/facts/query', async (c) => {
    const profile = await requireProfile(service, c)
    const query = c.req.query('query')
    if (query === undefined || query.trim() === '') {
      throw new ServiceError(
        400,
        'missing_query',
        'Query parameter query is required: a question about the user, e.g. ?query=Where%20does%20the%20user%20live%3F',
      )
    }
    const { maxQueryChars } = service.options.limits
    if (query.length > maxQueryChars) {
      throw new ServiceError(
        400,
        'query_too_long',
        `The query has ${query.length} characters, more than the limit of ${maxQueryChars} (limits.maxQueryChars).`,
      )
    }
    const { answerer } = service.options
    let result: unknown
    try {
      result = await answerer.answer(query, {
        profileId: profile.id,
        retriever: await service.semantic.retriever(profile.pk, await service.indexes.get(profile), query),
        signal: c.req.raw.signal,
        maxChars: service.options.maxAnswerChars,
        maxSummaryChars: service.options.maxSummaryChars,
      })
    } catch (error) {
      const reason = reasonOf(error)
      service.options.logger.error('answering a query failed', {
        profile: profile.id,
        answerer: answerer.name,
        error: reason,
      })
      throw new ServiceError(502, 'answer_failed', `The answerer "${answerer.name}" failed: ${reason}`)
    }
    if (typeof result !== 'string') {
      throw new ServiceError(502, 'answer_failed', `The answerer "${answerer.name}" returned no text.`)
    }
    return json(200, { result })
  })
}
