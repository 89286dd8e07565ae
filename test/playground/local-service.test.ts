import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'
import { loadOrCreateLocalKey } from '../../playground/server/local-key'
import { openLocalService } from '../../playground/server/local-service'
import { startScript } from '../cli/run-cli'

const folders: string[] = []
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'profile-context-home-'))
  folders.push(path)
  return path
}
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true })
})

const databases = (path: string) => readdirSync(path).filter((name) => name.endsWith('.db'))

describe('the data folder: one database, one key, one service', () => {
  it('starts the service on service.db, notes it in service.json, and lets a second user join instead of reopening', async () => {
    const home = folder()
    const first = await openLocalService(home)
    try {
      expect(first.started).toBe(true)
      expect(JSON.parse(readFileSync(join(home, 'service.json'), 'utf8'))).toEqual({
        pid: process.pid,
        baseURL: first.baseURL,
      })
      const second = await openLocalService(home)
      expect({ started: second.started, baseURL: second.baseURL, apiKey: second.apiKey }).toEqual({
        started: false,
        baseURL: first.baseURL,
        apiKey: first.apiKey,
      })
      const client = new ProfileContextClient({ baseURL: second.baseURL, apiKey: second.apiKey })
      expect(await client.createProfile({ requestedId: 'zoe' })).toEqual({ id: 'zoe' })
      await second.close()
      expect(databases(home)).toEqual(['service.db'])
    } finally {
      await first.close()
    }
    expect(existsSync(join(home, 'service.json'))).toBe(false)
  })

  it('ignores a note left by a process that is gone, and takes over an older playground database', async () => {
    const home = folder()
    const old = new DatabaseSync(join(home, 'profile-context.db'))
    old.exec('CREATE TABLE left_by_an_older_playground (id INTEGER)')
    old.close()
    writeFileSync(join(home, 'service.json'), JSON.stringify({ pid: 2 ** 22 + 7, baseURL: 'http://127.0.0.1:1/v1' }))
    const service = await openLocalService(home)
    try {
      expect(service.started).toBe(true)
      expect(databases(home)).toEqual(['service.db'])
      const tables = new DatabaseSync(join(home, 'service.db'), { readOnly: true })
      expect(
        tables.prepare("SELECT name FROM sqlite_master WHERE name = 'left_by_an_older_playground'").all(),
      ).toHaveLength(1)
      tables.close()
    } finally {
      await service.close()
    }
  })

  it('the LangChain example joins the service another process runs on the folder', async () => {
    const home = folder()
    const service = await openLocalService(home)
    try {
      const run = await startScript('examples/langchain-agent/index.ts', ['--data-dir', home, '--user', 'yara'], {
        input: 'I live in Quito.\n/exit\n',
      }).result
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`Memory:  reference service of another process at ${service.baseURL}`)
      expect(databases(home)).toEqual(['service.db'])
    } finally {
      await service.close()
    }
  })

  it('uses `profile-context serve` already on its port when it takes the folder key, and refuses a foreign one', async () => {
    const home = folder()
    const { apiKey } = loadOrCreateLocalKey(home)
    const ours = await startServer({ port: 0, db: ':memory:', apiKeys: [apiKey] })
    try {
      const port = Number(new URL(ours.baseURL).port)
      const joined = await openLocalService(home, { port })
      expect({ started: joined.started, baseURL: joined.baseURL }).toEqual({ started: false, baseURL: ours.baseURL })
    } finally {
      await ours.close()
    }
    const foreign = await startServer({ port: 0, db: ':memory:', apiKeys: ['someone-elses-key'] })
    try {
      const port = Number(new URL(foreign.baseURL).port)
      await expect(openLocalService(home, { port })).rejects.toThrow(
        /already runs at http:\/\/127\.0\.0\.1:\d+\/v1 .* does not take this folder's key/,
      )
      expect(databases(home)).toEqual([])
    } finally {
      await foreign.close()
    }
  })
})
