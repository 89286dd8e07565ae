import { endingQuestion } from '../extract/asked-question'
import { isQuestion, namesOwnSubject, splitSentences } from '../extract/sentences'
import { dogBreeds, inLawWords, keyWordsOf, messageSearchText, searchTextOf, siblingWords } from '../extract/topics'
import { processTerm, termsOf, tokenize } from '../retrieval/tokenize'
import type { FactRecord, Retriever, SourceMessage } from '../types'
import { detailAnswer, nameAnswer, numberAnswer, placeNameAnswer } from './answer-kind'
import { answerOfRelative } from './asked-of-relative'
import { asksTwoThings, coverQuestion } from './cover-question'
import { staleReply, unrelatedReply, withFollowUps } from './follow-ups'
import { knownNames } from './known-names'
import { meaningSupport } from './meaning-support'
import { namedSubject } from './named-subject'
import { ownChildhood } from './own-childhood'
import { meetsAny, topicTerms } from './question-terms'
import { saysOnlyOfOthers } from './said-of-others'

/**
 * One piece of evidence: a fact, or something the user said — alone, or as the reply to the other side's message
 * (`context`), which is shown only to make a short reply ("Yes, that's right") readable.
 */
export type EvidenceItem =
  | { kind: 'fact'; fact: FactRecord }
  | {
      kind: 'message'
      message: SourceMessage
      context?: SourceMessage
      /**
       * The user's answer to the other side's question (`context`), shown as that question and then the reply: a
       * follow-up about the evidence before it, or a short reply found by meaning (`asExchange`).
       */
      followUp?: boolean
    }

/** What the retriever found for one question. */
export interface Evidence {
  /** Best first. */
  items: EvidenceItem[]
  /** The question asks for the whole profile ("What do we know about this user?"). */
  broad: boolean
}

export interface EvidenceLimits {
  maxFacts: number
  maxMessages: number
}

/** A retriever that can also give the reply to a message (the service's profile index can). */
export interface ThreadedRetriever extends Retriever {
  replyTo?(messageId: number): SourceMessage | undefined
  /** The message before this one in its scene (what it replies to). */
  before?(messageId: number): SourceMessage | undefined
  /** The message a fact was drawn from. */
  message?(messageId: number): SourceMessage | undefined
  /** Whether a later message corrected this one ("its moved to 9 feb" after "14 december"): it says no longer so. */
  isCorrected?(messageId: number): boolean
  userNames?(): ReadonlySet<string>
}

/** Words of a question that ask for everything rather than something ("tell me about the user"). */
const broadTerms = new Set(
  termsOf(
    'know known tell describe description summary summarize summarise profile everything anything something ' +
      'information info details person who background',
  ),
)

/** "…besides basketball?", "…other than the gym?": a few words the question sets aside, up to where it ends. */
const setAside =
  /\b(?:besides|other than|apart from|aside from|except(?: for)?) [\w'’-]+(?: [\w'’-]+){0,3}(?= ?[?,.]|$)/gi

/** The words a question sets aside ("besides basketball"): what names them is not the answer. */
function setAsideTerms(question: string): Set<string> {
  const terms = new Set<string>()
  for (const match of question.matchAll(setAside)) {
    for (const term of termsOf(match[0].replace(/^\S+(?: (?:than|from|for))?/i, ''))) terms.add(term)
  }
  return terms
}

