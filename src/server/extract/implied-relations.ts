import nlp from 'compromise'
import { relationNicknameWords, relations } from './family-rules'
import { escapeRegExp } from './rule-helpers'
import { withAndForN } from './sentences'
import { catEmoji, dogEmoji } from './topics'

/**
 * People and animals a user names without saying who they are, whose place in the user's life the message shows:
 * "Ron and I have finally done it. We've sold the house." (a partner), "Kuba start football in school… I must leave
 * at 4 to drive him" (a son), "Kafka knocked my coffee onto the laptop 😾" (a cat). Each reading needs the name in a
 * sentence with the user in it and a sign of the relation in the message; the fact says it is inferred.
 */
export interface ImpliedRelation {
  key: string
  text: string
  /** The name read, as the fact writes it. */
  name: string
}

/** What only a couple shares, said anywhere in the message: a wedding, a home together, a newborn's nights. */
const coupleSigns =
  /\b(?:moved in together|(?:we|I)(?:['’](?:re|ve|m)| are| am| have| just| finally)* (?:got|get|getting|are) (?:married|engaged)|our (?:wedding|anniversary|honeymoon|engagement|mortgage|kids|children|son|daughter|baby|twins|newborn)|night feeds?|(?<!\b(?:her|his|their|your|\p{L}+['’]s) )honeymoon)\b|💍/iu
