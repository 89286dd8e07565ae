import type { ProfileContextClient } from '../client/index'
import { createProgressBar } from './progress-bar'

/**
 * Shows the update's progress until the profile is IDLE. When `signal` aborts (Ctrl-C), stops the update through
 * `update/stop` and reports what that means, instead of leaving it running unseen.
 */
export async function waitForUpdate(
  client: ProfileContextClient,
  profileId: string,
  options: { signal: AbortSignal; quiet: boolean; pollInterval?: number },
): Promise<'completed' | 'stopped'> {
  const bar = createProgressBar(process.stderr)
  try {
    await client.waitForIdle(profileId, {
      signal: options.signal,
      pollInterval: options.pollInterval ?? 250,
      timeout: 24 * 60 * 60 * 1000,
      onProgress: (status) => {
        if (!options.quiet && status.status === 'WORKING') bar.update(status.progress, 'updating profile')
      },
    })
    bar.done()
    return 'completed'
  } catch (error) {
    bar.done()
    if (!options.signal.aborted) throw error
    await client.stopUpdate(profileId)
    const status = await client.getUpdateStatus(profileId)
    process.stderr.write(
      `Stopped the update (status now ${status.status}). Facts from processed messages stay; ` +
        'the remaining messages are processed by the next update run.\n',
    )
    return 'stopped'
  }
}
