import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/client/types'
import { createRuleExtractor } from '../../src/server/extract'
import { searchTextOf, topicOf } from '../../src/server/extract/topics'
import type { ExtractedFact } from '../../src/server/types'

/** Monday 15 April 2024, 9:00 UTC. */
const april15 = Date.UTC(2024, 3, 15, 9) / 1000
const signal = new AbortController().signal

async function factsOf(content: string, previous?: { role: Role; content: string }): Promise<ExtractedFact[]> {
  const earlier = previous ? [{ id: 1, sceneId: 's', ...previous, timestamp: april15 - 60 }] : []
  return createRuleExtractor().extract(
    { id: 2, sceneId: 's', role: 'user', content, timestamp: april15 },
    { profileId: 'p', previous: earlier, signal },
  )
}

const keyed = async (content: string) =>
  Object.fromEntries((await factsOf(content)).filter((fact) => fact.key).map((fact) => [fact.key, fact.text]))

describe('rule extractor: how people state who they are', () => {
  it.each([
    ['I work as a nurse at the city hospital.', 'job.title', 'The user works as a nurse at the city hospital.'],
    ["I'm a teacher.", 'job.title', 'The user works as a teacher.'],
    ["I'm an orthodontist in Leeds.", 'job.title', 'The user works as an orthodontist.'],
    ['I do accounting for a living.', 'job.title', 'The user does accounting for a living.'],
    ['I teach maths for a living.', 'job.title', 'The user teaches maths for a living.'],
    ['My job is teaching kids to swim.', 'job.title', "The user's job is teaching kids to swim."],
    ["I've been working as a barista since 2021.", 'job.title', 'The user works as a barista.'],
    ['I work in marketing.', 'job.field', 'The user works in marketing.'],
    ['I work for Siemens.', 'job.employer', 'The user works at Siemens.'],
    ['I started at Farfetch on Monday.', 'job.employer', 'The user works at Farfetch.'],
    ['I quit my job at Google.', 'job.employer', 'The user quit their job at Google.'],
    ['I no longer work at Siemens.', 'job.employer', 'The user no longer works at Siemens.'],
    ['I got laid off last week.', 'job.employer', 'The user lost their job.'],
    ["I'm retired now.", 'job.status', 'The user is retired.'],
    ["I'm studying law.", 'study.subject', 'The user studies law.'],
    ['My wife Leila is amazing.', 'relation.wife.name', "The user's wife is called Leila."],
    ['My husband, Tom, loves cooking.', 'relation.husband.name', "The user's husband is called Tom."],
    ["I'm married to Sam.", 'relationship.status', 'The user is married to Sam.'],
    ['We got engaged in Paris!', 'relationship.status', 'The user got engaged.'],
    ['We broke up last month.', 'relationship.status', 'The user broke up with their partner.'],
    ['We adopted a golden retriever.', 'pet.dog', 'The user has a golden retriever.'],
    ['We adopted a golden retriever named Max.', 'pet.max-dog.name', 'The user has a golden retriever named Max.'],
    ['I have two cats.', 'pet.cat', 'The user has two cats.'],
    ["My dog's name is Rex.", 'pet.rex-dog.name', 'The user has a dog named Rex.'],
    ['Our dog died last month.', 'pet.dog', "The user's dog died."],
    ["I've been vegetarian for ten years.", 'diet', 'The user is vegetarian.'],
    ['I went vegan last year.', 'diet', 'The user is vegan.'],
    ["I'm no longer vegetarian.", 'diet', 'The user is no longer vegetarian.'],
    ["I'm on a keto diet.", 'diet', 'The user follows a keto diet.'],
    ["I don't eat meat.", 'diet', 'The user does not eat meat.'],
    [
      "I'm allergic to peanuts and shellfish.",
      'allergy.peanuts-and-shellfish',
      'The user is allergic to peanuts and shellfish.',
    ],
    ['I have a severe nut allergy.', 'allergy.nut', 'The user has a nut allergy.'],
    ['We moved to Porto last week.', 'home.city', 'The user lives in Porto.'],
    ['I moved from Lisbon to Porto in March.', 'home.city', 'The user lives in Porto, having moved from Lisbon.'],
    ['We live in a small flat in Berlin.', 'home.city', 'The user lives in Berlin.'],
    ["We don't live in Lisbon anymore.", 'home.city', 'The user no longer lives in Lisbon.'],
  ])('%s → %s', async (content, key, text) => {
    expect(await keyed(content)).toMatchObject({ [key]: text })
  })

  it('never takes a trait, a negation or a wish for an attribute', async () => {
    for (const content of [
      "I'm a huge optimist.",
      'I would love to adopt a dog.',
      'I used to work at Google.',
      'My job is so stressful.',
      'I work in the garden on Sundays.',
    ]) {
      expect(await keyed(content), content).toEqual({})
    }
    // A negation of a diet is the diet's current value, said as a negation (it replaces an earlier "I'm vegetarian").
    expect(await keyed("I'm not vegetarian.")).toEqual({ diet: 'The user is not vegetarian.' })
  })

  it('dates a change by the event, a plan ahead and a past event back', async () => {
    expect(await factsOf('We moved to Porto last week.')).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Porto.',
      dateText: 'the week before 15 April 2024',
      eventTime: Date.UTC(2024, 3, 8) / 1000,
    })
    expect(await factsOf("I'm running the Berlin marathon in September.")).toEqual([
      {
        text: 'The user is running the Berlin marathon in September 2024.',
        dateText: 'September 2024',
        eventTime: Date.UTC(2024, 8, 1) / 1000,
      },
    ])
    expect(await factsOf('In March we went to Rome.')).toMatchObject([
      { text: 'In March 2024 the user and others went to Rome.', dateText: 'March 2024' },
    ])
    expect(await factsOf('We went to Rome in September.')).toMatchObject([{ dateText: 'September 2023' }])
  })

  it('reads a yes as confirming what the assistant asked, and the assistant alone as nothing', async () => {
    expect(await factsOf("Yes, that's right.", { role: 'assistant', content: 'So you live in Lisbon?' })).toEqual([
      { key: 'home.city', text: 'The user lives in Lisbon.' },
    ])
    expect(await factsOf('Yep!', { role: 'assistant', content: 'Nice. Are you a nurse?' })).toMatchObject([
      { key: 'job.title', text: 'The user works as a nurse.' },
    ])
    expect(await factsOf('Yes', { role: 'assistant', content: 'I live in Paris.' })).toEqual([])
    expect(await factsOf('No.', { role: 'assistant', content: 'Are you a nurse?' })).toEqual([])
    expect(await factsOf('Yes, I love it!', { role: 'assistant', content: 'Do you like hiking?' })).toEqual([
      { text: 'The user likes hiking.' },
    ])
    expect(await factsOf('Yes!', { role: 'assistant', content: 'Do you like it?' })).toEqual([])
  })
})

