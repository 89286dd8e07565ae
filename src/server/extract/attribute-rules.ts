import { findFamily } from './family-rules'
import { findLifestyle } from './lifestyle-rules'
import { findPartner } from './partner-rules'
import { findRelatives } from './relative-rules'
import {
  type AttributeFact,
  capitalFirst,
  captureAfter,
  coverage,
  household,
  isLikelyPlace,
  isPlace,
  knownWordTags,
  lowercasePlaceAfter,
  personName,
  properNoun,
} from './rule-helpers'
import { findWork, withJobArticle } from './work-rules'

export type { AttributeFact } from './rule-helpers'

const numbers: Record<string, number> = {
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
}

/** "I am 34", "I just turned forty": the user's age; not an age said as a time ("I play since I am 12"). */
function age(text: string): { value: number; end: number } | undefined {
  const match =
    /(?<!\b(?:since|from|when|till|until|before|after|by the time|ever since) )\bI (?:am|just turned|turned|will turn|am turning) (\d{1,3}|[a-z]+(?:-[a-z]+)?)(?: years? old| years of age)?(?=[,.!;)]|$| and | now| this| today| btw| lol| haha| though| already| myself)/i.exec(
      text,
    )
  if (!match?.[1]) return undefined
  const value = /^\d+$/.test(match[1])
    ? Number(match[1])
    : match[1]
        .toLowerCase()
        .split('-')
        .reduce((sum, word) => sum + (numbers[word] ?? Number.NaN), 0)
  return Number.isInteger(value) && value > 0 && value < 120 ? { value, end: match.index + match[0].length } : undefined
}

const formerHomePattern = new RegExp(
  `\\b${household} (?:do not live|no longer live|are not living|am not living) in `,
  'i',
)
const homePattern = new RegExp(
  `\\b${household} (?:(?:am|are|have been) )?(?:currently |now |still )?(?:live|living|am living|are living|have been living|reside|residing|am based|are based) (?:(?:alone|together|happily|here|now|still) )?(?:with (?:my|our|a|an|two|three|the) (?:[\\w-]+ ){0,2}?)?in (?:(?:a|an|the|our|my) (?:[\\w-]+ ){0,3}?in )?`,
  'i',
)
const movedPattern = new RegExp(
  `\\b${household} (?:just |recently |finally |have |have just |officially )?(?:moved|relocated|shifted)(?: (?:back|here|out|away|all the way|up|down|over|across))?(?: from [A-Z][\\w'.-]*(?: [A-Z][\\w'.-]*){0,3})? to (?:the )?`,
  'i',
)

const settledPattern = new RegExp(
  `\\b${household} (?:just |finally |recently |have )?(?:settled|moved) in(?:to)? (?:(?:a|an|the|our|my) (?:[\\w-]+ ){0,3}?(?:in|at) )`,
  'i',
)
/** "We rent a cottage just outside Galway", "I share a flat in Leith": where the user's home is. */
const dwellingPattern = new RegExp(
  `\\b${household} (?:just |recently |finally |have just |have finally |have )?(rent|own|share|bought|have|are renting|am renting|am selling|are selling) ((?:a|an|our|my|the) (?:[\\w-]+ ){0,3}?(?:flat|house|apartment|cottage|place|room|studio|bungalow|condo|loft|home|townhouse|cabin|farmhouse|two-bed|one-bed|houseboat|maisonette)(?: (?:just|right))?) (in|outside|near|by|on the outskirts of) (?:the )?(?=[A-Z])`,
  'i',
)
/** How a dwelling is held, in the third person. */
const tenure: Record<string, string> = {
  rent: 'rents',
  'are renting': 'rents',
  'am renting': 'rents',
  'am selling': 'is selling',
  'are selling': 'are selling',
  own: 'owns',
  share: 'shares',
  bought: 'bought',
  have: 'has',
}
/** "Left Tallinn for Helsinki", "We swapped Stockholm for Gothenburg": a move, when the two are places. */
const swappedPattern =
  /\b(?:left|swapped|traded|exchanged|ditched) ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2}) for ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2})/
