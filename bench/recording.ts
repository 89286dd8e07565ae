import { createProfileMemory } from '../src/memory/index'
import type { ProfileMemoryOptions } from '../src/memory/types'
import { fixed, integer, megabytes, milliseconds } from './lib/format'
import { startLatencyProxy } from './lib/latency-proxy'
import { collectGarbage, sampleMemory } from './lib/memory-sampler'
import type { SuiteReport } from './lib/report'
import { benchClient, startServiceProcess } from './lib/service'
import { now } from './lib/stats'
import type { Suite, SuiteOptions } from './lib/suite'

interface Outcome {
  mode: string
  requests: number
  byRoute: string
  recordNsPerCall: number
  flushMs: number
  heapPeak: number
  rssPeak: number
  sent: number
  dropped: number
  failed: number
  errors: number
}

async function recordTurns(
  label: string,
  settings: Pick<ProfileMemoryOptions, 'update' | 'batch' | 'waitForUpdate'>,
  turns: number,
  users: number,
): Promise<Outcome> {
  const service = await startServiceProcess()
  const proxy = await startLatencyProxy(service.baseURL)
  let errors = 0
  const memory = createProfileMemory({
    client: benchClient(proxy.baseURL),
    ...settings,
    // 10,000 turns are 20,000 messages, all enqueued in one burst: room for all of them, so none is dropped.
    maxQueuedMessages: turns * 2,
    onError: () => {
      errors += 1
    },
  })
  try {
    const turnsPerUser = Math.ceil(turns / users)
    const inputs = Array.from({ length: turns }, (_, index) => ({
      userId: `user-${index % users}`,
      conversationId: 'chat',
      messages: [
        {
          role: 'user' as const,
          content: `Turn ${Math.floor(index / users)} of ${turnsPerUser}: I went climbing in Bern with my sister.`,
        },
        { role: 'assistant' as const, content: 'That sounds like a great day out! How high did you climb?' },
      ],
    }))
    collectGarbage()
    const sampler = sampleMemory(2)
    const start = now()
    for (const input of inputs) memory.recordTurn(input)
    const enqueued = now()
    await memory.flush()
    const flushed = now()
    const peaks = sampler.stop()
    const stats = memory.stats()
    const byRoute = [...proxy.counts.entries()]
      .sort((left, right) => right[1] - left[1])
      .map(([route, count]) => `${route} ${integer(count)}`)
      .join(', ')
    return {
      mode: label,
      requests: proxy.total(),
      byRoute,
      recordNsPerCall: ((enqueued - start) * 1e6) / turns,
      flushMs: flushed - enqueued,
      heapPeak: peaks.heapUsed,
      rssPeak: peaks.rss,
      sent: stats.sentMessages,
      dropped: stats.dropped,
      failed: stats.failed,
      errors,
    }
  } finally {
    await memory.close()
    await proxy.close()
    await service.close()
  }
}

async function run(options: SuiteOptions): Promise<SuiteReport> {
  const turns = options.quick ? 1_000 : 10_000
  const users = options.quick ? 10 : 100
  const outcomes: Outcome[] = []
  for (const [label, settings] of [
    ['`auto` (update_now per turn)', { update: 'auto' }],
    ['`manual` (batches of 20, update after flush)', { update: 'manual', batch: { maxMessages: 20 } }],
    ['`manual`, updates left to the caller', { update: 'manual', batch: { maxMessages: 20, runUpdate: 'never' } }],
  ] as const) {
    options.log(`recording: ${integer(turns)} turns, ${label}`)
    outcomes.push(await recordTurns(label, settings, turns, users))
  }
  return {
    title: 'Recording',
    method:
      `${integer(turns)} turns (one user and one assistant message each, ${integer(turns * 2)} messages) from ${users} users, one conversation each, enqueued with \`recordTurn\` in one burst, then \`flush()\`. ` +
      'Each mode runs against a fresh reference service in its own process; a loopback proxy counts the HTTP requests. ' +
      'Memory is this (client) process only: the peak above the level before the burst, sampled every 2 ms.',
    tables: [
      {
        title: `${integer(turns)} turns per mode`,
        columns: [
          'Mode',
          'HTTP requests',
          'messages/request',
          '`recordTurn` cost',
          'time to `flush()`',
          'peak heap growth',
          'peak RSS growth',
          'delivered',
          'dropped / failed',
        ],
        rows: outcomes.map((outcome) => [
          outcome.mode,
          integer(outcome.requests),
          fixed(outcome.sent / Math.max(1, outcome.requests), 1),
          `${integer(outcome.recordNsPerCall)} ns/call`,
          milliseconds(outcome.flushMs),
          megabytes(outcome.heapPeak),
          megabytes(outcome.rssPeak),
          integer(outcome.sent),
          `${outcome.dropped} / ${outcome.failed}`,
        ]),
        notes: [
          ...outcomes.map(
            (outcome) => `${outcome.mode} requests by route: ${outcome.byRoute}; errors reported: ${outcome.errors}.`,
          ),
          'Memory columns: the peak above the level before the burst. RSS grows little when the heap reuses pages an earlier mode already took from the system.',
          '`recordTurn` cost: the enqueue loop time divided by the number of calls (it returns at once; delivery happens in the background).',
          '`maxQueuedMessages` is set to the burst size so that nothing is dropped; with the default (10,000) the overflow rule would drop the oldest unsent messages of such a burst and report them.',
        ],
      },
    ],
  }
}

export const recordingSuite: Suite = { name: 'recording', run }
