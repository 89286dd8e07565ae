import { type ChildProcess, fork } from 'node:child_process'
import type { EventLoopUtilization } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { ProfileContextClient } from '../../src/client/index'
import type { ClientOptions } from '../../src/client/types'
import type { ServiceLimits } from '../../src/server/index'
import type { DatabaseProfile } from './counting-database'

export const benchApiKey = 'bench-key'

/** The reference service running in a child process. */
export interface ServiceProcess {
  readonly baseURL: string
  /** `process.memoryUsage()` of the service process. */
  memory(): Promise<NodeJS.MemoryUsage>
  /** What the process spent so far: its database statements (with `profile: true`), CPU and event loop. */
  profile(): Promise<ServiceProfile>
  close(): Promise<void>
}

/** What a service process spent so far (cumulative since it started). */
export interface ServiceProfile {
  database: DatabaseProfile | undefined
  cpu: NodeJS.CpuUsage
  loop: EventLoopUtilization
}

interface ChildMessage {
  type: string
  baseURL?: string
  usage?: NodeJS.MemoryUsage
  profile?: ServiceProfile
}

function nextMessage(child: ChildProcess, type: string): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      resolve(message)
    }
    const onExit = (code: number | null) => reject(new Error(`service process exited with code ${String(code)}`))
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

/** Starts the reference service (`db` defaults to `:memory:`) in its own Node process, on a free loopback port. */
export async function startServiceProcess(
  options: {
    db?: string
    databaseUrl?: string
    limits?: Partial<ServiceLimits>
    semanticRecall?: boolean
    extractionWorkers?: number
    profile?: boolean
  } = {},
): Promise<ServiceProcess> {
  const entry = fileURLToPath(new URL('./service-process.ts', import.meta.url))
  const child = fork(entry, [], {
    // BENCH_CPU_PROF=<folder>: each service process writes a V8 CPU profile there when it exits.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, BENCH_SERVICE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await nextMessage(child, 'ready')
  return {
    baseURL: ready.baseURL ?? '',
    async memory() {
      const answer = nextMessage(child, 'memory')
      child.send({ type: 'memory' })
      const usage = (await answer).usage
      if (!usage) throw new Error('service process sent no memory usage')
      return usage
    },
    async profile() {
      const answer = nextMessage(child, 'profile')
      child.send({ type: 'profile' })
      const profile = (await answer).profile
      if (!profile) throw new Error('service process sent no profile')
      return profile
    },
    async close() {
      if (child.exitCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.send({ type: 'close' })
      await exited
    },
  }
}

export function benchClient(baseURL: string, options: Omit<ClientOptions, 'baseURL' | 'apiKey'> = {}) {
  return new ProfileContextClient({ baseURL, apiKey: benchApiKey, ...options })
}
