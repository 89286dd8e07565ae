import { describe, expect, it } from 'vitest'
import { createLexicalAnswerer, nothingKnown } from '../../src/server/answer'
import { followUpQuestion } from '../../src/server/answer/follow-ups'
import { createProfileIndex } from '../../src/server/retrieval'
import type { FactRecord, SourceMessage } from '../../src/server/types'

const at = Date.UTC(2024, 3, 2, 9) / 1000

function message(id: number, role: SourceMessage['role'], content: string, sceneId = 's'): SourceMessage {
  return { id, sceneId, role, content, timestamp: at + id * 60 }
}

function fact(id: number, messageId: number, text: string): FactRecord {
  return { id, profileId: 'p', sceneId: 's', messageId, timestamp: at + messageId * 60, text }
}

/** A real profile index holding the messages (and facts), asked through the embedded answerer. */
async function ask(question: string, messages: SourceMessage[], facts: FactRecord[] = []): Promise<string> {
  const index = createProfileIndex()
  for (const said of messages) index.addMessage(said)
  for (const found of facts) index.addFact(found)
  return createLexicalAnswerer().answer(question, {
    profileId: 'p',
    retriever: index,
    signal: AbortSignal.timeout(5000),
  })
}

const filler = (from: number): SourceMessage[] =>
  [
    'The weather was lovely this morning.',
    'I need to buy a new phone charger.',
    'Traffic was awful on the way in.',
    'What is a good recipe for dinner tonight?',
  ].flatMap((content, index) => [
    message(from + index * 2, 'user', content, 'other'),
    message(from + index * 2 + 1, 'assistant', 'Happy to help with that!', 'other'),
  ])

describe('followUpQuestion', () => {
  it.each([
    ['Wow, that sounds amazing! Who performed?', 'Who performed?'],
    ["Congrats! What's their name? [shares a photo of a dog]", "What's their name?"],
    ['That sounds great.', undefined],
    ['Nice! How about you?', undefined],
    ['And you?', undefined],
    ["so cute what's its name", "so cute what's its name"],
    ['I know what you mean', undefined],
    [
      'That is a long story and I have been thinking about it for a while now, what would you do in my place honestly?',
      undefined,
    ],
  ])('%s → %s', (content, expected) => {
    expect(followUpQuestion(message(1, 'assistant', content))).toBe(expected)
  })

  it('is never the user asking', () => {
    expect(followUpQuestion(message(1, 'user', 'Who performed?'))).toBeUndefined()
  })
})

