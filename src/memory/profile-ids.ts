import type { ProfileContextClient } from '../client/index'
import { NotFoundError } from '../errors/not-found-error'
import { ProfileContextError } from '../errors/profile-context-error'
import type { Reporter } from './report'
import type { StatsCounter } from './stats'

const hashDigits = 24
const slugLength = 24

/**
 * The default `requestedProfileId`: the profile id the engine asks the service for, the same for a user in every
 * process and after every restart. `u-`, a readable slug of the user id (lower-case letters and digits, at most
 * 24), and 24 hex digits of the SHA-256 of the user id, e.g. `u-alice-2bd806c97f0e00af1a1fc3328fa763a9` for
 * `alice`. The hash keeps distinct user ids apart even when their slugs match (`Alice`, `alice!`), and no id the
 * service makes by adding a dedup suffix (`…-2`) to one of these ever looks like another user's, since these all
 * end in 24 hex digits after a dash.
 *
 * @example
 * ```ts
 * import { defaultRequestedProfileId } from 'profile-context'
 *
 * await defaultRequestedProfileId('alice') // 'u-alice-2bd806c97f0e00af1a1fc3328fa763a9'
 * ```
 */
export async function defaultRequestedProfileId(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId))
  const hash = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, hashDigits)
  const slug = userId
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, slugLength + 1)
    .replace(/^-+|-+$/g, '')
    .slice(0, slugLength)
    .replace(/-+$/, '')
  return slug === '' ? `u-${hash}` : `u-${slug}-${hash}`
}

export interface FindOrCreateOptions {
  client: ProfileContextClient
  stats: StatsCounter
  report: Reporter
  userId: string
  requestedId: string
  idempotencyKey: string
  /**
   * A profile-scoped request that stands in for the first existence check (404: no such profile), so that a caller
   * with a question to ask learns the answer in the same round trip (`getContext`'s first question).
   */
  probe?: ((profileId: string) => Promise<unknown>) | undefined
}

/**
 * Whether the service has a profile: `GET update/status` is the cheapest profile-scoped read of the spec. Relies on
 * the service answering 404 for a profile id it does not have (the reference service does); other errors are thrown.
 */
async function profileExists(
  client: ProfileContextClient,
  stats: StatsCounter,
  profileId: string,
  probe?: (profileId: string) => Promise<unknown>,
): Promise<boolean> {
  try {
    await (probe === undefined ? stats.track(() => client.getUpdateStatus(profileId)) : probe(profileId))
    return true
  } catch (error) {
    if (NotFoundError.isInstance(error)) return false
    throw error
  }
}

/**
 * The user's profile, found by its requested id or created with it. Relies on two behaviours of the service: a
 * profile-scoped read of an unknown profile answers 404, and `POST /profiles?requested_id=X` assigns `X` when no
 * profile has it (the spec: "the id actually assigned … may differ from the requested one because ids must be
 * unique"). A different id for a free `X` means the service does not keep requested ids: it is reported, and the
 * user then gets a new profile after every restart unless `ids` is a persistent store.
 */
export async function findOrCreateProfile(options: FindOrCreateOptions): Promise<{ id: string; created: boolean }> {
  const { client, stats, report, userId, requestedId, idempotencyKey, probe } = options
  if (await profileExists(client, stats, requestedId, probe)) return { id: requestedId, created: false }
  const { id } = await stats.track(() => client.createProfile({ requestedId, idempotencyKey }))
  if (id === requestedId) return { id, created: true }
  if (await profileExists(client, stats, requestedId)) {
    // Another process created it between our check and our creation: theirs is the user's profile.
    report(
      new ProfileContextError(
        `Another process created profile "${requestedId}" for userId ${JSON.stringify(userId)} at the same moment, so ` +
          `the service gave this one "${id}"; "${requestedId}" is used and "${id}" stays empty and unused.`,
      ),
      { operation: 'identity', userId },
    )
    return { id: requestedId, created: true }
  }
  report(
    new ProfileContextError(
      `The service assigned profile "${id}" when asked for the free id "${requestedId}" (userId ` +
        `${JSON.stringify(userId)}): it does not keep requested ids, which the engine relies on to find a returning ` +
        'user after a restart. "' +
        id +
        '" is used in this process; give createProfileMemory a persistent `ids` store (a Keyv or unstorage ' +
        'instance) so the user keeps this profile across restarts, or a `requestedProfileId` the service accepts.',
    ),
    { operation: 'identity', userId },
  )
  return { id, created: true }
}
