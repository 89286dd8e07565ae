import type { Hono } from 'hono'
import { type AppEnv, type RouteDependencies, requireProfile } from './app-env'
import { json } from './json-response'
import { ServiceError } from './service-error'

/** PUT update/run, GET update/status, PUT update/stop — each answers with the status object. */
export function registerUpdateRoutes(api: Hono<AppEnv>, { service, updater }: RouteDependencies): void {
  api.put('/profiles/:profile_id/update/run', async (c) => {
    const profile = await requireProfile(service, c)
    // While WORKING this joins the running job: no second job, the answer is the status.
    if (!(await updater.start(profile))) {
      throw new ServiceError(503, 'shutting_down', 'The service is shutting down; run the update after it restarts.')
    }
    return json(200, await updater.status(profile))
  })

  api.get('/profiles/:profile_id/update/status', async (c) => {
    const profile = await requireProfile(service, c)
    return json(200, await updater.status(profile))
  })

  api.put('/profiles/:profile_id/update/stop', async (c) => {
    const profile = await requireProfile(service, c)
    await updater.stop(profile)
    return json(200, await updater.status(profile))
  })
}
