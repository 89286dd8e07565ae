import { splitSentences } from './sentences'

/** Longest question, in words, that counts as one asked of the user: a longer sentence is the other side telling. */
const maxQuestionWords = 14

/**
 * A question asked without its mark: a question word and its verb ending the sentence ("so cute what's its name"), or
 * "what kind", "what breed" at its end ("no way what kind"), or "whos this sam person in ur stories".
 */
const unmarkedQuestion =
  /\b(?:what|where|who|when|which|how)(?:'s|’s| (?:is|are|was|were|do|does|did|have|has|can|will|would)\b)[^.!,;]*$|\bwhat (?:kind|breed|type|sort)$|\bwho(?:s|'s|’s| is) (?:this|that) [^.!,;]*$/i

/**
 * The first of two questions asked in one sentence, when it opens with a question word: "What are you studying, and
 * roughly how many hours a day can you give it?" → "What are you studying?" (a reply answers the first part first:
 * "nursing. second year. maybe 2 hrs…"). The sentence itself is too long to count as one question.
 */
const firstOfTwo =
  /^((?:what|where|which|who|when|how)\b[^,;?]{3,80}?),? (?:and|or) (?:(?:roughly|also|then|maybe|just|when|where|how|what|which|who|do|does|did|is|are|have|can)\b)[^?]*\?$/i

/**
 * The short question a message ends with, when it ends with one: "Wow, congrats! Who performed?" → "Who performed?",
 * "so cute what's its name" (chat often drops the mark). Asked back about the asker's own life ("How about you?", "And
 * you?") it is no question about the user. A shared photo's caption is not part of it.
 */
export function endingQuestion(content: string): string | undefined {
  let last = splitSentences(content.replace(/\[shares [^\]]*\]/g, ' '))
    .at(-1)
    ?.trim()
  if (last && last.split(/\s+/).length > maxQuestionWords) {
    const first = firstOfTwo.exec(last)?.[1]
    last = first && first.split(/\s+/).length <= maxQuestionWords ? `${first}?` : undefined
  }
  if (!last) return undefined
  if (!(last.endsWith('?') || unmarkedQuestion.test(last))) return undefined
  if (/^\W*(?:and|how|what) (?:about )?(?:you|yours?)\b/i.test(last)) return undefined
  return last
}
