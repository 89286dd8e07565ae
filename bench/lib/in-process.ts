import { setTimeout as delay } from 'node:timers/promises'
import { ProfileContextClient } from '../../src/client/index'
import type { ClientOptions } from '../../src/client/types'
import type { ProfileContextServer } from '../../src/server/index'

/** A client of a service in this process: requests go straight to `server.fetch`, no socket. */
export function inProcessClient(
  server: ProfileContextServer,
  apiKey: string,
  options: Partial<ClientOptions> = {},
): ProfileContextClient {
  return new ProfileContextClient({
    baseURL: `http://service.local${server.prefix}`,
    apiKey,
    fetch: (input, init) => server.fetch(new Request(input, init)),
    ...options,
  })
}

/**
 * Loads the embedding model before anything is measured, so that every update embeds its messages: the model loads
 * with the first update that has a user message (a question never loads it), here one "Hello." in a profile of its
 * own. Returns at once when semantic recall is off, and when it turns off because the model failed.
 */
export async function loadModel(
  server: ProfileContextServer,
  client: ProfileContextClient,
  options: { requestedId: string; timestamp: number },
): Promise<void> {
  if (!server.semanticRecall.enabled) return
  const { id } = await client.createProfile({ requestedId: options.requestedId })
  const scene = await client.createScene(id)
  await client.addText(id, scene.id, [{ role: 'user', content: 'Hello.', timestamp: options.timestamp }], {
    updateNow: true,
    waitForResult: true,
  })
  while (server.semanticRecall.enabled && !server.semanticRecall.ready) await delay(50)
}
