import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createTempDatabase, readRows } from './helpers/temp-db'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** 13 May 2023, 17:46 UTC. */
const may13 = 1_684_000_000
const day = 86_400

describe('the embedded defaults through the service (rule extractor, lexical answerer, client)', () => {
  it('a multi-turn conversation over two scenes: facts in passing, a correction, relative dates, an unknown', async () => {
    const { file, remove } = createTempDatabase()
    const server = await startServer({ port: 0, db: file, apiKeys: ['k'] })
    cleanups.push(remove, () => server.close())
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
    const { id } = await client.createProfile({ requestedId: 'ana-user' })
    const first = await client.createScene(id)
    const second = await client.createScene(id)
    await client.addText(
      id,
      first.id,
      [
        { role: 'assistant', content: 'How are you settling in?', timestamp: may13 },
        { role: 'user', content: 'Pretty well! I live in Lisbon. My sister is called Ana.', timestamp: may13 + 30 },
        { role: 'assistant', content: 'Lovely. Anything new at work?', timestamp: may13 + 45 },
        { role: 'user', content: 'I started a nursing job last week.', timestamp: may13 + 60 },
      ],
      { updateNow: true, waitForResult: true },
    )
    await client.addText(
      id,
      second.id,
      [{ role: 'user', content: 'Big news: I moved to Porto last month.', timestamp: may13 + 90 * day }],
      {
        updateNow: true,
        waitForResult: true,
      },
    )

    const home = (await client.queryFacts(id, 'Where does the user live?')).result
    expect(home).toMatch(/The user lives in Porto/)
    expect(home).not.toMatch(/The user lives in Lisbon/)
    expect((await client.queryFacts(id, "What is the user's sister called?")).result).toMatch(/sister is called Ana/)
    expect((await client.queryFacts(id, 'When did the user start the nursing job?')).result).toMatch(
      /nursing job.*May 2023/,
    )
    expect((await client.queryFacts(id, "What is the user's favourite food?")).result).toMatch(/Nothing is known/i)

    const lisbon = readRows<{ superseded_by: number | null }>(
      file,
      "SELECT superseded_by FROM facts WHERE text LIKE '%Lisbon%'",
    )
    expect(lisbon).toHaveLength(1)
    expect(lisbon[0]?.superseded_by).not.toBeNull()
  })
})
