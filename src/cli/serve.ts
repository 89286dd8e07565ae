import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createLexicalAnswerer, createModelAnswerer } from '../server/answer/index'
import { type ChatModelOptions, createModelExtractor } from '../server/extract/index'
import type { Answerer, Extractor, Logger, StartServerOptions } from '../server/index'
import { startServer } from '../server/start-server'
import { readApiKeyFile } from './api-key-file'
import { parseInteger, UsageError } from './args'
import type { CliCommand } from './command'
import { print } from './command'
import { exitCode } from './report-error'

/** Where `serve` keeps its database when `--db` is not given, relative to the working directory. */
const defaultDatabasePath = '.profile-context/service.db'

const help = `Usage: profile-context serve [--port 8787] [--host 127.0.0.1] [--db <file>|:memory:] [--prefix /v1]
                             [--database-url postgres://…]
                             [--api-key-file <file>] [--api-key <key>]...
                             [--extractor rule|model] [--answerer lexical|model]
                             [--model <name>] [--max-answer-chars <n>] [--max-summary-chars <n>]
                             [--semantic-recall auto|off] [--processing-delay <ms>]

Runs the reference Conversation Profile Context Service on a SQLite file (or a Postgres database) until Ctrl-C.

Options:
  --port <n>              TCP port; 0 picks a free one (default 8787)
  --host <address>        Interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --db <file>|:memory:    SQLite database (default ${defaultDatabasePath}; its folder is created)
  --database-url <url>    Postgres instead of SQLite (postgres://user:password@host:5432/db; needs \`npm install pg\`);
                          env DATABASE_URL. Several serve processes can share one Postgres database.
  --prefix <path>         Path prefix of the API (default /v1)
  --api-key-file <file>   Accept the keys in this file, one per line (# comments); env PROFILE_CONTEXT_API_KEYS_FILE.
                          Prefer it, or env PROFILE_CONTEXT_API_KEYS (comma-separated), to --api-key: a
                          command line is visible to every local user (ps).
  --api-key <key>         Accept this key (repeatable).
                          Each key is its own account. With no key and none stored in the database,
                          one is created and printed once; only its SHA-256 hash is stored.
  --extractor rule|model  Fact extraction: offline English rules (default), or an OpenAI-compatible model
  --answerer lexical|model  Query answers: BM25 over facts (default), or an OpenAI-compatible model
  --model <name>          Model for the model extractor/answerer (env OPENAI_MODEL, default gpt-4o-mini)
  --max-answer-chars <n>  Longest answer to a question, in characters: the few facts that answer it,
                          best first (default 400, at least 40)
  --max-summary-chars <n> Longest summary of the whole profile ("What is known about this user?"),
                          grouped by topic (default 1500, at least 100)
  --semantic-recall auto|off  Search by meaning with the embedding model: on when its packages are
                          installed (auto, the default), or off (less memory, faster updates; questions must
                          then use the user's words); env PROFILE_CONTEXT_SEMANTIC_RECALL
  --processing-delay <ms> Wait before each message of an update, to watch WORKING in demos (default 0)
  -h, --help              Show this help

Also PROFILE_CONTEXT_EXTRACTOR / PROFILE_CONTEXT_ANSWERER for --extractor / --answerer.
Model settings come from OPENAI_BASE_URL (any OpenAI-compatible server, e.g. http://localhost:11434/v1
for Ollama), OPENAI_API_KEY and OPENAI_MODEL. The service prints its base URL, e.g.
  profile-context service listening on http://127.0.0.1:8787/v1

Examples:
  profile-context serve --port 8787 --api-key dev-key
  profile-context serve --db :memory: --port 0
  OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_MODEL=llama3.1 profile-context serve --extractor model`

