import type { ProfileContextClient } from '../../src/client/index'
import { createProfileMemory } from '../../src/memory/index'
import type { ContextOptions, ProfileMemory } from '../../src/memory/types'
import { fixed, milliseconds, percent } from '../lib/format'
import { type LatencyProxy, startLatencyProxy } from '../lib/latency-proxy'
import type { SuiteReport, Table } from '../lib/report'
import { benchClient, type ServiceProcess, startServiceProcess } from '../lib/service'
import { median, now, summarize } from '../lib/stats'
import type { Suite, SuiteOptions } from '../lib/suite'
import { aiSdkConversation, type Conversation, langchainConversation, type Pattern } from './runners'
import { facts, seeded, turnsUntilVisible, userMessage } from './script'

/** Mem0's published search p50: the latency of a hosted memory service, simulated on loopback. */
const serviceLatencyMs = 150
/** A service in trouble, for hybrid's per-turn budget. */
const slowLatencyMs = 1000

type Framework = 'AI SDK `streamText`' | 'LangChain `createAgent`'
type VariantName = 'bare' | 'profile' | 'hybrid' | 'query' | 'search' | 'add-search' | 'hybrid-slow'

const variantLabels: Record<VariantName, string> = {
  bare: 'bare model (no memory): the baseline',
  profile: 'middleware, `profile` mode',
  hybrid: 'middleware, `hybrid` mode',
  query: 'middleware, `query` mode',
  search: 'peer: one blocking search per call',
  'add-search': 'peer: add + search per call',
  'hybrid-slow': `middleware, \`hybrid\`, service ${slowLatencyMs} ms away`,
}

interface Group {
  framework: Framework
  variant: VariantName
  proxy: LatencyProxy
  client: ProfileContextClient
  memory: ProfileMemory | undefined
  ids: Map<string, string>
  errors: unknown[]
  background: Set<Promise<unknown>>
  /** Per conversation, per turn. */
  turns: Array<Array<{ ms: number; context: string }>>
  requests: number
  /** First turns measured after the conversations, one at a time: returning users after a restart, and new users. */
  returning: Array<{ ms: number; requests: number }>
  fresh: Array<{ ms: number; requests: number }>
}

const modes: Partial<Record<VariantName, NonNullable<ContextOptions['mode']>>> = {
  profile: 'profile',
  hybrid: 'hybrid',
  query: 'query',
  'hybrid-slow': 'hybrid',
}

function engine(group: Pick<Group, 'client' | 'ids' | 'errors'>, mode: NonNullable<ContextOptions['mode']>) {
  // The defaults a user gets: auto updates, default budgets and cache; ids kept in a Map shared across "restarts".
  return createProfileMemory({
    client: group.client,
    ids: group.ids,
    context: { mode },
    onError: (error) => group.errors.push(error),
  })
}

async function createGroup(service: ServiceProcess, framework: Framework, variant: VariantName): Promise<Group> {
  const proxy = await startLatencyProxy(service.baseURL, variant === 'hybrid-slow' ? slowLatencyMs : serviceLatencyMs)
  const group: Group = {
    framework,
    variant,
    proxy,
    client: benchClient(proxy.baseURL, { maxRetries: 0 }),
    memory: undefined,
    ids: new Map(),
    errors: [],
    background: new Set(),
    turns: [],
    requests: 0,
    returning: [],
    fresh: [],
  }
  const mode = modes[variant]
  if (mode !== undefined) group.memory = engine(group, mode)
  return group
}

function conversationOf(group: Group, pattern: Pattern, userId: string, turns: number): Conversation {
  const identity = { userId, conversationId: `${userId}-chat` }
  return group.framework === 'AI SDK `streamText`'
    ? aiSdkConversation(pattern, identity, group.background)
    : langchainConversation(pattern, identity, group.background, turns + 2)
}

