import nlp from 'compromise'

/** Adverbs that may sit between "I" and its verb ("I really love", "I just moved"). */
const adverbs = new Set(
  `really also just still usually often always never actually recently finally totally absolutely definitely
  sometimes now currently already even only truly mostly basically seriously honestly especially rarely kinda
  sorta literally generally normally ultimately eventually originally certainly probably`.split(/\s+/),
)

const unchanged = new Set(
  // Verbs whose past is their present: in a statement about oneself, "I quit my job" is almost always done.
  `can could will would should shall must might may did was cannot used dare quit put cut hit set hurt split shut upset`.split(
    /\s+/,
  ),
)
const irregular: Record<string, string> = { am: 'is', have: 'has', do: 'does', were: 'was', are: 'is', need: 'needs' }

const thirdPersonCache = new Map<string, string>()
const pronounStart = /^[imouw]/i

/**
 * The form a verb takes after "the user": "love" → "loves", "went" → "went". compromise knows English verbs;
 * its verdict is cached per word, so each distinct verb is parsed once and extraction stays fast.
 */
function thirdPersonVerb(word: string): string {
  const lower = word.toLowerCase()
  const fixed = irregular[lower]
  if (fixed) return fixed
  if (unchanged.has(lower) || lower.endsWith('ed')) return word
  const cached = thirdPersonCache.get(lower)
  if (cached !== undefined) return cached
  let result = word
  const doc = nlp(`I ${lower}`)
  if (doc.has('#Verb') && !doc.has('#PastTense') && !doc.has('#Modal')) {
    const present = doc.verbs().conjugate()[0] as { PresentTense?: string } | undefined
    if (present?.PresentTense && !present.PresentTense.includes(' ')) result = present.PresentTense
  }
  if (thirdPersonCache.size > 5000) thirdPersonCache.clear()
  thirdPersonCache.set(lower, result)
  return result
}

/** A capitalised word that is not a relative's ("Khe", "Chemical"), after which a capitalised "My" is a name's. */
const properAfter =
  /^(?!(?:Mum|Mom|Mam|Dad|Mother|Father|Parents|Sister|Brother|Wife|Husband|Son|Daughter|Kids|Children|Partner|Boyfriend|Girlfriend|Fianc\w*|Family|Grandma|Grandpa|Granny|Nan|Nana|Gran|Aunt|Auntie|Uncle|Cousin|Boss|Friend|Best|Own|Doctor|GP|Team|Manager)$)\p{Lu}/u

/**
 * Rewrites a first-person sentence in the third person: "I love my dog" → "The user loves their dog",
 * "My sister and I went to Paris" → "The user's sister and the user went to Paris".
 */
export function toThirdPerson(sentence: string): string {
  const parts = sentence.split(/(\s+|[^\w'-]+)/)
  let subject = false
  let conjugateNext = false
  // The word before the current one, kept as the loop goes (looking back from each "I" would be quadratic).
  let previous: string | undefined
  // split with a capture group alternates words (even indexes) and separators (odd ones, never a word character).
  for (let index = 0; index < parts.length; index += 2) {
    const word = parts[index] ?? ''
    if (!/\w/.test(word)) continue
    const before = previous
    previous = word
    // Only pronouns (I, we, my, our, me, us, mine, ours, myself, ourselves) change unless a verb is due.
    if (!conjugateNext && !pronounStart.test(word)) continue
    const lower = word.toLowerCase()
    if (conjugateNext) {
      if (adverbs.has(lower)) continue
      conjugateNext = false
      if (!['I', 'we', 'my', 'me'].includes(word)) {
        parts[index] = thirdPersonVerb(word)
        continue
      }
    }
    switch (word === 'I' ? 'I' : lower) {
      case 'I': {
        parts[index] = 'the user'
        // "My wife and I have" is a plural subject; "I am a nurse and I live" starts a new clause.
        conjugateNext = before?.toLowerCase() !== 'and' || subject
        subject = true
        break
      }
      case 'we':
        parts[index] = 'the user and others'
        subject = true
        break
      case 'my':
      case 'our':
        // "near My Khe beach", "tickets for My Chemical Romance": a capitalised "My" inside a sentence, before a
        // capitalised word, is part of a name.
        // Not "Then My Dad called": a relative's word capitalised is still the user's relative.
        if (before !== undefined && word !== lower && properAfter.test(parts[index + 2] ?? '')) break
        parts[index] = subject ? 'their' : "the user's"
        break
      case 'me':
        parts[index] = subject ? 'them' : 'the user'
        subject = true
        break
      case 'us':
        // "US support desk", "flying to the US": the country, written in capitals.
        if (word === 'US') break
        parts[index] = subject ? 'them' : 'the user and others'
        subject = true
        break
      case 'myself':
      case 'ourselves':
        parts[index] = 'themselves'
        break
      case 'mine':
      case 'ours':
        // "the mine site", "a gold mine": the noun, not the pronoun.
        if (
          lower === 'mine' &&
          before !== undefined &&
          /^(?:the|a|an|this|that|coal|gold|copper|salt|open|old)$/i.test(before)
        )
          break
        parts[index] = "the user's"
        break
    }
  }
  const text = parts.join('').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
