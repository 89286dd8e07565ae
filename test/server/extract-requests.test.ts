import { describe, expect, it } from 'vitest'
import { createRuleExtractor } from '../../src/server/extract/rule-extractor'

const extractor = createRuleExtractor()
const may2024 = Date.UTC(2024, 4, 6, 9) / 1000

async function factsOf(content: string): Promise<string[]> {
  const facts = await extractor.extract(
    { id: 1, sceneId: 's', role: 'user', content, timestamp: may2024 },
    { profileId: 'p', previous: [], signal: AbortSignal.timeout(5000) },
  )
  return facts.map((fact) => fact.text)
}

describe('rule extractor: requests to the assistant are not facts about the user', () => {
  it('keeps nothing of a request about nothing of the user’s', async () => {
    for (const request of [
      'Tell me a joke about computers.',
      'Write me a haiku about rain.',
      'Please summarize this article for me.',
      'Explain compound interest to me like I am five.',
      'Give me three ideas for dinner.',
      'Let me know if you need anything else.',
    ]) {
      expect(await factsOf(request), request).toEqual([])
    }
  })

  it('reads "remember that …" as the statement it wraps', async () => {
    expect(await factsOf("Remember that I'm allergic to shellfish.")).toEqual(['The user is allergic to shellfish.'])
    expect(await factsOf('Just so you know, I moved to Porto last week.')).toEqual(['The user lives in Porto.'])
  })

  it('keeps what a request says about the user: their relatives, their plans', async () => {
    expect((await factsOf('Book a table for me and my wife Leila on Friday.')).join(' ')).toContain(
      'wife is called Leila',
    )
    expect((await factsOf('Help me plan my wedding in Lisbon.')).join(' ')).toMatch(/wedding in Lisbon/)
  })

  it('keeps nothing of make-believe', async () => {
    expect(await factsOf("Pretend I'm a pirate captain and I live on a ship.")).toEqual([])
    expect(await factsOf('Imagine I am the CEO of a bank; what would I say?')).toEqual([])
  })

  it('still reads ordinary statements, including ones without a subject', async () => {
    expect(await factsOf('I work as a nurse at the city hospital.')).not.toEqual([])
    expect(await factsOf('Set up my own bakery last year.')).not.toEqual([])
  })
})
