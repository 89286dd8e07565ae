/** Month names in English, January first. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const secondsPerDay = 86_400

/** How precisely a resolved date is known. */
export type DatePrecision = 'day' | 'month' | 'year'

/**
 * Renders Unix seconds as people write dates, in UTC so that answers never depend on the server's time zone:
 * `day` → "7 May 2023", `month` → "May 2023", `year` → "2023".
 *
 * @example
 * ```ts
 * import { formatDate } from 'profile-context/server'
 *
 * formatDate(1683417600) // "7 May 2023"
 * ```
 */
export function formatDate(seconds: number, precision: DatePrecision = 'day'): string {
  const date = new Date(seconds * 1000)
  const year = date.getUTCFullYear()
  if (precision === 'year') return String(year)
  const month = monthNames[date.getUTCMonth()] ?? ''
  if (precision === 'month') return `${month} ${year}`
  return `${date.getUTCDate()} ${month} ${year}`
}

/** Unix seconds of midnight UTC on the given calendar day; months and days may overflow (Date.UTC normalizes). */
export function utcDay(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / 1000
}

/** The UTC calendar parts of Unix seconds. */
export function calendarOf(seconds: number): { year: number; month: number; day: number; weekday: number } {
  const date = new Date(seconds * 1000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() }
}

/** Adds whole days to Unix seconds. */
export function addDays(seconds: number, days: number): number {
  return seconds + days * secondsPerDay
}