/** "mia n i are 6 months today", "Sam and I are two years this week": a couple's time together, not a baby's age. */
const coupleTime =
  /\b\p{L}+ (?:and|n|&) (?:I|me) (?:are|r|['’]re) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|months?|years?|yrs?)\b(?! (?:old|apart|younger|older|ago)\b)/iu
/**
 * A home sold or bought, which a couple shares when the user says "we" ("We've sold the house"), and a widow selling
 * her flat does not ("I'm selling the flat in Partick").
 */
const homeSold =
  /\b(?:sold|selling|bought|buying) (?:the|our|a) (?:new |first |family )?(?:house|home|flat|apartment|place)\b/i
const firstPersonPlural = /\b(?:we|us|our|ours|we['’](?:re|ve|ll|d))(?![\p{L}'’])/iu
/** Words after which a capitalised word is a place, not a person: "the job in Stavanger", "the flat in Partick". */
const placeBefore = /\b(?:in|at|from|to|near|into|via|around|across)\s+$/i
/** A child's day: school and what goes with it, or an age said of them. */
const childSigns =
  /\b(?:school|prep|nursery|kindergarten|preschool|pre-school|daycare|creche|reception|homework|bedtime|football practice|swim(?:ming)? lessons?)\b|\b(?:turns|turned|is|just turned) (?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: years? old)?\b(?! (?:months?|weeks?|days?|hours?|times?|people|percent|%|o'clock|am|pm)\b)/i
/** A newborn's first weeks: "Yousef is 3 weeks today", "since he was born", "her feeds". */
const newbornSigns =
  /\b(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|months?) (?:old|today)|since (?:he|she) was born|(?:his|her) (?:feeds?|nappies|diapers|first (?:smile|tooth|steps|word)))\b/i
/** What a parent does for a child: drives, picks up, puts to bed. */
const parentActs =
  /\b(?:drive|drop|pick|take|collect|walk) (?:him|her)\b|\b(?:put|get) (?:him|her) to bed\b|\b(?:his|her) (?:bedtime|nap|homework|school run|teacher)\b|\b(?:he|she)['’]s begging\b/i
/** The user's own children said as such: "my kids", "the two children", "my son". */
const ownChildren =
  /\b(?:my|our|the) (?:(?:two|three|four|both|little|older|younger) )?(?:kids|children|boys|girls|sons|daughters|son|daughter)\b/i
/** The user's children said with "my": whose "his sister" is the user's child too. */
const myChildren = /\b(?:my|our) (?:son|daughter|kids|children|boys|girls)\b/i
/**
 * A sibling of the user's child named with them: "take him to the tournament, because his little sister Lena (6)
 * has ballet" is the user's daughter.
 */
const childsSibling =
  /\b(?:his|her) (?:(?:little|baby|big|older|younger|twin|kid) )?(sister|brother) (\p{Lu}\p{Ll}{2,})\b/gu
/** Grown-ups of the user's whose "his" or "her" would be someone else's sibling: "my husband and his sister Ana". */
const grownUps =
  /\b(?:husband|wife|partner|boyfriend|girlfriend|fianc\w*|hubby|dad|father|mum|mom|mother|friend|boss|colleague|neighbou?r|coach|trainer|teacher|uncle|aunt|cousin|grand\w+|ex)\b/i
/** Anything that says the children are someone else's: a grandchild, a niece, a pupil, a friend's child. */
const notOwnChild =
  /\b(?:grand(?:kids?|children|child|sons?|daughters?|bab(?:y|ies))|niece|nephew|godson|goddaughter|pupils?|students?|class(?:mates?)?|their (?:kids?|son|daughter)|(?:her|his) (?:mum|mom|dad|parents))\b/i
/** What a pet does to the user's things, or what only an animal has. */
const petActs =
  /\b(?:knocked|chewed|scratched|peed|pooped|barked|meowed|purred|hissed|shed|licked)\b|-proof\b|\b(?:vet|litter|kibble|walkies|leash|flea|worming)\b/i
/** A species said by emoji ("😾", "🐶") or by name in the message. */
const speciesSigns: Array<[RegExp, string]> = [
  [new RegExp(`${catEmoji}|\\b(?:cat|kitten|kitty)\\b`, 'u'), 'cat'],
  [new RegExp(`${dogEmoji}|\\b(?:dog|puppy|pup)\\b`, 'u'), 'dog'],
  [/[🐰🐇]|\b(?:rabbit|bunny)\b/u, 'rabbit'],
]

/** Animals of the user's said as a group: "the cats", "our two dogs", "both rabbits". */
const petGroup =
  /\b(?:my|our|both|have|got|the) (?:(?:two|three|four|2|3|4) )?(cats|kittens|dogs|puppies|pups|rabbits|bunnies|hamsters|guinea pigs|budgies)\b(?! (?:at|in|from|on|of|next door|down the)\b)/i
const groupSpecies: Record<string, string> = {
  cats: 'cat',
  kittens: 'cat',
  dogs: 'dog',
  puppies: 'dog',
  pups: 'dog',
  rabbits: 'rabbit',
  bunnies: 'rabbit',
  hamsters: 'hamster',
  'guinea pigs': 'guinea-pig',
  budgies: 'bird',
}
/** A name said with an age: "Pixel is 2", "Noodle is 14". Names are letters: nothing a pattern reads as syntax. */
const agedName = (name: string) =>
  new RegExp(
    `(?<!\\p{L})${name} is (?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\\b`,
    'iu',
  )

/** Capitalised words that are no one's name. */
const notNames = new Set(
  'I The A An And But So Then Yes No Yeah Ok Okay Oh Hi Hello Hey Well Thanks Thank Sorry Please Also Now Today Tomorrow Yesterday Mum Mom Dad Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter God Lol Omg'.split(
    ' ',
  ),
)
/** "my sister Ana", "Ana, my sister", "Ana's husband": a name said with its relation, read by the other rules. */
const relationWords = new RegExp(
  `\\b(?:${relations}|${relationNicknameWords}|friend|boss|colleague|neighbou?r|teacher|doctor)\\b`,
  'i',
)
const firstPerson = /\b(?:I|me|my|we|us|our|i['’]m|we['’](?:re|ve))\b/i
/** A name opening the message, then punctuation or an emoji: "Hanooon 😭❤️…", "Ciara!! guess what". */
const vocative = /^\s*(\p{Lu}\p{Ll}+)(?=\s*(?:[!,.…]|\p{Extended_Pictographic}))/u
/** Greetings and thanks that name whom the message is written to ("Hello Joan.", "Thanks Ciara!"). */
const addressed =
  /\b(?:hi|hello|hey|dear|thanks|thank you|congratulations|congrats|cheers|love you),? (\p{Lu}\p{Ll}+)/giu

/** The names a sentence gives: capitalised words compromise does not read as anything else, and first names it knows. */
function namesIn(sentence: string): string[] {
  const found = new Set<string>()
  const doc = nlp(sentence)
  for (const name of doc.people().out('array') as string[]) {
    const word = /\p{L}+/u.exec(name)?.[0]
    if (word) found.add(word)
  }
  // A capitalised word compromise knows no better: "Kuba", "Idris", "Kafka".
  for (const term of doc
    .match('#Noun')
    .not('(#Pronoun|#Date|#Value|#Place|#Organization|#Plural|#Acronym)')
    .out('array') as string[]) {
    const word = /^\p{Lu}\p{Ll}{2,}$/u.exec(term.replace(/[^\p{L}]+/gu, ''))?.[0]
    if (word) found.add(word)
  }
  return [...found].filter((name) => !notNames.has(capitalised(name)))
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`

/**
 * The pronoun that next points back to `name` in `text`: "he" for a boy, "she" for a girl; none when another of the
 * names comes first ("Léo is 8 and Chloé is 3, she is still in the car seat": "she" is Chloé).
 */
function genderAfter(text: string, name: string, others: readonly string[]): 'he' | 'she' | undefined {
  const at = text.toLowerCase().indexOf(name.toLowerCase())
  let after = text.slice(at + name.length, at + name.length + 160)
  for (const other of others) {
    const next = other === name ? -1 : after.toLowerCase().indexOf(other.toLowerCase())
    if (next >= 0) after = after.slice(0, next)
  }
  const pronoun = /\b(he|him|his|she|her|hers)\b/i.exec(after)?.[1]?.toLowerCase()
  if (!pronoun) return undefined
  return pronoun.startsWith('h') && pronoun !== 'her' && pronoun !== 'hers' ? 'he' : 'she'
}

/** The longest message read: the signs are in what a person says of their day, not in pasted documents. */
const maxChars = 1500
/** The most sentences of it read for names. */
const maxSentences = 12

/** The relations a message implies for the people and animals it names (none when it names them outright). */
export function impliedRelations(message: string): ImpliedRelation[] {
  // "mia n i": "n" for "and", not a name.
  const text = withAndForN(message.length > maxChars ? message.slice(0, maxChars) : message)
  // Most messages have no "X and I": one plain test before the pattern that reads every word.
  const together = / (?:and|n|&) (?:I|i|me) /.test(text) && coupleTime.test(text)
  const couple = together || coupleSigns.test(text) || (homeSold.test(text) && firstPersonPlural.test(text))
  // "Mochi is 6 months old" in a message about a puppy is no child, nor is "mia n i are 6 months today".
  const newborn =
    newbornSigns.test(text) &&
    firstPerson.test(text) &&
    !together &&
    !speciesSigns.some(([species]) => species.test(text))
  const ownKids = ownChildren.test(text)
  const child = ((childSigns.test(text) && (parentActs.test(text) || ownKids)) || newborn) && !notOwnChild.test(text)
  const pet = petActs.test(text) ? speciesSigns.find(([sign]) => sign.test(text))?.[1] : undefined
  // "the cats: Pixel is 2 and chill, but Noodle is 14": animals of the user's named with their ages.
  // "the cats" are the user's when the message speaks as we ("We're moving… the cats"), not "the dogs at the park".
  const grouped = child ? null : petGroup.exec(text)
  const ours = grouped !== null && (!/^the /i.test(grouped[0]) || firstPersonPlural.test(text))
  const group = ours ? grouped?.[1]?.toLowerCase() : undefined
  const herd = group === undefined ? undefined : groupSpecies[group]
  if (!couple && !child && !pet && !herd) return []
  const greeted = new Set([...text.matchAll(addressed)].map((match) => match[1]))
  // "Hanooon 😭❤️ Yousef is 3 weeks today": a name the message opens with, then a mark, is whom it is written to.
  const called = vocative.exec(text)?.[1]
  if (called) greeted.add(capitalised(called))
  const found: ImpliedRelation[] = []
  const seen = new Set<string>()
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/).slice(0, maxSentences)
  const named = child ? sentences.flatMap((sentence) => namesIn(sentence)) : []
  // Whole sentences, not clauses: "Daniel wanted Bali but I won" has the user in it. A few of them at most, each
  // tagged once: the signs are near the names in a person's account of their day.
  for (const sentence of sentences) {
    // The user is in the sentence: "Ron and I…", "…when we signed", "…knocked my coffee".
    if (!firstPerson.test(sentence) && !child && !herd) continue
    for (const name of namesIn(sentence)) {
      const shown = capitalised(name)
      // "Prep", "Vet": a word of the signs is no name.
      if (seen.has(shown) || greeted.has(shown) || childSigns.test(name) || petActs.test(name)) continue
      // "the job in Stavanger 🎉 … our daughter": a name after "in" or "at" is where, not who.
      const at = sentence.indexOf(name)
      if (at > 0 && placeBefore.test(sentence.slice(Math.max(0, at - 12), at))) continue
      // Named with a relation ("my sister Ana"), the other rules read it; it is no one to infer.
      const around =
        new RegExp(`(?:\\S+\\s+){0,3}\\b${escapeRegExp(name)}(?:['’]s)?(?:\\s+\\S+){0,3}`, 'iu').exec(sentence)?.[0] ??
        ''
      if (relationWords.test(around)) continue
      seen.add(shown)
      if (couple && firstPerson.test(sentence)) {
        found.push({
          key: 'relation.partner.name',
          name: shown,
          text: `The user's partner seems to be called ${shown}`,
        })
      } else if (child && (childSigns.test(sentence) || newbornSigns.test(sentence))) {
        const gender = genderAfter(text, name, named)
        const kin = gender === 'he' ? 'son' : gender === 'she' ? 'daughter' : 'child'
        found.push({ key: `relation.${kin}.name`, name: shown, text: `The user's ${kin} seems to be called ${shown}` })
      } else if (pet && petActs.test(sentence)) {
        found.push({ key: `pet.${pet}.name`, name: shown, text: `The user's ${pet} seems to be called ${shown}` })
      } else if (herd && agedName(name).test(sentence)) {
        found.push({ key: `pet.${herd}.name`, name: shown, text: `The user's ${herd} seems to be called ${shown}` })
      }
    }
  }
  // "his little sister Lena": a sibling of the user's child is their child too, when no grown-up of the user's comes
  // between the child and the "his" that names the sibling.
  if (child || myChildren.test(text)) {
    for (const match of text.matchAll(childsSibling)) {
      const name = match[2] ?? ''
      const before = text.slice(0, match.index)
      const childAt = Math.max(
        before.search(myChildren),
        ...found
          .filter((relation) => /^relation\.(?:son|daughter|child)\./.test(relation.key))
          .map((relation) => before.lastIndexOf(relation.name)),
      )
      if (childAt < 0 || grownUps.test(before.slice(childAt)) || seen.has(name) || greeted.has(name)) continue
      seen.add(name)
      const kin = match[1]?.toLowerCase() === 'sister' ? 'daughter' : 'son'
      found.push({ key: `relation.${kin}.name`, name, text: `The user's ${kin} seems to be called ${name}` })
    }
  }
  // One reading of a partner: two partners in one message is a misreading. Children and pets may be several.
  const kinds = new Map<string, ImpliedRelation>()
  for (const relation of found) {
    const several = /^(?:relation\.(?:son|daughter|child)|pet\.[\w-]+)\./.test(relation.key)
    const key = several ? `${relation.key}\u0000${relation.name}` : relation.key
    if (!kinds.has(key)) kinds.set(key, relation)
  }
  return [...kinds.values()]
}
