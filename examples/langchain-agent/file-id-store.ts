import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { IdStore } from 'profile-context'

/**
 * Remembers `userId → profileId` (and conversation → scene) in a JSON file. The service may assign another id than
 * the one requested, so without this a restarted app would create a fresh, empty profile for the same user.
 * Fine for one process; deployments with several instances pass a shared store (a Keyv or unstorage instance).
 */
export async function createFileIdStore(path: string): Promise<IdStore> {
  let ids: Record<string, string> = {}
  try {
    ids = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  let writing = Promise.resolve()
  return {
    get: (key) => ids[key],
    set(key, value) {
      ids[key] = value
      const snapshot = JSON.stringify(ids, null, 2)
      // Written one after another, through a temporary file, so a crash never leaves half a file.
      writing = writing.then(async () => {
        await mkdir(dirname(path), { recursive: true })
        await writeFile(`${path}.tmp`, snapshot)
        await rename(`${path}.tmp`, path)
      })
      return writing
    },
  }
}
