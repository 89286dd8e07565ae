import { describe, expect, it } from 'vitest'
import { type MessageInput, normalizeMessages } from '../../src/client/index'
import { InvalidInputError } from '../../src/errors/index'
import { withRecordingServer } from './setup'

const test = withRecordingServer()

function rejection(messages: unknown): InvalidInputError {
  try {
    normalizeMessages(messages as MessageInput[])
  } catch (error) {
    if (error instanceof InvalidInputError) return error
    throw error
  }
  throw new Error('expected normalizeMessages to throw')
}

const good = { role: 'user', content: 'hello', timestamp: 1_700_000_000 }

describe('normalizeMessages', () => {
  const cases: [string, unknown, string, string, number | undefined][] = [
    ['not an array', 'hello', 'messages must be a non-empty array of messages; got "hello"', 'messages', undefined],
    ['an empty array', [], 'messages must be a non-empty array of messages; got an array', 'messages', undefined],
    [
      'a null message',
      [good, null],
      'messages[1] must be an object with role, content and timestamp; got null',
      'messages[1]',
      1,
    ],
    [
      'an unknown role',
      [good, { ...good, role: 'tool' }],
      'messages[1].role must be "user", "assistant" or "system"; got "tool"',
      'messages[1].role',
      1,
    ],
    [
      'non-string content',
      [{ ...good, content: 42 }],
      'messages[0].content must be a string; got 42',
      'messages[0].content',
      0,
    ],
    [
      'fractional seconds',
      [good, good, { ...good, timestamp: 1.5 }],
      'messages[2].timestamp must be whole Unix seconds; got 1.5 (pass a Date or an integer)',
      'messages[2].timestamp',
      2,
    ],
    [
      'a negative timestamp',
      [{ ...good, timestamp: -5 }],
      'messages[0].timestamp must not be negative; got -5 (pass a Date or an integer)',
      'messages[0].timestamp',
      0,
    ],
    [
      'NaN',
      [{ ...good, timestamp: Number.NaN }],
      'messages[0].timestamp must be whole Unix seconds; got NaN (pass a Date or an integer)',
      'messages[0].timestamp',
      0,
    ],
    [
      'a string timestamp',
      [{ ...good, timestamp: '1700000000' }],
      'messages[0].timestamp must be whole Unix seconds; got "1700000000" (pass a Date or an integer)',
      'messages[0].timestamp',
      0,
    ],
    [
      'a missing timestamp',
      [{ role: 'user', content: 'x' }],
      'messages[0].timestamp is required: Unix time in whole seconds; got undefined (pass a Date or an integer)',
      'messages[0].timestamp',
      0,
    ],
    [
      'an invalid Date',
      [{ ...good, timestamp: new Date('nope') }],
      'messages[0].timestamp must be a valid Date; got Invalid Date (pass a Date or an integer)',
      'messages[0].timestamp',
      0,
    ],
    [
      'decreasing timestamps',
      [good, { ...good, timestamp: 1_699_999_999 }],
      'messages[1].timestamp must not be earlier than messages[0].timestamp (1699999999 < 1700000000 seconds); ' +
        'send messages in chronological order',
      'messages[1].timestamp',
      1,
    ],
  ]

  for (const [name, input, message, field, index] of cases) {
    it(`rejects ${name}`, () => {
      const error = rejection(input)
      expect(error.message).toBe(message)
      expect(error.field).toBe(field)
      expect(error.index).toBe(index)
      expect(error.name).toBe('InvalidInputError')
      expect(InvalidInputError.isInstance(error)).toBe(true)
    })
  }

  it('converts Dates and epoch milliseconds to whole seconds and compares after converting', () => {
    const input: MessageInput[] = [
      { role: 'system', content: 'a', timestamp: new Date('2026-01-01T00:00:00.999Z') },
      { role: 'user', content: 'b', timestamp: 1_767_225_600 },
      { role: 'assistant', content: '', timestamp: 1_767_225_600_500 },
    ]
    expect(normalizeMessages(input)).toEqual([
      { role: 'system', content: 'a', timestamp: 1_767_225_600 },
      { role: 'user', content: 'b', timestamp: 1_767_225_600 },
      { role: 'assistant', content: '', timestamp: 1_767_225_600 },
    ])
  })

  it('drops unknown fields and uses the given field name in messages', () => {
    const extra = { ...good, name: 'Ann' } as MessageInput
    expect(normalizeMessages([extra])).toEqual([good])
    expect(() => normalizeMessages([], 'turn.messages')).toThrow(/^turn\.messages must be a non-empty array/)
  })
})

describe('client methods validate before sending', () => {
  const messages: MessageInput[] = [{ role: 'user', content: 'hi', timestamp: 1 }]
  const cases: [string, (client: ReturnType<typeof test.client>) => Promise<unknown>, RegExp][] = [
    ['createProfile requestedId', (client) => client.createProfile({ requestedId: '' }), /^requestedId must be/],
    ['createScene profileId', (client) => client.createScene(''), /^profileId must be a non-empty string; got ""$/],
    ['addText profileId', (client) => client.addText(' ', 's', messages), /^profileId must be/],
    ['addText sceneId', (client) => client.addText('p', '', messages), /^sceneId must be/],
    ['addText messages', (client) => client.addText('p', 's', []), /^messages must be a non-empty array/],
    [
      'addText timestamp',
      (client) => client.addText('p', 's', [{ role: 'user', content: 'x', timestamp: 2.5 }]),
      /^messages\[0\]\.timestamp must be whole Unix seconds; got 2\.5/,
    ],
    [
      'addText idempotencyKey',
      (client) => client.addText('p', 's', messages, { idempotencyKey: '' }),
      /idempotencyKey/,
    ],
    ['runUpdate profileId', (client) => client.runUpdate(''), /^profileId/],
    ['getUpdateStatus profileId', (client) => client.getUpdateStatus(undefined as unknown as string), /^profileId/],
    ['stopUpdate profileId', (client) => client.stopUpdate(''), /^profileId/],
    ['queryFacts profileId', (client) => client.queryFacts('', 'q'), /^profileId/],
    ['queryFacts query', (client) => client.queryFacts('p', '  '), /^query must be a non-empty string/],
    ['waitForIdle profileId', (client) => client.waitForIdle(''), /^profileId/],
  ]

  for (const [name, call, message] of cases) {
    it(`${name}`, async () => {
      const error = await call(test.client()).catch((error: unknown) => error)
      expect(error).toBeInstanceOf(InvalidInputError)
      expect((error as Error).message).toMatch(message)
      expect(test.server.requests).toHaveLength(0)
    })
  }
})
