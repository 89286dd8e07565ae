import { createProfileMemory, type ErrorInfo, type ProfileMemoryOptions } from 'profile-context'
import { type StartedServer, startServer } from 'profile-context/server'

export interface SentText {
  profileId: string
  sceneId: string
  messages: { role: string; content: string }[]
}

/**
 * The reference service on a random port, and the real engine talking to it over HTTP through a fetch that notes
 * every add-text request (the network stays real; only the bodies are read on the way).
 */
export async function startStack(options: Partial<ProfileMemoryOptions> = {}) {
  const server: StartedServer = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
  const texts: SentText[] = []
  const errors: { error: unknown; info: ErrorInfo }[] = []
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const match = /\/profiles\/([^/]+)\/scenes\/([^/]+)\/text$/.exec(url.pathname)
    if (match !== null && typeof init?.body === 'string') {
      // The spec's body is the bare array of messages.
      const messages = JSON.parse(init.body) as SentText['messages']
      texts.push({ profileId: match[1] as string, sceneId: match[2] as string, messages })
    }
    return fetch(input, init)
  }
  const memory = createProfileMemory({
    client: { baseURL: server.baseURL, apiKey: 'k', fetch: recordingFetch },
    update: 'auto',
    waitForUpdate: true,
    onError: (error, info) => errors.push({ error, info }),
    ...options,
  })
  return {
    server,
    memory,
    texts,
    errors,
    async close() {
      await memory.close()
      await server.close()
    },
  }
}
