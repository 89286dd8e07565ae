import { describe, expect, it } from 'vitest'
import type { UpdateStatus } from '../../src/client/index'
import { APITimeoutError, NotFoundError } from '../../src/errors/index'
import { withRecordingServer } from './setup'

const test = withRecordingServer()

describe('waitForIdle', () => {
  it('polls update/status until IDLE and reports every read to onProgress', async () => {
    test.server.enqueue(
      { json: { status: 'WORKING', progress: 0 } },
      { json: { status: 'WORKING', progress: 50 } },
      { json: { status: 'IDLE', progress: 100 } },
    )
    const seen: UpdateStatus[] = []
    const final = await test
      .client()
      .waitForIdle('a/b', { pollInterval: 10, onProgress: (status) => seen.push(status) })
    expect(final).toEqual({ status: 'IDLE', progress: 100 })
    expect(seen.map((status) => status.progress)).toEqual([0, 50, 100])
    expect(test.server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/profiles/a%2Fb/update/status',
      'GET /v1/profiles/a%2Fb/update/status',
      'GET /v1/profiles/a%2Fb/update/status',
    ])
  })

  it('waits pollInterval between reads', async () => {
    test.server.enqueue({ json: { status: 'WORKING', progress: 10 } }, { json: { status: 'IDLE', progress: 100 } })
    await test.client().waitForIdle('p', { pollInterval: 100 })
    const [first, second] = test.server.requests
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(95)
  })

  it('rejects with APITimeoutError naming the last status when the update does not finish in time', async () => {
    test.server.setFallback({ json: { status: 'WORKING', progress: 37.5 } })
    const error = await test
      .client()
      .waitForIdle('p', { timeout: 120, pollInterval: 20 })
      .catch((error: unknown) => error)
    expect(error).toBeInstanceOf(APITimeoutError)
    expect((error as APITimeoutError).timeout).toBe(120)
    expect((error as APITimeoutError).message).toBe(
      `The update of profile "p" was not IDLE after 120 ms (last read: WORKING 37.5%); GET ${test.server.url}/v1/profiles/p/update/status`,
    )
    expect(test.server.requests.length).toBeGreaterThanOrEqual(2)
  })

  it('times out even while a status read hangs', async () => {
    test.server.setFallback({ delay: 2_000, json: { status: 'IDLE', progress: 100 } })
    const started = performance.now()
    await expect(test.client().waitForIdle('p', { timeout: 100 })).rejects.toThrow(/before the first status read/)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it("rejects with the signal's reason when the caller aborts", async () => {
    test.server.setFallback({ json: { status: 'WORKING', progress: 5 } })
    const controller = new AbortController()
    const call = test.client().waitForIdle('p', {
      pollInterval: 10,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('shutting down')),
    })
    await expect(call).rejects.toThrow('shutting down')
    expect(test.server.requests).toHaveLength(1)
  })

  it('stops at once when onProgress aborts, without waiting out the poll interval', async () => {
    test.server.setFallback({ json: { status: 'WORKING', progress: 5 } })
    const controller = new AbortController()
    const started = performance.now()
    const call = test.client().waitForIdle('p', {
      pollInterval: 10_000,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('shutting down')),
    })
    await expect(call).rejects.toThrow('shutting down')
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('passes service errors through', async () => {
    test.server.setFallback({ status: 404, json: { error: { code: 'profile_not_found', message: 'No profile p' } } })
    await expect(test.client().waitForIdle('p')).rejects.toThrow(NotFoundError)
  })

  it('rejects bad options with a TypeError naming them', async () => {
    await expect(test.client().waitForIdle('p', { pollInterval: -1 })).rejects.toThrow(/`pollInterval`/)
    await expect(test.client().waitForIdle('p', { timeout: Number.NaN })).rejects.toThrow(/`timeout`/)
    expect(test.server.requests).toHaveLength(0)
  })
})