const flags = {
  port: { type: 'string' },
  host: { type: 'string' },
  db: { type: 'string' },
  'database-url': { type: 'string' },
  prefix: { type: 'string' },
  'api-key': { type: 'string', multiple: true },
  'api-key-file': { type: 'string' },
  extractor: { type: 'string' },
  answerer: { type: 'string' },
  model: { type: 'string' },
  'max-answer-chars': { type: 'string' },
  'max-summary-chars': { type: 'string' },
  'processing-delay': { type: 'string' },
  'semantic-recall': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const

/** Model settings from `--model` and the OPENAI_* variables; unset ones keep the model factories' defaults. */
function modelSettings(model: string | undefined, env: NodeJS.ProcessEnv): ChatModelOptions {
  const settings: ChatModelOptions = {}
  const name = model ?? env.OPENAI_MODEL
  if (name) settings.model = name
  if (env.OPENAI_BASE_URL) settings.baseURL = env.OPENAI_BASE_URL
  if (env.OPENAI_API_KEY) settings.apiKey = env.OPENAI_API_KEY
  return settings
}

/** The extractor asked for; undefined for the rules, which the service makes itself (with its bulk-update workers). */
function chooseExtractor(
  kind: string | undefined,
  model: string | undefined,
  env: NodeJS.ProcessEnv,
): Extractor | undefined {
  if (kind === undefined || kind === 'rule') return undefined
  if (kind === 'model') return createModelExtractor(modelSettings(model, env))
  throw new UsageError(`--extractor must be 'rule' or 'model'; got '${kind}'.`)
}

function chooseAnswerer(kind: string | undefined, model: string | undefined, env: NodeJS.ProcessEnv): Answerer {
  if (kind === undefined || kind === 'lexical') return createLexicalAnswerer()
  if (kind === 'model') return createModelAnswerer(modelSettings(model, env))
  throw new UsageError(`--answerer must be 'lexical' or 'model'; got '${kind}'.`)
}

/** One stderr line per entry: `[profile-context] warning: message {"details":…}`. */
function writeToStderr(level: string): Logger['info'] {
  return (message, details) =>
    process.stderr.write(`[profile-context] ${level}${message}${details ? ` ${JSON.stringify(details)}` : ''}\n`)
}

const stderrLogger: Logger = {
  info: writeToStderr(''),
  warn: writeToStderr('warning: '),
  error: writeToStderr('error: '),
}

/** Turns the flags and environment into server options. @throws UsageError for a bad flag. */
function serveOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): StartServerOptions | 'help' {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof flags; strict: true; allowPositionals: false }>
  >
  try {
    parsed = parseArgs({ args: [...argv], options: flags, strict: true, allowPositionals: false })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values } = parsed
  if (values.help) return 'help'
  const fromEnv = (env.PROFILE_CONTEXT_API_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
  const keyFile = values['api-key-file'] ?? (env.PROFILE_CONTEXT_API_KEYS_FILE || undefined)
  const fromFile = keyFile === undefined ? [] : readApiKeyFile(keyFile)
  const apiKeys = [...(values['api-key'] ?? []), ...fromEnv, ...fromFile]
  if (apiKeys.some((key) => key.trim() === '' || /\s/.test(key)))
    throw new UsageError('--api-key must be a non-empty key without spaces.')
  const databaseUrl = values['database-url'] ?? (env.DATABASE_URL || undefined)
  const db = values.db ?? defaultDatabasePath
  if (databaseUrl === undefined && db !== ':memory:') mkdirSync(dirname(resolve(db)), { recursive: true })
  const processingDelayMs = parseInteger(values['processing-delay'], 'processing-delay', { min: 0, max: 60_000 })
  const extractor = chooseExtractor(values.extractor ?? env.PROFILE_CONTEXT_EXTRACTOR, values.model, env)
  const options: StartServerOptions = {
    port: parseInteger(values.port, 'port', { min: 0, max: 65_535 }) ?? 8787,
    host: values.host ?? '127.0.0.1',
    db,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    apiKeys,
    ...(extractor ? { extractor } : {}),
    answerer: chooseAnswerer(values.answerer ?? env.PROFILE_CONTEXT_ANSWERER, values.model, env),
    logger: stderrLogger,
  }
  if (values.prefix !== undefined) options.prefix = values.prefix
  const semanticRecall = values['semantic-recall'] ?? (env.PROFILE_CONTEXT_SEMANTIC_RECALL || undefined)
  if (semanticRecall === 'off') options.semanticRecall = false
  else if (semanticRecall !== undefined && semanticRecall !== 'auto')
    throw new UsageError(`--semantic-recall must be 'auto' or 'off'; got '${semanticRecall}'.`)
  if (processingDelayMs !== undefined) options.processingDelayMs = processingDelayMs
  const maxAnswerChars = parseInteger(values['max-answer-chars'], 'max-answer-chars', { min: 40, max: 100_000 })
  if (maxAnswerChars !== undefined) options.maxAnswerChars = maxAnswerChars
  const maxSummaryChars = parseInteger(values['max-summary-chars'], 'max-summary-chars', { min: 100, max: 100_000 })
  if (maxSummaryChars !== undefined) options.maxSummaryChars = maxSummaryChars
  return options
}

