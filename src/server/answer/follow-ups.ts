import { endingQuestion } from '../extract/asked-question'
import { contentWordCount } from '../extract/sentences'
import { termsOf } from '../retrieval/tokenize'
import type { SourceMessage } from '../types'
import type { EvidenceItem, ThreadedRetriever } from './evidence'
import { meetsAny, topicTerms } from './question-terms'

/** How many of the best pieces of evidence bring the user's answer to a follow-up question with them. */
const followUpReach = 3
/**
 * The question the other side asks at the end of its message, when it asks one: "Wow, congrats! Who performed?" →
 * "Who performed?" (see `endingQuestion`). The user's own questions are not follow-ups.
 */
export function followUpQuestion(message: SourceMessage): string | undefined {
  return message.role === 'user' ? undefined : endingQuestion(message.content)
}

/** What a question asks for by its first words: a person, a time, a place, a count, how often, how long, why, how. */
const asksFor: Array<[RegExp, string]> = [
  [/^\W*(?:who|whom|whose)\b/i, 'person'],
  [/^\W*(?:when|what (?:year|month|day|date|time)|which (?:year|month|day|date))\b/i, 'time'],
  [/^\W*where\b/i, 'place'],
  [/^\W*how (?:many|much)\b/i, 'count'],
  [/^\W*how often\b/i, 'frequency'],
  [/^\W*how long\b/i, 'duration'],
  [/^\W*why\b/i, 'reason'],
]

function askedFor(question: string): string | undefined {
  return asksFor.find(([pattern]) => pattern.test(question))?.[1]
}

/** A prompt to go on with what was just said: "and??", "so?", "annnd?", "what happened?", "what did the doctor say?". */
const goOnPrompt =
  /^\W*(?:and|so|well|an+d+|and then|then|what happened|how did it go|how(?:'|’)?d it go|what did (?:they|he|she|the [\p{L}]+) say|what(?:'|’)?d (?:they|he|she|the [\p{L}]+) say)\W*$/iu

/**
 * Whether the other side's follow-up asks what the question asks: about the same thing (a word the question is
 * about: "What support are you offering them?" for "What is Jon offering the dancers?") or for the same kind of
 * answer ("Who performed?" for "Who performed at the concert at his daughter's birthday?"). A follow-up about
 * something else ("Is there anything I can do to help?") would only push the evidence's own words out.
 */
function asksTheSame(followUp: string, question: string, about: ReadonlySet<string>): boolean {
  // "finally did that sleep study" / "and??" / "apnoea. pretty bad": a bare prompt to go on asks for more of the same.
  if (goOnPrompt.test(followUp)) return true
  const kind = askedFor(question)
  const asked = askedFor(followUp)
  // "How long have you been surfing?" does not ask "How does he feel while surfing?".
  if (asked !== undefined) return asked === kind
  return meetsAny(followUp, about)
}

/** The message a piece of evidence was read from, or is. */
const sourceOf = (item: EvidenceItem) => (item.kind === 'fact' ? item.fact.messageId : item.message.id)

/** Most content words a reply may have to be only the answer a later message corrected. */
const bareReplyWords = 8

/**
 * A short reply a later message corrected ("14 december, in jaipur", then "its moved to 9 feb"): it says no longer
 * so. A longer one is still shown, for what else it says ("Three. Amira is 12, she has swimming club…").
 */
export function staleReply(reply: SourceMessage, retriever: ThreadedRetriever): boolean {
  return retriever.isCorrected?.(reply.id) === true && contentWordCount(reply.content) <= bareReplyWords
}

/** Most words a reply may have to be taken as one whatever it says ("Drakensberg. 5 days.", "ha same"). */
const shortReplyWords = 3
/**
 * How a reply that goes on from the other side's message opens: a reaction or an answer ("haha", "aw", "yes",
 * "thanks", "same"), a word pointing back at what was said ("that's rough", "she's fine", "there too"), or one that
 * carries the talk on ("Update: restaurant messed up the booking…", "btw", "also").
 */
