import { createProfileIndex } from 'profile-context/server'
import { describe, expect, it } from 'vitest'
import { coveredByWords, withMeaningHits } from '../../src/server/retrieval/index'

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

describe('a question words alone answer (no wait for the model)', () => {
  function profile(...texts: string[]) {
    const index = createProfileIndex()
    for (const [position, content] of texts.entries()) {
      index.addMessage({ id: position + 1, sceneId: 's', role: 'user', content, timestamp: 1000 + position })
    }
    return index
  }
  const index = profile(
    'I visited the night market in Kyoto with my cousin Jun.',
    'We adopted a golden retriever called Biscuit.',
    'I had a long nap in the park.',
  )

  it('is one whose every word is in one candidate, the words for the kind of answer aside', () => {
    expect(coveredByWords(index, 'Which places did the user visit with their cousin Jun in Kyoto?')).toBe(true)
    expect(coveredByWords(index, 'What kind of things did the user visit in Kyoto with Jun?')).toBe(true)
    expect(coveredByWords(index, 'What is the name of the golden retriever the user adopted?')).toBe(false)
    expect(coveredByWords(index, 'Did the user adopt a golden retriever?')).toBe(true)
  })

  it('is not one in other words, nor one whose words are spread over several candidates', () => {
    expect(coveredByWords(index, 'Where did the user go sightseeing with their cousin?')).toBe(false)
    expect(coveredByWords(index, 'Does the user have a dog?')).toBe(false)
    expect(coveredByWords(index, 'Did the user nap with Jun?')).toBe(false)
  })

  it('is not one of a single word, once the kind of answer is set aside', () => {
    expect(coveredByWords(index, 'Which places did the user visit?')).toBe(false)
    expect(coveredByWords(index, 'What kind of dog?')).toBe(false)
  })
})
