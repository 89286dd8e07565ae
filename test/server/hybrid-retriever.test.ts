import { createProfileIndex } from 'profile-context/server'
import { describe, expect, it } from 'vitest'
import { withMeaningHits } from '../../src/server/retrieval/index'

function indexWith() {
  const index = createProfileIndex()
  const texts = [
    'I work as a nurse at the city hospital.',
    'The weather is lovely, I had lunch in the park.',
    'I had a long nap in the park.',
    'We adopted a golden retriever.',
  ]
  for (const [position, content] of texts.entries()) {
    index.addMessage({ id: position + 1, sceneId: 's', role: 'user', content, timestamp: 1000 + position })
  }
  index.addFact({
    id: 10,
    profileId: 'p',
    sceneId: 's',
    messageId: 1,
    text: 'The user works as a nurse.',
    timestamp: 1000,
  })
  return index
}

describe('lexical retrieval with messages found by meaning filled in', () => {
  it('interleaves by rank, lexical first at equal rank, never twice, with the similarity on semantic candidates', () => {
    const index = indexWith()
    const hybrid = withMeaningHits(
      index,
      [
        { messageId: 1, score: 0.5 },
        { messageId: 2, score: 0.35 },
      ],
      'interleave',
    )
    const messages = hybrid.searchMessages('Where was the park?', 10)
    expect(messages.map((message) => message.id)).toEqual([3, 1, 2])
    expect(messages[0]?.similarity).toBeUndefined()
    expect(messages[1]?.similarity).toBe(0.5)
    const facts = hybrid.searchFacts('What does the user do for a living?', 5)
    expect(facts.map((fact) => fact.text)).toEqual(['The user works as a nurse.'])
    expect(facts[0]?.similarity).toBe(0.5)
    // The stored records are not changed.
    expect(index.message(1)?.similarity).toBeUndefined()
  })

  it('fills in only when BM25 finds fewer than the threshold, with that rule', () => {
    const hybrid = withMeaningHits(indexWith(), [{ messageId: 4, score: 0.4 }], { whenFewerThan: 2 })
    expect(hybrid.searchMessages('park', 10).map((message) => message.id)).toEqual([3, 2])
    expect(hybrid.searchMessages('nurse', 10).map((message) => message.id)).toEqual([1, 4])
  })

  it('leaves the "most recent" listing of the empty query alone', () => {
    const index = indexWith()
    const hybrid = withMeaningHits(index, [{ messageId: 1, score: 0.9 }], 'interleave')
    expect(hybrid.searchMessages('', 2)).toEqual(index.searchMessages('', 2))
  })
})
