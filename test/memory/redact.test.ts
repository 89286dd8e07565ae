import { createProfileMemory, type ErrorInfo, redactSecrets } from 'profile-context'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { toWireMessages } from '../../src/memory/turn-messages'
import { fastClient, fastRetry, startTestService, type TestService } from './service'

// Test values of the documented shapes (published test card numbers and IBANs; keys made up).
const secrets = {
  openai: 'sk-proj-4fJ8s9dK2mN7qR1tV5wX0yZ3aB6cD9eF',
  anthropic: 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  stripe: 'sk_live_51HqLyjWDarjtT1zdp7dcXYZ',
  aws: 'AKIAIOSFODNN7EXAMPLE',
  github: 'ghp_1234567890abcdefghijklmnopqrstuvwxyzAB',
  slack: 'xoxb-123456789012-1234567890123-AbCdEfGhIjKl',
  google: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  visa: '4111 1111 1111 1111',
  amex: '3782-822463-10005',
  iban: 'DE89 3704 0044 0532 0130 00',
  ibanCompact: 'GB82WEST12345698765432',
}

describe('redactSecrets', () => {
  test('replaces each default shape with its typed placeholder', () => {
    expect(redactSecrets(`my key is ${secrets.openai}, and the other one ${secrets.anthropic}`)).toBe(
      'my key is [redacted API key], and the other one [redacted API key]',
    )
    for (const key of [secrets.stripe, secrets.aws, secrets.github, secrets.slack, secrets.google]) {
      expect(redactSecrets(`use ${key} please`)).toBe('use [redacted API key] please')
    }
    expect(redactSecrets(`Authorization: Bearer abc123DEF456ghi789JKL`)).toBe('Authorization: Bearer [redacted token]')
    expect(redactSecrets(`token ${secrets.jwt}`)).toBe('token [redacted token]')
    expect(redactSecrets(`card ${secrets.visa} exp 12/26`)).toBe('card [redacted card number] exp 12/26')
    expect(redactSecrets(`amex ${secrets.amex}.`)).toBe('amex [redacted card number].')
    expect(redactSecrets(`card ${secrets.visa} 12 26`)).toBe('card [redacted card number] 12 26')
    expect(redactSecrets(`IBAN ${secrets.iban} thanks`)).toBe('IBAN [redacted IBAN] thanks')
    expect(redactSecrets(`send to ${secrets.ibanCompact}`)).toBe('send to [redacted IBAN]')
    expect(redactSecrets('My password is hunter2!')).toBe('My password is [redacted password]')
    expect(redactSecrets('password: "correct horse battery staple" ok')).toBe('password: [redacted password] ok')
    expect(redactSecrets('my PIN is 4821')).toBe('my PIN is [redacted password]')
    expect(redactSecrets('Wifi password for new place is drumcondra_22B, landlord sent it.')).toBe(
      'Wifi password for new place is [redacted password], landlord sent it.',
    )
    expect(redactSecrets('user id RKRISH1961, password Kamala#1965. Also')).toBe(
      'user id RKRISH1961, password [redacted password]. Also',
    )
    expect(redactSecrets('GTBank password Dayo@2016!')).toBe('GTBank password [redacted password]')
    expect(redactSecrets('pw is tianaxx2009')).toBe('pw is [redacted password]')
    expect(redactSecrets('the PIN number is 4432.')).toBe('the PIN number is [redacted password].')
    // Redacting twice changes nothing.
    expect(redactSecrets('password: [redacted password]')).toBe('password: [redacted password]')
    expect(redactSecrets('-----BEGIN RSA PRIVATE KEY-----\nMIIE\nabc\n-----END RSA PRIVATE KEY-----\nthanks')).toBe(
      '[redacted private key]\nthanks',
    )
  })

  test('leaves ordinary text alone: numbers that fail Luhn or mod 97, words about passwords', () => {
    const ordinary = [
      'Order 1234 5678 9012 3456 shipped on 2024-05-01.',
      'Call me on +44 20 7946 0958.',
      'DE12 3456 7890 1234 5678 90 is not a valid IBAN.',
      'I forgot my password yesterday and had to reset it.',
      'The skiing trip costs 1200 euros; sk- is a prefix.',
      'How do I parse <user_context> tags with a regex?',
      'I forgot my password reset link again.',
      'The password for the office wifi changed today.',
    ]
    for (const text of ordinary) expect(redactSecrets(text)).toBe(text)
  })

  test('runs in linear time on 1 MiB adversarial inputs', () => {
    const mebibyte = 1 << 20
    const inputs = [
      '1'.repeat(mebibyte),
      '1 '.repeat(mebibyte / 2),
      '1-'.repeat(mebibyte / 2),
      'DE89 '.repeat(mebibyte / 5),
      `DE89${'A'.repeat(mebibyte)}`,
      'password '.repeat(mebibyte / 9),
      `password${' '.repeat(mebibyte)}`,
      'password for a b c d e '.repeat(mebibyte / 23),
      `pw ${'a'.repeat(mebibyte)}`,
      'pw a '.repeat(mebibyte / 5),
      'Bearer '.repeat(mebibyte / 7),
      `sk-${'a'.repeat(mebibyte)}`,
      'eyJ'.repeat(mebibyte / 3),
      `eyJ${'a'.repeat(mebibyte / 2)}.${'b'.repeat(mebibyte / 2)}`,
      '-----BEGIN PRIVATE KEY-----'.repeat(mebibyte / 27),
      'ghp_'.repeat(mebibyte / 4),
      'a'.repeat(mebibyte),
    ]
    for (const input of inputs) {
      const started = performance.now()
      redactSecrets(input)
      // Linear patterns take a few milliseconds per MiB; a quadratic one would take minutes.
      expect(performance.now() - started).toBeLessThan(1_000)
    }
  })
})

