/**
 * Child-process entry: runs the reference service in its own process, so that the client side of a benchmark is
 * measured without the service's CPU and memory in the same event loop (as with a real deployment).
 * Protocol over IPC: sends `{ type: 'ready', baseURL }`; answers `{ type: 'memory' }` with `{ type: 'memory', usage }`;
 * `{ type: 'close' }` closes the service and exits.
 */
import { performance } from 'node:perf_hooks'
import { createRuleExtractor, type ServiceLimits, startServer } from '../../src/server/index'
import { connectPostgres } from '../../src/server/store/postgres/pg-database'
import { countingDatabase } from './counting-database'

const options = JSON.parse(process.env.BENCH_SERVICE_OPTIONS ?? '{}') as {
  db?: string
  databaseUrl?: string
  limits?: Partial<ServiceLimits>
  semanticRecall?: boolean
  /** The rule extractor's bulk-update workers, instead of the service's default (0: the event loop alone). */
  extractionWorkers?: number
  /** Count the statements the service runs on its Postgres database (answers `{ type: 'profile' }`). */
  profile?: boolean
}
const counting =
  options.profile && options.databaseUrl !== undefined
    ? countingDatabase(await connectPostgres(options.databaseUrl))
    : undefined
const server = await startServer({
  port: 0,
  db: options.db ?? ':memory:',
  ...(counting
    ? { database: counting.database }
    : options.databaseUrl === undefined
      ? {}
      : { databaseUrl: options.databaseUrl }),
  apiKeys: ['bench-key'],
  ...(options.limits === undefined ? {} : { limits: options.limits }),
  ...(options.semanticRecall === undefined ? {} : { semanticRecall: options.semanticRecall }),
  ...(options.extractionWorkers === undefined
    ? {}
    : { extractor: createRuleExtractor({ workers: options.extractionWorkers }) }),
  logger: { info: () => {}, warn: (message) => console.error(message), error: (message) => console.error(message) },
})

process.on('message', async (message: { type?: string }) => {
  if (message.type === 'memory') {
    process.send?.({ type: 'memory', usage: process.memoryUsage() })
  } else if (message.type === 'profile') {
    process.send?.({
      type: 'profile',
      profile: { database: counting?.profile(), cpu: process.cpuUsage(), loop: performance.eventLoopUtilization() },
    })
  } else if (message.type === 'close') {
    await server.close()
    await counting?.database.close()
    process.send?.({ type: 'closed' }, () => process.exit(0))
  }
})
// Semantic recall loads its model on first use, and an update that ends while it loads leaves its embedding to the
// background: load it before the benchmark starts, so that every update measured embeds its own messages.
if (server.semanticRecall.enabled) {
  const headers = { authorization: 'Bearer bench-key' }
  const created = await fetch(`${server.baseURL}/profiles?requested_id=bench-warm-up`, { method: 'POST', headers })
  const { id } = (await created.json()) as { id: string }
  const scene = (await (
    await fetch(`${server.baseURL}/profiles/${id}/scenes`, { method: 'POST', headers })
  ).json()) as {
    id: string
  }
  // An update with a user message starts the model (a question does not); "Hello." leaves no fact to count.
  await fetch(`${server.baseURL}/profiles/${id}/scenes/${scene.id}/text?update_now=true&wait_for_result=true`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify([{ role: 'user', content: 'Hello.', timestamp: 1_700_000_000 }]),
  })
  const deadline = Date.now() + 120_000
  while (!server.semanticRecall.ready && server.semanticRecall.enabled && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (!server.semanticRecall.ready) console.error(`bench: ${server.semanticRecall.detail}; the model is not ready`)
}
process.send?.({ type: 'ready', baseURL: server.baseURL })
