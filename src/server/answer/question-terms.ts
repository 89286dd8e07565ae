import { termsOf } from '../retrieval/tokenize'

/**
 * Words a question asks with rather than about: common verbs and time words ("Where did the user go on their last
 * holiday?" is about "holiday", not "go" or "last"). They still rank candidates, but a candidate meeting only them
 * does not answer the question.
 */
const askingWords = new Set(
  termsOf(
    `go goes went going gone get got getting do does did doing done make makes made making take takes took taken
    come comes came coming have has had having say says said tell told think thought know knew want wants wanted
    last first next new old good great nice many much lot lots often usually ever recently time times day days
    thing things way ways kind kinds type types sort part feel feels felt see saw seen look looks looked give gave
    use used try tried like likes liked enjoy enjoys enjoyed something anything someone anyone one ones`,
  ),
)

/** The searchable words of a question that say what it is about: its terms without the asking words. */
export function topicTerms(question: string): Set<string> {
  return new Set(termsOf(question).filter((term) => !askingWords.has(term)))
}

/** Whether a text holds at least one of the terms. */
export function meetsAny(text: string, terms: ReadonlySet<string>): boolean {
  for (const term of termsOf(text)) if (terms.has(term)) return true
  return false
}
