import nlp from 'compromise'
import { monthNames } from '../extract/format-date'
import { catEmoji, dogBreeds, dogEmoji } from '../extract/topics'
import { isOccupation } from '../extract/work-rules'

/** The animals a question may ask a pet's name by ("the user's dog", "their pet"). */
const pets =
  'pets?|dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|tortoises?|horses?'
const relatives = `${pets}|wife|husband|partner|spouse|fianc\\w*|boyfriend|girlfriend|sons?|daughters?|kids?|children|child|mum|mom|mother|dad|father|parents?|sisters?|brothers?|siblings?|grand\\w+|aunt|uncle|cousins?|niece|nephew|in-laws?|twins|baby|stepmom|stepdad|stepson|stepdaughter|best friend|friend|boss|colleague|coworker|roommate|flatmate|housemate|neighbou?r`
/** "the user's sister", "their kids", "Mark's wife": a question about someone of the user's, or of someone's. */
const ofRelative = new RegExp(
  `\\b(?:user['’]s|their|\\p{L}+['’]s) (?:(?:older|younger|little|big|eldest|youngest|oldest|new) )?(${relatives})\\b`,
  'iu',
)
/**
 * "the user's therapist", "their watercolour teacher", "the user's manager": someone the user deals with by their
 * role, up to two words before it. Whose name is asked as a relative's is.
 */
