import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { createTempDatabase } from './helpers/temp-db'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Tuesday 2 April 2024, 18:00 UTC, then a chat three weeks later. */
const april2 = Date.UTC(2024, 2 + 1, 2, 18) / 1000
const later = april2 + 21 * 86_400

const chats: Message[][] = [
  [
    { role: 'user', content: "I'm an ICU nurse at St. Mary's, so my hours are all over the place.", timestamp: april2 },
    { role: 'assistant', content: 'That sounds demanding.', timestamp: april2 + 10 },
    { role: 'user', content: 'My partner Sam is a teacher at a primary school.', timestamp: april2 + 60 },
    { role: 'user', content: 'We used to live in Leeds but relocated to Bristol in 2021.', timestamp: april2 + 120 },
    {
      role: 'user',
      content: 'Thinking about doing the Bristol half marathon next May, if my knee holds up.',
      timestamp: april2 + 180,
    },
  ],
  [
    {
      role: 'user',
      content: 'Big news: I quit the hospital job and started at Great Ormond Street last week!',
      timestamp: later,
    },
  ],
]

describe('facts said as people chat them, end to end over HTTP', () => {
  it('keeps a relative’s job apart from the user’s, follows a compound change, dates a tentative plan', async () => {
    const { file, remove } = createTempDatabase()
    const server = await startServer({ port: 0, db: file, apiKeys: ['k'], semanticRecall: false })
    cleanups.push(remove, () => server.close())
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
    const { id } = await client.createProfile({ requestedId: 'hannah' })
    for (const chat of chats) {
      const scene = await client.createScene(id)
      await client.addText(id, scene.id, chat, { updateNow: true, waitForResult: true })
    }
    const ask = async (question: string) => (await client.queryFacts(id, question)).result

    const partner = await ask("What does the user's partner do?")
    expect(partner).toContain('teacher')
    const job = await ask("What is the user's job?")
    expect(job).toContain('nurse')
    expect(job).not.toContain('teacher')

    const employer = await ask('Where does the user work?')
    expect(employer).toContain(
      "The user works at Great Ormond Street (since the week before 23 April 2024; before that, the user worked at St. Mary's)",
    )

    expect(await ask('Where does the user live?')).toContain('Bristol')
    expect(await ask('Where did the user live before?')).toContain('Leeds')
    expect(await ask('What race is the user training for?')).toMatch(/half marathon in May 2025/)
  })
})
