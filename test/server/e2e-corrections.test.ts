import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { startDefaultService } from './helpers/default-service'
import { createTempDatabase } from './helpers/temp-db'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Thursday 9 May 2024, 09:00 UTC. */
const may9 = Date.UTC(2024, 4, 9, 9) / 1000
const nothing = 'Nothing is known about the user that answers this question.'

/** A chat in which the user says something, talks of other things for a while, then corrects it. */
function chat(said: string, correction: string, between: number): Message[] {
  const messages: Message[] = [{ role: 'user', content: said, timestamp: may9 }]
  for (let index = 0; index < between; index += 1) {
    messages.push({
      role: 'user',
      content: `How do I convert ${index + 2} cups to millilitres?`,
      timestamp: may9 + 60 * index + 60,
    })
    messages.push({ role: 'assistant', content: 'Sure — here is an answer.', timestamp: may9 + 60 * index + 90 })
  }
  messages.push({ role: 'user', content: correction, timestamp: may9 + 86_400 })
  return messages
}

async function ask(messages: Message[], question: string, batches: 1 | 2 = 1): Promise<string> {
  // "Should I offer the user a beer?" is found by meaning: the helper lets a question wait for its vector.
  const { client, close } = await startDefaultService()
  cleanups.push(close)
  const { id } = await client.createProfile({})
  const scene = await client.createScene(id)
  // In one update, or the correction in an update of its own after the rest was stored.
  const parts = batches === 1 ? [messages] : [messages.slice(0, -1), messages.slice(-1)]
  for (const part of parts) await client.addText(id, scene.id, part, { updateNow: true, waitForResult: true })
  return (await client.queryFacts(id, question)).result
}

