import { stripContextBlock, USER_CONTEXT_TAG } from '../memory/index'
import { type ModelPartLike, type PromptMessageLike, textOfPart } from './model-types'
import { lastUserIndex } from './prompt'

/**
 * Where the context block goes in each model call: appended to the first system message, or added as a last text part
 * of the latest user message (which keeps the system prompt and the history cacheable by providers).
 *
 * @example
 * ```ts
 * import { type ContextPlacement, profileContextMiddleware } from 'profile-context/ai-sdk'
 *
 * const contextPlacement: ContextPlacement = 'last-user-message'
 * const middleware = profileContextMiddleware({ memory, contextPlacement })
 * ```
 */
export type ContextPlacement = 'system' | 'last-user-message'

const placements: ReadonlyArray<ContextPlacement> = ['system', 'last-user-message']

/** Rejects an unknown `contextPlacement` when the middleware is built, naming the allowed values. */
export function assertContextPlacement(value: unknown): asserts value is ContextPlacement {
  if (placements.includes(value as ContextPlacement)) return
  const got = typeof value === 'string' ? JSON.stringify(value) : String(value)
  throw new TypeError(
    `profileContextMiddleware: options.contextPlacement must be 'system' or 'last-user-message', got ${got}.`,
  )
}

/** A text part holding nothing but a context block: what this middleware adds to a user message. */
function isInjectedPart(part: ModelPartLike): boolean {
  const text = textOfPart(part)
  return text?.includes(`<${USER_CONTEXT_TAG}>`) === true && stripContextBlock(text) === ''
}

/**
 * The message without earlier injected blocks: taken out of system text (a system message that held only a block
 * goes), injected parts dropped from user messages. Messages without one stay the same objects.
 */
function withoutBlocks<MESSAGE extends PromptMessageLike>(message: MESSAGE): MESSAGE[] {
  if (message.role === 'system') {
    const content = stripContextBlock(message.content)
    if (content === message.content) return [message]
    return content === '' ? [] : [{ ...message, content }]
  }
  if (message.role !== 'user' || !message.content.some(isInjectedPart)) return [message]
  return [{ ...message, content: message.content.filter((part) => !isInjectedPart(part)) }]
}

function inSystemMessage<MESSAGE extends PromptMessageLike>(prompt: MESSAGE[], block: string): MESSAGE[] {
  const first = prompt.findIndex((message) => message.role === 'system')
  const system = prompt[first]
  if (system === undefined || system.role !== 'system')
    return [{ role: 'system', content: block } as MESSAGE, ...prompt]
  const content = system.content === '' ? block : `${system.content}\n\n${block}`
  return prompt.with(first, { ...system, content })
}

function inLastUserMessage<MESSAGE extends PromptMessageLike>(prompt: MESSAGE[], block: string): MESSAGE[] {
  const last = lastUserIndex(prompt)
  const user = prompt[last]
  if (user === undefined || user.role === 'system') return inSystemMessage(prompt, block)
  return prompt.with(last, { ...user, content: [...user.content, { type: 'text', text: block }] })
}

/**
 * The prompt with `block` placed per `placement`. Earlier injected blocks are taken out of every system and user
 * message first, so a block never appears twice, also after switching placements. Everything else stays
 * byte-identical: the block comes after the application's text, which keeps provider prefix caches hitting.
 * Without a user message, `'last-user-message'` falls back to the system message.
 */
export function injectContext<MESSAGE extends PromptMessageLike>(
  prompt: ReadonlyArray<MESSAGE>,
  block: string | undefined,
  placement: ContextPlacement = 'system',
): MESSAGE[] {
  const cleaned = prompt.flatMap(withoutBlocks)
  if (block === undefined) return cleaned
  return placement === 'system' ? inSystemMessage(cleaned, block) : inLastUserMessage(cleaned, block)
}
