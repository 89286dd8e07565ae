import { readFileSync } from 'node:fs'
import { UsageError } from './args'

/**
 * The API keys of a key file: one key per line; blank lines and lines starting with `#` are skipped; surrounding
 * spaces and a Windows line end are trimmed. A file keeps keys out of the process's arguments, which every local
 * user can read (`ps`, `/proc/<pid>/cmdline`).
 * @throws UsageError naming the file (and the line) when it cannot be read, holds no key, or a key has spaces.
 */
export function readApiKeyFile(path: string): string[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'it does not exist' : String(error)
    throw new UsageError(`cannot read the API key file ${path}: ${reason}.`)
  }
  const keys: string[] = []
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (/\s/.test(line)) {
      throw new UsageError(`the API key file ${path} has a key with spaces on line ${index + 1}; put one key per line.`)
    }
    keys.push(line)
  }
  if (keys.length === 0) {
    throw new UsageError(`the API key file ${path} holds no key; put one key per line (# starts a comment).`)
  }
  return keys
}