const ofRole = /\b(?:user['’]s|their|\p{L}+['’]s) (?:[\p{L}-]+ ){0,2}?([\p{L}-]+)(?=[\s?.!,]|$)/giu
const roles = new Set(
  'manager boss supervisor landlord landlady mentor coach trainer tutor therapist counsellor counselor physio gp doctor dentist midwife'.split(
    ' ',
  ),
)
/** "the cook at the user's guesthouse", "the landlord of their new shop": a role said before whose it is. */
const roleOfPlace = /\bthe ([\p{L}-]+) (?:at|of|in|for|from) (?:the user['’]s|their|the user)\b/giu
/** Roles said in more than one word: the manager asked of is "my boss" in chat, the landlady "the landlord". */
const sameRole: Record<string, string> = {
  manager: 'manag|boss|supervis',
  boss: 'manag|boss|supervis',
  supervisor: 'manag|boss|supervis',
  landlord: 'landl',
  landlady: 'landl',
}
/** The role a question asks about, if it asks about someone by their role. */
function askedRole(search: string): string | undefined {
  for (const match of search.slice(0, 300).matchAll(roleOfPlace)) {
    const word = (match[1] ?? '').toLowerCase()
    if (roles.has(word) || isOccupation(word)) return word
  }
  for (const match of search.slice(0, 300).matchAll(ofRole)) {
    const word = (match[1] ?? '').toLowerCase()
    // "the user's favourite author" is someone they admire, not someone they deal with.
    if (/\bfavou?rite\b/i.test(match[0])) continue
    if (roles.has(word) || isOccupation(word)) return word
  }
  return undefined
}
/** A greeting that names whom a draft is written to ("Dear Mr. Patel,", "Hi Beth"). */
const greetsByName = /\b(?:Dear|Hi|Hello|Hey)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}\p{Ll}+/u

/** The searched question asks for work ("do for a living" is searched as "job occupation", evidence.ts) or study. */
const asksWork = /\b(?:job|occupation|profession|work|works|career|study|studying|studies|major|degree)\b/i
/** "Which university did the user's wife attend?", "Which school does Oliver go to?": where someone studies. */
const asksSchool = /\b(?:university|college|school|uni)\b/i
/**
 * What may say where someone studies: a school's word, a year or a step of study ("a junior", "applying"), or a
 * school's name ("UT Austin", "Kyushu University").
 */
const saysStudy =
  /\b(?:school|university|college|uni|campus|degree|course|stud(?:y|ies|ying|ied)|junior|senior|freshman|sophomore|grade|applying|application|admissions?|enrol\w*|graduat\w*|\p{Lu}{2,5})\b/u
/** A year of school said by its number ("is in Form 2", "Year 5"): what a question of the year asks, not of the school. */
const saysSchoolYear = /\b(?:[Ff]orm|[Yy]ear|[Yy]r|[Gg]rade|[Cc]lass|[Ss]tandard) ?\d{1,2}\b/u
const asksSchoolYear = /\b(?:year|grade|form|class)\b/i
const asksName = /\b(?:name|names|named|called)\b/i
/**
 * A text that says someone's name outright: "her name is Mochi", "a puppy called Simba", "named after". Not any
 * "name" or "called": "his mom already sent 400 names", "the hospital called this morning" name no one.
 */
const saysName =
  /\bnames?(?:['’]s| is| are| was| were)\s+\S|\b(?:named|called|goes by)\s+(?!(?:the|a|an|me|him|her|them|us|it|this|that|back|off|in|out|up|for|to|about|and|my|our|his|their|today|yesterday|again|twice|once)\b)\S/i
/** "How old is…?", "What is the user's son's age?": an age asked for; not "the console her parents got her at age 10". */
const asksAge = /\bhow old\b|\bwhat age\b|\b(?:is|are|was|were) (?:the )?(?:[\p{L}'’-]+ ){1,3}ages?\b/iu
/** Numbers that are no age: dates ("6 April 2024", "the 18th"), years, times, money. */
const notAges = new RegExp(
  `\\b\\d{1,2} (?:${monthNames.join('|')})\\b|\\b(?:19|20)\\d{2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\b\\d{1,2}(?::\\d{2})? ?(?:am|pm)\\b|\\d{1,2}:\\d{2}|[£$€]\\s?\\d[\\d,.]*`,
  'gi',
)
/** Numbers as words, for ages said in words ("she's seven", "turns ten"). */
const numberWords =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety'
/**
 * What gives an age: a number with years, months or weeks ("3 weeks", "10-year-old", "4yo"), a number after "is",
 * "turns" or "aged" ("Kiara turns 10"), or a word for an age ("teenage", "newborn", "in her sixties", "born in"); a
 * number that answers "How old…?" ("How old is he now?" / "Twelve in May.").
 * Not any number: "I want him to get one" gives none, nor a length of time ("visits for 4 days", "in 3 weeks").
 */
const saysAge = new RegExp(
  `(?<!\\b(?:for|in|every|within|after|next|last|past|per) )\\b(?:\\d{1,3}|${numberWords})(?:[ -](?:years?|yrs?|months?|weeks?|days?)\\b|[ -]?(?:yo|y/o)\\b)|\\b(?:is|he['’]s|she['’]s|turns?|turned|turning|aged?|age of)\\s+(?:\\d{1,3}|${numberWords})\\b|\\b(?:teen\\w*|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|newborn|toddler|born|birthday)\\b|\\bhow old\\b[^:?]{0,40}\\??: (?:(?:only|just|nearly|almost|about) )?(?:\\d{1,3}|${numberWords})\\b`,
  'i',
)
const agesSaid = new RegExp(saysAge.source, 'gi')
/** A word for anyone of the user's, as the age check looks for the one an age is said of. */
const anyRelative = new RegExp(`\\b(?:${relatives})\\b`, 'gi')
/**
 * Whether a text gives an age of whom the question asks: an age with no relative said before it ("Kiara turns 10"),
 * or whose nearest relative before it is the one asked ("my wife Magda and our daughter Zuzia (she is 9)" gives the
 * daughter's age, not the wife's).
 */
function agedAsAsked(text: string, who: RegExp | undefined): boolean {
  for (const age of text.slice(0, 2000).matchAll(agesSaid)) {
    if (!who) return true
    const before = text.slice(Math.max(0, age.index - 80), age.index)
    const nearest = [...before.matchAll(anyRelative)].at(-1)?.[0]
    if (nearest === undefined || who.test(nearest)) return true
  }
  return false
}

/**
 * Words that tell someone's work without naming an occupation: "works at Siemens", "retired", "studies law", "got
 * hired at UPS", "laid off from the plant".
 */
const saysWork =
  /\b(?:works?|working|worked|job|jobs|employ\w*|career|profession|retired|student|stud(?:y|ies|ying|ied)|business|company|firm|freelanc\w*|self-employed|unemployed|teach\w*|lectur\w*|runs|owns|manag\w*|hospital|school|clinic|office|shop|restaurant|factory|plant|warehouse|university|college|degree|course|startup|practice|hired|fired|laid off|redundan\w*|promot(?:ed|ion)|resign\w*|internship|apprentice\w*|salary|majoring|(?:first|second|third|fourth|fifth|sixth|final|last|\d(?:st|nd|rd|th)) year (?:of|at|in))\b/i

/** "owen starts at Hafren Electrical monday", "she joined Deloitte": a start at a named firm is work. */
const startsAtFirm =
  /\b(?:[Ss]tart(?:s|ed|ing)?(?: (?:work|a job|the job|a new job))? (?:at|with)|[Jj]oin(?:s|ed|ing)?) (?!(?:Mum|Mom|Dad|Nan|Gran|Grandma|Grandpa|Auntie|Uncle|Christmas|Easter|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{L}+/u

/** Capitalised words that open sentences rather than name anyone. */
const notNames = new Set(
  'The I It Its She He They We My Our Her His Their Your You Yes No Yeah Yep And But So Then Thanks Thank Ok Okay Oh Hi Hello Hey Well What When Where Why How Who Which This That There Just Sure Sorry Please Also Now Today Tomorrow Yesterday January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(
    ' ',
  ),
)

/** "the name of the school…", "the name of the team…": a name asked of something, not of someone ("Maria's puppy"). */
// The search may hold words added after "name" ("name named called of the school").
const nameOfThing =
  /\bnames?(?: named| called){0,2} of (?:(?:the|a|an) )?(?!(?:the|an|user|users|their|his|her|its)\b)(\p{L}{3,})(?![\p{L}'’])/iu
/** A word for a relative ("Mum", "Sister"), which is no one's name even capitalised. */
const relativeWord = new RegExp(`^(?:${relatives}|married|wedding|anniversary|engaged)(?:['’]s)?$`, 'i')
/** Words after which a capitalised word names a place or a thing rather than a person ("in Bilbao", "at Ledgerly"). */
const placeWords = new Set(['in', 'at', 'from', 'near', 'on', 'into', 'via', 'around'])
/** A move or a trip, a few words before "to": what comes after it is where ("moving out of aarhus to Silkeborg"). */
const motion =
  /^(?:mov(?:e|ed|es|ing)|relocat\w*|fl(?:y|ying|ew)|going|went|heading|headed|travel\w*|driv(?:e|ing)|drove|back)$/i
/** Words for the same relation, any of which a name may be said with ("me and Dani, 10 years married" for a wife). */
const kinGroups = [
  'wife|husband|partner|spouse|fianc\\w*|boyfriend|girlfriend|married|wedding|anniversary|engaged',
  'sons?|daughters?|kids?|children|child|baby|twins|stepson|stepdaughter|boys?|girls?',
  'mum|mom|mother|dad|father|parents?|stepmom|stepdad',
  'sisters?|brothers?|siblings?',
  // "How old is the user's grandmother?" is answered by "My grandma is 94".
  'grandm\\w*|grandp\\w*|grandf\\w*|grandad|granddad|granny|gran|nana|nan|gramps',
]
/** What a word that is no pet's name is tagged with: a verb, an adjective, a word that joins or points. */
const notPetName = '(#Verb|#Adjective|#Adverb|#Preposition|#Determiner|#Pronoun|#Conjunction|#Value|#Date|#Expression)'
/** A singular noun that is a verb's subject with nothing before it that would make it a common noun. */
const subjectWithoutArticle = '!(#Determiner|#Adjective|#Possessive|#Noun|#Pronoun) [#Singular] (#Verb|#Copula)'
/** Words compromise may read as a singular subject that name no one ("the user and others had to…"). */
const unnamedSubject =
  /^(?:others|everyone|everybody|someone|somebody|anyone|anybody|nobody|user|people|everything|something|nothing|anything|each|either|neither)$/i
/** A word for a pet: the word after it may be the pet's name in lower case ("the user's cat pixel keeps…"). */
const petWord = new RegExp(`^(?:${pets})$`, 'i')
/** The words a pet's name may be said with, any animal for any other ("the user's pet" may be a cat). */
const petKin = new RegExp(`^(?:${pets})(?:['’]s)?$`, 'i')
/** The words that say the relation a question asks about: its group's, or the word itself. */
function kinWordsOf(asked: string): RegExp {
  if (petWord.test(asked)) return petKin
  const group = kinGroups.find((words) => new RegExp(`^(?:${words})$`, 'i').test(asked))
  const words = group ?? `${asked.replace(/[^\p{L} -]/gu, '')}s?`
  return new RegExp(`^(?:${words})(?:['’]s)?$`, 'i')
}
/** "The user's daughter is called Mia", "my son Filip": a relative of the user's given a name. */
const ownRelativeNamed = new RegExp(
  `\\b(?:user['’]s|[Mm]y|[Oo]ur) (?:(?:older|younger|little|big|eldest|youngest|oldest|baby|new) )?(${relatives})(?= (?:is|was|seems to be) (?:called|named)\\b|,? \\p{Lu}\\p{Ll})`,
  'gu',
)

/**
 * Whether a text gives names only to relatives of the user's other than the one asked of: "The user's daughter is
 * called Mia" does not answer "What is the name of the user's father?"; "his name is Kwabena, after my dad" may still
 * answer what the son is called.
 */
function namesOnlyOthers(text: string, who: RegExp): boolean {
  const said = [...text.slice(0, 1000).matchAll(ownRelativeNamed)].map((match) => match[1] ?? '')
  return said.length > 0 && !said.some((word) => who.test(word))
}
/** How many words apart a name and the relative it names may be ("Kenji is the user's boyfriend": three). */
const nameReach = 6

/** A child or animal asked of as "the baby", "the puppy": the user's, when a question asks its name. */
const theNewcomer = /\bthe (baby|twins|newborn|puppy|kitten)\b/i

/**
 * Whether a text names someone of the user's: a name within a few words of a word for a relative ("my husband Luc",
 * "Kenji is the user's boyfriend", "sam made dumplings, best partner ever"), not one after "in" or "at". A name far
 * from the relative ("Valentina has dance and Mateo football and my husband is in Bilbao") or in another sentence
 * ("Doctor started Aricept for her. My mother says…") is someone else's, or no one's.
 */
function namesRelative(text: string, who: RegExp, owner?: string): boolean {
  // Words, each with its sentence: "Doctor started Aricept for her. My mother says…" names no mother.
  const words: string[] = []
  const sentenceOf: number[] = []
  let sentence = 0
  for (const [token] of text.slice(0, 1000).matchAll(/\p{L}[\p{L}'’-]*|[.!?](?=\s)/gu)) {
    if (/^\p{L}/u.test(token)) {
      words.push(token)
      sentenceOf.push(sentence)
    } else if (!/^(?:dr|mr|mrs|ms|prof|st)$/i.test(words.at(-1) ?? '')) sentence += 1
  }
  const kin: number[] = []
  for (const [index, word] of words.entries()) if (who.test(word)) kin.push(index)
  // A pet is named without its animal as often as with it ("Mochi and Bean 🐶🐶", "Pistache keeps jumping on the
  // counter"): for a pet, a capitalised name anywhere but a sentence's first word will do.
  const pet = who === petKin
  if (kin.length === 0 && !pet) return false
  // "email to my landlord: 'Dear Mr. Patel, …'": a draft names whom it is written to.
  if (greetsByName.test(text)) return true
  // compromise reads the text once, for whichever of the checks below needs it.
  let tagged: ReturnType<typeof nlp> | undefined
  const doc = () => {
    tagged ??= nlp(text.slice(0, 1000))
    return tagged
  }
  let firstNames: Set<string> | undefined
  let petNames: Set<string> | undefined
  const isName = (word: string, index: number) => {
    const before = words[index - 1]?.toLowerCase() ?? ''
    if (placeWords.has(before)) return false
    if (before === 'to' && words.slice(Math.max(0, index - 5), index - 1).some((earlier) => motion.test(earlier)))
      return false
    // "freja's parents live there" names Freja, whose parents the question asks about, not them.
    if (owner && word.replace(/['’]s$/, '').toLowerCase() === owner) return false
    // "had therapy with dr okafor": a title says a name follows, whatever its case.
    if (/^(?:dr|doctor|mr|mrs|ms|miss|prof)$/.test(before)) return true
    if (/^\p{Lu}\p{Ll}+$/u.test(word)) return !notNames.has(word) && !who.test(word) && !relativeWord.test(word)
    // A pet's name in lower case right after the animal ("cat pixel keeps"): a noun there, not a verb or a place word.
    if (petWord.test(words[index - 1] ?? '') && /^\p{Ll}{3,}$/u.test(word)) {
      // Read once per text: each word's tags as compromise reads them in its sentence.
      petNames ??= new Set(
        (doc().match('#Singular').not(notPetName).out('array') as string[]).map((said) =>
          said.toLowerCase().replace(/[^\p{L}'’-]+/gu, ''),
        ),
      )
      if (petNames.has(word.toLowerCase())) return true
    }
    // A name in lower case ("sam") is one compromise knows as a first name.
    firstNames ??= new Set((doc().match('#FirstName').out('array') as string[]).map((name) => name.toLowerCase()))
    return firstNames.has(word.toLowerCase())
  }
  // "bc biscuit is coming with me", "and mochi keeps stealing socks": a pet's name in lower case, as the subject of
  // a verb with no article or adjective before it (not "a cute dog at the park", nor "cat food is…").
  let petSubjects: Set<string> | undefined
  const petSubject = (word: string) => {
    petSubjects ??= new Set(
      (doc().match(subjectWithoutArticle, 0).out('array') as string[]).map((said) => said.toLowerCase()),
    )
    return petSubjects.has(word.toLowerCase()) && !unnamedSubject.test(word)
  }
  return words.some(
    (word, index) =>
      ((kin.some((at) => at !== index && Math.abs(at - index) <= nameReach && sentenceOf[at] === sentenceOf[index]) ||
        (pet && index > 0 && sentenceOf[index - 1] === sentenceOf[index] && /^\p{Lu}\p{Ll}+$/u.test(word))) &&
        isName(word, index)) ||
      (pet && /^\p{Ll}{3,}$/u.test(word) && petSubject(word)),
  )
}

/**
 * "ex-partner", "my ex Tom", "former husband": a relation that has ended. Not "late wife": a widower's wife is still
 * the one asked about as his wife.
 */
const endedRelation = /\b(?:ex|former)\b[\s-]*\p{L}/iu
/** Relatives asked for by one side of a pair, said by the other: a son is not a daughter, a brother not a sister. */
const genderedKin: Array<[RegExp, RegExp]> = [
  [/^(?:sons?|boys?|lads?|stepsons?)$/i, /^(?:daughters?|girls?|stepdaughters?)$/i],
  [/^(?:brothers?)$/i, /^(?:sisters?)$/i],
  [/^(?:mother|mum|mom|mam|stepmom)$/i, /^(?:father|dad|papa|stepdad)$/i],
]
/** A pet asked for by its kind, and what says that kind in a text: its words, breeds or emoji. */
const petKinds: Array<[RegExp, RegExp]> = [
  [
    /^(?:dogs?|pupp(?:y|ies)|pups?)$/i,
    new RegExp(`\\b(?:dogs?|pupp(?:y|ies)|pups?)\\b|${dogEmoji}|${dogBreeds.source}`, 'iu'),
  ],
  [/^(?:cats?|kittens?)$/i, new RegExp(`\\b(?:cats?|kittens?|kitty|tabby)\\b|${catEmoji}`, 'iu')],
]
/** Words that tell which of several children or siblings: the eldest is not the youngest. */
const rankWords: Record<string, string> = { eldest: 'eldest', oldest: 'eldest', youngest: 'youngest', middle: 'middle' }
const rankPattern = /\b(eldest|oldest|youngest|middle)\b/i

/**
 * Whether a text speaks of another relative than the one asked about, though of the same kind: an ex when the
 * question asks of a partner ("the user's new girlfriend" is not "the user's ex-partner Kayla"), the youngest child
 * when it asks of the eldest.
 */
function anotherOfKind(search: string, text: string): boolean {
  const asked = ofRelative.exec(search)
  if (!asked) return false
  const askedWords = search.slice(Math.max(0, asked.index - 12), asked.index + asked[0].length)
  // The text's words, read once for whichever check below needs them.
  let read: string[] | undefined
  const wordsOf = () => {
    read ??= text.slice(0, 1000).match(/\p{L}+/gu) ?? []
    return read
  }
  if (!endedRelation.test(askedWords) && endedRelation.test(text)) {
    // Unless the text also speaks of a relative of that kind who is no ex ("my ex Tom and my partner Sam").
    const who = kinWordsOf(asked[1] ?? '')
    const words = wordsOf()
    const current = words.some((word, index) => who.test(word) && !/^(?:ex|former)$/i.test(words[index - 1] ?? ''))
    if (!current) return true
  }
  // "the user's daughter" is not answered by what names only a son ("The user's son seems to be called Yousef").
  const askedSide = genderedKin.findIndex((pair) => pair.some((side) => side.test(asked[1] ?? '')))
  if (askedSide >= 0) {
    const pair = genderedKin[askedSide] as [RegExp, RegExp]
    const wanted = pair[0].test(asked[1] ?? '') ? pair[0] : pair[1]
    const other = wanted === pair[0] ? pair[1] : pair[0]
    const words = wordsOf()
    if (words.some((word) => other.test(word)) && !words.some((word) => wanted.test(word))) return true
  }
  // "the user's dog" is not answered by a cat's name ("her name is Mochi, orange tabby 🐱").
  const askedKind = petKinds.find(([word]) => word.test(asked[1] ?? ''))
  if (askedKind) {
    const others = petKinds.filter((kind) => kind !== askedKind)
    if (!askedKind[1].test(text) && others.some(([, signs]) => signs.test(text))) return true
  }
  const askedRank = rankPattern.exec(asked[0])?.[1]
  const saidRank = rankPattern.exec(text)?.[1]
  return (
    askedRank !== undefined &&
    saidRank !== undefined &&
    rankWords[askedRank.toLowerCase()] !== rankWords[saidRank.toLowerCase()]
  )
}

/**
 * The kind of answer a question about someone of the user's needs, when it asks their work ("What does the user's
 * sister do for a living?") or their name ("What is the name of the user's husband?"): a test of whether a text can
 * answer it. What the profile knows of the sister that says nothing of work, or of the husband without a name, does
 * not. `named`: the question asks about someone by name ("What does Kenji do?", named-subject.ts), whose work is
 * asked the same way, and this tells whether a sentence speaks of them. Undefined for other questions, which any evidence about the person may answer ("What happened
 * to the user's mother?"). `asks` tells which: a name is looked for anywhere in a message, its questions too ("can you
 * check my email to my landlord? 'Dear Mr. Patel…'"), and never taken on meaning alone; work only in what the user
 * states, and a text found by meaning counts (the meaning check judged it) unless the question names whom it asks
 * about, whose name alone draws such texts.
 */
export function answerOfRelative(
  search: string,
  named?: (text: string) => boolean,
): { says: (text: string) => boolean; asks: 'name' | 'work' | 'age' | 'school' } | undefined {
  const role = named || ofRelative.test(search) ? undefined : askedRole(search)
  if (role !== undefined && (asksName.test(search) || /^\W*who\b/i.test(search))) {
    // "Who is the user's manager?", "What is the name of the user's therapist?": a name said with the role.
    // By the role's stem: "therapy" for a therapist, "teaching" for a teacher.
    const stem = sameRole[role] ?? (role.length > 6 ? role.replace(/(?:ist|er|or|ian)$/, '') : role)
    const who = new RegExp(`^(?:${stem})[\\p{L}'’]*$`, 'iu')
    return { says: (text) => namesRelative(text, who), asks: 'name' }
  }
  // "What name have they picked for the baby?": a name asked of "the baby", as of "their baby".
  const relative = ofRelative.exec(search) ?? (asksName.test(search) ? theNewcomer.exec(search) : null)
  if (!named && !relative) return undefined
  // "What is the name of the school the user's son attends?": the name of a thing of theirs, which what names the son
  // alone does not give; the evidence must also speak of that thing.
  const thing = nameOfThing.exec(search)?.[1]
  const said =
    thing && !relativeWord.test(thing)
      ? new RegExp(`\\b${thing.slice(0, Math.max(4, thing.length - 2))}`, 'iu')
      : undefined
  const same = (text: string) => named !== undefined || !anotherOfKind(search, text)
  if (!named && asksName.test(search)) {
    const who = kinWordsOf(relative?.[1] ?? '')
    // "Freja's parents": whose relatives they are, which is no answer.
    const owner = /^(\p{L}+)['’]s\b/u.exec(relative?.[0] ?? '')?.[1]?.toLowerCase()
    const namesThem = (text: string) => namesRelative(text, who, owner === 'user' ? undefined : owner)
    if (said)
      return {
        says: (text) => said.test(text) && same(text) && (saysName.test(text) || namesThem(text)),
        asks: 'name',
      }
    return {
      says: (text) => same(text) && (namesThem(text) || (saysName.test(text) && !namesOnlyOthers(text, who))),
      asks: 'name',
    }
  }
  // "How old is the user's son?": what is known of the son that gives no age ("taking my boy DJ fishing") does not
  // answer it.
  if (asksAge.test(search)) {
    const who = named ? undefined : kinWordsOf(relative?.[1] ?? '')
    return { says: (text) => same(text) && agedAsAsked(text.replace(notAges, ' '), who), asks: 'age' }
  }
  if (asksSchool.test(search) && !asksWork.test(search)) {
    // "What year of school…?" is answered by "is in Form 2"; "Which school…?" is not.
    const year = asksSchoolYear.test(search)
    return {
      says: (text) => same(text) && (saysStudy.test(text) || (year && saysSchoolYear.test(text))),
      asks: 'school',
    }
  }
  if (asksWork.test(search)) {
    const saysWorkIn = (text: string) =>
      saysWork.test(text) ||
      startsAtFirm.test(text) ||
      (text.match(/[\p{L}-]+/gu) ?? []).some((word) => isOccupation(word))
    // Asked by name, the work must be said in a sentence that names them: "doctor say i am lactose intolerant… so my
    // boyfriend Minh will be taster" tells a doctor's work, not Minh's.
    const says = named
      ? (text: string) =>
          text
            .slice(0, 2000)
            .split(/(?<=[.!?…])\s+|\n+/)
            .some((sentence) => named(sentence) && saysWorkIn(sentence))
      : (text: string) => same(text) && saysWorkIn(text)
    return { says, asks: 'work' }
  }
  return undefined
}
