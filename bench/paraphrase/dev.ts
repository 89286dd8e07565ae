import { nothingKnown } from '../../src/server/answer/index'
import { createServer } from '../../src/server/index'
import { inProcessClient, loadModel } from '../lib/in-process'
import { conversation } from './index'
import { personas } from './personas'

const verbose = process.argv.includes('--verbose')
const server = await createServer({
  apiKeys: ['dev-key'],
  semanticRecall: { queryTimeoutMs: 5000, ...JSON.parse(process.env.DEV_SEMANTIC ?? '{}') },
})
const client = inProcessClient(server, 'dev-key')
const tally = {
  tune: { found: 0, n: 0, none: 0, unknown: 0, chars: 0 },
  held: { found: 0, n: 0, none: 0, unknown: 0, chars: 0 },
}
try {
  await loadModel(server, client, { requestedId: 'warm-up', timestamp: 1_700_000_000 })
  for (const [index, persona] of personas.entries()) {
    const split = index < 5 ? tally.tune : tally.held
    const { id } = await client.createProfile({ requestedId: persona.name.toLowerCase() })
    const scene = await client.createScene(id)
    await client.addText(id, scene.id, conversation(persona, index + 1), { updateNow: true, waitForResult: true })
    for (const { question, expect } of persona.questions) {
      const { result } = await client.queryFacts(id, question)
      const head = result.slice(0, 400).toLowerCase()
      const ok = expect.some((word) => head.includes(word.toLowerCase()))
      split.n += 1
      split.chars += result.length
      split.found += Number(ok)
      if (!ok || verbose) console.log(`${ok ? 'ok  ' : 'MISS'} ${persona.name}: ${question}\n     ${result}`)
    }
    for (const question of persona.unknown) {
      const { result } = await client.queryFacts(id, question)
      split.unknown += 1
      split.none += Number(result === nothingKnown)
      if (result !== nothingKnown) console.log(`NOISE ${persona.name}: ${question}\n     ${result}`)
    }
  }
  for (const [name, t] of Object.entries(tally)) {
    console.log(
      `${name}: found ${t.found}/${t.n}, nothing-known ${t.none}/${t.unknown}, mean chars ${(t.chars / t.n).toFixed(0)}`,
    )
  }
} finally {
  await server.close()
}
