import type { StartedServer } from 'profile-context/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTempDatabase, readRows } from './helpers/temp-db'
import { type Api, apiOf, createProfileAndScene, startTestService } from './helpers/test-service'

let server: StartedServer
let api: Api
let file: string
let remove: () => void
let textPath: string
let profilePath: string

const limits = { maxMessagesPerRequest: 5, maxContentChars: 100, maxBodyBytes: 2048, maxQueryChars: 50 }

beforeAll(async () => {
  ;({ file, remove } = createTempDatabase())
  server = await startTestService({ db: file, limits })
  api = apiOf(server)
  const { profileId, sceneId } = await createProfileAndScene(api, 'target')
  textPath = `/profiles/${profileId}/scenes/${sceneId}/text?update_now=true`
  profilePath = `/profiles/${profileId}`
})
afterAll(async () => {
  await server.close()
  remove()
})

function snapshot() {
  return readRows(
    file,
    'SELECT (SELECT COUNT(*) FROM messages) AS messages, (SELECT COUNT(*) FROM facts) AS facts, (SELECT COUNT(*) FROM profiles) AS profiles, (SELECT COUNT(*) FROM scenes) AS scenes, (SELECT COUNT(*) FROM idempotency_records) AS records',
  )[0]
}

const message = { role: 'user', content: 'My city is Lisbon', timestamp: 1_700_000_000 }

