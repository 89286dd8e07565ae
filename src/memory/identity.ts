import type { ProfileContextClient } from '../client/index'
import { InvalidInputError } from '../errors/invalid-input-error'
import { NotFoundError } from '../errors/not-found-error'
import { ProfileContextError } from '../errors/profile-context-error'
import { raceSignal } from '../internal/abort'
import { makeRoomFor } from '../internal/bounded'
import { traceIdentity } from './memory-spans'
import { findOrCreateProfile } from './profile-ids'
import type { Reporter } from './report'
import type { StatsCounter } from './stats'
import type { IdStore } from './types'
import { checkConversationId, checkUserId } from './validate-input'

/** The `IdStore` key of a user's profile id. JSON quoting keeps ids that contain `:` from colliding. */
export function profileKey(userId: string): string {
  return `profile:${JSON.stringify(userId)}`
}

/** The `IdStore` key of a conversation's scene id; `null` stands for the user's default conversation. */
export function sceneKey(userId: string, conversationId: string | undefined): string {
  return `scene:${JSON.stringify([userId, conversationId ?? null])}`
}

/** A plain Map with the `IdStore` shape: the default store, lost when the process ends. */
export function createMemoryIdStore(): IdStore {
  const map = new Map<string, string>()
  return { get: (key) => map.get(key), set: (key, value) => void map.set(key, value) }
}

// Ids never change once stored, so a local copy saves a store round trip per turn; the cap bounds memory.
const memoLimit = 10_000

export interface IdentityOptions {
  client: ProfileContextClient
  store: IdStore
  stats: StatsCounter
  /** Told when the service assigns a profile id other than the requested one. */
  report: Reporter
  /** The profile id to request for a user: deterministic, so that every process finds the same profile. */
  requestedProfileId: (userId: string) => string | Promise<string>
}

/**
 * A profile the engine found (its update status answered, or the `ids` store mapped it) turned out not to exist:
 * either the store holds an id from another service or account, or the service answers profile-scoped reads of
 * unknown profiles without a 404, which the engine relies on.
 */
function missingProfileError(userId: string, profileId: string, cause: unknown): ProfileContextError {
  return new ProfileContextError(
    `Profile "${profileId}" of userId ${JSON.stringify(userId)} was found (the \`ids\` store maps it, or the service ` +
      'answered its update status) but the service answers 404 when a scene is created in it. Either the `ids` store ' +
      'holds ids of another service or account, or the service does not answer 404 for an unknown profile, which ' +
      'the engine relies on to find returning users; then give createProfileMemory a persistent `ids` store.',
    { cause },
  )
}

/** The outcome of resolving a user or conversation: the id, and whether it was created just now. */
export interface Resolution {
  id: string
  created: boolean
}

/** Resolves users to profiles and conversations to scenes, creating each once (single-flight per key). */
export class Identity {
  readonly #options: IdentityOptions
  readonly #memo = new Map<string, string>()
  readonly #pending = new Map<string, Promise<Resolution>>()
  // One idempotency key per creation, kept across the engine's own retries until it succeeds: a creation whose
  // answer was lost is replayed by the service instead of creating a second profile or scene.
  readonly #creationKeys = new Map<string, string>()

  constructor(options: IdentityOptions) {
    this.#options = options
  }

  profile(userId: string, options: { signal?: AbortSignal | undefined } = {}): Promise<string> {
    return this.resolveProfile(userId, options).then(({ id }) => id)
  }

  /**
   * The user's profile id, and whether this call (or one it joined) created it: a new profile has no facts yet.
   * `probe`, when the service has to be asked whether the user's profile exists, is that question (see
   * `findOrCreateProfile`); a call that joins a resolution already on its way does not run its own.
   */
  resolveProfile(
    userId: string,
    options: { signal?: AbortSignal | undefined; probe?: ((profileId: string) => Promise<unknown>) | undefined } = {},
  ): Promise<Resolution> {
    const checked = checkUserId(userId)
    return raceSignal(
      this.#resolve(profileKey(checked), async () => {
        const { client, stats, report } = this.#options
        const requestedId = await this.#requestedId(checked)
        const idempotencyKey = this.#creationKey(profileKey(checked))
        const { probe } = options
        return findOrCreateProfile({ client, stats, report, userId: checked, requestedId, idempotencyKey, probe })
      }),
      options.signal,
    )
  }

  scene(userId: string, conversationId?: string, options: { signal?: AbortSignal | undefined } = {}): Promise<string> {
    const checked = checkUserId(userId)
    const conversation = checkConversationId(conversationId)
    return raceSignal(
      this.#resolve(sceneKey(checked, conversation), async () => {
        const profile = await this.resolveProfile(checked)
        const { client, stats } = this.#options
        const idempotencyKey = this.#creationKey(sceneKey(checked, conversation))
        try {
          const { id } = await stats.track(() => client.createScene(profile.id, { idempotencyKey }))
          return { id, created: true }
        } catch (error) {
          if (!NotFoundError.isInstance(error) || profile.created) throw error
          throw missingProfileError(checked, profile.id, error)
        }
      }).then(({ id }) => id),
      options.signal,
    )
  }

  /**
   * One shared lookup-or-create per key. It runs without any caller's signal: a caller who gives up must not
   * fail the others waiting on the same creation, and a finished creation is remembered for everyone.
   */
  #resolve(key: string, create: () => Promise<Resolution>): Promise<Resolution> {
    const known = this.#memo.get(key)
    if (known !== undefined) return Promise.resolve({ id: known, created: false })
    let pending = this.#pending.get(key)
    if (pending === undefined) {
      const kind = key.startsWith('profile:') ? 'profile' : 'scene'
      pending = traceIdentity({ baseURL: this.#options.client.baseURL, kind }, () => this.#lookupOrCreate(key, create))
      pending = pending.finally(() => this.#pending.delete(key))
      this.#pending.set(key, pending)
    }
    return pending
  }

  async #lookupOrCreate(key: string, create: () => Promise<Resolution>): Promise<Resolution> {
    const { store } = this.#options
    const stored = await store.get(key)
    if (isId(stored)) return { id: this.#remember(key, stored), created: false }
    const resolved = await create()
    await store.set(key, resolved.id)
    // Two instances sharing a store may race on a first call; reading back lets both settle on the stored id.
    const settled = await store.get(key)
    const id = isId(settled) ? settled : resolved.id
    // A profile found on the service may hold facts; one created moments ago (here or by a racing instance) has none.
    return { id: this.#remember(key, id), created: resolved.created || id !== resolved.id }
  }

  async #requestedId(userId: string): Promise<string> {
    const requested: unknown = await this.#options.requestedProfileId(userId)
    if (typeof requested !== 'string' || requested.trim() === '') {
      throw new InvalidInputError(
        `\`requestedProfileId\` must return a non-empty string for userId ${JSON.stringify(userId)}; got ${typeof requested}.`,
        { field: 'requestedProfileId' },
      )
    }
    return requested
  }

  #creationKey(key: string): string {
    let idempotencyKey = this.#creationKeys.get(key)
    if (idempotencyKey === undefined) {
      idempotencyKey = crypto.randomUUID()
      this.#creationKeys.set(key, idempotencyKey)
    }
    return idempotencyKey
  }

  #remember(key: string, id: string): string {
    this.#creationKeys.delete(key)
    makeRoomFor(this.#memo, key, memoLimit)
    this.#memo.set(key, id)
    return id
  }
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}
