import { trace } from '@opentelemetry/api'
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base'
import { createProfileMemory } from 'profile-context'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTelemetry } from '../../src/memory/telemetry'
import { apiKey, startTestService, type TestService } from './service'

const exporter = new InMemorySpanExporter()
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
let service: TestService

beforeAll(async () => {
  trace.setGlobalTracerProvider(provider)
  service = await startTestService()
})
afterAll(async () => {
  trace.disable()
  await service.close()
})
beforeEach(() => {
  exporter.reset()
  service.proxy.behaviour.down = false
})

const spans = (name: string): ReadableSpan[] => exporter.getFinishedSpans().filter((span) => span.name === name)
const only = (name: string): ReadableSpan => {
  const found = spans(name)
  expect(found, name).toHaveLength(1)
  return found[0] as ReadableSpan
}

describe('OpenTelemetry spans (in-memory exporter, real service)', () => {
  it('traces identity, context lookups (mode, hit or miss, wait, characters) and deliveries', async () => {
    const memory = createProfileMemory({
      client: { baseURL: service.baseURL, apiKey },
      update: 'auto',
      waitForUpdate: true,
      context: { mode: 'hybrid' },
      onError: () => undefined,
    })
    try {
      const messages = [{ role: 'user' as const, content: 'I live in Lisbon.' }]
      expect(await memory.getContext({ userId: 'tess', conversationId: 'c-1', messages })).toBeUndefined()
      // A new user's turn does not wait for the creation of the profile; the next call for the user joins it.
      const profileId = await memory.profile('tess')
      const created = only('profile_context.identity profile')
      expect(created.attributes).toMatchObject({
        'gen_ai.operation.name': 'create_memory_store',
        'gen_ai.provider.name': 'profile_context',
        'gen_ai.memory.store.id': profileId,
        'profile_context.identity.created': true,
        'server.address': '127.0.0.1',
      })
      expect(only('search_memory profile-context').attributes).toMatchObject({
        'gen_ai.operation.name': 'search_memory',
        'gen_ai.conversation.id': 'c-1',
        'profile_context.context.mode': 'hybrid',
        'profile_context.context.chars': 0,
      })

      memory.recordTurn({
        userId: 'tess',
        conversationId: 'c-1',
        messages: [...messages, { role: 'assistant', content: 'Noted.' }],
      })
      await memory.flush()
      const delivery = only('update_memory profile-context')
      expect(delivery.attributes).toMatchObject({
        'gen_ai.operation.name': 'update_memory',
        'gen_ai.memory.store.id': await memory.profile('tess'),
        'gen_ai.conversation.id': 'c-1',
        'profile_context.delivery.messages': 2,
        'profile_context.delivery.retries': 0,
        'profile_context.delivery.outcome': 'delivered',
        'profile_context.delivery.update': 'auto',
      })
      expect(delivery.status.code).toBe(0)
      expect(only('profile_context.identity scene').attributes).toMatchObject({
        'profile_context.identity.kind': 'scene',
        'profile_context.identity.created': true,
      })

      exporter.reset()
      const block = await memory.getContext({
        userId: 'tess',
        conversationId: 'c-2',
        messages: [{ role: 'user', content: 'Where do I live?' }],
      })
      expect(block).toContain('Lisbon')
      const lookup = only('search_memory profile-context')
      const attributes = lookup.attributes
      expect(attributes['profile_context.context.chars']).toBe(block?.length)
      expect(
        Number(attributes['profile_context.context.cache_hits']) +
          Number(attributes['profile_context.context.cache_misses']),
      ).toBe(2)
      expect(['hit', 'miss', 'partial']).toContain(attributes['profile_context.context.cache'])
      expect(attributes['profile_context.context.wait_ms']).toEqual(expect.any(Number))
      // Nothing the user said is put on a span.
      expect(JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes))).not.toMatch(/Lisbon|live/)
    } finally {
      await memory.close()
    }
  })

  it('marks a delivery that failed for good with its retries, outcome and ERROR status', async () => {
    const memory = createProfileMemory({
      client: { baseURL: service.baseURL, apiKey, maxRetries: 0 },
      retry: { initialDelayMs: 10, maxDelayMs: 20, maxAttempts: 3 },
      onError: () => undefined,
    })
    try {
      await memory.profile('uma')
      await memory.scene('uma', 'c-1')
      service.proxy.behaviour.down = true
      exporter.reset()
      memory.recordTurn({ userId: 'uma', conversationId: 'c-1', messages: [{ role: 'user', content: 'Hi' }] })
      await memory.flush()
      const delivery = only('update_memory profile-context')
      expect(delivery.attributes).toMatchObject({
        'profile_context.delivery.retries': 2,
        'profile_context.delivery.outcome': 'failed',
        'error.type': expect.any(String),
      })
      expect(delivery.status.code).toBe(2)
      expect(delivery.events.map((event) => event.name)).toContain('exception')

      // A lookup that fails open still resolves, and its span says it failed.
      expect(await memory.getContext({ userId: 'uma', messages: [{ role: 'user', content: 'Hi?' }] })).toBeUndefined()
      expect(only('search_memory profile-context').status.code).toBe(2)
    } finally {
      service.proxy.behaviour.down = false
      await memory.close()
    }
  })
})

describe('without @opentelemetry/api', () => {
  it('every span is a no-op and the work runs as usual', async () => {
    const telemetry = createTelemetry(() => Promise.reject(new Error("Cannot find package '@opentelemetry/api'")))
    const span = await telemetry.start('search_memory', { 'gen_ai.operation.name': 'search_memory' })
    expect(await span.run(async () => 42)).toBe(42)
    span.set({ a: 1 })
    span.fail(new Error('x'))
    span.end()
    expect(exporter.getFinishedSpans()).toEqual([])
  })

  it('the engine works and exports nothing when the package cannot be imported', async () => {
    vi.resetModules()
    vi.doMock('@opentelemetry/api', () => {
      throw new Error("Cannot find package '@opentelemetry/api'")
    })
    try {
      const engine = await import('../../src/memory/create-profile-memory')
      const memory = engine.createProfileMemory({
        client: { baseURL: service.baseURL, apiKey },
        waitForUpdate: true,
        onError: () => undefined,
      })
      memory.recordTurn({ userId: 'vera', messages: [{ role: 'user', content: 'I live in Oslo.' }] })
      await memory.flush()
      expect(
        await memory.getContext({ userId: 'vera', messages: [{ role: 'user', content: 'Where do I live?' }] }),
      ).toContain('Oslo')
      await memory.close()
      expect(exporter.getFinishedSpans()).toEqual([])
    } finally {
      vi.doUnmock('@opentelemetry/api')
      vi.resetModules()
    }
  })
})
