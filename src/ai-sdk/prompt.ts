import type { TurnMessage } from '../memory/types'
import { type ModelPartLike, type PromptMessageLike, textOfPart } from './model-types'

function joinedText(parts: ReadonlyArray<ModelPartLike>): string {
  return parts
    .map(textOfPart)
    .filter((text): text is string => text !== undefined && text !== '')
    .join('\n')
}

function toolResultText(part: ModelPartLike): string | undefined {
  if (part.type !== 'tool-result') return undefined
  const { toolName, output } = part as { toolName?: unknown; output?: { type?: unknown; value?: unknown } }
  const value = output?.value
  const text = typeof value === 'string' ? value : value === undefined ? undefined : JSON.stringify(value)
  return text === undefined ? undefined : `${typeof toolName === 'string' ? toolName : 'tool'}: ${text}`
}

/** One prompt message as engine text, or `undefined` when it carries none (files only, tool calls only). */
function toTurnMessage(message: PromptMessageLike): TurnMessage | undefined {
  if (message.role === 'system') return undefined
  const content =
    message.role === 'tool'
      ? message.content
          .map(toolResultText)
          .filter((text) => text !== undefined)
          .join('\n')
      : joinedText(message.content)
  return content === '' ? undefined : { role: message.role, content }
}

/** The conversation as the engine reads it: user, assistant and tool text, no system messages. */
export function toTurnMessages(prompt: ReadonlyArray<PromptMessageLike>): TurnMessage[] {
  return prompt.map(toTurnMessage).filter((message) => message !== undefined)
}

/** Index of the last user message, -1 when there is none. */
export function lastUserIndex(prompt: ReadonlyArray<PromptMessageLike>): number {
  return prompt.findLastIndex((message) => message.role === 'user')
}

/**
 * The messages of the current turn: the user message(s) after the previous assistant or tool message, then what
 * the assistant said in earlier steps of a tool loop (with the tool results), then the final answer.
 */
export function extractTurn(prompt: ReadonlyArray<PromptMessageLike>, finalText: string): TurnMessage[] {
  const last = lastUserIndex(prompt)
  if (last === -1) return finalText === '' ? [] : [{ role: 'assistant', content: finalText }]
  const turn = toTurnMessages(prompt.slice(turnStart(prompt, last)))
  if (finalText !== '') turn.push({ role: 'assistant', content: finalText })
  return turn
}

/** Index of the first user message of the turn whose last user message is at `last`. */
function turnStart(prompt: ReadonlyArray<PromptMessageLike>, last: number): number {
  let start = last
  while (start > 0 && (prompt[start - 1]?.role === 'user' || prompt[start - 1]?.role === 'system')) start--
  return start
}

/**
 * How many messages of the turn an earlier request already recorded, for the first call this middleware sees of a
 * turn. A prompt that carries tool results after its last user message goes on with a tool loop that an earlier
 * request ended on a `tool-calls` step (tools that run on the client, or another instance) and recorded up to and
 * including that step's assistant message; only what follows is new.
 */
export function recordedEarlier(prompt: ReadonlyArray<PromptMessageLike>): number {
  const last = lastUserIndex(prompt)
  const lastAssistant = prompt.findLastIndex((message) => message.role === 'assistant')
  if (last === -1 || lastAssistant < last) return 0
  if (!prompt.slice(last + 1).some((message) => message.role === 'tool')) return 0
  return toTurnMessages(prompt.slice(turnStart(prompt, last), lastAssistant + 1)).length
}

/** Text-only descriptions of the prompt's messages, system messages left out. */
export function turnEntries(prompt: ReadonlyArray<PromptMessageLike>): unknown[] {
  // System messages are left out: prepareStep or another middleware may change them between steps of one turn.
  return prompt
    .filter((message) => message.role !== 'system')
    .map((message) => [
      message.role,
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => textOfPart(part) ?? part.type),
    ])
}

/** A stable, text-only description of the conversation up to its last user message: the identity of a turn. */
export function turnFingerprint(prompt: ReadonlyArray<PromptMessageLike>): string {
  return JSON.stringify(turnEntries(prompt.slice(0, lastUserIndex(prompt) + 1)))
}
