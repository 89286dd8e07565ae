import { describe, expect, it } from 'vitest'
import { apiKey, withRecordingServer } from './setup'

const test = withRecordingServer()
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers.authorization).toBe(`Bearer ${apiKey}`)
  expect(headers['content-type']).toBe('application/json')
  expect(headers.accept).toBe('application/json')
}

describe('wire format of every endpoint', () => {
  it('createProfile: POST /profiles with requested_id, no body', async () => {
    test.server.enqueue({ json: { id: 'user-42' } })
    await expect(test.client().createProfile({ requestedId: 'user 42/x' })).resolves.toEqual({ id: 'user-42' })
    const [request] = test.server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/profiles')
    expect(request?.rawQuery).toBe('requested_id=user%2042%2Fx')
    expect(request?.body).toBe('')
    expectCommonHeaders(request?.headers ?? {})
    expect(request?.headers['idempotency-key']).toMatch(uuid)
  })

  it('createProfile without requestedId sends no query string', async () => {
    test.server.enqueue({ json: { id: 'generated' } })
    await expect(test.client().createProfile()).resolves.toEqual({ id: 'generated' })
    expect(test.server.requests[0]?.rawQuery).toBe('')
  })

  it('createScene: POST /profiles/{id}/scenes with the id percent-encoded', async () => {
    test.server.enqueue({ json: { id: 'scene-1' } })
    await expect(test.client().createScene('a/b c')).resolves.toEqual({ id: 'scene-1' })
    const [request] = test.server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/profiles/a%2Fb%20c/scenes')
    expect(request?.rawQuery).toBe('')
    expect(request?.body).toBe('')
    expectCommonHeaders(request?.headers ?? {})
  })

  it('addText: POST …/scenes/{scene}/text with a JSON array body and converted timestamps', async () => {
    test.server.enqueue({ json: { id: 'batch-1' } })
    const messages = [
      { role: 'user' as const, content: 'I moved to Lisbon', timestamp: new Date('2026-01-01T00:00:00.900Z') },
      { role: 'assistant' as const, content: 'Nice!', timestamp: 1767225601000 },
      { role: 'user' as const, content: 'Yes', timestamp: 1767225601 },
    ]
    const result = await test.client().addText('p?1', 's#2', messages)
    expect(result).toEqual({ id: 'batch-1' })
    const [request] = test.server.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/profiles/p%3F1/scenes/s%232/text')
    expect(request?.rawQuery).toBe('')
    expectCommonHeaders(request?.headers ?? {})
    expect(request?.headers['idempotency-key']).toMatch(uuid)
    expect(request?.json).toEqual([
      { role: 'user', content: 'I moved to Lisbon', timestamp: 1767225600 },
      { role: 'assistant', content: 'Nice!', timestamp: 1767225601 },
      { role: 'user', content: 'Yes', timestamp: 1767225601 },
    ])
    expect(messages[0]?.timestamp).toBeInstanceOf(Date)
  })

  it('addText: update_now and wait_for_result query parameters, and a given idempotency key', async () => {
    test.server.enqueue({ json: { id: 'a' } }, { json: { id: 'b' } }, { json: { id: 'c' } })
    const client = test.client()
    const messages = [{ role: 'user' as const, content: 'hi', timestamp: 1 }]
    await client.addText('p', 's', messages, { updateNow: true })
    await client.addText('p', 's', messages, { updateNow: true, waitForResult: true, idempotencyKey: 'key-1' })
    await client.addText('p', 's', messages, { waitForResult: true })
    const [first, second, third] = test.server.requests
    expect(first?.rawQuery).toBe('update_now=true')
    expect(second?.rawQuery).toBe('update_now=true&wait_for_result=true')
    expect(second?.headers['idempotency-key']).toBe('key-1')
    // wait_for_result means nothing without update_now, so it is not sent.
    expect(third?.rawQuery).toBe('')
  })

  it('runUpdate: PUT …/update/run, no body', async () => {
    test.server.enqueue({ json: { status: 'WORKING', progress: 0 } })
    await expect(test.client().runUpdate('a/b c')).resolves.toEqual({ status: 'WORKING', progress: 0 })
    const [request] = test.server.requests
    expect(request?.method).toBe('PUT')
    expect(request?.path).toBe('/v1/profiles/a%2Fb%20c/update/run')
    expect(request?.body).toBe('')
    expectCommonHeaders(request?.headers ?? {})
  })

  it('getUpdateStatus: GET …/update/status', async () => {
    test.server.enqueue({ json: { status: 'WORKING', progress: 42.5 } })
    await expect(test.client().getUpdateStatus('a/b c')).resolves.toEqual({ status: 'WORKING', progress: 42.5 })
    const [request] = test.server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/v1/profiles/a%2Fb%20c/update/status')
    expectCommonHeaders(request?.headers ?? {})
  })

  it('stopUpdate: PUT …/update/stop', async () => {
    test.server.enqueue({ status: 204 })
    await expect(test.client().stopUpdate('a/b c')).resolves.toBeUndefined()
    const [request] = test.server.requests
    expect(request?.method).toBe('PUT')
    expect(request?.path).toBe('/v1/profiles/a%2Fb%20c/update/stop')
    expectCommonHeaders(request?.headers ?? {})
  })

  it('queryFacts: GET …/facts/query with the question percent-encoded', async () => {
    test.server.enqueue({ json: { result: 'The user lives in Lisbon.' } })
    const answer = await test.client().queryFacts('a/b c', 'Where does the user live? & why/how+')
    expect(answer).toEqual({ result: 'The user lives in Lisbon.' })
    const [request] = test.server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/v1/profiles/a%2Fb%20c/facts/query')
    expect(request?.rawQuery).toBe('query=Where%20does%20the%20user%20live%3F%20%26%20why%2Fhow%2B')
    expect(request?.query.query).toBe('Where does the user live? & why/how+')
    expect(request?.body).toBe('')
    expectCommonHeaders(request?.headers ?? {})
  })

  it('tolerates a trailing slash on baseURL', async () => {
    test.server.enqueue({ json: { id: 's' } })
    await test.client({ baseURL: `${test.server.url}/v1/` }).createScene('p')
    expect(test.server.requests[0]?.path).toBe('/v1/profiles/p/scenes')
  })

  it('sends defaultHeaders but keeps its own Authorization and Content-Type', async () => {
    test.server.enqueue({ json: { id: 's' } })
    const client = test.client({
      defaultHeaders: { 'X-Tenant': 'acme', authorization: 'Bearer other', 'content-type': 'text/plain' },
    })
    await client.createScene('p')
    const headers = test.server.requests[0]?.headers ?? {}
    expect(headers['x-tenant']).toBe('acme')
    expectCommonHeaders(headers)
  })

  it('uses a custom fetch when given one', async () => {
    test.server.enqueue({ json: { id: 's' } })
    const urls: string[] = []
    const client = test.client({
      fetch: (input, init) => {
        urls.push(String(input))
        return fetch(input, init)
      },
    })
    await client.createScene('p')
    expect(urls).toEqual([`${test.server.url}/v1/profiles/p/scenes`])
  })
})
