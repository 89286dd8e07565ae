import type { Hono } from 'hono'
import { type AppEnv, json, type RouteDependencies, requireProfile } from './app-env'
import { readIdempotencyKey } from './idempotency'
import { idempotentWrite, replayHeader } from './idempotent-write'
import { assignProfileId, generateSceneId } from './ids'

/** POST /profiles and POST /profiles/{profile_id}/scenes. */
export function registerProfileRoutes(api: Hono<AppEnv>, { service }: RouteDependencies): void {
  api.post('/profiles', (c) => {
    const account = c.get('account')
    const requested = c.req.query('requested_id')
    const result = idempotentWrite(
      service,
      { account, key: readIdempotencyKey(c.req.header('idempotency-key')), request: c.req.raw, bodyText: '' },
      () => {
        const id = assignProfileId(requested, (candidate) => service.profiles.exists(account, candidate))
        service.profiles.insert(account, id, service.now())
        return { status: 201, body: { id } }
      },
    )
    return json(result.status, result.body, result.replayed ? replayHeader : {})
  })

  api.post('/profiles/:profile_id/scenes', (c) => {
    const profile = requireProfile(service, c)
    const result = idempotentWrite(
      service,
      {
        account: profile.accountId,
        key: readIdempotencyKey(c.req.header('idempotency-key')),
        request: c.req.raw,
        bodyText: '',
      },
      () => {
        const id = generateSceneId()
        service.profiles.insertScene(id, profile.pk, service.now())
        return { status: 201, body: { id } }
      },
    )
    return json(result.status, result.body, result.replayed ? replayHeader : {})
  })
}
