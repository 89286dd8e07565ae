import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import { ChatOpenAI } from '@langchain/openai'
import { OfflineChatModel } from './offline-model'

export interface ChosenModel {
  model: BaseChatModel
  /** Shown in the banner, so it is clear which model answers. */
  description: string
}

/**
 * Any OpenAI-compatible endpoint when `OPENAI_API_KEY` or `OPENAI_BASE_URL` is set (OpenAI, Ollama, vLLM,
 * LM Studio), otherwise the offline stand-in.
 */
export function chooseModel(env: NodeJS.ProcessEnv = process.env): ChosenModel {
  const apiKey = env.OPENAI_API_KEY
  const baseURL = env.OPENAI_BASE_URL
  if (apiKey === undefined && baseURL === undefined) {
    return {
      model: new OfflineChatModel(),
      description: 'offline model (no OPENAI_API_KEY: answers show what memory injected)',
    }
  }
  const name = env.OPENAI_MODEL ?? 'gpt-4o-mini'
  const model = new ChatOpenAI({
    model: name,
    // Local servers (Ollama, LM Studio) ignore the key, but the OpenAI client insists on one.
    apiKey: apiKey ?? 'not-needed',
    ...(baseURL === undefined ? {} : { configuration: { baseURL } }),
  })
  return { model, description: `${name} via ${baseURL ?? 'api.openai.com'}` }
}
