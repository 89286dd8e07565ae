import nlp from 'compromise'

/** compromise's tags for a word on its own, remembered: the same few verbs open and join most chat sentences. */
const tagCache = new Map<string, readonly string[]>()
function tagsOf(word: string): readonly string[] {
  const lower = word.toLowerCase()
  let tags = tagCache.get(lower)
  if (!tags) {
    // Tagged after "I", as the sentence means it: "settled" alone is an adjective, "I settled" a past verb.
    tags = (nlp(`I ${lower}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)[1]?.terms[0]?.tags ?? []
    if (tagCache.size >= 10_000) tagCache.clear()
    tagCache.set(lower, tags)
  }
  return tags
}

/** Adverbs a subject-less sentence may open with ("Finally settled into…", "Just started a PhD…"). */
const openingAdverbs =
  /^((?:(?:just|finally|recently|currently|still|now|also|really|actually|officially|already|totally|seriously|slowly|no longer|not) )*)/i
/** The first word of a sentence that may be a verb without its subject: "-ing", "-ed", or a common irregular past. */
const verbLike =
  /^(?:\w{2,}(?:ing|ed)|got|went|made|took|began|became|left|quit|found|bought|sold|met|lost|won|ran|flew|saw|had|did|came|gave|felt|kept|spent|moved|joined|been|used)\b/i
/** "-ing" words that open a sentence as nouns or small talk, not as a dropped "I am". */
const notVerbs =
  /^(?:something|nothing|anything|everything|morning|evening|wedding|building|meeting|king|ring|spring|thing|string|being|during|according|anyway|feeling)\b/i

/** Participles that open a sentence as a state of the speaker: "Excited for the weekend", "Married for ten years". */
const feelings =
  /^(?:excited|tired|bored|stressed|worried|scared|pleased|interested|exhausted|relieved|thrilled|amazed|surprised|obsessed|married|engaged|divorced|retired|stuck|done|hooked|based|located|qualified|employed|unemployed)$/i

/**
 * "Thinking about doing the Bristol half marathon", "Just started a PhD", "Currently living in Nagoya": chat drops the
 * subject, which is the speaker. Returns the sentence with "I" or "I am" put back, or the sentence itself when it
 * has a subject. compromise tags the opening word (only when it looks like a verb, so most sentences cost nothing).
 */
export function withImpliedSubject(sentence: string): string {
  const adverbs = openingAdverbs.exec(sentence)?.[1] ?? ''
  const rest = sentence.slice(adverbs.length)
  if (!verbLike.test(rest) || notVerbs.test(rest)) return sentence
  const word = /^\w+/.exec(rest)?.[0] ?? ''
  const lowered = `${adverbs.toLowerCase()}${rest.charAt(0).toLowerCase()}${rest.slice(1)}`
  if (/^been\b/i.test(rest)) return `I have ${lowered}`
  // An opening "-ing" word (not a noun of the list above) is a gerund: "Living in…", "Thinking about…".
  if (/ing$/i.test(word) || feelings.test(word)) return `I am ${lowered}`
  if (/^used to\b/i.test(rest) || tagsOf(word).includes('PastTense')) return `I ${lowered}`
  return sentence
}

/** The words that open a clause whose subject is the sentence's: "…and started at Pixar", "…but relocated to…". */
const coordinated =
  /(,? (?:and|but)(?: then| later| eventually| finally| just| recently)?|, then) (?=(?:\w+ed|got|went|took|began|became|left|quit|found|bought|sold|met|joined|moved)\b)/g
/** Words that bring in another subject before the coordinated verb ("I met Ana, who moved to…"). */
const otherSubject = /\b(?:he|she|they|it|who|which|that|you|his|her|their)\b/i

/** The longest sentence whose coordinated verbs are given their subject. */
const maxSharedLength = 400

/**
 * "I quit my freelance work and started at Pixar", "We used to live in Leeds but relocated to Bristol": the second
 * verb shares the first one's subject, so it is written out ("… and I started at Pixar") and the sentence splits
 * into clauses that each say one thing. Only for sentences that open with "I" or "we".
 */
export function withSharedSubject(sentence: string): string {
  const subject = /^(I|we)\b/i.exec(sentence)?.[1]
  // Long run-ons are left whole: each coordinated verb costs a tagging, and chat's compound statements are short.
  if (!subject || sentence.length > maxSharedLength) return sentence
  let result = ''
  let last = 0
  for (const match of sentence.matchAll(coordinated)) {
    // Another subject between the last clause start and this verb: the verb is theirs.
    if (otherSubject.test(sentence.slice(last, match.index))) break
    const verb = /^\w+/.exec(sentence.slice(match.index + match[0].length))?.[0] ?? ''
    if (!tagsOf(verb).includes('PastTense')) continue
    const end = match.index + match[0].length
    result += `${sentence.slice(last, end)}${subject === 'I' || subject === 'i' ? 'I' : 'we'} `
    last = end
  }
  return last === 0 ? sentence : result + sentence.slice(last)
}