describe('a correction many messages after what it corrects (real service, SQLite file)', () => {
  for (const batches of [1, 2] as const) {
    it(`replaces the value, and the earlier facts without a key go (${batches === 1 ? 'one update' : 'two updates'})`, async () => {
      const answer = await ask(
        chat(
          'my daughter Emi is expecting her first baby in october so I will be a grandfather!!',
          'correction, baby is due in november not october. emi told me yesterday the hospital had the dates wrong',
          12,
        ),
        'When is the user’s grandchild due?',
        batches,
      )
      expect(answer).toMatch(/^The user's daughter Emi is expecting her first baby in November 2024/)
      expect(answer).not.toMatch(/october/i)
    })
  }

  it('applies "I said 5 earlier, she is actually 6" to what was said, and never quotes the 5 again, after a restart too', async () => {
    const { file, remove } = createTempDatabase()
    cleanups.push(remove)
    const messages = chat(
      'we adopted our daughter Róisín two years ago, she is 5',
      "sorry i said 5 earlier, she's actually 6, she had her birthday in march. mother of the year here 🙈",
      10,
    )
    let profileId = ''
    for (const restart of [false, true]) {
      const server = await startServer({ port: 0, db: file, apiKeys: ['k'] })
      const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
      if (!restart) {
        profileId = (await client.createProfile({})).id
        const scene = await client.createScene(profileId)
        await client.addText(profileId, scene.id, messages, { updateNow: true, waitForResult: true })
      }
      const answer = (await client.queryFacts(profileId, 'How old is the user’s daughter?')).result
      await server.close()
      expect(answer).toMatch(/Róisín[^.]*6/)
      // Neither the fact nor the quoted message says 5 any more (the filler's "convert 5 cups" is not about her).
      expect(answer).not.toMatch(/\bshe(?: is|'s) 5\b/)
    }
  })

  it('gives the corrected value without the mistake as a past one ("before that, … Lisbon" was never true)', async () => {
    const answer = await ask(
      chat('I live in Lisbon with my husband.', 'Sorry, I meant Porto, not Lisbon.', 4),
      'Where does the user live?',
    )
    expect(answer).toMatch(/^The user lives in Porto/)
    expect(answer).not.toMatch(/lisbon/i)
  })

  it('moves a date said before when a later message reschedules it, and no longer quotes the old one', async () => {
    const answer = await ask(
      chat(
        "We're moving down to Hobart in July for my new job at the CSIRO lab, can't wait to escape the humidity",
        "update on the Hobart thing — start date's been pushed back to October, so we're stuck up here another season",
        12,
      ),
      'When is the user relocating?',
    )
    expect(answer).toMatch(/Hobart in October 2024/)
    // The old date only as the one it was moved from.
    expect(answer).toMatch(/\(moved from July 2024\)/)
    expect(answer).not.toMatch(/in july/i)
  })

  it('reads a bare date answering "When is the wedding?", and moves it when the wedding is moved', async () => {
    const messages: Message[] = [
      {
        role: 'user',
        content: 'its for my wedding guest list lol. arjun and i got engaged last month',
        timestamp: may9,
      },
      { role: 'assistant', content: 'Congratulations! When and where is the wedding?', timestamp: may9 + 30 },
      { role: 'user', content: '14 december, in jaipur. his family is from there', timestamp: may9 + 60 },
      ...chat('How do I convert cups to millilitres?', 'And grams to ounces?', 8).map((said, index) => ({
        ...said,
        timestamp: may9 + 120 + index * 60,
      })),
      {
        role: 'user',
        content: 'ok wedding update 🙄 the pandit says december has no good muhurat so its moved to 9 feb 2025',
        timestamp: may9 + 86_400,
      },
    ]
    expect(await ask(messages.slice(0, 3), 'When is the user’s wedding?')).toMatch(/14 December 2024/)
    const moved = await ask(messages, 'When is the user’s wedding?')
    expect(moved).toMatch(/The user's wedding is on 9 February 2025 \(moved from 14 December 2024\)/)
    expect(moved).not.toMatch(/replied: "14 december/i)
  })

  it('reads "small change … start is not 15 may, it is 3 june" as a correction of the start date', async () => {
    const answer = await ask(
      chat(
        'good news!! i get the job in Stavanger 🎉 start 15 may. now i need make budget',
        'small change. company write me today, start is not 15 may, it is 3 june, because of permit papers',
        6,
      ),
      'On what date does the user start working in Norway?',
    )
    // Asked of work starting, the new job is found though the user said "get the job … start".
    expect(answer).toMatch(/3 June 2024 \(moved from 15 May 2024\)/)
  })

  it('moves a date by a verb in the present, as a non-native speaker says it ("opening move to 15 july now")', async () => {
    const answer = await ask(
      chat(
        'this is for my own bakery 🥐 i open it with my cousin in Da Nang. opening 1 june',
        'bad news 😭 construction is delay, opening move to 15 july now. i have no salary',
        4,
      ),
      'When is the user’s bakery opening?',
    )
    expect(answer).toMatch(/15 July 2024/)
    expect(answer).not.toMatch(/1 june/i)
  })

  it('reads a bare answer with an aside, taken back in the same breath ("33. wait no 34, …")', async () => {
    const messages: Message[] = [
      { role: 'assistant', content: 'How old are you, if you don’t mind me asking?', timestamp: may9 },
      { role: 'user', content: '33. wait no 34, birthday was last week haha', timestamp: may9 + 60 },
    ]
    expect(await ask(messages, 'How old is the user?')).toMatch(/^The user is 34 years old/)
  })

  it('keeps "i dont drink anymore" as not drinking, not its opposite', async () => {
    const answer = await ask(
      [{ role: 'user', content: 'btw i dont drink anymore, 3 years sober in august', timestamp: may9 }],
      'Should I offer the user a beer?',
    )
    expect(answer).toMatch(/does not drink alcohol/)
    expect(answer).not.toMatch(/does drink/)
    expect(nothing).not.toBe(answer)
  })

  it('takes a change of plans with its reason after it, and the plan it replaces goes, its key too', async () => {
    for (const batches of [1, 2] as const) {
      const messages = chat(
        'going to Lisbon in May',
        'change of plans, Porto instead of Lisbon, flights were way cheaper',
        8,
      )
      const answer = await ask(messages, 'Which city is the user visiting in May?', batches)
      expect(answer).toMatch(/Porto/)
      expect(answer).not.toMatch(/Lisbon/)
    }
  })

  it('reads a correction that says what it is about first, and a weekday shortened', async () => {
    const exchange = await ask(
      chat(
        'About exchange program. I will go to Toronto in September for three months.',
        'Sorry, correction about the exchange email: it is Vancouver, not Toronto. Toronto was first plan but hospital changed it.',
        6,
      ),
      'Where is the user going for the exchange program?',
    )
    expect(exchange).toMatch(/Vancouver/)
    expect(exchange).not.toMatch(/will go to Toronto/)
    const pottery = await ask(
      chat(
        'I just signed up for pottery class at Tiong Bahru, every Wed night',
        'eh actually changed to Thurs. Wed clash with my tuition kids',
        6,
      ),
      'Which evening is the user’s pottery class?',
    )
    expect(pottery).toMatch(/every Thurs night/)
    expect(pottery).not.toMatch(/every Wed night/)
  })

  it('reads a correction opening a later sentence, said with its verb and a bare day, and keeps the rest', async () => {
    const messages: Message[] = [
      {
        role: 'user',
        content:
          'My girlfriend Valentina comes to visit from Buenos Aires on 20 of February, what can we do in Madrid?',
        timestamp: may9,
      },
      { role: 'assistant', content: 'Does she like architecture?', timestamp: may9 + 30 },
      {
        role: 'user',
        content: 'Yes, she is an architect, she loves buildings. Ah sorry, she arrives the 22, the flight changed.',
        timestamp: may9 + 60,
      },
    ]
    const arrival = await ask(messages, 'When does the user’s girlfriend arrive?')
    expect(arrival).toMatch(/22 February 2025/)
    expect(arrival).not.toMatch(/on 20 February/)
    expect(await ask(messages, 'What does the user’s girlfriend do for a living?')).toMatch(/architect/)
  })

  it('reads "wait no, wednesday" in a message of its own as moving the day said before', async () => {
    // Thursday 9 May: "tuesday" is 14 May, and "wednesday" the day after it.
    const trip = await ask(
      chat(
        'off to riyadh tuesday for a client site visit, 2 days only',
        'wait no, wednesday. they moved the meeting 🙄',
        2,
      ),
      'When does the user leave for the site visit?',
    )
    expect(trip).toMatch(/^The user is off to Riyadh on Wednesday 15 May 2024 for a client site visit/)
    expect(trip).toMatch(/moved from 14 May 2024/)
  })
})
