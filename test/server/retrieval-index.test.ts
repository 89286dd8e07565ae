import { describe, expect, it } from 'vitest'
import { createProfileIndex, termsOf } from '../../src/server/retrieval'
import type { FactRecord, SourceMessage } from '../../src/server/types'

const start = Date.UTC(2024, 0, 1) / 1000

function fact(id: number, text: string, extra: Partial<FactRecord> = {}): FactRecord {
  return { id, profileId: 'p', sceneId: 's', messageId: id, timestamp: start + id * 60, text, ...extra }
}

function message(id: number, content: string, role: SourceMessage['role'] = 'user'): SourceMessage {
  return { id, sceneId: 's', role, content, timestamp: start + id * 60 }
}

const topics = ['pottery', 'chess', 'surfing', 'baking', 'violin', 'gardening', 'cycling', 'poetry', 'yoga', 'rowing']
const places = ['Lisbon', 'Porto', 'Madrid', 'Berlin', 'Tokyo', 'Boston', 'Lima', 'Oslo', 'Cairo', 'Perth']

describe('createProfileIndex', () => {
  it('stems and drops stop words so questions meet facts', () => {
    expect(termsOf('Where does the user live?')).toEqual(['live'])
    expect(termsOf("The user's sister is called Ana")).toEqual(['sister', 'call', 'ana'])
    const index = createProfileIndex()
    index.addFact(fact(1, 'The user lives in Porto.', { key: 'home.city' }))
    index.addFact(fact(2, "The user's sister is called Ana."))
    index.addFact(fact(3, 'The user loves hiking in the mountains.'))
    expect(index.searchFacts('Where does the user live?', 5).map((found) => found.id)).toEqual([1])
    expect(index.searchFacts('What is the name of her sister?', 5).map((found) => found.id)).toEqual([2])
    expect(index.searchFacts('Does the user like to hike?', 5).map((found) => found.id)).toEqual([3])
  })

  it('finds the right fact among 10,000, drops removed facts and replaces facts by id', () => {
    const index = createProfileIndex()
    for (let id = 1; id <= 10_000; id++) {
      const topic = topics[id % topics.length]
      const place = places[Math.floor(id / topics.length) % places.length]
      index.addFact(fact(id, `The user practised ${topic} with friend${id} in ${place}.`))
    }
    index.addFact(fact(10_001, 'The user is allergic to peanuts.'))
    expect(index.size).toEqual({ facts: 10_001, messages: 0 })
    expect(index.searchFacts('Is the user allergic to anything?', 3).map((found) => found.id)).toEqual([10_001])
    expect(index.searchFacts('friend4242', 3).map((found) => found.id)).toEqual([4242])
    const surfing = index.searchFacts('surfing in Tokyo', 20)
    expect(surfing).toHaveLength(20)
    expect(surfing.every((found) => found.text.includes('surfing') && found.text.includes('Tokyo'))).toBe(true)

    index.removeFact(4242)
    index.removeFact(999_999)
    expect(index.searchFacts('friend4242', 3)).toEqual([])
    index.addFact(fact(10_001, 'The user is allergic to shellfish.'))
    expect(index.size.facts).toBe(10_000)
    expect(index.searchFacts('peanuts', 3)).toEqual([])
    expect(index.searchFacts('shellfish', 3).map((found) => found.text)).toEqual(['The user is allergic to shellfish.'])
  })

  it('prefers the more recent of two equally relevant facts, mildly', () => {
    const index = createProfileIndex()
    index.addFact(fact(1, 'The user went to a concert.'))
    index.addFact(fact(50, 'The user went to a concert.'))
    index.addFact(fact(100, 'The user went to a jazz concert with the band.'))
    expect(index.searchFacts('concert', 3).map((found) => found.id)).toEqual([50, 1, 100])
  })

  it('lists the most recent entries for a query with no searchable words', () => {
    const index = createProfileIndex()
    for (let id = 1; id <= 30; id++) index.addFact(fact(id, `Fact number ${id}.`))
    expect(index.searchFacts('What is it about the user?', 3).map((found) => found.id)).toEqual([30, 29, 28])
    expect(index.searchFacts('', 2).map((found) => found.id)).toEqual([30, 29])
    expect(index.searchFacts('anything', 0)).toEqual([])
  })

  it('searches raw messages of every role and returns them unchanged', () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'I adopted a kitten from the shelter!'))
    index.addMessage(message(2, 'Congrats on the kitten, what is her name?', 'assistant'))
    index.addMessage(message(3, 'We talked about the weather.'))
    expect(index.size).toEqual({ facts: 0, messages: 3 })
    const found = index.searchMessages('kitten', 5)
    expect(found.map((entry) => entry.id).sort()).toEqual([1, 2])
    expect(found.find((entry) => entry.id === 1)).toEqual(message(1, 'I adopted a kitten from the shelter!'))
  })

  it("finds a user's message by a drug or a trace of work it names, not the other side's", () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'I should mention I take warfarin for my heart rhythm.'))
    index.addMessage(message(2, 'Three seminars to teach tomorrow and a stack of essays to grade.'))
    index.addMessage(message(3, 'Ask your doctor before you take ibuprofen.', 'assistant'))
    index.addMessage(message(4, 'The weather was lovely this morning.'))
    expect(index.searchMessages('What medication does the user take?', 5)[0]?.id).toBe(1)
    expect(index.searchMessages('medication', 5).map((found) => found.id)).toEqual([1])
    expect(index.searchMessages('What does the user do for a living? job', 5).map((found) => found.id)).toEqual([2])
    // Work shown by what it is made of: customers at a counter, emergency calls, quizzes to mark, a bug in production.
    const traces = [
      'I literally tell customers this at the pharmacy counter every day',
      'I get home around 7am after 12 hours of answering 911 calls lol',
      'also a stack of calc quizzes to mark so realistically 40 min',
      'I had to fix a bug in production right after standup',
    ]
    for (const [offset, trace] of traces.entries()) {
      const traced = createProfileIndex()
      traced.addMessage(message(20 + offset, trace))
      traced.addMessage(message(30, 'Work was busy today, lots of emails.', 'assistant'))
      traced.addMessage(message(31, 'I baked sourdough at the weekend.'))
      expect(traced.searchMessages('What does the user do for a living? job', 5).map((found) => found.id)).toEqual([
        20 + offset,
      ])
    }
    // A street address says where the user lives.
    index.addFact(fact(5, "The boiler in the user's flat (14 Ashgrove Road, Headingley, Leeds) is not working."))
    expect(index.searchFacts('Which city does the user live in?', 5).map((found) => found.id)).toEqual([5])
    // A pet said by its emoji.
    index.addFact(fact(6, "The user can walk Mochi and Bean more 🐶🐶 they'd love that."))
    expect(index.searchFacts("What are the names of the user's dogs?", 5).map((found) => found.id)).toEqual([6])
    // An injury by its name, a way of eating, an exercise class: asked by their kind.
    index.addMessage(message(7, "Went to the walk-in and they said it's a hamstring strain, grade 2."))
    expect(index.searchMessages('What injury does the user have?', 5)[0]?.id).toBe(7)
    index.addFact(fact(8, 'The user is now just counting calories, 1800 a day.'))
    expect(index.searchFacts('What eating approach is the user following?', 5)[0]?.id).toBe(8)
    index.addFact(fact(9, 'The user goes to Zumba on Tuesdays and Thursdays.'))
    expect(index.searchFacts('What physical activity does the user do?', 5)[0]?.id).toBe(9)
    // Returned as said: the kind's words only find the message.
    expect(index.searchMessages('medication', 5)[0]?.content).toBe(
      'I should mention I take warfarin for my heart rhythm.',
    )
  })

  it('rejects a negative recency boost', () => {
    expect(() => createProfileIndex({ recencyBoost: -1 })).toThrow(/recencyBoost/)
  })

  it('ranks entries meeting more of the question first and learns how the user is addressed', () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'Hey Evan, how was the trip?', 'assistant'))
    index.addMessage(message(2, 'Thanks, Evan! Good night.', 'assistant'))
    index.addMessage(message(3, 'Congrats, Evan!', 'assistant'))
    index.addMessage(message(4, 'Evan, you rock! Evan!', 'assistant'))
    index.addMessage(message(5, 'We drove to Jasper in Canada, the trip was long.'))
    index.addMessage(message(6, 'Canada is cold.'))
    // The trip to Canada first (both words), then the question about the trip, then Canada alone; the greetings that
    // only name the user come last.
    const trip = index.searchMessages('What did Evan say about his trip to Canada?', 6).map((found) => found.id)
    expect(trip.slice(0, 3)).toEqual([5, 1, 6])
    expect(index.replyTo(1)?.id).toBe(2)
    expect(index.replyTo(6)).toBeUndefined()
    expect(index.replyTo(99)).toBeUndefined()
  })
})
