import { createServer as createHttpServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProfileContextClient } from 'profile-context'
import { createModelAnswerer, createModelExtractor, startServer } from 'profile-context/server'
import { afterEach, describe, expect, it } from 'vitest'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface ChatRequest {
  model: string
  messages: Array<{ role: string; content: string }>
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions) whose replies come from `reply`, recording every
 * request: what `@langchain/openai` really sends, over real HTTP.
 */
async function fakeOpenAI(reply: (request: ChatRequest) => string) {
  const requests: ChatRequest[] = []
  const server = createHttpServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end()
      return
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest
    requests.push(body)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply(body) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }
}

const latest = (request: ChatRequest) => request.messages.at(-1)?.content ?? ''
const system = (request: ChatRequest) => request.messages[0]?.content ?? ''

/** 15 April 2024, 18:00 UTC. */
const april15 = Date.UTC(2024, 3, 15, 18) / 1000

describe('the model extractor and answerer against an OpenAI-compatible server', () => {
  it('follow the currency, date and cap rules through the service', async () => {
    const model = await fakeOpenAI((request) => {
      const text = latest(request)
      if (system(request).startsWith('You extract')) {
        const message = text.slice(text.indexOf('Latest user message:'))
        const facts = []
        if (message.includes('Lisbon')) facts.push({ text: 'The user lives in Lisbon.', key: 'home.city' })
        if (message.includes('Porto')) {
          facts.push({
            text: 'The user lives in Porto.',
            key: 'home.city',
            dateText: 'April 2024',
            eventDate: '2024-04-08',
          })
        }
        if (message.includes('marathon')) {
          facts.push({
            text: 'The user is running the Berlin marathon in September 2024.',
            dateText: 'September 2024',
            eventDate: '2024-09-01',
          })
        }
        return JSON.stringify({ facts })
      }
      // The answerer: a model that talks too much.
      return `The user lives in Porto since April 2024 and lived in Lisbon before. ${'More words. '.repeat(80)}`
    })
    const settings = { baseURL: model.baseURL, model: 'local-model', apiKey: 'not-needed' }
    const server = await startServer({
      port: 0,
      apiKeys: ['k'],
      semanticRecall: false,
      extractor: createModelExtractor(settings),
      answerer: createModelAnswerer(settings),
    })
    cleanups.push(() => server.close())
    const client = new ProfileContextClient({ baseURL: server.baseURL, apiKey: 'k' })
    const { id } = await client.createProfile({ requestedId: 'maya' })
    const scene = await client.createScene(id)
    await client.addText(
      id,
      scene.id,
      [
        { role: 'user', content: 'I live in Lisbon.', timestamp: april15 - 90 * 86_400 },
        { role: 'assistant', content: 'I live in Paris myself.', timestamp: april15 - 90 * 86_400 + 10 },
        {
          role: 'user',
          content: "We moved to Porto last week. I'm running the Berlin marathon in September.",
          timestamp: april15,
        },
      ],
      { updateNow: true, waitForResult: true },
    )

    const extractions = model.requests.filter((request) => system(request).startsWith('You extract'))
    // Only the user's messages go to the extractor; the assistant's are context.
    expect(extractions).toHaveLength(2)
    expect(extractions[0]?.model).toBe('local-model')
    expect(system(extractions[1] as ChatRequest)).toMatch(/points\s+ahead for plans/)
    expect(latest(extractions[1] as ChatRequest)).toContain(
      'Dates in the latest message, resolved: "last week" → the week before 15 April 2024; "in September" → September 2024',
    )

    const answer = (await client.queryFacts(id, 'Where does the user live?')).result
    expect(answer.length).toBeLessThanOrEqual(400)
    expect(answer).toMatch(/^The user lives in Porto since April 2024 and lived in Lisbon before\./)
    const asked = model.requests.at(-1) as ChatRequest
    expect(system(asked)).toContain('within 400 characters')
    expect(latest(asked)).toContain('The user lives in Porto (since April 2024; before that, the user lived in Lisbon)')
    // The assistant's words are never a fact; at most the frame of the user's reply.
    expect(latest(asked)).not.toMatch(/^- The user lives in Paris/m)
    expect(latest(asked).replace(/told "[^"]*", the user replied/g, '')).not.toContain('Paris')
  })
})
