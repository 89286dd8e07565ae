import { makeRoomFor } from '../internal/bounded'
import { createProfileIndex, type ProfileIndex } from './retrieval/index'
import type { FactChanges, FactStore, MessageStore, ProfileRow } from './store/index'
import type { SourceMessage } from './types'

/**
 * Per-profile retrieval indexes, built from SQLite on first use after a start and kept current as messages are
 * processed. Least recently used indexes beyond `capacity` are dropped and rebuilt when asked for again.
 */
export class ProfileIndexes {
  readonly #indexes = new Map<number, ProfileIndex>()
  readonly #facts: FactStore
  readonly #messages: MessageStore
  readonly #capacity: number

  constructor(facts: FactStore, messages: MessageStore, capacity: number) {
    this.#facts = facts
    this.#messages = messages
    this.#capacity = capacity
  }

  /** The profile's index, rebuilt from the database when it is not in memory. */
  get(profile: ProfileRow): ProfileIndex {
    const index = this.#indexes.get(profile.pk) ?? this.#build(profile)
    // Re-inserting keeps the Map in least-recently-used order.
    makeRoomFor(this.#indexes, profile.pk, this.#capacity)
    this.#indexes.set(profile.pk, index)
    return index
  }

  #build(profile: ProfileRow): ProfileIndex {
    const index = createProfileIndex()
    for (const message of this.#messages.processed(profile.pk)) index.addMessage(message)
    for (const fact of this.#facts.current(profile.pk, profile.id)) index.addFact(fact)
    return index
  }

  /** Follows a committed message; an index not in memory will read it from the database when rebuilt. */
  applyProcessed(profilePk: number, message: SourceMessage, changes: FactChanges): void {
    const index = this.#indexes.get(profilePk)
    if (!index) return
    index.addMessage(message)
    for (const id of changes.superseded) index.removeFact(id)
    for (const fact of changes.added) index.addFact(fact)
  }

  clear(): void {
    this.#indexes.clear()
  }
}
