import { businessNoun, jobPhrase } from './work-rules'

/** The sections of a profile summary, in the order the summary lists them. */
export const topics = ['who', 'home', 'work', 'family', 'health', 'likes', 'plans', 'other'] as const
export type Topic = (typeof topics)[number]

/** Headings of the summary's sections. */
export const topicTitles: Record<Topic, string> = {
  who: 'Who',
  home: 'Home',
  work: 'Work and study',
  family: 'Family and pets',
  health: 'Health and diet',
  likes: 'Likes and hobbies',
  plans: 'Plans and recent events',
  other: 'Other',
}

export interface Classifiable {
  key?: string
  text: string
  eventTime?: number
  timestamp: number
}

const keyTopics: Array<[RegExp, Topic]> = [
  [/^(?:name|age|birthday|origin|birth\.)/, 'who'],
  [/^home\./, 'home'],
  [/^(?:job|study)\./, 'work'],
  [/^(?:relation|relationship|pet|children)\b/, 'family'],
  [/^plan\./, 'plans'],
  [/^(?:diet|allergy|health|habit)\b/, 'health'],
  [/^(?:favorite|hobby)\./, 'likes'],
]

/** Words that place an unkeyed fact, tried in this order. */
const textTopics: Array<[RegExp, Topic]> = [
  [
    /\b(?:plans? to|planning|is going to|are going to|will|hopes? to|hoping to|wants? to|intends? to|aims? to|aiming to|would like to|dreams? of|is moving to|is looking forward)\b/i,
    'plans',
  ],
  [
    /\b(?:allerg\w*|intoleran\w*|diet\w*|vegan|vegetarian|gluten|lactose|doctor|sick|illness|surgery|injur\w*|asthma|diabet\w*|medication|meds|pills|blood thinners|insulin|inhaler|statins|antidepressants|therapy|pregnan\w*|health\w*|migraines?|anxiety|depression)\b/i,
    'health',
  ],
  [
    /\b(?:wife|husband|partner|spouse|kids?|child|children|twins|toddlers?|sons?|daughters?|mom|mum|mother|dad|father|sisters?|brothers?|family|parents|grand\w+|baby|married|wedding|engaged|missus|hubby|boyfriend|girlfriend|fianc\w*|dogs?|cats?|pupp(?:y|ies)|kittens?|pets?)\b/i,
    'family',
  ],
  [
    new RegExp(
      `\\b(?:runs?|ran|owns?|owned|co-own(?:s|ed)?) (?:their own |a |an |their |the )(?:[\\w'&-]+ ){0,2}?${businessNoun}\\b`,
      'i',
    ),
    'work',
  ],
  [
    /\b(?:job|works?|office|boss|colleagues?|coworkers?|clients?|company|career|promot\w+|salary|business|school|class(?:es)?|stud(?:y|ies|ying)|university|college|degree|teach\w*|students?|exams?|intern\w*|hired|interview|shifts?)\b/i,
    'work',
  ],
  [/\b(?:lives?|living|apartment|flat|house|home|neighbo\w+|moved|rent\w*)\b/i, 'home'],
  [
    /\b(?:loves?|enjoys?|likes?|favou?rite|hobb(?:y|ies)|fan of|fan|supports|into|plays?|playing|goes \w+ing|go \w+ing|weekends|free time|for fun|passion\w*)\b/i,
    'likes',
  ],
]

/** "The user writes backend software for a logistics startup": what the user does for an organisation is work. */
const worksFor =
  /^The user (?:\w+ ){1,4}?(?:for|at) (?:a|an|the) (?:[\w-]+ ){0,2}?(?:startup|start-up|company|firm|agency|bank|hospital|clinic|school|charity|nonprofit|non-profit|consultancy|studio|lab|publisher|newspaper|magazine|retailer|manufacturer|council|ministry|university)\b/

/** The user taking up a job: "the user gets the job in Stavanger", "the user accepted a position at…". */
const newJob =
  /\bthe user (?:gets|got|has got|landed|has landed|accepted|has accepted|was offered|is starting|starts|started) (?:the|a|an|their|this) (?:new |dream |first )?(?:job|position|role|post)\b/i

/**
 * "The user is a vet in a small practice…", "The user has been a bus driver for 12 years", "The user spent forty
 * years as an accountant…": the user's own job, now or before.
 */
function saysUsersJob(text: string): boolean {
  const said =
    /^The user (?:is|was|has been|had been|works as|worked as|is now|is still|spent (?:[\w-]+ ){1,3}(?:years?|decades?|months?) as) (?=an? )/.exec(
      text,
    )
  return said !== null && jobPhrase(text.slice(said[0].length)) !== undefined
}

/**
 * The section of a profile a fact belongs to: from its key when it has one (`job.title` → work), else from its
 * words ("allergic" → health, "wife" → family), a date ahead of the message making it a plan; events with a date
 * and anything else go with plans and recent events or other.
 */
export function topicOf(fact: Classifiable): Topic {
  if (fact.key !== undefined) {
    for (const [pattern, topic] of keyTopics) if (pattern.test(fact.key)) return topic
  }
  if (fact.eventTime !== undefined && fact.eventTime > fact.timestamp + 86_400) return 'plans'
  if (saysUsersJob(fact.text)) return 'work'
  for (const [pattern, topic] of textTopics) if (pattern.test(fact.text)) return topic
  return fact.eventTime !== undefined ? 'plans' : 'other'
}

/** What people ask with when a diet, an allergy or a condition decides what to serve ("Can I bake them a cake?"). */
const foodWords = 'food eat eating meal meals cook cooking dinner lunch dessert cake sweets snack meat steak dish'

