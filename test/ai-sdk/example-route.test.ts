import { type StartedServer, startServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let server: StartedServer
let POST: (request: Request) => Promise<Response>
let flush: () => Promise<void>

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', apiKeys: ['k'] })
  process.env.PROFILE_CONTEXT_BASE_URL = server.baseURL
  process.env.PROFILE_CONTEXT_API_KEY = 'k'
  delete process.env.OPENAI_API_KEY
  ;({ POST } = await import('../../examples/ai-sdk-route/app/api/chat/route'))
  const { getMemory } = await import('../../examples/ai-sdk-route/lib/memory')
  // Delivered, then the service's update of that profile finished: what a later conversation can rely on.
  flush = async () => {
    const memory = getMemory()
    await memory.flush()
    await memory.client.waitForIdle(await memory.profile('noor'), { pollInterval: 20 })
  }
})

afterAll(async () => {
  const { getMemory } = await import('../../examples/ai-sdk-route/lib/memory')
  await getMemory().close()
  await server.close()
  delete process.env.PROFILE_CONTEXT_BASE_URL
  delete process.env.PROFILE_CONTEXT_API_KEY
})

function chatRequest(body: unknown): Request {
  return new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

function userMessage(id: string, text: string) {
  return { id, role: 'user', parts: [{ type: 'text', text }] }
}

/** The assistant text of a UI message stream response (server-sent events of UI message chunks). */
async function streamedText(response: Response): Promise<{ text: string; types: string[] }> {
  const events = (await response.text())
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data !== '' && data !== '[DONE]')
    .map((data) => JSON.parse(data) as { type: string; delta?: string })
  return {
    text: events.map((event) => (event.type === 'text-delta' ? event.delta : '')).join(''),
    types: [...new Set(events.map((event) => event.type))],
  }
}

describe('example Next.js route (examples/ai-sdk-route)', () => {
  it('streams a UI message response and remembers the user across conversations', async () => {
    const first = await POST(
      chatRequest({ id: 'chat-a', userId: 'noor', messages: [userMessage('m1', 'I live in Nairobi.')] }),
    )
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/text\/event-stream/)
    const firstBody = await streamedText(first)
    expect(firstBody.types).toEqual(expect.arrayContaining(['start', 'text-start', 'text-delta', 'text-end', 'finish']))
    expect(firstBody.text).toContain('offline mock model')
    expect(firstBody.text).not.toContain('Nairobi')
    await flush()

    const later = await POST(
      chatRequest({ id: 'chat-b', userId: 'noor', messages: [userMessage('m2', 'Where do I live?')] }),
    )
    expect((await streamedText(later)).text).toMatch(/From memory I was told: .*Nairobi/)

    const stranger = await POST(
      chatRequest({ id: 'chat-c', userId: 'sam', messages: [userMessage('m3', 'Where do I live?')] }),
    )
    expect((await streamedText(stranger)).text).not.toContain('Nairobi')
  })

  it("records a repeated message every time, and nothing of a regenerated answer (useChat's trigger)", async () => {
    const { getMemory } = await import('../../examples/ai-sdk-route/lib/memory')
    const memory = getMemory()
    await memory.flush()
    const sent = async (trigger: string, messages: unknown[]) => {
      const before = memory.stats().sentMessages
      const response = await POST(chatRequest({ id: 'chat-r', userId: 'ria', trigger, messages }))
      expect(response.status).toBe(200)
      await response.text()
      await memory.flush()
      return memory.stats().sentMessages - before
    }
    const first = [userMessage('r1', 'yes')]
    expect(await sent('submit-message', first)).toBe(2)
    expect(await sent('regenerate-message', first)).toBe(0)
    // An app that posts only the latest message: the same words again are a new turn.
    expect(await sent('submit-message', [userMessage('r2', 'yes')])).toBe(2)
    const badTrigger = await POST(chatRequest({ userId: 'ria', trigger: 'resend', messages: first }))
    expect(await badTrigger.json()).toEqual({ error: expect.stringMatching(/^trigger must be/) })
  })

  it('answers 400 naming the field for a bad request', async () => {
    const noUser = await POST(chatRequest({ messages: [] }))
    expect(noUser.status).toBe(400)
    expect(await noUser.json()).toEqual({ error: expect.stringMatching(/^userId must be/) })
    const noMessages = await POST(chatRequest({ userId: 'noor' }))
    expect(await noMessages.json()).toEqual({ error: expect.stringMatching(/^messages must be/) })
    const notJson = await POST(new Request('http://localhost/api/chat', { method: 'POST', body: '{' }))
    expect(notJson.status).toBe(400)
  })
})
