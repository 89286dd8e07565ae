import type { ProfileContextClient } from '../client/index'
import { ProfileContextError } from '../errors/profile-context-error'
import { raceSignal } from '../internal/abort'
import { makeRoomFor } from '../internal/bounded'
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
}

/** Why a new profile's id differs from the user id, and what to do when that was not intended. */
function reassignedIdWarning(userId: string, profileId: string): ProfileContextError {
  const requested = JSON.stringify(userId)
  return new ProfileContextError(
    `The service created profile "${profileId}" for userId ${requested} instead of the requested ${requested}. ` +
      `Either a profile ${requested} already exists, most often because the \`ids\` store lost this user's mapping ` +
      '(the default store lives in memory and is empty after every restart): the earlier memory of this user stays ' +
      `in profile ${requested} and a new, empty profile is used from now on. Or ${requested} is not a valid profile id ` +
      'and the service changed it, which is harmless. Give createProfileMemory a persistent `ids` store shared by ' +
      'every instance (a Keyv or unstorage instance), and use user ids the service accepts as they are.',
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

  /** The user's profile id, and whether this call (or one it joined) created it: a new profile has no facts yet. */
  resolveProfile(userId: string, options: { signal?: AbortSignal | undefined } = {}): Promise<Resolution> {
    const checked = checkUserId(userId)
    return raceSignal(
      this.#resolve(
        profileKey(checked),
        async () => {
          const { client, stats } = this.#options
          const idempotencyKey = this.#creationKey(profileKey(checked))
          const { id } = await stats.track(() => client.createProfile({ requestedId: checked, idempotencyKey }))
          return id
        },
        (id) => {
          if (id !== checked)
            this.#options.report(reassignedIdWarning(checked, id), { operation: 'identity', userId: checked })
        },
      ),
      options.signal,
    )
  }

  scene(userId: string, conversationId?: string, options: { signal?: AbortSignal | undefined } = {}): Promise<string> {
    const checked = checkUserId(userId)
    const conversation = checkConversationId(conversationId)
    return raceSignal(
      this.#resolve(sceneKey(checked, conversation), async () => {
        const profileId = await this.profile(checked)
        const { client, stats } = this.#options
        const idempotencyKey = this.#creationKey(sceneKey(checked, conversation))
        const { id } = await stats.track(() => client.createScene(profileId, { idempotencyKey }))
        return id
      }).then(({ id }) => id),
      options.signal,
    )
  }

  /**
   * One shared lookup-or-create per key. It runs without any caller's signal: a caller who gives up must not
   * fail the others waiting on the same creation, and a finished creation is remembered for everyone.
   */
  #resolve(key: string, create: () => Promise<string>, created?: (id: string) => void): Promise<Resolution> {
    const known = this.#memo.get(key)
    if (known !== undefined) return Promise.resolve({ id: known, created: false })
    let pending = this.#pending.get(key)
    if (pending === undefined) {
      pending = this.#lookupOrCreate(key, create, created).finally(() => this.#pending.delete(key))
      this.#pending.set(key, pending)
    }
    return pending
  }

  async #lookupOrCreate(
    key: string,
    create: () => Promise<string>,
    onCreated?: (id: string) => void,
  ): Promise<Resolution> {
    const { store } = this.#options
    const stored = await store.get(key)
    if (isId(stored)) return { id: this.#remember(key, stored), created: false }
    const created = await create()
    await store.set(key, created)
    // Two instances sharing a store may race on a first call; reading back lets both settle on the stored id.
    const settled = await store.get(key)
    const id = isId(settled) ? settled : created
    if (id === created) onCreated?.(id)
    // Either way the profile was created moments ago, here or by the instance that won the race.
    return { id: this.#remember(key, id), created: true }
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
