import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/client/types'
import { defaultProfileQuestion } from '../../src/memory/index'
import { createLexicalAnswerer } from '../../src/server/answer'
import { createRuleExtractor } from '../../src/server/extract'
import { createProfileIndex, type ProfileIndex } from '../../src/server/retrieval'
import type { FactRecord, SourceMessage } from '../../src/server/types'

interface Turn {
  scene: string
  role: Role
  content: string
  /** Unix seconds. */
  at: number
}

const utc = (year: number, month: number, day: number, hour = 12) => Date.UTC(year, month - 1, day, hour) / 1000

/** Extracts every message into one profile's index, letting a newer keyed fact supersede the older one. */
async function buildProfile(turns: Turn[]): Promise<ProfileIndex> {
  const extractor = createRuleExtractor()
  const index = createProfileIndex()
  const current = new Map<string, number>()
  const byScene = new Map<string, SourceMessage[]>()
  let factId = 0
  for (const [position, turn] of turns.entries()) {
    const message: SourceMessage = {
      id: position + 1,
      sceneId: turn.scene,
      role: turn.role,
      content: turn.content,
      timestamp: turn.at,
    }
    const scene = byScene.get(turn.scene) ?? []
    const facts = await extractor.extract(message, {
      profileId: 'maya',
      previous: scene.slice(-3),
      signal: new AbortController().signal,
    })
    scene.push(message)
    byScene.set(turn.scene, scene)
    index.addMessage(message)
    for (const extracted of facts) {
      const record: FactRecord = {
        ...extracted,
        id: ++factId,
        profileId: 'maya',
        sceneId: turn.scene,
        messageId: message.id,
        timestamp: message.timestamp,
      }
      if (record.key) {
        const older = current.get(record.key)
        if (older !== undefined) index.removeFact(older)
        current.set(record.key, record.id)
      }
      index.addFact(record)
    }
  }
  return index
}

const conversation: Turn[] = [
  { scene: 'onboarding', role: 'assistant', content: 'Welcome! Tell me a bit about yourself.', at: utc(2023, 5, 8) },
  {
    scene: 'onboarding',
    role: 'user',
    content: "Sure. I'm a nurse and I live in Lisbon. My sister is called Ana, she's a teacher.",
    at: utc(2023, 5, 8),
  },
  { scene: 'onboarding', role: 'assistant', content: 'Nice! Any pets?', at: utc(2023, 5, 8) },
  {
    scene: 'onboarding',
    role: 'user',
    content: 'Yes, I have a dog named Rex. I went to a pottery workshop yesterday, it was so relaxing.',
    at: utc(2023, 5, 8),
  },
  { scene: 'travel', role: 'user', content: 'Can you suggest a trip for the summer?', at: utc(2024, 6, 3) },
  {
    scene: 'travel',
    role: 'assistant',
    content: 'Of course! Are you still in Lisbon? Maybe the Algarve.',
    at: utc(2024, 6, 3),
  },
  {
    scene: 'travel',
    role: 'user',
    content: "Actually I moved to Porto last month. I'm allergic to peanuts, so food abroad worries me.",
    at: utc(2024, 6, 3),
  },
]

const ask = async (index: ProfileIndex, question: string, options = {}) =>
  createLexicalAnswerer(options).answer(question, {
    profileId: 'maya',
    retriever: index,
    signal: new AbortController().signal,
  })

