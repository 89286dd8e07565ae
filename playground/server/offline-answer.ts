import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { stemmer } from 'stemmer'
import { readContextBlock } from './context-reading'

const QUESTION_START = /^(who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can|could|tell me|remind)\b/i
const STOP_WORDS = new Set(
  'a an and are as at be but by do does did for from had has have he her his i in is it its me my of on or our she so that the their them they this to was we were what when where which who why will with you your user users about know tell called named name call have has got'.split(
    ' ',
  ),
)
const NOTICE = '(Offline demo model: no OPENAI_API_KEY or OPENAI_BASE_URL is set, so I answer only from memory.)'
/** Facts in one answer: enough to answer, few enough to read as an answer rather than a dump of the profile. */
const MAX_FACTS = 2
/** Facts in the answer to a general question ("What do you know about me?"). */
const MAX_SUMMARY_FACTS = 3

/**
 * The offline model's whole answer for a prompt, short as a reply should be: a one-time note that it is offline,
 * then the one or two facts of the `<user_context>` block that answer the last user message, turned to the second
 * person ("You live in Lisbon."); a few facts for a general question; a related earlier statement when no fact
 * fits; "I don't know" when memory has nothing; and a one-line acknowledgement for a statement.
 */
export function composeOfflineAnswer(prompt: LanguageModelV4Prompt): string {
  const { facts, statements } = readContextBlock(promptText(prompt))
  const message = lastUserText(prompt).replace(CONTEXT_BLOCKS, '').trim()
  const notice = hasEarlierAnswer(prompt) ? [] : [NOTICE]
  return [...notice, reply(message, facts, statements)].join(' ')
}

function reply(message: string, facts: readonly string[], statements: readonly string[]): string {
  if (message === '') return 'Tell me something about yourself.'
  if (!isQuestion(message)) return "Noted. It's on its way to your profile: ask me about it in your next message."
  if (facts.length === 0 && statements.length === 0) return "I don't know anything about you yet."
  const relevant = rankByOverlap(facts, message)
  if (relevant.length > 0) return relevant.slice(0, MAX_FACTS).map(toSecondPerson).join(' ')
  if (contentWords(message).length === 0 && facts.length > 0) {
    return facts.slice(0, MAX_SUMMARY_FACTS).map(toSecondPerson).join(' ')
  }
  const said = rankByOverlap(statements, message).find((statement) => statement.trim() !== message)
  if (said !== undefined) return `I only know that you once said: "${said}"`
  return "Memory has nothing on that yet. Tell me and I'll remember."
}

const CONTEXT_BLOCKS = /<user_context>[\s\S]*?<\/user_context>/g
const ADVERBS = new Set(['also', 'often', 'usually', 'still', 'now', 'really', 'always', 'never', 'sometimes'])
const IRREGULAR: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
}

/**
 * "The user lives in Lisbon with their dog." → "You live in Lisbon with your dog." (the service's fact style). The
 * verb changes only where "the user" is the subject: at the start, after a comma, or after an opening time phrase
 * ("On Sundays the user plays the cello").
 */
export function toSecondPerson(fact: string): string {
  // A fact under a topic heading may have no subject ("lives in Lisbon." under "Home:"): the user is meant.
  const subject = /^[a-z]/.test(fact) && !/\bthe user\b/i.test(fact) ? `The user ${fact}` : fact
  return subject
    .replace(SUBJECT, (_match, lead: string, first: string | undefined, second: string) => {
      const you = lead === '' ? 'You' : `${lead}you`
      if (first !== undefined && ADVERBS.has(first.toLowerCase())) return `${you} ${first} ${baseForm(second)}`
      return first === undefined ? `${you} ${baseForm(second)}` : `${you} ${baseForm(first)} ${second}`
    })
    .replace(/\bthe user's\b/gi, (match) => (match[0] === 'T' ? 'Your' : 'your'))
    .replace(/\bthe user\b/gi, (match) => (match[0] === 'T' ? 'You' : 'you'))
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthemselves\b/g, 'yourself')
}

const SUBJECT =
  /(^|,\s*|^(?:on|in|at|since|every|each|after|before|during|for|last|this|next|until)\b[^,.]{0,40}?\s)the user (?:(\w+) )?([\w']+)/gi

/** The verb after "you": "lives" → "live", "studies" → "study", "watches" → "watch", "is" → "are". */
function baseForm(verb: string): string {
  const lower = verb.toLowerCase()
  const irregular = IRREGULAR[lower]
  if (irregular !== undefined) return irregular
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`
  if (/(ch|sh|ss|x|z|o)es$/.test(lower)) return verb.slice(0, -2)
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1)
  return verb
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

/** Every text of the prompt: the block sits in the system message, or in the latest user message with
 * `contextPlacement: 'last-user-message'`. */
function promptText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .flatMap((message) =>
      message.role === 'system'
        ? [message.content]
        : message.role === 'user'
          ? message.content.flatMap((part) => (part.type === 'text' ? [part.text] : []))
          : [],
    )
    .join('\n')
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
