import { fileURLToPath } from 'node:url'
import { createProfileMemory } from 'profile-context'
import { startServer } from 'profile-context/server'
import { describe, expect, it } from 'vitest'
import { importTranscript } from '../../examples/batch-import/import-transcript'
import { readTranscript } from '../../examples/batch-import/read-transcript'
import { startScript } from '../cli/run-cli'

const example = 'examples/batch-import/index.ts'
const transcriptPath = fileURLToPath(new URL('../../examples/batch-import/transcript.jsonl', import.meta.url))

describe('examples/batch-import', () => {
  it('imports the sample transcript in batches, runs one update and answers from it', async () => {
    const run = startScript(example, ['--batch', '10', '--delay', '0'])
    const { code, stdout, stderr } = await run.result
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('Sent 36 messages in 4 batches')
    expect(stdout).toContain('Profile updated: IDLE')
    expect(stdout).toMatch(/Q: Where does the user live\?\nA: .*Porto/)
    expect(stdout).toMatch(/Q: What instrument does the user play\?\nA: .*cello/i)
  })

  it('Ctrl-C during the update stops it through update/stop', async () => {
    const run = startScript(example, ['--batch', '12', '--delay', '100'])
    await run.output(/updating profile/)
    run.child.kill('SIGINT')
    const { code, stdout } = await run.result
    expect(code).toBe(130)
    expect(stdout).toContain('Sent 36 messages in 3 batches')
    expect(stdout).toContain('Update stopped; status now IDLE')
    expect(stdout).not.toContain('Q: ')
  })

  it('a bad option or a bad file is explained with exit code 2 and nothing sent', async () => {
    const help = await startScript(example, ['--help']).result
    expect(help).toMatchObject({ code: 0, stderr: '' })
    expect(help.stdout).toContain('Usage: npm run example:import -- [transcript.jsonl]')

    const badBatch = await startScript(example, ['--batch', '0']).result
    expect(badBatch.code).toBe(2)
    expect(badBatch.stderr).toContain("error: --batch must be a whole number from 1 to 1000; got '0'.")
    expect(badBatch.stdout).not.toContain('Importing')

    const missing = await startScript(example, ['no-such-transcript.jsonl']).result
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('Cannot read the transcript no-such-transcript.jsonl: no such file.')
    expect(missing.stderr).not.toMatch(/\n\s+at /)
  })

  it('importTranscript stops a running update on abort, and the next run processes the rest', async () => {
    const server = await startServer({ port: 0, db: ':memory:', apiKeys: ['key'], processingDelayMs: 30 })
    const memory = createProfileMemory({
      client: { baseURL: server.baseURL, apiKey: 'key' },
      update: 'manual',
      batch: { maxMessages: 5, maxDelayMs: 60_000, runUpdate: 'never' },
    })
    try {
      const messages = await readTranscript(transcriptPath)
      const controller = new AbortController()
      const progress: number[] = []
      const result = await importTranscript({
        memory,
        userId: 'maya',
        messages,
        signal: controller.signal,
        pollInterval: 20,
        onProgress: (status) => {
          progress.push(status.progress)
          if (status.status === 'WORKING' && status.progress > 0) controller.abort()
        },
      })
      expect(result).toMatchObject({ sentMessages: 36, sentRequests: 8, update: 'stopped', status: { status: 'IDLE' } })
      expect(progress.length).toBeGreaterThan(0)

      const { client } = memory
      await client.runUpdate(result.profileId)
      await client.waitForIdle(result.profileId, { pollInterval: 20 })
      const { result: answer } = await client.queryFacts(result.profileId, 'What is the name of the cat?')
      expect(answer).toContain('Miso')
    } finally {
      await memory.close()
      await server.close()
    }
  })
})
