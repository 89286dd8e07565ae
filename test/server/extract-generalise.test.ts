import { describe, expect, it } from 'vitest'
import { createRuleExtractor } from '../../src/server/extract'
import { readCorrection } from '../../src/server/extract/corrections'
import type { ExtractedFact } from '../../src/server/types'

/** Tuesday 2 April 2024. */
const april2 = Date.UTC(2024, 3, 2, 9) / 1000
const extractor = createRuleExtractor()

async function factsOf(content: string): Promise<ExtractedFact[]> {
  return extractor.extract(
    { id: 1, sceneId: 's', role: 'user', content, timestamp: april2 },
    { profileId: 'p', previous: [], signal: AbortSignal.timeout(5000) },
  )
}

async function keyed(content: string): Promise<Record<string, string>> {
  const facts = await factsOf(content)
  return Object.fromEntries(facts.filter((fact) => fact.key).map((fact) => [fact.key, fact.text]))
}

describe('rule extractor: statements as people chat them', () => {
  it('reads a sentence without its subject as the speaker’s', async () => {
    expect(await keyed('Currently living in Nagoya with my grandmother.')).toMatchObject({
      'home.city': 'The user lives in Nagoya.',
    })
    expect(await keyed('Finally settled into our new place in Edinburgh.')).toMatchObject({
      'home.city': 'The user lives in Edinburgh.',
    })
    expect(await keyed('Just started a PhD in marine biology at the University of Lisbon.')).toMatchObject({
      'study.subject': 'The user studies marine biology at the University of Lisbon.',
    })
    const plan = await factsOf('Thinking about doing the Bristol half marathon next May, if my knee holds up.')
    expect(plan).toContainEqual(
      expect.objectContaining({
        text: expect.stringContaining('the Bristol half marathon in May 2025'),
        dateText: 'May 2025',
      }),
    )
    // Nouns and small talk that open a sentence are not verbs without a subject.
    expect(await factsOf('Something smells good in here.')).toEqual([])
  })

  it('gives a coordinated verb the first one’s subject: a compound change supersedes', async () => {
    const facts = await factsOf('Big news: I quit my freelance work and started at Pixar last week!')
    expect(facts.filter((fact) => fact.key === 'job.employer').map((fact) => fact.text)).toEqual([
      'The user works at Pixar.',
    ])
    // The ending is kept, unkeyed, so that it cannot outrank the new employer.
    expect(facts.map((fact) => fact.text)).toContain('The user quit their freelance job.')
    expect(await keyed('We used to live in Leeds but relocated to Bristol in 2021.')).toEqual({
      'home.former.leeds': 'The user used to live in Leeds.',
      'home.city': 'The user lives in Bristol.',
    })
    // Another subject in between: the verb is theirs.
    expect(await keyed('I met Ana, who moved to Porto.')).toEqual({})
  })

  it('stores what is said of relatives as theirs, never as the user’s', async () => {
    const partner = await keyed('My partner Sam is a teacher at a primary school.')
    expect(partner).toMatchObject({ 'relation.partner.job': "The user's partner Sam works as a teacher." })
    expect(partner['job.title']).toBeUndefined()
    expect(await keyed('My husband Arjun works as a pharmacist at Boots.')).toMatchObject({
      'relation.husband.job': "The user's husband Arjun works as a pharmacist.",
      'relation.husband.employer': "The user's husband Arjun works at Boots.",
    })
    expect(await keyed('My sister lives in Porto.')).toEqual({
      'relation.sister.home': "The user's sister lives in Porto.",
    })
    expect(await keyed('My mum turned 70 in February.')).toMatchObject({
      'relation.mother.age': "The user's mum is 70 years old.",
    })
  })

  it('reads jobs, employers and studies in other wordings', async () => {
    expect(await keyed("I'm an ICU nurse at St. Mary's, so my hours are all over the place.")).toEqual({
      'job.title': 'The user works as an ICU nurse.',
      'job.employer': "The user works at St. Mary's.",
    })
    expect(await keyed('I joined Deloitte as a junior auditor back in January.')).toEqual({
      'job.employer': 'The user works at Deloitte.',
      'job.title': 'The user works as a junior auditor.',
    })
    expect(await keyed('Got a job as a paralegal at Smith & Co. in Dublin.')).toMatchObject({
      'job.employer': 'The user works at Smith & Co.',
    })
    expect(await keyed('I graduated from Durham in 2019 with a degree in geography.')).toEqual({
      'study.subject': 'The user studied geography.',
      'study.school': 'The user studied at Durham.',
    })
    const career = await factsOf('I was a software engineer for six years, but now I run my own bakery.')
    expect(career.find((fact) => fact.key === 'job.title')?.text).toBe('The user runs their own bakery.')
    // The past career stays said.
    expect(career.some((fact) => fact.text.includes('software engineer'))).toBe(true)
  })

  it('keeps negations as what they say', async () => {
    expect(await keyed("I don't have kids yet, maybe one day.")).toEqual({
      children: 'The user does not have children.',
    })
    expect(await keyed('I have two boys, Eli and Noah.')).toEqual({ children: 'The user has two boys.' })
    expect(await keyed("I'm not vegetarian, but I rarely eat red meat.")).toEqual({
      diet: 'The user is not vegetarian.',
    })
  })

  it('keys plans to move and trips, with the dated sentence beside them', async () => {
    const facts = await factsOf("We're planning a trip to Japan in October.")
    expect(facts).toContainEqual({ key: 'plan.trip.japan', text: 'The user plans to travel to Japan.' })
    expect(facts).toContainEqual(expect.objectContaining({ dateText: 'October 2024' }))
    expect(await keyed("I'm thinking of moving to Osaka next spring.")).toEqual({
      'home.plan': 'The user plans to move to Osaka.',
    })
  })

  it('reads a correction as the earlier message meant, so that it supersedes the wrong value', async () => {
    const earlier = { id: 1, sceneId: 's', role: 'user' as const, content: 'I live in Lisbon now.', timestamp: april2 }
    const correction = {
      id: 3,
      sceneId: 's',
      role: 'user' as const,
      content: 'Sorry, I meant Porto, not Lisbon.',
      timestamp: april2 + 60,
    }
    const facts = await extractor.extract(correction, {
      profileId: 'p',
      previous: [earlier, { id: 2, sceneId: 's', role: 'assistant', content: 'Nice city!', timestamp: april2 + 30 }],
      signal: AbortSignal.timeout(5000),
    })
    expect(facts).toEqual([{ key: 'home.city', text: 'The user lives in Porto.', replaces: 1 }])
    expect(readCorrection("Actually it's Tuesday, not Monday")).toMatchObject({ right: 'Tuesday', wrong: 'Monday' })
    expect(readCorrection('Correction: my daughter is five, not four.')).toMatchObject({ right: 'five', wrong: 'four' })
    expect(readCorrection('I like tea, not coffee, and I live in Porto, not far from the sea.')).toBeUndefined()
    // The value said before named after an apology, then the one meant, said of someone.
    expect(readCorrection('Sorry I said Form 3, Brian is Form 2. Form 3 is his cousin Kevin')).toMatchObject({
      right: 'Form 2',
      wrong: 'Form 3',
    })
    expect(readCorrection('sorry I said that badly, she is tired')).toBeUndefined()
    // Nothing earlier said the wrong value: the message is read on its own.
    const alone = await extractor.extract(correction, {
      profileId: 'p',
      previous: [],
      signal: AbortSignal.timeout(5000),
    })
    expect(alone.some((fact) => fact.key === 'home.city')).toBe(false)
  })
})
