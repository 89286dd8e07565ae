import type { ProfileIndexes } from './profile-indexes'
import type { ResolvedOptions } from './resolve-options'
import type { SemanticRecall } from './semantic/index'
import type { AccountStore, FactStore, IdempotencyStore, MessageStore, ProfileStore, SqlDatabase } from './store/index'

/** Everything the HTTP layer and the updater share: one database, its stores, the indexes and the options. */
export interface ServiceContext {
  /** SQLite (one process) or Postgres (several); the stores below run on it outside transactions. */
  database: SqlDatabase
  accounts: AccountStore
  profiles: ProfileStore
  messages: MessageStore
  facts: FactStore
  idempotency: IdempotencyStore
  indexes: ProfileIndexes
  /** Sentence vectors of user messages and the search by meaning over them (off when the model is not installed). */
  semantic: SemanticRecall
  options: ResolvedOptions
  /** Unix milliseconds; one clock for every stored `created_at`. */
  now: () => number
}
