export type { ContextPlacement } from './context-placement'
export type { CallIdentity } from './identity'
export { profileContextMiddleware } from './middleware'
export type {
  FinishReasonLike,
  GenerateResultLike,
  ModelCallOptionsLike,
  ModelPartLike,
  PromptMessageLike,
  StreamResultLike,
} from './model-types'
export type {
  QueryUserFactsCallOptions,
  QueryUserFactsContext,
  QueryUserFactsInput,
  QueryUserFactsOptions,
  QueryUserFactsTool,
} from './query-tool'
export { queryUserFacts } from './query-tool'
export type {
  ContextInfo,
  ProfileContextMiddleware,
  ProfileContextMiddlewareOptions,
  ProfileContextProviderOptions,
} from './types'
