import { createProfileMemory, type ProfileMemory } from 'profile-context'
import { platformWaitUntil } from './platform'

let memory: ProfileMemory | undefined

/**
 * One engine per server process, shared by all requests (its caches and queues are per process).
 * The service comes from PROFILE_CONTEXT_BASE_URL and PROFILE_CONTEXT_API_KEY, e.g. a local reference service
 * started with `npx profile-context serve`.
 */
export function getMemory(): ProfileMemory {
  memory ??= createProfileMemory({
    client: {},
    update: 'auto',
    // Recording runs after the answer; on serverless hosts it must be handed to the platform to finish.
    waitUntil: (promise) => platformWaitUntil()?.(promise),
    onError: (error, info) => console.warn(`profile-context ${info.operation} failed for ${info.userId ?? '?'}`, error),
  })
  return memory
}
