import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))

interface PackageJson {
  exports: Record<string, string | { types: string; default: string }>
  bin: Record<string, string>
}

/** What each public subpath must export once built: the names users import. */
const expectedExports: Record<string, string[]> = {
  '.': ['ProfileContextClient', 'createProfileMemory', 'APIError', 'AuthenticationError', 'InvalidInputError'],
  './ai-sdk': ['profileContextMiddleware', 'queryUserFacts'],
  './langchain': ['profileContextMiddleware', 'ProfileContextMemory', 'queryUserFacts'],
  './server': ['createServer', 'startServer', 'createRuleExtractor', 'createLexicalAnswerer'],
}

// The published package, not the sources: bundling mistakes (a lost `node:` prefix, a bundled peer) show only here.
describe('the built package', () => {
  let manifest: PackageJson

  beforeAll(async () => {
    await run(process.execPath, [`${root}node_modules/tsup/dist/cli-default.js`], { cwd: root })
    manifest = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as PackageJson
  }, 120_000)

  it('passes publint without errors or warnings', async () => {
    const { messages } = await publint({ pkgDir: root, pack: false })
    expect(messages.filter((message) => message.type !== 'suggestion')).toEqual([])
  })

  it.each(Object.entries(expectedExports))('exports %s with its public names', async (subpath, names) => {
    const target = manifest.exports[subpath]
    if (typeof target !== 'object') throw new Error(`exports["${subpath}"] must have types and default conditions`)
    expect(Object.keys(target)[0]).toBe('types')
    const module = (await import(`${root}${target.default}`)) as Record<string, unknown>
    for (const name of names) expect(typeof module[name], `${subpath} → ${name}`).toBe('function')
    await expect(readFile(`${root}${target.types}`, 'utf8')).resolves.toContain('export')
  })

  it('runs the bin, which lists every verb', async () => {
    const bin = manifest.bin['profile-context']
    if (!bin) throw new Error('package.json must declare bin["profile-context"]')
    const { stdout } = await run(process.execPath, [`${root}${bin}`, '--help'])
    for (const verb of ['serve', 'status', 'query', 'create-profile', 'create-scene', 'import']) {
      expect(stdout).toContain(verb)
    }
  })

  it('starts the bundled service, whose database module resolves', async () => {
    const bin = manifest.bin['profile-context'] ?? ''
    const { stdout } = await run(process.execPath, [`${root}${bin}`, 'serve', '--help'])
    expect(stdout).toContain('--db')
    const server = (await import(`${root}dist/server/index.js`)) as typeof import('profile-context/server')
    const started = await server.startServer({ port: 0, apiKeys: ['k'] })
    try {
      const response = await fetch(`${started.baseURL}/profiles`, {
        method: 'POST',
        headers: { authorization: 'Bearer k' },
      })
      expect(response.status).toBe(201)
    } finally {
      await started.close()
    }
  })
})
