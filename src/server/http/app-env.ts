import type { Context } from 'hono'
import type { ServiceContext } from '../service-context'
import type { ProfileRow } from '../store/index'
import type { Updater } from '../updater/updater'
import { ServiceError } from './service-error'

/** Hono environment of the API: the authenticated account of the request. */
export interface AppEnv {
  Variables: { account: string }
}

export type AppContext = Context<AppEnv>

/** What every route needs. */
export interface RouteDependencies {
  service: ServiceContext
  updater: Updater
}

/** The account's profile named in the path. @throws ServiceError 404 when the account has no such profile. */
export async function requireProfile(service: ServiceContext, c: AppContext): Promise<ProfileRow> {
  const profileId = c.req.param('profile_id') ?? ''
  const profile = await service.profiles.find(c.get('account'), profileId)
  if (!profile) {
    throw new ServiceError(
      404,
      'profile_not_found',
      `No profile ${JSON.stringify(profileId)} exists for this API key's account.`,
    )
  }
  return profile
}
