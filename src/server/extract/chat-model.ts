import type { BaseChatModel } from '@langchain/core/language_models/chat_models'

/** How to reach an OpenAI-compatible chat model (OpenAI, Ollama, vLLM…). */
export interface ChatModelOptions {
  /**
   * Model name.
   * @default 'gpt-4o-mini'
   */
  model?: string
  /**
   * Base URL of any OpenAI-compatible API, e.g. `http://localhost:11434/v1` for Ollama.
   * @default OpenAI's API
   */
  baseURL?: string
  /**
   * API key. Local servers that need none may omit it when `baseURL` is set.
   * @default process.env.OPENAI_API_KEY
   */
  apiKey?: string
  /**
   * Sampling temperature.
   * @default 0
   */
  temperature?: number
  /** A ready chat model (any LangChain `BaseChatModel`), used instead of building one; handy for tests. */
  chatModel?: BaseChatModel
}

/**
 * Checks the options now and returns the model's getter: the model is resolved on the first call and shared by every
 * later one, so `@langchain/openai` is imported only when a model is actually used (the embedded default never does).
 */
export function lazyChatModel(options: ChatModelOptions): () => Promise<BaseChatModel> {
  checkChatModelOptions(options)
  let model: Promise<BaseChatModel> | undefined
  return () => {
    model ??= loadChatModel(options)
    return model
  }
}

async function loadChatModel(options: ChatModelOptions): Promise<BaseChatModel> {
  if (options.chatModel) return options.chatModel
  const apiKey = options.apiKey ?? process.env.OPENAI_API_KEY ?? (options.baseURL ? 'not-needed' : undefined)
  if (apiKey === undefined) {
    throw new TypeError(
      'The model extractor and answerer need an API key: pass the `apiKey` option or set OPENAI_API_KEY ' +
        '(or set `baseURL` to a local server that needs none).',
    )
  }
  const { ChatOpenAI } = await import('@langchain/openai')
  return new ChatOpenAI({
    model: options.model ?? 'gpt-4o-mini',
    temperature: options.temperature ?? 0,
    apiKey,
    ...(options.baseURL ? { configuration: { baseURL: options.baseURL } } : {}),
  })
}

/** Rejects option values a model could not use, naming the option, before anything is loaded. */
function checkChatModelOptions(options: ChatModelOptions): void {
  if (options.temperature !== undefined && !(options.temperature >= 0 && options.temperature <= 2)) {
    throw new TypeError(`temperature must be a number from 0 to 2, got ${String(options.temperature)}.`)
  }
  if (options.baseURL !== undefined && !URL.canParse(options.baseURL)) {
    throw new TypeError(`baseURL must be an absolute URL such as http://localhost:11434/v1, got ${options.baseURL}.`)
  }
  if (options.model !== undefined && options.model.trim() === '') {
    throw new TypeError('model must be a non-empty model name.')
  }
}

/** The text of a model reply, whatever shape its content has. */
export function replyText(reply: { text: string }): string {
  return reply.text.trim()
}
