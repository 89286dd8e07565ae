import { ProfileContextClient } from 'profile-context'
import { startServer } from 'profile-context/server'
import type { Message } from '../../../src/client/types'
import { createTempDatabase } from './temp-db'

/**
 * The reference service as `npm start` runs it (rule extractor, lexical answerer, semantic recall with the real
 * model) on a fresh SQLite file over HTTP, with a client of it; `close()` stops it and deletes the file.
 *
 * What is found, not how fast: under the full parallel suite a question's embedding can take longer than the default
 * 50 ms budget (after which an answer is lexical only), so a question may wait 10 s for its vector here; that budget
 * is tested in semantic-recall.test.ts.
 */
export async function startDefaultService(): Promise<{ client: ProfileContextClient; close: () => Promise<void> }> {
  const { file, remove } = createTempDatabase()
  const server = await startServer({ port: 0, db: file, apiKeys: ['k'], semanticRecall: { queryTimeoutMs: 10_000 } })
  return {
    client: new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' }),
    close: async () => {
      await server.close()
      remove()
    },
  }
}

/**
 * One profile on the default service (above) holding `messages` in one scene, processed by one update waited for;
 * `ask` returns the answer to a question about it, `close()` stops the service and deletes its file.
 */
export async function profileWith(
  messages: Message[],
): Promise<{ ask: (question: string) => Promise<string>; close: () => Promise<void> }> {
  const { client, close } = await startDefaultService()
  const { id } = await client.createProfile({})
  const scene = await client.createScene(id)
  await client.addText(id, scene.id, messages, { updateNow: true, waitForResult: true })
  return { ask: async (question) => (await client.queryFacts(id, question)).result, close }
}
