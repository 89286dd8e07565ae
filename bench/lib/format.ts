/** Number formatting for tables: fixed decimals, thousands separated, units spelled out by the caller. */
export function fixed(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return 'n/a'
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

export function integer(value: number): string {
  return fixed(value, 0)
}

export function milliseconds(value: number): string {
  if (!Number.isFinite(value)) return 'n/a'
  return `${fixed(value, Math.abs(value) < 10 ? 2 : 1)} ms`
}

export function percent(value: number, decimals = 1): string {
  return `${fixed(value * 100, decimals)} %`
}

export function ratio(value: number): string {
  return `${fixed(value, 2)}×`
}

export function megabytes(bytes: number): string {
  return `${fixed(bytes / (1024 * 1024), 1)} MB`
}

export function seconds(milliseconds: number): string {
  return `${fixed(milliseconds / 1000, 2)} s`
}