describe('redaction of long messages', () => {
  const wire = (content: string) =>
    toWireMessages([{ role: 'user', content }], {
      recordToolResults: false,
      strip: (text) => text,
      redact: (text) => redactSecrets(text),
      maxChars: 30_000,
      now: 0,
    })[0]?.content ?? ''

  test('a secret across the cut is redacted before the cut, so no part of it is sent; a 1 MiB tail is dropped', () => {
    // The card number straddles the cut point (30,000 characters less the marker).
    const message = `${'a '.repeat(14_965)}card ${secrets.visa} ${'b'.repeat(1 << 20)}`
    const started = performance.now()
    const sent = wire(message)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(sent.length).toBeLessThanOrEqual(30_000)
    expect(sent).toContain('card [redacted')
    expect(sent).not.toMatch(/4111|1111/)
    const [, cut] = /…\[cut: (\d+) characters not recorded\]$/.exec(sent) ?? []
    expect(Number(cut)).toBeGreaterThan(message.length - 30_000)
  })

  test('a short message with a secret is not marked as cut', () => {
    expect(wire('pin: 1')).toBe('pin: [redacted password]')
  })
})

describe('redact option and the service', () => {
  let service: TestService
  beforeEach(async () => {
    service = await startTestService()
  })
  afterEach(() => service.close())

  function engine(options: { redact?: false | ((text: string) => string) } = {}) {
    const errors: Array<{ error: unknown; info: ErrorInfo }> = []
    const memory = createProfileMemory({
      client: fastClient(service),
      retry: fastRetry,
      onError: (error, info) => errors.push({ error, info }),
      ...options,
    })
    return { memory, errors }
  }

  test('no secret of a default shape reaches the service; the rest of the message does', async () => {
    const { memory } = engine()
    const values = Object.values(secrets)
    memory.recordTurn({
      userId: 'vic',
      messages: [
        ...values.map((secret) => ({ role: 'user' as const, content: `Here you go: ${secret} (keep it safe)` })),
        { role: 'user', content: 'my password is Tr0ub4dor&3 and my dog is called Rex' },
        { role: 'assistant', content: `Noted. I will not repeat ${secrets.visa}.` },
      ],
    })
    await memory.close()
    const stored = service.storedMessages().map((message) => message.content)
    expect(stored).toHaveLength(values.length + 2)
    for (const secret of [...values, 'Tr0ub4dor&3']) {
      expect(stored.some((content) => content.includes(secret))).toBe(false)
    }
    expect(stored.every((content) => content.includes('[redacted'))).toBe(true)
    expect(stored).toContain('my password is [redacted password] and my dog is called Rex')
    expect(service.proxy.delivered.some((request) => values.some((secret) => request.body.includes(secret)))).toBe(
      false,
    )
  })

  test('the per-turn question, user text sent as a query, is redacted too', async () => {
    const { memory } = engine()
    await memory.profile('yan')
    await memory.getContext({
      userId: 'yan',
      messages: [{ role: 'user', content: `Is my card ${secrets.visa} still valid? Key ${secrets.openai}` }],
    })
    const queries = service.proxy.delivered.filter((request) => request.path.includes('/facts/query'))
    expect(queries.length).toBeGreaterThan(0)
    const asked = queries.map((request) => decodeURIComponent(request.path.replaceAll('+', ' ')))
    expect(asked.some((path) => path.includes('[redacted card number]'))).toBe(true)
    for (const secret of [secrets.visa, secrets.openai]) {
      expect(asked.some((path) => path.includes(secret))).toBe(false)
    }
  })

  test('a custom redact adds rules; false sends text as it is; a throwing redact keeps the turn out', async () => {
    const custom = engine({ redact: (text) => redactSecrets(text).replaceAll('Project Falcon', '[redacted codename]') })
    custom.memory.recordTurn({
      userId: 'wes',
      messages: [{ role: 'user', content: `Project Falcon uses ${secrets.aws}` }],
    })
    await custom.memory.close()
    const raw = engine({ redact: false })
    raw.memory.recordTurn({ userId: 'wes', conversationId: 'raw', messages: [{ role: 'user', content: secrets.aws }] })
    await raw.memory.close()
    const failing = engine({
      redact: () => {
        throw new Error('redaction service down')
      },
    })
    failing.memory.recordTurn({ userId: 'wes', messages: [{ role: 'user', content: 'secret stuff' }] })
    await failing.memory.close()
    expect(service.storedMessages().map((message) => message.content)).toEqual([
      '[redacted codename] uses [redacted API key]',
      secrets.aws,
    ])
    expect(failing.errors).toHaveLength(1)
    expect(failing.errors[0]?.info).toEqual({ operation: 'record', userId: 'wes', messages: 1 })
    expect(String(failing.errors[0]?.error)).toContain('`redact` failed')
    expect(failing.memory.stats()).toMatchObject({ failed: 1, queued: 0 })
  })

  test('user text that contains the context tag is stored whole; only the injected block is taken out', async () => {
    const memory = createProfileMemory({
      client: fastClient(service),
      retry: fastRetry,
      context: { format: () => '<user_context>\nThe user has a cat.\n</user_context>' },
    })
    // An existing profile: a profile created by the lookup itself is known to be empty and not asked.
    await memory.profile('xia')
    const block = await memory.getContext({ userId: 'xia', messages: [] })
    expect(block).toContain('The user has a cat.')
    const question = 'How do I parse <user_context> tags with a regex? Also, my dog is called Rex.'
    memory.recordTurn({
      userId: 'xia',
      messages: [
        { role: 'user', content: block === undefined ? question : `${block}\n${question}` },
        { role: 'assistant', content: 'Use an HTML parser, not a regex: </user_context> may appear in text too.' },
      ],
    })
    await memory.close()
    expect(service.storedMessages().map((message) => message.content)).toEqual([
      question,
      'Use an HTML parser, not a regex: </user_context> may appear in text too.',
    ])
  })
})
