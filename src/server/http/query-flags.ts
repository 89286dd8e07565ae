import { ServiceError } from './service-error'

/**
 * Reads a boolean query parameter: `true`/`1` or `false`/`0` (any case); absent is `false`.
 * @throws ServiceError 400 for any other value, naming the parameter and the accepted values.
 */
export function readFlag(value: string | undefined, name: string): boolean {
  if (value === undefined) return false
  const normalized = value.trim().toLowerCase()
  if (normalized === 'true' || normalized === '1') return true
  if (normalized === 'false' || normalized === '0') return false
  throw new ServiceError(
    400,
    'invalid_parameter',
    `Query parameter ${name} must be true or false (or 1/0); got ${JSON.stringify(value)}.`,
  )
}
