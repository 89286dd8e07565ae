import { checkMilliseconds, type ResolvedClientOptions, resolveClientOptions } from './options'
import { readId, readQueryResult, readUnshown, readUpdateStatus } from './read-response'
import { type RequestSpec, sendRequest } from './request'
import type {
  AddTextOptions,
  ClientOptions,
  CreateProfileOptions,
  CreateSceneOptions,
  IdResponse,
  MessageInput,
  QueryResult,
  RequestOptions,
  UnshownResponse,
  UpdateStatus,
  WaitForIdleOptions,
} from './types'
import { assertNonEmptyString, normalizeMessages } from './validate'
import { pollUntilIdle } from './wait-for-idle'

const segment = encodeURIComponent

/** The `Idempotency-Key` header: the caller's key (checked), or a random one; every retry of the call reuses it. */
function idempotencyHeader(key: string | undefined): Record<string, string> {
  if (key !== undefined) assertNonEmptyString(key, 'idempotencyKey')
  return { 'Idempotency-Key': key ?? crypto.randomUUID() }
}

/**
 * Typed client for the Conversation Profile Context Service: one method per endpoint, plus `waitForIdle`.
 * Every method takes `signal` and `timeout`; failures are retried by one rule (connection errors, timeouts,
 * 408/409/429/5xx, honouring `Retry-After`); arguments are checked before any request is sent.
 *
 * @example
 * ```ts
 * import { ProfileContextClient } from 'profile-context'
 *
 * const client = new ProfileContextClient({ baseURL: 'http://127.0.0.1:8787/v1', apiKey: process.env.KEY })
 * const { id: profileId } = await client.createProfile({ requestedId: 'user-42' })
 * ```
 */
export class ProfileContextClient {
  readonly #options: ResolvedClientOptions

  /**
   * @throws TypeError when `baseURL` or `apiKey` is missing (option and environment variable) or an option is invalid.
   */
  constructor(options: ClientOptions = {}) {
    this.#options = resolveClientOptions(options)
  }

  /** The base URL in use, prefix included, without a trailing slash. */
  get baseURL(): string {
    return this.#options.baseURL
  }

  #send(spec: Omit<RequestSpec, 'timeout' | 'signal'>, options: RequestOptions | undefined) {
    const timeout = options?.timeout ?? this.#options.timeout
    checkMilliseconds(timeout, 'timeout')
    return sendRequest(this.#options, { ...spec, signal: options?.signal, timeout })
  }

