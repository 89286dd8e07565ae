/**
 * `npm start`: the chat playground on embedded defaults — no account, no key, no network needed.
 *
 * Environment:
 * - PORT (default 5177), HOST (default 127.0.0.1): where the page is served.
 * - PROFILE_CONTEXT_HOME (default ./.profile-context): the one SQLite file (service.db, also the default of
 *   `profile-context serve`), the local API key, playground state.
 * - PROFILE_CONTEXT_SERVICE_PORT (default 8787): port of the embedded reference service.
 * - PROFILE_CONTEXT_BASE_URL + PROFILE_CONTEXT_API_KEY: use that service instead of the embedded one.
 * - PROFILE_CONTEXT_PROCESSING_DELAY_MS: slow the embedded service down per message to watch the progress bar.
 * - OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL: chat with an OpenAI-compatible model instead of the offline one.
 */
import { ensurePageBuilt, type Playground, type PlaygroundOptions, startPlayground } from '../playground/server/index'

async function main(): Promise<void> {
  const built = await ensurePageBuilt({
    onBuild: (reason) => console.log(`Building the playground page with Vite (${reason})…`),
  })
  if (built) console.log('Page built.')

  const options: PlaygroundOptions = {
    dataDir: process.env.PROFILE_CONTEXT_HOME ?? '.profile-context',
    port: wholeNumberFrom('PORT', 5177, 65_535),
    host: process.env.HOST ?? '127.0.0.1',
    servicePort: wholeNumberFrom('PROFILE_CONTEXT_SERVICE_PORT', 8787, 65_535),
    processingDelayMs: wholeNumberFrom('PROFILE_CONTEXT_PROCESSING_DELAY_MS', 0, 60_000),
    // One line per failure: the page shows the state and its fix; a stack per failed lookup would bury it.
    onError: (error, userId) =>
      console.warn(
        `[memory${userId === undefined ? '' : ` ${userId}`}] ${error instanceof Error ? error.message : error}`,
      ),
  }
  const baseURL = process.env.PROFILE_CONTEXT_BASE_URL
  const apiKey = process.env.PROFILE_CONTEXT_API_KEY
  if (baseURL && apiKey) options.service = { baseURL, apiKey }

  let playground: Playground
  try {
    playground = await startPlayground(options)
  } catch (error) {
    if (!isAddressInUse(error)) throw error
    console.log(
      `Port ${options.port} or ${options.servicePort} is taken; using free ports instead (set PORT to choose).`,
    )
    playground = await startPlayground({ ...options, port: 0, servicePort: 0 })
  }

  console.log('')
  console.log(`  profile-context playground  →  ${playground.url}`)
  console.log('')
  console.log(`  Model:    ${playground.model.label}`)
  console.log(`  Service:  ${playground.serviceURL} (${playground.serviceDescription})`)
  if (playground.apiKeyPath !== undefined) console.log(`  API key:  ${playground.apiKeyPath}`)
  if (playground.semanticRecall !== undefined) console.log(`  Memory:   ${playground.semanticRecall}`)
  if (!['127.0.0.1', 'localhost', '::1'].includes(options.host ?? '127.0.0.1')) {
    console.log(`  Warning: HOST=${options.host} exposes every user's memory to anyone who can reach this port.`)
  }
  if (playground.model.kind === 'offline') {
    console.log(
      '  Set OPENAI_API_KEY (or OPENAI_BASE_URL for Ollama, vLLM, LM Studio) and OPENAI_MODEL for a real model.',
    )
  }
  console.log('  Press Ctrl-C to stop.')
  console.log('')

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Stopping now; turns not yet delivered are lost.')
      process.exit(130)
    }
    stopping = true
    console.log(`\n${signal}: delivering pending turns and closing (Ctrl-C again to force)…`)
    playground.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

function wholeNumberFrom(name: string, fallback: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new TypeError(`${name} must be a whole number from 0 to ${max}; got "${raw}"`)
  }
  return value
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE'
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
