export { isRetryable, normalizeMessages, ProfileContextClient } from './client/index'
export type * from './client/types'
export * from './errors/index'
export {
  createProfileMemory,
  defaultProfileQuestion,
  defaultRequestedProfileId,
  redactSecrets,
  stripContextBlock,
  USER_CONTEXT_TAG,
} from './memory/index'
export type * from './memory/types'
