/**
 * "What did Calvin listen to when he was a kid?", "What items does John mention having as a child?": the person's own
 * childhood, not a child of theirs. Said so, the question would be searched and filtered as one about their children
 * (evidence.ts keeps only what names a child), and the answer — "we used to rock a song by Tupac" — would be left out.
 */
const childhoodPhrase =
  /\b(?:when|while|since|back when) (?:the user|he|she|they|i|\p{L}+) (?:was|were) (?:(?:a|an|just a|only a) )?(?:little |young |small )?(?:kid|kiddo|child|boy|girl|teen|teenager|youngster|lad|lass)\b|\bas (?:a |an )?(?:little |young |small )?(?:kid|kiddo|child|boy|girl|teen|teenager|youngster|lad|lass)\b/giu

/** The question with a phrase of the person's own childhood said as "in childhood". */
export function ownChildhood(question: string): string {
  return question.replace(childhoodPhrase, 'in childhood')
}
