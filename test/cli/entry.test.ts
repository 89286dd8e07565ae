import { execFile, execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem } from '../../src/cli/node-version'
import { repositoryRoot, runCli, startScript } from './run-cli'

const run = promisify(execFile)
const { version } = JSON.parse(readFileSync(`${repositoryRoot}package.json`, 'utf8')) as { version: string }

describe('profile-context (the command itself)', () => {
  it.each([['--version'], ['-v'], ['version']])('%s prints the package version', async (flag) => {
    const { code, stdout } = await runCli([flag])
    expect({ code, stdout }).toEqual({ code: 0, stdout: `${version}\n` })
  })

  it('help <verb> is <verb> --help, for every verb', async () => {
    for (const verb of ['serve', 'status', 'query', 'create-profile', 'create-scene', 'import']) {
      const { code, stdout } = await runCli(['help', verb])
      expect(code, verb).toBe(0)
      expect(stdout, verb).toContain(`Usage: profile-context ${verb}`)
    }
  })

  it('--help lists the verbs and mentions --version', async () => {
    const { code, stdout } = await runCli(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('profile-context --version')
  })
})

describe('on a Node.js without node:sqlite', () => {
  it('explains in one line which version is needed', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(/^error: profile-context serve needs Node\.js 22\.13 or newer/)
    expect(nodeVersionProblem('22.12.0')).toContain('this is Node.js 22.12.0')
    expect(nodeVersionProblem('22.13.0')).toBeUndefined()
    expect(nodeVersionProblem('24.1.0')).toBeUndefined()
    expect(nodeVersionProblem('30.0.0')).toBeUndefined()
  })

  // The system Node of the CI machine is 20 (npm scripts run the pinned 24): run the real CLI on it.
  const oldNode = ['/usr/local/bin/node', '/usr/bin/node'].find((path) => {
    try {
      const major = Number(/^v(\d+)/.exec(String(execFileSync(path, ['-v'])))?.[1])
      return major < 22
    } catch {
      return false
    }
  })

  it.skipIf(oldNode === undefined)('serve prints that line and exits 1, with no stack', async () => {
    const error = await run(oldNode ?? '', ['--import', 'tsx', 'src/cli/index.ts', 'serve'], {
      cwd: repositoryRoot,
    }).catch((failure: { code: number; stdout: string; stderr: string }) => failure)
    expect('code' in error ? error.code : 0).toBe(1)
    expect(error.stderr.trim().split('\n')).toEqual([expect.stringMatching(/needs Node\.js 22\.13 or newer/)])
  })
})

describe('npm run bench', () => {
  it('--help lists the suites and --quick, and exits 0', async () => {
    const { code, stdout } = await startScript('bench/index.ts', ['--help']).result
    expect(code).toBe(0)
    for (const word of ['overhead', 'streaming', 'recording', 'scale', 'locomo', '--quick']) {
      expect(stdout).toContain(word)
    }
  })

  it('an unknown option is a usage error (exit 2) in one line', async () => {
    const { code, stderr } = await startScript('bench/index.ts', ['--fast']).result
    expect(code).toBe(2)
    expect(stderr.trim()).toBe("bench: unknown option --fast. Run 'npm run bench -- --help' for usage.")
  })
})