/** The pattern of a group for one user; the peers' profile and scene are made beforehand, outside the measurement. */
async function patternOf(group: Group, direct: ProfileContextClient, userId: string): Promise<Pattern> {
  if (group.memory !== undefined) return { kind: 'middleware', memory: group.memory }
  if (group.variant === 'search' || group.variant === 'add-search') {
    const { id: profileId } = await direct.createProfile({ requestedId: userId })
    const { id: sceneId } = await direct.createScene(profileId)
    return { kind: group.variant, client: group.client, profileId, sceneId }
  }
  return { kind: 'bare' }
}

async function converse(
  group: Group,
  direct: ProfileContextClient,
  index: number,
  turns: number,
  think: [number, number],
) {
  const userId = `${group.variant}-${group.framework.startsWith('AI') ? 'ai' : 'lc'}-${index}`
  const conversation = conversationOf(group, await patternOf(group, direct, userId), userId, turns)
  const random = seeded(1000 + index)
  const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))
  return async () => {
    const outcomes: Array<{ ms: number; context: string }> = []
    // People do not all start typing in the same millisecond: starts are spread over one longest think time.
    await pause(random() * think[1])
    for (let turn = 0; turn < turns; turn += 1) {
      if (turn > 0) await pause(think[0] + random() * (think[1] - think[0]))
      outcomes.push(await conversation(userMessage(turn)))
    }
    group.turns.push(outcomes)
  }
}

/**
 * A first turn measured on its own, after the conversations: a new engine (as after a restart) with the same ids
 * store, for a user it knows (returning) or not (new). Requests counted are those made before the answer.
 */
async function firstTurn(group: Group, userId: string): Promise<{ ms: number; requests: number }> {
  const mode = modes[group.variant]
  const memory = mode === undefined ? undefined : engine(group, mode)
  const asked = () =>
    (group.proxy.counts.get('GET query') ?? 0) +
    (group.proxy.counts.get('POST profiles') ?? 0) +
    (group.proxy.counts.get('GET status') ?? 0)
  const before = asked()
  const pattern: Pattern = memory === undefined ? { kind: 'bare' } : { kind: 'middleware', memory }
  const conversation = conversationOf(group, pattern, userId, 1)
  const { ms } = await conversation('Hello again! Any idea what I could cook tonight?')
  const requests = asked() - before
  await memory?.close()
  return { ms, requests }
}

async function roundTrip(service: ServiceProcess): Promise<number> {
  const proxy = await startLatencyProxy(service.baseURL, serviceLatencyMs)
  try {
    const client = benchClient(proxy.baseURL, { maxRetries: 0 })
    const { id } = await client.createProfile({ requestedId: 'round-trip' })
    const samples: number[] = []
    for (let index = 0; index < 12; index += 1) {
      const start = now()
      await client.queryFacts(id, 'Where does the user live?')
      samples.push(now() - start)
    }
    return median(samples.slice(2))
  } finally {
    await proxy.close()
  }
}

function visibility(group: Group): { byK2: number; p50: number; max: number } {
  const distances = group.turns.flatMap((outcomes) => turnsUntilVisible(outcomes.map((outcome) => outcome.context)))
  const finite = distances.filter(Number.isFinite)
  return {
    byK2: distances.filter((distance) => distance <= 2).length / Math.max(1, distances.length),
    p50: median(distances),
    max: finite.length === distances.length ? Math.max(...distances) : Number.POSITIVE_INFINITY,
  }
}

function turnsLabel(value: number): string {
  return Number.isFinite(value) ? fixed(value, 0) : 'never'
}

const firstTurns = (group: Group) => group.turns.map((outcomes) => outcomes[0]?.ms ?? Number.NaN)
const warmTurns = (group: Group) => group.turns.flatMap((outcomes) => outcomes.slice(1).map((outcome) => outcome.ms))

