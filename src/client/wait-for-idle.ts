import { APITimeoutError } from '../errors/api-timeout-error'
import { sleep } from '../internal/abort'
import { checkMilliseconds } from './options'
import type { RequestOptions, UpdateStatus, WaitForIdleOptions } from './types'

const defaultTimeout = 300_000
const defaultPollInterval = 500

/**
 * Reads the status until it is IDLE, telling `onProgress` every read. Rejects with `APITimeoutError` when `timeout`
 * runs out first and with the signal's reason when the caller aborts.
 */
export async function pollUntilIdle(
  readStatus: (options: RequestOptions) => Promise<UpdateStatus>,
  target: { profileId: string; statusURL: string },
  options: WaitForIdleOptions = {},
): Promise<UpdateStatus> {
  const { signal, onProgress } = options
  const timeout = options.timeout ?? defaultTimeout
  const pollInterval = options.pollInterval ?? defaultPollInterval
  checkMilliseconds(timeout, 'timeout')
  checkMilliseconds(pollInterval, 'pollInterval')
  if (onProgress !== undefined && typeof onProgress !== 'function')
    throw new TypeError('`onProgress` must be a function.')
  signal?.throwIfAborted()
  const deadline = AbortSignal.timeout(Math.min(timeout, 2 ** 31 - 1))
  const combined = signal === undefined ? deadline : AbortSignal.any([signal, deadline])
  let last: UpdateStatus | undefined
  try {
    for (;;) {
      last = await readStatus({ signal: combined })
      onProgress?.(last)
      if (last.status === 'IDLE') return last
      // At least one timer tick between reads, so `pollInterval: 0` cannot starve the deadline's timer.
      await sleep(Math.max(pollInterval, 1), combined)
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (!deadline.aborted) throw error
    const { profileId, statusURL } = target
    const where = last === undefined ? 'before the first status read' : `last read: ${last.status} ${last.progress}%`
    throw new APITimeoutError(
      `The update of profile ${JSON.stringify(profileId)} was not IDLE after ${timeout} ms (${where}); GET ${statusURL}`,
      {
        method: 'GET',
        url: statusURL,
        timeout,
        cause: error,
      },
    )
  }
}
