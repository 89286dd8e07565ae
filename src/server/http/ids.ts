import { randomBytes } from 'node:crypto'

/** Longest profile id the service assigns. */
const maxProfileIdLength = 100

const allowed = /^[A-Za-z0-9][A-Za-z0-9._@:+~-]*$/

function randomPart(): string {
  return randomBytes(10).toString('hex')
}

/** A new scene id, unique across the service: `scene_` and 20 hex digits. */
export function generateSceneId(): string {
  return `scene_${randomPart()}`
}

/** A new batch id returned by add text: `batch_` and 20 hex digits. */
export function generateBatchId(): string {
  return `batch_${randomPart()}`
}

/**
 * The profile id to assign for a `requested_id`, per the documented rule:
 * 1. none or empty → `profile_` and 20 random hex digits;
 * 2. characters other than letters, digits and `._@:+~-` are each run replaced by `-`, leading/trailing `-._`
 *    trimmed, cut to 100 characters (nothing left → as 1);
 * 3. an id the account already has gets the first free suffix `-2`, `-3`, …
 */
export async function assignProfileId(
  requested: string | undefined,
  taken: (id: string) => Promise<boolean>,
): Promise<string> {
  let base = (requested ?? '').normalize('NFC')
  if (!allowed.test(base) || base.length > maxProfileIdLength) {
    base = base
      .replace(/[^A-Za-z0-9._@:+~-]+/g, '-')
      // Trailing runs are matched from their start only (`(?<![-._])`), which keeps a long run linear.
      .replace(/^[-._]+|(?<![-._])[-._]+$/g, '')
      .slice(0, maxProfileIdLength)
      .replace(/(?<![-._])[-._]+$/g, '')
  }
  if (base === '') {
    let id = `profile_${randomPart()}`
    while (await taken(id)) id = `profile_${randomPart()}`
    return id
  }
  if (!(await taken(base))) return base
  for (let suffix = 2; ; suffix += 1) {
    const tail = `-${suffix}`
    const candidate = `${base.slice(0, maxProfileIdLength - tail.length)}${tail}`
    if (!(await taken(candidate))) return candidate
  }
}
