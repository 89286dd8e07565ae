import { relationNicknames as nicknames, relationNicknameWords, relations } from './family-rules'
import { type AddFact, firstLetterEitherCase } from './rule-helpers'

/** The relations, each also with a capital first letter: the name before them must stay case-sensitive. */
const relationWords = firstLetterEitherCase(`${relationNicknameWords}|${relations}`)

/**
 * "Doug (hubby) keeps saying…", "Sam (my wife) and I…", "Priya, my sister, is…": a name with its relation said
 * beside it, in brackets or between commas. The relation alone fills the brackets or the commas, so "Thanks Anna, my
 * sister will love it" is not read.
 */
const namedAside = new RegExp(
  `(?:^|[\\s,(])(\\p{Lu}\\p{Ll}+)(?: \\((?:[Mm]y |[Oo]ur |[Tt]he )?(${relationWords})\\)|, (?:my|our) (${relationWords}),)`,
  'u',
)

/** Capitalised words that start a clause or say a time, never a partner's name. */
const notNames =
  /^(?:I|Me|Then|Now|So|He|She|They|It|You|Mum|Mom|Dad|Mother|Father|Sister|Brother|Everyone|Both|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|God|Christmas|Easter)$/i

/** The user and someone named, as a pair: "me and Barb", "Barb and I", "Barb and me". */
const pair = /\b(?:[Mm]e (?:and|n|&) (\p{Lu}\p{Ll}+)|(\p{Lu}\p{Ll}+) (?:and|n|&) (?:I|me))\b/u
/**
 * What only a couple shares: a home bought or moved into together, a wedding, a marriage, a baby on the way, "our"
 * children. Said in the same sentence as the pair, it makes the one named the user's partner.
 */
const coupleLife =
  /\b(?:(?:bought|buying|closed on|got the keys to|moved into|moving into) (?:a|the|our|an) (?:new |first |little )?(?:house|home|flat|apartment|condo|place|RV|camper|campervan|caravan|motorhome)|moved in together|moving in together|(?:got|get|getting) married|got engaged|are married|been married|married for|married (?:\d+|[a-z]+) (?:yrs|years)|together (?:for )?(?:\d+|[a-z]+) (?:yrs|years)|are expecting|having a baby|had a baby|our (?:wedding|anniversary|honeymoon|mortgage|first home|kids|children|son|daughter|baby|twins|little one))\b/i
/**
 * "so… I met someone. Nadia.", "I've met someone new — her name is Aiko": someone the user has started seeing, named
 * right after (a name said as a sentence of its own is joined to the one before it with a colon, fragments.ts).
 */
const metSomeone =
  /\bI(?:['’]ve| have)? (?:met|am seeing|['’]m seeing|started seeing) someone(?: new| special| amazing)?(?: lol| haha)?[.!:,;—–\s-]+(?:(?:her|his|their) name is |(?:she|he|they)['’]s called |called |named )?(\p{Lu}\p{Ll}+)\b/u

/**
 * A partner or a relative named where the relation is said aside ("Doug (hubby)"), and a partner named only by the
 * life the user shares with them ("me and Barb finally bought the RV").
 */
export function findPartner(text: string, add: AddFact): void {
  const aside = namedAside.exec(text)
  const asideName = aside?.[1]
  const said = (aside?.[2] ?? aside?.[3] ?? '').toLowerCase()
  if (aside && asideName && said && !notNames.test(asideName)) {
    const relation = nicknames[said] ?? said
    add(
      `relation.${relation.replace(/\s+/g, '-')}.name`,
      `The user's ${relation} is called ${asideName}`,
      aside.index + aside[0].length,
    )
    return
  }
  const met = metSomeone.exec(text)
  const seeing = met?.[1]
  if (met && seeing && !notNames.test(seeing)) {
    add('relation.partner.name', `The user is dating someone new: their partner is called ${seeing}`, 0)
    return
  }
  const together = pair.exec(text)
  const partner = together?.[1] ?? together?.[2]
  if (together && partner && !notNames.test(partner) && coupleLife.test(text)) {
    add('relation.partner.name', `The user's partner is called ${partner}`, 0)
  }
}
