import { createServer as createTcpServer } from 'node:net'
import { createServer } from 'profile-context/server'
import { describe, expect, it } from 'vitest'

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createTcpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('databaseUrl', () => {
  it('rejects what is not a Postgres connection string, naming the option and the expected form', async () => {
    await expect(createServer({ databaseUrl: 'mysql://localhost/db' })).rejects.toThrow(
      /^databaseUrl must be a Postgres connection string, e\.g\. postgres:\/\//,
    )
    await expect(createServer({ databaseUrl: '' })).rejects.toThrow(/databaseUrl must be/)
  })

  it('a server nobody listens on fails the start with the reason, and nothing is left open', async () => {
    const port = await closedPort()
    await expect(createServer({ databaseUrl: `postgres://user:secret@127.0.0.1:${port}/db` })).rejects.toThrow(
      /^Cannot connect to Postgres \(.*ECONNREFUSED.*\); check databaseUrl\.$/,
    )
  })
})
