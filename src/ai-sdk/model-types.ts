/*
 * Structural views of the language-model call types of `@ai-sdk/provider` V3 (`ai` 6) and V4 (`ai` 7).
 * The middleware reads only these fields, so one object serves both majors without importing either.
 */

/** A content part of a prompt message or a model result; only `type` is common to all of them. */
export interface ModelPartLike {
  readonly type: string
}

/** A message of the model-level prompt: system content is a string, every other role has parts. */
export type PromptMessageLike =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user' | 'assistant' | 'tool'; readonly content: ReadonlyArray<ModelPartLike> }

/** The call options (`LanguageModelV3CallOptions`, `LanguageModelV4CallOptions`) as far as the middleware reads them. */
export interface ModelCallOptionsLike {
  readonly prompt: ReadonlyArray<PromptMessageLike>
  readonly abortSignal?: AbortSignal | undefined
  readonly providerOptions?: Readonly<Record<string, unknown>> | undefined
}

/** `{ unified, raw }` since V3; a bare string in older providers. */
export type FinishReasonLike = { readonly unified: string } | string

/** What `doGenerate` resolves to. */
export interface GenerateResultLike {
  readonly content: ReadonlyArray<ModelPartLike>
  readonly finishReason: FinishReasonLike
}

/** What `doStream` resolves to. */
export interface StreamResultLike {
  readonly stream: ReadableStream<ModelPartLike>
}

/** The unified finish reason of a result or `finish` part. */
export function unifiedFinishReason(reason: FinishReasonLike | undefined): string | undefined {
  if (reason === undefined) return undefined
  return typeof reason === 'string' ? reason : reason.unified
}

/** The text of a part when it is a `{ type: 'text', text }` part. */
export function textOfPart(part: ModelPartLike): string | undefined {
  if (part.type !== 'text') return undefined
  const text = (part as { text?: unknown }).text
  return typeof text === 'string' ? text : undefined
}
