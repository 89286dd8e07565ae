import { describe, expect, it } from 'vitest'
import { annotateDates } from '../../src/server/answer/annotate-dates'

const said = Date.UTC(2023, 5, 9, 12) / 1000

describe('annotateDates', () => {
  it('writes out what relative dates in a message mean, leaving the rest as written', () => {
    expect(annotateDates('I went camping last week with the kids. It was great!', said)).toBe(
      'I went camping last week (the week before 9 June 2023) with the kids. It was great!',
    )
    expect(annotateDates('Yesterday I ran a race. Next month I fly to Oslo.', said)).toBe(
      'Yesterday (8 June 2023) I ran a race. Next month (July 2023) I fly to Oslo.',
    )
    expect(annotateDates('In 2022 I painted a lake.', said)).toBe('In 2022 I painted a lake.')
    expect(annotateDates('No dates here.', said)).toBe('No dates here.')
    // The batch-import example's reply, said on 10 May 2024 about a trip being planned: the coming October.
    expect(annotateDates('Kyoto in October is wonderful.', Date.UTC(2024, 4, 10) / 1000)).toBe(
      'Kyoto in October (October 2024) is wonderful.',
    )
  })
})
