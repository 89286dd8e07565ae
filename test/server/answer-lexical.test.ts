import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/client/types'
import { defaultProfileQuestion } from '../../src/memory/index'
import { createLexicalAnswerer } from '../../src/server/answer'
import { searchableQuestion } from '../../src/server/answer/evidence'
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
  const current = new Map<string, FactRecord>()
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
        if (older !== undefined) {
          index.removeFact(older.id)
          record.previous = { text: older.text, timestamp: older.timestamp }
        }
        current.set(record.key, record)
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
  it('answers with the current value, naming the replaced one as past, and with dates', async () => {
    const index = await buildProfile(conversation)
    const home = await ask(index, 'Where does the user live?')
    expect(home).toBe('The user lives in Porto (since May 2024; before that, the user lived in Lisbon).')
    expect(await ask(index, "What is the name of the user's sister?")).toMatch(
      /^The user's sister is called Ana, she's a teacher \(as of 8 May 2023\)\./,
    )
    // The fact carries the resolved date; the message it came from is not repeated.
    expect(await ask(index, 'When did the user go to a pottery workshop?')).toBe(
      'The user went to a pottery workshop on 7 May 2023, it was so relaxing.',
    )
    expect(await ask(index, 'Does the user have any food allergies?')).toBe(
      'The user is allergic to peanuts, so food abroad worries them (as of 3 June 2024).',
    )
    expect(await ask(index, "What is the user's job?")).toBe('The user works as a nurse (as of 8 May 2023).')
    expect(await ask(index, 'What does the user do for a living?')).toBe(
      'The user works as a nurse (as of 8 May 2023).',
    )
  })

  it('asks who looks after a child, whether the user lives alone and buys a home, by the words chat says them with', async () => {
    const at = utc(2024, 4, 2)
    const index = await buildProfile([
      { scene: 's', role: 'user', content: 'Can you recommend a good podcast for a long drive?', at },
      {
        scene: 's',
        role: 'user',
        content: 'my mother-in-law flew in from Accra to watch the baby when we go back to work',
        at,
      },
      { scene: 's', role: 'user', content: 'What is the capital of Canada?', at },
      { scene: 's', role: 'user', content: 'meanwhile i got 3 roommates and one bathroom up here, pray for me', at },
      { scene: 's', role: 'user', content: 'MORTGAGE APPROVAL CAME THROUGH!!! we get the keys in 6 weeks', at },
    ])
    expect(await ask(index, "Who looks after the user's baby?")).toContain('mother-in-law')
    expect(await ask(index, 'Does the user live alone?')).toContain('roommates')
    expect(await ask(index, 'Is the user buying a home?')).toContain('MORTGAGE')
  })

  it('answers an offer of a drink or a flight by what the user said of alcohol or flying', async () => {
    const at = utc(2024, 3, 2)
    const index = await buildProfile([
      { scene: 's', role: 'user', content: "I don't drink alcohol at all.", at },
      { scene: 's', role: 'user', content: "I'm terrified of flying, I take trains everywhere.", at },
      { scene: 's', role: 'user', content: 'We had coffee at the station this morning.', at },
    ])
    expect(await ask(index, 'Should I bring wine when I visit them?')).toContain('alcohol')
    expect(await ask(index, 'Would the user like a plane ticket as a gift?')).toContain('flying')
    expect(await ask(index, 'What wine does the user like?')).toContain('alcohol')
  })

  it('answers what to mind when cooking for the user by a condition that decides what to serve', async () => {
    const at = utc(2024, 3, 2)
    const index = await buildProfile([
      { scene: 's', role: 'user', content: 'I keep losing my keys, I swear.', at },
      { scene: 's', role: 'user', content: 'I have high blood pressure, the doctor told me to cut salt.', at },
      { scene: 's', role: 'user', content: 'The new episode of that cooking show was fun.', at },
      { scene: 's', role: 'user', content: 'I grew up on a farm in Bavaria.', at },
    ])
    const answer = await ask(index, 'What should I keep in mind when cooking for them?')
    expect(answer).toContain('salt')
    expect(answer).not.toContain('keys')
    expect(await ask(index, 'Where did the user spend his childhood?')).toContain('Bavaria')
  })

  it('answers "besides X" with what is not X first', async () => {
    const at = utc(2024, 3, 2)
    const index = await buildProfile([
      { scene: 's', role: 'user', content: 'I play basketball every Tuesday with my team.', at },
      { scene: 's', role: 'user', content: 'Basketball is my favourite sport.', at },
      { scene: 's', role: 'user', content: 'I started surfing five years ago.', at },
    ])
    const answer = await ask(index, 'What sports does the user like besides basketball?')
    expect(answer).toMatch(/^The user started surfing/)
    expect(await ask(index, 'What sports does the user like?')).toContain('basketball')
  })

  it('says nothing is known of a name or a title that nothing gives', async () => {
    const at = utc(2024, 3, 2)
    const vague = await buildProfile([
      { scene: 's', role: 'user', content: 'I work as a pastry chef at a five-star hotel, long shifts.', at },
      { scene: 's', role: 'user', content: 'My husband keeps telling me I should write a novel.', at },
    ])
    expect(await ask(vague, 'What is the name of the hotel where the user works?')).toMatch(/^Nothing is known/)
    expect(await ask(vague, 'What is the title of the user’s novel?')).toMatch(/^Nothing is known/)
    expect(await ask(vague, 'Where does the user work?')).toContain('five-star hotel')
    const named = await buildProfile([
      { scene: 's', role: 'user', content: 'I work as a pastry chef at the Metropole, long shifts.', at },
      { scene: 's', role: 'user', content: 'I finally finished my novel, "Salt Roads"!', at },
    ])
    expect(await ask(named, 'What is the name of the hotel where the user works?')).toContain('Metropole')
    expect(await ask(named, 'What is the title of the user’s novel?')).toContain('Salt Roads')
  })

  it('answers "how many" with the sentence that gives the count, though it names nothing asked', async () => {
    const at = utc(2024, 3, 2)
    const index = await buildProfile([
      { scene: 's', role: 'assistant', content: 'How are the turtles?', at },
      {
        scene: 's',
        role: 'user',
        content:
          'Turtles really bring me joy and peace, best buddies ever! I saw another at a pet store and just had to get him. ' +
          'The tank is big enough now for three, so why not!',
        at,
      },
    ])
    expect(await ask(index, 'How many turtles does the user have?')).toContain('enough now for three')
  })

  it('asks a move as relocating and a relocation as a move, by words alone', async () => {
    const index = await buildProfile([
      { scene: 's', role: 'user', content: 'Can you recommend a good podcast for a long drive?', at: utc(2024, 3, 1) },
      { scene: 's', role: 'user', content: 'Big news, we are moving to Halifax in the spring!', at: utc(2024, 3, 1) },
      { scene: 's', role: 'user', content: 'My company will relocate me to the Oslo office.', at: utc(2024, 3, 2) },
    ])
    expect(await ask(index, 'Which city is the user relocating to?')).toMatch(/Halifax/)
    expect(await ask(index, 'Where is the user moving to for work?')).toMatch(/Oslo/)
  })

  it('asks "how long" as a length of time, not as what is long', async () => {
    const index = await buildProfile([
      { scene: 's', role: 'user', content: 'Had a long nap after lunch, the film was too long.', at: utc(2024, 3, 1) },
      {
        scene: 's',
        role: 'user',
        content: 'Wintering in Tenerife again. 8 weeks, January-February.',
        at: utc(2024, 3, 1),
      },
    ])
    const stay = await ask(index, 'How long is the user’s winter stay?')
    expect(stay).toMatch(/8 weeks/)
    expect(stay).not.toMatch(/nap/)
  })

  it("shows the user's messages by the sentences that answer, and the other side's words only as context", async () => {
    const index = await buildProfile(conversation)
    const algarve = await ask(index, 'Algarve')
    expect(algarve).toBe(
      '[3 June 2024] asked "Of course! Are you still in Lisbon? Maybe the Algarve.", the user replied: "Actually I moved to Porto last month (May 2024). I\'m allergic to peanuts, so food abroad worries me."',
    )
    const onlyAssistant = await buildProfile([
      { scene: 's', role: 'assistant', content: 'I live in Paris and I love the Louvre.', at: utc(2024, 1, 1) },
      { scene: 's', role: 'assistant', content: 'The Louvre is a museum in Paris.', at: utc(2024, 1, 1) },
    ])
    expect(await ask(onlyAssistant, 'Does the user like the Louvre in Paris?')).toBe(
      'Nothing is known about the user that answers this question.',
    )
    const long = await buildProfile([
      {
        scene: 's',
        role: 'user',
        content:
          'We spent the whole day outside. The weather was perfect and the kids loved it. ' +
          'At the lake there was a small red canoe to rent for two hours. Then we had lunch in a tiny cafe by the water. ' +
          'In the evening everyone was tired, so we ordered pizza and watched an old movie together on the couch.',
        at: utc(2024, 1, 1),
      },
    ])
    const canoe = await ask(long, 'What colour was the canoe at the lake?')
    expect(canoe).toContain('At the lake there was a small red canoe to rent for two hours.')
    expect(canoe).not.toContain('pizza')
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

  it('answers a question about the whole profile with a summary grouped by topic', async () => {
    const index = await buildProfile(conversation)
    expect(await ask(index, 'What do we know about this user?')).toBe(
      [
        'About the user:',
        'Home: lives in Porto (since May 2024; before that, the user lived in Lisbon).',
        'Work and study: works as a nurse.',
        "Family and pets: has a dog named Rex; their sister is called Ana, she's a teacher.",
        'Health and diet: is allergic to peanuts, so food abroad worries them.',
        'Plans and recent events: went to a pottery workshop on 7 May 2023, it was so relaxing.',
      ].join('\n'),
    )
  })

  it("treats the engine's stable profile question as a question about the whole profile", async () => {
    const index = await buildProfile(conversation)
    const summary = await ask(index, 'What do we know about this user?')
    expect(await ask(index, defaultProfileQuestion)).toBe(summary)
    expect(await ask(index, 'Where does the user live: which city?')).not.toBe(summary)
  })

  it('keeps answers within the cap, best first, and rejects bad limits', async () => {
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
    const answer = await ask(index, 'bread')
    expect(answer.length).toBeLessThanOrEqual(400)
    expect(answer.length).toBeGreaterThan(300)
    const wide = await createLexicalAnswerer().answer('bread', {
      profileId: 'p',
      retriever: index,
      signal: new AbortController().signal,
      maxChars: 1000,
    })
    expect(wide.length).toBeLessThanOrEqual(1000)
    expect(wide.length).toBeGreaterThan(answer.length)
    expect(wide.startsWith(answer.slice(0, 100))).toBe(true)
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
      '[8 May 2023] asked "Hey Maya! How many turtles do you have now?", the user replied: "Three! They are so calm."',
    )
    // Greetings that only name the user do not crowd out the answer.
    expect(answer).not.toContain('Good night')
  })
})

