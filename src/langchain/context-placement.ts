import { type BaseMessage, HumanMessage, type SystemMessage } from '@langchain/core/messages'
import { stripContextBlock, USER_CONTEXT_TAG } from '../memory/index'

/**
 * Where the context block goes in each model call: appended to the system message, or to the latest user message
 * (which keeps the system prompt and the history cacheable by providers).
 *
 * @example
 * ```ts
 * import { type ContextPlacement, profileContextMiddleware } from 'profile-context/langchain'
 *
 * const contextPlacement: ContextPlacement = 'last-user-message'
 * const agent = createAgent({ model, middleware: [profileContextMiddleware({ memory, contextPlacement })] })
 * ```
 */
export type ContextPlacement = 'system' | 'last-user-message'

const placements: readonly ContextPlacement[] = ['system', 'last-user-message']

/** Rejects an unknown `contextPlacement` when the middleware is built, naming the allowed values. */
export function assertContextPlacement(value: unknown): asserts value is ContextPlacement {
  if (placements.includes(value as ContextPlacement)) return
  const got = typeof value === 'string' ? JSON.stringify(value) : String(value)
  throw new TypeError(
    `profile-context/langchain: \`contextPlacement\` must be 'system' or 'last-user-message', got ${got}.`,
  )
}

/** Appends the block after the application's prompt: a stable prefix keeps provider prompt caching working. */
function inSystemMessage(systemMessage: SystemMessage, block: string): SystemMessage {
  return systemMessage.concat(systemMessage.text.trim() === '' ? block : `\n\n${block}`)
}

/** A text part holding nothing but a context block, as the `last-user-message` placement adds one. */
function isInjectedPart(part: unknown): boolean {
  const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown }
  return (
    type === 'text' &&
    typeof text === 'string' &&
    text.includes(`<${USER_CONTEXT_TAG}>`) &&
    stripContextBlock(text) === ''
  )
}

/**
 * A copy of the user's message with the block after its content: after a blank line in string content (every chat
 * model takes that), as a last text part in content parts. An earlier block in it is taken out first. Id, name and
 * the other fields are kept.
 */
function withBlock(message: HumanMessage, block: string): HumanMessage {
  const { content } = message
  let withContext: HumanMessage['content']
  if (typeof content === 'string') {
    const text = stripContextBlock(content)
    withContext = text === '' ? block : `${text}\n\n${block}`
  } else {
    withContext = [...content.filter((part) => !isInjectedPart(part)), { type: 'text', text: block }]
  }
  return new HumanMessage({
    content: withContext,
    additional_kwargs: message.additional_kwargs,
    response_metadata: message.response_metadata,
    ...(message.id === undefined ? {} : { id: message.id }),
    ...(message.name === undefined ? {} : { name: message.name }),
  })
}

/** The parts of a model request the block goes into. */
export interface PlacementTarget {
  messages: BaseMessage[]
  systemMessage: SystemMessage
}

/**
 * The request to hand the model, with `block` placed per `placement`. Only this call's copy of the messages changes:
 * the agent's state never holds the block. Without a user message, `'last-user-message'` falls back to the system
 * message.
 */
export function placeContext<REQUEST extends PlacementTarget>(
  request: REQUEST,
  block: string,
  placement: ContextPlacement,
): REQUEST {
  const last = request.messages.findLastIndex((message) => HumanMessage.isInstance(message))
  const user = request.messages[last]
  if (placement === 'system' || user === undefined || !HumanMessage.isInstance(user)) {
    return { ...request, systemMessage: inSystemMessage(request.systemMessage, block) }
  }
  return { ...request, messages: request.messages.with(last, withBlock(user, block)) }
}
