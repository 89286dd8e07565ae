export { stripContextBlock, USER_CONTEXT_TAG } from './context-format'
export { createProfileMemory } from './create-profile-memory'
export { defaultProfileQuestion } from './options'
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
  TurnMessage,
} from './types'
