import { contentWordCount, splitSentences } from '../extract/sentences'

/** A sentence that asks the assistant for something: a question, or a request ("Can you…", "Write…", "Please…"). */
const request =
  /^(?:(?:hey|hi|ok|okay|so|and|also|please)[,!]?\s+)*(?:(?:can|could|would|will) you\b|please\b|(?:help|tell|give|write|remind|suggest|explain|summari[sz]e|translate|check|make|show|list|recommend|find|draft|plan|describe|compare|define|calculate|convert|fix|rewrite|correct)\b)/i

/** Words of acknowledgements and pleasantries ("Thanks, that helps a lot!", "Sounds good, see you tomorrow"). */
const pleasantries = new Set(
  `helps help helped helpful sounds makes sense perfect lot lots bye goodbye night morning evening tomorrow later
  haha hahaha lol lmao ok okay thx cheers appreciated noted understood exactly indeed welcome np worries fine alright
  see talk soon care`.split(/\s+/),
)

/** A sentence of nothing but pleasantries: no word a memory could be found by. */
function pleasantryOnly(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []
  return words.every((word) => pleasantries.has(word) || contentWordCount(word) === 0)
}

/**
 * Whether every sentence of a message asks the assistant for something ("How do I fix a squeaky door?", "Write a
 * poem about autumn."). Such messages say nothing the user would be remembered by, yet a sentence encoder places a
 * question near other questions on the same topic: left in, they answered questions about things the user never
 * said ("favourite food?" → "What is a good recipe for dinner?"). Pleasantries ("Thanks, that helps.") say nothing
 * either, and a short vector lands near everything ("Has the user had any operations?" → "Thanks, that helps."). They
 * stay searchable by their words.
 */
export function asksOnly(text: string): boolean {
  const sentences = splitSentences(text)
  return (
    sentences.length > 0 &&
    sentences.every(
      (sentence) =>
        /\?["')\]]*$/.test(sentence) || request.test(sentence.replace(/^["'(]+/, '')) || pleasantryOnly(sentence),
    )
  )
}