/** Idioms whose words say nothing to a search ("do for a living" has only "living"), with the words they mean. */
const idioms: Array<[RegExp, string]> = [
  // Couples name each other in several words: "my partner Arjun" answers "What does the user's boyfriend do?".
  [/\b(?:partner|boyfriend|girlfriend|fianc[eé]e?)(?=\W|$)/gi, 'partner boyfriend girlfriend fiance fiancee'],
  [/\bdo(?:es)? (?:\w+ )?(?:for (?:a )?(?:living|work)|professionally)\b|\bprofessionally\b/gi, 'job occupation'],
  // Not "work": "What does the user do for work?" is already searched as "job occupation", and "work" alone finds any
  // "colleague leaving work".
  [/\b(?:profession|career|line of work|vocation)\b|\b(?:what|which) trade\b/gi, 'job occupation profession career'],
  [/^what (?:does|do|did) (?:the user|they|he|she|[A-Z]\w*) do(?: now| these days)?\s*\?*$/gi, 'job occupation'],
  [/\bwhat (?:kind of )?work\b/gi, 'job occupation work'],
  [/\bdo(?:es)? (?:\w+ )?for fun\b|\b(?:free|spare) time\b/gi, 'hobby hobbies fun'],
  [/\bsiblings?\b/gi, 'sibling sister brother'],
  // "his son" is "my boy DJ", "my lad" as chat says it; a daughter "my girl". Before the children's words, which
  // name sons and daughters themselves.
  [/\bsons?\b/gi, 'son boy lad'],
  [/\bdaughters?\b/gi, 'daughter girl'],
  [/\b(?:kids?|child|children)\b/gi, 'children kids child son daughter twins'],
  [/\bspouse\b/gi, 'spouse wife husband partner'],
  // "his boy", "their girl": a son, a daughter.
  [/\b(?:his|her|their|the user's) (?:boy|lad)\b/gi, 'son'],
  [/\b(?:his|her|their|the user's) girl\b/gi, 'daughter'],
  [
    /\b(?:making|make|makes|earning|earn|earns) (?:\w+ )?(?:money|(?:a )?living|ends meet|an income)\b/gi,
    'job work occupation',
  ],
  [/\bsmok(?:er|ers|es|ing|e)\b/gi, 'smoking smoke smoker cigarettes'],
  // "Who will run the business while…?" is answered by "Rachid stays to manage the riad".
  [
    /\b(?:run|runs|running) (?:the|their|his|her|a) (?:business|shop|store|place|company|restaurant|hotel|guesthouse)\b/gi,
    'run manage business',
  ],
  [/\btongues?\b/gi, 'languages language speak'],
  // "When does the user begin his work placement?" is answered by "Got the internship… Starts 1 April".
  [/\b(?:work )?placements?\b|\binternships?\b/gi, 'internship intern placement'],
  [/\bdoctorate\b|\bdoctoral\b/gi, 'doctorate phd dissertation thesis'],
  // "Is the trip still happening?", "Is the party still going ahead?": whether it was called off.
  [/\bstill (?:happening|going ahead|on)\b|\bgoing ahead\b/gi, 'still happening ahead cancelled cancel'],
  // "Is the user still going to Chile in July?", "still flying to Oslo?": a plan, and whether it was called off.
  [/\bstill (?:going|planning|flying|travell?ing|heading|doing)\b/gi, 'going cancelled cancel plans'],
  // School subjects as students shorten them: "stats got moved", "orgo final apr 18", "bio homework".
  [/\bstatistics\b/gi, 'statistics stats'],
  [/\borganic chemistry\b/gi, 'organic chemistry orgo'],
  [/\bbiochemistry\b/gi, 'biochemistry biochem'],
  [/\b(?:mathematics|maths?)\b/gi, 'mathematics maths math'],
  [/\bpsychology\b/gi, 'psychology psych'],
  [/\beconomics\b/gi, 'economics econ'],
  [/\bcomputer science\b/gi, 'computer science compsci cs'],
  // "What is the dog called?" asks its name, however the chat said it ("name??", "we named her Mochi").
  [/\b(?:called|named|name)\b/gi, 'name named called'],
  // "mother" asks for what chat says as "mum" or "mom", and "father" for "dad".
  [/\b(?:mother|mum|mom)(?=\W|$)/gi, 'mother mum mom mam'],
  [/\b(?:father|dad)(?=\W|$)/gi, 'father dad'],
  [/\b(?:tying|tie|tied) the knot\b|\bget(?:ting)? hitched\b/gi, 'married wedding'],
  // "How long has the user been married?" is answered by "our 35th anniversary".
  [/\bmarried\b/gi, 'married wedding anniversary'],
  [/\bthe holidays\b/gi, 'holidays christmas'],
  // "Who does the user live with?": a partner, a flatmate, someone who moved in.
  [
    /\b(?:lives?|living) with\b|\bshares? (?:a |the |their |his |her )?(?:flat|house|apartment|place|home) with\b/gi,
    'live living with together roommate flatmate housemate partner moved',
  ],
  [
    /\b(?:relax\w*|unwind\w*|de-?stress\w*|chill(?:s|ing)? out|switch(?:es)? off|recharge\w*|calm (?:down|themselves))\b/gi,
    'relax unwind calm hobby hobbies fun free time',
  ],
  [/\b(?:get|gets|getting|go|goes|travel|travels) to work\b|\bcommute\b/gi, 'commute gets work transport'],
  // "Who looks after the user's baby?" is answered by "my mother-in-law flew in to watch him", "nursery the rest of
  // the week".
  [
    /\b(?:looks?|looking) after\b|\b(?:takes?|taking) care of\b|\bminds?\b(?= (?:the|their|his|her) (?:kids?|child|children|baby|boys?|girls?))|\bbabysit\w*|\bchildcare\b/gi,
    'look after care watch babysit babysitter nanny nursery childminder daycare',
  ],
  // "Does the user live alone?" is answered by who they live with ("i got 3 roommates").
  [
    /\b(?:lives?|living) (?:alone|on (?:their|his|her) own|by (?:themselves|himself|herself))\b/gi,
    'live alone roommates flatmates housemates',
  ],
  // "Is the user buying a home?": "MORTGAGE APPROVAL CAME THROUGH!!! we get the keys in 6 weeks".
  [
    /\bbuy(?:s|ing)? (?:a |their |his |her )?(?:first )?(?:home|house|flat|apartment|place|property)\b/gi,
    'buying buy home house mortgage keys',
  ],
  // "How long is the user's winter stay?" asks a length of time ("8 weeks"), not what is long ("a long nap").
  // A thing's own length ("How long is the user's boat?") is left as asked.
  [
    /\bhow long\b(?! (?:is|was|are) (?:the user's|their|his|her) (?:boat|yacht|car|van|hair|garden|pool|table|board)\b)/gi,
    'how weeks months years days hours minutes',
  ],
  // "Which city is the user relocating to?" is also asked as moving ("we are moving from Hamburg to…"), and the other
  // way round. Not "transfer": it finds "transferable skills".
  [/\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))\b(?= to\b)/gi, 'move moving moved relocate relocating'],
  // "Which firm is the user's son joining?", "Which company employs the user?": an employer is said by the work done
  // there ("owen starts at Hafren Electrical monday", "got hired at UPS"). Not "employer", which finds the user's
  // employer by its key, and with these words finds any start ("What position will the user hold at the new employer?");
  // nor "Which company's headphones…?", a brand.
  [
    /\b(?:which|what) (?:firm|company|organi[sz]ation|startup|agency)\b(?!['’]s)|\bemploy(?:s|ed)?\b/gi,
    '$& work works job employer joined joining hired starts started',
  ],
  // "Where did the user spend their childhood?" is answered by where they grew up.
  [/\bchildhood\b|\bas a (?:child|kid)\b/gi, '$& grew grow raised'],
  // "Where did the user grow up?" is answered by "I grew up in…" and by where they are from.
  [/\bgr[eo]w(?:n|ing)? up\b/gi, 'grew grow raised origin from hometown'],
  // "What should I keep in mind when cooking for them?": the phrase asks what matters, it names nothing to find.
  [/\b(?:keep|bear|have) in mind\b/gi, ''],
  // "Should I bring wine?", "Would the user like a beer?": answered by whether they drink alcohol at all.
  [
    /\b(?:wine|beers?|whiske?y|vodka|champagne|prosecco|cocktails?|booze|liquor|cider|lager|pints?)\b/gi,
    '$& alcohol drink',
  ],
  // "Where is the user going for a short break?": a trip, however it is said ("taking me to Staithes for a few days").
  [/\b(?:short|city|weekend|long) break\b|\bgetaway\b|\bminibreak\b/gi, '$& trip travel holiday away days'],
  // "Would the user like a plane ticket?": answered by how they feel about flying.
  [/\b(?:planes?|flights?|airlines?|airplanes?|aeroplanes?)\b/gi, '$& flying fly'],
  // "What sports does the user like besides basketball?": what is set aside is what the answer is not.
  [setAside, ''],
  // "How does the user feel about their job?": answered by what they said it is like ("work's been stressful lately").
  [
    /\bhow (?:does|do|did) (?:[\w'’]+ ){1,3}?feel (?:about|towards?)\b/gi,
    '$& stressful stressed happy unhappy love loves hate hates enjoy enjoys tough hard rewarding proud worried',
  ],
  // "Which ailment does the user have?": an illness is told by what happened ("a health scare… ended up in the ER").
  [/\b(?:ailments?|maladies|malady|illness(?:es)?|sickness(?:es)?)\b/gi, '$& health sick ill hospital diagnosed'],
  // "What does the user dress their dogs up in?": what they wear.
  [
    /\bdress(?:es|ed|ing)? (?:[\w'’]+ ){0,3}?up\b/gi,
    '$& wear wears wearing outfit outfits costume costumes hats clothes',
  ],
  [/\b(?:seeing|dating) (?:anyone|someone)\b/gi, 'relationship dating boyfriend girlfriend partner'],
  // "Is the user single?", "What is the user's relationship status?": answered by a partner, a wedding, an engagement.
  [
    /^\W*(?:is|are) (?:the user|they|he|she|\p{Lu}\p{Ll}+) (?:still )?single\b|\b(?:relationship|marital) status\b/giu,
    'relationship partner dating married engaged boyfriend girlfriend wife husband fiance fiancee',
  ],
  // "Who is the user engaged to?", "Who is the user marrying?": the partner, however named.
  [/\bengaged to\b|\bmarry(?:ing)?\b/gi, 'partner fiance fiancee engaged married wedding'],
  [/\b(?:dating|seeing|going out with)\b(?! (?:anyone|someone)\b)/gi, 'partner boyfriend girlfriend dating'],
]

/** The search terms of a key's words, kept per key: a handful of keys serve every question. */
const keyTermCache = new Map<string, ReadonlySet<string>>()
function keyTerms(key: string): ReadonlySet<string> {
  let terms = keyTermCache.get(key)
  if (!terms) {
    terms = new Set(termsOf(keyWordsOf(key)))
    // Keys are few (home.city, relation.sister.name…), but a profile can make up its own: keep the cache bounded.
    if (keyTermCache.size > 4096) keyTermCache.clear()
    keyTermCache.set(key, terms)
  }
  return terms
}

/** The question with its idioms spelled out for the search. */
export function searchableQuestion(question: string): string {
  let result = question
  for (const [pattern, words] of idioms) result = result.replace(pattern, words)
  return result
}

/**
 * Similarity (cosine) at which a candidate found by meaning alone joins candidates found by words: at 0.3–0.45 it is
 * often a neighbour of the topic rather than the answer.
 */
const closeSimilarity = 0.4

const speaksToListener = (text: string) => /\byou(?:r|rs|rself)?\b/i.test(text)

const relatives =
  '(?:wife|husband|partner|spouse|fianc\\w*|boyfriend|girlfriend|sons?|daughters?|kids?|children|child|mum|mom|mother|dad|father|parents?|sisters?|brothers?|siblings?|grand\\w+|aunt|uncle|cousins?|niece|nephew|in-laws?|family|relatives?|twins|baby|stepmom|stepdad)'
/** A question that names a relative, or a person by name ("What does Leila do?"), may be answered by theirs. */
const asksAboutKin = new RegExp(
  `\\b(?:${relatives}|married|engaged|widow\\w*|relationship|marital|single|dating|seeing (?:anyone|someone)|divorc\\w*)\\b`,
)
const asksAboutOthers = new RegExp(`${asksAboutKin.source}|(?<=\\S )[A-Z][a-z]+`)
/**
 * "Who does the user live with?", "Who is coming to visit?": someone else is the answer; "When is the wedding the user
 * is attending?": someone else's event is.
 */
const asksForSomeone = /^\W*who(?:m|se)?\b|\bwith\b|\b(?:attend\w*|invited|guests?)\b/i
/**
 * "What is the name of the user's dog?", "When could the user's move happen?": about a thing of the user's, which the
 * chat names as "her", "his" or "they" ("her name is Tåke").
 */
const asksOfTheirs = /\b(?:user['’]s|their|his|her)\b/i
/** "Samantha's phone number", "Caroline and Melanie", "Melanie and her kids": a person beside the one asked about. */
const beside = /(?<=\S )(\p{Lu}\p{Ll}+)(?:['’]s\b| (?:and|&) )|\b(?:and|&) (\p{Lu}\p{Ll}+)\b/gu
/**
 * Whether a question names a person other than the user beside someone (the user's own names, as the other side
 * addresses them, are the user).
 */
function namesSomeoneElse(question: string, retriever: ThreadedRetriever): boolean {
  const own = retriever.userNames?.()
  for (const match of question.matchAll(beside)) {
    const name = match[1] ?? match[2] ?? ''
    const term = processTerm(name)
    if (term !== null && !own?.has(term)) return true
  }
  return false
}
/** "Is the user vegan?", "Does the user play golf?" */
const asksYesOrNo = /^\W*(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should)\b/i
const relativesFact = new RegExp(`^The user's (?:late )?${relatives}\\b`)
/** A fact about someone in the user's life rather than about the user ("The user's wife Leila works as a painter"). */
const aboutRelative = (fact: FactRecord) => fact.key?.startsWith('relation.') === true || relativesFact.test(fact.text)

/**
 * The kinds of people and animals in a user's life a question can ask about by name of kind ("Does the user have
 * siblings?", "What is the name of the user's dog?"), each with the words that say it. A son-in-law is no son, a
 * sister-in-law no sister: the words are not read inside an in-law's.
 */
const peopleKins: RegExp[] = [
  /\b(?:siblings?|sisters?|brothers?)\b(?!-in-law)/i,
  // A child not yet born is said by the pregnancy: "freja is pregnant, due in august" for "When is the user's child due?".
  /\b(?:children|child|kids?|sons?|daughters?|baby|babies|twins|toddler|boys?|girls?|lads?|little ones|parent|pregnan\w*|expecting|newborn)\b(?!-in-law)/i,
  // Chat drops the possessive's apostrophe: "for your fathers 70th", "my dads car".
  /\b(?:parents?|mothers?|fathers?|mums?|moms?|mams?|mammy|dads?|stepmoms?|stepdads?)\b(?!-in-law)/i,
  /\b(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc\w*|married|marriage|engaged|dating|relationship|single|widow\w*|anniversary|wedding)\b/i,
  /\bgrand\w+\b/i,
  // An in-law is said as one, or by the wedding that makes them one ("groom is from kerala, name is vishnu").
  /\b(?:\w+-in-laws?|in-laws?|groom|bride)\b/i,
]
/** Animals are named by breed and kind more ways than a list holds ("two huskies", "a rescue greyhound"). */
const petKin = /\b(?:pets?|dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|rabbits?|hamsters?|parrots?|animals?)\b/i

/** "The user saw a cute dog at the park", "petted a neighbour's cat": an animal met, not one of the user's own. */
const animalMet = new RegExp(
  `\\b(?:saw|seen|see|spotted|met|petted|patted|stroked|watched|passed) (?:a|an|some|this|that|the|someone['’]s|a neighbou?r['’]s|a friend['’]s|(?:his|her) )[^.!?]{0,30}?${petKin.source}`,
  'i',
)
const ownAnimal = new RegExp(`\\b(?:my|our|user['’]s|their)\\s+(?:[\\w-]+\\s+){0,3}?${petKin.source}`, 'i')

/**
 * Asked about one kind of person or animal in the user's life, only what says that kind answers: "What is the name
 * of the user's dog?" is not answered by "The user's daughter is called Isha" or "The user's name is Maya", nor
 * "Does the user have siblings?" by their girlfriend's name. A fact counts by its words and the words it is searched
 * by ("The user has two sons" is about children, a parent). Returns whether a text says the asked kind, or
 * undefined when the question asks about no one kind.
 */
function askedKin(question: string): ((text: string) => boolean) | undefined {
  const asked = peopleKins.filter((words) => words.test(question))
  const pets = petKin.test(question)
  if (asked.length + Number(pets) !== 1) return undefined
  // An animal's fact may not name its kind: only a fact that names people and no animal is about someone else.
  // "a greyhound girl called mochi": a breed says an animal, whatever person word it is said with.
  if (pets) {
    return (text) =>
      !(animalMet.test(text) && !ownAnimal.test(text)) &&
      (petKin.test(text) ||
        dogBreeds.test(text) ||
        (!peopleKins.some((words) => words.test(text)) && !humanRoles.test(text)))
  }
  // "Does the user's brother…?" is not answered by a sister, though "Does the user have siblings?" is by either (a
  // sister's fact is also searched as a sibling's: only the word asked counts).
  const sibling = /\b(?:sisters?|brothers?)\b/i.exec(question)?.[0].toLowerCase().replace(/s$/, '')
  const words =
    asked[0] === peopleKins[0] && sibling && !/\bsiblings?\b/i.test(question)
      ? new RegExp(`\\b(?:${sibling}s?|twins?)\\b(?!-in-law)`, 'i')
      : (asked[0] as RegExp)
  // "a greyhound girl called mochi", "good boy": an animal's, not a child's. A son-in-law's fact, searched by "daughter
  // husband", is not the daughter's, unless an in-law is asked of.
  const ofInLaw = !inLaw.test(question)
  return (text) => {
    // "What does the user's brother do?": a sister's fact, searched as a sibling's ("sibling siblings sister
    // brother"), is still a sister's.
    const own = sibling ? text.replace(siblingWords, ' ') : text
    return words.test((ofInLaw ? own.replace(inLawSearched, ' ') : own).replace(animalGender, ''))
  }
}
const inLaw = /\b(?:son|daughter|brother|sister|mother|father)-in-law\b/i
const inLawSearched = new RegExp(`\\b(?:${Object.values(inLawWords).join('|')})\\b`, 'gi')

const elder = 'older|elder|eldest|oldest|big|bigger'
const younger = 'younger|youngest|little|lil|baby'
const kinOfAge = '(?:sisters?|brothers?|sons?|daughters?|child|children|kids?|girls?|boys?|sis|bro)'
/**
 * Asked about the user's older one of several ("What does the user's older daughter do?"), what says the younger one
 * ("their younger daughter, Kirsty, who lives in Vancouver") is about someone else; and the other way round. Returns
 * whether a text may be about the one asked.
 */
function whichOne(question: string): (text: string) => boolean {
  const asked = new RegExp(`\\b(${elder}|${younger}) ${kinOfAge}\\b`, 'i').exec(question)?.[1]
  if (!asked) return () => true
  const older = new RegExp(`^(?:${elder})$`, 'i').test(asked)
  const other = new RegExp(`\\b(?:${older ? younger : elder}) ${kinOfAge}\\b`, 'i')
  const same = new RegExp(`\\b(?:${older ? elder : younger}) ${kinOfAge}\\b`, 'i')
  return (text) => !other.test(text) || same.test(text)
}

/** People a pet's question is not about, though they are no family ("The user's neighbour is called Amparo"). */
const humanRoles =
  /\b(?:neighbou?rs?|friends?|colleagues?|coworkers?|boss|manager|teacher|doctor|landlord|landlady|flatmates?|roommates?|housemates?|cousins?|aunt|uncle|niece|nephew|in-laws?|students?|clients?|patients?)\b/i

/** "greyhound girl", "puppy boys", "good boy": words for a child said of an animal. */
const animalGender = new RegExp(`(?:${dogBreeds.source}|${petKin.source}|\\bgood) (?:boy|girl)s?\\b`, 'gi')

/** Reciprocal-rank constant: small, so the top few of each list clearly lead the merged order. */
const rankOffset = 5

/**
 * Whether a question asks for the profile as a whole rather than for something in it: every word asks for
 * everything, or the part before a colon does ("What is known about this user: who they are, where they live…",
 * the list after it only names what a whole profile covers).
 */
export function isBroadQuestion(question: string): boolean {
  // Token by token, so that the first specific word ends the check (termsOf would process the whole text first).
  const asksForAll = (text: string) =>
    tokenize(text).every((token) => {
      const term = processTerm(token)
      return term === null || broadTerms.has(term)
    })
  const colon = question.indexOf(':')
  return asksForAll(question) || (colon > 0 && asksForAll(question.slice(0, colon)))
}

/** The current facts of the profile, newest first, for a summary of the whole profile. */
export function profileFacts(retriever: Retriever, limit: number): FactRecord[] {
  return retriever.searchFacts('', limit)
}

/** A sentence that asks the listener something, and so says nothing about the speaker. */
export function asksListener(sentence: string): boolean {
  // "I am flying to Bergen on Friday, what will the weather be?" asks, and also tells: it is not only a question; so
  // does "is it ok to have coffee with my levothyroxine?", which tells what is the user's.
  return isQuestion(sentence) && !/^\W*(?:I|I'm|we|my|our)\b/i.test(sentence) && !/\b(?:my|our)\b/i.test(sentence)
}

/** Whether every sentence of a text is a question (a shared photo's caption aside). */
function onlyAsks(content: string): boolean {
  const sentences = splitSentences(content.replace(/\[shares [^\]]*\]/g, ' '))
  return sentences.length > 0 && sentences.every((sentence) => asksListener(sentence) || !/\w/.test(sentence))
}

/** The listener, as chat names them. */
const listener = /\b(?:you|u|ya|ur|your|yours|yourself)\b/i
/** The speaker, as chat names them. */
const speaker = /\b(?:I|I'm|I’m|im|me|my|mine|myself|we|we're|we’re|us|our|ours)\b/i

/**
 * The words a user's message tells with: its sentences that do not only ask the listener something, nor speak only
 * of the listener ("still cant believe you play rugby with those knees" says nothing of the user).
 */
function toldIn(message: SourceMessage): string {
  if (message.role !== 'user' || !(message.content.includes('?') || listener.test(message.content))) {
    return message.content
  }
  return splitSentences(message.content)
    .filter((sentence) => !asksListener(sentence) && !(listener.test(sentence) && !speaker.test(sentence)))
    .join(' ')
}

/** What a piece of evidence tells: a fact's text, or the user's words in a message (`toldIn`). */
const toldBy = (item: EvidenceItem): string => (item.kind === 'fact' ? item.fact.text : toldIn(item.message))

/** A piece of evidence with the other side's message it replies to, where a detail asked may be said. */
const toldWithContext = (item: EvidenceItem): string =>
  item.kind === 'fact' ? item.fact.text : `${item.context?.content ?? ''} ${item.message.content}`

/** Whether the other side's message asks something or speaks to the user ("Are you still in Lisbon?", "You're a star"). */
function addressesUser(content: string): boolean {
  return content.includes('?') || /\b(?:you|your|yours|yourself|you're|you've|you'll|you'd|ya|u)\b/i.test(content)
}

/**
 * Longest reply, in words, shown with the question it answers when found by meaning: a bare answer ("15 april",
 * "springer spaniel, absolute nutter"), or a little longer when it opens with a yes or a no. Longer replies say enough
 * themselves, and the question would take the room of other evidence.
 */
const bareReplyWords = 4
const yesNoReplyWords = 8
/** A reply that opens by answering yes or no ("god no. tastes like soap to me"). */
const answersAsked =
  /^\W*(?:(?:oh |god |hell |lol |haha )?(?:yes|yeah|yep|yup|ya|ye|no|nope|nah|never|definitely|absolutely|sure|of course|not really|kind of|sort of)\b)/i

/**
 * A short reply of the user's found by meaning, with the other side's question it answers ("want the coriander salsa
 * on ur tacos?" / "god no. tastes like soap to me", "Where are you going?" / "Drakensberg. 5 days."): the reply
 * alone does not say what it is about, and what was found near the question may be the pair. Undefined for a message
 * found by words, a longer one, one that says what it is about ("We're traveling through Lake Tahoe!"), or one
 * that answers no question.
 */
function asExchange(
  message: SourceMessage,
  retriever: ThreadedRetriever,
): Extract<EvidenceItem, { kind: 'message' }> | undefined {
  if (message.role !== 'user' || message.similarity === undefined) return undefined
  const words = message.content.match(/\S+/g)?.length ?? 0
  const yesNo = answersAsked.test(message.content)
  if (words > (yesNo ? yesNoReplyWords : bareReplyWords) || (!yesNo && namesOwnSubject.test(message.content)))
    return undefined
  const asked = retriever.before?.(message.id)
  if (asked === undefined || asked.role === 'user' || !endingQuestion(asked.content)) return undefined
  return { kind: 'message', message, context: asked, followUp: true }
}

/**
 * A found message as evidence of what the user said: the user's own message as it is; the other side's message
 * only as the context of the user's reply to it, and never on its own (the assistant's words are not the user's).
 */
function fromMessage(message: SourceMessage, retriever: ThreadedRetriever): EvidenceItem | undefined {
  // A message of the user's that only asks something says nothing about them.
  if (message.role === 'user') {
    if (onlyAsks(message.content)) return undefined
    return asExchange(message, retriever) ?? { kind: 'message', message }
  }
  // The other side telling its own news ("I finally signed up for a pottery class!") is not about the user, and the
  // user's "yesss you'll be amazing" says nothing of them: only a message that asks or speaks to the user frames a reply.
  if (!addressesUser(message.content)) return undefined
  const reply = retriever.replyTo?.(message.id)
  // "When is the wedding?" / "14 december": a reply since corrected is no answer, though its question is found; nor
  // is a next message that only asks something else ("What's the best way to learn to touch type?").
  if (
    reply === undefined ||
    reply.role !== 'user' ||
    staleReply(reply, retriever) ||
    onlyAsks(reply.content) ||
    unrelatedReply(reply, message)
  ) {
    return undefined
  }
  return { kind: 'message', message: reply, context: message }
}

/**
 * Gathers the facts and messages that answer a question, best first, facts and messages merged by reciprocal rank
 * so that neither list crowds out the other's best entries. Only the user's words count: the other side's message
 * comes in only as the context of the user's reply to it. Only evidence that answers: a candidate found by words
 * must meet a word the question is about (not only "go" or "last"), and candidates found by meaning must stand out
 * (`meaningSupport`). A question of two parts gets evidence of each part first.
 */
export function gatherEvidence(asked: string, retriever: ThreadedRetriever, limits: EvidenceLimits): Evidence {
  const question = ownChildhood(asked)
  if (isBroadQuestion(question)) {
    return { items: profileFacts(retriever, limits.maxFacts).map((fact) => ({ kind: 'fact', fact })), broad: true }
  }
  const texts = new Set<string>()
  // "Where does the user's sister live?" is also asked of her name: "it's for Paola, she lives in Lisbon".
  const names = knownNames(question, retriever)
  const search = [searchableQuestion(question), ...names].join(' ')
  // "What sports does the user like besides basketball?": what names basketball is looked at after the rest, from a
  // longer list (a basketball player's sports are mostly basketball).
  const besides = setAsideTerms(question)
  const widen = besides.size > 0 ? 3 : 1
  const namesSetAside = (text: string) => besides.size > 0 && termsOf(text).some((term) => besides.has(term))
  const aside = <T>(found: T[], textOf: (item: T) => string, limit: number) =>
    besides.size === 0
      ? found
      : [
          ...found.filter((item) => !namesSetAside(textOf(item))),
          ...found.filter((item) => namesSetAside(textOf(item))),
        ].slice(0, limit)
  let facts = aside(
    retriever.searchFacts(search, limits.maxFacts * 2 * widen),
    (fact) => fact.text,
    limits.maxFacts * 2,
  ).filter((fact) => {
    const text = fact.text.toLowerCase()
    if (texts.has(text)) return false
    texts.add(text)
    return true
  })
  let messages = aside(
    retriever.searchMessages(search, limits.maxMessages * 2 * widen),
    (message) => message.content,
    limits.maxMessages * 2,
  )
  // Found by meaning only: worth a place when words found nothing, or when it is close to the question.
  const wanted = new Set(termsOf(search))
  const matched = (text: string) => {
    let count = 0
    for (const term of new Set(termsOf(text))) if (wanted.has(term)) count += 1
    return count
  }
  // Words found it when a candidate found by words holds most of the question's words.
  const lexicalFound = [
    ...facts.filter((fact) => fact.similarity === undefined).map((fact) => searchTextOf(fact)),
    ...messages.filter((message) => message.similarity === undefined).map((message) => message.content),
  ].some((text) => matched(text) * 2 >= wanted.size)
  const strongEnough = (found: { similarity?: number }) =>
    found.similarity === undefined || !lexicalFound || found.similarity >= closeSimilarity
  const supported = meaningSupport(question, facts, messages)
  // Found by words: only by the words the question asks about, not by the words it asks with ("go", "last").
  const about = topicTerms(search)
  const aboutIt = (text: string, similarity: number | undefined) =>
    similarity !== undefined || about.size === 0 || meetsAny(text, about)
  // Names are letters, spaces, hyphens and apostrophes (known-names.ts): nothing a pattern reads as syntax.
  // "claudias a nurse": chat's "Claudia's" without its apostrophe names her too.
  const saysName =
    names.length > 0
      ? new RegExp(`(?<!\\p{L})(?:${names.join('|')})(?:s(?= (?:a|an|the|at|in|got|so|not|still)\\b))?(?!\\p{L})`, 'iu')
      : undefined
  const kinWords = askedKin(question)
  // "What does Kenji do for a living?": only what names Kenji (or the relation he is known as) is about him.
  const someone = namedSubject(question, retriever)
  const saysWhich = whichOne(question)
  // Asked about the user alone ("Is the user vegan?", "Does the user play golf?"), what is said only of someone else
  // ("my flatmate jess has gone fully vegan", "he loves golf") does not answer; asked who, or about someone, it may.
  const ofUserAlone =
    !asksAboutKin.test(question) &&
    names.length === 0 &&
    someone === undefined &&
    !namesSomeoneElse(question, retriever) &&
    !humanRoles.test(question) &&
    !asksForSomeone.test(question) &&
    !asksOfTheirs.test(question)
  const yesNo = asksYesOrNo.test(question)
  const saysKin = (text: string) =>
    (!kinWords || kinWords(text) || saysName?.test(text) === true) &&
    (!someone || someone.mentions(text)) &&
    saysWhich(text)
  facts = facts.filter((fact) => {
    const searched = searchTextOf(fact)
    return (
      strongEnough(fact) &&
      supported(fact) &&
      aboutIt(searched, fact.similarity) &&
      saysKin(searched) &&
      !(ofUserAlone && saysOnlyOfOthers(fact.text, about, { fact: true, yesNo }))
    )
  })
  messages = messages.filter((message) => {
    const told = toldIn(message)
    // The other side's message stands for the user's reply to it ("Happy birthday to them!" → "the twins turned 3").
    const reply = message.role === 'user' ? undefined : retriever.replyTo?.(message.id)?.content
    const kin = saysKin(told) || (reply !== undefined && saysKin(reply))
    const searched = messageSearchText({ role: message.role, content: told })
    // The other side's message stands for the user's reply, which is what must be of the user ("yep. and shes
    // learning italian apparently" after "your ex chloe??").
    const ofOthers = () =>
      ofUserAlone && saysOnlyOfOthers(message.role === 'user' ? told : (reply ?? ''), about, { yesNo })
    // "How old is he now?" / "Twelve in May. Daft border terrier…": the reply tells what the question is about.
    const meetsTopic =
      aboutIt(searched, message.similarity) ||
      (reply !== undefined && aboutIt(messageSearchText({ role: 'user', content: reply }), message.similarity))
    return strongEnough(message) && supported(message) && meetsTopic && kin && !ofOthers()
  })
  // A fact that speaks to the listener ("The user will show you…") is mostly small talk: it comes after the rest.
  // Asked about the user alone ("What is the user's occupation?"), their own facts come before their relatives'.
  const othersLater = !asksAboutOthers.test(question)
  // A fact kept under a key the question asks by ("What is the user's current job?" → job.title) is the answer itself;
  // it comes before facts that only share a word with the question ("Jordan got offered a job in Brisbane").
  // Only when the key's words are most of what the question is about: "What programming language does the user need
  // to learn for the new job?" is not answered by the job itself.
  const keyedAnswer = (fact: FactRecord) => {
    if (fact.key === undefined) return false
    const keyWords = keyTerms(fact.key)
    let met = 0
    for (const term of about) if (keyWords.has(term)) met += 1
    return met > 0 && met * 2 >= about.size
  }
  const lateness = (fact: FactRecord) =>
    Number(speaksToListener(fact.text)) * 2 + Number(othersLater && aboutRelative(fact)) - Number(keyedAnswer(fact))
  facts.sort((left, right) => lateness(left) - lateness(right))
  // "What does the user's partner do?": of what names Donal, what says work ("Donal is paramedic, his shifts…") comes
  // before what does not ("we found a flat with Donal"), so that the cap on messages does not cut it.
  const answers = answerOfRelative(search, someone?.mentions)
  if (answers) {
    // Each candidate judged once, not again at every comparison.
    const saysIt = new Set<FactRecord | SourceMessage>([
      ...facts.filter((fact) => answers.says(fact.text)),
      ...messages.filter((message) => answers.says(toldIn(message))),
    ])
    const first = (found: FactRecord | SourceMessage) => Number(!saysIt.has(found))
    facts.sort((left, right) => first(left) - first(right))
    messages.sort((left, right) => first(left) - first(right))
  }
  const ranked = [
    ...facts.map((fact, rank) => ({ item: { kind: 'fact', fact } as EvidenceItem, score: 1 / (rankOffset + rank) })),
    ...messages.map((message, rank) => ({ message, score: 1 / (rankOffset + rank) })),
  ].sort((left, right) => right.score - left.score)

  const items: EvidenceItem[] = []
  const shownMessages = new Set<number>()
  let factCount = 0
  let messageCount = 0
  for (const entry of ranked) {
    if ('item' in entry) {
      if (factCount >= limits.maxFacts || entry.item.kind !== 'fact') continue
      // A fact of a short reply found by meaning is shown as the exchange it was found by.
      const { similarity, messageId } = entry.item.fact
      const said = similarity === undefined ? undefined : retriever.message?.(messageId)
      const exchange = said && similarity !== undefined ? asExchange({ ...said, similarity }, retriever) : undefined
      if (exchange) {
        if (!shownMessages.has(exchange.message.id) && messageCount < limits.maxMessages) {
          shownMessages.add(exchange.message.id)
          items.push(exchange)
          messageCount += 1
        }
        continue
      }
      items.push(entry.item)
      factCount += 1
      continue
    }
    if (messageCount >= limits.maxMessages) continue
    const item = fromMessage(entry.message, retriever)
    if (item?.kind !== 'message' || shownMessages.has(item.message.id)) continue
    const said = item.message
    shownMessages.add(said.id)
    items.push(item)
    messageCount += 1
  }
  // "How old is Oliver?": what says a number comes first ("He's twelve"), before what only names him; "In which city…?"
  // what names a place ("the job in Stavanger"), before the job itself; "What is the name of…?" what gives a name
  // ("…with their cardiologist, Dr. Okafor"), before what is only near it in meaning.
  const saysKind = numberAnswer(question) ?? placeNameAnswer(question) ?? nameAnswer(question)
  if (saysKind) items.sort((left, right) => Number(!saysKind(toldBy(left))) - Number(!saysKind(toldBy(right))))
  if (besides.size > 0) {
    items.sort((left, right) => Number(namesSetAside(toldBy(left))) - Number(namesSetAside(toldBy(right))))
  }
  // "What does the user's sister do for a living?": what is known of the sister that says nothing of work does not
  // answer it (asked-of-relative.ts). Work found by meaning counts as said (meaningSupport judged it); a name does not.
  // Asked of someone by name, the name alone draws what is found by meaning ("Mateo and the user broke up" for what
  // Mateo does): only a sentence about them that says work counts.
  const byMeaning = answers?.asks === 'work' && someone === undefined
  const saysAsked = (item: EvidenceItem) => {
    if (item.kind === 'fact') {
      if ((byMeaning && item.fact.similarity !== undefined) || answers?.says(item.fact.text) === true) return true
      // A fact drawn from a draft ("Dear Mr. Patel, the boiler…") is named by its message ("my email to landlord?").
      const source = byMeaning ? undefined : retriever.message?.(item.fact.messageId)
      return source !== undefined && answers?.says(source.content) === true
    }
    if (byMeaning) return item.message.similarity !== undefined || answers?.says(toldIn(item.message)) === true
    // "How old is your granddaughter?" / "Harper, she just turned 2": the name answers the question it replies to;
    // an age also when the reply was found by its own words ("Twelve in May." for "…be in May?"). A name is not
    // looked for in a question the reply was not found with: the question's own names would count.
    const before = item.context ?? (answers?.asks === 'age' ? retriever.before?.(item.message.id) : undefined)
    const context = before !== undefined && before.role !== 'user' ? before : undefined
    const asked = context ? splitSentences(context.content).filter(isQuestion).at(-1) : undefined
    // One sentence of question and reply: a name is looked for within a sentence.
    const reply = item.message.content
    return answers?.says(asked ? `${asked.replace(/(?<![?!.\s])[?!.\s]+$/, '')}: ${reply}` : reply) === true
  }
  // Asked a name, only what says one ("my husband is in Bilbao" does not answer what he is called); asked work, any
  // piece that says work lets the rest stay ("Sofi got into medicine" says study without a word the check knows).
  // Asked an age, what gives none says nothing of it either ("taking my boy DJ fishing" for his age).
  const answering = answers?.asks === 'name' || answers?.asks === 'age' ? items.filter(saysAsked) : items
  if (answers && !answering.some(saysAsked)) return { items: [], broad: false }
  // "What time is the reading hour?", "What is Gwen's surname?": only what gives that detail answers; the day of the
  // reading hour, or Gwen's first name, is what is known beside it.
  const givesDetail = detailAnswer(question)
  if (givesDetail && !answering.some((item) => givesDetail(toldWithContext(item)))) return { items: [], broad: false }
  // "What is the name of the hotel where the user works?": asked a name that no piece gives ("a pastry chef at a
  // 5-star hotel"), nothing is known of it. Names of people and pets are judged above (asked-of-relative.ts), in
  // lower case too ("dr okafor", "a beagle called pip").
  const givesName = answers ? undefined : nameAnswer(question)
  if (givesName && !answering.some((item) => givesName(toldWithContext(item)))) return { items: [], broad: false }
  // A question of two parts gets evidence of each within the first pieces, not the best few of one part.
  const ordered = asksTwoThings(question) ? coverQuestion(answering, about) : answering
  return { items: withFollowUps(search, ordered, retriever, question), broad: false }
}
