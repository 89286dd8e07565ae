import { makeRoomFor } from '../internal/bounded'
import { createProfileIndex, type ProfileIndex } from './retrieval/index'
import type { FactChanges, FactStore, MessageStore, ProfileRow, ProfileStore } from './store/index'
import type { SourceMessage } from './types'

interface Cached {
  index: ProfileIndex
  /** The profile's `version` in the database the index reflects (shared databases only). */
  version: number
}

/**
 * Per-profile retrieval indexes, built from the database on first use after a start and kept current as messages
 * are processed. Least recently used indexes beyond `capacity` are dropped and rebuilt when asked for again. On a
 * database other processes write (`shared`), every use first reads the profile's version, which each committed
 * update step raises: an index behind it (another process processed messages) is rebuilt, so a question asked of
 * any process sees every finished update.
 */
export class ProfileIndexes {
  readonly #indexes = new Map<number, Cached>()
  /** Per profile, how many times this process changed it: a build that overlapped a change is done again. */
  readonly #changes = new Map<number, number>()
  readonly #building = new Map<number, Promise<Cached>>()
  readonly #facts: FactStore
  readonly #messages: MessageStore
  readonly #profiles: ProfileStore | undefined
  readonly #capacity: number

  /** @param profiles given when other processes write the database too: versions are checked then. */
  constructor(facts: FactStore, messages: MessageStore, capacity: number, profiles?: ProfileStore) {
    this.#facts = facts
    this.#messages = messages
    this.#capacity = capacity
    this.#profiles = profiles
  }

  /** The profile's index, rebuilt from the database when it is not in memory (or behind the database). */
  async get(profile: ProfileRow): Promise<ProfileIndex> {
    let cached = this.#indexes.get(profile.pk)
    if (cached && this.#profiles && (await this.#profiles.version(profile.pk)) !== cached.version) cached = undefined
    if (!cached) {
      let building = this.#building.get(profile.pk)
      if (!building) {
        building = this.#build(profile).finally(() => this.#building.delete(profile.pk))
        this.#building.set(profile.pk, building)
      }
      cached = await building
    }
    // Re-inserting keeps the Map in least-recently-used order.
    makeRoomFor(this.#indexes, profile.pk, this.#capacity)
    this.#indexes.set(profile.pk, cached)
    return cached.index
  }

  async #build(profile: ProfileRow): Promise<Cached> {
    for (;;) {
      const before = this.#changes.get(profile.pk) ?? 0
      // The version first: the rows read after it are at least that new, so a later change is never missed.
      const version = this.#profiles ? await this.#profiles.version(profile.pk) : 0
      const index = createProfileIndex()
      for (const message of await this.#messages.processed(profile.pk)) index.addMessage(message)
      for (const fact of await this.#facts.current(profile.pk, profile.id)) index.addFact(fact)
      if ((this.#changes.get(profile.pk) ?? 0) === before) return { index, version }
    }
  }

  /**
   * Follows a committed message; an index not in memory will read it from the database when rebuilt.
   * @param version the profile's version the commit set (shared databases), so the index stays current.
   */
  applyProcessed(profilePk: number, message: SourceMessage, changes: FactChanges, version = 0): void {
    this.#changes.set(profilePk, (this.#changes.get(profilePk) ?? 0) + 1)
    const cached = this.#indexes.get(profilePk)
    if (!cached) return
    cached.index.addMessage(message)
    for (const id of changes.superseded) cached.index.removeFact(id)
    for (const fact of changes.added) cached.index.addFact(fact)
    // Only a commit right after the one the index reflects keeps it current; else another process came between.
    if (this.#profiles && version === cached.version + 1) cached.version = version
  }

  clear(): void {
    this.#indexes.clear()
  }
}
