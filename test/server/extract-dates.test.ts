import { describe, expect, it } from 'vitest'
import { formatDate, resolveDate } from '../../src/server/extract'

/** Monday 8 May 2023, 13:56 UTC — a LoCoMo-style session date. */
const may8 = Date.UTC(2023, 4, 8, 13, 56) / 1000

describe('resolveDate', () => {
  it.each([
    ['I went there yesterday', '7 May 2023', 'on 7 May 2023'],
    ['We met the day before yesterday', '6 May 2023', 'on 6 May 2023'],
    ['I fly out tomorrow', '9 May 2023', 'on 9 May 2023'],
    ['I did it three days ago', '5 May 2023', 'on 5 May 2023'],
    ['I ran a race last Sunday', '7 May 2023', 'on Sunday 7 May 2023'],
    ['I will see her next Friday', '19 May 2023', 'on Friday 19 May 2023'],
    ['I will see her this Friday', '12 May 2023', 'on Friday 12 May 2023'],
    ['I moved here last month', 'April 2023', 'in April 2023'],
    ['We go camping next month', 'June 2023', 'in June 2023'],
    ['I started two years ago', '2021', 'in 2021'],
    ['I painted it last year', '2022', 'in 2022'],
    ['I graduated last May', 'May 2022', 'in May 2022'],
    ['I will start in September', 'September 2023', 'in September 2023'],
    // A part of the month is said with it.
    ['im moving up to auckland end of march', 'March 2024', 'end of March 2024'],
    ['we fly out at the end of June', 'June 2023', 'end of June 2023'],
    ['I started at the beginning of March', 'March 2023', 'beginning of March 2023'],
    // The "back" of a return is the verb's: a plan; "back in" alone is the past.
    ['I come back in July', 'July 2023', 'in July 2023'],
    ['we fly back in August', 'August 2023', 'in August 2023'],
    ['we met back in March', 'March 2023', 'in March 2023'],
    ['I was there back in February', 'February 2023', 'in February 2023'],
    ['I was born on 3 March 1990', '3 March 1990', 'on 3 March 1990'],
    ['It opened on March 3rd, 2021', '3 March 2021', 'on 3 March 2021'],
    ['I have lived here since 2019', '2019', 'since 2019'],
    ['I went to Paris last week', 'the week before 8 May 2023', 'the week before 8 May 2023'],
    ['We went hiking last weekend', 'the weekend before 8 May 2023', 'the weekend before 8 May 2023'],
    ['I quit a few days ago', 'a few days before 8 May 2023', 'a few days before 8 May 2023'],
    ['My sister arrives in three days', '11 May 2023', 'on 11 May 2023'],
    ['Off to Japan in two weeks', 'two weeks after 8 May 2023', 'two weeks after 8 May 2023'],
    ['The move is in a fortnight', 'two weeks after 8 May 2023', 'two weeks after 8 May 2023'],
    ['I start in a couple of weeks', 'a couple of weeks after 8 May 2023', 'a couple of weeks after 8 May 2023'],
    ['I went kayaking last summer', 'summer 2022', 'in summer 2022'],
    // A month without a year: ahead unless the verb is past (see speaksOfFuture).
    ['Kyoto in October is wonderful', 'October 2023', 'in October 2023'],
    ['The festival in February is fun', 'February 2024', 'in February 2024'],
    ['I moved here in October', 'October 2022', 'in October 2022'],
    ['We are going to Oslo in March', 'March 2024', 'in March 2024'],
  ])('%s → %s', (sentence, dateText, phrase) => {
    expect(resolveDate(sentence, may8)).toMatchObject({ dateText, phrase })
  })

  it('leaves a span said loosely ("in a day or two") alone', () => {
    expect(resolveDate('I will call in a day or two', may8)).toBeUndefined()
  })

  it('reports the span it replaced and the start of the period as eventTime', () => {
    const sentence = 'I moved to Porto last month.'
    const date = resolveDate(sentence, may8)
    expect(date).toEqual({
      start: sentence.indexOf('last month'),
      end: sentence.indexOf('last month') + 'last month'.length,
      eventTime: Date.UTC(2023, 3, 1) / 1000,
      dateText: 'April 2023',
      phrase: 'in April 2023',
    })
  })

  it('keeps the word a start or a deadline is said with, and reads no habit as a date', () => {
    expect(resolveDate('From Monday I start as a sales rep', may8)).toMatchObject({ phrase: 'from Monday 15 May 2023' })
    expect(resolveDate('I go swimming every Monday', may8)).toBeUndefined()
    expect(resolveDate('I work Mondays', may8)).toBeUndefined()
    expect(resolveDate('Monday was rough', may8)).toBeUndefined()
  })

  it('leaves numbers that are not years and sentences without dates alone', () => {
    expect(resolveDate('I have 2000 followers on my blog', may8)).toBeUndefined()
    expect(resolveDate('I may be late', may8)).toBeUndefined()
    expect(resolveDate('I love hiking', may8)).toBeUndefined()
  })
})

