import { createHash, randomBytes } from 'node:crypto'
import type { AccountKey } from '../options'
import type { AccountStore } from '../store/index'

/** Hex SHA-256 of a key: what the database stores instead of the key. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/** A new random key: `pc_` and 32 bytes of base64url. */
function generateApiKey(): string {
  return `pc_${randomBytes(32).toString('base64url')}`
}

/** The account of a key given without one: derived from its hash, so it is the same on every start. */
function ownAccount(keyHash: string): string {
  return `acct_${keyHash.slice(0, 16)}`
}

const accountPattern = /^[A-Za-z0-9._-]{1,64}$/

/**
 * Registers the configured keys (idempotently) and, when no key is configured and none is stored, creates one.
 * A plain key's account id is derived from its hash, so the same key maps to the same account on every start.
 * @returns the generated key, in plain text, when one was created — the only time it is ever available.
 */
export async function registerApiKeys(
  accounts: AccountStore,
  configured: ReadonlyArray<string | AccountKey>,
  now: number,
): Promise<string | undefined> {
  const stored = new Map((await accounts.allKeys()).map((entry) => [entry.hash, entry.accountId]))
  for (const entry of configured) {
    const { key, account } = typeof entry === 'string' ? { key: entry, account: undefined } : entry
    if (typeof key !== 'string' || key.trim() === '' || /\s/.test(key)) {
      throw new TypeError('apiKeys: every key must be a non-empty string without whitespace')
    }
    if (account !== undefined && !accountPattern.test(account)) {
      throw new TypeError(`apiKeys: account ${JSON.stringify(account)} must be 1-64 letters, digits or '._-'`)
    }
    const hash = hashApiKey(key)
    const owner = stored.get(hash)
    if (owner === undefined) {
      await accounts.addKey(hash, account ?? ownAccount(hash), now)
      stored.set(hash, account ?? ownAccount(hash))
    } else if (account !== undefined && owner !== account) {
      throw new TypeError(
        `apiKeys: a key given for account ${JSON.stringify(account)} already belongs to account ${JSON.stringify(owner)}`,
      )
    }
  }
  if (stored.size > 0) return undefined
  const key = generateApiKey()
  const hash = hashApiKey(key)
  await accounts.addKey(hash, ownAccount(hash), now)
  return key
}