/** Words people ask with for each keyed attribute, beyond the fact's own words ("job" for "works as a nurse"). */
const keyVocabulary: Array<[RegExp, string]> = [
  [/^job\.(?:title|field|shown)$/, 'job occupation profession career work employment trade role'],
  [/^job\.(?:employer|status)$/, 'job employer employed employs company workplace work employment career'],
  [/^job\.former\./, 'job employer employed company workplace work career past former previously'],
  [/^habit\.smoking$/, 'smoking smoke smoker cigarettes habit health'],
  [/^study\./, 'study studies student school university education degree major research subject'],
  [/^home\.former\./, 'home lived before previous former past moved city where'],
  [/^home\.with$/, 'lives live living with household home who'],
  [/^home\.plan$/, 'move moving relocate relocation plans future city where live lives living home'],
  [/^plan\.trip\./, 'travel trip visit holiday vacation going plans flight flights flying'],
  [/^home\./, 'home live city town residence based moved where'],
  [/^origin$|^birth\./, 'origin from hometown grew born nationality'],
  // Not "job" or "work": "What is the user's job?" asks about the user, and the relation word finds theirs.
  [/^relation\.[\w-]+\.(?:job|employer)$/, 'occupation profession career does'],
  [/^relation\.[\w-]+\.home$/, 'lives live home city where based'],
  [/^relation\.[\w-]+\.age$/, 'age old years'],
  [/^relation\.[\w-]+\.status$/, 'news happened'],
  [/^relation\.[\w-]+\.health-/, 'health condition medical illness problem diagnosed'],
  [/^relationship\./, 'relationship married marriage marital spouse partner single dating'],
  [/^relation\.ex\./, 'name ex former divorced separated split breakup broke ended wife husband spouse partner'],
  [/^relation\.(?:wife|husband|spouse|partner|fianc)/, 'name spouse married partner relationship family'],
  [/^relation\.(?:girlfriend|boyfriend)/, 'name relationship dating family'],
  [/^relation\./, 'name family relative'],
  [/^pet\./, 'pet pets animal name'],
  [/^children$/, 'children child kids sons daughters family parent'],
  [/^diet$/, `diet dietary restrictions avoid ${foodWords}`],
  [/^diet\.avoids\./, `diet dietary restrictions avoid allergy allergies intolerance ${foodWords}`],
  // Given up or not taken by choice ("stopped drinking alcohol", "does not drink coffee"): no allergy.
  [/^diet\.skips\./, `diet dietary restrictions avoid drink drinks ${foodWords}`],
  [/^allergy\./, 'allergy allergies allergic avoid health'],
  [/^age$|^birthday$/, 'age old born birthday'],
  [/^favorite\./, 'favorite likes'],
]

/** A sister's or a brother's fact is searched by these too ("siblings?"): they do not make a sister a brother. */
export const siblingWords = 'sibling siblings sister brother'

/**
 * Who a relative is, in the other words people ask with ("mother" for "mum", "siblings" for "brother"); an in-law is
 * none of these ("son-in-law" is searched as the daughter's husband).
 */
const personVocabulary: Array<[RegExp, string]> = [
  [/^relation\.(?:mother|father|stepmom|stepdad|parents)\b(?!-in-law)/, 'parent parents mother father mum mom dad'],
  // "relation.ana-sister.name", "relation.ben-older-son.age": a relation said of one of several by name.
  [/^relation\.(?:[\w]+-)*(?:sister|brother|sibling|twin)\b(?!-in-law)/, siblingWords],
  [/^relation\.(?:wife|husband|spouse|partner)\b/, 'spouse partner'],
  [
    /^relation\.(?:[\w]+-)*(?:son|daughter|child|kid|kids|children|stepson|stepdaughter)\b(?!-in-law)/,
    'child children kids',
  ],
  [/^relation\.(?:grandparents|grandma|grandmother|grandpa|grandfather)\b/, 'grandparents family'],
]

/** A job said as "works as a / is a …", whoever's it is. */
const asJob = (nouns: string) =>
  new RegExp(
    `\\b(?:works? as|worked as|is|was|has been|retired|former) (?:an? |the )?(?:[\\w-]+ ){0,3}?(?:${nouns})\\b`,
    'i',
  )

/** The field a job belongs to, in the broader words people ask with ("What kind of doctor…" for a vet). */
const fieldVocabulary: Array<[RegExp, string]> = [
  [asJob('vet|veterinarian|veterinary surgeon'), 'doctor medicine veterinary'],
  [
    asJob(
      'doctor|physician|gp|surgeon|dentist|p(?:a)?ediatrician|psychiatrist|radiologist|an(?:a)?esthesi\\w+|medic|cardiologist|oncologist|dermatologist',
    ),
    'doctor medicine medical healthcare health',
  ],
  [
    asJob('nurse|midwife|paramedic|pharmacist|physio\\w*|therapist|carer|caregiver|care worker|dietitian|optician'),
    'medical healthcare health care',
  ],
  [
    asJob('teacher|lecturer|professor|tutor|headteacher|head teacher|teaching assistant|principal|educator'),
    'education school teaching teacher',
  ],
  [asJob('chef|cook|baker|barista|waiter|waitress|bartender|sommelier|pastry chef'), 'food restaurant kitchen cooking'],
  [asJob('driver|pilot|courier|trucker|cabbie|conductor'), 'transport driving'],
  [
    asJob('engineer|developer|programmer|coder|dev|devops|sysadmin|data scientist|it \\w+'),
    'tech technology engineering software computers',
  ],
  [asJob('lawyer|attorney|solicitor|barrister|paralegal|judge'), 'law legal'],
  [asJob('accountant|auditor|banker|actuary|tax \\w+|financial \\w+'), 'finance money accounting'],
  [asJob('officer|police\\w*|detective|firefighter|soldier'), 'police emergency service'],
  [
    asJob('artist|painter|musician|singer|actor|actress|writer|author|designer|photographer|illustrator'),
    'creative arts',
  ],
]

/**
 * A drug said by its name or its dose ("takes warfarin for their heart", "switched to losartan 50 mg"), and what
 * people take to stay well ("iron tablets", "vitamin D"): asked as medication or supplements.
 */
const drugKind: [RegExp, string] = [
  /\b(?:\p{L}{3,}(?:oxine|idine|amine|azine|etine|ipine|ylline|pril|sartan|olol|statin|azole|mycin|cillin|cycline|farin|parin|profen|formin|gliptin|triptan|prazole|dronate|sone|olone)|aspirin|paracetamol|acetaminophen|melatonin|lithium|methotrexate|metformin|insulin|\d+ ?(?:mg|mcg|µg|micrograms?|microgramos?|iu)|(?:vitamin|vit) (?:[a-e]\d{0,2}|d3)|b12|iron (?:tablets|pills|supplements?)|magnesium|zinc|omega-?3|fish oil|probiotics?|creatine|supplements?)\b/iu,
  'medication medicine meds drugs prescription supplement supplements health',
]

