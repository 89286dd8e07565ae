import { type AddFact, capitalFirst, captureAfter, household, indefiniteArticle, personName } from './rule-helpers'

/** The people a user speaks of as "my …" whose facts are theirs, not the user's. */
export const relations =
  'mother-in-law|father-in-law|sister-in-law|brother-in-law|son-in-law|daughter-in-law|twin sister|twin brother|little sister|little brother|older sister|older brother|younger sister|younger brother|sister|brother|mom|mum|mother|dad|father|wife|husband|partner|spouse|boyfriend|girlfriend|fiancé|fiance|fiancée|fiancee|son|daughter|boss|manager|supervisor|best friend|grandma|grandmother|grandpa|grandfather|granny|gran|nana|grandad|granddad|grandmum|grandmom|abuela|abuelita|abuelo|abuelito|oma|opa|nonna|nonno|babcia|dziadek|bubbe|zayde|aunt|uncle|cousin|roommate|niece|nephew|stepson|stepdaughter|stepmom|stepdad|friend|neighbour|neighbor|colleague|coworker|flatmate|housemate|parents|grandparents|kids|children|in-laws|ex|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend'
/** Chat's words for a relation, as the relation's own word: "hubby" is a husband, "bf" a boyfriend. */
export const relationNicknames: Record<string, string> = {
  hubby: 'husband',
  hubs: 'husband',
  wifey: 'wife',
  bf: 'boyfriend',
  gf: 'girlfriend',
  'other half': 'partner',
  'better half': 'partner',
  missus: 'wife',
  lad: 'son',
  // An older sibling, an aunt, an uncle or a grandparent as Korean, Tagalog, Hindi and Spanish call them.
  noona: 'sister',
  unnie: 'sister',
  hyung: 'brother',
  kuya: 'brother',
  didi: 'sister',
  bhaiya: 'brother',
  tía: 'aunt',
  tia: 'aunt',
  tío: 'uncle',
  tio: 'uncle',
  lola: 'grandmother',
  lolo: 'grandfather',
  youngest: 'youngest child',
  eldest: 'eldest child',
  oldest: 'oldest child',
  // "Obinna is my last born", as Nigerian and Kenyan English say the youngest and the eldest.
  'last born': 'youngest child',
  'last-born': 'youngest child',
  lastborn: 'youngest child',
  'first born': 'eldest child',
  'first-born': 'eldest child',
  firstborn: 'eldest child',
}
/** The chat words for a relation, as a pattern's alternation. */
export const relationNicknameWords = Object.keys(relationNicknames).join('|')
const species =
  'dog|cat|puppy|kitten|bird|parrot|rabbit|bunny|hamster|fish|turtle|horse|snake|guinea pig|pony|lizard|tortoise|ferret|gecko|chicken|goat'
const breeds: Record<string, string> = {
  retriever: 'dog',
  labrador: 'dog',
  lab: 'dog',
  poodle: 'dog',
  beagle: 'dog',
  terrier: 'dog',
  bulldog: 'dog',
  shepherd: 'dog',
  husky: 'dog',
  corgi: 'dog',
  dachshund: 'dog',
  spaniel: 'dog',
  collie: 'dog',
  pug: 'dog',
  chihuahua: 'dog',
  greyhound: 'dog',
  rottweiler: 'dog',
  doodle: 'dog',
  labradoodle: 'dog',
  goldendoodle: 'dog',
  tabby: 'cat',
  siamese: 'cat',
  persian: 'cat',
  ragdoll: 'cat',
  puppy: 'dog',
  kitten: 'cat',
  bunny: 'rabbit',
  kelpie: 'dog',
  heeler: 'dog',
  whippet: 'dog',
  schnauzer: 'dog',
  boxer: 'dog',
  dalmatian: 'dog',
  pointer: 'dog',
  setter: 'dog',
  vizsla: 'dog',
  weimaraner: 'dog',
  samoyed: 'dog',
  akita: 'dog',
  shiba: 'dog',
  pomeranian: 'dog',
  springer: 'dog',
  cockapoo: 'dog',
  cavapoo: 'dog',
  staffy: 'dog',
  sheepdog: 'dog',
  mastiff: 'dog',
  lurcher: 'dog',
  'maine coon': 'cat',
  bengal: 'cat',
  sphynx: 'cat',
  'bearded dragon': 'lizard',
  iguana: 'lizard',
  axolotl: 'axolotl',
  budgie: 'bird',
  cockatiel: 'bird',
}
const animal = `${species}|${Object.keys(breeds).join('|')}`
/** Words after "my wife" that are not her name ("my wife Monday…" never happens, "my wife I…" does). */
const notNames = new Set(['I', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])

