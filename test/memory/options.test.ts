import { createProfileMemory, InvalidInputError } from 'profile-context'
import { describe, expect, test } from 'vitest'
import { profileKey, sceneKey } from '../../src/memory/identity'
import { checkTurn, toUnixSeconds, toWireMessages } from '../../src/memory/turn-messages'

const client = { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'k' }

describe('createProfileMemory options', () => {
  test.each([
    [{ update: 'sometimes' }, /`update` must be one of 'auto', 'manual'/],
    [{ batch: { maxMessages: 0 } }, /`batch.maxMessages` must be an integer of at least 1/],
    [{ batch: { maxDelayMs: -1 } }, /`batch.maxDelayMs` must be a non-negative/],
    [{ batch: { runUpdate: 'hourly' } }, /`batch.runUpdate` must be 'after-flush', 'never' or \{ everyMessages: n \}/],
    [{ batch: { runUpdate: { everyMessages: 0 } } }, /`batch.runUpdate.everyMessages`/],
    [{ maxQueuedMessages: 1.5 }, /`maxQueuedMessages`/],
    [{ context: { mode: 'both' } }, /`context.mode` must be one of 'profile', 'query', 'hybrid'/],
    [{ context: { timeoutMs: Number.NaN } }, /`context.timeoutMs`/],
    [{ context: { queryTimeoutMs: -1 } }, /`context.queryTimeoutMs` must be a non-negative, finite number/],
    [{ context: { maxStaleMs: Number.POSITIVE_INFINITY } }, /`context.maxStaleMs` must be a non-negative, finite/],
    [{ context: { maxChars: 100 } }, /`context.maxChars` must be an integer of at least 512/],
    [{ context: { profileQuestion: '  ' } }, /`context.profileQuestion` must be a non-empty string/],
    [{ context: { format: 'xml' } }, /`context.format` must be a function/],
    [{ ids: { get: () => undefined } }, /`ids` must have `get\(key\)` and `set\(key, value\)`/],
    [{ onError: true }, /`onError` must be a function/],
    [{ retry: { maxAttempts: 0 } }, /`retry.maxAttempts`/],
  ])('rejects %j with a TypeError naming the option', (options, message) => {
    expect(() => createProfileMemory({ client, ...(options as object) })).toThrow(TypeError)
    expect(() => createProfileMemory({ client, ...(options as object) })).toThrow(message)
  })

  test('rejects a missing client', () => {
    expect(() => createProfileMemory({} as never)).toThrow(/`client` must be a ProfileContextClient/)
  })
})

describe('recordTurn input', () => {
  const memory = createProfileMemory({ client })

  test.each([
    [{ messages: [] }, 'userId'],
    [{ userId: '  ', messages: [] }, 'userId'],
    [{ userId: 'u', conversationId: '', messages: [] }, 'conversationId'],
    [{ userId: 'u', messages: 'hi' }, 'messages'],
    [{ userId: 'u', messages: [null] }, 'messages[0]'],
    [
      {
        userId: 'u',
        messages: [
          { role: 'user', content: 'a' },
          { role: 'bot', content: 'b' },
        ],
      },
      'messages[1].role',
    ],
    [{ userId: 'u', messages: [{ role: 'user', content: ['a'] }] }, 'messages[0].content'],
    [{ userId: 'u', messages: [{ role: 'user', content: 'a', timestamp: new Date('nope') }] }, 'messages[0].timestamp'],
    [{ userId: 'u', messages: [{ role: 'user', content: 'a', timestamp: -5 }] }, 'messages[0].timestamp'],
  ])('throws InvalidInputError for %j, naming %s, and queues nothing', (input, field) => {
    let thrown: unknown
    try {
      memory.recordTurn(input as never)
    } catch (error) {
      thrown = error
    }
    expect(InvalidInputError.isInstance(thrown)).toBe(true)
    expect((thrown as InvalidInputError).field).toBe(field)
    expect((thrown as Error).message).toContain(`\`${field}\``)
    expect(memory.stats().queued).toBe(0)
  })

  test('getContext rejects an empty userId instead of guessing', async () => {
    await expect(memory.getContext({ userId: '', messages: [] })).rejects.toSatisfy(InvalidInputError.isInstance)
  })

  test('checkTurn accepts a well-formed turn', () => {
    const turn = checkTurn({ userId: 'u', messages: [{ role: 'tool', content: 'x', timestamp: new Date(0) }] })
    expect(turn.conversationId).toBeUndefined()
  })
})

describe('turn messages', () => {
  test('only user and assistant text goes out; tool results only when asked; context stripped; empties skipped', () => {
    const messages = [
      { role: 'system' as const, content: 'You are helpful.' },
      { role: 'user' as const, content: '<user_context>\nThe user lives in Lisbon.\n</user_context>\nHi there' },
      { role: 'tool' as const, content: '{"temp": 21}' },
      { role: 'assistant' as const, content: '   ' },
      { role: 'assistant' as const, content: 'Hello!' },
    ]
    const options = {
      recordToolResults: false,
      strip: (text: string) => text.replace(/<user_context>[\s\S]*?<\/user_context>/, ''),
      redact: undefined,
      maxChars: 30_000,
      now: 1_700_000_000_500,
    }
    expect(toWireMessages(messages, options)).toEqual([
      { role: 'user', content: 'Hi there', timestamp: 1_700_000_000 },
      { role: 'assistant', content: 'Hello!', timestamp: 1_700_000_000 },
    ])
    expect(toWireMessages(messages, { ...options, recordToolResults: true }).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'assistant',
    ])
  })

  test('timestamps: Date, seconds and milliseconds become whole seconds', () => {
    expect(toUnixSeconds(new Date(1_700_000_000_999), 0)).toBe(1_700_000_000)
    expect(toUnixSeconds(1_700_000_000.7, 0)).toBe(1_700_000_000)
    expect(toUnixSeconds(1_700_000_000_999, 0)).toBe(1_700_000_000)
    expect(toUnixSeconds(undefined, 1_700_000_000_999)).toBe(1_700_000_000)
  })
})

describe('IdStore keys', () => {
  test('ids containing separators cannot collide', () => {
    expect(sceneKey('a:b', 'c')).not.toBe(sceneKey('a', 'b:c'))
    expect(sceneKey('a', undefined)).not.toBe(sceneKey('a', 'null'))
    expect(profileKey('a"b')).not.toBe(profileKey('a'))
    expect(profileKey('alice')).toBe('profile:"alice"')
    expect(sceneKey('alice', 'c1')).toBe('scene:["alice","c1"]')
  })
})
