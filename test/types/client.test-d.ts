import {
  type AddTextOptions,
  type APIConnectionError,
  APIError,
  APITimeoutError,
  type ClientOptions,
  type IdResponse,
  InvalidInputError,
  type Message,
  type MessageInput,
  type NotFoundError,
  normalizeMessages,
  ProfileContextClient,
  type ProfileContextError,
  type QueryResult,
  RateLimitError,
  type RetryInfo,
  type UnshownResponse,
  type UpdateStatus,
} from 'profile-context'
import { describe, expectTypeOf, it } from 'vitest'

declare const client: ProfileContextClient
const messages: MessageInput[] = [{ role: 'user', content: 'hi', timestamp: new Date() }]

describe('ProfileContextClient types', () => {
  it('takes optional ClientOptions', () => {
    expectTypeOf(ProfileContextClient).toBeConstructibleWith()
    expectTypeOf(ProfileContextClient).toBeConstructibleWith({ baseURL: 'http://127.0.0.1:8787/v1', apiKey: 'k' })
    expectTypeOf(ProfileContextClient).constructorParameters.toEqualTypeOf<[options?: ClientOptions | undefined]>()
    expectTypeOf<ClientOptions['onRetry']>().toEqualTypeOf<((info: RetryInfo) => void) | undefined>()
    expectTypeOf<RetryInfo>().toEqualTypeOf<{
      attempt: number
      error: unknown
      method: string
      path: string
      delay: number
    }>()
    // @ts-expect-error maxRetries is a number
    new ProfileContextClient({ maxRetries: '2' })
  })

  it('has one typed method per endpoint', () => {
    expectTypeOf(client.createProfile).returns.toEqualTypeOf<Promise<IdResponse>>()
    expectTypeOf(client.createProfile)
      .parameter(0)
      .toEqualTypeOf<
        { requestedId?: string; idempotencyKey?: string; signal?: AbortSignal; timeout?: number } | undefined
      >()
    expectTypeOf(client.createScene).toBeCallableWith('p')
    expectTypeOf(client.createScene).toBeCallableWith('p', { signal: AbortSignal.timeout(10), timeout: 5 })
    expectTypeOf(client.createScene).toBeCallableWith('p', { idempotencyKey: 'scene-of-chat-1' })
    expectTypeOf(client.createScene).returns.toEqualTypeOf<Promise<IdResponse>>()
    expectTypeOf(client.addText).toBeCallableWith('p', 's', messages, { updateNow: true, idempotencyKey: 'k' })
    expectTypeOf(client.addText).parameter(3).toEqualTypeOf<AddTextOptions | undefined>()
    expectTypeOf(client.addText).returns.toEqualTypeOf<Promise<IdResponse>>()
    expectTypeOf(client.runUpdate).returns.toEqualTypeOf<Promise<UnshownResponse>>()
    expectTypeOf(client.stopUpdate).returns.toEqualTypeOf<Promise<UnshownResponse>>()
    expectTypeOf(client.getUpdateStatus).returns.toEqualTypeOf<Promise<UpdateStatus>>()
    expectTypeOf(client.queryFacts).toBeCallableWith('p', 'Where does the user live?')
    expectTypeOf(client.queryFacts).returns.toEqualTypeOf<Promise<QueryResult>>()
    expectTypeOf(client.waitForIdle).toBeCallableWith('p', {
      pollInterval: 100,
      timeout: 1000,
      signal: new AbortController().signal,
      onProgress: (status) => expectTypeOf(status).toEqualTypeOf<UpdateStatus>(),
    })
    expectTypeOf(client.waitForIdle).returns.toEqualTypeOf<Promise<UpdateStatus>>()
    expectTypeOf<UpdateStatus['status']>().toEqualTypeOf<'IDLE' | 'WORKING'>()
  })

  it('rejects wrong arguments at compile time', () => {
    // @ts-expect-error role must be user, assistant or system
    client.addText('p', 's', [{ role: 'tool', content: 'x', timestamp: 1 }])
    // @ts-expect-error timestamp is required
    client.addText('p', 's', [{ role: 'user', content: 'x' }])
    // @ts-expect-error query is required
    client.queryFacts('p')
  })

  it('normalizeMessages returns wire messages', () => {
    expectTypeOf(normalizeMessages).toBeCallableWith(messages)
    expectTypeOf(normalizeMessages(messages)).toEqualTypeOf<Message[]>()
    expectTypeOf<Message['timestamp']>().toEqualTypeOf<number>()
  })
})

describe('error types', () => {
  it('isInstance narrows', () => {
    const error: unknown = new Error('x')
    if (RateLimitError.isInstance(error)) {
      expectTypeOf(error).toEqualTypeOf<RateLimitError>()
      expectTypeOf(error.retryAfter).toEqualTypeOf<number | undefined>()
      expectTypeOf(error.status).toEqualTypeOf<number>()
    }
    if (APIError.isInstance(error)) {
      expectTypeOf(error.code).toEqualTypeOf<string | undefined>()
      expectTypeOf(error.headers).toEqualTypeOf<Record<string, string>>()
      expectTypeOf(error.body).toEqualTypeOf<unknown>()
      expectTypeOf(error).toMatchTypeOf<ProfileContextError>()
    }
    if (InvalidInputError.isInstance(error)) {
      expectTypeOf(error.field).toEqualTypeOf<string>()
      expectTypeOf(error.index).toEqualTypeOf<number | undefined>()
    }
    if (APITimeoutError.isInstance(error)) {
      expectTypeOf(error).toMatchTypeOf<APIConnectionError>()
      expectTypeOf(error.timeout).toEqualTypeOf<number>()
    }
    expectTypeOf<NotFoundError>().toMatchTypeOf<APIError>()
  })
})
