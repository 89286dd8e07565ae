import type { Hono } from 'hono'
import { type AppEnv, type RouteDependencies, requireProfile } from './app-env'
import { readIdempotencyKey } from './idempotency'
import { idempotentWrite, writeResponse } from './idempotent-write'
import { assignProfileId, generateSceneId } from './ids'

/** POST /profiles and POST /profiles/{profile_id}/scenes. */
export function registerProfileRoutes(api: Hono<AppEnv>, { service }: RouteDependencies): void {
  api.post('/profiles', (c) => {
    const account = c.get('account')
    const requested = c.req.query('requested_id')
    const key = readIdempotencyKey(c.req.header('idempotency-key'))
    const result = idempotentWrite(service, { account, key, request: c.req.raw, bodyText: '' }, () => {
      const id = assignProfileId(requested, (candidate) => service.profiles.exists(account, candidate))
      service.profiles.insert(account, id, service.now())
      return { status: 201, body: { id } }
    })
    return writeResponse(result)
  })

  api.post('/profiles/:profile_id/scenes', (c) => {
    const profile = requireProfile(service, c)
    const key = readIdempotencyKey(c.req.header('idempotency-key'))
    const result = idempotentWrite(
      service,
      { account: profile.accountId, key, request: c.req.raw, bodyText: '' },
      () => {
        const id = generateSceneId()
        service.profiles.insertScene(id, profile.pk, service.now())
        return { status: 201, body: { id } }
      },
    )
    return writeResponse(result)
  })
}
