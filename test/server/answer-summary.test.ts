import { describe, expect, it } from 'vitest'
import { summarizeProfile } from '../../src/server/answer'
import type { FactRecord } from '../../src/server/types'

const day = 86_400
const start = Date.UTC(2024, 0, 1, 12) / 1000
let nextId = 1

function fact(text: string, options: Partial<FactRecord> = {}): FactRecord {
  const id = nextId++
  return { id, profileId: 'p', sceneId: 's', messageId: id, timestamp: start + id * day, text, ...options }
}

/** A typical profile: 12 attributes and the events and likes of a few weeks of chat. */
function typicalProfile(events: number): FactRecord[] {
  const facts = [
    fact("The user's name is Maya.", { key: 'name' }),
    fact('The user is 34 years old.', { key: 'age' }),
    fact('The user lives in Porto.', {
      key: 'home.city',
      dateText: 'April 2024',
      previous: { text: 'The user lives in Lisbon.', timestamp: start },
    }),
    fact('The user works as a nurse at the city hospital.', { key: 'job.title' }),
    fact("The user's wife is called Leila.", { key: 'relation.wife.name' }),
    fact("The user's sister is called Ana.", { key: 'relation.sister.name' }),
    fact('The user has a golden retriever named Max.', { key: 'pet.dog.name' }),
    fact('The user is vegetarian.', { key: 'diet' }),
    fact('The user is allergic to peanuts.', { key: 'allergy.peanuts' }),
    fact('The user is from Coimbra.', { key: 'origin' }),
    fact("The user's favorite band is Radiohead.", { key: 'favorite.band' }),
    fact('The user studies Japanese.', { key: 'study.subject' }),
  ]
  for (let index = 0; index < events; index++) {
    facts.push(
      fact(`The user went to a pottery class number ${index} with their sister and loved it.`, { eventTime: start }),
    )
  }
  facts.push(fact('On weekends the user goes surfing.'))
  facts.push(
    fact('The user is running the Berlin marathon in September 2024.', {
      eventTime: Date.UTC(2024, 8, 1) / 1000,
      dateText: 'September 2024',
    }),
  )
  return facts
}

describe('summarizeProfile', () => {
  it('keeps every current fact of a typical profile within 1,500 characters, grouped by topic', () => {
    const summary = summarizeProfile(typicalProfile(8), 1500)
    expect(summary.length).toBeLessThanOrEqual(1500)
    expect(summary.split('\n').map((line) => line.split(':')[0])).toEqual([
      'About the user',
      'Who',
      'Home',
      'Work and study',
      'Family and pets',
      'Health and diet',
      'Likes and hobbies',
      'Plans and recent events',
    ])
    for (const expected of [
      'their name is Maya',
      'is 34 years old',
      'is from Coimbra',
      'lives in Porto (since April 2024; before that, the user lived in Lisbon)',
      'works as a nurse at the city hospital',
      'studies Japanese',
      'their wife is called Leila',
      'their sister is called Ana',
      'has a golden retriever named Max',
      'is vegetarian',
      'is allergic to peanuts',
      'their favorite band is Radiohead',
      'on weekends the user goes surfing',
      'is running the Berlin marathon in September 2024',
      'pottery class number 7',
      'pottery class number 0',
    ]) {
      expect(summary).toContain(expected)
    }
  })

  it('prioritises rather than truncates: the oldest events go first, never an attribute', () => {
    const facts = typicalProfile(60)
    const summary = summarizeProfile(facts, 1500)
    expect(summary.length).toBeLessThanOrEqual(1500)
    expect(summary).toContain('is allergic to peanuts')
    expect(summary).toContain('has a golden retriever named Max')
    expect(summary).toContain('is running the Berlin marathon in September 2024')
    expect(summary).toContain('pottery class number 59')
    expect(summary).not.toContain('pottery class number 0 ')
    // Whole entries only: nothing is cut in the middle.
    expect(summary).not.toContain('…')
    const tight = summarizeProfile(facts, 400)
    expect(tight.length).toBeLessThanOrEqual(400)
    expect(tight).toContain('is allergic to peanuts')
    expect(tight).not.toContain('pottery')
  })

  it('says plainly when nothing is known', () => {
    expect(summarizeProfile([], 1500)).toBe('Nothing is known about the user that answers this question.')
  })
})
