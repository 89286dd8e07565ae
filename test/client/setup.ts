import { afterAll, afterEach, beforeAll } from 'vitest'
import { type ClientOptions, ProfileContextClient } from '../../src/client/index'
import { type RecordingServer, startRecordingServer } from '../helpers/recording-server'

export const apiKey = 'sk-test-secret-4f9a7c'

/** A recording server for the whole file, emptied after each test, and a client factory pointed at its `/v1`. */
export function withRecordingServer() {
  const context = {} as { server: RecordingServer; client: (options?: ClientOptions) => ProfileContextClient }
  beforeAll(async () => {
    const server = await startRecordingServer()
    context.server = server
    // Short retry delays keep the suite fast; tests about delays set their own.
    context.client = (options = {}) =>
      new ProfileContextClient({ baseURL: `${server.url}/v1`, apiKey, maxRetryDelay: 5, ...options })
  })
  afterEach(() => context.server.reset())
  afterAll(() => context.server.close())
  return context
}

/** The error a call rejects with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}
