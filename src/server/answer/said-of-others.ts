import { personWords } from '../extract/people-words'
import { splitSentences } from '../extract/sentences'
import { processTerm } from '../retrieval/tokenize'

/**
 * Whom a word of a sentence is said of: the speaker (the user), someone else, the listener (until the clause ends:
 * "can u explain this again, maths exam is on the 19th"), or nobody named yet.
 */
type Whose = 'user' | 'other' | 'listener' | 'unsaid'

/** The user naming themselves as the one who does something: "I", "we", "myself", and chat's "im", "ive". */
const userSubjects = new Set("i i'm im i've ive i'd i'll we we're we've we'll we'd myself ourselves".split(' '))
/** Someone else doing it: "he", "she", "they" (said by the user; in a fact, "they" is the user). */
const otherSubjects = new Set(
  "he she he's she's hes shes he'll she'll he'd she'd they they're theyre they've they'll they'd".split(' '),
)
/** Whose thing follows: the user's, unless a person follows ("my flatmate", "our neighbour"). */
const userPossessives = new Set(['my', 'our'])
/** Someone else's thing or person: "her cat", "your dog", "the boss". */
const otherPossessives = new Set(['his', 'her', 'your', 'ur', 'the'])
/** The listener, who is not the user either: "can you give me a vegan recipe for her birthday". */
const listenerWords = new Set(['you', 'u', 'ya'])
/**
 * Someone else's words about the user: "Doctor says lose 10 kg", "she said to cut down on salt", "reckons I should
 * rest". What follows is said to or of the user as often as of the speaker, so it is no longer someone else's.
 */
const reportingWords = new Set(
  'says said say tells told wants wanted asked advised advises recommends recommended suggested suggests reckons thinks'.split(
    ' ',
  ),
)
/** "It's", "that's", "let's": an apostrophe-s that owns nothing. */
const notOwners = new Set(
  "it's that's what's there's here's let's he's she's who's where's how's when's why's one's".split(' '),
)
/** Words a clause may open with before its subject: "apparently my flatmate…", "btw her husband…". */
const openers = new Set(
  'also now apparently then oh so lol btw yeah yep yes no well plus anyway honestly like just even ok okay today yesterday tonight meanwhile guess what'.split(
    ' ',
  ),
)
/** Words before a noun that leave a clause's subject to come: "the user's colleague", "my best friend". */
const determiners = new Set(['the', 'my', 'our', 'his', 'her', 'their', 'your', 'ur', 'a', 'an'])
const clauseBreaks = new Set([',', ';', ':', 'and', 'but', 'so', 'then', 'because', 'cause', 'cuz', 'coz'])
/** Words of a person or thing after a possessive, a few at most: "my older sister", "her little dog". */
const ownedLength = 2

/** Whether a person word comes within the next few words: "my (best) friend", "our (new) neighbour". */
function personFollows(tokens: readonly string[], index: number): boolean {
  for (let ahead = index + 1; ahead <= index + ownedLength && ahead < tokens.length; ahead += 1) {
    if (personWords.has(tokens[ahead] as string)) return true
  }
  return false
}

/**
 * The last word a possessive owns: "her cat Mittens", "gran's budgie", but not the verb after an object ("adopted
 * her, named her Chai").
 */
function ownedUntil(tokens: readonly string[], index: number): number {
  let last = index
  for (let ahead = index + 1; ahead <= index + ownedLength && ahead < tokens.length; ahead += 1) {
    const token = tokens[ahead] as string
    if (clauseBreaks.has(token) || /(?:ed|ing)$/.test(token)) break
    last = ahead
  }
  return last
}

/** Words that put the user in what a clause says before them: "she's in robotics club with me", "w us". */
function withUser(tokens: readonly string[], index: number, fact: boolean): boolean {
  const next = tokens[index + 1]
  return (
    (tokens[index] === 'with' || tokens[index] === 'w') &&
    (next === 'me' || next === 'us' || (fact && (next === 'them' || next === 'user')))
  )
}

/**
 * For each word of one sentence, whom it is said of: the last subject named before it. "my flatmate jess has gone
 * fully vegan" says "vegan" of the flatmate; "she's a netball goddess, plays for a club" says "plays" of her; "my
 * wife and I adopted a dog" says "dog" of the user; a sentence that names no one ("vegan since 2019") is the
 * user's, as chat drops its "I"; a clause that has the user with someone ("she's in robotics club w me") is the
 * user's too. In a fact ("The user's colleague is a huge cricket fan"), "the user" is the user and so is "they".
 */
