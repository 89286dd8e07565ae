import { endingQuestion } from '../extract/asked-question'
import { namesOwnSubject } from '../extract/sentences'

/** Longest reply, in words, that is embedded with the question it answers: a longer one carries its own subject. */
const maxReplyWords = 12

const toUser: Array<[RegExp, string]> = [
  [/\byou are\b/gi, 'I am'],
  [/\bare you\b/gi, 'am I'],
  [/\bwere you\b/gi, 'was I'],
  [/\byou(?:'re|’re)\b/gi, "I'm"],
  [/\byou(?:'ve|’ve)\b/gi, "I've"],
  [/\byourself\b/gi, 'myself'],
  [/\byours\b/gi, 'mine'],
  [/\byour\b/gi, 'my'],
  [/\byou\b/gi, 'I'],
]

/**
 * The text a user message is embedded by: the message, or for a short reply to the other side's question that does
 * not say whom it is about, the question in the user's own person followed by the reply ("Where are you going and for
 * how long?" + "Drakensberg. 5 days." → "Where am I going and for how long? Drakensberg. 5 days."). A bare
 * "Drakensberg. 5 days." or "Mochi. fat one" says nothing a question could be near; with its question it is near
 * "Which mountains is the user heading to?" and "What is the user's pet called?" (cosine 0.30 → 0.50 and 0.24 → 0.54
 * with the service's model). Questions are embedded in the first person too (`firstPerson`).
 */
export function embeddingText(content: string, before: string | null): string {
  if (before === null || (content.match(/\S+/g)?.length ?? 0) > maxReplyWords) return content
  // "I work weekends as a barista" says whom it is about: the other side's question before it may be on anything.
  if (namesOwnSubject.test(content)) return content
  const asked = endingQuestion(before)
  if (!asked) return content
  let question = asked
  for (const [pattern, replacement] of toUser) question = question.replace(pattern, replacement)
  return `${question} ${content}`
}
