export { redactSecrets } from '../internal/redact-secrets'
export { stripContextBlock, USER_CONTEXT_TAG } from './context-format'
export { createProfileMemory } from './create-profile-memory'
export type { FlushOptions } from './deadline'
export { defaultProfileQuestion } from './options'
export { defaultRequestedProfileId } from './profile-ids'
export type {
  BatchOptions,
  ContextAnswer,
  ContextOptions,
  DeliveryRetryOptions,
  ErrorInfo,
  GetContextInput,
  IdStore,
  MemoryStats,
  ProfileMemory,
  ProfileMemoryOptions,
  RecordTurnInput,
  RedactInput,
  TurnMessage,
} from './types'
