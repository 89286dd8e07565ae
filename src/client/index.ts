export { ProfileContextClient } from './client'
export { isRetryable } from './retry'
export type {
  AddTextOptions,
  ClientOptions,
  CreateProfileOptions,
  IdResponse,
  Message,
  MessageInput,
  QueryResult,
  RequestOptions,
  RetryInfo,
  Role,
  UnshownResponse,
  UpdateState,
  UpdateStatus,
  WaitForIdleOptions,
} from './types'
export { normalizeMessages } from './validate'
