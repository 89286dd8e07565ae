import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ProfileContextClient } from 'profile-context'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli, type ServeProcess, startServeProcess } from './helpers/spawn-serve'
import { createTempDatabase } from './helpers/temp-db'

const running: ServeProcess[] = []
const cleanups: Array<() => void> = []
afterEach(async () => {
  for (const serve of running.splice(0)) await serve.stop()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function serve(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const process = await startServeProcess(args, env)
  running.push(process)
  return process
}

function tempDatabase(): string {
  const temp = createTempDatabase()
  cleanups.push(temp.remove)
  return temp.file
}

describe('profile-context serve', () => {
  it('done when: serve --api-key k, then the client creates a profile and a scene, adds text with updateNow and waitForResult, and queryFacts returns the fact', async () => {
    const server = await serve(['--port', '0', '--api-key', 'k', '--db', tempDatabase()])
    expect(server.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
    expect(server.baseURL).not.toContain(':0/')
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
    const profile = await client.createProfile({ requestedId: 'ana' })
    expect(profile.id).toBe('ana')
    const scene = await client.createScene(profile.id)
    await client.addText(
      profile.id,
      scene.id,
      [
        { role: 'assistant', content: 'Hi! What should I know about you?', timestamp: 1_715_000_000 },
        { role: 'user', content: 'I live in Lisbon and I work as a nurse.', timestamp: 1_715_000_060 },
      ],
      { updateNow: true, waitForResult: true },
    )
    expect(await client.getUpdateStatus(profile.id)).toEqual({ status: 'IDLE', progress: 100 })
    const { result } = await client.queryFacts(profile.id, 'Where does the user live?')
    expect(result).toContain('Lisbon')
    expect(await server.stop()).toBe(0)
  })

  it('reads an import on the service’s extraction workers, saying so, with no fallback to the event loop', async () => {
    const server = await serve(['--port', '0', '--api-key', 'k', '--db', tempDatabase(), '--semantic-recall', 'off'])
    expect(server.stdout()).toContain('extractor: rules (bulk updates read on worker threads)')
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
    const { id } = await client.createProfile({})
    const scene = await client.createScene(id)
    const imported = Array.from({ length: 40 }, (_, index) => ({
      role: 'user' as const,
      content:
        index === 20 ? 'I work as a nurse at the city hospital.' : `I walked the dog along the river on day ${index}.`,
      timestamp: 1_715_000_000 + index * 60,
    }))
    await client.addText(id, scene.id, imported, { updateNow: true, waitForResult: true })
    expect((await client.queryFacts(id, "What is the user's job?")).result).toContain('nurse')
    expect(server.stderr()).not.toContain('Bulk updates are read on the event loop')
    expect(await server.stop()).toBe(0)
  })

  it('with no key creates one, prints it once, and on a restart with the same db keeps it without printing a key', async () => {
    const db = tempDatabase()
    const first = await serve(['--port', '0', '--db', db])
    const key = first.generatedKey
    expect(key).toMatch(/^pc_/)
    const created = await fetch(`${first.baseURL}/profiles?requested_id=kept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    })
    expect(created.status).toBe(201)
    expect(await first.stop()).toBe(0)

    const second = await serve(['--port', '0', '--db', db])
    expect(second.generatedKey).toBeUndefined()
    expect(second.stdout()).toContain('already stored')
    expect(second.stdout()).not.toContain(key)
    const status = await fetch(`${second.baseURL}/profiles/kept/update/status`, {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(await status.json()).toEqual({ status: 'IDLE', progress: 100 })
  })

  it('reads keys from PROFILE_CONTEXT_API_KEYS and honours --prefix and :memory:', async () => {
    const server = await serve(['--port', '0', '--db', ':memory:', '--prefix', '/api'], {
      PROFILE_CONTEXT_API_KEYS: 'one, two',
    })
    expect(server.baseURL).toMatch(/\/api$/)
    expect(server.generatedKey).toBeUndefined()
    for (const key of ['one', 'two']) {
      const response = await fetch(`${server.baseURL}/profiles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
      })
      expect(response.status).toBe(201)
    }
    const wrong = await fetch(`${server.baseURL}/profiles`, {
      method: 'POST',
      headers: { authorization: 'Bearer three' },
    })
    expect(wrong.status).toBe(401)
  })

  it('reads keys from a file (--api-key-file or PROFILE_CONTEXT_API_KEYS_FILE), keeping them out of ps', async () => {
    const database = tempDatabase()
    const keyFile = join(dirname(database), 'keys')
    writeFileSync(keyFile, '# service keys\nfile-one\r\n\n  file-two  \n')
    for (const [args, env] of [
      [['--api-key-file', keyFile], {}],
      [[], { PROFILE_CONTEXT_API_KEYS_FILE: keyFile }],
    ] as const) {
      const server = await serve(['--port', '0', '--db', ':memory:', ...args], env)
      expect(server.generatedKey).toBeUndefined()
      expect(server.stderr()).not.toMatch(/visible to every local user/)
      for (const key of ['file-one', 'file-two']) {
        const response = await fetch(`${server.baseURL}/profiles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        })
        expect(response.status).toBe(201)
      }
      await server.stop()
    }
    const flagged = await serve(['--port', '0', '--db', ':memory:', '--api-key', 'visible'])
    expect(flagged.stderr()).toMatch(/visible to every local user \(ps\)/)

    writeFileSync(keyFile, 'two words\n')
    const [missing, spaced, empty] = await Promise.all([
      runCli(['serve', '--port', '0', '--api-key-file', join(dirname(database), 'nope')]),
      runCli(['serve', '--port', '0', '--api-key-file', keyFile]),
      (async () => {
        const blank = join(dirname(database), 'blank')
        writeFileSync(blank, '# nothing here\n\n')
        return runCli(['serve', '--port', '0', '--api-key-file', blank])
      })(),
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read the API key file .*nope: it does not exist/)
    expect(spaced.code).toBe(2)
    expect(spaced.stderr).toMatch(/spaces on line 1/)
    expect(empty.code).toBe(2)
    expect(empty.stderr).toMatch(/holds no key/)
  })

  it('explains itself with --help, and rejects bad flags with exit code 2', async () => {
    const [help, badPort, unknownFlag, badExtractor] = await Promise.all([
      runCli(['serve', '--help']),
      runCli(['serve', '--port', 'abc']),
      runCli(['serve', '--nope']),
      runCli(['serve', '--extractor', 'magic']),
    ])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: profile-context serve')
    expect(help.stdout).toContain('--api-key')
    expect(badPort.code).toBe(2)
    expect(badPort.stderr).toContain('--port must be a whole number')
    expect(unknownFlag.code).toBe(2)
    expect(badExtractor.code).toBe(2)
    expect(badExtractor.stderr).toContain("--extractor must be 'rule' or 'model'")
  })

  it('turns semantic recall off with --semantic-recall off or its env, and rejects other values', async () => {
    const [byFlag, byEnv] = await Promise.all([
      serve(['--port', '0', '--db', ':memory:', '--api-key', 'k', '--semantic-recall', 'off']),
      serve(['--port', '0', '--db', ':memory:', '--api-key', 'k'], { PROFILE_CONTEXT_SEMANTIC_RECALL: 'off' }),
    ])
    for (const server of [byFlag, byEnv]) expect(server.stdout()).toContain('semantic recall: off (turned off')
    const bad = await runCli(['serve', '--semantic-recall', 'maybe'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--semantic-recall must be 'auto' or 'off'; got 'maybe'")
  })

  it('lists the verbs with --help and rejects an unknown verb', async () => {
    const [overview, unknown] = await Promise.all([runCli(['--help']), runCli(['frobnicate'])])
    expect(overview.code).toBe(0)
    expect(overview.stdout).toMatch(/serve\s+Run the reference service/)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("unknown command 'frobnicate'")
  })

  it('reports a port in use with exit code 1', async () => {
    const first = await serve(['--port', '0', '--db', ':memory:', '--api-key', 'k'])
    const port = new URL(first.baseURL).port
    const second = await runCli(['serve', '--port', port, '--db', ':memory:', '--api-key', 'k'])
    expect(second.code).toBe(1)
    expect(second.stderr).toContain('already in use')
  })
})
