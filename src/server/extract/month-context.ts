import type { SourceMessage } from '../types'
import { monthNames } from './format-date'

/** A month by its full name; "May" only capitalised, so that "I may go" names none. */
const monthName = /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|\bMay\b/gi
/** "the 5th", "the 15th": a day said without its month (not "the 5th of May", "the 3rd floor", "the 21st century"). */
const bareDay =
  /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?!,? (?:of|floor|anniversary|birthday|time|century|place|row|try|day|week|year|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b)/gi

/** The months a text names, by their full names. */
function monthsNamed(text: string): Set<string> {
  const named = new Set<string>()
  for (const [word] of text.slice(0, 4000).matchAll(monthName)) {
    const month = monthNames.find((name) => name.toLowerCase() === word.toLowerCase())
    if (month) named.add(month)
  }
  return named
}

/**
 * A reply's bare day in the month the exchange before it was about: "booked flights for the 5th", after "thinking
 * first week of july" and "…flights for early July?", is the 5th of July, not of the month the reply was sent in.
 * Only when the reply names no month itself and the two messages before it name one month between them.
 */
export function withMonthFromContext(text: string, previous: readonly SourceMessage[]): string {
  if (text.search(bareDay) < 0 || monthsNamed(text).size > 0) return text
  const before = monthsNamed(
    previous
      .slice(-2)
      .map((said) => said.content)
      .join('\n'),
  )
  const month = before.size === 1 ? [...before][0] : undefined
  return month ? text.replace(bareDay, (day) => `${day} of ${month}`) : text
}
