import { defaultProfileQuestion, ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { createTempDatabase } from './helpers/temp-db'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const day = 86_400
/** Monday 15 January 2024, 18:00 UTC: the first chat. Later chats come weeks apart. */
const january15 = Date.UTC(2024, 0, 15, 18) / 1000
/** Monday 15 April 2024, 18:00 UTC. */
const april15 = Date.UTC(2024, 3, 15, 18) / 1000

/** A user who tells about themselves over three chats months apart, moves, and plans a race. */
const chats: Message[][] = [
  [
    { role: 'assistant', content: 'Hi! Tell me a bit about yourself.', timestamp: january15 },
    {
      role: 'user',
      content: "Hi! I'm Maya. I live in Lisbon and I work as a nurse at the city hospital.",
      timestamp: january15 + 40,
    },
    { role: 'assistant', content: 'Nice! Family? Pets?', timestamp: january15 + 50 },
    {
      role: 'user',
      content: "My wife Leila is a painter. We adopted a golden retriever named Max. I'm allergic to peanuts.",
      timestamp: january15 + 120,
    },
    { role: 'assistant', content: 'I live in Paris and I love cheese.', timestamp: january15 + 130 },
  ],
  [
    { role: 'assistant', content: 'Any plans for dinner?', timestamp: january15 + 20 * day },
    {
      role: 'user',
      content: "I've been vegetarian for ten years, so probably lentils. On weekends I go surfing.",
      timestamp: january15 + 20 * day + 60,
    },
    { role: 'assistant', content: 'So you live in Lisbon?', timestamp: january15 + 20 * day + 70 },
    { role: 'user', content: "Yes, that's right.", timestamp: january15 + 20 * day + 90 },
  ],
  [
    { role: 'user', content: 'Big news: we moved to Porto last week! I live in Porto now.', timestamp: april15 },
    {
      role: 'user',
      content: "Also I'm running the Berlin marathon in September.",
      timestamp: april15 + 300,
    },
  ],
]

async function startProfile(options: { maxAnswerChars?: number } = {}) {
  const { file, remove } = createTempDatabase()
  let server = await startServer({ port: 0, db: file, apiKeys: ['k'], ...options })
  cleanups.push(remove, () => server.close())
  const client = () => new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
  const { id } = await client().createProfile({ requestedId: 'maya' })
  for (const chat of chats) {
    const scene = await client().createScene(id)
    await client().addText(id, scene.id, chat, { updateNow: true, waitForResult: true })
  }
  const ask = async (question: string) => (await client().queryFacts(id, question)).result
  const restart = async () => {
    await server.close()
    server = await startServer({ port: 0, db: file, apiKeys: ['k'], ...options })
  }
  return { ask, restart }
}

describe('facts that stay current, with the right dates, in answers a model can use', () => {
  it('answers questions asked in other words with the current value, the replaced one as past', async () => {
    const { ask, restart } = await startProfile()
    const home = 'The user lives in Porto (since the week before 15 April 2024; before that, the user lived in Lisbon).'
    expect(await ask('Where does the user live?')).toBe(home)
    for (const question of [
      "What is the user's job?",
      "What is the user's occupation?",
      'What do they do for a living?',
    ]) {
      expect(await ask(question), question).toMatch(/^The user works as a nurse/)
    }
    expect(await ask('Is the user married?')).toMatch(/^The user's wife is called Leila/)
    expect(await ask('Does the user have pets?')).toMatch(/^The user has a golden retriever named Max/)
    expect(await ask('Does the user have any dietary restrictions?')).toMatch(/^The user is vegetarian/)
    expect(await ask('What are the hobbies of the user?')).toMatch(/surfing/)
    expect(await ask('When is the Berlin marathon?')).toMatch(/Berlin marathon in September 2024/)
    // Asked about one kind of person or animal, another kind's fact is no answer (another pet still tells of pets).
    expect(await ask("What is the name of the user's wife?")).toMatch(/Leila/)
    expect(await ask("What is the name of the user's dog?")).toMatch(/^The user has a golden retriever named Max/)
    for (const question of [
      'Does the user have any siblings?',
      "What is the name of the user's son?",
      "What is the user's mother called?",
    ]) {
      expect(await ask(question), question).toBe('Nothing is known about the user that answers this question.')
    }
    // The assistant's words are not the user's.
    expect(await ask('Does the user love cheese in Paris?')).toBe(
      'Nothing is known about the user that answers this question.',
    )
    for (const question of ['Where does the user live?', 'What is the user allergic to?']) {
      expect((await ask(question)).length).toBeLessThanOrEqual(400)
    }
    // After a restart the index is rebuilt from the file, the replaced value included.
    await restart()
    expect(await ask('Where does the user live?')).toBe(home)
  })

  it('summarizes the whole profile by topic for the engine question, keeping every current fact', async () => {
    const { ask } = await startProfile()
    const summary = await ask(defaultProfileQuestion)
    expect(summary.length).toBeLessThanOrEqual(1500)
    expect(summary).toMatch(/^About the user:\n/)
    expect(summary).toMatch(/\nWho: their name is Maya\.\n/)
    expect(summary).toMatch(
      /\nHome: lives in Porto \(since the week before 15 April 2024; before that, the user lived in Lisbon\)\.\n/,
    )
    expect(summary).toMatch(/\nWork and study: works as a nurse/)
    expect(summary).toMatch(
      /\nFamily and pets: .*wife is called Leila.*golden retriever named Max|\nFamily and pets: .*golden retriever named Max.*wife is called Leila/,
    )
    expect(summary).toMatch(/\nHealth and diet: .*allergic to peanuts/)
    expect(summary).toMatch(/\nHealth and diet: .*vegetarian/)
    expect(summary).toMatch(/\nLikes and hobbies: .*surfing/)
    expect(summary).toMatch(/\nPlans and recent events: .*Berlin marathon in September 2024/)
    expect(summary).not.toMatch(/Paris|cheese/)
  })

  it('caps answers at maxAnswerChars and rejects a bad cap naming the option', async () => {
    const { ask } = await startProfile({ maxAnswerChars: 80 })
    const answer = await ask('Tell me about the user allergic peanuts nurse Porto marathon')
    expect(answer.length).toBeLessThanOrEqual(80)
    expect(answer.length).toBeGreaterThan(20)
    await expect(startServer({ port: 0, maxAnswerChars: 5 })).rejects.toThrow(/maxAnswerChars/)
    await expect(startServer({ port: 0, maxSummaryChars: 1.5 })).rejects.toThrow(/maxSummaryChars/)
  })
})
