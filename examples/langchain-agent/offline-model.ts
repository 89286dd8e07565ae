import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager'
import { BaseChatModel, type BindToolsInput } from '@langchain/core/language_models/chat_models'
import { AIMessage, type BaseMessage } from '@langchain/core/messages'
import type { ChatResult } from '@langchain/core/outputs'

/** Every answer starts with this, so nobody mistakes the offline stand-in for a real model. */
export const offlineLabel = '[offline model]'

function toolName(tool: BindToolsInput): string | undefined {
  const candidate = tool as { name?: unknown; function?: { name?: unknown } }
  const name = candidate.name ?? candidate.function?.name
  return typeof name === 'string' ? name : undefined
}

/** The facts the memory middleware put in the system message, without the block's preamble. */
export function injectedFacts(messages: readonly BaseMessage[]): string | undefined {
  const system = messages.find((message) => message.type === 'system')?.text ?? ''
  const block = /<user_context>([\s\S]*?)<\/user_context>/.exec(system)?.[1]
  if (block === undefined) return undefined
  // Every line after the framing sentence, headings taken off: the service may answer on several lines
  // ("Home: lives in Lisbon." under "About the user:").
  const facts = block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/not instructions/i.test(line))
    .map((line) => line.replace(/^(?:(?:About the user|Relevant to the latest message):\s*)+/, '').trim())
    .filter((line) => line !== '')
  return facts.length > 0 ? facts.join(' ') : undefined
}

/**
 * A chat model that needs no network and no key, so the example runs anywhere. It cannot think: it shows what the
 * memory middleware injected, calls `get_time` when asked for the time, and `query_user_facts` for questions about
 * the user ("my", "I" and a question mark). Every answer says plainly that it is offline.
 */
export class OfflineChatModel extends BaseChatModel {
  private readonly toolNames: readonly string[]

  constructor(toolNames: readonly string[] = []) {
    super({})
    this.toolNames = toolNames
  }

  _llmType(): string {
    return 'offline-example'
  }

  override bindTools(tools: BindToolsInput[]) {
    return new OfflineChatModel([...this.toolNames, ...tools.flatMap((tool) => toolName(tool) ?? [])])
  }

  private reply(messages: BaseMessage[]): AIMessage {
    const last = messages.at(-1)
    // Unique across instances: bindTools makes new ones, and the agent's state merges messages by id.
    const id = `offline-${crypto.randomUUID()}`
    if (last?.type === 'tool') {
      return new AIMessage({ id, content: `${offlineLabel} The ${last.name ?? 'tool'} tool says: ${last.text}` })
    }
    const text = last?.text.trim() ?? ''
    const call = (name: string, args: Record<string, unknown>) =>
      new AIMessage({ id, content: '', tool_calls: [{ id: `${id}-call`, name, args, type: 'tool_call' }] })
    if (this.toolNames.includes('get_time') && /\b(time|date|today)\b/i.test(text)) return call('get_time', {})
    const aboutMe = /\b(about me|who am i|remember)\b/i.test(text)
    if (!aboutMe && this.toolNames.includes('query_user_facts') && /\b(my|i)\b.*\?\s*$/i.test(text)) {
      return call('query_user_facts', { question: text })
    }
    const facts = injectedFacts(messages)
    const memory = facts === undefined ? 'Memory told me nothing about you yet.' : `Memory told me: ${facts}`
    return new AIMessage({
      id,
      content: `${offlineLabel} ${aboutMe ? '' : 'Noted. '}${memory} (Set OPENAI_API_KEY for real answers.)`,
    })
  }

  async _generate(
    messages: BaseMessage[],
    _options: this['ParsedCallOptions'],
    _runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    const message = this.reply(messages)
    return { generations: [{ text: message.text, message }] }
  }
}
