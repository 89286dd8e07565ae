import { Hono } from 'hono'
import { authenticate } from '../auth/authenticate'
import type { AppEnv, RouteDependencies } from './app-env'
import { registerProfileRoutes } from './profile-routes'
import { registerQueryRoute } from './query-route'
import { errorResponse, ServiceError } from './service-error'
import { registerTextRoute } from './text-route'
import { registerUpdateRoutes } from './update-routes'

/** Methods each path of the spec answers, for 405 answers naming the allowed one. */
const routes: ReadonlyArray<[path: string, method: string]> = [
  ['/profiles', 'POST'],
  ['/profiles/:profile_id/scenes', 'POST'],
  ['/profiles/:profile_id/scenes/:scene_id/text', 'POST'],
  ['/profiles/:profile_id/update/run', 'PUT'],
  ['/profiles/:profile_id/update/status', 'GET'],
  ['/profiles/:profile_id/update/stop', 'PUT'],
  ['/profiles/:profile_id/facts/query', 'GET'],
]

/**
 * The Hono application: Bearer authentication on every path under the prefix, the spec's endpoints, and JSON
 * errors `{ error: { code, message } }` for everything that goes wrong — unexpected failures included, without details.
 */
export function createApp(dependencies: RouteDependencies): Hono<AppEnv> {
  const { service } = dependencies
  const { prefix, logger } = service.options
  const app = new Hono<AppEnv>()
  const api = prefix === '' ? app : app.basePath(prefix)

  api.use('*', async (c, next) => {
    c.set('account', await authenticate(service.accounts, c.req.header('authorization')))
    await next()
  })
  registerProfileRoutes(api, dependencies)
  registerTextRoute(api, dependencies)
  registerUpdateRoutes(api, dependencies)
  registerQueryRoute(api, dependencies)
  for (const [path, method] of routes) {
    api.all(path, () =>
      errorResponse(405, 'method_not_allowed', `${path.replace(/:(\w+)/g, '{$1}')} accepts ${method} only.`, {
        allow: method,
      }),
    )
  }

  app.notFound((c) =>
    errorResponse(
      404,
      'not_found',
      `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the API lives under "${prefix || '/'}".`,
    ),
  )
  app.onError((error, c) => {
    if (error instanceof ServiceError) return errorResponse(error.status, error.code, error.message, error.headers)
    if (error instanceof URIError) return errorResponse(400, 'malformed_url', 'The URL has malformed percent-encoding.')
    logger.error('unexpected failure answering a request', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return errorResponse(500, 'internal_error', 'The service failed unexpectedly; the failure is logged on the server.')
  })
  return app
}
