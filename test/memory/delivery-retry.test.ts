import { APIConnectionError, BadRequestError, InternalServerError, RateLimitError } from 'profile-context'
import { describe, expect, test } from 'vitest'
import { deliveryDelay, withDeliveryRetry } from '../../src/memory/delivery-retry'
import { Limiter } from '../../src/memory/limiter'

const details = { status: 500, method: 'POST', url: 'http://service/v1/profiles' }
const policy = { initialDelayMs: 1, maxDelayMs: 5, maxAttempts: 4 }

describe('withDeliveryRetry', () => {
  test('retries transient failures, then rethrows the last one after maxAttempts', async () => {
    let attempts = 0
    let retries = 0
    const failing = withDeliveryRetry(
      async () => {
        attempts += 1
        throw new APIConnectionError('refused', { method: 'POST', url: details.url })
      },
      policy,
      () => {
        retries += 1
      },
    )
    await expect(failing).rejects.toSatisfy(APIConnectionError.isInstance)
    expect(attempts).toBe(4)
    expect(retries).toBe(3)
  })

  test('gives up at once on a permanent failure and succeeds after a passing one', async () => {
    let attempts = 0
    const permanent = withDeliveryRetry(
      async () => {
        attempts += 1
        throw new BadRequestError('bad', { ...details, status: 400 })
      },
      policy,
      () => undefined,
    )
    await expect(permanent).rejects.toSatisfy(BadRequestError.isInstance)
    expect(attempts).toBe(1)
    let calls = 0
    const value = await withDeliveryRetry(
      async () => {
        calls += 1
        if (calls < 3) throw new InternalServerError('boom', details)
        return 'done'
      },
      policy,
      () => undefined,
    )
    expect(value).toBe('done')
  })

  test('delays double up to the cap; Retry-After wins, capped too', () => {
    const wide = { initialDelayMs: 100, maxDelayMs: 1000, maxAttempts: 10 }
    const error = new InternalServerError('boom', details)
    expect(deliveryDelay(error, 1, wide)).toBeGreaterThanOrEqual(80)
    expect(deliveryDelay(error, 1, wide)).toBeLessThanOrEqual(100)
    expect(deliveryDelay(error, 3, wide)).toBeGreaterThanOrEqual(320)
    expect(deliveryDelay(error, 10, wide)).toBeLessThanOrEqual(1000)
    const limited = new RateLimitError('slow down', { ...details, status: 429, retryAfter: 700 })
    expect(deliveryDelay(limited, 1, wide)).toBe(700)
    expect(deliveryDelay(limited, 1, { ...wide, maxDelayMs: 300 })).toBe(300)
  })
})

describe('Limiter', () => {
  test('runs at most the limit at once and keeps arrival order', async () => {
    const limiter = new Limiter(2)
    let running = 0
    let peak = 0
    const order: number[] = []
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        limiter.run(async () => {
          running += 1
          peak = Math.max(peak, running)
          order.push(index)
          await new Promise((resolve) => setTimeout(resolve, 5))
          running -= 1
        }),
      ),
    )
    expect(peak).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
  })
})
