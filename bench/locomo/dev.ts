/**
 * Development harness for answer quality on LoCoMo: ingests once into a SQLite file, then re-asks the questions as
 * often as query-side code changes, without re-extracting or re-embedding (ingestion with embeddings takes minutes).
 *
 *   npx tsx bench/locomo/dev.ts ingest <dir>       # stores and updates every conversation into <dir>/locomo.db
 *   npx tsx bench/locomo/dev.ts ask <dir> [--dump <file>] [--only <category>]
 *
 * `ask` reports containment per category for the tuning split (conversations 0–4), the held-out split (5–9) and
 * all, against BM25 over raw turns at the same cap. Re-ingest after extraction code changes.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Message } from '../../src/client/types'
import { createServer } from '../../src/server/index'
import { inProcessClient, loadModel } from '../lib/in-process'
import { RawTurnSearch } from './baseline'
import { loadLocomo, routeQuestion } from './dataset'
import { contains } from './score'

const answerCap = 400
const [mode, dir, ...rest] = process.argv.slice(2)
if ((mode !== 'ingest' && mode !== 'ask') || !dir) {
  console.error('usage: dev.ts ingest|ask <dir> [--dump <file>] [--only <category>]')
  process.exit(2)
}
const flag = (name: string) => {
  const index = rest.indexOf(name)
  return index >= 0 ? rest[index + 1] : undefined
}
mkdirSync(dir, { recursive: true })
const conversations = loadLocomo()
if (!conversations) throw new Error('LoCoMo not found')
const server = await createServer({
  db: join(dir, 'locomo.db'),
  apiKeys: ['dev-key'],
  semanticRecall: { queryTimeoutMs: 5000 },
  logger: { info: () => {}, warn: (message) => console.error(message), error: (message) => console.error(message) },
})
const client = inProcessClient(server, 'dev-key', { timeout: 3_600_000 })
const profileIdOf = (conversation: string, speaker: string) => `${conversation}-${speaker}`.toLowerCase()

try {
  await loadModel(server, client, { requestedId: 'dev-warm-up', timestamp: 1_700_000_000 })
  if (mode === 'ingest') {
    const began = performance.now()
    for (const conversation of conversations) {
      for (const speaker of conversation.speakers) {
        const { id } = await client.createProfile({ requestedId: profileIdOf(conversation.id, speaker) })
        for (const session of conversation.sessions) {
          const scene = await client.createScene(id)
          const messages: Message[] = session.map((turn) => ({
            role: turn.speaker === speaker ? 'user' : 'assistant',
            content: turn.text,
            timestamp: turn.timestamp,
          }))
          await client.addText(id, scene.id, messages)
        }
        await client.runUpdate(id)
        await client.waitForIdle(id, { pollInterval: 100, timeout: 3_600_000 })
        console.error(`ingested ${id} at ${((performance.now() - began) / 1000).toFixed(0)} s`)
      }
    }
  } else {
    const dump = flag('--dump')
    const only = flag('--only')
    if (dump) writeFileSync(dump, '')
    type Tally = { n: number; service: number; baseline: number; chars: number }
    const tallies = new Map<string, Tally>()
    const add = (key: string, service: boolean, baseline: boolean, chars: number) => {
      const tally = tallies.get(key) ?? { n: 0, service: 0, baseline: 0, chars: 0 }
      tally.n += 1
      tally.service += Number(service)
      tally.baseline += Number(baseline)
      tally.chars += chars
      tallies.set(key, tally)
    }
    const times: number[] = []
    for (const [position, conversation] of conversations.entries()) {
      const split = position < 5 ? 'tune' : 'held'
      const search = new RawTurnSearch(conversation.sessions.flat())
      for (const item of conversation.questions) {
        if (only && String(item.category) !== only) continue
        const speaker = conversation.speakers[routeQuestion(item.question, conversation.speakers)]
        const began = performance.now()
        const { result } = await client.queryFacts(profileIdOf(conversation.id, speaker ?? ''), item.question)
        times.push(performance.now() - began)
        const baseline = search.answer(item.question, answerCap)
        const service = contains(result, item.answer)
        const base = contains(baseline, item.answer)
        for (const key of [`${split} ${item.category}`, `all ${item.category}`, `${split} *`, 'all *']) {
          add(key, service, base, result.length)
        }
        if (dump) {
          const record = { conversation: position, category: item.category, question: item.question, gold: item.answer }
          appendFileSync(dump, `${JSON.stringify({ ...record, service, base, result, baseline })}\n`)
        }
      }
    }
    times.sort((left, right) => left - right)
    for (const split of ['tune', 'held', 'all']) {
      const line = ['1', '2', '3', '4', '*'].map((category) => {
        const tally = tallies.get(`${split} ${category}`)
        if (!tally) return `${category}: -`
        const service = (100 * tally.service) / tally.n
        const baseline = (100 * tally.baseline) / tally.n
        const mark = service >= baseline + 5 - 1e-9 ? '✓' : '✗'
        return `${category}: ${service.toFixed(1)} vs ${baseline.toFixed(1)} ${mark}`
      })
      const all = tallies.get(`${split} *`)
      console.log(`${split.padEnd(4)} ${line.join(' | ')} | chars ${all ? (all.chars / all.n).toFixed(0) : '-'}`)
    }
    console.log(`query p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`)
  }
} finally {
  await server.close()
}