  /**
   * Creates a profile (one user of your application). The service may assign another id than `requestedId`
   * when that one is taken or invalid: always use the returned id.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * const { id } = await client.createProfile({ requestedId: 'user-42' })
   * ```
   */
  async createProfile(options: CreateProfileOptions = {}): Promise<IdResponse> {
    if (options.requestedId !== undefined) assertNonEmptyString(options.requestedId, 'requestedId')
    const headers = idempotencyHeader(options.idempotencyKey)
    const response = await this.#send(
      {
        method: 'POST',
        path: '/profiles',
        query: { requested_id: options.requestedId },
        headers,
      },
      options,
    )
    return readId(response)
  }

  /**
   * Creates a scene (one conversation) in a profile.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * const { id: sceneId } = await client.createScene(profileId)
   * ```
   */
  async createScene(profileId: string, options: CreateSceneOptions = {}): Promise<IdResponse> {
    assertNonEmptyString(profileId, 'profileId')
    const headers = idempotencyHeader(options.idempotencyKey)
    const response = await this.#send(
      {
        method: 'POST',
        path: `/profiles/${segment(profileId)}/scenes`,
        headers,
      },
      options,
    )
    return readId(response)
  }

  /**
   * Adds messages to a scene. Timestamps may be `Date`s, Unix seconds or epoch milliseconds; they are sent as whole
   * seconds and must not decrease. Without `updateNow` the data waits for `runUpdate`. An `Idempotency-Key` (random
   * unless given) is sent and reused on every retry, so a retried call cannot store the batch twice.
   *
   * @throws InvalidInputError naming the field and message index, before any request is sent.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * await client.addText(profileId, sceneId, [
   *   { role: 'user', content: 'I just moved to Lisbon', timestamp: new Date() },
   *   { role: 'assistant', content: 'Welcome to Lisbon!', timestamp: new Date() },
   * ], { updateNow: true })
   * ```
   */
  async addText(
    profileId: string,
    sceneId: string,
    messages: readonly MessageInput[],
    options: AddTextOptions = {},
  ): Promise<IdResponse> {
    assertNonEmptyString(profileId, 'profileId')
    assertNonEmptyString(sceneId, 'sceneId')
    const body = normalizeMessages(messages)
    const headers = idempotencyHeader(options.idempotencyKey)
    const response = await this.#send(
      {
        method: 'POST',
        path: `/profiles/${segment(profileId)}/scenes/${segment(sceneId)}/text`,
        query: {
          update_now: options.updateNow ? 'true' : undefined,
          wait_for_result: options.updateNow && options.waitForResult ? 'true' : undefined,
        },
        body,
        headers,
      },
      options,
    )
    return readId(response)
  }

  /**
   * Starts a manual update of the profile with the data added since the last one. Resolves with whatever the service
   * answered (the spec leaves it unshown): parsed JSON, text, or `undefined`.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * await client.runUpdate(profileId)
   * await client.waitForIdle(profileId)
   * ```
   */
  async runUpdate(profileId: string, options?: RequestOptions): Promise<UnshownResponse> {
    assertNonEmptyString(profileId, 'profileId')
    const response = await this.#send({ method: 'PUT', path: `/profiles/${segment(profileId)}/update/run` }, options)
    return readUnshown(response)
  }

  /**
   * Reads whether the profile is being updated (`WORKING`, with `progress` 0–100) or `IDLE`.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * const { status, progress } = await client.getUpdateStatus(profileId)
   * ```
   */
  async getUpdateStatus(profileId: string, options?: RequestOptions): Promise<UpdateStatus> {
    assertNonEmptyString(profileId, 'profileId')
    const response = await this.#send({ method: 'GET', path: this.#statusPath(profileId) }, options)
    return readUpdateStatus(response)
  }

  /**
   * Stops a running update. Resolves with whatever the service answered: parsed JSON, text, or `undefined`.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * await client.stopUpdate(profileId)
   * ```
   */
  async stopUpdate(profileId: string, options?: RequestOptions): Promise<UnshownResponse> {
    assertNonEmptyString(profileId, 'profileId')
    const response = await this.#send({ method: 'PUT', path: `/profiles/${segment(profileId)}/update/stop` }, options)
    return readUnshown(response)
  }

  /**
   * Asks a natural-language question about the user and resolves with the service's text answer.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * const { result } = await client.queryFacts(profileId, 'Where does the user live?')
   * ```
   */
  async queryFacts(profileId: string, query: string, options?: RequestOptions): Promise<QueryResult> {
    assertNonEmptyString(profileId, 'profileId')
    assertNonEmptyString(query, 'query')
    const response = await this.#send(
      { method: 'GET', path: `/profiles/${segment(profileId)}/facts/query`, query: { query } },
      options,
    )
    return readQueryResult(response)
  }

  /**
   * Polls the update status every `pollInterval` until it is `IDLE` and resolves with that final status.
   * `onProgress` sees every read; `timeout` bounds the whole wait (`APITimeoutError`); `signal` aborts it.
   *
   * @example
   * ```ts
   * import { ProfileContextClient } from 'profile-context'
   *
   * const client = new ProfileContextClient()
   * await client.runUpdate(profileId)
   * await client.waitForIdle(profileId, { onProgress: ({ progress }) => console.log(`${progress}%`) })
   * ```
   */
  waitForIdle(profileId: string, options?: WaitForIdleOptions): Promise<UpdateStatus> {
    try {
      assertNonEmptyString(profileId, 'profileId')
    } catch (error) {
      return Promise.reject(error)
    }
    const statusURL = `${this.#options.baseURL}${this.#statusPath(profileId)}`
    return pollUntilIdle((request) => this.getUpdateStatus(profileId, request), { profileId, statusURL }, options)
  }

  #statusPath(profileId: string): string {
    return `/profiles/${segment(profileId)}/update/status`
  }
}
