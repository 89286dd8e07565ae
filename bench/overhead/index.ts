import type { ProfileContextClient } from '../../src/client/index'
import { createProfileMemory } from '../../src/memory/index'
import type { ContextOptions, ProfileMemory } from '../../src/memory/types'
import { fixed, milliseconds } from '../lib/format'
import { type LatencyProxy, startLatencyProxy } from '../lib/latency-proxy'
import type { SuiteReport, Table } from '../lib/report'
import { benchClient, startServiceProcess } from '../lib/service'
import { summarize } from '../lib/stats'
import { interleave, type Suite, type SuiteOptions } from '../lib/suite'
import { aiModel, benchUser, langchainAgent, timeFirstToken, timeGenerate, turnPrompt } from './adapters'
import { seedProfile } from './seed'

/** Mem0's published search p50: the latency of a hosted memory service, simulated on loopback. */
const serviceLatencyMs = 150

interface Context {
  proxy: LatencyProxy
  client: ProfileContextClient
  memories: ProfileMemory[]
  errors: unknown[]
}

function memoryWith(context: Context, mode: NonNullable<ContextOptions['mode']>): ProfileMemory {
  const memory = createProfileMemory({
    client: context.client,
    // Recording is measured in its own suite; here turns are batched and never trigger updates, so a warm
    // profile answer stays valid for the whole measurement (an update would invalidate it).
    update: 'manual',
    batch: { runUpdate: 'never' },
    context: { mode },
    onError: (error) => context.errors.push(error),
  })
  context.memories.push(memory)
  return memory
}

function addedRow(name: string, bare: number[], wrapped: number[]): string[] {
  const base = summarize(bare)
  const withMemory = summarize(wrapped)
  return [
    name,
    milliseconds(base.p50),
    milliseconds(withMemory.p50),
    milliseconds(withMemory.p50 - base.p50),
    milliseconds(base.p95),
    milliseconds(withMemory.p95),
    milliseconds(withMemory.p95 - base.p95),
  ]
}

async function localOverhead(context: Context, iterations: number): Promise<Table> {
  const rows: string[][] = []
  for (const [scenario, mode] of [
    ['warm cache (profile mode)', 'profile'],
    ['cold per-turn question (query mode)', 'query'],
  ] as const) {
    const aiMemory = memoryWith(context, mode)
    const langchainMemory = memoryWith(context, mode)
    const bareModel = aiModel()
    const wrappedModel = aiModel(aiMemory)
    const bareAgent = langchainAgent(2 * iterations + 10)
    const wrappedAgent = langchainAgent(2 * iterations + 10, langchainMemory)
    // Warm-up: JIT, connections, profile id, and (profile mode) the cached profile answer.
    for (let index = 0; index < 5; index += 1) {
      await timeGenerate(bareModel, turnPrompt(`warm-${mode}`, index))
      await timeGenerate(wrappedModel, turnPrompt(`warm-${mode}`, index))
      await bareAgent(turnPrompt(`warm-${mode}-lc`, index))
      await wrappedAgent(turnPrompt(`warm-${mode}-lc`, index))
    }
    const samples = await interleave(
      [
        { name: 'ai bare', measure: (index) => timeGenerate(bareModel, turnPrompt(`ai-bare-${mode}`, index)) },
        { name: 'ai memory', measure: (index) => timeGenerate(wrappedModel, turnPrompt(`ai-${mode}`, index)) },
        { name: 'lc bare', measure: (index) => bareAgent(turnPrompt(`lc-bare-${mode}`, index)) },
        { name: 'lc memory', measure: (index) => wrappedAgent(turnPrompt(`lc-${mode}`, index)) },
      ],
      iterations,
    )
    const get = (name: string) => samples.get(name) ?? []
    rows.push(addedRow(`AI SDK generateText, ${scenario}`, get('ai bare'), get('ai memory')))
    rows.push(addedRow(`LangChain createAgent, ${scenario}`, get('lc bare'), get('lc memory')))
  }
  return {
    title: 'Added latency per call, local reference service (no simulated latency)',
    columns: ['Call', 'bare p50', 'with memory p50', 'added p50', 'bare p95', 'with memory p95', 'added p95'],
    rows,
    notes: [
      `${iterations} calls per variant, bare and with-memory calls interleaved round-robin in one process.`,
      'Warm cache: `profile` mode after the profile answer is cached — no request on the call path.',
      'Cold per-turn question: `query` mode, a new question every turn, so every call waits for one `facts/query` round trip to the local service (separate process, loopback).',
    ],
  }
}

