/**
 * Child-process entry: runs the reference service in its own process, so that the client side of a benchmark is
 * measured without the service's CPU and memory in the same event loop (as with a real deployment).
 * Protocol over IPC: sends `{ type: 'ready', baseURL }`; answers `{ type: 'memory' }` with `{ type: 'memory', usage }`;
 * `{ type: 'close' }` closes the service and exits.
 */
import { type ServiceLimits, startServer } from '../../src/server/index'

const options = JSON.parse(process.env.BENCH_SERVICE_OPTIONS ?? '{}') as {
  db?: string
  limits?: Partial<ServiceLimits>
  semanticRecall?: boolean
}
const server = await startServer({
  port: 0,
  db: options.db ?? ':memory:',
  apiKeys: ['bench-key'],
  ...(options.limits === undefined ? {} : { limits: options.limits }),
  ...(options.semanticRecall === undefined ? {} : { semanticRecall: options.semanticRecall }),
  logger: { info: () => {}, warn: (message) => console.error(message), error: (message) => console.error(message) },
})

process.on('message', async (message: { type?: string }) => {
  if (message.type === 'memory') {
    process.send?.({ type: 'memory', usage: process.memoryUsage() })
  } else if (message.type === 'close') {
    await server.close()
    process.send?.({ type: 'closed' }, () => process.exit(0))
  }
})
process.send?.({ type: 'ready', baseURL: server.baseURL })
