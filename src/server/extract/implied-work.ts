/**
 * Work a user shows by doing it without naming it: "two weeks with no marking… a pile of Year 10 mock papers" (a
 * teacher), "I haul reefer loads… my CDL" (a truck driver), "3 boiler services and a leak… gas safe" (a gas
 * engineer), "vet coming thurs for herd check. 120 holsteins" (a farmer). Each trade is read from what only that work
 * involves, in a sentence of the user's own; the fact says it is inferred and quotes what it was read from.
 */
export interface ImpliedWork {
  key: 'job.shown' | 'study.subject'
  text: string
}

interface Trade {
  /** The work, as "The user seems to work as …" or "…to work in …" ends. */
  work: string
  /** What only that work involves, said by someone who does it. */
  shown: RegExp
  /**
   * Words `shown` cannot match without, in any case, found in one cheap pass: almost no message shows a trade, and
   * trying each trade's alternatives at every word cost more than the rest of this file.
   */
  needs: RegExp
}

const trades: Trade[] = [
  {
    work: 'a teacher',
    needs:
      /marking|grading|year|yr|pupils|students|form group|tutor group|sixth|books|essays|papers|exams|mocks|homework|coursework|tests|scripts|assignments|classes|parent|lesson|department/i,
    shown:
      /\b(?:(?:no|the|so much|pile of|stack of|mountain of|load of|lots of|tons of) (?:marking|grading)\b|(?:marking|grading) (?:\d+ |all |the |my |these |those )?(?:[\w-]+ ){0,2}?(?:books|essays|papers|exams|mocks|homework|coursework|tests|scripts|assignments)\b|year \d+ (?:mock )?(?:papers|essays|books|exams|mocks|coursework)\b|(?:mark|grade|correct) (?:\d+ |all |the |my |these |those |a pile of )?(?:[\w-]+ ){0,2}?(?:books|essays|papers|exams|mocks|homework|coursework|tests|scripts|assignments)\b|my (?:year ?\d+s|yr ?\d+s|pupils|students|form group|tutor group|sixth formers)\b|(?:\w+ and \w+|\w+) classes with (?:the )?(?:\w+ year|year \d+)|(?:cover|supply) for my (?:[\w-]+ (?:and [\w-]+ )?)?classes|parents['’]? evenings?|lesson plan(?:s|ning)?|(?:English|Maths?|Math|Science|History|Geography|Music|Art|Languages|PE) Department)/i,
  },
  {
    work: 'a nurse',
    needs: /cnm|charge nurse|ward sister|nurse in charge|nmc pin/i,
    shown: /\b(?:my CNM|(?:my |the )?charge nurse|ward sister|nurse in charge|my NMC pin)\b/i,
  },
  {
    work: 'a doctor',
    needs: /ward round|registrar|f[12] year|rotation in|on call/i,
    shown: /\b(?:ward rounds?|my (?:registrar|F[12] year|rotation in \w+)|on call (?:at|in) (?:the )?hospital)\b/i,
  },
  {
    work: 'in a hospital',
    needs: /shift|intubated|ventilated|ward/i,
    shown:
      /\b(?:(?:\d+ ?(?:hr|hour) )?(?:night|day|long) shifts? (?:\w+ )?(?:ICU|NICU|PICU|A&E|ER|ward)|(?:intubated|ventilated) (?:pts|patients)|(?:on|in) (?:the )?ward (?:tonight|today|last night|again))\b/i,
  },
  {
    work: 'in the legal field',
    needs: /redlin|contract drafts|billable hours|managing partner|articled|called to the bar|in court|active matters/i,
    shown:
      /\b(?:redlin(?:e|ed|ing)|contract drafts|billable hours|(?:the )?managing partner|articled|called to the bar|(?:the )?partners (?:are|were) in court|active matters)\b/i,
  },
  {
    work: 'an accountant',
    needs: /clients|tax returns for/i,
    shown:
      /\b(?:self-assessment clients|(?:my|our) (?:audit|tax|bookkeeping|accounts) clients|tax returns for (?:my |our )?clients)\b/i,
  },
  {
    work: 'a rideshare or delivery driver',
    needs: /uber|lyft|bolt|ola|deliveroo|doordash|just eat|instacart|passengers/i,
    shown:
      /\b(?:(?:hours|hrs|shifts?|nights?|night|evening|weekend) (?:on|for) (?:Uber|Lyft|Bolt|Ola|Deliveroo|DoorDash|Just Eat|Uber Eats|Instacart)|(?:driving|drive|drives|delivering|deliver|delivers) for (?:Uber|Lyft|Bolt|Ola|Deliveroo|DoorDash|Just Eat|Uber Eats|Instacart)|my passengers)\b/i,
  },
  {
    work: 'a truck driver',
    needs: /haul|cdl|truck|rig/i,
    shown:
      /\b(?:haul(?:ing)? (?:[\w-]+ )?loads|my CDL|(?:my|the) (?:truck|rig)(?: cab)?\b(?= .{0,40}\b(?:route|load|miles)))/i,
  },
  {
    work: 'a delivery driver',
    needs: /route|warehouse|peak season/i,
    shown:
      /\b(?:(?:\d+ ?(?:hr|hour) )routes|my (?:delivery|postal|mail|bus|paper) route\b|(?:delivering|deliver) (?:for|parcels for) (?:the )?\p{L}+ warehouse|peak season at (?:ups|fedex|dhl|amazon|royal mail|evri|usps))/iu,
  },
  {
    work: 'an electrician',
    needs: /rewir|consumer unit|eic|fuse ?board|electrical/i,
    shown:
      /\b(?:rewir(?:e|ed|ing) (?:a |the |an |some )?(?:[\w-]+ )?(?:house|flat|kitchen|downstairs|upstairs|property|building|office|shop|bungalow)|consumer unit(?: swap)?s?|EICR?s?|fuse ?board (?:swap|change)s?|\p{Lu}\w* Electrical)\b/u,
  },
  {
    work: 'a plumber or heating engineer',
    needs: /boiler|gas safe|plumbing/i,
    shown:
      /\b(?:boiler (?:services|installs|repairs|swaps)|\d+ boiler services?|gas safe|(?:my|our|sole trader|own) plumbing (?:biz|business|work|jobs?))\b/i,
  },
  {
    work: 'a nail technician',
    needs: /acrylics|gel|nail/i,
    shown: /\b(?:sets? of (?:acrylics|gels|gel nails|nails)|(?:acrylics|gel sets|nail clients) booked in)\b/i,
  },
  {
    work: 'a hairdresser',
    needs: /balayage|blow-?dries|booked in|clients/i,
    shown:
      /\b(?:balayages?|blow-?dries|(?:cuts|colou?rs) booked in|my (?:salon )?clients['’]? (?:hair|roots|colou?r))\b/i,
  },
  {
    work: 'cabin crew',
    needs: /galley|cabin crew|crew rest|rotation/i,
    shown:
      /\b(?:galley (?:drill|duty|service)|cabin crew|crew rest|(?:on|back on|doing) (?:the |my )(?!(?:job|crop|new|old|day|tyre|tire|duty|shift)\b)[A-Za-z]{3} rotation)\b/i,
  },
  {
    work: 'in software',
    needs:
      /production incident|roll|postmortem|code review|pull request|merge request|to prod|in prod|sprint|codebase|backend|frontend/i,
    shown:
      /\b(?:production incident|roll(?:ed)? back the (?:release|deploy)|(?:write|wrote|writing) (?:up )?the postmortem|code reviews?|pull requests?|merge requests?|(?:deploy|deployed|deploying|pushed|shipped) to prod|bugs? in prod(?:uction)?|sprint (?:planning|review)|our (?:codebase|backend|frontend))\b/i,
  },
  {
    work: 'a designer',
    needs: /mockups|wireframe|figma|usability|design system/i,
    shown: /\b(?:(?:the |my )?mockups|wireframes?|in Figma|usability (?:test|testing)(?: debrief)?|design system)\b/i,
  },
  {
    work: 'in real estate',
    needs: /listing|mls|showing|open house|buyers|sellers/i,
    shown:
      /\b(?:listing (?:description)?(?:: | for (?:a |the )?)\d+ ?(?:bed|br)\b|on the MLS|showing (?:the house|the property|the condo|the listing)|open house (?:this|on|next)|my (?:buyers|sellers))\b/i,
  },
  {
    work: 'a chef',
    needs: /sous|line cooks|kitchen|on the pass|covers/i,
    shown:
      /\b(?:my (?:sous(?: chef)?|line cooks|kitchen (?:staff|team|porters?))|on the pass|\d+ covers (?:tonight|last night|on|at|for))\b/i,
  },
  {
    work: 'a farmer',
    needs: /herd|calving|lambing|milking|cattle|holsteins|jerseys|ewes/i,
    shown:
      /\b(?:herd check|calving|lambing|milking (?:the )?(?:cows|herd)|my (?:herd|cattle|dairy herd)|\d+ (?:holsteins|jerseys|head of cattle|ewes))\b/i,
  },
  {
    work: 'a paramedic',
    needs: /ambulance|calls/i,
    shown:
      /\b(?:shifts? (?:on|in) (?:the |an )?ambulance|ambulance shifts?|(?:\d+|two|three|four|five|six) (?:cardiac|trauma|999|911|000) calls)\b/i,
  },
  {
    work: 'a pharmacist',
    needs: /dispensing|pharmacy counter|prescriptions to/i,
    shown: /\b(?:dispensing|behind the pharmacy counter|prescriptions to (?:check|dispense))\b/i,
  },
]

/** Someone else in the sentence before the sign: the work is theirs ("my sister is marking essays"). */
const someoneElse =
  /\b(?:he|she|they|his|her|their|my (?:wife|husband|partner|sister|brother|mum|mom|dad|son|daughter|friend|boyfriend|girlfriend|flatmate|roommate|neighbou?r|colleague|boss|kids?))\b/i
/** Someone named as the subject before the sign ("Tom is marking…"). */
const namedElse = /\b\p{Lu}\p{Ll}+ (?:is|was|does|did|has|had|works|will)\b/u

/**
 * A business of the user's own: "the rent of my pharmacy shop", "this is for my own bakery", "my salon business". Not
 * "my local shop" or "my pharmacy" alone, which a customer says too.
 */
const ownBusiness =
  /\bmy (?:own (?:little )?|family )?(pharmacy|chemist|bakery|salon|barbershop|caf[eé]|restaurant|boutique|guesthouse|guest house|hostel|food truck|florist|grocery|laundromat|tailoring|catering)( (?:shop|store|business|company))?\b/iu

/** "doing my own HVAC thing", "starting my own cleaning business": the trade of a business of the user's own. */
const ownTrade = /\bmy own ((?:[\w&-]+ ){0,2}?[\w&-]+) (?:thing|business|biz|company|firm|outfit)\b/i
/** Words that say how a business is, not what it does ("my own little business"). */
const notTrades = /^(?:little|small|tiny|new|family|online|proper|real|whole|own|one|the|a)$/i

/** The longest message read: signs of work are in what a person says of their day, not in pasted documents. */
const maxChars = 2000

/** "this public health MSc", "my dissertation is on bed net use in Kano": what the user studies. */
const studied =
  /\b(?:my|this|the) ((?:[\w-]+ ){1,3}?)(?:MSc|MA|MBA|PhD|BSc|BA|LLM|masters|master['’]s|degree)\b|\bmy (?:dissertation|thesis) is (?:on|about) ([^,.;!?]{3,60})/i

/** The work and the study a message shows, when it does not name them (the caller drops them when it does). */
export function impliedWork(message: string): ImpliedWork[] {
  const text = message.length > maxChars ? message.slice(0, maxChars) : message
  const found: ImpliedWork[] = []
  for (const { work, shown, needs } of trades) {
    if (!needs.test(text)) continue
    const sign = shown.exec(text)
    if (!sign) continue
    // The sentence the sign is in, up to the sign: whose work it is.
    const opens = Math.max(
      text.lastIndexOf('.', sign.index),
      text.lastIndexOf('!', sign.index),
      text.lastIndexOf('?', sign.index),
      text.lastIndexOf('\n', sign.index),
    )
    const before = text.slice(opens + 1, sign.index)
    if (someoneElse.test(before) || namedElse.test(before)) continue
    found.push({
      key: 'job.shown',
      text: `The user seems to work ${work.startsWith('in ') ? '' : 'as '}${work} (said "${sign[0].trim()}")`,
    })
    break
  }
  const business = found.length === 0 ? ownBusiness.exec(text) : null
  // "my own bakery", "my pharmacy shop": a business named as the user's ("my"), not a shop they use ("my pharmacy was
  // out of ibuprofen").
  const after = business ? text.slice(business.index + business[0].length) : ''
  if (business?.[1] && (/\bown\b/i.test(business[0]) || business[2] !== undefined || /^\s*business\b/i.test(after))) {
    found.push({
      key: 'job.shown',
      text: `The user seems to run their own business, a ${business[1].toLowerCase()} (said "${business[0].trim()}")`,
    })
  }
  const trade = found.length === 0 ? ownTrade.exec(text) : null
  // "I want to start my own cleaning business one day" is a wish, not a business.
  const wished =
    trade &&
    /\b(?:want|wanna|wish|dream|hope|hoping|would|love to|plan|planning|thinking|someday|one day|maybe|if)\b/i.test(
      `${text.slice(Math.max(0, trade.index - 60), trade.index)} ${text.slice(trade.index, trade.index + trade[0].length + 20)}`,
    )
  const what = wished
    ? undefined
    : trade?.[1]
        ?.split(' ')
        .filter((word) => !notTrades.test(word))
        .join(' ')
  if (trade && what) {
    found.push({
      key: 'job.shown',
      text: `The user seems to run their own business, in ${what} (said "${trade[0].trim()}")`,
    })
  }
  const study = studied.exec(text)
  const subject = (study?.[1] ?? study?.[2])?.trim()
  // Not "my first MSc" nor "my sister's degree".
  if (study && subject && !/^(?:first|second|third|final|last|new|old|whole|entire|own)$|['’]s\b/i.test(subject)) {
    found.push({ key: 'study.subject', text: `The user seems to study ${subject} (said "${study[0].trim()}")` })
  }
  return found
}