/** Who the user parted from, said beside a divorce or a break-up: "me and Karen", "Karen and I", "with/from Karen". */
/**
 * "me n Kayla are done. like actually done this time": a couple said to be over, the other one named (capitalised,
 * as lower-case-names.ts leaves a first name), so that "work and me are done" is no break-up.
 */
const coupleOver =
  /\b(?:[Mm]e (?:and|n|&) \p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+ (?:and|n|&) (?:I|me))(?: are|['’]re| r) (?:officially |actually |so |really |finally )?(?:done|over|through|finished)\b(?! (?:with|by|at|in)\b| for (?!real\b|good\b))/u
/**
 * "me n tama are done. for real this time": the same with the name typed in lower case, only where the sentence ends
 * on it or says it is for real ("for good", "this time", "officially done"): not "me and dad are done with the
 * garage", nor "me and jo are done!" after a day's painting.
 */
const coupleOverLowerCase =
  /\bme (?:and|n|&) (?!(?:the|my|him|her|them|u|you|dad|mum|mom|mam|sis|bro|work|this|that|it|everyone|everybody)\b)(\p{Ll}{2,15}) (?:are|['’]re|r) (?:(?:officially|actually|really|finally) (?:done|over|finished)\b|(?:done|over|finished)(?=\s*(?:\.+\s*)?$|,? (?:for real|for good|this time)\b))/u
const exPartner =
  /\b(?:me (?:and|n|&)|(?:up|split|separated|divorced|ended (?:things|it)) (?:with|from)) (\p{Lu}\p{Ll}+)\b|\b(\p{Lu}\p{Ll}+) (?:and|n|&) (?:I|me)\b/u

const speciesOf = (kind: string) => breeds[kind] ?? kind

const relationPattern = new RegExp(
  `\\b(?:my|our) (?:own )?(${relations}|${relationNicknameWords})(?:'s name is | is (?:called|named) |,? (?=\\p{Lu}\\p{Ll}))`,
  'iu',
)
/**
 * "Ana is my sister", "Obinna is my last born": a relative named before the relation (one relative, not "parents" or
 * "kids").
 */
const namedFirstPattern = new RegExp(
  `(?:^|[\\s,(])(\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?) is (?:my|our) ((?!parents|grandparents|kids|children|in-laws)(?:${relations}|${relationNicknameWords}))(?=$|[\\s,.!;:)—–-])(?!\\s*'s)`,
  'u',
)
/**
 * "Maya and I are officially going out", "kai and i are officially a thing", "me and Efua have been together four
 * years": a couple named by the user, in either order. The name in any case ("maya and i"): the words after say it is
 * a person.
 */
const couplePattern =
  /(?:^|[\s,(])(?:(\p{L}[\p{Ll}'-]+) and I|me and (\p{L}[\p{Ll}'-]+)) (?:are|have been|'ve been|were|are now|got) (?:officially |now |finally |just |still )?(?:going out|dating|together|a couple|seeing each other|an item|a thing|official|exclusive|(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|months?|years?|yrs?) (?:today|now|together|strong|this week|on)\b)\b/iu
/** Someone of the user's proposing ("Rodel proposed!", "my gf proposed"), not to someone else ("…proposed to Mia"). */
const proposal =
  /(?:^|[\s,(])(?:(\p{Lu}\p{Ll}+)|(?:my|our) (?:boyfriend|girlfriend|partner|bf|gf|man|lady)) (?:just |finally |actually |officially )?proposed(?: to (?:me|the user))?(?=\s*(?:$|[.!?,;…:)\p{Extended_Pictographic}]|(?:last|this|yesterday|today|tonight|on|at|in|and|while|during|after)\b))/u
/** A birth announced: "She's here!! Sofía, 7 lb 2 oz", "Baby is here - Noah, 3.4 kg". */
const birthAnnouncement =
  /\b(?:([Ss]he|[Hh]e)|(?:[Tt]he |[Oo]ur )?[Bb]aby)(?:['’]s| is) (?:here|born|arrived)\b[!.,:\s—–-]*(\p{Lu}\p{Ll}+)(?=[,:]? (?:(?:weighing|at|born at|[—–-]) )?\d+(?:\.\d+)? ?(?:lbs?|kg|kilos?|pounds|oz)\b)/u

/**
 * The baby a message announces by name and weight ("She's here!! Sofía, 7 lb 2 oz, Tuesday 4:12am"): the user's
 * newborn, a daughter after "she", a son after "he". Read from the whole message, as the name is often a sentence of
 * its own.
 */
export function announcedBirth(text: string): Array<{ key: string; text: string }> {
  const born = birthAnnouncement.exec(text.slice(0, 400))
  const name = born?.[2]
  if (!born || !name || notNames.has(name)) return []
  const pronoun = born[1]?.toLowerCase()
  const kin = pronoun === 'he' ? 'son' : pronoun === 'she' ? 'daughter' : 'baby'
  return [
    { key: `relation.${kin}.name`, text: `The user's ${kin} is called ${name}.` },
    { key: 'children', text: `The user has a newborn ${kin}, ${name}.` },
  ]
}
/** Words that join "and I" without naming anyone ("Then and I…", "Mum and I are together"): not a partner. */
const notPartners =
  /^(?:then|now|so|he|she|they|it|you|mum|mom|dad|mother|father|sister|brother|friends?|family|kids|everyone|both)$/i
/** Capitalised words that are no one's name: a sentence's "This is my sister" or "He's my brother". */
const pronouns = /^(?:This|That|It|He|She|Here|There|Who|Which|Mine|Yours|Now|Today)$/
const changedPattern = new RegExp(`\\b${household} (?:just |recently |finally )?got (married|engaged|divorced)\\b`, 'i')
const namedPetPattern = new RegExp(
  `\\b(?:${household} (?:just |recently |finally )?(?:have|has|got|adopted|rescued|bought) (?:a|an|one|our|my) (?:new )?((?:[\\w-]+ ){0,2}?(${animal})) (?:called |named )|my (${animal})(?:'s name is| is (?:called|named)) |my (${animal}),? (?=\\p{Lu}\\p{Ll}))`,
  'iu',
)
const ownedPetPattern = new RegExp(
  `\\b${household} (?:(have|got|adopted|rescued|bought|brought home|just got|just adopted) (?:a|an|one|two|three|our|my) (?:new )?((?:[\\w-]+ ){0,2}?(${animal})s?)\\b)`,
  'i',
)
/**
 * "Mango, our kelpie", "Juniper the rabbit", "Gus (my bearded dragon)", "Biscuit is my cat": a pet named before its
 * kind.
 */
const nameThenPetPattern = new RegExp(
  `(?:^|[\\s,(])(\\p{Lu}\\p{Ll}+)(?:,? (?:our|my) |\\s*\\((?:our|my) | the | is (?:our|my) )(?:(?:old|new|little|rescue|baby|young) )?(${animal})\\b(?! (?:walker|sitter|groomer|trainer|food|bed|park|show|lover|person|friend)\\b)`,
  'u',
)
/** "Moose is a 4yo golden retriever": a sentence that opens with a name and tells the animal's age is of a pet known. */
const agedPetPattern = new RegExp(
  `^(\\p{Lu}\\p{Ll}+) is an? (?:\\d+ ?(?:yo|y/o|yr old|year old|years old|-year-old)|(?:one|two|three|four|five|six|seven|eight|nine|ten)[ -]year[ -]old) (?:[\\p{L}-]+ ){0,2}?(${animal})\\b`,
  'u',
)
const lostPetPattern = new RegExp(`\\b(?:my|our) (${animal})(?: [A-Z][a-z]+)? (?:died|passed away|passed)\\b`, 'i')

/**
 * Family and pets: relatives' names ("my sister is called Ana", "my wife Leila"), relationship status and its
 * changes ("I'm married", "I got engaged", "we broke up"), pets with or without names ("I have a dog named Rex",
 * "we adopted a golden retriever") and their loss ("our dog died").
 */
export function findFamily(text: string, add: AddFact): void {
  const relation = relationPattern
  const relative = captureAfter(text, relation, personName)
  // "my bf Felipe": the relation's own word, a boyfriend.
  const said = (relation.exec(text)?.[1] ?? '').toLowerCase()
  const who = relationNicknames[said] ?? said
  if (relative && !notNames.has(relative.value.split(' ')[0] ?? '')) {
    add(`relation.${who.replace(/\s+/g, '-')}.name`, `The user's ${who} is called ${relative.value}`, relative.end)
  } else {
    // "Ana is my sister", "Honza is my boyfriend": the name said first.
    const named = namedFirstPattern.exec(text)
    const name = named?.[1]
    const saidKin = named?.[2]?.toLowerCase()
    const kin = saidKin === undefined ? undefined : (relationNicknames[saidKin] ?? saidKin)
    if (name && kin && !notNames.has(name) && !pronouns.test(name)) {
      add(
        `relation.${kin.replace(/\s+/g, '-')}.name`,
        `The user's ${kin} is called ${name}`,
        named.index + named[0].length,
      )
    }
  }

  const couple = couplePattern.exec(text)
  const partner = couple?.[1] ?? couple?.[2]
  if (couple && partner && !notPartners.test(partner) && !notNames.has(partner)) {
    add(
      'relation.partner.name',
      `The user's partner is called ${capitalFirst(partner)}`,
      couple.index + couple[0].length,
    )
  }

  const status =
    /\b(?:I am|(?:I|we) (?:have|had) been|we are) (?:now |currently |happily |still )?(single|married|engaged|divorced|widowed|separated|in a relationship)\b/i.exec(
      text,
    )
  if (status?.[1]) {
    const partner = /^ (?:to|with) ([A-Z][a-z'-]+)/.exec(text.slice(status.index + status[0].length))?.[1]
    const value = `The user is ${status[1].toLowerCase()}${partner ? ` to ${partner}` : ''}`
    add('relationship.status', value, status.index + status[0].length + (partner ? partner.length + 4 : 0))
  }
  // "I'm a single mum of two", "being a single dad is hard": raising children without a partner.
  const singleParent =
    /\b(?:I am|I have been|being) (?:now |still )?a single (?:mum|mom|mother|dad|father|parent)\b/i.exec(text)
  if (singleParent && !status) {
    add('relationship.status', 'The user is a single parent', singleParent.index + singleParent[0].length)
  }
  // "me and Karen finalized the divorce in feb", "the divorce went through": divorced, from then.
  const divorce =
    /\b(?:finali[sz]ed (?:the|our|my) divorce|(?:the|our|my) divorce (?:went through|is final|came through)|got (?:a|my|the) divorce|(?:since|after|because of) (?:the|my|our) divorce|(?:I|we) (?:are|am|'re|’re) (?:going through|in the middle of) (?:a|the|my|our) divorce)\b/i.exec(
      text,
    )
  if (divorce) {
    const going = /going through|in the middle of/i.test(divorce[0])
    const status = going ? 'The user is going through a divorce' : 'The user is divorced'
    // "since the divorce" tells the status, not when it began.
    const dated = !/^(?:since|after|because)/i.test(divorce[0])
    add('relationship.status', status, divorce.index + divorce[0].length, dated)
  }
  const changed = changedPattern.exec(text)
  if (changed?.[1]) {
    add('relationship.status', `The user got ${changed[1].toLowerCase()}`, changed.index + changed[0].length, true)
  }
  // "Rodel proposed!!! 💍", "my boyfriend proposed last night and I said yes": the user is engaged, to them.
  const proposed = !changed ? proposal.exec(text) : null
  if (proposed && !(proposed[1] && notNames.has(proposed[1]))) {
    add('relationship.status', 'The user got engaged', proposed.index + proposed[0].length, true)
    if (proposed[1]) add('relation.fiancé.name', `The user's fiancé is called ${proposed[1]}`, 0)
  }
  // "me n kayla are done. like actually done this time", "marcus and i are done for real": a couple said to be over
  // is a break-up too (not "done for the day"); so is "Karthik and I ended things", "I ended it with Tom".
  const brokeUp =
    /\b(?:I|we|me (?:and|n|&) \w+|\w+ (?:and|n|&) (?:I|me)) (?:just |recently |finally |have |had )?(?:broke up|split up|separated|ended (?:things|it)(?! (?:at|with (?:a|the|my|our)))|called it quits)\b/i.exec(
      text,
    ) ?? coupleOver.exec(text)
  const typedLowerCase = brokeUp ? null : coupleOverLowerCase.exec(text)
  const broke = brokeUp ?? typedLowerCase
  if (broke) add('relationship.status', 'The user broke up with their partner', broke.index + broke[0].length, true)
  // "divorced since 2015, me and Karen still talk", "I broke up with Tom": the one the user parted from.
  const parted = status?.[1] === 'divorced' || status?.[1] === 'separated' || divorce || broke
  const ex = parted ? exPartner.exec(text) : null
  // "me n tama are done": the name the lower-case pattern read, when it was the one that found the break-up.
  const lowerCaseEx = typedLowerCase?.[1] ? capitalFirst(typedLowerCase[1]) : undefined
  const exName = ex?.[1] ?? ex?.[2] ?? lowerCaseEx
  if (exName && !notNames.has(exName)) add('relation.ex.name', `The user's ex-partner is called ${exName}`, 0)
  const dating = /\bI (?:am|have been) (?:now )?(?:dating|seeing|going out with) ([A-Z][a-z'-]+)/.exec(text)
  if (dating?.[1]) {
    add('relationship.status', `The user is dating ${dating[1]}`, dating.index + dating[0].length, true)
  }

  // "I have two boys", "we have a daughter", "I don't have kids (yet)": children, or none.
  const children =
    /\b(?:I|we) (?:have|have got|had) (a|an|one|two|three|four|five|\d) (kids?|children|child|sons?|daughters?|boys?|girls?|little ones)\b/i.exec(
      text,
    )
  if (children?.[1] && children[2]) {
    const had = /\bhad\b/i.test(children[0])
    add(
      'children',
      `The user ${had ? 'had' : 'has'} ${children[1].toLowerCase()} ${children[2].toLowerCase()}`,
      children.index + children[0].length,
      had,
    )
  }
  const noChildren = /\b(?:I|we) (?:(?:do not|don't|did not) have (?:any )?|have no )(kids|children)\b/i.exec(text)
  if (noChildren) add('children', 'The user does not have children', noChildren.index + noChildren[0].length)
  const named = namedPetPattern
  const pet = captureAfter(text, named, personName)
  if (pet && !notNames.has(pet.value)) {
    const found = named.exec(text)
    const described = (found?.[1] ?? found?.[3] ?? found?.[4] ?? 'pet').toLowerCase()
    const kind = (found?.[2] ?? found?.[3] ?? found?.[4] ?? 'pet').toLowerCase()
    const article = indefiniteArticle(described)
    // "my hamster Mochi died this morning": the pet named is no longer theirs.
    const died = lostPetPattern.test(text)
    add(
      `pet.${speciesOf(kind).replace(/\s+/g, '-')}.name`,
      died ? `The user's ${described} ${pet.value} died` : `The user has ${article} ${described} named ${pet.value}`,
      died ? text.length : pet.end,
      died,
    )
    return
  }
  const nameFirst = nameThenPetPattern.exec(text) ?? agedPetPattern.exec(text)
  if (nameFirst?.[1] && nameFirst[2] && !notNames.has(nameFirst[1])) {
    const kind = nameFirst[2].toLowerCase()
    const article = indefiniteArticle(kind)
    add(
      `pet.${speciesOf(kind).replace(/\s+/g, '-')}.name`,
      `The user has ${article} ${kind} named ${nameFirst[1]}`,
      nameFirst.index + nameFirst[0].length,
    )
    return
  }
  const owned = ownedPetPattern.exec(text)
  if (owned?.[2] && owned[3]) {
    const dated = owned[1]?.toLowerCase() !== 'have'
    const article = indefiniteArticle(owned[2])
    const count = /\b(?:two|three) /i.exec(owned[0])?.[0] ?? `${article} `
    add(
      `pet.${speciesOf(owned[3].toLowerCase())}`,
      `The user has ${count}${owned[2]}`,
      owned.index + owned[0].length,
      dated,
    )
  }
  const lost = lostPetPattern.exec(text)
  if (lost?.[1]) {
    add(
      `pet.${speciesOf(lost[1].toLowerCase())}`,
      `The user's ${lost[1].toLowerCase()} died`,
      lost.index + lost[0].length,
      true,
    )
  }
}
