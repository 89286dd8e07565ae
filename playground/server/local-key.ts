import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface LocalKey {
  apiKey: string
  /** The file the key lives in. */
  path: string
  /** True when this call made the key. */
  created: boolean
}

const KEY_FILE = 'api-key'

/**
 * The API key of the local reference service: read from `<dataDir>/api-key`, or made once and written there
 * (mode 0600) so the CLI and examples can use the same service data across restarts.
 *
 * @example
 * ```ts
 * const { apiKey } = loadOrCreateLocalKey('.profile-context')
 * ```
 */
export function loadOrCreateLocalKey(dataDir: string): LocalKey {
  const path = join(dataDir, KEY_FILE)
  if (existsSync(path)) {
    const apiKey = readFileSync(path, 'utf8').trim()
    if (apiKey === '') throw new Error(`${path} is empty; delete it and a new local key is made.`)
    return { apiKey, path, created: false }
  }
  mkdirSync(dataDir, { recursive: true })
  const apiKey = `pc_local_${randomBytes(24).toString('base64url')}`
  writeFileSync(path, `${apiKey}\n`, { mode: 0o600, flag: 'wx' })
  return { apiKey, path, created: true }
}