/** An injury by its name ("a hamstring strain, grade 2", "I tore my ACL"): asked as an injury. */
const injuryKind: [RegExp, string] = [
  /\b(?:strain(?:ed)?|sprain(?:ed)?|torn|tore|pulled (?:a |my |their )?muscle|tendin\w+|ligament|acl|mcl|meniscus|hamstring|achilles|shin splints|plantar fasciitis|it band|rotator cuff|whiplash|concussion|dislocat\w+|fractur\w+|broke (?:my|their|the user's|his|her) \w+|broken (?:hip|arm|leg|wrist|ankle|foot|hand|rib|ribs|collarbone|nose|finger|toe|elbow|knee|shoulder|back|neck))\b/i,
  'injury injured hurt pain health hospital break broke broken bone',
]

/** A joint said by its name ("a date for the knee", "my hip's playing up"): asked of as a joint. */
const jointKind: [RegExp, string] = [/\b(?:knees?|hips?(?!-hop)|shoulders?|elbows?|ankles?|wrists?)\b/i, 'joint joints']

/**
 * Work shown by what it involves rather than named ("three seminars to teach tomorrow", "night shift at the hospital
 * pharmacy", "40 self-assessment clients", "an invoice template for the job"), or signed in a draft ("Kwame, Senior
 * Structural Engineer"): asked as the user's work.
 */
const workTraceKind: [RegExp, string] = [
  /\b(?:teach(?:es|ing)?|lectur(?:e|es|ing)|seminars|(?:my|their|the user's|our|\d+)(?: [\w-]+){0,2}? (?:students|pupils|patients|clients|customers|caseload|classes|shifts|rota|colleagues|coworkers|co-workers)|(?:my|their|the user's) (?:line )?(?:manager|boss)|(?:night|day|late|early|double|long|\d+(?:\.\d)? ?(?:hr|hour)) shifts?|on (?:shift|call|nights|the ward)|invoices?|(?:grading|marking) (?:essays|papers|exams|tests|homework)|(?:essays|papers|exams|tests|quizzes|homework|coursework|assignments) to (?:mark|grade)|(?:serve|serving|tell|telling|deal with|dealing with|see|seeing) (?:\w+ )?(?:customers|patients|clients|guests)|(?:pharmacy|shop|bank|reception|deli|bar|checkout|check-in) counter|answering (?:\d+ |emergency |phone |support )?calls|(?:bugs?|outage|incident) in production|(?:daily )?stand-?ups?|sprint (?:planning|review)|code reviews?|pull requests?|payroll|business name)\b|, (?:(?:Senior|Junior|Lead|Head|Chief|Principal|Staff|Associate|Assistant|Deputy) )?(?:[A-Z][a-z]+ ){0,2}(?:Engineer|Manager|Designer|Developer|Teacher|Nurse|Analyst|Consultant|Officer|Director|Architect|Accountant|Coordinator|Specialist|Advis[eo]r|Editor|Lawyer|Solicitor|Paralegal|Agent|Realtor|Technician|Therapist|Scientist|Researcher|Lecturer|Professor)\b/,
  'work job occupation profession living career',
]

/** A dog's emoji, and a cat's (its face in every mood): what says the animal in a message that may not name it. */
export const dogEmoji = '[🐶🐕🦮🐩]'
export const catEmoji = '[🐱🐈😺😸😹😻😼😽🙀😿😾]'

/** Dogs by their breed ("a greyhound girl called mochi"): a dog, whatever else the sentence says. */
export const dogBreeds =
  /\b(?:kelpie|heeler|whippet|schnauzer|boxer|dalmatian|spaniel|terrier|retriever|labrador|poodle|beagle|collie|husky|corgi|dachshund|pug|greyhound|galgo|lurcher|staffy|doodle|labradoodle|cockapoo|cavapoo)\b/i

/** A dog said by its breed ("Daft border terrier still thinks he's a pup"): asked of as a dog. */
const breedKind: [RegExp, string] = [dogBreeds, 'dog dogs']

/** How a baby came ("the c-section scar is ok", "an emergency caesarean"): asked as how the user gave birth. */
/** A sport or a dance said by its name ("Léo has his first judo competition"): asked of as a sport or an activity. */
const sportKind: [RegExp, string] = [
  /\b(?:football|soccer|judo|karate|taekwondo|jiu-?jitsu|swimming|tennis|basketball|handball|netball|rugby|cricket|hockey|gymnastics|athletics|volleyball|badminton|baseball|softball|lacrosse|fencing|rowing|boxing|kickboxing|wrestling|martial arts|ballet|tap dance|hip-?hop dance|surfing|surfed|golf|skiing|snowboarding|skateboarding|kayaking|canoeing|sailing|archery|bowling|rock climbing)\b/i,
  'sport sports activity activities',
]

/** A place on a team ("I am the goalkeeper", "point guard"): asked of as the position the user plays. */
const positionKind: [RegExp, string] = [
  /\b(?:goalkeeper|goalie|striker|defender|midfielder|winger|centre-?back|center-?back|full-?back|point guard|shooting guard|power forward|quarterback|wide receiver|linebacker|pitcher|catcher|shortstop|fly-?half|scrum-?half|libero|wicket-?keeper|opening bat(?:ter|sman))\b/i,
  'position plays play team sport',
]

/** An instrument the user plays ("Second cornet.", "I used to play the veena"): asked of as an instrument. */
const instrumentKind: [RegExp, string] = [
  /\b(?:violin|viola|guitar|piano|cello|double bass|drums?|drum kit|flute|piccolo|saxophone|sax|trumpet|cornet|trombone|tuba|euphonium|french horn|bugle|ukulele|banjo|mandolin|bass|oud|harp|clarinet|oboe|bassoon|harmonica|accordion|bagpipes|keyboard|synth|sitar|veena|tabla|mridangam|harmonium|erhu|guzheng|shamisen|koto|djembe|bodhr[aá]n|fiddle|xylophone|marimba|glockenspiel)\b/i,
  'instrument music plays',
]

/** Whether the user has a partner, said in passing ("tough as a single parent", "since the divorce"). */
const singleKind: [RegExp, string] = [
  /\b(?:single (?:parent|mum|mom|mother|dad|father)|(?:i'm|i’m|i am|still|being|am) single|divorc\w*|separated|break-?up|broke up|widow\w*)\b/i,
  'relationship status single marital partner',
]

/** How the user gets about ("I fell off my bike", "I take the tram to work"): asked of as transport or commuting. */
const transportKind: [RegExp, string] = [
  /\b(?:my (?:bike|bicycle|e-?bike|scooter|moped|motorbike)|(?:cycle|cycled|cycling|bike|biked|biking) to (?:work|the office|uni|school|college)|(?:take|takes|took|taking|get|got|catch|caught|catching) the (?:bus|tram|train|metro|subway|tube|ferry) to (?:work|the office|uni|school|college)|commut\w+|bus pass)\b/i,
  'transport commute commuting around travel gets',
]

/** Music said by what is played ("a song by Tupac and Dr. Dre", "their new album"): asked of by artist or listening. */
const musicKind: [RegExp, string] = [
  /\b(?:songs?|albums?|rappers?|singers?|bands?|playlists?|gigs?|concerts?|tracks by|hip-?hop|rap music)\b/i,
  'music artist artists musician musicians listen listening',
]

/** Keeping fit said by what is done ("I swim before work", "gym mon wed fri"): asked of as exercise. */
const fitnessKind: [RegExp, string] = [
  /\b(?:swim|swims|swimming|gym|yoga|pilates|jog|jogs|jogging|workouts?|crossfit|spin class(?:es)?|weights|parkrun|5-a-side|five-a-side)\b/i,
  'exercise fitness workout sport sports activity',
]

/** A plan called off ("ollie's 21st got called off", "Prague is off 😭", "mams party is cancelled"). */
const cancelKind: [RegExp, string] = [
  /\b(?:cancel(?:l?ed|s|ling)?|called off|calling off|(?:is|are|'s|’s) off\b|not happening|fell through|scrapped|scrap that|no longer going)\b/i,
  'cancelled cancel happening ahead plans',
]

/**
 * A death ("Mochi died this morning", "we had to put him down", "we had to let Bess go"): what happened or what became
 * of them, asked of as a loss.
 */
const deathKind: [RegExp, string] = [
  /\b(?:died|dies|passed away|passed on|(?:he|she) passed(?= in \d| last| recently| suddenly| peacefully| \d|[.,;!—–-]|$)|put (?:him|her|them) down|put (?:him|her|them) to sleep|put down|put (?!(?:it|this|that|things|them|him|her|the|my|your|our|his|their|a|an|one|some|money|everything|everyone|baby|kids|foot|phone)\b)[a-z]+ (?:down|to sleep)(?! (?:for|on the|in|at)\b)|funeral|rip|god rest (?:him|her|his soul|her soul)|rest in peace|(?:had|decided|have|having) to let (?!(?:it|this|that|things|go)\b)\w+ go)\b/i,
  // "Is the cat still alive?" asks whether it died.
  'died death passed happened became loss lost alive',
]

const birthKind: [RegExp, string] = [
  /\b(?:c-?section|caesarean|cesarean|home birth|water birth|epidural|(?:was|got|being) induced)\b/i,
  'birth gave born delivery baby',
]

/** Car makes, and models whose name means nothing else ("golf", "focus", "transit" are left out). */
const carNames =
  /\b(?:toyota|honda|nissan|mazda|subaru|hyundai|kia|volkswagen|vw|bmw|audi|mercedes|merc|tesla|volvo|skoda|renault|peugeot|citro[eë]n|fiat|vauxhall|opel|chevy|chevrolet|jeep|lexus|porsche|suzuki|mitsubishi|land rover|range rover|civic|corolla|camry|prius|rav4|hilux|yaris|tacoma|tundra|silverado|f-?150|qashqai|juke|clio|megane|octavia|fabia|tucson|sportage|impreza|cx-?5|mx-?5|wrangler|vivaro|sprinter|model [3sxy])\b/i

/** A number of years as people write it: "32", "forty", "thirty-six". */
const yearsCount =
  '(?:\\d{1,2}|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|(?:twenty|thirty|forty|fifty)[ -](?:one|two|three|four|five|six|seven|eight|nine))'

/**
 * A working life told by its length ("I drove the buses in Leicester for 32 years", "Thirty years pulling people out
 * of burning houses", "38 years on the line at the Ford Rouge plant", "Forty years I did on the railways as a
 * signalman"): a career, asked of as the job the user did before retiring. Not "married 50 years", "lived here 40 years".
 */
const careerLength = new RegExp(
  `\\b(?:ran|drove|taught|worked|nursed|farmed|managed|served|spent)\\b[^.;]{0,60}?\\bfor ${yearsCount} (?:years|yrs)\\b|\\b${yearsCount} (?:years|yrs)(?: (?:I|the user) did)?(?: (?:on|at|with|in) the [\\w'’ -]{2,30}?)? (?:as an? |as the |delivering |teaching |driving |pulling |nursing |working |farming |running |serving |on the (?:line|railways?|buses|trains|docks|farm|wards?)\\b|down the (?:pit|mines?)\\b|in the (?:army|navy|police|mines?|pits?)\\b)`,
  'i',
)

/**
 * Conditions by the part of the body they touch ("COPD" is a breathing condition, "macular degeneration" a problem
 * with the eyes, "Parkinson's" a neurological one): asked of by that part, or as a condition, disorder or illness.
 */
const conditionKinds: Array<[RegExp, string]> = [
  [
    /\b(?:parkinson\w*|alzheimer\w*|dementia|epilep\w*|multiple sclerosis|motor neurone|neuropathy|seizures?|(?:had|has|have|suffered) an? (?:mini-)?stroke)\b/i,
    'neurological brain nerves condition disorder illness disease health',
  ],
  [
    /\b(?:copd|emphysema|bronchitis|asthma\w*|nebuli[sz]er|sleep apn(?:o)?ea|pulmonary|lungs?|breathless\w*)\b/i,
    'breathing lungs respiratory chest condition illness disease health',
  ],
  [
    /\b(?:cataracts?|glaucoma|macular|retina\w*|eye drops|eye (?:test|appointment|surgery|injections?|clinic)|shots in (?:my|their|the user's) eye|partially sighted|sight loss)\b/i,
    'eyes eye eyesight vision sight condition health',
  ],
  [/\b(?:hearing aids?|deaf\w*|tinnitus|hard of hearing|hearing loss)\b/i, 'hearing ears condition health'],
  [
    /\b(?:atrial fibrillation|a-?fib|angina|heart attack|heart failure|stents?|pacemaker|heart bypass|arrhythmia|palpitations)\b/i,
    'heart cardiac condition illness health',
  ],
  [
    /\b(?:osteoporosis|osteoarthritis|arthritis|gout|(?:hip|knee) replacement|new (?:hip|knee))\b/i,
    'bones joints condition pain health',
  ],
  [/\b(?:thyroid|levothyroxine|hypothyroid\w*|hyperthyroid\w*)\b/i, 'thyroid condition health'],
  [/\b(?:cancer|chemo\w*|radiotherapy|tumou?rs?|remission)\b/i, 'cancer condition illness disease health'],
  // A condition that decides what to serve ("high blood pressure, the doctor told them to cut salt"): asked of as
  // what to keep in mind when cooking for them.
  [
    /\b(?:cut (?:down on |back on |out )?(?:salt|sugar|sodium|carbs|fat|red meat)|low[- ](?:salt|sodium|sugar|fat|carb)|(?:high|low) blood pressure|hypertension|cholesterol|diabet\w*|pre-?diabet\w*)\b/i,
    `diet avoid health ${foodWords}`,
  ],
  // The specialist who treats it ("my cardiologist, Dr. Okafor"): a doctor, asked of by the part of the body.
  [/\bcardiolog\w*/i, 'heart doctor specialist'],
  [
    /\b(?:primary care (?:doctor|physician|provider)|family (?:doctor|physician)|general practitioner|[Gg][Pp])\b/,
    'general checkups checkup routine doctor',
  ],
  [/\b(?:ophthalmolog\w*|optician|eye doctor)/i, 'eyes eye specialist'],
  [/\bneurolog\w*/i, 'brain neurological specialist'],
  [/\boncolog\w*/i, 'cancer specialist'],
]

/** An in-law, searched by the relative they are married to ("son-in-law" → "daughter husband"). */
export const inLawWords: Readonly<Record<string, string>> = {
  son: 'daughter husband',
  daughter: 'son wife',
  brother: 'sister husband',
  sister: 'brother wife',
}

/** Kinds of things named by their instances, for any fact ("half marathon" is a race, "violin" an instrument). */
const kindVocabulary: Array<[RegExp, string]> = [
  ...conditionKinds,
  [careerLength, 'career job work occupation profession former retired retirement before used living'],
  // "joined the waka ama club here", "signed up for a running club": a pastime by the club it is done in.
  [
    /\b(?:joined|join|joining|signed up (?:for|to)|member of) (?:a|an|the|my|our|their|the local) (?:[\p{L}-]+ ){1,3}?(?:club|team|league|squad|crew|society|choir|group)\b/iu,
    'club hobby hobbies pastime sport sports activity activities member',
  ],
  // Card games by name ("bridge club on Tuesdays", "pinochle at the VFW"): "bridge" only where it is played.
  [
    /\b(?:bridge (?:club|night|evening|afternoon|group|partners?|drive)|(?:play(?:s|ed|ing)?|duplicate|rubber|contract) bridge|pinochle|whist|canasta|gin rummy|rummy|cribbage|euchre|mahjong|mah-?jongg?|poker|blackjack|solitaire)\b/i,
    'card cards game games',
  ],
  [
    /\b(?:salsa (?:class\w*|danc\w*|night\w*|lessons?)|my salsa|tango|bachata|ballroom|swing danc\w*|line danc\w*|flamenco|kizomba|zumba|ballet|tap danc\w*|belly danc\w*|ceilidh|danc(?:e|es|ing) (?:class\w*|lessons?))\b/i,
    'dance dancing',
  ],
  // What an allotment or a garden grows ("got the runner beans in and the shallots"): crops, vegetables.
  [
    /\b(?:runner beans|broad beans|shallots|rhubarb|courgettes?|marrows?|leeks|seed potatoes|tomato plants|veg(?:etable)? patch|raised beds?|greenhouse|allotment|plot \d+)\b/i,
    'crops vegetables growing grow garden gardening allotment',
  ],
  [
    /\b(?:navy|naval|hms|royal marines|marines?|army|regiment|raf|air force|corporal|sergeant|lieutenant|stationed|deployed|deployment|enlisted|veterans?|national service|submarine|squadron|battalion|coast guard)\b/i,
    'military armed forces service army navy branch serves served',
  ],
  // A part at a wedding ("Write a best man speech. Groom is my college roommate Derek").
  [
    /\b(?:best man|maid of hono(?:u)?r|matron of hono(?:u)?r|bridesmaids?|groomsm[ae]n|groom|bride)\b/i,
    'wedding role married marrying marriage',
  ],
  // A sibling or a child marrying: the in-law to be ("She marries Scottish man, Hamish", "groom is from kerala").
  [
    /\b(?:(?:user's|their) (?:sister|brother|daughter|son)\b[^.]{0,40}\b(?:marr(?:y|ies|ied|ying)|getting married|engaged|fianc\w*|wedding)|(?:the )?(?:groom|bride) is)\b/i,
    'brother-in-law sister-in-law son-in-law daughter-in-law in-law in-laws future marrying',
  ],
  ...Object.entries(inLawWords).map(([kin, words]): [RegExp, string] => [
    new RegExp(`\\b${kin}-in-law\\b`, 'i'),
    words,
  ]),
  // Homes for later life ("a flat in a sheltered housing scheme", "the retirement village", "a granny annexe").
  [
    /\b(?<!\b(?:works?|working|worked|job|shifts?|nurse|carer) (?:in|at) (?:a |an |the )?)(?:sheltered (?:housing|accommodation|flat)|retirement (?:village|home|community|flat|apartment|complex)|care home|nursing home|assisted living|independent living|granny (?:annexe|annex|flat)|in-law suite)\b(?! (?:nurse|worker|assistant|staff|job|shifts?))/i,
    'home housing live lives living where move moving',
  ],
  // An employer left, said by the negation ("I am not anymore at Siemens", "I'm no longer at the bank").
  [
    /\b(?:not anymore|no longer|not any more) (?:at|with|working (?:at|for|in)|in)\b|\b(?:is|am|are) not at [^.]{1,30} any ?more\b/i,
    'former previous past employer job work left used',
  ],
  [/\b(?:marathon|half marathon|10k|5k|triathlon|ultra|ironman|race)\b/i, 'race running training event'],
  instrumentKind,
  jointKind,
  [
    /\b(?:asthma|diabet\w*|epilep\w*|arthritis|migraines?|celiac|coeliac|crohn\w*|adhd|anxiety|depression|eczema)\b/i,
    'health medical condition',
  ],
  [/\bretire\w*\b/i, 'retired retirement working work job career'],
  // "backend dev at a fintech, java mostly": a programming language, asked of by that name.
  [
    /\b(?:java|javascript|typescript|python|kotlin|scala|php|golang|haskell|elixir|clojure|fortran|cobol|matlab)\b|(?<!\w)(?:c\+\+|c#)(?!\w)/i,
    'programming language languages code coding',
  ],
  // "my last day is 30 april" (in a resignation): the day a job ends, asked of as the final day or as leaving.
  [/\b(?:my|the user's|their) (?:last|final) (?:day|shift|week)\b/i, 'final leaving leave notice resignation job work'],
  // A body's reaction to something ("latex gives me a rash", "my eyes swell up round cats"): an allergy or a sensitivity.
  [
    /\b(?:swell(?:s|ed|ing)? up|hives|rash|itchy|sneez\w*|wheez\w*|anaphyla\w*|epi-?pen|reaction|landed (?:up )?in hospital)\b/i,
    'allergy allergic allergies reaction sensitive sensitivity',
  ],
  [
    /\b(?:hospital|ER|A&E|emergency room|infirmary|kidney stones?|fractur\w*|broke (?:my|their|the user's|his|her) \w+|broken (?:hip|arm|leg|wrist|ankle|rib|ribs|collarbone|elbow|shoulder)|concussion|ligament|stitches|physio\w*|diagnos\w*)\b/i,
    'health medical hospital injury illness',
  ],
  [/\b(?:is|'s|was) due (?:in|on|any day|next|this)\b|\bdue date\b/i, 'baby expected expecting pregnant due birth'],
  birthKind,
  deathKind,
  sportKind,
  fitnessKind,
  cancelKind,
  // A condition said by its measure or its treatment: "my A1C is 8.2" is diabetes.
  [/\b(?:a1c|hba1c|blood sugars?|glucose|metformin|insulin)\b/i, 'diabetes diabetic health condition'],
  [/\b(?:blood pressure|hypertension|amlodipine|losartan|ramipril)\b/i, 'blood pressure hypertension health condition'],
  // A car by its make or a model no other thing is called: "my civic is making the grinding noise again".
  [carNames, 'car vehicle drive drives driving make model'],
  // "We moved out of Berlin in 2022": a place the user left.
  [/\b(?:moved|moving) (?:out of|away from) [A-Z]/, 'left leave former previous city town moved'],
  // "Mum's 60th is on the 27th": a birthday, and its party.
  [/['’]s \d{1,3}(?:st|nd|rd|th)\b(?! (?:of|floor|century|place)\b)/i, 'birthday celebration party'],
  [
    /\b(?:moving|relocating|shifting|to move|to relocate) (?:back |down |up |over |out )?to\b/i,
    'move moving relocate relocation relocating',
  ],
  // "I signed the contract for the flat in Bergen… I'm leaving Oslo": a move by its steps.
  [
    /\b(?:leaving|to leave|leave) [A-Z][\p{L}-]+|\bsigned (?:the |a )?(?:contract|lease|tenancy) (?:for|on) (?:the |a |our |my )?(?:new )?(?:flat|house|apartment|place|home)\b/u,
    'move moving relocate relocation relocating new home',
  ],
  // A pet said by its emoji ("I can walk Mochi and Bean more 🐶🐶").
  [/🐶|🐕|🐩|🦮/u, 'dog dogs pet pets'],
  [/🐱|🐈/u, 'cat cats pet pets'],
  [dogBreeds, 'dog breed'],
  // "The user recently finished rereading "The Alchemist"", "loved "Becoming Nicole" by Amy Ellis Nutt": a book by its title.
  [
    /\b(?:read|reads|reading|re-?read\w*|finished|novel|book)\b[^"“.]{0,30}["“][^"”]{2,60}["”]/u,
    'book books read reading novel',
  ],
  // "The user already has three dogs at home": animals kept, asked of as pets.
  [
    /\b(?:has|have|had|got|adopted|keeps?|kept|own|owns) (?:[\w-]+ ){0,2}?(?:dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|turtles?|tortoises?|rabbits?|bunn(?:y|ies)|hamsters?|guinea pigs?|parrots?|budgies?|goldfish|horses?|ponies|snakes?|lizards?|geckos?|ferrets?|chickens|hens)\b/i,
    'pet pets animal animals',
  ],
  [
    /\b(?:surgery|operation|op|procedure|transplant|replacement|new (?:hip|knee|hips|knees)|(?:had|got) (?:my|their|the user's|a|an) [\w-]+ (?:replaced|removed|operated on|fixed))\b/i,
    'surgery operation operations procedure medical health',
  ],
  [
    /\b(?:cycles?|bikes?|drives?|walks?|commutes?|takes? the (?:bus|train|tube|metro|subway|ferry)) to (?:work|the office)\b/i,
    'commute workplace transport travel gets',
  ],
  // An allergy to something eaten decides what to serve; one to cats or pollen does not.
  [
    /\b(?:(?:allerg\w*|reacts) to (?!(?:cats?|dogs?|pets?|animals?|fur|pollen|dust|grass|hay|bees?|wasps?|latex|penicillin|nickel|mou?ld|perfume)\b)|(?!(?:cats?|dogs?|pets?|animals?|fur|pollen|dust|grass|hay|bees?|wasps?|latex|penicillin|nickel|mou?ld|perfume) )[\w-]+ (?:allergy|allergies|intolerance)\b)/i,
    foodWords,
  ],
  [
    /\b(?:diabet\w*|celiac|coeliac|gluten|lactose|vegan|vegetarian|veggie|pescatarian|kosher|halal)\b/i,
    `diet ${foodWords}`,
  ],
  // A street address ("my flat (14 Ashgrove Road, Headingley, Leeds)"): where the user lives.
  [
    /\b\d{1,4}[a-z]? [A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)? (?:Road|Rd|Street|St|Avenue|Ave|Lane|Close|Drive|Way|Crescent|Terrace|Place|Gardens|Court|Grove|Row|Boulevard|Blvd)\b/u,
    'home live lives where address city town',
  ],
  [/\b(?:speaks?|fluent|native) \b/i, 'languages language'],
  // Relatives said in passing ("so my wife watches what I eat"): whom the user lives their life with.
  [/\b(?:user's|their) (?:late )?(?:wife|husband|spouse)\b/i, 'married marriage spouse relationship'],
  [/\b(?:user's|their) late (?:wife|husband|spouse|partner)\b/i, 'widow widower widowed'],
  [/\b(?:user's|their) (?:girlfriend|boyfriend|partner|fianc\w*)\b/i, 'relationship partner dating'],
  [
    /\b(?:user's|their) (?:kids?|children|sons?|daughters?|twins|baby|toddler)\b(?!-in-law)/i,
    'children kids family parent',
  ],
  [/\b(?:user's|their) (?:mum|mom|mother|dad|father|parents)\b/i, 'parents family'],
  [/\b(?:user's|their) (?:mam|mammy|mama|amma|ammi|maa)\b/i, 'mother parents family'],
  [/\b(?:user's|their) (?:papa|appa|abba|daddy)\b/i, 'father parents family'],
  // Chat names a parent without "my": "Mum's 60th", "Amma's sugar was high", "Mam keeps saying".
  [/(?:^|\. )(?:Mum|Mom|Mam|Mammy|Mama|Amma|Ammi|Maa|Ma|Mother)(?:'s|’s)?\b/, 'mother parents family'],
  [/(?:^|\. )(?:Dad|Papa|Pa|Appa|Abba|Daddy|Father)(?:'s|’s)?\b/, 'father parents family'],
  [/\b(?:user's|their) (?:sisters?|brothers?|siblings?)\b/i, 'siblings family'],
  // An older sibling as Korean, Tagalog or Hindi call them ("my noona is getting married", "my kuya works in Dubai").
  [/\b(?:user's|their) (?:noona|nuna|unnie|eonni|ate|didi|akka)\b/i, 'sister siblings sibling family'],
  [/\b(?:user's|their) (?:hyung|hyeong|kuya|bhaiya)\b/i, 'brother siblings sibling family'],
  [/\b(?:user's|their) (?:t[ií]a|tita|tante)\b/i, 'aunt family'],
  [/\b(?:user's|their) (?:t[ií]o|tito|onkel)\b/i, 'uncle family'],
  [/\b(?:user's|their) grand(?:son|daughter|kids?|children|child)\b/i, 'grandchildren family'],
  [
    /\b(?:user's|their) (?:gran|granny|nana|grandad|granddad|abuel[ao]s?|abuelit[ao]|oma|opa|nonn[ao]|babcia|dziadek|bubbe|zayde|lola|lolo|halmeoni|halmoni|harabeoji|nani|dadi)\b/i,
    'grandmother grandfather grandparents grandparent family',
  ],
  // A child of the user's expecting, or the user about to be a grandparent: a grandchild on the way.
  [
    /\b(?:(?:user's|their) (?:daughter|son)\b[^.]{0,40}\bexpecting|grand(?:father|mother|parent|ma|pa))\b/i,
    'grandchild grandchildren grandparent family',
  ],
  // A business the user keeps is their work, whatever its noun ("barbershop", "roastery").
  [/\b(?:runs their own|owns? (?:a|an|their))\b/i, 'business shop owner self-employed work living'],
  // Where the business is says where the user is based.
  [/\b(?:runs their own|runs? an?|owns? an?) [^.]{0,60}\b(?:in|on) [A-Z]/, 'based city where'],
  [
    /\b(?:trip|travel\w*|flights?|flying|holiday|vacation|honeymoon|pilgrimage|camino|trek\w*|backpacking|cruise|tour|(?:got|just|came|come|am|is|are) back from|returned from)\b/i,
    'travel trip holiday vacation plans',
  ],
  [
    /\b(?:allotment|garden\w*|knit\w*|crochet\w*|fishing|hik(?:e|es|ing)|cycling|climbing|boulder\w*|paint(?:s|ing)?|watercolou?rs?|drawing|sketching|yoga|pilates|gym|running|swimming|surf\w*|skiing|chess|gaming|photography|birdwatching|baking|sewing|woodwork\w*|pottery)\b/i,
    'hobby hobbies pastime spare free time fun',
  ],
  [
    /\b(?:climbing|boulder\w*|yoga|pilates|gym|running|runs|swimming|swim|laps|cycling|hik(?:e|es|ing)|football|tennis|martial|boxing|workouts?|crossfit|zumba|spin class\w*|aerobics|couch to 5k|c25k|strength training|lifting|weights)\b/i,
    'exercise fitness fit sport activity physical workout training programme program',
  ],
  [/\b(?:alcohol|sober|drinking|teetotal)\b/i, 'drink drinks alcohol'],
  // How the user eats to lose or keep weight ("now I'm just counting calories, 1800 a day").
  [
    /\b(?:calories|calorie counting|counting calories|intermittent fasting|fasting|keto|low[ -]carb|meal prep\w*|macros)\b/i,
    'diet eating approach food plan weight',
  ],
  // A treatment by talking or exercises ("referred me to a CBT-I program", "physio exercises").
  [
    /\b(?:therapy|therapist|cbt(?:-i)?|counsell?ing|counsell?or|physio\w*|rehab\w*|treatment)\b/i,
    'treatment treating treat therapy health',
  ],
  [
    /\b(?:smok(?:e|es|ed|er|ing)|smoke-free|cigarettes?|cigs|ciggies|fags|vap(?:e|es|ed|ing)|nicotine)\b/i,
    'smoking smoke smoker cigarettes habit',
  ],
  // "9 days off the fags", "three weeks sober": a habit given up.
  [
    /\b(?:off the (?:fags|cigs|ciggies|smokes|booze|drink|vape)|(?:stopped|quit|gave up|packed in) (?:smoking|drinking|vaping|the fags|the booze)|(?:days?|weeks?|months?|years?) (?:smoke-free|sober|clean))\b/i,
    'quit stopped gave up habit',
  ],
  // "Ginger snaps are the user's weakness", "the user is so into auto engineering": what they like best, asked as a
  // favourite or a passion. Not "obsessed with those": a fact that names nothing answers no question of favourites.
  [
    /\b(?:(?:my|the user's|their|a) (?:\w+ )?weakness|(?:(?:so|really|very|totally|super) into|obsessed with|passionate about|crazy about|mad about)(?! (?:it|that|this|those|these|them|him|her|you)\b))\b/i,
    'favorite favourite passion',
  ],
  // "got really into birdwatching": a pastime taken up, whatever it is.
  [
    /\b(?:got|gotten|getting|get) (?:really |very |super |seriously |properly |big )?into\b/i,
    'hobby hobbies pastime interest',
  ],
  [
    /\b(?:class|classes|lessons|course|workshop|bootcamp|boot camp|apprenticeship|traineeship)\b/i,
    'class classes lessons course learning training programme program enrolled',
  ],
  [
    /\b(?:knit\w*|crochet\w*|pottery|ceramics|sewing|quilting|embroidery|woodwork\w*|carpentry|weaving|calligraphy|jewell?ery making|candle making)\b/i,
    'craft crafts handmade',
  ],
  // Work without an employer: freelancing, tutoring.
  [/\b(?:freelanc\w*|self-employed|tutor(?:s|ing|ed)?)\b/i, 'work job employment occupation career living income'],
  // "The user is a big Arsenal fan", "The user supports Liverpool": a team, a band, a star the user follows.
  [/\b(?:fan of|[\w'-]+ fan\b|supports? [A-Z]|season ticket)/, 'fan likes favorite favourite team supports follows'],
  [
    /\b(?:only child|(?:oldest|eldest|youngest|middle) (?:of \w+|child|sibling)|twin (?:brother|sister))\b/i,
    'siblings sibling brothers sisters family',
  ],
  [
    /\b(?:hates?|hated|dislikes?|disliked|can(?:not|'t) stand|detests?|loathes?|not a fan of|not keen on)\b/i,
    'dislike dislikes hate hates',
  ],
  workTraceKind,
  // A job on the way: "training to be a nurse", "retraining as an electrician", "studying to become a vet".
  [
    /\b(?:training to (?:be|become)|re-?train(?:s|ed|ing)? as|studying to (?:be|become)|qualifying as|apprentice\w*)\b/i,
    'work job career occupation study training',
  ],
  [
    /\b(?:medication|meds|pills|tablets|capsules|blood thinners|insulin|inhaler|statins|antidepressants|antibiotics|prescri\w+|epipen)\b/i,
    'medication medicine meds drugs prescription health',
  ],
  drugKind,
  // Faith said by its practice ("I fast during Ramadan", "church choir every Sunday"), asked as religion.
  [
    /\b(?:ramadan|eid|mosque|muslim|islam\w*|church|churches|christian|catholic|protestant|evangelical|baptist|methodist|anglican|orthodox|lent|synagogue|jewish|judaism|shabbat|sabbath|passover|yom kippur|hindu\w*|diwali|temple|buddhis\w*|sikh\w*|gurdwara|pray\w*|faith|religio\w*|atheist|agnostic|bible|quran|koran|torah|kosher|halal)\b/i,
    'religion religious faith belief beliefs worship',
  ],
  // A baby on the way: what people ask as "Is the user going to be a parent?", "Are they expecting?".
  [
    /\b(?:expecting (?:a baby|a boy|a girl|twins|(?:our|their|the user's|her|his) (?:first|second|third|baby))|pregnan\w*|due date|maternity|paternity|ha(?:d|ving) (?:a|our|their) (?:first |second |third )?(?:baby|son|daughter|boy|girl)|gave birth|newborn)\b/i,
    'baby parent parents pregnant expecting due children family',
  ],
  [
    /\b(?:engaged|engagement|proposed|fianc\w*|missus|hubby)\b/i,
    'relationship partner engaged married marriage wedding',
  ],
  // Where the user comes from, said by the move away from it ("lives in Berlin, having moved from Bangalore").
  [/\b(?:having moved|moved|relocated|came) (?:here |over )?from\b/i, 'originally origin from'],
  // A job offered ("got an offer from Zalando, starting on the 1st"): the work ahead.
  [
    /\b(?:(?:job )?offer from|offered (?:a|the|me|them|the user) (?:job|role|position))\b/i,
    'work job company employer working career',
  ],
  // A child seen on set days ("I get Tyler every other weekend"): custody of a child.
  [/\b(?:every other weekend|custody|co-?parent\w*|visitation)\b/i, 'children child kids son daughter parent'],
  // A job ended or being left: "handed in their notice", "got made redundant".
  [
    /\b(?:handed in (?:their|the user's|my) notice|redundan\w*|resign\w*|laid off|unemployed|job-?hunting|between jobs)\b/i,
    'work job employment employed career occupation',
  ],
  // Work told by what it is like rather than by a job's name: shifts, the commute, teaching, a business kept or once kept.
  [/\b(?:shifts?|commut\w*|clock(?:s|ed)? (?:in|out)|overtime)\b/i, 'work job occupation employed hours'],
  [
    /\b(?:teach(?:es|ing)?|taught) (?!(?:themselves|the user|me|them)\b)/i,
    'work job occupation employed career teacher living',
  ],
  [
    new RegExp(
      `\\b(?:runs?|ran|owns?|owned|co-own(?:s|ed)?|opened|managed|manages) (?:their own |a |an |their |the )(?:[\\w'&-]+ ){0,2}?${businessNoun}\\b`,
      'i',
    ),
    'business owner self-employed work job occupation career living',
  ],
]

/** Words for what an unkeyed fact is about, by its topic; only topics people ask about by name. */
const topicVocabulary: Partial<Record<Topic, string>> = {
  home: 'home live lives where',
  likes: 'hobby hobbies pastime spare free time',
  plans: 'plan plans future upcoming',
}

/** The words people use for a key's attribute and for whom it is about ("job.title" → "job occupation …"). */
export function keyWordsOf(key: string): string {
  const extra = keyVocabulary.find(([pattern]) => pattern.test(key))?.[1]
  const person = personVocabulary.find(([pattern]) => pattern.test(key))?.[1]
  return [extra, person].filter((words) => words !== undefined).join(' ')
}

/**
 * The kinds a user's message is also searched by: those a question names by their kind and rarely by the words said
 * ("What medication…?" of "warfarin", "What does the user do…?" of "three seminars to teach"). Only these: the words
 * of every kind on every message crowd a long conversation's search (LoCoMo single-hop fell 1.7 points with all).
 */
const messageKinds = [
  drugKind,
  workTraceKind,
  injuryKind,
  jointKind,
  birthKind,
  deathKind,
  sportKind,
  fitnessKind,
  cancelKind,
  singleKind,
  musicKind,
  instrumentKind,
  breedKind,
  transportKind,
  positionKind,
]

/**
 * The words of the kinds a message names ("warfarin" → medication, "night shift" → work): what a search also finds a
 * user's message by, so that "What medication does the user take?" finds "I take warfarin for my heart" as it finds
 * the fact drawn from it.
 */
function kindWordsOf(text: string): string {
  const words: string[] = []
  for (const [pattern, kind] of messageKinds) if (pattern.test(text)) words.push(kind)
  return words.join(' ')
}

/** The text a user's message is searched by: its words and the words of the kinds it names. */
export function messageSearchText(message: { role: string; content: string }): string {
  if (message.role !== 'user') return message.content
  const kinds = kindWordsOf(message.content.slice(0, 4000))
  return kinds ? `${message.content} ${kinds}` : message.content
}

/** The date a moved plan had before, as a rescheduled fact ends with it (rule-extractor.ts). */
const movedFrom = / \(moved from [^()]{1,40}\)(?=\.?$)/

/**
 * The words each fact record is also searched by, found once per record: the index reads them when it adds a fact,
 * and an answer again for every candidate it weighs (running every vocabulary pattern over each candidate was ~40 % of
 * an answer's time at 10,000 facts). Records are never changed once made; a copy (a candidate found by meaning) is
 * a new record and is read afresh. The value is interned: few combinations of words occur, so a profile of 100,000
 * facts holds 100,000 references to a few hundred strings, not 100,000 strings.
 */
const extraWordsOf = new WeakMap<Classifiable, string>()
const internedWords = new Map<string, string>()
/** Distinct combinations kept shared; past it (not met in practice) a combination is kept per record. */
const maxInternedWords = 4096

/**
 * What a fact is searched by: its text, plus the words people use for its attribute when it has a key, so that
 * "What is the user's job?" finds "The user works as a nurse" and "is the user married?" finds "The user's wife is
 * called Leila"; an unkeyed fact about a pastime is found by "hobbies" too.
 */
export function searchTextOf(fact: Classifiable): string {
  // "(moved from 14 December 2024)" tells what the date was; the fact is found by what it says now.
  const text = fact.text.replace(movedFrom, '')
  let extra = extraWordsOf.get(fact)
  if (extra === undefined) {
    extra = extraWordsFor(fact)
    const shared = internedWords.get(extra)
    if (shared !== undefined) extra = shared
    else if (internedWords.size < maxInternedWords) internedWords.set(extra, extra)
    extraWordsOf.set(fact, extra)
  }
  return extra === '' ? text : `${text} ${extra}`
}

function extraWordsFor(fact: Classifiable): string {
  const words: string[] = []
  if (fact.key === undefined) {
    const extra = topicVocabulary[topicOf(fact)]
    if (extra) words.push(extra)
  } else {
    const extra = keyWordsOf(fact.key)
    if (extra) words.push(extra)
  }
  for (const [pattern, kind] of kindVocabulary) if (pattern.test(fact.text)) words.push(kind)
  for (const [pattern, field] of fieldVocabulary) if (pattern.test(fact.text)) words.push(field)
  // The user's job said in a sentence of its own ("The user is a head chef at a ski resort…") is their work too.
  if (fact.key === undefined && (saysUsersJob(fact.text) || worksFor.test(fact.text))) {
    words.push('work job occupation workplace where')
  }
  // "…the user gets the job in Stavanger 🎉 start on 3 June 2024": a new job, asked of as work ("start working").
  // Only "work": its own words ("job", "start") already find it, and more of them put it before the answer to "When
  // does the user start the new job?" when that is a later fact ("actually starts on 22 April now").
  if (fact.key === undefined && newJob.test(fact.text)) words.push('work working')
  return words.join(' ')
}
