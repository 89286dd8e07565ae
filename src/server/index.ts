export { createLexicalAnswerer, createModelAnswerer } from './answer/index'
export type { ProfileContextServer } from './create-server'
export { createServer } from './create-server'
export { createModelExtractor, createRuleExtractor } from './extract/index'
export type { AccountKey, Logger, ServerOptions, ServiceLimits, StartServerOptions } from './options'
export { defaultLimits } from './resolve-options'
export { createProfileIndex } from './retrieval/index'
export type { Embedder, EmbedPriority, SemanticRecallOptions, SemanticStatus } from './semantic/index'
export type { StartedServer } from './start-server'
export { startServer } from './start-server'
export { DatabaseInUseError } from './store/index'
export type {
  AnswerContext,
  Answerer,
  ExtractedFact,
  ExtractionContext,
  Extractor,
  FactRecord,
  Retriever,
  SourceMessage,
} from './types'