describe('formatDate', () => {
  it('writes dates the way people do, in UTC', () => {
    expect(formatDate(Date.UTC(2023, 4, 7, 23, 59) / 1000)).toBe('7 May 2023')
    expect(formatDate(Date.UTC(2023, 4, 7) / 1000, 'month')).toBe('May 2023')
    expect(formatDate(Date.UTC(2023, 4, 7) / 1000, 'year')).toBe('2023')
  })
})

describe('resolveDate: which way an undirected date points', () => {
  /** 15 April 2024, when the user tells of plans and of what happened. */
  const april15 = Date.UTC(2024, 3, 15, 9) / 1000

  it.each([
    ["I'm running the Berlin marathon in September", 'September 2024'],
    ['I am running the Berlin marathon in September', 'September 2024'],
    ['We are moving to Porto in June', 'June 2024'],
    ['My sister visits in December', 'December 2024'],
    ['I will start the new job in May', 'May 2024'],
    ['We fly to Japan next spring', 'spring 2025'],
    // "next <month>" is next year's even when this year's is still ahead; "this <month>" this year's.
    ['Thinking about doing the Bristol half marathon next May', 'May 2025'],
    ['Next March I start a new course', 'March 2025'],
    ['We might go to Crete this May', 'May 2024'],
    ['I was sick this March', 'March 2024'],
    // A participle after "getting" or "is" does not make a plan past.
    ['My sister is getting married in September', 'September 2024'],
    ['My sister is getting married this September', 'September 2024'],
    ['We went to Rome in March and I am still thinking about it', 'March 2024'],
    // A clause of a run-on that goes on past its date: the words before the date tell its tense, not "never caught".
    [
      "I am taking my boy DJ bass fishing at Sardis Lake Saturday what should we use for bait comma he's never caught a bass",
      '20 April 2024',
    ],
    // Asked or told to do something on a date: the doing lies ahead, whatever the tense of the asking.
    ['They have asked me to start on 17 June instead', '17 June 2024'],
    // A long run-on: the date's own verb, not one far from it ("was married"), tells which way it points.
    [
      'my daughter Kiara turns 10 on the 18th and her mama wants the party at her place which is fine me and Tasha get along better since the divorce than when we was married',
      '18 April 2024',
    ],
    // Monday 15 April: "on/this Friday" is the 19th, "next Friday" the Friday of next week.
    ['We are flying out on Friday', '19 April 2024'],
    ['We are flying out next Friday', '26 April 2024'],
    ['Next Monday I have an interview', '22 April 2024'],
    ['Our wedding is on 12 October', '12 October 2024'],
    // A start or a deadline lies ahead; a weekday said bare after a verb is the nearest one the tense points to.
    ['From Monday I start as a sales rep', '22 April 2024'],
    ['I need the draft by Friday', '19 April 2024'],
    ['Starting as sous chef monday', '22 April 2024'],
    ['We fly out Friday', '19 April 2024'],
    ['I saw her Saturday', '13 April 2024'],
    // An emoji ends a clause: the plan after it is ahead though the news before it is past.
    ["jordan got offered a job in brisbane 😬 we're talking about moving up there in september", 'September 2024'],
    // "and", "but" or "so" before a new subject starts a clause: the move ahead though the news before it is past.
    ["Move got pushed, the chain collapsed and we're now moving on 3 May", '3 May 2024'],
    ['I booked the flights and we fly to Lisbon on 3 May', '3 May 2024'],
    ['I went to Paris and we saw the tower on 3 April', '3 April 2024'],
    // Booked for a date: the date lies ahead, though the booking is past.
    ['We have booked a river cruise on the Danube for the 3rd of October', '3 October 2024'],
    ['I signed up for the Berlin marathon in September', 'September 2024'],
    // A weekday said with the date tells its year, whatever the tense: 26 May 2024 is a Sunday, 26 May 2023 not.
    ["Sorry, I misspoke, it's the half marathon. Same weekend, Sunday 26 May.", '26 May 2024'],
    ['I looked again and the marathon is Saturday, 8 June, not the 1st', '8 June 2024'],
    ['It was on Friday, March 8th', '8 March 2024'],
    ['We met on Thursday 13 April', '13 April 2023'],
    // Moved to a date, or booked for one: ahead, though said in the past tense.
    ['the office called me and they moved me to Friday the 19th same time', '19 April 2024'],
    ['18th edition exam booked, 9 may. how many hours should i revise', '9 May 2024'],
    // A weekday with a day of the month alone, "the" or not: the nearest month where that day is that weekday.
    ['health visitor is coming thursday 18th for the check', '18 April 2024'],
    ['Ah no sorry, is Sunday 21. The Saturday is only the setup', '21 April 2024'],
    ['the gig is friday 3rd at the Crown', '3 May 2024'],
    // A year said in words with the day: "June 7 next year", "3rd of March this year".
    ['YES. June 7 next year at The Astorian in Houston!!', '7 June 2025'],
    ['the 3rd of March this year was the worst day', '3 March 2024'],
    ['In March we went to Rome', 'March 2024'],
    ['We went to Rome in September', 'September 2023'],
    ['I ran the Berlin marathon last September', 'September 2023'],
    ['I have visited Paris in May', 'May 2023'],
    ['I have been vegetarian since 3 May', '3 May 2023'],
    ['I have been vegetarian since May', 'May 2023'],
    ['Back in June I started painting', 'June 2023'],
    ['I went kayaking in the summer', 'summer 2023'],
  ])('%s (said 15 April 2024) → %s', (sentence, dateText) => {
    expect(resolveDate(sentence.replace("I'm", 'I am'), april15)?.dateText).toBe(dateText)
  })

  it('reads a bare number after a weekday only where a date ends, and writes a day with its weekday as one date', () => {
    // The weekday alone is read there, not the number after it.
    for (const sentence of ['We had Sunday 21 people at the table', 'We are open Sunday 9 hours a week']) {
      const date = resolveDate(sentence, april15)
      expect(sentence.slice(date?.start, date?.end)).toBe('Sunday')
    }
    const fair = 'There is a craft fair in Porto on Saturday 20 April and I got a table'
    const date = resolveDate(fair, april15)
    expect(date?.phrase).toBe('Saturday 20 April 2024')
    expect(`${fair.slice(0, date?.start)}${date?.phrase}${fair.slice(date?.end)}`).toBe(
      'There is a craft fair in Porto on Saturday 20 April 2024 and I got a table',
    )
  })

  it('reads "Friday the 13th" with no such Friday in the months near as the 13th, without the weekday', () => {
    // Said on Monday 15 April 2024: no 13th of the next three months is a Friday.
    const birthday = 'her birthday is Friday the 13th, what do I get her'
    const date = resolveDate(birthday, april15)
    expect(date).toMatchObject({ dateText: '13 May 2024', phrase: 'on 13 May 2024' })
    expect(birthday.slice(date?.start, date?.end)).toBe('Friday the 13th')
    // A bare number after a weekday that is no such date is a time: the weekday is the date.
    expect(resolveDate('i have physio next tuesday 8.30 in the morning', april15)).toMatchObject({
      dateText: '23 April 2024',
      phrase: 'on Tuesday 23 April 2024',
    })
    // A weekday that fits is read with its date, and written with it.
    expect(resolveDate('the gig is on Saturday the 20th', april15)).toMatchObject({
      dateText: '20 April 2024',
      phrase: 'on Saturday 20 April 2024',
    })
  })
})