async function latencyComparison(context: Context, iterations: number): Promise<Table[]> {
  context.proxy.delayMs = serviceLatencyMs
  const profileId = await context.client.createProfile({ requestedId: `${benchUser}-search` }).then(({ id }) => id)
  await seedProfile(context.client, profileId, 100)
  const memories = {
    profile: memoryWith(context, 'profile'),
    hybrid: memoryWith(context, 'hybrid'),
    query: memoryWith(context, 'query'),
  }
  const bare = aiModel()
  const models = {
    profile: aiModel(memories.profile),
    hybrid: aiModel(memories.hybrid),
    query: aiModel(memories.query),
  }
  const bareAgent = langchainAgent(2 * iterations + 10)
  const agents = {
    profile: langchainAgent(2 * iterations + 10, memories.profile),
    hybrid: langchainAgent(2 * iterations + 10, memories.hybrid),
    query: langchainAgent(2 * iterations + 10, memories.query),
  }
  // The pattern most memory integrations use: one search, awaited, before every model call.
  const searchThen = async <T>(prompt: string, call: (system: string) => Promise<T>) => {
    const { result } = await context.client.queryFacts(profileId, prompt)
    return call(`What is known about the user:\n${result}`)
  }
  for (const mode of ['profile', 'hybrid', 'query'] as const) {
    await timeFirstToken(models[mode], turnPrompt('warm', 0))
    await agents[mode](turnPrompt('warm-lc', 0))
  }
  const aiVariants = [
    { name: 'bare model (no memory)', measure: (index: number) => timeFirstToken(bare, turnPrompt('bare', index)) },
    ...(['profile', 'hybrid', 'query'] as const).map((mode) => ({
      name: `middleware, \`${mode}\` mode`,
      measure: (index: number) => timeFirstToken(models[mode], turnPrompt(`ai-${mode}`, index)),
    })),
    {
      name: 'await a search before every call',
      measure: async (index: number) => {
        const prompt = turnPrompt('search', index)
        const start = performance.now()
        await searchThen(prompt, (system) => timeFirstToken(bare, prompt, system))
        return performance.now() - start
      },
    },
  ]
  const langchainVariants = [
    { name: 'bare agent (no memory)', measure: (index: number) => bareAgent(turnPrompt('lc-bare', index)) },
    ...(['profile', 'hybrid', 'query'] as const).map((mode) => ({
      name: `middleware, \`${mode}\` mode`,
      measure: (index: number) => agents[mode](turnPrompt(`lc-${mode}`, index)),
    })),
    {
      name: 'await a search before every call',
      measure: async (index: number) => {
        const prompt = turnPrompt('lc-search', index)
        const start = performance.now()
        await searchThen(prompt, (system) => bareAgent(prompt, system))
        return performance.now() - start
      },
    },
  ]
  const tables: Table[] = []
  for (const [title, variants] of [
    ['Time to first token, AI SDK `streamText`, service latency 150 ms', aiVariants],
    ['Time to answer, LangChain `createAgent` `invoke`, service latency 150 ms', langchainVariants],
  ] as const) {
    const samples = await interleave(variants, iterations)
    const reference = summarize(samples.get('await a search before every call') ?? []).p50
    tables.push({
      title,
      columns: ['Variant', 'p50', 'p95', 'p99', 'p50 vs await-search'],
      rows: variants.map(({ name }) => {
        const summary = summarize(samples.get(name) ?? [])
        return [
          name,
          milliseconds(summary.p50),
          milliseconds(summary.p95),
          milliseconds(summary.p99),
          `${fixed(summary.p50 / reference, 2)}×`,
        ]
      }),
      notes: [
        `Every request to the service is delayed ${serviceLatencyMs} ms by a loopback proxy (Mem0's published search p50). The mock model answers at once, so the numbers are the memory layer's share of the wait.`,
        `${iterations} calls per variant, interleaved round-robin. \`profile\` mode: the stable profile answer is cached after the first call; \`hybrid\` also asks the per-turn question (in parallel); \`query\` asks only the per-turn question; "await a search" calls \`queryFacts\` and then the model, every time.`,
      ],
    })
  }
  context.proxy.delayMs = 0
  return tables
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const service = await startServiceProcess()
  const proxy = await startLatencyProxy(service.baseURL)
  const context: Context = { proxy, client: benchClient(proxy.baseURL, { maxRetries: 0 }), memories: [], errors: [] }
  try {
    const profileId = await context.client.createProfile({ requestedId: benchUser }).then(({ id }) => id)
    if (profileId !== benchUser) throw new Error(`expected profile id ${benchUser}, got ${profileId}`)
    options.log('overhead: seeding the profile')
    await seedProfile(context.client, profileId, 100)
    options.log('overhead: local added latency')
    const local = await localOverhead(context, options.quick ? 30 : 400)
    options.log('overhead: time to first token with 150 ms service latency')
    const latency = await latencyComparison(context, options.quick ? 6 : 40)
    await Promise.all(context.memories.map((memory) => memory.close()))
    const errorNote = `Errors reported by the engine during the suite: ${context.errors.length}${context.errors[0] ? ` (first: ${String(context.errors[0])})` : ''}.`
    return {
      title: 'Per-call overhead',
      method:
        'Both adapters against the bare mock model (`ai/test` `MockLanguageModelV4`, `@langchain/core/testing` `fakeModel`), with the reference service running in a separate Node process (in-memory SQLite, a profile seeded with 100 turns) behind a loopback proxy. ' +
        errorNote,
      tables: [local, ...latency],
    }
  } finally {
    await Promise.allSettled(context.memories.map((memory) => memory.close()))
    await proxy.close()
    await service.close()
  }
}

export const overheadSuite: Suite = { name: 'overhead', run }
