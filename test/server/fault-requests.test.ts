import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readRows } from './helpers/temp-db'
import { keyA, startServiceWithScene } from './helpers/test-service'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface RawAnswer {
  status: number
  headers: string
  body: string
}

/** Sends bytes as they are (no client library to fix them up) and reads the answer until the server closes. */
function sendRaw(url: string, request: Buffer | string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, headers: text.slice(0, split), body: text.slice(split + 4) })
    })
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')))
    socket.end(request)
  })
}

function errorOf(answer: RawAnswer): { code: string; message: string } {
  // A keep-alive answer may be chunked; these are all Content-Length or closed.
  return (JSON.parse(answer.body) as { error: { code: string; message: string } }).error
}

function countMessages(file: string): number {
  return readRows<{ count: number }>(file, 'SELECT COUNT(*) AS count FROM messages')[0]?.count ?? -1
}

const auth = `Authorization: Bearer ${keyA}\r\n`

describe('every malformed request gets a 4xx JSON error and stores nothing', () => {
  it("requests Node's HTTP parser rejects: oversized headers, NUL in the path, conflicting Content-Length, garbage", async () => {
    const { server, file, textPath } = await startServiceWithScene(cleanups)
    const path = `/v1${textPath}`
    const body = JSON.stringify([{ role: 'user', content: 'I live in Lisbon.', timestamp: 1_700_000_000 }])
    const cases: Array<[name: string, request: Buffer | string, status: number, code: string]> = [
      [
        '20 KB header',
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}X-Big: ${'a'.repeat(20_000)}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        431,
        'headers_too_large',
      ],
      [
        'NUL in the path',
        Buffer.from(`GET /v1/profiles/a\u0000b/update/status HTTP/1.1\r\nHost: x\r\n${auth}\r\n`),
        400,
        'malformed_request',
      ],
      [
        'conflicting Content-Length',
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nContent-Length: 3\r\n\r\n${body}`,
        400,
        'malformed_request',
      ],
      [
        'Content-Length with Transfer-Encoding',
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
        400,
        'malformed_request',
      ],
      ['garbage request line', 'HELLO THERE\r\n\r\n', 400, 'malformed_request'],
      [
        'binary noise',
        Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]),
        400,
        'malformed_request',
      ],
      [
        'space in the path',
        `GET /v1/profiles/a b/update/status HTTP/1.1\r\nHost: x\r\n${auth}\r\n`,
        400,
        'malformed_request',
      ],
    ]
    for (const [name, request, status, code] of cases) {
      const answer = await sendRaw(server.url, request)
      expect(answer.status, name).toBe(status)
      expect(answer.headers, name).toMatch(/content-type: application\/json/i)
      expect(errorOf(answer).code, name).toBe(code)
      expect(errorOf(answer).message.length, name).toBeGreaterThan(20)
    }
    expect(countMessages(file)).toBe(0)
  })

  it('bodies: deep nesting, lone surrogates, invalid UTF-8, bad JSON, wrong shapes, oversize — all 4xx, nothing stored', async () => {
    const { server, file, textPath } = await startServiceWithScene(cleanups)
    const message = { role: 'user', content: 'I live in Lisbon.', timestamp: 1_700_000_000 }
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    const cases: Array<[name: string, body: string | Uint8Array, status: number, code: string, mentions?: RegExp]> = [
      ['array nested 10^5 deep', deep(100_000), 400, 'invalid_messages', /body\[0\]/],
      ['array nested 10^6 deep', deep(1_000_000), 400, 'invalid_messages', /body\[0\]/],
      ['object nested 10^5 deep', deepObject(100_000), 400, 'invalid_messages'],
      [
        'content nested 10^5 deep',
        `[{"role":"user","timestamp":1700000000,"content":${deep(100_000)}}]`,
        400,
        'invalid_messages',
        /body\[0\]\.content/,
      ],
      [
        'role nested 10^5 deep',
        `[{"content":"x","timestamp":1700000000,"role":${deepObject(100_000)}}]`,
        400,
        'invalid_messages',
        /body\[0\]\.role/,
      ],
      [
        'lone high surrogate',
        `[${JSON.stringify(message)},{"role":"user","content":"abc\\ud800def","timestamp":1700000001}]`,
        400,
        'invalid_messages',
        /body\[1\]\.content.*position 3/,
      ],
      [
        'lone low surrogate at the start',
        '[{"role":"user","content":"\\udc00 hi","timestamp":1700000000}]',
        400,
        'invalid_messages',
        /body\[0\]\.content.*position 0/,
      ],
      [
        'reversed pair',
        '[{"role":"user","content":"x\\udc00\\ud800","timestamp":1700000000}]',
        400,
        'invalid_messages',
        /position 1/,
      ],
      [
        'invalid UTF-8',
        Buffer.concat([
          Buffer.from('[{"role":"user","content":"caf'),
          Buffer.from([0xe9]),
          Buffer.from('","timestamp":1700000000}]'),
        ]),
        400,
        'malformed_json',
        /UTF-8/,
      ],
      ['truncated JSON', '[{"role":"user"', 400, 'malformed_json'],
      ['empty body', '', 400, 'missing_body'],
      ['not an array', JSON.stringify(message), 400, 'invalid_messages'],
      ['empty array', '[]', 400, 'invalid_messages'],
      ['unknown role', JSON.stringify([{ ...message, role: 'tool' }]), 400, 'invalid_messages', /role/],
      [
        'milliseconds',
        JSON.stringify([{ ...message, timestamp: 1_700_000_000_000 }]),
        400,
        'invalid_messages',
        /milliseconds/,
      ],
      [
        'body over 4 MiB',
        JSON.stringify([{ ...message, content: 'a'.repeat(4 * 1024 * 1024) }]),
        413,
        'body_too_large',
      ],
      [
        'content over the limit',
        JSON.stringify([{ ...message, content: 'a'.repeat(40_000) }]),
        413,
        'content_too_long',
      ],
    ]
    for (const [name, body, status, code, mentions] of cases) {
      const response = await fetch(`${server.baseURL}${textPath}?update_now=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
      })
      expect(response.status, name).toBe(status)
      expect(response.headers.get('content-type'), name).toMatch(/^application\/json/)
      const { error } = (await response.json()) as { error: { code: string; message: string } }
      expect(error.code, name).toBe(code)
      if (mentions) expect(error.message, name).toMatch(mentions)
    }
    expect(countMessages(file)).toBe(0)
  })
})
