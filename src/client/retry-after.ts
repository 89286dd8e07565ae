/**
 * Milliseconds a `Retry-After` (seconds or an HTTP date) or `retry-after-ms` header asks to wait,
 * or `undefined` when there is none or it cannot be read.
 */
export function parseRetryAfter(headers: Record<string, string>, now = Date.now()): number | undefined {
  const milliseconds = headers['retry-after-ms']
  if (milliseconds !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(milliseconds)) return Number(milliseconds)
  const value = headers['retry-after']?.trim()
  if (value === undefined || value === '') return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000
  // An HTTP date names its day or month; without this, Date.parse reads "-1" as the year 2001 ("retry at once").
  if (!/[A-Za-z]{3}/.test(value)) return undefined
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
