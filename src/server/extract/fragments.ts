import nlp from 'compromise'
import { contentWordCount, isFirstPerson, isQuestion } from './sentences'

/** Longest fragment, in words, read as saying more of the sentence before it. */
const maxFragmentWords = 12
/** First words that open a remark rather than a detail: "So cute!", "Great city!", "Not bad." */
const remarkOpening =
  /^(?:so|such|great|good|nice|lovely|amazing|awesome|cool|fun|not|no|yes|yeah|yep|oh|ah|wow|haha|lol|omg|thanks|thank|sorry|ok|okay|anyway|well|also|and|but|just|really|very|too|what|how|why|who|where|when)\b/i

/**
 * Whether a sentence is a detail of the one before it rather than a statement of its own: no subject of the
 * user's, no verb, a few words that name something (a digit, or a capitalised word that opens no remark) —
 * "Tuesday the 23rd of April at Harrogate District.", "Senior designer at Figma.", "Lisbon, near the river."
 */
function isDetail(sentence: string): boolean {
  const words = sentence.split(/\s+/)
  if (words.length > maxFragmentWords || isFirstPerson(sentence) || isQuestion(sentence)) return false
  if (remarkOpening.test(sentence) || contentWordCount(sentence) === 0) return false
  const names = /\d/.test(sentence) || words.some((word) => /^\p{Lu}/u.test(word))
  return names && !nlp(sentence).match('#Verb').found
}

/**
 * A sentence that tells what the thing before it turned out to be: "Turns out, it was gastritis.", "The vet said it's
 * parvo.", "Diagnosis: shingles." It names nothing of its own subject, so it is read with the sentence before it.
 */
const revealsWhatItWas =
  /^\W*(?:(?:and |but |so )?(?:it )?turn(?:s|ed) out(?:,)? (?:it (?:was|is|had been)\b|it['’]s\b|to be\b|that\b)|(?:and |but |so )?(?:the |my )?(?:doctors?|docs?|vets?|dentist|gp|consultant|specialist|nurse|hospital)s? (?:said|says|thinks?|thought|confirmed|reckons?) (?:it (?:was|is)\b|it['’]s\b|its\b|that\b)|diagnosis\b|diagnosed (?:as|with)\b)/i

const reveals = (sentence: string) => sentence.split(/\s+/).length <= 20 && revealsWhatItWas.test(sentence)

/**
 * "They have finally given me a date for the new hip. Tuesday the 23rd of April at Harrogate District.": a detail
 * said as a sentence of its own is joined to the first-person sentence before it, so that the rules read the date
 * (or the place, or the job) with what it is the date of. Other sentences stay as they are. One sentence at a time:
 * the reader of a long message yields between them, and each costs a tagging.
 */
export function* joinDetails(sentences: Iterable<string>): Generator<string> {
  let held: string | undefined
  for (const sentence of sentences) {
    if (held !== undefined && isFirstPerson(held) && !isQuestion(held) && isDetail(sentence)) {
      held = `${held.replace(/[.!…]+$/, '')}: ${sentence}`
    } else if (held !== undefined && !isQuestion(held) && reveals(sentence)) {
      // Its first word opens no name ("Turns", "The", "Diagnosis"): lower case, as the middle of a sentence.
      held = `${held.replace(/[.!…]+$/, '')}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
    } else {
      if (held !== undefined) yield held
      held = sentence
    }
  }
  if (held !== undefined) yield held
}

/** `joinDetails`, all at once. */
export function withDetailsJoined(sentences: readonly string[]): string[] {
  return [...joinDetails(sentences)]
}