describe('createLexicalAnswerer', () => {
  it('answers from the current facts, with their dates', async () => {
    const index = await buildProfile(conversation)
    const home = await ask(index, 'Where does the user live?')
    expect(home).toMatch(/^Known about the user: The user lives in Porto \(since May 2024\)\./)
    expect(home).not.toContain('lives in Lisbon')
    expect(await ask(index, "What is the name of the user's sister?")).toContain(
      "The user's sister is called Ana (as of 8 May 2023).",
    )
    // The message itself is shown, its "yesterday" written out, rather than the same content twice as a fact too.
    const pottery = await ask(index, 'When did the user go to a pottery workshop?')
    expect(pottery).toContain('I went to a pottery workshop yesterday (7 May 2023), it was so relaxing.')
    expect(pottery).not.toContain('The user went to a pottery workshop')
    expect(await ask(index, 'Does the user have any food allergies?')).toContain(
      '[3 June 2024] "Actually I moved to Porto last month (May 2024). I\'m allergic to peanuts, so food abroad worries me."',
    )
  })

  it('adds the raw messages that say more than the facts, with their dates', async () => {
    const index = await buildProfile(conversation)
    const answer = await ask(index, 'Is Ana a teacher?')
    expect(answer).toContain('Related things the user said: [8 May 2023] "Sure. I\'m a nurse')
    const algarve = await ask(index, 'Algarve')
    expect(algarve).toBe(
      'Related messages: [3 June 2024] assistant: "Of course! Are you still in Lisbon? Maybe the Algarve."',
    )
  })

  it('says plainly when nothing is known', async () => {
    const empty = createProfileIndex()
    expect(await ask(empty, 'Where does the user live?')).toBe(
      'Nothing is known about the user that answers this question.',
    )
    const index = await buildProfile(conversation)
    expect(await ask(index, 'What is their favourite cryptocurrency?')).toBe(
      'Nothing is known about the user that answers this question.',
    )
  })

  it('answers a question about the whole profile with stable attributes first', async () => {
    const index = await buildProfile(conversation)
    const answer = await ask(index, 'What do we know about this user?', { maxFacts: 4 })
    const listed = answer.replace('Known about the user: ', '').split(/(?<=\)\.) /)
    expect(listed).toHaveLength(4)
    expect(listed[0]).toBe('The user lives in Porto (since May 2024).')
    expect(answer).toContain('The user has a dog named Rex')
    expect(answer).not.toContain('Related')
  })

  it("treats the engine's stable profile question as a question about the whole profile", async () => {
    const index = await buildProfile(conversation)
    const summary = await ask(index, 'What do we know about this user?')
    expect(await ask(index, defaultProfileQuestion)).toBe(summary)
    expect(await ask(index, 'Where does the user live: which city?')).not.toBe(summary)
  })

  it('keeps answers bounded and rejects bad limits', async () => {
    const index = createProfileIndex()
    for (let id = 1; id <= 100; id++) {
      index.addFact({
        id,
        profileId: 'p',
        sceneId: 's',
        messageId: id,
        timestamp: utc(2024, 1, 1) + id,
        text: `The user baked bread number ${id}.`,
      })
      index.addMessage({
        id,
        sceneId: 's',
        role: 'user',
        content: `Baking bread again, loaf ${id}. It rose well.`,
        timestamp: utc(2024, 1, 1) + id,
      })
    }
    const answer = await ask(index, 'bread', { maxFacts: 3, maxMessages: 2 })
    expect(answer.match(/The user baked bread/g)).toHaveLength(3)
    expect(answer.match(/\[1 January 2024\]/g)).toHaveLength(2)
    expect(() => createLexicalAnswerer({ maxFacts: 0 })).toThrow(/maxFacts/)
    expect(() => createLexicalAnswerer({ maxMessages: 1.5 })).toThrow(/maxMessages/)
  })

  it("brings the reply to a question it shows, and ranks past the user's own name", async () => {
    const index = await buildProfile([
      { scene: 'pets', role: 'assistant', content: 'Hey Maya! How many turtles do you have now?', at: utc(2023, 5, 8) },
      { scene: 'pets', role: 'user', content: 'Three! They are so calm.', at: utc(2023, 5, 8) },
      { scene: 'pets', role: 'assistant', content: 'Thanks, Maya! Great to hear.', at: utc(2023, 5, 9) },
      { scene: 'pets', role: 'assistant', content: 'Good night, Maya!', at: utc(2023, 5, 9) },
      { scene: 'pets', role: 'assistant', content: 'Wow, Maya, you look great!', at: utc(2023, 5, 10) },
      { scene: 'work', role: 'assistant', content: 'Do you still sketch turtles at work?', at: utc(2023, 6, 1) },
    ])
    const answer = await ask(index, 'How many turtles does Maya have?', { maxMessages: 2 })
    expect(answer).toContain(
      '[8 May 2023] assistant: "Hey Maya! How many turtles do you have now?" [8 May 2023] "Three! They are so calm."',
    )
    // Greetings that only name the user do not crowd out the answer.
    expect(answer).not.toContain('Good night')
  })
})
