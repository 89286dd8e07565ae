import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { stemmer } from 'stemmer'
import { readContextBlock } from './context-reading'

const QUESTION_START = /^(who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can|could|tell me|remind)\b/i
const STOP_WORDS = new Set(
  'a an and are as at be but by do does did for from had has have he her his i in is it its me my of on or our she so that the their them they this to was we were what when where which who why will with you your user users about know tell called named name call have has got'.split(
    ' ',
  ),
)
const FULL_NOTICE =
  "I'm the offline demo model: no OpenAI-compatible endpoint is configured, so I don't reason — I only repeat what the memory service told me about you."
const SHORT_NOTICE = '(Offline demo model: repeating what memory told me.)'
const MAX_FACTS = 8
const MAX_STATEMENTS = 3

/**
 * The offline model's whole answer for a prompt: an honest note that it is offline, then the facts of the
 * `<user_context>` block that bear on the last user message (all of them when none does) and related things the
 * user said, or a plain "I know nothing yet".
 */
export function composeOfflineAnswer(prompt: LanguageModelV4Prompt): string {
  const { facts, statements } = readContextBlock(systemText(prompt))
  const message = lastUserText(prompt)
  const relevantFacts = rankByOverlap(facts, message)
  const shownFacts = (relevantFacts.length > 0 ? relevantFacts : facts).slice(0, MAX_FACTS)
  // Quotes only fill in when no fact answers: beside a fact they repeat it, or contradict it once it was corrected
  // ("I live in Lisbon" next to "The user lives in Porto").
  const shownStatements =
    relevantFacts.length > 0
      ? []
      : rankByOverlap(statements, message)
          .filter((statement) => statement.trim() !== message.trim())
          .slice(0, MAX_STATEMENTS)

  // The full notice once per conversation; after that a short one, so answers (which are recorded as assistant
  // messages and quoted back by the service) stay about the user.
  const paragraphs = [hasEarlierAnswer(prompt) ? SHORT_NOTICE : FULL_NOTICE]
  if (shownFacts.length === 0 && shownStatements.length === 0) {
    paragraphs.push("I don't know anything about you yet.")
  }
  if (shownFacts.length > 0) {
    const heading =
      relevantFacts.length > 0
        ? 'Here is what I was told about you that fits your message:'
        : 'Here is what I know about you:'
    paragraphs.push(list(heading, shownFacts))
  }
  if (shownStatements.length > 0) {
    paragraphs.push(
      list(
        'Things you said before that may be related:',
        shownStatements.map((text) => `"${text}"`),
      ),
    )
  }
  if (!isQuestion(message) && message.trim() !== '') {
    paragraphs.push(
      "I've passed what you just said on to your profile. Ask me about it in your next message and you'll see it come back.",
    )
  }
  return paragraphs.join('\n\n')
}

function list(heading: string, items: readonly string[]): string {
  return [heading, ...items.map((item) => `- ${item}`)].join('\n')
}

/** Items sharing at least one content word with the message, most shared words first. */
function rankByOverlap(items: readonly string[], message: string): string[] {
  const wanted = new Set(contentWords(message))
  if (wanted.size === 0) return []
  return items
    .map((item, index) => ({ item, index, score: contentWords(item).filter((word) => wanted.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .map((entry) => entry.item)
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [])
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => stemmer(word))
}

function isQuestion(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.endsWith('?') || QUESTION_START.test(trimmed)
}

function hasEarlierAnswer(prompt: LanguageModelV4Prompt): boolean {
  return prompt.some((message) => message.role === 'assistant')
}

function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n')
}

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let index = prompt.length - 1; index >= 0; index -= 1) {
    const message = prompt[index]
    if (message?.role === 'user') {
      return message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n')
    }
  }
  return ''
}