function waitForShutdownSignal(): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (signal: string) => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      resolve(signal)
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  })
}

/** `profile-context serve`: the reference service in the foreground until SIGINT/SIGTERM. */
export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Run the reference service on a local SQLite file',
  help,
  async run(argv) {
    let options: StartServerOptions | 'help'
    try {
      options = serveOptions(argv)
    } catch (error) {
      if (!(error instanceof UsageError || error instanceof TypeError)) throw error
      process.stderr.write(`error: ${error.message}\nRun 'profile-context serve --help' for usage.\n`)
      return exitCode.usage
    }
    if (options === 'help') {
      print(help)
      return exitCode.ok
    }
    if (argv.some((argument) => argument === '--api-key' || argument.startsWith('--api-key='))) {
      process.stderr.write(
        '[profile-context] note: a key given with --api-key is visible to every local user (ps); PROFILE_CONTEXT_API_KEYS or --api-key-file keep it out of the command line.\n',
      )
    }
    let server: Awaited<ReturnType<typeof startServer>>
    try {
      server = await startServer(options)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      const message =
        code === 'EADDRINUSE'
          ? `port ${options.port} on ${options.host} is already in use; pass another --port (0 picks a free one).`
          : error instanceof Error
            ? error.message
            : String(error)
      process.stderr.write(`error: ${message}\n`)
      return error instanceof TypeError ? exitCode.usage : exitCode.failure
    }
    print(`profile-context service listening on ${server.baseURL}`)
    print(
      `  database: ${
        options.databaseUrl !== undefined
          ? `Postgres ${redactPassword(options.databaseUrl)}`
          : options.db === ':memory:'
            ? 'in memory (gone when the process ends)'
            : resolve(options.db ?? '')
      }`,
    )
    const extractor = options.extractor?.name ?? 'rules (bulk updates read on worker threads)'
    print(`  extractor: ${extractor} · answerer: ${options.answerer?.name}`)
    print(`  ${server.semanticRecall.detail}`)
    if (server.generatedApiKey) {
      print('API key created. It is shown only this once; only its SHA-256 hash is stored:')
      print(`  ${server.generatedApiKey}`)
    } else if (options.apiKeys?.length === 0) {
      print(
        'Using the API keys already stored in the database (only their hashes are kept; pass --api-key to add one).',
      )
    }
    print(`Client: PROFILE_CONTEXT_BASE_URL=${server.baseURL} PROFILE_CONTEXT_API_KEY=<key>. Ctrl-C stops.`)
    const signal = await waitForShutdownSignal()
    process.stderr.write(`[profile-context] ${signal}: stopping (running updates resume on the next start)\n`)
    await server.close()
    return exitCode.ok
  },
}

/** The connection string without its password, for printing. */
function redactPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password !== '') parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres://…'
  }
}
