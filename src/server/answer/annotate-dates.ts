import { resolveDate } from '../extract/resolve-date'

/** Sentence ends, keeping the text between them intact so that the annotated message reads as it was written. */
const sentenceEnd = /(?<=[.!?…])\s+/

/**
 * Writes out the date a relative expression means, right after it: "I went camping last week" said on 9 June 2023
 * becomes "I went camping last week (the week before 9 June 2023)". A reader of an old message cannot otherwise tell
 * which week "last week" was without doing the arithmetic; expressions that already name their date are left alone.
 */
export function annotateDates(text: string, timestamp: number): string {
  // An answer quotes a few hundred characters: dates past the first few thousand are never read, and each costs a
  // tense check, so a long text of dates costs no more than its opening.
  const read = text.length > annotatedChars ? text.slice(0, annotatedChars) : text
  const rest = text.slice(read.length)
  const annotated = read
    .split(sentenceEnd)
    .map((sentence) => {
      // No letter or digit, no date: "! ! !" (hundreds of thousands of such sentences) costs nothing.
      if (!/[\p{L}\p{N}]/u.test(sentence)) return sentence
      const date = resolveDate(sentence, timestamp)
      if (!date) return sentence
      const expression = sentence.slice(date.start, date.end)
      if (expression.toLowerCase().includes(date.dateText.toLowerCase())) return sentence
      return `${sentence.slice(0, date.end)} (${date.dateText})${sentence.slice(date.end)}`
    })
    .join(' ')
  return `${annotated}${rest}`
}

/** How much of a text has its dates written out. */
const annotatedChars = 4000