const formerPattern = new RegExp(`\\b${household} used to live in `, 'i')
/** "We sold the house in Utrecht": a home the user had, and no longer has. */
const soldPattern = new RegExp(
  `\\b${household} (?:just |recently |finally |have |have just |have finally )?sold (?:our|my|the) (?:[\\w-]+ ){0,2}?(?:flat|house|apartment|cottage|place|home|condo|bungalow|townhouse|farmhouse|loft) (?:in|outside|near) (?:the )?`,
  'i',
)
const toMovePattern = new RegExp(
  `\\b(?:${household}|We) (?:am|are) (?:(?:thinking|planning|hoping|considering) (?:of |about |on |to )?)?(?:[^,.;!?]{1,60}? and )?(?:moving|relocating|shifting|to move|to relocate|to shift) (?:(?:back |down |up |over |out )?to|in(?:to)? (?:a|an|the|our|my) (?:[\\w-]+ ){0,3}?(?:flat|house|apartment|home|place|bungalow|cottage|condo|room|studio) (?:in|near|outside)) (?:the )?(?=[A-Z])`,
)
/** "We move to Burnaby next month", "I'll relocate to Leeds": a move said in the present or the future is a plan. */
const movePlanPattern =
  /\b(?:I|[Ww]e) (?:will |['’]ll |shall |then |finally |soon )?(?:move|relocate) (?:back |down |up |over |out )?to (?:the )?(?=\p{Lu})/u
/**
 * "We found new apartment in Drumcondra", "we got a flat in Leith", "we signed for the townhouse in Midrand": a new
 * home found, where the user is moving.
 */
const foundHomeWords =
  "(?:\\b(?:I|[Ww]e) (?:just |finally |have |['’]ve |have finally |have just )?|(?:[—–;,]|\\band) (?:just |finally )?)(?:found|got|signed for|rented|bought) (?:a |an |the |our |my )?(?:[\\p{L}-]+ ){0,2}?(?:apartment|flat|house|place|home|condo|bungalow|cottage|studio|share house|flatshare|townhouse|town house|terrace|terraced house|semi|duplex|maisonette|unit|villa|officetel|bedsit|row house|rowhouse)(?: together)? in (?:the )?"
/**
 * "We found new apartment in Drumcondra", "we got a flat in Leith", "…Sherbrooke — found a small house in Magog", "got
 * the house in stirling": a new home found, where the user is moving; the subject may be left out after a dash or a
 * comma, and the place typed in lower case.
 */
const foundHomePattern = new RegExp(`${foundHomeWords}(?=\\p{Lu})`, 'u')
const foundHomeAnyCase = new RegExp(foundHomeWords, 'u')
/**
 * Words that may follow "a house in" in lower case without naming a place: where in a place, not which ("a flat in
 * town", "a cottage in the countryside").
 */
const whereInPlace =
  /^(?:town|city|village|suburbs?|burbs|country|countryside|area|neighbou?rhood|street|road|estate|block|building|complex|centre|center|middle|bush|woods|hills|mountains|outskirts|north|south|east|west|the)$/i

/**
 * The place after "found a house in": capitalised, a city the gazetteer or compromise knows in lower case, or one
 * lower-case word that is no word compromise knows ("stirling") and no part of a place ("town").
 */
function foundHomePlace(text: string): { value: string; end: number } | undefined {
  const capitalisedPlace = captureAfter(text, foundHomePattern, properNoun)
  if (capitalisedPlace) return capitalisedPlace
  const match = foundHomeAnyCase.exec(text)
  if (!match) return undefined
  const start = match.index + match[0].length
  const word = /^(\p{Ll}[\p{L}'-]{2,})(?=$|[\s,.;!?])/u.exec(text.slice(start))?.[1]
  if (!word || whereInPlace.test(word)) return undefined
  const known = lowercasePlaceAfter(text, foundHomeAnyCase)
  if (known) return known
  if (knownWordTags(word) !== undefined) return undefined
  return { value: capitalFirst(word), end: start + word.length }
}
const planWords = /\b(?:trip|fly|flying|travel\w*|going to|heading to|visit|visiting|off to|taking (?:me|us))\b/i
// A name right after a relative is no place ("visit my daughter Lakshmi in Raleigh" is no trip to Lakshmi). "Sandra's
// taking me to Staithes": someone takes the user there.
const tripPattern = new RegExp(
  `\\b(?:(?:${household}|We) (?:am|are|will be|will) (?:(?:planning|hoping|going|about) (?:to )?)?(?:a trip to|trip to|flying to|fly to|travelling to|traveling to|going to|heading to|visit|visiting|off to)(?: [a-z]+){0,3}?|(?:is|['’]s|are|['’]re) taking (?:me|us) (?:away |off )?to) (?:in )?(?<!\\b(?:my|our|his|her|their) [a-z-]+ )(?=[A-Z])`,
)

/** The same, before a place written in lower case ("we're going to japan in october"). */
const tripToLowercase = new RegExp(tripPattern.source.replace('(?=[A-Z])', ''))

/** "I'm in Leeds", "we are in Denver": where the user is. */
const plainlyIn = /^(?:I am|we are) (?:(?:now|currently|still|all) )?in (?=\p{Lu})/iu
/** "I am in Bristol now", "we are now in leeds now": where the user is now, said anywhere in a sentence. */
const nowIn =
  /\b(?:I am|we are) (?:(?:now|currently|still|all) )?in (?=[\p{L}][\p{L}'.-]*(?: [\p{L}][\p{L}'.-]*)? now\b(?! and then))/iu
/** "when I am home in Dubai", "we are back home in Leeds". */
const atHomeIn = /\b(?:I am|we are|I get) (?:back )?home in /i
/** "my family is all in Punta Arenas where I grew up", "Tamale, where I was born": the place said before. */
const placeWhereGrewUp =
  /\b(\p{Lu}[\p{L}'’-]*(?: (?:de |del |da |do )?\p{Lu}[\p{L}'’-]*){0,2}),? where (?:I|we) (?:grew up|was born|were born|am from|are from|come from)\b/u
function grewUpThere(text: string): { value: string; end: number } | undefined {
  const found = /where (?:I|we) (?:grew|was|were|am|are|come)\b/.test(text) ? placeWhereGrewUp.exec(text) : null
  const value = found?.[1]
  return found && value && isLikelyPlace(text, value) ? { value, end: found.index + found[0].length } : undefined
}
/** "my home country, Sweden", "my hometown of Ibadan", "my home country is Brazil": where the user comes from. */
const homeCountry = /\bmy (?:home ?country|home ?town|native country|motherland)(?:,| of| is| was)? /i
/** "back home in Brazil we…", "when I'm back home in Lagos": said of the country left, not of a return. */
const fromBackHome =
  /^back home in |\b(?:when|whenever|if|every time) (?:I am|we are|I go|we go|I get|we get|I was|we were) back home\b/i
const backHomeIn = /\bback home in /i
/**
 * "they destroy everything in my apartment in Lisbon", "our place in Portland has a tiny yard", "new flat in Croydon is
 * tiny but it's MINE": the user's own home, named by where it is. Not an old, a holiday or a parent's home ("my old flat in Leeds", "our summer house in Crete").
 */
const ownDwellingIn =
  /(?:\b(?:my|our) (?:(?:new|little|tiny|small|big|rented|shared|current|own) )?|(?<!\b(?:his|her|their|your|ur|a|the|\p{L}+['’]s) )\bnew )(?:flat|house|apartment|place|home|condo|studio|loft|bungalow|townhouse) (?:here |over )?in (?:the )?/iu
/** Words that make being somewhere a stay rather than a home: "I'm in Rome for the week", "we're in Oslo on holiday". */
const visitCue =
  /\b(?:visit\w*|trip|holiday|vacation|travel\w*|for (?:the|a|two|three|\d+|few) (?:week|weekend|day|days|night|nights|month|months)|this week|today|tonight|tomorrow|for work|hotel|airport|conference|staying|stuck|layover|town|right now|at the moment|until|till|back)\b/i

/**
 * "The post office here in Ludlow wants £9…", "at the truck plant here in Curitiba": where "here" is, the user is. Said
 * by the user, with or without "I" in the sentence; not on a visit ("the beach here in Nice is packed, holiday mode").
 */
export function hereIn(text: string): { value: string; end: number } | undefined {
  if (!/\bhere in \p{Lu}/u.test(text) || visitCue.test(text)) return undefined
  const here = captureAfter(text, /\bhere in (?=\p{Lu})/u, properNoun)
  return here && isLikelyPlace(text, here.value) ? here : undefined
}

/** The place after `pattern`, capitalised or in lower case, that compromise knows as a place. */
function placeInAnyCase(text: string, pattern: RegExp): { value: string; end: number } | undefined {
  const found = captureAfter(text, pattern, properNoun) ?? lowercasePlaceAfter(text, pattern)
  return found && isPlace(`I live in ${found.value}.`, found.value) ? found : undefined
}

/**
 * Finds attribute facts in one cleaned first-person sentence whose date expression was removed. Rules need the
 * verb right after "I", so negations ("I do not live in Lisbon") and hedges ("I used to live…") never match them.
 */
export function findAttributes(said: string, original: string = said): AttributeFact[] {
  // "he is dentist": the job as the rules read it ("he is a dentist").
  const text = withJobArticle(said)
  const facts: AttributeFact[] = []
  const add = (key: string, factText: string, end: number, dated = false) =>
    facts.push({ key, text: factText, dated, coverage: coverage(text, end) })

  const formerHome = captureAfter(text, formerHomePattern, properNoun)
  if (
    formerHome &&
    /\b(?:anymore|any more|no longer)\b/i.test(text) &&
    !/\b(?:I|we) (?:\w+ )?(?:moved|relocated|live|am living|are living) (?:back )?(?:to|in) [A-Z]/.test(text)
  ) {
    add('home.city', `The user no longer lives in ${formerHome.value}`, text.length)
  }
  // "I've lived in Toronto for 10 years", "we have lived in Leith since 2019": lived there until now.
  const livedSince = /\blived in /i.test(text)
    ? captureAfter(text, new RegExp(`\\b${household} (?:have|has) (?:always )?lived in (?:the )?`, 'i'), properNoun)
    : undefined
  const livedUntilNow =
    livedSince && /^ (?:for|since|all (?:my|our) li(?:fe|ves))\b/i.test(text.slice(livedSince.end))
      ? livedSince
      : undefined
  // "I'm back in London now", "we're back in Leeds for good": home again.
  const backHome = /\bback in /i.test(text)
    ? captureAfter(text, new RegExp(`\\b${household} (?:am|are) (?:now )?back in (?:the )?`, 'i'), properNoun)
    : undefined
  const backForGood =
    backHome && /^ (?:now|for good|permanently|again)\b/i.test(text.slice(backHome.end)) ? backHome : undefined
  const home =
    captureAfter(text, homePattern, properNoun) ??
    lowercasePlaceAfter(text, homePattern) ??
    livedUntilNow ??
    backForGood ??
    captureAfter(text, /\b(?:I am|we are) (?:now )?(?:based|settled) in /i, properNoun)
  if (home) add('home.city', `The user lives in ${home.value}`, home.end)
  // "we're in Denver, which schools nearby…": where the user is, said plainly, is where they live; not a visit.
  const visit = visitCue.test(text)
  const isIn = home || visit ? undefined : captureAfter(text, plainlyIn, properNoun)
  if (isIn && isLikelyPlace(text, isIn.value)) add('home.city', `The user lives in ${isIn.value}`, isIn.end)
  // "The post office here in Ludlow wants £9…": where "here" is, the user is.
  const here = home || isIn || visit ? undefined : hereIn(text)
  if (here) add('home.city', `The user lives in ${here.value}`, here.end)
  // "leeds is done im in bristol now": anywhere in the sentence, a place (in any case) the user is in now; then
  // "7 hrs a night when im home in dubai": where the user's home is.
  const inNow =
    home || isIn || visit || /^(?:when|whenever|if|while)\b/i.test(text) ? undefined : placeInAnyCase(text, nowIn)
  // "back home in Brazil we eat late", "when I'm back home in Lagos": home as the country the user came from.
  const backHomeElsewhere = fromBackHome.test(text)
  const homeIn = home || isIn || inNow || backHomeElsewhere ? undefined : placeInAnyCase(text, atHomeIn)
  for (const found of [inNow, homeIn]) if (found) add('home.city', `The user lives in ${found.value}`, found.end)
  // "fully remote from Osaka", "I work remotely from Lisbon": where the user works from is where they live.
  const remote = home ? undefined : captureAfter(text, /\bremote(?:ly)? from /i, properNoun)
  if (remote) add('home.city', `The user lives in ${remote.value} (works remotely from there)`, 0)
  const movedTo = captureAfter(text, movedPattern, properNoun) ?? lowercasePlaceAfter(text, movedPattern)
  // "shifted to Pune", as Indian English says a move; "we shifted to Mondays" is no place.
  const moved =
    movedTo && (!/\bshifted\b/i.test(text) || isLikelyPlace(`I moved to ${movedTo.value}.`, movedTo.value))
      ? movedTo
      : undefined
  if (moved) {
    // "I moved from Chicago to Denver", "I moved to Denver from Chicago".
    const from =
      / from ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3}) to /.exec(text)?.[1] ??
      / to [A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3} from ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3})/.exec(text)?.[1]
    add('home.city', `The user lives in ${moved.value}${from ? `, having moved from ${from}` : ''}`, moved.end, true)
  }

  // "My wife and I split our time between Uppsala and a summer house on Gotland": both are home.
  const split =
    /\b(?:I|we|my (?:\w+ )?and I) (?:split|divide) (?:our|my) time between ([A-Z][^,.;!?]{1,80}?)(?=[,.;!?]|$)/i.exec(
      text,
    )
  if (split?.[1] && !home && !moved) {
    // Coverage 0: who the user splits it with ("my wife and I") stays said in the sentence's own fact.
    add('home.city', `The user splits their time between ${split[1]}`, 0)
  }
  const dwelling = dwellingPattern.exec(text)
  const near = dwelling ? captureAfter(text, dwellingPattern, properNoun) : undefined
  if (dwelling && near && !home && !moved) {
    // "The user rents a cottage just outside Galway": the home with how it is held, which questions ask about too.
    const verb = (dwelling[1] ?? '').toLowerCase()
    const held = tenure[verb] ?? verb
    const what = (dwelling[2] ?? '').replace(/^(?:our|my) /i, 'their ')
    add('home.city', `The user ${held} ${what} ${dwelling[3]} ${near.value}`, near.end)
  }
  const ownHome =
    home || isIn || here || inNow || homeIn || remote || moved || near || split || visit
      ? undefined
      : placeInAnyCase(text, ownDwellingIn)
  if (ownHome && isLikelyPlace(`I live in ${ownHome.value}.`, ownHome.value))
    add('home.city', `The user lives in ${ownHome.value}`, ownHome.end)
  const swapped = /\b(?:left|swapped|traded|exchanged|ditched) [A-Z]/.test(text) ? swappedPattern.exec(text) : null
  const [from, to] = [swapped?.[1], swapped?.[2]].map((name) => name?.replace(/(?<!\.)\.+$/, ''))
  if (swapped && from && to && !moved && isPlace(text, to)) {
    add('home.city', `The user lives in ${to}, having moved from ${from}`, swapped.index + swapped[0].length, true)
  }

  const settled = /\b(?:settled|moved) in/i.test(text) ? captureAfter(text, settledPattern, properNoun) : undefined
  if (settled && !moved) add('home.city', `The user lives in ${settled.value}`, settled.end, true)
  // "We used to live in Leeds": a past home, kept beside the current one (its own key: it supersedes nothing).
  const former = text.includes('used to live')
    ? (captureAfter(text, formerPattern, properNoun) ?? lowercasePlaceAfter(text, formerPattern))
    : undefined
  if (former) {
    const slug = former.value.toLowerCase().replace(/\W+/g, '-')
    add(`home.former.${slug}`, `The user used to live in ${former.value}`, former.end)
  }

  const sold = text.includes('sold')
    ? (captureAfter(text, soldPattern, properNoun) ?? lowercasePlaceAfter(text, soldPattern))
    : undefined
  if (sold) {
    const slug = sold.value.toLowerCase().replace(/\W+/g, '-')
    add(`home.former.${slug}`, `The user used to live in ${sold.value} (sold their home there)`, sold.end)
  }

  // "moving back in with my parents next week", "I moved in with my girlfriend": whom the user lives with.
  const inWith =
    /(?:^|\b(?:I|we|so|and|am|are|just|recently|finally|then) |, ?)(?:just |recently |finally )?(moved|moving|move) (back )?in with (?:my|our) ((?:[\w-]+ )?(?:parents|mum|mom|dad|mother|father|partner|girlfriend|boyfriend|wife|husband|fianc[eé]e?|grandparents|sister|brother|nan|gran|grandma|grandpa|in-laws|family|folks))\b/i.exec(
      text,
    )
  if (inWith?.[1] && inWith[3]) {
    const whom = `their ${inWith[3].toLowerCase()}`
    const moving = !/^moved$/i.test(inWith[1])
    add(
      'home.with',
      moving ? `The user is moving ${inWith[2] ?? ''}in with ${whom}` : `The user lives with ${whom}`,
      // A move ahead keeps its sentence (where, when) as a fact of its own too.
      moving ? 0 : inWith.index + inWith[0].length,
      !moving,
    )
  }

  // "We're moving to Porto in June", "thinking of moving to Osaka": a plan to move, which is not a move yet.
  // "We're moving to Porto in June", "thinking of moving to Osaka": a plan to move, which is not a move yet. Plans
  // and trips leave the sentence its own fact too (coverage 0): it has the details and the date, which a keyed fact
  // would show as "since".
  const toMove = /\b(?:moving|relocating|shifting|to move|to relocate|to shift) /i.test(text)
    ? captureAfter(text, toMovePattern, properNoun)
    : /\b(?:move|relocate|found|got|signed for|rented|bought) /i.test(text) &&
        !/\b(?:every|always|usually|whenever)\b/i.test(text)
      ? (captureAfter(text, movePlanPattern, properNoun) ?? foundHomePlace(text))
      : undefined
  // "we are not moving to Bangalore finally", "we're not relocating to Leeds after all": the plan is off.
  const notMoving = /\bnot (?:moving|relocating|shifting|going to move) /i.test(text)
    ? captureAfter(
        text,
        /\b(?:I am|we are|I|we) (?:now |actually |definitely )?not (?:moving|relocating|shifting|going to move) (?:back |down |up |over |out )?to (?:the )?/i,
        properNoun,
      )
    : undefined
  if (notMoving) add('home.plan', `The user no longer plans to move to ${notMoving.value}`, notMoving.end, true)
  // "we just bought our first home in Leeds": a home the sentence already says the user has is no plan.
  else if (toMove && !facts.some((fact) => fact.key === 'home.city' && fact.text.includes(toMove.value)))
    add('home.plan', `The user plans to move to ${toMove.value}`, 0)
  // "We're planning a trip to Japan", "I'm flying to Cape Town", "hoping to visit my grandparents in Vienna".
  const trip = planWords.test(text)
    ? (captureAfter(text, tripPattern, properNoun) ?? lowercasePlaceAfter(text, tripToLowercase))
    : undefined
  if (trip && !toMove) {
    const slug = trip.value.toLowerCase().replace(/\W+/g, '-')
    add(`plan.trip.${slug}`, `The user plans to travel to ${trip.value}`, 0)
  }

  const origin =
    captureAfter(text, /\bI am (?:originally )?from /i, properNoun) ??
    captureAfter(text, /\bI (?:originally )?come from /i, properNoun) ??
    captureAfter(text, /\bI grew up in /i, properNoun) ??
    grewUpThere(text) ??
    captureAfter(text, homeCountry, properNoun) ??
    (backHomeElsewhere ? captureAfter(text, backHomeIn, properNoun) : undefined)
  if (origin) add('origin', `The user is from ${origin.value}`, origin.end)
  const birthplace = captureAfter(text, /\bI was born in /i, properNoun)
  if (birthplace) add('birth.place', `The user was born in ${birthplace.value}`, birthplace.end)

  findFamily(text, add)
  findPartner(text, add)
  findRelatives(text, add)
  findWork(text, add)
  findLifestyle(text, add)

  const years = age(text)
  if (years) add('age', `The user is ${years.value} years old`, years.end)
  // The original sentence: the date rules would otherwise have taken "May 3" away as an event date.
  // Bounded lazy spans ({0,80}, {1,300}): unbounded ones re-scan the rest of the text at every repetition.
  const birthday = /\bmy birthday is (?:on )?([A-Z0-9][\w ]{0,80}?)(?:[.!,;]|$)/i.exec(original)
  if (birthday?.[1]) add('birthday', `The user's birthday is on ${birthday[1]}`, text.length)
  const called = captureAfter(text, /\b(?:my name is|call me|^I am called) /i, personName)
  if (called) add('name', `The user's name is ${called.value}`, called.end)
  // "I am Maya." alone introduces the user; "I am Canadian." does not, hence the demonym endings.
  const introduction = /^I am ([A-Z][a-z]+)(,? by the way|,? nice to meet you)?[.!]*$/.exec(text)
  if (introduction?.[1] && (introduction[2] || !/(?:an|ese|ish|ic|i)$/.test(introduction[1]))) {
    add('name', `The user's name is ${introduction[1]}`, text.length)
  }

  const favorite = /\bmy (?:favorite|favourite) ([a-z]+(?: [a-z]+)?) (?:is|are) (.{1,300}?)(?:[.!;]|$)/i.exec(text)
  if (favorite?.[1] && favorite[2]) {
    const topic = favorite[1].toLowerCase()
    add(`favorite.${topic.replace(/\s+/g, '-')}`, `The user's favorite ${topic} is ${favorite[2]}`, text.length)
  }
  return facts
}
