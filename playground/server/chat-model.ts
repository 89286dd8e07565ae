import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { createOfflineModel } from './offline-model'

/** The model the playground chats with, and how the page describes it. */
export interface ChatModelChoice {
  model: LanguageModelV4
  kind: 'offline' | 'openai-compatible'
  /** Shown in the page header and the start banner, e.g. `gpt-4o-mini at https://api.openai.com/v1`. */
  label: string
  /** Where an OpenAI-compatible model is served, for the health check and error messages; none offline. */
  endpoint?: { baseURL: string; apiKey?: string }
}

/** The variables the playground reads; `process.env` fits. */
export interface ChatModelEnvironment {
  OPENAI_API_KEY?: string | undefined
  OPENAI_BASE_URL?: string | undefined
  OPENAI_MODEL?: string | undefined
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1'
const DEFAULT_MODEL = 'gpt-4o-mini'

/**
 * Picks the chat model from the environment: any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio) when
 * `OPENAI_API_KEY` or `OPENAI_BASE_URL` is set, with `OPENAI_MODEL` naming the model; otherwise the offline demo
 * model, so the playground runs with no account, key or network.
 *
 * @example
 * ```ts
 * // OPENAI_BASE_URL=http://127.0.0.1:11434/v1 OPENAI_MODEL=llama3.2 npm start
 * const { model, label } = chatModelFromEnvironment(process.env)
 * ```
 */
export function chatModelFromEnvironment(environment: ChatModelEnvironment): ChatModelChoice {
  const apiKey = nonEmpty(environment.OPENAI_API_KEY)
  const baseURL = nonEmpty(environment.OPENAI_BASE_URL)
  if (apiKey === undefined && baseURL === undefined) {
    return { model: createOfflineModel(), kind: 'offline', label: 'offline demo model (no network)' }
  }
  const resolvedBaseURL = baseURL ?? DEFAULT_BASE_URL
  try {
    new URL(resolvedBaseURL)
  } catch {
    throw new TypeError(
      `OPENAI_BASE_URL must be an absolute URL such as http://127.0.0.1:11434/v1, got "${resolvedBaseURL}"`,
    )
  }
  const modelId = nonEmpty(environment.OPENAI_MODEL) ?? DEFAULT_MODEL
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: resolvedBaseURL,
    // Local servers (Ollama, LM Studio) take no key; sending none keeps their logs clean.
    ...(apiKey === undefined ? {} : { apiKey }),
    includeUsage: true,
  })
  return {
    model: provider.chatModel(modelId),
    kind: 'openai-compatible',
    label: `${modelId} at ${resolvedBaseURL}`,
    endpoint: { baseURL: resolvedBaseURL, ...(apiKey === undefined ? {} : { apiKey }) },
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}