const goesOn =
  /^\W*(?:ha\w*|lol\w*|lmao\w*|aw+\w*|omg|oh|ah|ooh|wow|ugh|yes|yeah|yep|yup|ya|ye|no|nope|nah|never|thanks?|thank you|ty|cheers|congrats\w*|sorry|same|me too|true|right|ok|okay|sure|definitely|exactly|totally|good|great|nice|love|glad|poor|bless|it|its|it's|it’s|that|that's|that’s|this|those|these|they|they're|they’re|them|she|she's|she’s|he|he's|he’s|him|her|there|then|so|and|but|too|also|plus|still|just|actually|update|btw|well|you|your|ur|u)\b/i

/** The speaker telling of themselves: "I", "my", "me" (chat's lower-case "i" too). */
const ownNews = /(?:^|[^\p{L}'’])(?:[Ii]|[Ii]['’](?:m|ve|d|ll)|my|My|me|mine)(?![\p{L}'’])/u

/**
 * Whether the user's next message after the other side's is no reply to it: the other side told news of its own and
 * asked nothing ("ships in the night aye. i was marking PE assessments til 11 and then the baby was up at 2, so i feel
 * you"), and the user went on to something of their own ("Traffic was awful this morning.") — a statement that opens
 * with no reaction and no word pointing back, and shares no word with it. Then the other side's words are not
 * evidence about the user.
 */
export function unrelatedReply(reply: SourceMessage, message: SourceMessage): boolean {
  if (endingQuestion(message.content) !== undefined || message.content.includes('?')) return false
  // Only news of the other side's own ("i was marking…", "my sister…"); what it says of the user ("That's great,
  // Jolene! Practicing gratitude can…") may draw a reply that only goes on ("I'm experiencing a new level of joy!").
  if (!ownNews.test(message.content)) return false
  const said = reply.content.trim()
  if ((said.match(/\S+/g)?.length ?? 0) <= shortReplyWords || goesOn.test(said)) return false
  const theirs = new Set(termsOf(message.content))
  return !termsOf(said).some((term) => theirs.has(term))
}

/**
 * Brings the user's answer to the other side's follow-up question next to the evidence it follows: "We celebrated my
 * daughter's birthday with a concert" / "Who performed?" / "It was Matt Patterson" — the reply that holds the detail
 * shares no word with "Who performed at the concert?", only its thread does. For each of the best few pieces (a fact,
 * or a message of the user), when the next message of its scene is the other side asking a short question about what
 * the question asks and the message after that is the user's, that reply comes right after the piece, with the
 * question as its context.
 */
export function withFollowUps(
  question: string,
  items: readonly EvidenceItem[],
  retriever: ThreadedRetriever,
  /** The question as asked, when `question` has its idioms spelled out ("How long…" searched as "how weeks…"). */
  asked: string = question,
): EvidenceItem[] {
  const { replyTo } = retriever
  if (!replyTo) return [...items]
  const about = topicTerms(question)
  const after = new Map<number, EvidenceItem[]>()
  for (const [rank, item] of items.slice(0, followUpReach).entries()) {
    const other = replyTo(sourceOf(item))
    const followUp = other && followUpQuestion(other)
    if (!other || !followUp || !asksTheSame(followUp, asked, about)) continue
    const reply = replyTo(other.id)
    if (reply?.role !== 'user' || staleReply(reply, retriever)) continue
    after.set(rank, [{ kind: 'message', message: reply, context: other, followUp: true }])
  }
  if (after.size === 0) return [...items]
  const placed = items.flatMap((item, rank) => [item, ...(after.get(rank) ?? [])])
  // A message shown twice is shown where it first comes: a reply further down moves up as the answer to its question.
  const shown = new Set<number>()
  return placed.filter((item) => {
    if (item.kind !== 'message') return true
    if (shown.has(item.message.id)) return false
    shown.add(item.message.id)
    return true
  })
}
