import type { ExtractedFact, ExtractionContext, Extractor, SourceMessage } from '../types'
import { type ChatModelOptions, lazyChatModel, replyText } from './chat-model'
import { formatDate } from './format-date'
import { resolveDate } from './resolve-date'
import { cleanSentence, splitSentences } from './sentences'

export type ModelExtractorOptions = ChatModelOptions

const instructions = `You extract durable facts about the USER from the user's latest message in a conversation.
Rules:
- Only what the user states about themselves (their life, people, pets, work, places, plans, preferences, events).
  Never facts from the assistant's words, never from questions, never guesses. A negation is not the opposite fact.
  The assistant's message gives context to a short reply: after "So you live in Lisbon?", the user's "Yes" states
  that the user lives in Lisbon; the assistant's words alone state nothing.
- Write each fact in the third person, starting with "The user" or "The user's": "The user lives in Lisbon."
- State changes as the new current value with the key of the attribute: "We moved to Porto" → "The user lives in
  Porto" (home.city); "I quit my job at Google" → "The user quit their job at Google" (job.employer); "I'm no longer
  vegetarian" → "The user is no longer vegetarian" (diet). A newer fact with the same key replaces the older one.
- Resolve relative dates against the message date given below. A month, season or weekday without a year points
  ahead for plans and things said in the present or future ("I'm running the marathon in September" said in April
  2024 → September 2024) and back for past events ("last September", "in March we went"). When the message's dates
  are listed below as resolved, use those. Put the resolved date in "dateText" written like "7 May 2023", "May 2023"
  or "2021", and in "eventDate" as YYYY-MM-DD (first day of the month or year if vague).
- Give a "key" for attributes that a newer statement replaces: name, age, birthday, origin, home.city, job.title,
  job.field, job.employer, job.status, study.subject, relationship.status, relation.<relative>.name (e.g.
  relation.wife.name), pet.<species> and pet.<species>.name (e.g. pet.dog.name), diet, allergy.<substance>,
  favorite.<topic>. Events, plans, likes and experiences have no key.
Reply with JSON only: {"facts": [{"text": "...", "key": "...", "dateText": "...", "eventDate": "YYYY-MM-DD"}]}.
Reply {"facts": []} when the message says nothing about the user.`

/** The date expressions of a message as the rule extractor resolves them, so a model follows the same rules. */
export function resolvedDates(message: SourceMessage): string[] {
  const hints: string[] = []
  for (const sentence of splitSentences(message.content)) {
    const clean = cleanSentence(sentence)
    const date = resolveDate(clean, message.timestamp)
    if (date) hints.push(`"${clean.slice(date.start, date.end)}" → ${date.dateText}`)
  }
  return hints
}

function describe(message: SourceMessage): string {
  return `[${formatDate(message.timestamp)}] ${message.role}: ${message.content}`
}

/** Reads the facts out of a reply, tolerating code fences and prose around the JSON; anything malformed is dropped. */
export function parseFacts(reply: string): ExtractedFact[] {
  const json = /\{[\s\S]*\}|\[[\s\S]*\]/.exec(reply)?.[0]
  if (!json) throw new Error(`The model did not reply with JSON: ${reply.slice(0, 200)}`)
  const parsed: unknown = JSON.parse(json)
  const list = Array.isArray(parsed) ? parsed : (parsed as { facts?: unknown }).facts
  if (!Array.isArray(list)) throw new Error(`The model's JSON has no "facts" array: ${json.slice(0, 200)}`)
  const facts: ExtractedFact[] = []
  for (const item of list as Record<string, unknown>[]) {
    if (typeof item?.text !== 'string' || item.text.trim() === '') continue
    const fact: ExtractedFact = { text: item.text.trim() }
    if (typeof item.key === 'string' && /^[a-z][\w.-]*$/i.test(item.key)) fact.key = item.key.toLowerCase()
    if (typeof item.dateText === 'string' && item.dateText.trim() !== '') fact.dateText = item.dateText.trim()
    const time =
      typeof item.eventDate === 'string' ? Date.parse(`${item.eventDate.slice(0, 10)}T00:00:00Z`) : Number.NaN
    if (Number.isFinite(time)) fact.eventTime = time / 1000
    facts.push(fact)
  }
  return facts
}

/**
 * An extractor backed by an OpenAI-compatible chat model through `@langchain/openai` (loaded on first use), for
 * OpenAI, Ollama, vLLM or any LangChain chat model passed as `chatModel`. Errors (network, malformed JSON) reject
 * the extraction so the update job can report them and retry the message later.
 *
 * @example
 * ```ts
 * import { createModelExtractor } from 'profile-context/server'
 *
 * const extractor = createModelExtractor({ model: 'llama3.1', baseURL: 'http://localhost:11434/v1' })
 * ```
 */
export function createModelExtractor(options: ModelExtractorOptions = {}): Extractor {
  const model = lazyChatModel(options)
  return {
    name: 'model',
    async extract(message: SourceMessage, context: ExtractionContext): Promise<ExtractedFact[]> {
      context.signal.throwIfAborted()
      if (message.role !== 'user' || message.content.trim() === '') return []
      const chat = await model()
      const earlier = context.previous.map(describe).join('\n') || '(none)'
      const hints = resolvedDates(message)
      const dates = hints.length > 0 ? `Dates in the latest message, resolved: ${hints.join('; ')}\n` : ''
      const reply = await chat.invoke(
        [
          { role: 'system', content: instructions },
          {
            role: 'user',
            content: `Message date: ${formatDate(message.timestamp)}\n${dates}Earlier messages:\n${earlier}\n\nLatest user message:\n${message.content}`,
          },
        ],
        { signal: context.signal },
      )
      return parseFacts(replyText(reply))
    },
  }
}