describe('bad input gets a 4xx JSON error naming the problem, and changes nothing', () => {
  it.each([
    ['malformed JSON', { rawBody: '[{"role": "user",' }, 400, 'malformed_json', /not valid JSON/],
    ['an empty body', { rawBody: '' }, 400, 'missing_body', /JSON body/],
    ['an object instead of an array', { body: message }, 400, 'invalid_messages', /JSON array/],
    ['an empty array', { body: [] }, 400, 'invalid_messages', /empty array/],
    ['a string element', { body: ['hello'] }, 400, 'invalid_messages', /body\[0\] must be an object/],
    [
      'an unknown role',
      { body: [{ ...message, role: 'robot' }] },
      400,
      'invalid_messages',
      /body\[0\]\.role must be one of "user", "assistant", "system"; got "robot"/,
    ],
    ['a missing role', { body: [{ content: 'x', timestamp: 1 }] }, 400, 'invalid_messages', /body\[0\]\.role/],
    [
      'content of the wrong type',
      { body: [{ ...message, content: 42 }] },
      400,
      'invalid_messages',
      /body\[0\]\.content must be a string; got 42/,
    ],
    [
      'a missing timestamp',
      { body: [{ role: 'user', content: 'x' }] },
      400,
      'invalid_messages',
      /body\[0\]\.timestamp/,
    ],
    [
      'a string timestamp',
      { body: [{ ...message, timestamp: '1700000000' }] },
      400,
      'invalid_messages',
      /timestamp must be a whole/,
    ],
    ['a fractional timestamp', { body: [{ ...message, timestamp: 1.5 }] }, 400, 'invalid_messages', /got 1\.5/],
    ['a negative timestamp', { body: [{ ...message, timestamp: -1 }] }, 400, 'invalid_messages', /non-negative/],
    [
      'a millisecond timestamp',
      { body: [{ ...message, timestamp: 1_700_000_000_000 }] },
      400,
      'invalid_messages',
      /milliseconds/,
    ],
    [
      'decreasing timestamps',
      { body: [message, { ...message, timestamp: 1_600_000_000 }] },
      400,
      'invalid_messages',
      /body\[1\]\.timestamp .* must not decrease/,
    ],
    [
      'a valid message followed by a bad one',
      { body: [message, { ...message, role: 'nobody' }] },
      400,
      'invalid_messages',
      /body\[1\]/,
    ],
    ['too many messages', { body: Array.from({ length: 6 }, () => message) }, 413, 'too_many_messages', /limit of 5/],
    [
      'a content over the limit',
      { body: [{ ...message, content: 'x'.repeat(101) }] },
      413,
      'content_too_long',
      /limit of 100/,
    ],
    [
      'a body over the byte limit',
      { body: [{ ...message, content: 'x'.repeat(3000) }] },
      413,
      'body_too_large',
      /2048 bytes/,
    ],
  ])('%s', async (_name, init, status, code, message) => {
    const before = snapshot()
    const response = await api('POST', textPath, {
      ...init,
      headers: { 'idempotency-key': `bad-${code}-${Math.random()}` },
    })
    expect(response.status).toBe(status)
    expect(response.body).toEqual({ error: { code, message: expect.stringMatching(message) } })
    expect(response.text).not.toMatch(/\n\s+at /)
    expect(snapshot()).toEqual(before)
  })

  it('a non-JSON Content-Type is 415', async () => {
    const response = await api('POST', textPath, {
      rawBody: 'role=user',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect((response.body as { error: { code: string } }).error.code).toBe('unsupported_media_type')
  })

  it('a streamed body over the limit without Content-Length is 413', async () => {
    const chunk = new TextEncoder().encode(`[${JSON.stringify({ ...message, content: 'y'.repeat(90) })},`)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await fetch(`${server.baseURL}${textPath}`, {
      method: 'POST',
      headers: { authorization: 'Bearer key-account-a', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it.each([
    ['update_now=yes', 'update_now'],
    ['wait_for_result=maybe', 'wait_for_result'],
  ])('a non-boolean %s is 400 naming the parameter', async (query, name) => {
    const before = snapshot()
    const response = await api('POST', `${textPath.split('?')[0]}?${query}`, { body: [message] })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: { code: 'invalid_parameter', message: expect.stringContaining(name) } })
    expect(snapshot()).toEqual(before)
  })

  it('unknown profile or scene, and a scene of another profile, are 404', async () => {
    const other = await createProfileAndScene(api, 'other')
    const before = snapshot()
    const unknownProfile = await api('POST', '/profiles/nobody/scenes/x/text', { body: [message] })
    expect(unknownProfile.status).toBe(404)
    expect((unknownProfile.body as { error: { code: string } }).error.code).toBe('profile_not_found')
    const unknownScene = await api('POST', `${profilePath}/scenes/scene_missing/text`, { body: [message] })
    expect((unknownScene.body as { error: { code: string } }).error.code).toBe('scene_not_found')
    const foreignScene = await api('POST', `${profilePath}/scenes/${other.sceneId}/text`, { body: [message] })
    expect(foreignScene.status).toBe(404)
    expect((foreignScene.body as { error: { code: string } }).error.code).toBe('scene_not_found')
    for (const path of ['/profiles/nobody/scenes', '/profiles/nobody/update/run', '/profiles/nobody/update/stop']) {
      expect((await api(path.endsWith('scenes') ? 'POST' : 'PUT', path)).status).toBe(404)
    }
    expect((await api('GET', '/profiles/nobody/update/status')).status).toBe(404)
    expect((await api('GET', '/profiles/nobody/facts/query?query=x')).status).toBe(404)
    expect(snapshot()).toEqual(before)
  })

  it.each([
    ['no query', '', 'missing_query'],
    ['an empty query', '?query=', 'missing_query'],
    ['a blank query', '?query=%20%20', 'missing_query'],
    ['a query over the limit', `?query=${'q'.repeat(51)}`, 'query_too_long'],
  ])('facts/query with %s is 400', async (_name, query, code) => {
    const response = await api('GET', `${profilePath}/facts/query${query}`)
    expect(response.status).toBe(400)
    expect((response.body as { error: { code: string } }).error.code).toBe(code)
  })

  it('an answerer failure is a 502 JSON error without a stack trace', async () => {
    const failing = await startTestService({
      answerer: {
        name: 'failing',
        answer: async () => {
          throw new Error('model unreachable')
        },
      },
    })
    try {
      const failingApi = apiOf(failing)
      await failingApi('POST', '/profiles?requested_id=p')
      const response = await failingApi('GET', '/profiles/p/facts/query?query=hi')
      expect(response.status).toBe(502)
      expect(response.body).toEqual({
        error: { code: 'answer_failed', message: 'The answerer "failing" failed: model unreachable' },
      })
    } finally {
      await failing.close()
    }
  })

  it('an answerer returning no text is a 502', async () => {
    const broken = await startTestService({
      answerer: { name: 'returns-nothing', answer: async () => 42 as unknown as string },
    })
    try {
      const brokenApi = apiOf(broken)
      await brokenApi('POST', '/profiles?requested_id=p')
      const response = await brokenApi('GET', '/profiles/p/facts/query?query=hi')
      expect(response.status).toBe(502)
      expect((response.body as { error: { code: string } }).error.code).toBe('answer_failed')
    } finally {
      await broken.close()
    }
  })
})

describe('bad options', () => {
  it.each([
    [{ prefix: 'v1' }, /prefix/],
    [{ limits: { maxMessagesPerRequest: 0 } }, /limits\.maxMessagesPerRequest/],
    [{ processingDelayMs: -1 }, /processingDelayMs/],
    [{ apiKeys: [''] }, /apiKeys/],
    [{ apiKeys: [{ key: 'k', account: 'bad account' }] }, /account/],
    [{ port: 70000 }, /port/],
  ])('%j is rejected with a TypeError naming the option', async (options, pattern) => {
    await expect(startTestService(options as Parameters<typeof startTestService>[0])).rejects.toThrow(pattern)
  })
})
