import { stemmer } from 'stemmer'

/**
 * Words too common to tell facts apart. "user" is here because every fact says "The user …"; question words are
 * here because a question's "when" or "what" never appears in the answer.
 */
const stopWords = new Set(
  `a about above after again against all also am an and any are aren as at be because been before being below
  between both but by can cannot could did do does doing done down during each either else ever every few for from
  further get gets got had has have having he her here hers herself him himself his how i if in into is it its
  itself just let me mine more most much must my myself no nor not now of off on once only or other ought our ours
  ourselves out over own really same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up upon us very was we were what whatever when where whether
  which while who whom whose why will with would yet you your yours yourself yourselves user users s t d ll m re ve
  like oh yeah yes ok okay hey hi wow thanks thank lol haha`.split(/\s+/),
)

const stemCache = new Map<string, string>()

/** Splits text into words at anything that is not a letter or a digit (Unicode-aware). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u)
}

/**
 * Lower-cases, drops stop words and single letters, and stems ("lives", "living" → "live") so that a question's
 * wording meets the fact's. Stems are cached: the same few thousand words come back again and again.
 */
export function processTerm(term: string): string | null {
  if (term.length === 0) return null
  const lower = term.toLowerCase()
  if (stopWords.has(lower) || (lower.length === 1 && !/\d/.test(lower))) return null
  let stem = stemCache.get(lower)
  if (stem === undefined) {
    stem = /\d/.test(lower) ? lower : stemmer(lower)
    if (stemCache.size > 50_000) stemCache.clear()
    stemCache.set(lower, stem)
  }
  return stem
}

/** The index terms of a text, in order: what a query actually searches for. */
export function termsOf(text: string): string[] {
  const terms: string[] = []
  for (const token of tokenize(text)) {
    const term = processTerm(token)
    if (term) terms.push(term)
  }
  return terms
}
