import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * A string-keyed map kept in one JSON file: read once at start, written after every change (atomically, through a
 * temporary file and a rename, one write at a time). Small and local by design — the playground keeps a handful of
 * users. It fits the engine's `IdStore` shape, so `userId → profileId` mappings survive a restart together with the
 * SQLite file they point into.
 *
 * @example
 * ```ts
 * const ids = new JsonFileMap<string>('.profile-context/playground-ids.json')
 * const memory = createProfileMemory({ client, ids })
 * ```
 */
export class JsonFileMap<Value> {
  readonly #path: string
  readonly #entries: Map<string, Value>
  #writing: Promise<void> = Promise.resolve()
  #failure: unknown

  constructor(path: string) {
    this.#path = path
    this.#entries = new Map(Object.entries(readJson<Value>(path)))
  }

  get(key: string): Value | undefined {
    return this.#entries.get(key)
  }

  set(key: string, value: Value): Promise<void> {
    this.#entries.set(key, value)
    const snapshot = JSON.stringify(Object.fromEntries(this.#entries), null, 2)
    const written = this.#writing.then(() => this.#write(snapshot))
    // The chain itself never rejects, so one failed write does not block the next; the caller still sees it.
    this.#writing = written.catch(() => undefined)
    return written
  }

  /** Resolves once every change so far is on disk; rejects with the last write failure, if any. */
  async flush(): Promise<void> {
    await this.#writing
    if (this.#failure !== undefined) throw this.#failure
  }

  async #write(snapshot: string): Promise<void> {
    try {
      await mkdir(dirname(this.#path), { recursive: true })
      const temporary = `${this.#path}.${process.pid}.tmp`
      await writeFile(temporary, `${snapshot}\n`, { mode: 0o600 })
      await rename(temporary, this.#path)
      this.#failure = undefined
    } catch (error) {
      // Kept for flush(); the next write carries the full map, so nothing is lost while the process lives.
      this.#failure = error
      throw error
    }
  }
}

function readJson<Value>(path: string): Record<string, Value> {
  if (!existsSync(path)) return {}
  const text = readFileSync(path, 'utf8')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`${path} is not valid JSON; fix or delete it (the playground recreates it).`, { cause: error })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${path} must hold a JSON object; fix or delete it (the playground recreates it).`)
  }
  return parsed as Record<string, Value>
}
