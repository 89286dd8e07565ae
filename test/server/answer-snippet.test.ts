import { describe, expect, it } from 'vitest'
import { composeAnswer } from '../../src/server/answer/compose-answer'
import { type SkipReason, snippet } from '../../src/server/answer/render-evidence'
import type { FactRecord, SourceMessage } from '../../src/server/types'

const said =
  (...sentences: string[]) =>
  (sentence: string): SkipReason =>
    sentences.some((text) => sentence.startsWith(text)) ? 'said' : false

describe('snippet', () => {
  it('shows the sentence after the one that meets the question: it often holds the answer', () => {
    const message =
      'Busy week! On Saturday I took a glassblowing class with my brother. We each made a small green vase. ' +
      'My landlord is raising the rent again. The weather has been awful.'
    const text = snippet(message, 'What did the user make at the glassblowing class?', 120)
    expect(text).toContain('We each made a small green vase.')
    expect(text).not.toContain('landlord')
  })

  it('still leads to the next sentence when a fact already says the sentence that meets the question', () => {
    const message =
      'Last month I went to a woodworking workshop downtown. They showed us how to cut dovetail joints by hand. ' +
      'Anyway, how is your sister doing?'
    const skip = said('Last month I went to a woodworking workshop')
    const text = snippet(message, 'What did the user learn at the woodworking workshop?', 200, skip)
    expect(text).toMatch(/^They showed us how to cut dovetail joints by hand\./)
    expect(text).not.toContain('Last month')
  })

  it('leads to the sentence before only from a sentence that points back to it', () => {
    const pointing = 'Yesterday I signed up at the climbing gym on Elm Street. It helps me clear my head after work.'
    expect(snippet(pointing, 'What helps the user clear their head?', 200, said('It helps me'))).toBe(
      'Yesterday I signed up at the climbing gym on Elm Street.',
    )
    const unrelated = 'I have a cat named Biscuit. I went to a jazz concert yesterday, it was great.'
    expect(snippet(unrelated, 'When did the user go to a jazz concert?', 200, said('I went to a jazz concert'))).toBe(
      '',
    )
  })

  it('never leads on from a sentence that states a replaced value', () => {
    const message = 'I live in Leeds for now. My brother Tom is a chef there.'
    const stale = (sentence: string): SkipReason => (sentence.startsWith('I live in Leeds') ? 'stale' : false)
    expect(snippet(message, 'Where does the user live?', 200, stale)).toBe('')
  })

  it('keeps a message found by meaning whole from its start, unless a fact says its first sentence', () => {
    const message = 'Mornings are for the allotment. Tomatoes did well this year.'
    expect(snippet(message, 'Does the user garden?', 200)).toBe(message)
    expect(snippet(message, 'Does the user garden?', 200, said('Mornings are for'))).toBe('')
  })
})

describe('composeAnswer', () => {
  const at = Date.UTC(2024, 3, 2) / 1000
  const message: SourceMessage = {
    id: 7,
    sceneId: 's',
    role: 'user',
    content: "It's a 1962 Gibson hollow-body and I got it as a present from my uncle. Been playing it every night.",
    timestamp: at,
  }
  const fact = (text: string): FactRecord => ({
    id: 1,
    profileId: 'p',
    sceneId: 's',
    messageId: 7,
    timestamp: at,
    text,
  })
  const answer = (text: string) =>
    composeAnswer(
      'What present did the user get from their uncle?',
      {
        items: [
          { kind: 'fact', fact: fact(text) },
          { kind: 'message', message },
        ],
        broad: false,
      },
      400,
    )

  it('shows the rest of a sentence a fact says only in part', () => {
    expect(answer('The user got it as a present from their uncle')).toContain('1962 Gibson hollow-body')
  })

  it('does not repeat a sentence a fact says whole', () => {
    expect(
      answer("The user's present from their uncle is a 1962 Gibson hollow-body, the user got it as a present"),
    ).not.toContain('the user said: "It\'s a 1962')
  })
})
