import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createProfileCommand } from '../../src/cli/create-profile'
import { createSceneCommand } from '../../src/cli/create-scene'
import { importCommand } from '../../src/cli/import'
import { queryCommand } from '../../src/cli/query'
import { statusCommand } from '../../src/cli/status'
import { runCli } from './run-cli'
import { runInProcess } from './run-in-process'

const apiKey = 'cli-test-key'
let service: Awaited<ReturnType<typeof startServer>>
let connection: string[]
let client: ProfileContextClient

beforeAll(async () => {
  service = await startServer({ port: 0, db: ':memory:', apiKeys: [apiKey] })
  connection = ['--base-url', service.baseURL, '--api-key', apiKey]
  client = new ProfileContextClient({ baseURL: service.baseURL, apiKey })
})
afterAll(() => service.close())

describe('--help', () => {
  it.each([statusCommand, queryCommand, createProfileCommand, createSceneCommand, importCommand])(
    '$name --help explains usage, the connection flags and exit codes',
    async (command) => {
      const { code, stdout } = await runInProcess(command, ['--help'])
      expect(code).toBe(0)
      expect(stdout).toContain(`Usage: profile-context ${command.name}`)
      expect(stdout).toContain('--api-key')
      expect(stdout).toContain('PROFILE_CONTEXT_BASE_URL')
      expect(stdout).toContain('Exit codes: 0 success, 1 service or runtime error, 2 usage error')
    },
  )

  it('reaches the verb through the profile-context command', async () => {
    const { code, stdout } = await runCli(['import', '--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: profile-context import <file.jsonl> --profile <id>')
  })
})

describe('create-profile, create-scene, status, query', () => {
  it('create-profile prints the assigned id, and says so when it differs from the requested one', async () => {
    const first = await runCli(['create-profile', '--requested-id', 'verbs-alice', ...connection])
    expect(first).toMatchObject({ code: 0, stdout: 'verbs-alice\n', stderr: '' })

    const second = await runCli(['create-profile', '--requested-id', 'verbs-alice', ...connection])
    expect(second.code).toBe(0)
    const assigned = second.stdout.trim()
    expect(assigned).not.toBe('verbs-alice')
    expect(assigned).not.toBe('')
    expect(second.stderr).toContain(`the service assigned '${assigned}'`)
  })

  it('create-profile --json and create-scene print ids', async () => {
    const profile = await runCli(['create-profile', '--json', ...connection])
    expect(profile.code).toBe(0)
    const { id } = JSON.parse(profile.stdout) as { id: string }
    expect(id).toMatch(/\S/)

    const scene = await runCli(['create-scene', id, ...connection])
    expect(scene).toMatchObject({ code: 0, stderr: '' })
    expect(scene.stdout.trim()).toMatch(/^\S+$/)

    const sceneJson = await runInProcess(createSceneCommand, [id, '--json', ...connection])
    expect(JSON.parse(sceneJson.stdout)).toMatchObject({ profileId: id, id: expect.any(String) })
  })

  it('status reads the update state, in words or as JSON', async () => {
    await client.createProfile({ requestedId: 'verbs-status' })
    const human = await runCli(['status', 'verbs-status', ...connection])
    expect(human).toMatchObject({ code: 0, stderr: '' })
    expect(human.stdout).toContain('Profile verbs-status: IDLE')

    const json = await runCli(['status', 'verbs-status', '--json', ...connection])
    expect(JSON.parse(json.stdout)).toEqual({ status: 'IDLE', progress: expect.any(Number) })
  })

  it('query answers from what the profile was told, with the connection from the environment', async () => {
    const { id: profileId } = await client.createProfile({ requestedId: 'verbs-query' })
    const { id: sceneId } = await client.createScene(profileId)
    const message = { role: 'user' as const, content: 'I live in Lisbon with my dog Pixel.', timestamp: 1_700_000_000 }
    await client.addText(profileId, sceneId, [message], { updateNow: true, waitForResult: true })
    const env = { PROFILE_CONTEXT_BASE_URL: service.baseURL, PROFILE_CONTEXT_API_KEY: apiKey }

    const answer = await runCli(['query', profileId, 'Where does the user live?'], { env })
    expect(answer).toMatchObject({ code: 0, stderr: '' })
    expect(answer.stdout).toContain('Lisbon')

    const unquoted = await runCli(['query', profileId, 'what', 'is', 'the', "dog's", 'name', '--json'], { env })
    const parsed = JSON.parse(unquoted.stdout) as { question: string; result: string }
    expect(parsed.question).toBe("what is the dog's name")
    expect(parsed.result).toContain('Pixel')
  })

  it('query about a profile the key does not own is a 404 explained, exit 1', async () => {
    const { code, stderr } = await runCli(['query', 'nobody-here', 'anything?', ...connection])
    expect(code).toBe(1)
    expect(stderr).toContain('not found (404): profile_not_found:')
    expect(stderr).toContain('Check the id.')
  })

  it('a base URL without the API prefix is a 404 that points at --base-url, not at the id', async () => {
    const { code, stderr } = await runInProcess(statusCommand, [
      'alice',
      '--base-url',
      service.url,
      '--api-key',
      apiKey,
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('not found (404): not_found:')
    expect(stderr).toContain('check that --base-url / PROFILE_CONTEXT_BASE_URL includes the API prefix')
    expect(stderr).not.toContain('Check the id')
  })
})

describe('usage errors exit 2 before sending anything', () => {
  it('no API key names the flag and the variable', async () => {
    const { code, stdout, stderr } = await runCli(['status', 'alice', '--base-url', service.baseURL])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('No API key. Pass --api-key <key> or set PROFILE_CONTEXT_API_KEY')
    expect(stderr).toContain("Run 'profile-context status --help' for usage.")
  })

  it('an unknown flag, a missing argument, a base URL that is not a URL', async () => {
    vi.stubEnv('PROFILE_CONTEXT_API_KEY', '')
    vi.stubEnv('PROFILE_CONTEXT_BASE_URL', '')
    try {
      const unknown = await runInProcess(statusCommand, ['alice', '--wacth', ...connection])
      expect(unknown.code).toBe(2)
      expect(unknown.stderr).toContain("error: Unknown option '--wacth'.\n")
      expect(unknown.stderr).not.toContain('positional argument')

      const noProfile = await runInProcess(createSceneCommand, connection)
      expect(noProfile).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing argument <profileId>') })
      const noQuestion = await runInProcess(queryCommand, ['alice', ...connection])
      expect(noQuestion).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing argument "<question>"') })
      const extra = await runInProcess(createSceneCommand, ['alice', 'bob', ...connection])
      expect(extra).toMatchObject({ code: 2, stderr: expect.stringContaining("Unexpected argument 'bob'") })

      const badURL = await runInProcess(statusCommand, ['alice', '--base-url', 'localhost:8787', '--api-key', apiKey])
      expect(badURL).toMatchObject({ code: 2, stderr: expect.stringContaining('--base-url') })
      const badInterval = await runInProcess(statusCommand, ['alice', '--watch', '--interval', 'soon', ...connection])
      expect(badInterval).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--interval must be a whole number'),
      })
      // Only decimal digits count, as for `serve --port`: Number() would read "1e3" as 1000.
      const exponent = await runInProcess(statusCommand, ['alice', '--watch', '--interval', '1e3', ...connection])
      expect(exponent).toMatchObject({ code: 2, stderr: expect.stringContaining("got '1e3'") })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('service errors exit 1 with an explanation', () => {
  it('a wrong key is explained as a 401', async () => {
    const { code, stdout, stderr } = await runCli([
      'create-profile',
      '--base-url',
      service.baseURL,
      '--api-key',
      'wrong',
    ])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('rejected the API key (401 Unauthorized)')
    expect(stderr).toContain('PROFILE_CONTEXT_API_KEY')
  })

  it('a service that is down is explained with its URL', async () => {
    const stopped = await startServer({ port: 0, db: ':memory:', apiKeys: [apiKey] })
    await stopped.close()
    const { code, stderr } = await runCli(['status', 'alice', '--base-url', stopped.baseURL, '--api-key', apiKey])
    expect(code).toBe(1)
    expect(stderr).toContain(`cannot reach the service at ${stopped.baseURL}`)
    expect(stderr).toContain('profile-context serve')
  })
})