describe('the answer to a follow-up question', () => {
  const concert = [
    message(1, 'user', "We celebrated my daughter's birthday with a concert in the garden last night."),
    message(2, 'assistant', 'Oh that sounds lovely! Who performed?'),
    message(3, 'user', 'It was Matt Patterson, he is so talented!'),
    ...filler(10),
  ]

  it('comes with the message it follows: the reply holds the detail, its thread holds the words', async () => {
    const answer = await ask("Who performed at the concert for the user's daughter's birthday?", concert)
    expect(answer).toContain('Matt Patterson')
    expect(answer).toMatch(/asked "Who performed\?", the user replied: "It was Matt Patterson/)
  })

  it('comes with a fact read from the message it follows', async () => {
    const facts = [fact(1, 1, "The user celebrated their daughter's birthday with a concert")]
    const answer = await ask("Who performed at the concert for the user's daughter's birthday?", concert, facts)
    expect(answer.indexOf('celebrated')).toBeLessThan(answer.indexOf('Matt Patterson'))
  })

  it('is left out when the follow-up asks something else than the question', async () => {
    const restoring = [
      message(1, 'user', "I'm restoring a 1967 Mustang in my garage."),
      message(2, 'assistant', 'Nice! How long will it take?'),
      message(3, 'user', 'Probably until September, the engine is a mess.'),
      ...filler(10),
    ]
    const answer = await ask('What car is the user restoring?', restoring)
    expect(answer).toContain('Mustang')
    expect(answer).not.toContain('September')
    // The same follow-up answers a question of its kind.
    expect(await ask('How long will restoring the car take the user?', restoring)).toContain('September')
  })

  it('is not taken from the next scene, nor from a reply to someone else', async () => {
    const split = [
      message(1, 'user', "We celebrated my daughter's birthday with a concert in the garden last night.", 'a'),
      message(2, 'assistant', 'Who performed?', 'b'),
      message(3, 'user', 'It was Matt Patterson.', 'b'),
      ...filler(10),
    ]
    const answer = await ask("Who performed at the concert for the user's daughter's birthday?", split)
    expect(answer).toContain('concert')
    expect(answer).not.toContain('Matt Patterson')
  })
})

describe("the other side's message as the context of the user's reply", () => {
  it("is not the user's when it tells the other side's own news", async () => {
    const chat = [
      message(1, 'assistant', 'I just got my tattoo done, a koi on my forearm'),
      message(2, 'user', 'show me!!'),
      message(3, 'assistant', 'I finally signed up for that pottery class, first session is thursday!'),
      message(4, 'user', "yesss you'll be amazing. I'm doing a half ironman in october so zero free time for me lol"),
      ...filler(10),
    ]
    expect(await ask('Does the user have a tattoo?', chat)).toBe(nothingKnown)
    expect(await ask('Does the user do pottery?', chat)).toBe(nothingKnown)
    // What the user said of themselves in the reply is still theirs.
    expect(await ask('Is the user training for an ironman?', chat)).toContain('half ironman')
  })

  it('frames the reply when it asks the user, or speaks to them', async () => {
    const chat = [
      message(1, 'assistant', 'Are you still living in Lisbon?'),
      message(2, 'user', 'Yes, for now.'),
      message(3, 'assistant', 'You must love the tram rides there'),
      message(4, 'user', 'Every single day!'),
      ...filler(10),
    ]
    expect(await ask('Is the user living in Lisbon?', chat)).toMatch(
      /asked "Are you still living in Lisbon\?", the user replied: "Yes, for now\."/,
    )
    expect(await ask('Does the user like tram rides?', chat)).toContain('Every single day!')
  })
})

describe('a relative or pet asked about by kind, spoken of by name', () => {
  const sister = [
    message(1, 'user', 'Gift ideas for my sister Paola? She loves gardening.'),
    message(2, 'assistant', 'Pruning shears, or herb seeds.'),
    ...filler(10),
    message(30, 'user', 'How long does a parcel take to Portugal? It is for Paola, she lives in Lisbon.'),
    message(31, 'assistant', 'Three to five working days.'),
  ]
  const named = [fact(1, 1, "The user's sister is called Paola")].map((found) => ({
    ...found,
    key: 'relation.sister.name',
  }))

  it('is answered by what the user said of them by name', async () => {
    expect(await ask("Where does the user's sister live?", sister, named)).toMatch(/Lisbon/)
  })

  it('needs the name fact of that kind: not a name said of someone else', async () => {
    expect(await ask("Where does the user's sister live?", sister)).not.toMatch(/Lisbon/)
    const exWife = named.map((found) => ({
      ...found,
      key: 'relation.ex-wife.name',
      text: "The user's ex-wife is called Paola",
    }))
    expect(await ask("Where does the user's wife live?", sister, exWife)).not.toMatch(/Lisbon/)
  })
})

describe("a question of a relative's work or name", () => {
  const said = (...contents: string[]) => [
    ...contents.map((content, index) => message(index + 1, 'user', content)),
    ...filler(20),
  ]

  it('is not answered by what is known of them that says neither', async () => {
    const gift = said('Gift ideas for my sister Paola? She loves gardening and red wine.')
    const named = [{ ...fact(1, 1, "The user's sister is called Paola"), key: 'relation.sister.name' }]
    expect(await ask("What does the user's sister do for a living?", gift, named)).toMatch(/^Nothing is known/)
    const husband = said('I say no to the motorbike, my husband says yes.')
    expect(await ask("What is the name of the user's husband?", husband)).toMatch(/^Nothing is known/)
  })

  it('is not answered by a word for names, whose the relatives are, nor a place', async () => {
    // "400 names" says no name; "Arjun" is whom the mother is of.
    const guests = said('arjun and i got engaged last month and his mom already sent 400 names for the guest list')
    expect(await ask("What is the name of Arjun's mother?", guests)).toMatch(/^Nothing is known/)
    const move = said("we're moving out of aarhus to Silkeborg in june, freja's parents live there, cheaper")
    expect(await ask("What are the names of Freja's parents?", move)).toMatch(/^Nothing is known/)
    expect(await ask("What are the names of Freja's parents?", said("freja's parents Ole and Bente"))).toMatch(/Ole/)
  })

  it('asks the name of someone by a role at a place of the user’s, and their work of a sentence about them', async () => {
    const riad = said('My husband Rachid stays to manage the riad, with our cook.')
    expect(await ask("What is the name of the cook at the user's guesthouse?", riad)).toMatch(/^Nothing is known/)
    expect(
      await ask(
        "What is the name of the cook at the user's guesthouse?",
        said('Our cook Fatou makes the best tagine.'),
      ),
    ).toMatch(/Fatou/)
    // The doctor's work is in the message, not Minh's.
    const taster = said('doctor say i am lactose intolerant lol. so my boyfriend Minh will be taster')
    const minh = [{ ...fact(1, 1, "The user's boyfriend is called Minh"), key: 'relation.boyfriend.name' }]
    expect(await ask('What does Minh do for a living?', taster, minh)).toMatch(/^Nothing is known/)
    const nurse = said('my boyfriend Minh is a nurse at Bach Mai, night shifts again')
    expect(await ask('What does Minh do for a living?', nurse, minh)).toMatch(/nurse/)
  })

  it("asks the name of a relative's thing of evidence that speaks of that thing, not of what names the relative", async () => {
    const party = said("Idris turns 7 on the 25th and he's begging for a party, soft play or something at home??")
    const son = [{ ...fact(1, 1, "The user's son seems to be called Idris"), key: 'relation.son.name' }]
    expect(await ask("What is the name of the school the user's son attends?", party, son)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's son?", party, son)).toMatch(/Idris/)
    const school = said(party[0]?.content ?? '', 'Our son goes to Moseley primary school')
    expect(await ask("What is the name of the school the user's son attends?", school, son)).toMatch(/Moseley/)
    // "the name of Maria's puppy" asks the puppy's name: "Maria" is whose it is, not a thing to be spoken of.
    const puppy = said("Guess what - I got a puppy two weeks ago! Her name's Coco and she's adorable.")
    expect(await ask("What is the name of Maria's puppy she got two weeks ago?", puppy)).toMatch(/Coco/)
  })

  it("asks a pet's name of evidence that names it, in lower case too, and not of a dog seen in a park", async () => {
    const seen = said('I saw a cute dog at the park on 2 April', 'my friend sent me a funny video of a cat')
    expect(await ask("What is the name of the user's dog?", seen)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's pet?", seen)).toMatch(/^Nothing is known/)
    const pixel = said('my cat pixel keeps walking across my keyboard mid match, how do i stop that')
    expect(await ask("What is the name of the user's cat?", pixel)).toMatch(/pixel/)
    // In lower case, as a verb's subject with no article before it; "cat food is expensive" names no one.
    const biscuit = said('pets is a good shout bc biscuit is 100% coming with me', 'cat food is expensive')
    expect(await ask("What is the name of the user's pet?", biscuit)).toMatch(/biscuit/)
    expect(await ask("What is the name of the user's pet?", said('cat food is expensive'))).toMatch(/^Nothing is known/)
  })

  it('is answered by an occupation, work said another way, or a name', async () => {
    expect(
      await ask("What does the user's sister do for a living?", said('My sister Paola is a vet in Cork.')),
    ).toMatch(/vet/)
    expect(
      await ask(
        "What does the user's wife do for a living?",
        said('My wife Leila teaches maths at a secondary school.'),
      ),
    ).toMatch(/teaches maths/)
    // Work said by the hiring, of a relative named in an earlier message.
    const hired = said('good news!! rick got hired at UPS, hes driving a route starting monday')
    const rick = [{ ...fact(1, 1, "The user's husband is called Rick"), key: 'relation.husband.name' }]
    expect(await ask("Where does the user's husband work now?", hired, rick)).toMatch(/UPS/)
    const reply = [
      message(1, 'user', 'I want to start a college fund for my granddaughter.'),
      message(2, 'assistant', 'Lovely idea. How old is your granddaughter?'),
      message(3, 'user', 'Harper, she just turned 2'),
      ...filler(20),
    ]
    expect(await ask("What is the name of the user's granddaughter?", reply)).toMatch(/Harper/)
  })
})

describe('a question in other words than chat’s', () => {
  const said = (...contents: string[]) => [
    ...contents.map((content, index) => message(index + 1, 'user', content)),
    ...filler(20),
  ]

  it('finds a child due by the pregnancy, and an age only of whom it is said', async () => {
    const due = said('great timing since freja is pregnant, due in august 🙃')
    expect(await ask("When is the user's child due?", due)).toMatch(/pregnant, due in august/)
    // The pregnancy names the mother, not the baby.
    expect(await ask('What name have they picked for the baby?', due)).toMatch(/^Nothing is known/)
    const ages = said('my wife Magda and our daughter Zuzia (she is 9) stay in Gdansk first half year')
    expect(await ask("How old is the user's wife?", ages)).toMatch(/^Nothing is known/)
    expect(await ask("How old is the user's daughter?", ages)).toMatch(/she is 9/)
    // A visit's length is no age: "for 4 days" says nothing of how old Valentina is.
    const visit = said(
      'My girlfriend Valentina comes to visit from Buenos Aires on 20 of February, what I can do with her in Madrid for 4 days?',
    )
    const valentina = [{ ...fact(1, 1, "The user's girlfriend is called Valentina"), key: 'relation.girlfriend.name' }]
    expect(await ask('How old is the user’s girlfriend?', visit, valentina)).toMatch(/^Nothing is known/)
    expect(await ask("How old is the user's son?", said('my son Leo is 3 weeks old today'))).toMatch(/3 weeks/)
  })

  it('finds a school year said as a form or a year of school ("is in Form 2")', async () => {
    const form = [fact(1, 1, "The user's son is in Form 2, they are doing quadratic equations")]
    expect(
      await ask("What year of secondary school is the user's son in?", said('maths homework again'), form),
    ).toMatch(/Form 2/)
    // Which school is not said by the year.
    expect(await ask("Which school does the user's son attend?", said('maths homework again'), form)).toMatch(
      /^Nothing is known/,
    )
  })

  it('finds a business run by who manages it, and a habit quit by "off the fags"', async () => {
    const riad = said('My husband Rachid stays to manage the riad, with our cook.')
    expect(await ask('Who will run the business while the user is abroad?', riad)).toMatch(/Rachid/)
    const fags = [fact(1, 1, 'The user is 9 days off the fags 💪')]
    expect(await ask('What habit has the user recently quit?', said('update: on earlies from monday'), fags)).toMatch(
      /off the fags/,
    )
  })
})

describe('a partner asked about by what the couple is doing', () => {
  const partner = [{ ...fact(1, 1, "The user's partner seems to be called Daniel"), key: 'relation.partner.name' }]
  const said = [
    message(1, 'user', 'June 7 next year at The Astorian in Houston!! Daniel literally cried when we signed 😭💍'),
    ...filler(10),
  ]

  it('is answered by the partner for "engaged to", "marrying" and "dating"', async () => {
    for (const question of ['Who is the user engaged to?', 'Who is the user marrying?', 'Who is the user dating?']) {
      expect(await ask(question, said, partner)).toMatch(/Daniel/)
    }
  })
})

describe('a relative asked about by name, where the profile knows another of that kind', () => {
  const kayla = [{ ...fact(1, 1, "The user's ex-partner is called Kayla"), key: 'relation.ex.name' }]
  const sione = [{ ...fact(1, 1, "The user's youngest child is called Sione"), key: 'relation.youngest-child.name' }]
  const said = (content: string) => [message(1, 'user', content), ...filler(10)]

  it('is not answered by an ex, unless the question asks of the ex', async () => {
    const done = said('also me n kayla are done. like actually done this time')
    expect(await ask("What is the name of the user's new girlfriend?", done, kayla)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's ex-girlfriend?", done, kayla)).toMatch(/Kayla/)
  })

  it('is not answered by the youngest child when it asks of the eldest', async () => {
    const kids = said('6 of us, even our youngest Sione who just started kindy')
    expect(await ask("What is the name of the user's eldest daughter?", kids, sione)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's youngest child?", kids, sione)).toMatch(/Sione/)
  })
})

describe('a relative asked about, where what is known says another thing of them or of another', () => {
  const said = (...contents: string[]) => [
    ...contents.map((content, index) => message(index + 1, 'user', content)),
    ...filler(20),
  ]

  it('asked their age, is answered only by what gives an age, not by a date said of them', async () => {
    // Nor by any number: "I want him to get one" is no age.
    const fishing = said(
      'taking my boy DJ bass fishing at Sardis Lake on 6 April 2024, he has never caught a bass so I want him to get one',
    )
    expect(await ask("How old is the user's son?", fishing)).toMatch(/^Nothing is known/)
    // An age said in the question as a condition asks no age.
    const gift = said('my son got a Nintendo console from his grandparents at age 10')
    expect(await ask("What console did the user's son get at age 10?", gift)).toMatch(/Nintendo/)
    const birthday = said('my daughter Kiara turns 10 on the 18th (18 April 2024)')
    expect(await ask("How old is the user's daughter?", birthday)).toMatch(/turns 10/)
  })

  it('asked a daughter’s name, is not answered by a son’s, nor by a dog called a girl', async () => {
    const son = [{ ...fact(1, 1, "The user's son seems to be called Yousef"), key: 'relation.son.name' }]
    const baby = said('Yousef is 3 weeks today, I have not slept since he was born')
    expect(await ask("What is the name of the user's daughter?", baby, son)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's son?", baby, son)).toMatch(/Yousef/)
    const dog = said('the galgo rescue has a greyhound girl called mochi, 3 years old')
    expect(await ask("What is the name of the user's daughter?", dog)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's dog?", dog)).toMatch(/mochi/)
  })
})

describe('a pet or a relative asked about, where what is known is of another animal or another person', () => {
  const said = (...contents: string[]) => [
    ...contents.map((content, index) => message(index + 1, 'user', content)),
    ...filler(20),
  ]

  it('asked the dog’s name, is not answered by a cat’s, nor by a neighbour’s', async () => {
    const cat = said('look who I adopted from the shelter 🐱 her name is Mochi, orange tabby, super clingy')
    expect(await ask("What is the name of the user's dog?", cat)).toMatch(/^Nothing is known/)
    expect(await ask("What is the name of the user's cat?", cat)).toMatch(/Mochi/)
    const neighbour = [{ ...fact(1, 1, "The user's neighbour is called Amparo"), key: 'relation.neighbour.name' }]
    expect(
      await ask("What is the name of the user's dog?", said('My neighbour Amparo came for coffee'), neighbour),
    ).toMatch(/^Nothing is known/)
  })

  it('asked where a relative studied, is not answered by what says nothing of study', async () => {
    const wife = said('My wife Aiko is going back to Fukuoka for two months, her father had a stroke')
    expect(await ask("Which university did the user's wife attend?", wife)).toMatch(/^Nothing is known/)
    const studied = said('My wife Aiko studied design at Kyushu University')
    expect(await ask("Which university did the user's wife attend?", studied)).toMatch(/Kyushu/)
  })
})

describe('a condition or a wish, which says nothing is so', () => {
  const dog = [
    ...filler(10),
    message(1, 'user', 'If one day I have a dog, I will call him Pelmen 😄'),
    message(2, 'assistant', 'Pelmen is a wonderful name for a dog!'),
  ]
  const lottery = [...filler(10), message(3, 'user', 'if i won the lottery id buy a sailboat n live on it in the keys')]

  it('does not answer a question that takes the thing as real', async () => {
    expect(await ask('What is the name of the user’s dog?', dog)).toBe(nothingKnown)
    expect(
      await ask('What is the name of the user’s dog?', dog, [
        fact(1, 1, 'If one day the user has a dog, the user will call him Pelmen 😄'),
      ]),
    ).toBe(nothingKnown)
    expect(await ask('Where does the user keep their sailboat?', lottery)).toBe(nothingKnown)
  })

  it('answers a question about what the user would do or wishes for', async () => {
    expect(await ask('What would the user call a dog?', dog)).toMatch(/Pelmen/)
    expect(await ask('What would the user buy if they were rich?', lottery)).toMatch(/sailboat/)
  })
})

describe("the other side's message stands for the user's reply only when the reply goes on from it", () => {
  it('not when the user went on to something of their own', async () => {
    const messages = [
      message(1, 'user', 'yup. 4 on 3 off, so we basically just wave at each other'),
      message(
        2,
        'assistant',
        'ships in the night aye. i was marking PE assessments til 11 and then the baby was up at 2, so i feel you',
      ),
      message(3, 'user', 'Traffic was awful this morning on the motorway.'),
      ...filler(10),
    ]
    expect(await ask('Does the user have a baby?', messages)).toBe(nothingKnown)
    expect(await ask('Does the user teach PE?', messages)).toBe(nothingKnown)
  })

  it('when the other side spoke of the user, not of itself, the reply may simply go on', async () => {
    const messages = [
      message(1, 'user', 'Started a gratitude journal last month, three lines every night.'),
      message(
        2,
        'assistant',
        "That's great, Jolene! Practicing mindfulness and gratitude can really change how you see things.",
      ),
      message(3, 'user', 'Sleeping better than in years, and calmer at work.'),
      ...filler(10),
    ]
    expect(await ask('What has practicing gratitude changed for the user?', messages)).toContain('Sleeping better')
  })

  it('when the reply carries the talk on ("Update: …")', async () => {
    const update = [
      message(1, 'user', 'taking my mother-in-law out for her 70th on saturday'),
      message(2, 'assistant', 'your mother-in-law is a force'),
      message(3, 'user', "Update: restaurant messed up the booking, it's Sunday the 14th now. Lunch not dinner."),
      ...filler(10),
    ]
    expect(await ask('When is the mother-in-law’s birthday celebration now?', update)).toContain('Sunday the 14th')
  })
})

describe('a bare prompt to go on', () => {
  it('brings the reply it drew after what it followed ("and??")', async () => {
    const messages = [
      message(1, 'user', "finally did that sleep study the doc's been on about"),
      message(2, 'assistant', 'and??'),
      message(3, 'user', 'apnoea. pretty bad apparently. stop breathing 30 odd times an hour'),
      ...filler(10),
    ]
    expect(await ask('What sleep-related condition does the user have?', messages)).toContain('apnoea')
  })
})