/** Issue 13's targets, each checked against this run: the value, and whether it is met. */
function targetsTable(groups: readonly Group[], turns: number, roundTripMs: number): Table {
  const frameworks = ['AI SDK `streamText`', 'LangChain `createAgent`'] as const
  const find = (framework: Framework, variant: VariantName) =>
    groups.find((group) => group.framework === framework && group.variant === variant)
  const cell = (value: number, limit: number, format: (value: number) => string = milliseconds) =>
    Number.isFinite(value) ? `${format(value)} ${value <= limit ? '(met)' : '(missed)'}` : 'n/a'
  const added = (framework: Framework, variant: VariantName, at: 'p50' | 'p95') => {
    const bare = find(framework, 'bare')
    const group = find(framework, variant)
    if (bare === undefined || group === undefined) return Number.NaN
    return summarize(warmTurns(group))[at] - summarize(warmTurns(bare))[at]
  }
  const quiet = (framework: Framework, variant: VariantName, which: 'fresh' | 'returning') => {
    const bare = find(framework, 'bare')
    const group = find(framework, variant)
    if (bare === undefined || group === undefined) return Number.NaN
    return median(group[which].map((turn) => turn.ms)) - median(bare[which].map((turn) => turn.ms))
  }
  const perTurn = (framework: Framework, variant: VariantName) => {
    const group = find(framework, variant)
    return group === undefined ? Number.NaN : group.requests / Math.max(1, group.turns.length * turns)
  }
  const seen = (framework: Framework, variant: VariantName) => {
    const group = find(framework, variant)
    return group === undefined ? Number.NaN : visibility(group).byK2
  }
  const oneTrip = roundTripMs + 10
  const rows: Array<[string, (framework: Framework) => string]> = [
    ['`profile`, turns 2+: added p50 ≤ 2 ms', (f) => cell(added(f, 'profile', 'p50'), 2)],
    ['`profile`, turns 2+: added p95 ≤ 10 ms', (f) => cell(added(f, 'profile', 'p95'), 10)],
    [
      `first turn on its own, returning user, \`profile\`: ≤ one round trip + 10 ms (${milliseconds(oneTrip)})`,
      (f) => cell(quiet(f, 'profile', 'returning'), oneTrip),
    ],
    [
      `first turn on its own, new user, \`profile\`: ≤ one round trip + 10 ms (${milliseconds(oneTrip)})`,
      (f) => cell(quiet(f, 'profile', 'fresh'), oneTrip),
    ],
    [
      `\`hybrid\`, turns 2+: added p50 ≤ one round trip + 10 ms (${milliseconds(oneTrip)})`,
      (f) => cell(added(f, 'hybrid', 'p50'), oneTrip),
    ],
    [
      `\`hybrid\`, service ${slowLatencyMs} ms away, turns 2+: added p50 ≤ its per-turn budget (500 ms)`,
      (f) => cell(added(f, 'hybrid-slow', 'p50'), 500),
    ],
    ...(['profile', 'query', 'hybrid'] as const).map((mode): [string, (framework: Framework) => string] => [
      `\`${mode}\`: requests per turn ≤ 2.2`,
      (f) => cell(perTurn(f, mode), 2.2, (value) => fixed(value, 2)),
    ]),
    ...(['profile', 'hybrid'] as const).map((mode): [string, (framework: Framework) => string] => [
      `\`${mode}\`: every fact seen by turn k+2`,
      (f) => {
        const share = seen(f, mode)
        return Number.isFinite(share) ? `${percent(share, 0)} ${share === 1 ? '(met)' : '(missed)'}` : 'n/a'
      },
    ]),
  ]
  return {
    title: 'Against the targets of issue 13 (this run)',
    columns: ['Target', ...frameworks],
    rows: rows.map(([label, value]) => [label, ...frameworks.map(value)]),
  }
}

