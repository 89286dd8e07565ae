import type { SemanticRecallOptions } from './semantic/index'
import type { SqlDatabase } from './store/sql-database'
import type { Answerer, Extractor } from './types'

/** An API key bound to a named account; several keys may share one account. */
export interface AccountKey {
  /** The secret the caller sends as `Authorization: Bearer <key>`. Only its SHA-256 hash is stored. */
  key: string
  /** Account id the key belongs to (letters, digits, `._-`, at most 64 characters). */
  account: string
}

/** Size limits of requests. A request over a limit is answered with 413 (400 for the query) naming the limit. */
export interface ServiceLimits {
  /** Most messages in one add-text request. @default 1000 */
  maxMessagesPerRequest: number
  /** Most characters in one message's `content`. @default 32768 */
  maxContentChars: number
  /** Most bytes in one request body. @default 4194304 (4 MiB) */
  maxBodyBytes: number
  /** Most characters in the `query` parameter of facts/query. @default 2000 */
  maxQueryChars: number
}

/** Where the service reports what happens in the background (update failures, interrupted jobs, requests). */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void
  warn(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

export interface ServerOptions {
  /** SQLite file path (its folder must exist), or `':memory:'` for a database that lives as long as the server. @default ':memory:' */
  db?: string
  /**
   * A Postgres connection string (`postgres://user:password@host:5432/database`): the service stores everything
   * there instead of in SQLite, and several service processes can share the database. Needs the `pg` package
   * (`npm install pg`). Overrides `db`.
   */
  databaseUrl?: string
  /**
   * A database connection of your own implementing `SqlDatabase` (advanced: e.g. Postgres in-process on PGlite).
   * Overrides `db` and `databaseUrl`; the server migrates it but does not close it.
   */
  database?: SqlDatabase
  /**
   * On Postgres (several processes): a process that sent no heartbeat for this long loses its update jobs to
   * another process, which goes on from the first pending message. Heartbeats and the look for such jobs run every
   * fifth of it. @default 10000
   */
  jobLeaseMs?: number
  /** Path prefix of every endpoint; `''` serves at the root. @default '/v1' */
  prefix?: string
  /**
   * API keys to accept, added to the keys already stored in the database. A plain string is its own account
   * (the same key always maps to the same account, across restarts); `{ key, account }` shares a named account.
   * With no key configured and none stored, one key is generated and returned once as `generatedApiKey`.
   * @default []
   */
  apiKeys?: ReadonlyArray<string | AccountKey>
  /** Turns messages into facts. @default createRuleExtractor() (offline English NLP, no network) */
  extractor?: Extractor
  /** Answers facts/query. @default createLexicalAnswerer() (BM25 over facts, then raw messages) */
  answerer?: Answerer
  /**
   * Longest answer to a focused question (facts/query), in characters: the answerer gives the few facts that answer
   * it, best first, within this cap. Passed to any answerer as `maxChars` of its context.
   * @default 400
   */
  maxAnswerChars?: number
  /**
   * Longest answer to a question about the whole profile ("What is known about this user?", the engine's stable
   * profile question), in characters: a summary grouped by topic that keeps what matters most when not all fits.
   * @default 1500
   */
  maxSummaryChars?: number
  /** Request size limits; each field falls back to its own default. */
  limits?: Partial<ServiceLimits>
  /** Milliseconds to wait before processing each message, so tests and demos can watch WORKING. @default 0 */
  processingDelayMs?: number
  /**
   * Earlier messages of the same scene given to the extractor as context: the question a short reply answers, the
   * message a correction ("it's Kalmar, not Copenhagen") corrects. @default 8
   */
  contextMessages?: number
  /** On start, restart the updates a previous process left unfinished (profiles it left WORKING). @default true */
  resumeInterruptedUpdates?: boolean
  /** Milliseconds an `Idempotency-Key` is remembered. @default 86400000 (24 hours) */
  idempotencyTtlMs?: number
  /** Most per-profile retrieval indexes kept in memory; the least recently used are dropped and rebuilt on demand. @default 500 */
  maxCachedIndexes?: number
  /** Milliseconds `update/stop` and `close()` wait for a job to let go before answering anyway. @default 5000 */
  stopTimeoutMs?: number
  /** Where background failures and notices go. @default warnings and errors to `console.error`, info dropped */
  logger?: Logger
  /**
   * Semantic recall: user messages are embedded by a small sentence-embedding model (Universal Sentence Encoder
   * lite, in a worker thread, no network) during updates, and a question's nearest messages fill in where its words
   * find little. `false` turns it off; an object tunes it. On when the optional model packages are installed.
   * @default true
   */
  semanticRecall?: boolean | SemanticRecallOptions
}

export interface StartServerOptions extends ServerOptions {
  /** TCP port; `0` picks a free one (read it from the returned `url`). @default 8787 */
  port?: number
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string
}