function whoseWords(
  sentence: string,
  fact: boolean,
  visit: (word: string, whose: Whose, owned: boolean) => void,
): void {
  const tokens = (sentence
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}\p{N}'-]+|[,;:]/gu) ?? []) as string[]
  const startsClause = (index: number) => index === 0 || clauseBreaks.has(tokens[index - 1] as string)
  // Clauses that have the user with someone, by the index of their first word.
  const clausesWithUser = new Set<number>()
  let clause = 0
  for (let index = 0; index < tokens.length; index += 1) {
    if (startsClause(index)) clause = index
    if (withUser(tokens, index, fact)) clausesWithUser.add(clause)
  }
  let whose: Whose = 'unsaid'
  // A possessive owns the next words ("her cat Mittens", "gran's budgie") whatever the subject is.
  let owner = -1
  clause = 0
  // Whether the words so far of the clause only open it: a person named next is who does something ("btw my
  // flatmate jess went vegan"), not whom something is done to ("the user took the kids to the museum").
  let opening = true
  for (const [index, token] of tokens.entries()) {
    if (startsClause(index)) {
      clause = index
      opening = true
      if (whose === 'listener') whose = 'unsaid'
    }
    const owned = index <= owner
    if (userSubjects.has(token)) whose = 'user'
    // "my cat", "the user's dog": the user's; "my flatmate", "the user's colleague" opening a clause: someone else.
    else if (userPossessives.has(token) || (fact && token === "user's")) {
      if (!personFollows(tokens, index)) whose = 'user'
      else if (opening) whose = 'other'
    }
    // The user as the one something is done to or for takes part in it: "Doctor has started me on atorvastatin",
    // "Debra found the user an apartment", "Mom wants me to move home".
    else if (
      fact ? token === 'user' || token === 'they' || token === 'their' || token === 'them' : /^(?:me|us)$/.test(token)
    ) {
      whose = 'user'
    } else if (otherSubjects.has(token) || (!fact && token === 'their')) whose = 'other'
    else if (listenerWords.has(token)) whose = 'listener'
    else if (reportingWords.has(token) && whose !== 'user') whose = 'unsaid'
    else if (otherPossessives.has(token)) {
      if (token === 'your' || token === 'ur') whose = 'listener'
      else if (opening && personFollows(tokens, index)) whose = 'other'
      if (token !== 'the') owner = ownedUntil(tokens, index)
    } else if (token.endsWith("'s") && !notOwners.has(token)) {
      if (opening && personFollows(tokens, index)) whose = 'other'
      else owner = ownedUntil(tokens, index)
    } else if (opening && personWords.has(token)) whose = 'other'
    if (!openers.has(token) && !determiners.has(token)) opening = false
    visit(token, clausesWithUser.has(clause) ? 'user' : whose, owned && !clausesWithUser.has(clause))
  }
}

/** Longest text read for whom it speaks of, in characters. */
const longestRead = 2000

/**
 * Whether a text says what a question is about only of other people: every word of the question's topic it holds is
 * said of someone else ("my colleague Ngozi is pregnant", "he loves golf", "my gran's budgie"), or, holding none of
 * them (found by meaning) and asked yes or no, each of its sentences names someone else and none names the user.
 * Asked about the user ("Is the user vegan?"), such a text does not answer. A text that names no one is the user's.
 */
export function saysOnlyOfOthers(
  text: string,
  about: ReadonlySet<string>,
  options: { fact?: boolean; yesNo?: boolean } = {},
): boolean {
  // A long text (a pasted draft, a document) is no chat statement of whose a thing is; it is left as evidence, and a
  // request's work stays bounded whatever is stored.
  if (text.length > longestRead) return false
  const fact = options.fact === true
  let topicWords = 0
  let topicOfUser = 0
  let namesUser = false
  let everySentenceNamesOther = true
  for (const sentence of splitSentences(text)) {
    let namesOther = false
    whoseWords(sentence, fact, (word, whose, owned) => {
      if (whose === 'user') namesUser = true
      else if (whose === 'other' || whose === 'listener') namesOther = true
      const term = processTerm(word.replace(/'s$/, ''))
      if (term === null || !about.has(term)) return
      topicWords += 1
      if ((whose === 'user' || whose === 'unsaid') && !owned) topicOfUser += 1
    })
    if (!namesOther) everySentenceNamesOther = false
  }
  if (topicWords > 0) return topicOfUser === 0
  // Found by meaning, what names only someone else may still say what is asked ("my twin brother is turning 30" for
  // the user's age, "Caro has a free room in Almagro" for where they will live); asked yes or no, it does not.
  return options.yesNo === true && everySentenceNamesOther && !namesUser
}