function tableOf(framework: Framework, groups: readonly Group[], turns: number): Table {
  const mine = groups.filter((group) => group.framework === framework)
  const bare = mine.find((group) => group.variant === 'bare')
  const first = firstTurns
  const warm = warmTurns
  const bareFirst = bare === undefined ? Number.NaN : summarize(first(bare)).p50
  const bareWarm = bare === undefined ? summarize([]) : summarize(warm(bare))
  const rows = mine.map((group) => {
    const label = variantLabels[group.variant]
    const conversations = group.turns.length
    const perTurn = group.requests / Math.max(1, conversations * turns)
    if (group.variant === 'bare') {
      return [
        label,
        `(${milliseconds(bareFirst)})`,
        `(${milliseconds(bareWarm.p50)})`,
        `(${milliseconds(bareWarm.p95)})`,
        '0',
        '—',
        '—',
        `(${milliseconds(median(group.fresh.map((turn) => turn.ms)))})`,
        `(${milliseconds(median(group.returning.map((turn) => turn.ms)))})`,
      ]
    }
    const warmSummary = summarize(warm(group))
    const seen = visibility(group)
    const quiet = (turnsOf: (group: Group) => Array<{ ms: number; requests: number }>) => {
      const samples = turnsOf(group)
      if (samples.length === 0) return '—'
      const baseline = bare === undefined ? Number.NaN : median(turnsOf(bare).map((turn) => turn.ms))
      const ms = median(samples.map((turn) => turn.ms)) - baseline
      return `${milliseconds(ms)} (${fixed(median(samples.map((turn) => turn.requests)), 0)} req.)`
    }
    return [
      label,
      milliseconds(summarize(first(group)).p50 - bareFirst),
      milliseconds(warmSummary.p50 - bareWarm.p50),
      milliseconds(warmSummary.p95 - bareWarm.p95),
      fixed(perTurn, 2),
      percent(seen.byK2, 0),
      `${turnsLabel(seen.p50)} (${turnsLabel(seen.max)})`,
      quiet((turnsOf) => turnsOf.fresh),
      quiet((turnsOf) => turnsOf.returning),
    ]
  })
  return {
    title: `A ${turns}-turn conversation with think time, ${framework}`,
    columns: [
      'Variant',
      'turn 1, new user: added',
      'turns 2+: added p50',
      'turns 2+: added p95',
      'requests / turn',
      'facts seen by turn k+2',
      'turns until seen: p50 (max)',
      'first turn on its own, new user: added (requests before the answer)',
      'first turn on its own, returning user: added (requests before the answer)',
    ],
    rows,
  }
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const conversations = options.quick ? 1 : 4
  const turns = options.quick ? 4 : facts.length
  const think: [number, number] = options.quick ? [200, 500] : [500, 3000]
  // Semantic recall off: its model would make the service itself, on this shared 2-core machine, the bottleneck of
  // 28 simultaneous chats, while this suite is about the wait the memory layer adds with a service 150 ms away (the
  // model's own cost is measured by the paraphrase and LoCoMo suites).
  const service = await startServiceProcess({ semanticRecall: false })
  const direct = benchClient(service.baseURL, { maxRetries: 0 })
  const groups: Group[] = []
  try {
    // One framework at a time, so that the simulated users of one do not slow the other's measurements.
    for (const framework of ['AI SDK `streamText`', 'LangChain `createAgent`'] as const) {
      const mine: Group[] = []
      for (const variant of Object.keys(variantLabels) as VariantName[]) {
        mine.push(await createGroup(service, framework, variant))
      }
      groups.push(...mine)
      // Warm-up outside the measurement: JIT, connections, the framework's code paths.
      const warmUp = await createGroup(service, framework, 'profile')
      await (await converse(warmUp, direct, 99, 2, [0, 0]))()
      await warmUp.memory?.close()
      await warmUp.proxy.close()

      const runs = await Promise.all(
        mine.flatMap((group) =>
          Array.from({ length: conversations }, (_, index) => converse(group, direct, index, turns, think)),
        ),
      )
      options.log(`conversation: ${framework}, ${runs.length} conversations of ${turns} turns at once`)
      const started = now()
      await Promise.all(runs.map((conversation) => conversation()))
      options.log(`conversation: all turns done in ${fixed((now() - started) / 1000, 1)} s; delivering the last ones`)
      for (const group of mine) {
        await group.memory?.close()
        await Promise.all([...group.background])
        group.requests = group.proxy.total()
      }
    }

    options.log('conversation: first turns, one at a time')
    for (const group of groups) {
      if (group.variant !== 'bare' && (group.memory === undefined || group.variant === 'hybrid-slow')) continue
      for (let index = 0; index < conversations; index += 1) {
        const userId = `${group.variant}-${group.framework.startsWith('AI') ? 'ai' : 'lc'}-${index}`
        group.returning.push(await firstTurn(group, userId))
        group.fresh.push(await firstTurn(group, `${userId}-new`))
      }
    }
    const roundTripMs = await roundTrip(service)
    const errors = groups.flatMap((group) => group.errors)
    const tables = (['AI SDK `streamText`', 'LangChain `createAgent`'] as const).map((framework) =>
      tableOf(framework, groups, turns),
    )
    const notes = [
      `One round trip to the service (a \`facts/query\` through the ${serviceLatencyMs} ms proxy), measured in this run: ${milliseconds(roundTripMs)} (p50).`,
      `${conversations} conversations per row, one framework at a time with all its ${(groups.length / 2) * conversations} conversations running at once, each user new; starts spread over ${think[1] / 1000} s, think time between turns drawn uniformly from ${think[0] / 1000}–${think[1] / 1000} s (seeded), real sleeping. "Added" = the row's p50 (p95) minus the bare model's p50 (p95) over the same turns; the mock models answer at once, so the time is the memory layer's. LangChain times are \`invoke\` to its end (the fake model answers at once).`,
      "Requests / turn: everything the row sent to the service through its proxy, identity creation, deliveries, refetches and status reads included, over all turns. The peers' profile and scene were created beforehand and are not counted.",
      "Facts: every turn says one new thing about the user and asks about what was said two turns earlier. A fact counts as seen at the first later turn whose injected context contains it; facts of the last two turns are not counted. `query` mode can only find a fact when the turn's message is about it (turn k+2 asks).",
      '"Turn 1, new user" is measured inside the conversations, while the other users talk; "first turn on its own" after them, one at a time: a new engine (as after a restart) with the same ids store, for a user it knows (returning) or one it has never seen (new); requests counted are those made before the answer (identity, questions, status reads).',
      `Defaults throughout: \`update: 'auto'\`, \`timeoutMs\` 1500, \`queryTimeoutMs\` 500, \`cacheTtlMs\` 300000, \`maxStaleMs\` 60000. Errors reported by the engines: ${errors.length}${errors[0] ? ` (first: ${String(errors[0])})` : ''}.`,
    ]
    const last = tables.at(-1)
    if (last) last.notes = notes
    tables.push(targetsTable(groups, turns, roundTripMs))
    return {
      title: 'Conversation',
      method:
        `Simulated chats against the reference service in its own Node process (in-memory SQLite, semantic recall off so that the service's own time stays small next to the simulated latency), every request delayed ${serviceLatencyMs} ms by a loopback proxy (one proxy per row, which also counts the row's requests). ` +
        'Each row runs its own conversations through the real adapter runtime (AI SDK `streamText` on `MockLanguageModelV4`; LangChain `createAgent` with a `MemorySaver` checkpointer on `fakeModel`), next to two patterns other memory integrations use, measured the same way.',
      tables,
    }
  } finally {
    await Promise.allSettled(groups.map((group) => group.memory?.close()))
    await Promise.allSettled(groups.map((group) => group.proxy.close()))
    await service.close()
  }
}

export const conversationSuite: Suite = { name: 'conversation', run }
