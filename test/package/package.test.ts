import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))

interface PackageJson {
  version: string
  exports: Record<string, string | { types: string; default: string }>
  bin: Record<string, string>
}

/** What each public subpath must export: the names users import. */
const expectedExports: Record<string, string[]> = {
  '.': ['ProfileContextClient', 'createProfileMemory', 'APIError', 'AuthenticationError', 'InvalidInputError'],
  './ai-sdk': ['profileContextMiddleware', 'queryUserFacts'],
  './langchain': ['profileContextMiddleware', 'ProfileContextMemory', 'queryUserFacts'],
  './server': ['createServer', 'startServer', 'createRuleExtractor', 'createLexicalAnswerer'],
}

/** Peers the consumer project takes from this repository's node_modules, so the test needs no download. */
const peers = ['langchain', '@langchain/core', 'zod']

let workDir: string
let tarball: string
let manifest: PackageJson

// `npm pack` as a publisher runs it: `prepack` builds dist/ from the sources, so a stale or missing build shows here.
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'profile-context-pack-'))
  await run('npm', ['pack', '--pack-destination', workDir, '--silent'], { cwd: root })
  const name = (await readdir(workDir)).find((file) => file.endsWith('.tgz'))
  if (name === undefined) throw new Error(`npm pack wrote no tarball to ${workDir}`)
  tarball = join(workDir, name)
  manifest = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as PackageJson
}, 120_000)

afterAll(async () => {
  if (workDir !== undefined) await rm(workDir, { recursive: true, force: true })
})

describe('the packed tarball', () => {
  it('holds the build, README, LICENSE and package.json, and nothing else', async () => {
    const { stdout } = await run('tar', ['tzf', tarball])
    const files = stdout.trim().split('\n')
    expect(files.filter((file) => !file.startsWith('package/dist/')).sort()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/package.json',
    ])
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === 'string') continue
      expect(files).toContain(`package/${target.default.replace('./', '')}`)
      expect(files).toContain(`package/${target.types.replace('./', '')}`)
    }
    expect(files).toContain(`package/${manifest.bin['profile-context']?.replace('./', '')}`)
  })

  it('passes publint without errors or warnings', async () => {
    // publint packs the package itself (without lifecycle scripts) to see the list of published files.
    const { messages } = await publint({ pkgDir: root, pack: 'npm' })
    expect(messages.filter((message) => message.type !== 'suggestion')).toEqual([])
  })

  it('passes @arethetypeswrong/cli (ESM-only profile: node16 from ESM, bundler)', async () => {
    const attw = `${root}node_modules/@arethetypeswrong/cli/dist/index.js`
    // attw exits 1 on any problem its profile does not ignore; its table says which.
    const { stdout } = await run(process.execPath, [attw, tarball, '--profile', 'esm-only', '--no-color']).catch(
      (error: { stdout?: string }) => {
        throw new Error(`attw found problems:\n${error.stdout ?? String(error)}`)
      },
    )
    // The two resolutions an ESM-only package promises, green for each of the four entry points.
    expect(stdout.match(/node16 \(from ESM\): 🟢 \(ESM\)/g)).toHaveLength(4)
    expect(stdout.match(/bundler: 🟢/g)?.length).toBeGreaterThanOrEqual(4)
  })
})

describe('the built package', () => {
  it.each(Object.entries(expectedExports))('exports %s with its public names', async (subpath, names) => {
    const target = manifest.exports[subpath]
    if (typeof target !== 'object') throw new Error(`exports["${subpath}"] must have types and default conditions`)
    expect(Object.keys(target)[0]).toBe('types')
    const module = (await import(`${root}${target.default}`)) as Record<string, unknown>
    for (const name of names) expect(typeof module[name], `${subpath} → ${name}`).toBe('function')
    await expect(readFile(`${root}${target.types}`, 'utf8')).resolves.toContain('export')
  })

  it('runs the bin: --help lists every verb, --version prints the version', async () => {
    const bin = `${root}${manifest.bin['profile-context']}`
    const { stdout } = await run(process.execPath, [bin, '--help'])
    for (const verb of ['serve', 'status', 'query', 'create-profile', 'create-scene', 'import']) {
      expect(stdout).toContain(verb)
    }
    expect((await run(process.execPath, [bin, '--version'])).stdout).toBe(`${manifest.version}\n`)
  })

  it('starts the bundled service, whose database module resolves', async () => {
    const bin = `${root}${manifest.bin['profile-context']}`
    const { stdout } = await run(process.execPath, [bin, 'serve', '--help'])
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

interface SmokeReport {
  node: string
  ai: string
  otel: boolean
  exported: Record<string, string[]>
  systems: string[]
}

describe('installed from the tarball into a new project', () => {
  let project: string

  beforeAll(async () => {
    project = join(workDir, 'consumer')
    await run('mkdir', ['-p', project])
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    // The package's own dependencies come from npm (its cache first); the optional peers are not installed by npm.
    await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], {
      cwd: project,
    })
    for (const peer of peers) {
      if (peer.includes('/')) await run('mkdir', ['-p', join(project, 'node_modules', peer.split('/')[0] ?? '')])
      await symlink(join(root, 'node_modules', peer), join(project, 'node_modules', peer), 'dir')
    }
    await copyFile(fileURLToPath(new URL('consumer-smoke.mjs', import.meta.url)), join(project, 'smoke.mjs'))
  }, 120_000)

  /** Points the project's `ai` at one of this repository's copies (`ai` is 7, `ai-v6` is 6) and runs the smoke script. */
  async function smoke(aiCopy: 'ai' | 'ai-v6'): Promise<SmokeReport> {
    await rm(join(project, 'node_modules', 'ai'), { force: true })
    await symlink(join(root, 'node_modules', aiCopy), join(project, 'node_modules', 'ai'), 'dir')
    const { stdout } = await run(process.execPath, ['smoke.mjs'], { cwd: project })
    return JSON.parse(stdout) as SmokeReport
  }

  it.each([
    ['ai', '7.'],
    ['ai-v6', '6.'],
  ] as const)('imports every subpath and remembers a user across conversations (%s → ai %s)', async (copy, major) => {
    const report = await smoke(copy)
    expect(report.node).toBe(process.version)
    expect(report.ai.startsWith(major)).toBe(true)
    // Without @opentelemetry/api installed (an optional peer) the engine works as usual.
    expect(report.otel).toBe(false)
    for (const [subpath, names] of Object.entries(expectedExports)) {
      expect(report.exported[subpath]).toEqual(expect.arrayContaining(names))
    }
    expect(report.systems).toHaveLength(2)
    expect(report.systems[0]).not.toContain('Lisbon')
    expect(report.systems[1]).toMatch(/<user_context>[\s\S]*Lisbon[\s\S]*<\/user_context>/)
  })

  it('installs a working bin', async () => {
    const { stdout } = await run(join(project, 'node_modules', '.bin', 'profile-context'), ['--version'], {
      env: { ...process.env, PATH: `${join(process.execPath, '..')}:${process.env.PATH ?? ''}` },
    })
    expect(stdout).toBe(`${manifest.version}\n`)
  })
})
