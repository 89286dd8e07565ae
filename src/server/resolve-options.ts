import { availableParallelism } from 'node:os'
import { createLexicalAnswerer } from './answer/index'
import { createRuleExtractor } from './extract/index'
import type { AccountKey, Logger, ServerOptions, ServiceLimits } from './options'
import { resolveSemanticOptions } from './semantic/index'
import type { SqlDatabase } from './store/sql-database'
import type { Answerer, Extractor } from './types'

/** The options with every default applied and every value checked. */
export interface ResolvedOptions {
  db: string
  databaseUrl: string | undefined
  database: SqlDatabase | undefined
  jobLeaseMs: number
  prefix: string
  apiKeys: Array<string | AccountKey>
  extractor: Extractor
  answerer: Answerer
  maxAnswerChars: number
  maxSummaryChars: number
  limits: ServiceLimits
  processingDelayMs: number
  contextMessages: number
  resumeInterruptedUpdates: boolean
  idempotencyTtlMs: number
  maxCachedIndexes: number
  stopTimeoutMs: number
  logger: Logger
  semanticRecall: ReturnType<typeof resolveSemanticOptions>
}

export const defaultLimits: ServiceLimits = {
  maxMessagesPerRequest: 1000,
  maxContentChars: 32_768,
  maxBodyBytes: 4 * 1024 * 1024,
  maxQueryChars: 2000,
}

/**
 * Worker threads the default extractor reads bulk updates on: two where the machine has the cores (a third would
 * only take time from the event loop and the embedding model), none on one core, where a worker cannot read any
 * faster than the event loop.
 */
function defaultExtractionWorkers(): number {
  return availableParallelism() > 1 ? 2 : 0
}

/** Warnings and errors to stderr; info is dropped so a library user's console stays quiet. */
const defaultLogger: Logger = {
  info: () => {},
  warn: (message, details) => console.error(`[profile-context] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[profile-context] ${message}`, details ?? ''),
}

/**
 * The caller's logger, made unable to throw: a logger failing inside a background job or an error handler would
 * otherwise turn a reported failure into an unhandled rejection (ending the process) or an empty 500.
 */
function safeLogger(logger: Logger): Logger {
  for (const level of ['info', 'warn', 'error'] as const) {
    if (typeof logger?.[level] !== 'function') {
      throw new TypeError(
        `logger.${level} must be a function (a logger is { info, warn, error }); got ${typeof logger?.[level]}`,
      )
    }
  }
  const guard =
    (level: keyof Logger): Logger[keyof Logger] =>
    (message, details) => {
      try {
        logger[level](message, details)
      } catch {
        // Nowhere left to report to; the service's own work must go on.
      }
    }
  return { info: guard('info'), warn: guard('warn'), error: guard('error') }
}

function count(name: string, value: number | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new TypeError(`${name} must be an integer of at least ${minimum}; got ${String(value)}`)
  }
  return value
}

function normalizePrefix(prefix: string | undefined): string {
  if (prefix === undefined) return '/v1'
  if (typeof prefix !== 'string' || (prefix !== '' && !/^(\/[A-Za-z0-9._~-]+)+\/?$|^\/$/.test(prefix))) {
    throw new TypeError(
      `prefix must be '' or a path such as '/v1' (segments of letters, digits, '._~-'); got ${JSON.stringify(prefix)}`,
    )
  }
  return prefix.replace(/\/+$/, '')
}

/** Applies defaults and rejects bad values with a `TypeError` naming the option. */
export function resolveOptions(options: ServerOptions): ResolvedOptions {
  const limits = options.limits ?? {}
  const logger = options.logger === undefined ? defaultLogger : safeLogger(options.logger)
  const db = options.db ?? ':memory:'
  if (typeof db !== 'string' || db === '')
    throw new TypeError(`db must be a file path or ':memory:'; got ${JSON.stringify(db)}`)
  const { databaseUrl } = options
  if (databaseUrl !== undefined && (typeof databaseUrl !== 'string' || !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))) {
    throw new TypeError(
      'databaseUrl must be a Postgres connection string, e.g. postgres://user:password@localhost:5432/profiles',
    )
  }
  return {
    db,
    databaseUrl,
    database: options.database,
    jobLeaseMs: count('jobLeaseMs', options.jobLeaseMs, 10_000, 250),
    prefix: normalizePrefix(options.prefix),
    apiKeys: [...(options.apiKeys ?? [])],
    extractor:
      options.extractor ??
      createRuleExtractor({
        workers: defaultExtractionWorkers(),
        onWorkersUnavailable: (reason) =>
          logger.warn(`Bulk updates are read on the event loop: the extraction workers cannot run (${reason}).`),
      }),
    answerer: options.answerer ?? createLexicalAnswerer(),
    maxAnswerChars: count('maxAnswerChars', options.maxAnswerChars, 400, 40),
    maxSummaryChars: count('maxSummaryChars', options.maxSummaryChars, 1500, 100),
    limits: {
      maxMessagesPerRequest: count(
        'limits.maxMessagesPerRequest',
        limits.maxMessagesPerRequest,
        defaultLimits.maxMessagesPerRequest,
        1,
      ),
      maxContentChars: count('limits.maxContentChars', limits.maxContentChars, defaultLimits.maxContentChars, 1),
      maxBodyBytes: count('limits.maxBodyBytes', limits.maxBodyBytes, defaultLimits.maxBodyBytes, 64),
      maxQueryChars: count('limits.maxQueryChars', limits.maxQueryChars, defaultLimits.maxQueryChars, 1),
    },
    processingDelayMs: count('processingDelayMs', options.processingDelayMs, 0, 0),
    contextMessages: count('contextMessages', options.contextMessages, 8, 0),
    resumeInterruptedUpdates: options.resumeInterruptedUpdates ?? true,
    idempotencyTtlMs: count('idempotencyTtlMs', options.idempotencyTtlMs, 86_400_000, 1),
    maxCachedIndexes: count('maxCachedIndexes', options.maxCachedIndexes, 500, 1),
    stopTimeoutMs: count('stopTimeoutMs', options.stopTimeoutMs, 5000, 0),
    logger,
    semanticRecall: resolveSemanticOptions(options.semanticRecall),
  }
}
