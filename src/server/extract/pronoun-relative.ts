import { endingQuestion } from './asked-question'
import { withImpliedSubject } from './implied-subject'
import { withKinWords } from './sentences'

/** Relatives a "she", a "he" or a "they" can stand for, with the words either may be called by. */
const female =
  'mother-in-law|sister-in-law|daughter-in-law|sister|little sister|older sister|younger sister|twin sister|mum|mom|mother|wife|girlfriend|daughter|granddaughter|grandma|grandmother|granny|gran|nana|aunt|niece|fiancée|fiancee|stepmom|stepdaughter|abuela|oma|nonna|babcia'
const male =
  'father-in-law|brother-in-law|son-in-law|brother|little brother|older brother|younger brother|twin brother|dad|father|husband|boyfriend|son|grandson|grandpa|grandfather|grandad|granddad|uncle|nephew|fiancé|fiance|stepdad|stepson|abuelo|opa|nonno|dziadek'
const either =
  'partner|spouse|best friend|friend|boss|colleague|coworker|cousin|roommate|flatmate|housemate|neighbour|neighbor'
const plural = 'parents|grandparents|kids|children|twins|in-laws|boys|girls'

/** "my big sister", "our eldest son": a word that tells which one. */
const which = '(?:(?:big|little|lil|older|younger|elder|eldest|youngest|baby|twin) )?'
const kinds = {
  she: new RegExp(`\\b(?:my|our) ${which}(${female}|${either})\\b(?!['’]s)`, 'gi'),
  he: new RegExp(`\\b(?:my|our) ${which}(${male}|${either})\\b(?!['’]s)`, 'gi'),
  they: new RegExp(`\\b(?:my|our) (${plural})\\b(?!['’]s)`, 'gi'),
} as const
/** The same relatives as the other side speaks of them: "your brother". */
const spokenOf = {
  she: new RegExp(`\\byour (${female}|${either})\\b(?!['’]s)`, 'gi'),
  he: new RegExp(`\\byour (${male}|${either})\\b(?!['’]s)`, 'gi'),
  they: new RegExp(`\\byour (${plural})\\b(?!['’]s)`, 'gi'),
} as const

/**
 * A sentence opening with "she", "he" or "they" (and its "is"/"are"), as the rules cannot read it on its own; after a
 * word or two that only answer or take back ("yes", "sorry,", "Oh, I tell a lie —"); "shes", "hes" as chat types them.
 */
const opening =
  /^(?:(?:yes|yeah|yep|yup|no|nope|oh|well|ah|sorry|oops|whoops|actually|wait|I tell a lie|my mistake|my bad)\b[,!.]? ?(?:[—–-]+ )?){0,3}(she|he|they)(?:(['’]?s| is)|(['’]re| are))?\b/i

/**
 * "My sister visited last week. She's a vet in Cork now": a sentence that opens with a pronoun for the one relative
 * of that kind the sentence before named is read as about them ("My sister is a vet in Cork now"), so what it says
 * of them is kept. Unchanged when the sentence before names none, or two that the pronoun could mean. Before the
 * message has named anyone, `earlier` (the exchange just before it) can name the relative instead.
 */
export function withRelativeForPronoun(sentence: string, before: string, earlier?: EarlierTurns): string {
  const start = opening.exec(sentence)
  if (!start?.[1]) return sentence
  const pronoun = start[1].toLowerCase() as keyof typeof kinds
  // "yes he is my boyfriend": the sentence says who he is itself.
  if (relativesIn(sentence, kinds[pronoun]).size > 0) return sentence
  let named = relativesIn(before, kinds[pronoun])
  // "My brother is coming" / "Théo? The one in Montreal?" / "Yes him. He is a firefighter there now": nobody in this
  // message yet, so the pronoun means the one the other side just asked about, or else the one the user last named.
  if (named.size === 0 && earlier) {
    named = relativesIn(earlier.asked, spokenOf[pronoun])
    if (named.size === 0) named = relativesIn(earlier.told ?? '', kinds[pronoun])
  }
  if (named.size !== 1) return sentence
  const [relative] = named
  const verb = start[2] ? (pronoun === 'they' ? ' are' : ' is') : start[3] ? ' are' : ''
  return `My ${relative}${verb}${sentence.slice(start[0].length)}`
}

/** The exchange before a message: the other side's message, and the user's own message before that. */
export interface EarlierTurns {
  asked: string
  told: string | undefined
}

function relativesIn(text: string, pattern: RegExp): Set<string> {
  const head = text.slice(0, 400)
  // Every relative is said with a possessive: most sentences have none, and one test is cheaper than the patterns.
  if (!possessive.test(head)) return new Set()
  return new Set([...withKinWords(head).matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase()))
}

const possessive = /\b(?:my|our|your)\b/i

/** Words for someone other than the user (and the listener): a sentence with one may be what a later "she" means. */
const someoneElse = /\b(?:she|he|they|her|him|his|them|their|hers|theirs)\b|(?<=\S\s+)\p{Lu}\p{Ll}+/u

/**
 * Whether a sentence is the user's aside about themselves, naming no one else ("i want to host a goodbye dinner at
 * my place"): a "she" in the sentence after it still means the relative named before it ("my big sis fatima is
 * moving… i want to host a goodbye dinner… she has celiac").
 */
export function isOwnAside(sentence: string): boolean {
  if (someoneElse.test(sentence)) return false
  const head = sentence.slice(0, 400)
  if (!possessive.test(head)) return true
  // Chat's words made plain once, then any relative at all (`search` ignores the patterns' global state).
  const plain = withKinWords(head)
  return !Object.values(kinds).some((pattern) => plain.search(pattern) >= 0)
}

/** The other side's question about someone else: "what did he do", "how is she doing?", "where do they live now?". */
const askedOfOther =
  /^\W*(?:what|how|where|when|why|who|which|did|does|do|is|was|has|had)\b[^?]{0,60}?\b(he|she|they)\b/i

/** The pronoun the other side's closing question asks of ("what did he do" → "he"), if it asks of someone else. */
export function askedPronoun(asked: string): string | undefined {
  const question = asked === '' ? undefined : endingQuestion(asked)
  return question ? askedOfOther.exec(question)?.[1]?.toLowerCase() : undefined
}

/**
 * A reply without a subject to the other side's question about someone else (`pronoun`, from `askedPronoun`) is
 * about them, not the user: asked "what did he do", "Raised the rent by 60 euros" is what he did ("He raised the
 * rent…"), and "how is she doing?" / "Started a new job at the bakery" is her news. The pronoun then finds the
 * relative it stands for as any opening pronoun does (`withRelativeForPronoun`). Unchanged when the reply has a subject.
 */
export function withAskedSubject(sentence: string, pronoun: string): string {
  const implied = withImpliedSubject(sentence)
  const own = /^I (am|have) |^I /.exec(implied)
  if (implied === sentence || !own) return sentence
  const subject = `${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)}`
  const verbs: Record<string, string> = pronoun === 'they' ? { am: 'are ', have: 'have ' } : { am: 'is ', have: 'has ' }
  return `${subject} ${own[1] ? verbs[own[1]] : ''}${implied.slice(own[0].length)}`
}