describe('searchableQuestion', () => {
  it.each([
    ['What does the user do for a living?', 'job occupation'],
    ['What does Maya do?', 'job occupation'],
    ['How does the user make his living now?', 'job work occupation'],
    ['What does the user do for fun?', 'hobby hobbies'],
    ['What does he do in his free time?', 'hobby hobbies'],
    ['Does the user have siblings?', 'sister brother'],
    ['What are the user’s kids doing?', 'son daughter'],
    ["What is the user's spouse called?", 'wife husband'],
    ['Is the user seeing anyone?', 'boyfriend girlfriend'],
    ["What does the user's boyfriend do?", 'partner boyfriend girlfriend'],
    ["Who looks after the user's baby?", 'watch babysit'],
    ['Who takes care of the kids on Tuesdays?', 'nursery childminder'],
    ['Does the user live alone?', 'roommates flatmates'],
    ['Is the user buying a home?', 'mortgage keys'],
    ['Should I bring wine when I visit them?', 'wine alcohol drink'],
    ['Would the user like a couple of beers after work?', 'beers alcohol drink'],
    ['Would the user like a plane ticket as a gift?', 'plane flying fly'],
    ['Where did the user spend his childhood?', 'childhood grew grow raised'],
    ["Which firm is the user's son going to work for?", 'firm work works job employer joined joining hired starts'],
    ['Which company employs the user?', 'employs work works job employer'],
    ['How does the user feel about their job?', 'stressful stressed happy'],
    ['Which ailment does the user have?', 'ailment health sick ill hospital diagnosed'],
    ['What does the user dress their dogs up with?', 'wear wears wearing outfit outfits costume costumes hats'],
    ['Where did the user grow up?', 'grew grow raised origin from hometown'],
    ['Is the user still going to Chile in July?', 'going cancelled cancel plans'],
    ['Is the user single?', 'dating married engaged'],
    ['How many kids does the user have?', 'son daughter twins'],
  ])('%s → %s', (question, words) => {
    expect(searchableQuestion(question)).toContain(words)
  })

  it('leaves other questions as they are', () => {
    expect(searchableQuestion('Where does the user live?')).toBe('Where does the user live?')
  })

  it("leaves a brand asked by its company, and the user's employer asked as such, as they are", () => {
    expect(searchableQuestion("Which company's headphones did the user choose?")).toBe(
      "Which company's headphones did the user choose?",
    )
    expect(searchableQuestion("Who is the user's employer?")).toBe("Who is the user's employer?")
  })

  it('drops what the question sets aside ("besides basketball"), up to where it ends', () => {
    expect(searchableQuestion('What sports does the user like besides basketball?')).toBe(
      'What sports does the user like ?',
    )
    expect(searchableQuestion('What does the user do other than work, and why?')).toBe(
      'What does the user do , and why?',
    )
    // Too long to be a thing set aside: left as asked.
    const long = 'What stresses the user besides not being able to hike frequently?'
    expect(searchableQuestion(long)).toBe(long)
  })

  it('drops "keep in mind", which names nothing to find', () => {
    expect(searchableQuestion('What should I keep in mind when cooking for them?')).toBe(
      'What should I  when cooking for them?',
    )
  })
})
