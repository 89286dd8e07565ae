/**
 * Whether `value` carries the `Symbol.for` tag of an error class. Tags are registered globally, so the check holds
 * across two installed copies of the package, where `instanceof` would fail.
 */
export function hasMarker(value: unknown, marker: symbol): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[marker] === true
}
