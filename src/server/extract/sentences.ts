/** "mia n i", "sam n me": chat's "n" for "and" before the speaker. */
const andForN = /(?<=\p{L}) n (?=(?:I|i|me)\b)|(?<=\b(?:me|Me|I|i)) n (?=\p{L})/gu

/** The text with chat's "n" for "and" before the speaker said as "and" ("mia n i are 6 months" → "mia and i…"). */
export function withAndForN(text: string): string {
  return text.replace(andForN, ' and ')
}

const contractions: [RegExp, string][] = [
  [/[‘’]/g, "'"],
  [/[“”]/g, '"'],
  [/\bi'm\b/gi, 'I am'],
  [/\bim\b(?= (?:a|an|the|so|not|from|in|at|going|working|living|married|single|\d))/gi, 'I am'],
  // Chat drops the apostrophe ("i dont drink anymore"): read as written with it, or "don't" would be lost.
  [/\b[Ii]m\b(?= [a-z])/g, 'I am'],
  [/\b[Ii]ve\b(?= [a-z])/g, 'I have'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should)nt\b/gi, '$1 not'],
  [/\bcant\b/gi, 'cannot'],
  [/\bwont\b(?= [a-z])/gi, 'will not'],
  [/\bi've\b/gi, 'I have'],
  [/\bi'd\b/gi, 'I would'],
  [/\bi'll\b/gi, 'I will'],
  [/\bwe're\b/gi, 'we are'],
  [/\bwe've\b/gi, 'we have'],
  [/\bwe'll\b/gi, 'we will'],
  [/\bwe'd\b/gi, 'we would'],
  [/\b(I|we) have got\b/gi, '$1 have'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|must|need)n't\b/gi, '$1 not'],
  [/\bgonna\b/gi, 'going to'],
  // "started me own food truck", "me mum's visiting": "my", as British, Irish and Australian chat says it.
  [
    /\bme (?=(?:own|mum|mam|ma|dad|da|nan|gran|brother|sister|bro|sis|missus|wife|husband|kids|boy|girl|mate|mates|boss|car|house|flat|place)\b)/gi,
    'my ',
  ],
  // "just me and the missus, Sian", "the hubby's cooking tonight": chat's own spouse, said with "the" (not "the other
  // half", which is as often half of a payment).
  [/\bthe (?=(?:missus|missis|hubby)\b)/gi, 'my '],
  [/\bwanna\b/gi, 'want to'],
  // "my bday is on the 14th", "b-day drinks friday": a birthday.
  [/\bb-?day\b/gi, 'birthday'],
  [/\bb-?days\b/gi, 'birthdays'],
  // "mia n i are 6 months today": "n" for "and".
  [andForN, ' and '],
  [/\bi\b/g, 'I'],
]

const possessive = '(my|our|his|her|their)'
const ofAge = '((?:(?:little|lil|big|younger|older|elder|baby|twin|kid|late|dear|old) )?)'
/**
 * Chat's and other languages' words for family after a possessive, as the words rules know: "my younger bro rohan",
 * "my didi priya", "my mummy", "our papa", "my mil". Said alone at the start, a parent's pet name is the speaker's
 * ("Mummy had her checkup", "papa wants me to sit at the shop"), and so is a husband's ("hubby is full WFH").
 */
const kinWords: [RegExp, string][] = [
  [new RegExp(`\\b${possessive} ${ofAge}(?:bro|bhai|bhaiya)\\b`, 'gi'), '$1 $2brother'],
  [new RegExp(`\\b${possessive} ${ofAge}(?:sis|didi|akka)\\b`, 'gi'), '$1 $2sister'],
  [new RegExp(`\\b${possessive} ${ofAge}(?:mummy|mommy|mama|mamma|mammy|amma|ammi)\\b`, 'gi'), '$1 $2mum'],
  [new RegExp(`\\b${possessive} ${ofAge}(?:papa|daddy|pops|appa|abba)\\b`, 'gi'), '$1 $2dad'],
  [new RegExp(`\\b${possessive} (?:hubby|hubs)\\b`, 'gi'), '$1 husband'],
  [new RegExp(`\\b${possessive} wifey\\b`, 'gi'), '$1 wife'],
  [new RegExp(`\\b${possessive} bf\\b`, 'gi'), '$1 boyfriend'],
  [new RegExp(`\\b${possessive} gf\\b`, 'gi'), '$1 girlfriend'],
  [new RegExp(`\\b${possessive} (mother|father|sister|brother|son|daughter) in law\\b`, 'gi'), '$1 $2-in-law'],
  [new RegExp(`\\b${possessive} mil\\b`, 'gi'), '$1 mother-in-law'],
  [new RegExp(`\\b${possessive} fil\\b`, 'gi'), '$1 father-in-law'],
  [/^(?:mummy|mommy)\b(?= \p{L})/iu, 'My mum'],
  [/^(?:papa|daddy)\b(?= \p{L})/iu, 'My dad'],
  [/(?<!\b(?:my|our|his|her|their|your|ur|a|the) )\bhubby\b/gi, 'my husband'],
  // "a dinner plan that works for my two, Ella is 9…": children, counted and then named with their ages.
  [/\b(my|our) (two|three|four|2|3|4)(?=[,:] \p{Lu}\p{Ll}+(?: is|['’]s|,) \d)/giu, '$1 $2 kids'],
]

const kinWord =
  /\b(?:bro|bhai|bhaiya|sis|didi|akka|mummy|mommy|mama|mamma|mammy|amma|ammi|papa|daddy|pops|appa|abba|hubby|hubs|wifey|bf|gf|mil|fil|in law)\b|\b(?:my|our) (?:two|three|four|2|3|4)[,:] /i

/** The text with chat's words for family as the words rules know ("brother", "sister", "mum", "dad", "husband"…). */
export function withKinWords(text: string): string {
  // Most sentences have none: one test instead of every replacement (a message of many short sentences reads each).
  if (!kinWord.test(text)) return text
  let result = text
  for (const [pattern, replacement] of kinWords) result = result.replace(pattern, replacement)
  return result
}

/**
 * Things a person says they have none of with a bare "No …" ("No kids, just us two", "No pets yet"): there "no" is
 * the statement, not an interjection to drop.
 */
export const noneOf =
  '(?:kids|children|child|pets?|siblings|brothers?|sisters?|car|partner|allergies|tattoos|tv|dog|cat|family)'

/** Interjections and discourse markers that carry nothing about the user ("Oh, actually I moved…"). */
const leadingFiller = new RegExp(
  `^(?:(?:well|oh|ooh|yeah|yes|yep|yup|no(?! longer\\b)(?! (?:[\\w-]+ )?${noneOf}\\b)|nope|ok|okay|so|actually|also|anyway|anyways|wow|hey|hi|hello|haha+|lol|um+|uh+|and|but|btw|honestly|omg|oh my god|guess what|you know what|by the way|thanks|thank you|sure|totally|absolutely|aw+|awesome|great|cool|nice|same here|me too|true|right|ah+|hmm+|yay|ugh+|phew|sigh|meh|gosh|argh+|fun fact|fyi|just so you know|for the record|tell me about it|you're telling me|sorry(?=\\s*[,!.:;—–-])|oops|whoops|yaar|yar|arre|arrey|acha|achha|accha|bhai|bro|dude|oi|oy|I tell a lie|my mistake|scratch that|(?:I should|I forgot to|I meant to|I need to|I have to|I must|let me) (?:mention|say|add|tell you|note)(?: that)?(?= (?:I|I'm|I've|my|we|we're|our)\\b))\\b[,!.:;—–-]*\\s*)+`,
  'i',
)

/**
 * Where sentences and clauses end. Every alternative that starts with whitespace only starts where a whitespace
 * run starts (`(?<!\s)`): without that guard, each position inside a long run re-scans the rest of the run and
 * splitting turns quadratic — ten messages of 32,000 spaces once held the service for 30 s. A clause starting
 * "and I" is split off only after more than a word of its clause ("My wife and I went", "…and then Rohan and I had
 * our first argument", "Last weekend my partner and I traveled" stay whole); that look back runs only
 * where the clause start really follows, and over at most one word. Chat ends a sentence with an emoji before a
 * capital, an "i" or a short question ("…already 😩 Sipho and I set the date", "…terracotta 🌿🧡 ideas for dresses?"),
 * unless the emoji stands for a word ("my 🐶 is sick"); "got it 🎉 starting 1 July" goes on.
 */
const sentenceBoundary =
  /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt|Ft|Jr|Sr|Prof|Rev|Sgt|Capt|Lt|Gen|Col|No|Nos|vs|approx|dept|Co|Inc|Ltd|Corp|Bros|[A-Z]|e\.g|i\.e|a\.m|p\.m)\.)(?<=[.!?…])\s+|(?<!\s)\s*\n\s*|;\s+|(?<=(?<!\b(?:my|our|the|a|an|his|her|their|your) ?)\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Lu}|i(?:m|'m)?\b|[^.!?\n]{1,80}\?)|(?<!\s)(?=,?\s+(?:and|but|so|because)\s+(?:I|we)(?:'m|'ve|'d|'ll|'re)?\s)(?<!(?:^|[.!?] |\p{Extended_Pictographic}\uFE0F? |\b(?:then|so|but|when|while|because|after|before|since|until) )(?:(?:[Mm]y|[Oo]ur|[Mm]e and my) )?[\w'-]{1,40})(?<!\b(?:[Yy]esterday|[Tt]oday|[Tt]onight|[Ww]eekend|[Ww]eek|[Mm]onth|[Yy]ear|[Nn]ight|[Mm]orning|[Aa]fternoon|[Ee]vening|[Ss]ummer|[Ww]inter|[Ss]pring|[Aa]utumn|(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day),? (?:[Mm]y|[Oo]ur) [\w'-]{1,40}),?\s+(?:and|but|so|because)\s+(?=(?:I|we)(?:'m|'ve|'d|'ll|'re)?\s)/u

/**
 * Splits a message into sentences, and sentences into clauses where a new one starts with "I" ("I am a nurse and I
 * live in Lisbon"), so each fact says one thing. Never splits after common abbreviations. Linear in the text's length.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(sentenceBoundary)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
}

/** Expands contractions and drops leading interjections so that rules see "I am …" rather than "Oh, I'm …". */
export function cleanSentence(sentence: string): string {
  let result = sentence
  for (const [pattern, replacement] of contractions) result = result.replace(pattern, replacement)
  result = withKinWords(result)
  // A leading vocative ("Gina, I …") names the listener, not the user.
  return (
    result
      .replace(leadingFiller, '')
      // "Big news: I …", "Update: we …": a short label before a colon; "update: got an offer…" too.
      .replace(/^[\w ]{1,24}:\s+(?=(?:I|my|we|our)\b)/, '')
      .replace(/^(?:update|news|big news|good news|bad news|fyi|edit|ps|p\.s\.)\s*:\s+/i, '')
      // "Update 🌱 went fully vegan", "Fuel question 🍝 I'm veggie": a label before an emoji; not "doin dry april 🍺".
      .replace(
        /^(?:[\p{L}-]+ )?(?:update|news|question|q|fyi|confession|rant|vent|help|edit|ps|progress|status|win|recap|reminder|follow-?up|announcement)\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\uFE0F|\u200D)*\s+/iu,
        '',
      )
      // …but "Mango, our kelpie, dug up…" names the subject, in apposition.
      .replace(/^[A-Z][a-z]+,\s+(?!(?:our|my) [\w-]+(?: [\w-]+)?,)(?=(?:I|my|we|our|me|you|the|this|that|it)\b)/, '')
      // "Pretty good - I am a nurse": the aside before a dash answers small talk.
      .replace(/^[^.]{0,30}?\s[-–—]+\s+(?=(?:I|my|we|our)\b)/i, '')
      .replace(leadingFiller, '')
      // "all good, booked flights for the 5th", "sweet as. Mele's gonna…": an acknowledgement, then a comma or a stop.
      .replace(acknowledgement, '')
      .trim()
  )
}

/** Words that acknowledge what was said, cut only before punctuation ("Sweet potatoes are…" keeps its "sweet"). */
const acknowledgement =
  /^(?:all good|all sorted|sweet as|sweet|no worries|sounds good|perfect|cheers|chur|nah|bro|mate|dude|fair enough|got it|done|noted)[,!.]+\s*/i

/** Words a question opens with. */
const questionWords =
  'do|does|did|are|is|was|were|can|could|would|will|should|shall|have|has|what|where|when|why|how|who|whom|which|whose|may'
const questionStart = new RegExp(`^(?:${questionWords})\\b(?!['’]t\\b| (?:I|we|my)\\b)`, 'i')

/** A sentence that opens as a question ("Should I…", "Is it…"): no statement, whatever follows. */
const asksFirst = new RegExp(`^(?:${questionWords}|am|had|might|must)\\b`, 'i')

/** A statement's tag that only asks to be confirmed: "Entries are due June 14 I think?", "…on the 3rd, right?". */
const confirmingTag = /,?\s(?:I think|I guess|I believe|I reckon|if I remember|right|yeah|no)\s?\?+[\s"')\]]*$/i

/**
 * The statement before a tag that only asks to be confirmed ("Entries are due June 14 I think?" → "Entries are due
 * June 14"), or undefined when the sentence is no such statement (a real question keeps its question mark).
 */
export function statementBeforeTag(sentence: string): string | undefined {
  const tag = confirmingTag.exec(sentence)
  if (!tag) return undefined
  const statement = sentence.slice(0, tag.index).trim()
  if (statement.length < 8 || asksFirst.test(statement) || /\?/.test(statement)) return undefined
  return statement
}

/**
 * A statement and the question or request it leads to, in one sentence: "We have a cat called Pirozhok, what to do?",
 * "I've been vegetarian since 2019 — do Portuguese restaurants have options?", "I got an internship at BMW, what
 * should I prepare?". Anchored, with the statement at most 300 characters: each sentence is tried once.
 */
const statementThenAsk =
  /^(.{6,300}?)(?:,|;|\s[—–-]+)\s+(?=(?:so |and |but |any(?:one)? )?(?:what|how|which|who|where|when|why|can|could|would|will|should|shall|is|are|do|does|did|any|anything|please|help|tips|ideas|thoughts|advice|suggestions|recommend)\b)/i
/**
 * "Help me write a toast — my brother Arjun is getting married…", "can u help me with my cv, im electrician 6 years":
 * the statement after a request or question.
 */
const askThenStatement = /^(.{6,300}?)(?:\s[—–-]+\s|:\s|,\s)(?=(?:I|i|I['’]m|i['’]m|im|Im|my|My|we|We|our|Our|me)\b)/

/** A reason given inside a question: "…since I'm a student?", "…because we are vegan?". */
const reasonInAsk =
  /\b(?:since|because|cause|cuz|coz|bc) ((?:I|we)(?:['’]m| am| are|['’]re| have| have been|['’]ve been) [^?,;]{3,120})/i
/** A condition of the user's inside a question: "…when I am lactose intolerant?" (as non-native speakers say since). */
const conditionInAsk =
  /\bwhen ((?:I|we)(?:['’]m| am| are|['’]re) (?:\w+ )?(?:intolerant|allergic|vegan|vegetarian|pescatarian|diabetic|coeliac|celiac|pregnant|breastfeeding)\b[^?,;]{0,80})/i

/**
 * The statement said in the same sentence as a question or request, if there is one and it speaks of the speaker:
 * read on its own, it says what the whole sentence, a question, would otherwise lose.
 */
export function statementBesideAsk(sentence: string): string | undefined {
  const asks = isQuestion(sentence)
  const before = asks ? statementThenAsk.exec(sentence)?.[1]?.trim() : undefined
  if (before && !isQuestion(before) && isFirstPerson(before)) return before
  // "How can I make pierogi when I am lactose intolerant?", "what laptop should I get since I'm a student?": the
  // reason the question gives is the user's.
  const reason = asks ? (reasonInAsk.exec(sentence) ?? conditionInAsk.exec(sentence))?.[1]?.trim() : undefined
  if (reason) return reason
  const after = askThenStatement.exec(sentence)
  if (
    after?.[1] &&
    (isQuestion(after[1]) ||
      /^(?:please |pls |plz |can you |can u |could you |could u |help |write |tell |give )/i.test(after[1]))
  ) {
    const rest = sentence.slice(after[0].length).trim()
    if (rest && !isQuestion(rest)) return rest
  }
  return undefined
}

/** Questions state nothing about the user ("Do you live in Lisbon?"). */
export function isQuestion(sentence: string): boolean {
  // One character class, not `\s*["')\]]*\s*`: two adjacent `\s*` share a run of spaces in quadratically many ways.
  return /\?[\s"')\]]*$/.test(sentence) || questionStart.test(sentence)
}

const firstPerson = /\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves)\b/i

/** Whether the sentence speaks about the speaker at all. */
export function isFirstPerson(sentence: string): boolean {
  return firstPerson.test(sentence)
}

const weakWords = new Set(
  `i me my mine myself we us our ours ourselves you your yours it its this that these those there here a an the and or
  but so to of in on at for with by from up about as into just really very too also so much many lot lots am is are
  was were be been being have has had do does did will would can could should might must may not no yes yeah oh
  think know guess mean feel hope bet agree see sure thing things stuff way well totally definitely always never
  love like glad happy sorry thanks thank great good nice awesome amazing cool fun wait what how when where why who
  which get got going go gonna want let make made say said tell told right now then again even still ever excited
  thrilled proud stoked grateful thankful blessed lucky touched honored appreciate appreciated enjoy enjoyed loved`.split(
    /\s+/,
  ),
)

/** The words of a sentence that carry content, lower case, as written. */
function contentTokens(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((word) => !weakWords.has(word))
}

/** Counts the words that carry content: "I love that!" has none, "I love hiking" has one. */
export function contentWordCount(sentence: string): number {
  return contentTokens(sentence).length
}

/** The words that carry content, lower case, a plural or third-person "s" dropped ("lives" → "live"). */
export function contentWords(sentence: string): string[] {
  return contentTokens(sentence)
    .filter((word) => word !== 'user')
    .map((word) => (word.length > 3 ? word.replace(/(?<!s)s$/, '') : word))
}

/** A reply that names its subject in the first person ("I work weekends as a barista", "my sister"). */
export const namesOwnSubject = /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll|my|me|mine|we|we're|we’re|our|us)(?![\w'’])/i

/** Small talk aimed at the other person ("I hope you had fun", "I'm so proud of you"). */
export function isAboutListener(sentence: string): boolean {
  if (!/\byou(?:r|rs|rself)?\b/i.test(sentence)) return false
  return /^I (?:think|guess|hope|bet|know|feel|believe|wish|mean|agree|understand|see|am (?:so )?(?:proud|happy|glad|sorry))\b/i.test(
    sentence,
  )
}