describe('topics and the words facts are found by', () => {
  const at = { timestamp: april15 }
  it.each([
    [{ key: 'job.title', text: 'The user works as a nurse.' }, 'work'],
    [{ key: 'relation.wife.name', text: "The user's wife is called Leila." }, 'family'],
    [{ key: 'pet.dog', text: 'The user has a golden retriever.' }, 'family'],
    [{ key: 'allergy.peanuts', text: 'The user is allergic to peanuts.' }, 'health'],
    [{ text: 'The user is allergic to cats.' }, 'health'],
    [{ text: 'On weekends the user goes surfing.' }, 'likes'],
    [{ text: 'The user is running a marathon in September 2024.', eventTime: april15 + 120 * 86_400 }, 'plans'],
    [{ text: 'The user went to Rome in March 2024.', eventTime: april15 - 30 * 86_400 }, 'plans'],
    [{ key: 'home.city', text: 'The user lives in Porto.' }, 'home'],
    [{ key: 'name', text: "The user's name is Maya." }, 'who'],
  ])('%j → %s', (fact, topic) => {
    expect(topicOf({ ...at, ...fact })).toBe(topic)
  })

  it('adds the words people ask with to keyed facts, and to pastimes', () => {
    expect(searchTextOf({ ...at, key: 'job.title', text: 'The user works as a nurse.' })).toMatch(/occupation/)
    expect(searchTextOf({ ...at, key: 'relation.wife.name', text: "The user's wife is called Leila." })).toMatch(
      /married/,
    )
    // "Is the user in a relationship?" finds a girlfriend or boyfriend as it finds a wife.
    for (const who of ['girlfriend', 'boyfriend']) {
      expect(searchTextOf({ ...at, key: `relation.${who}.name`, text: `The user's ${who} is called Sam.` })).toMatch(
        /relationship/,
      )
    }
    expect(searchTextOf({ ...at, key: 'diet', text: 'The user is vegetarian.' })).toMatch(/dietary/)
    expect(searchTextOf({ ...at, text: 'On weekends the user goes surfing.' })).toMatch(/hobbies/)
    expect(searchTextOf({ ...at, text: 'The user went to Rome.' })).toBe('The user went to Rome.')
  })

  it('reads a record once and a copy afresh: the same words either way', () => {
    const nurse = { ...at, key: 'job.title', text: 'The user works as a nurse.' }
    const first = searchTextOf(nurse)
    expect(searchTextOf(nurse)).toBe(first)
    // A copy with other words (a candidate found by meaning is a copy) is not given the first record's words.
    const diet = { ...nurse, key: 'diet', text: 'The user is vegetarian.' }
    expect(searchTextOf(diet)).toMatch(/dietary/)
    expect(searchTextOf(diet)).not.toMatch(/occupation/)
    // A moved plan is found by what it says now, the record read before or not.
    const moved = { ...at, text: 'The user flies to Oslo on 3 June 2024 (moved from 14 May 2024).' }
    expect(searchTextOf(moved)).not.toMatch(/14 May/)
    expect(searchTextOf(moved)).toBe(searchTextOf({ ...moved }))
  })
})

describe('rule extractor: bounded work on hostile input', () => {
  it('reads a 30,000-character message of repeated phrases quickly', async () => {
    const extractor = createRuleExtractor()
    for (const unit of ['I have a severe ', 'I live in Rio de ', 'my wife and I moved from A B ', 'I do a b c d e ']) {
      const started = performance.now()
      await extractor.extract(
        { id: 1, sceneId: 's', role: 'user', content: unit.repeat(30_000 / unit.length), timestamp: april15 },
        { profileId: 'p', previous: [], signal },
      )
      expect(performance.now() - started, unit).toBeLessThan(2000)
    }
  })
})
