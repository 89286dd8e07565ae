import type { Hono } from 'hono'
import { MessageStore, type ProfileRow } from '../store/index'
import type { Updater } from '../updater/updater'
import { type AppEnv, type RouteDependencies, requireProfile } from './app-env'
import { readIdempotencyKey } from './idempotency'
import { idempotentWrite, writeResponse } from './idempotent-write'
import { generateBatchId } from './ids'
import { readFlag } from './query-flags'
import { readJsonBody } from './read-json-body'
import { reasonOf, ServiceError } from './service-error'
import { validateMessages } from './validate-messages'

/**
 * POST /profiles/{profile_id}/scenes/{scene_id}/text: stores the messages (answering `{ id }`, the batch id);
 * `update_now` starts (or joins) the profile's update before answering, `wait_for_result` then waits for its end.
 * `wait_for_result` without `update_now` is ignored.
 */
export function registerTextRoute(api: Hono<AppEnv>, { service, updater }: RouteDependencies): void {
  api.post('/profiles/:profile_id/scenes/:scene_id/text', async (c) => {
    const profile = await requireProfile(service, c)
    const sceneId = c.req.param('scene_id')
    if (!(await service.profiles.sceneBelongsTo(sceneId, profile.pk))) {
      throw new ServiceError(
        404,
        'scene_not_found',
        `Profile ${JSON.stringify(profile.id)} has no scene ${JSON.stringify(sceneId)}.`,
      )
    }
    const updateNow = readFlag(c.req.query('update_now'), 'update_now')
    const waitForResult = readFlag(c.req.query('wait_for_result'), 'wait_for_result')
    const key = readIdempotencyKey(c.req.header('idempotency-key'))
    const body = await readJsonBody(c.req.raw, service.options.limits.maxBodyBytes)
    const result = await idempotentWrite(
      service,
      { account: profile.accountId, key, request: c.req.raw, bodyText: body.text },
      async (tx) => {
        const messages = validateMessages(body.value, service.options.limits)
        const id = generateBatchId()
        await new MessageStore(tx).insertBatch(profile.pk, sceneId, id, messages, service.now())
        return { status: 200, body: { id } }
      },
    )
    // A replay never starts a second update (start joins a running one). But when the first attempt's update failed
    // and its data is still pending, the replay (the client retrying that 502) runs it again: an update_now that
    // answers 200 — with wait_for_result, one that promises an up-to-date profile — must not leave the data pending.
    if (updateNow && (!result.replayed || (await service.messages.countPending(profile.pk)) > 0)) {
      await startUpdate(updater, profile)
    }
    if (updateNow && waitForResult) await waitUntilUpdated(updater, profile)
    return writeResponse(result)
  })
}

async function startUpdate(updater: Updater, profile: ProfileRow): Promise<void> {
  if (!(await updater.start(profile))) {
    throw new ServiceError(
      503,
      'shutting_down',
      'The messages are stored, but the service is shutting down; run the update after it restarts.',
    )
  }
}

async function waitUntilUpdated(updater: Updater, profile: ProfileRow): Promise<void> {
  const outcome = await updater.waitUntilUpdated(profile)
  if (outcome?.kind === 'failed') {
    const reason = reasonOf(outcome.error)
    throw new ServiceError(
      502,
      'update_failed',
      `The messages are stored, but the profile update failed (${reason}); they stay pending for the next update/run.`,
    )
  }
  if (outcome?.kind === 'stopped' && outcome.reason === 'close') {
    throw new ServiceError(
      503,
      'shutting_down',
      'The messages are stored; the service shut down before the update ended and resumes it on restart.',
    )
  }
}
