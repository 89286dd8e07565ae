import type { Hono } from 'hono'
import { ProfileStore } from '../store/index'
import { type AppEnv, type RouteDependencies, requireProfile } from './app-env'
import { readIdempotencyKey } from './idempotency'
import { idempotentWrite, writeResponse } from './idempotent-write'
import { assignProfileId, generateSceneId } from './ids'

/** POST /profiles and POST /profiles/{profile_id}/scenes. */
export function registerProfileRoutes(api: Hono<AppEnv>, { service }: RouteDependencies): void {
  api.post('/profiles', async (c) => {
    const account = c.get('account')
    const requested = c.req.query('requested_id')
    const key = readIdempotencyKey(c.req.header('idempotency-key'))
    const result = await idempotentWrite(service, { account, key, request: c.req.raw, bodyText: '' }, async (tx) => {
      const profiles = new ProfileStore(tx)
      const id = await assignProfileId(requested, (candidate) => profiles.exists(account, candidate))
      await profiles.insert(account, id, service.now())
      return { status: 201, body: { id } }
    })
    return writeResponse(result)
  })

  api.post('/profiles/:profile_id/scenes', async (c) => {
    const profile = await requireProfile(service, c)
    const key = readIdempotencyKey(c.req.header('idempotency-key'))
    const result = await idempotentWrite(
      service,
      { account: profile.accountId, key, request: c.req.raw, bodyText: '' },
      async (tx) => {
        const id = generateSceneId()
        await new ProfileStore(tx).insertScene(id, profile.pk, service.now())
        return { status: 201, body: { id } }
      },
    )
    return writeResponse(result)
  })
}
