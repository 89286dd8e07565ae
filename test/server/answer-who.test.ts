import { describe, expect, it } from 'vitest'
import { createLexicalAnswerer, nothingKnown } from '../../src/server/answer'
import { namedSubject } from '../../src/server/answer/named-subject'
import { createRuleExtractor } from '../../src/server/extract'
import { createProfileIndex } from '../../src/server/retrieval'
import type { SourceMessage } from '../../src/server/types'

// Questions about someone else than the user: by name ("What does Kenji do?"), by relation ("What is the name of
// the user's husband?") or by role ("Who is the user's therapist?"). What is known of the user, or of someone else,
// does not answer them; "Nothing is known…" is the right answer when the user never said it.

const at = Date.UTC(2024, 3, 2, 9) / 1000

function message(id: number, role: SourceMessage['role'], content: string): SourceMessage {
  return { id, sceneId: 's', role, content, timestamp: at + id * 60 }
}

/** Ordinary chat around the facts, as a real profile has. */
const chat = [
  'The weather was lovely this morning.',
  'I need to buy a new phone charger.',
  'What is a good recipe for dinner tonight?',
  'Traffic was awful on the way in.',
]

const extractor = createRuleExtractor()

/**
 * A real profile index holding the messages, the user's ordinary chat between them, and the facts the rule extractor
 * reads from them (each message with the ones before it, as the service gives them), asked through the embedded
 * answerer.
 */
async function ask(question: string, said: Array<[SourceMessage['role'], string]>): Promise<string> {
  const index = createProfileIndex()
  const messages: SourceMessage[] = []
  let factId = 1
  for (const [role, content] of said) {
    const chatLine = chat[messages.length % chat.length] as string
    for (const next of [message(messages.length + 1, role, content), message(messages.length + 2, 'user', chatLine)]) {
      const previous = messages.slice(-8)
      messages.push(next)
      index.addMessage(next)
      if (next.role !== 'user') continue
      const signal = AbortSignal.timeout(5000)
      for (const found of await extractor.extract(next, { profileId: 'p', previous, signal })) {
        index.addFact({
          ...found,
          id: factId,
          profileId: 'p',
          sceneId: 's',
          messageId: next.id,
          timestamp: next.timestamp,
        })
        factId += 1
      }
    }
  }
  return createLexicalAnswerer().answer(question, {
    profileId: 'p',
    retriever: index,
    signal: AbortSignal.timeout(5000),
  })
}

describe('a question about someone by name', () => {
  const kenji: Array<[SourceMessage['role'], string]> = [
    ['user', 'My boyfriend Kenji called me this morning from Osaka, I miss him so much.'],
    ['user', 'I work at a small bakery near Kirkgate Market, I start at 5am.'],
  ]

  it("is not answered by the user's own job", async () => {
    expect(await ask('What does Kenji do for a living?', kenji)).toBe(nothingKnown)
    expect(await ask("What is Kenji's job?", kenji)).toBe(nothingKnown)
  })

  it('is answered by what names them, or the relation they are known as', async () => {
    const said: Array<[SourceMessage['role'], string]> = [...kenji, ['user', 'My boyfriend is a firefighter now.']]
    expect(await ask('What does Kenji do for a living?', said)).toContain('firefighter')
    const named: Array<[SourceMessage['role'], string]> = [...kenji, ['user', 'Kenji teaches maths in Osaka.']]
    expect(await ask('What does Kenji do for work?', named)).toContain('teaches maths')
  })

  it("asked by the user's own name is about the user", async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['assistant', 'Thanks, Aiko! How was the shift?'],
      ['user', 'I work at a small bakery near Kirkgate Market.'],
      ['assistant', 'Good morning, Aiko!'],
      ['assistant', 'Sure, Aiko, here you go.'],
    ]
    expect(await ask('What does Aiko do for a living?', said)).toContain('bakery')
  })

  it('reads the subject of the question, not any name in it', () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'user', 'Hannah cooked dinner for me, Pistachio watched.'))
    expect(namedSubject("What is Hannah's job?", index)?.name).toBe('Hannah')
    expect(namedSubject('How old is Pistachio?', index)?.name).toBe('Pistachio')
    expect(namedSubject('Which school does Hannah go to?', index)?.name).toBe('Hannah')
    // Someone the profile never mentions, and the user with their partner, are not checked.
    expect(namedSubject('What does Daichi do?', index)).toBeUndefined()
    expect(namedSubject('Where are Hannah and the user going?', index)).toBeUndefined()
    expect(namedSubject('What did the user cook for Hannah?', index)).toBeUndefined()
  })
})

describe("the name of someone of the user's", () => {
  it('is not any name said near them', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', 'Valentina has dance and Mateo has football at the same hour and my husband is in Bilbao for work.'],
    ]
    expect(await ask("What is the name of the user's husband?", said)).toBe(nothingKnown)
  })

  it('is not the name of another relative of the user’s, a parent’s not a child’s', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', 'My daughter Mia is 5.'],
      ['user', 'My husband is called Tom.'],
    ]
    expect(await ask("What is the name of the user's father?", said)).toBe(nothingKnown)
    expect(await ask("What is the name of the user's child?", said)).toContain('Mia')
    expect(await ask("What is the name of the user's spouse?", said)).toContain('Tom')
  })

  it('is said with the possessive typed without its apostrophe', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['assistant', 'are you coming to kumasi for your fathers 70th?'],
      ['user', 'yes. driving up on the 19th'],
    ]
    expect(await ask("What is the user's father celebrating?", said)).toContain('70th')
  })

  it("of someone else's relative or role is asked the same way", async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', 'My son Mark is coming over from Calgary with his wife and the twins on the 23rd.'],
    ]
    expect(await ask("What is the name of Mark's wife?", said)).toBe(nothingKnown)
    const named: Array<[SourceMessage['role'], string]> = [
      ...said,
      ['user', "Mark's wife Jenna is a nurse in Calgary."],
    ]
    expect(await ask("What is the name of Mark's wife?", named)).toContain('Jenna')
  })

  it('is a name said with the relation, or in reply to a question about them', async () => {
    expect(
      await ask("What is the name of the user's husband?", [['user', 'My husband Luc turns 40 in May.']]),
    ).toContain('Luc')
    expect(
      await ask("What is the name of the user's wife?", [
        ['user', 'Dani, my wife, does the school run so I can sleep.'],
      ]),
    ).toContain('Dani')
    const index = createProfileIndex()
    const thread = [
      message(1, 'user', 'I want to start a college fund for my granddaughter.'),
      message(2, 'assistant', 'Good idea. How old is your granddaughter? That affects the investment mix.'),
      message(3, 'user', 'Harper, she just turned 2'),
    ]
    for (const said of thread) index.addMessage(said)
    const answer = await createLexicalAnswerer().answer("What is the name of the user's granddaughter?", {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
    expect(answer).toContain('Harper')
  })
})

describe('someone the user deals with by their role', () => {
  it('has no name until one is said with the role', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', 'My therapist keeps nagging me to journal, so here we are. I moved to Denver from Chicago.'],
    ]
    expect(await ask("What is the name of the user's therapist?", said)).toBe(nothingKnown)
    expect(await ask("Who is the user's manager?", [['user', "she's pretty chill as managers go"]])).toBe(nothingKnown)
  })

  it('is named by a title, or by the greeting of a draft written to them', async () => {
    const therapy: Array<[SourceMessage['role'], string]> = [
      ['user', 'my therapist dr okafor says every other week now'],
    ]
    expect(await ask("What is the name of the user's therapist?", therapy)).toContain('okafor')
    const draft: Array<[SourceMessage['role'], string]> = [
      [
        'user',
        'The boiler broke again, this is my email to my landlord: "Dear Mr. Patel, the boiler in my flat is not working since Sunday."',
      ],
    ]
    expect(await ask("What is the name of the user's landlord?", draft)).toContain('Patel')
  })
})

describe('a question asking a number of someone', () => {
  it('puts what says the number before what only names them', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      [
        'user',
        "Meal planning is killing me, I'm still figuring out what the boys will eat — Oliver would live on pizza if I let him and my husband isn't much better, honestly I'm running a restaurant.",
      ],
      [
        'user',
        "Right, Saturday the 13th Oliver has his under-13s football tournament in Warrington, all day, and I'm supposed to do my long run that day too. He's twelve and takes it VERY seriously.",
      ],
    ]
    const answer = await ask('How old is Oliver?', said)
    expect(answer).toContain("He's twelve")
    expect(answer.indexOf("He's twelve")).toBeLessThan(Math.max(0, answer.indexOf('pizza')) || answer.length)
  })
})

describe("a relative's name said in another sentence", () => {
  it('does not answer: a drug before "My mother…" is no name of hers', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', "Good evening. I take care of my mother, she is 84 and has Alzheimer's disease since two years."],
      ['user', 'Doctor started Aricept (donepezil) 5mg for her. My mother says her stomach feels bad after taking it.'],
    ]
    expect(await ask("What is the name of the user's mother?", said)).toBe(nothingKnown)
    const named: Array<[SourceMessage['role'], string]> = [...said, ['user', 'My mother Keiko loves the garden.']]
    expect(await ask("What is the name of the user's mother?", named)).toContain('Keiko')
  })
})

describe('a question about the user alone', () => {
  // The people around the user have their own diets, pets and hobbies: asked about the user, what is said only of
  // them is no answer, and "Nothing is known…" is the truth.
  it.each([
    ['Is the user vegan?', 'my flatmate jess has gone fully vegan since january, half the fridge is tofu now'],
    ['Is the user pregnant?', 'My colleague Ngozi is pregnant with her first, what is a nice gift for a baby shower?'],
    [
      'Does the user play golf?',
      'Help me with a speech for my boss. Mr Okafor has been in the firm 30 years, he loves golf.',
    ],
    ['Is the user diabetic?', "My mother-in-law Bríd is coming to stay and she's diabetic, type 2."],
    [
      'Does the user have a pet bird?',
      "my gran's budgie has stopped singing, she's 94 and that bird is her whole world",
    ],
    ['Does the user own a boat?', "tyler texted congrats too which was weird. he's got a boat now apparently"],
    ['Does the user box?', 'my mate kev has started boxing and wont shut up about it'],
    ['Does the user have a cat?', 'My mother-in-law is leaving her cat Mittens with the neighbour, thank god.'],
    ['Does the user play netball?', "met sam's new gf ana last night!! she's a netball goddess, plays for a club team"],
  ])("%s is not answered by someone else's", async (question, said) => {
    expect(await ask(question, [['user', said]])).toBe(nothingKnown)
  })

  it.each([
    ['Is the user vegan?', 'my wife and I went vegan in january, half the fridge is tofu now', 'vegan'],
    ['Does the user play golf?', 'My boss loves golf, so I play with him every Sunday.', 'golf'],
    ['Does the user have a cat?', 'vet again with our cat Mittens, she hates the carrier', 'Mittens'],
    ['Is the user diabetic?', "my mum worries since I'm diabetic, type 1 since I was 12", 'diabetic'],
    ['Does the user play netball?', 'ana got me into netball, I play for a club team on thursdays', 'netball'],
    // Someone else's words about the user, the user beside them, a pronoun that owns nothing, a request to the listener.
    [
      'What should the user cut down on in their diet?',
      'My GP saw me. She said to cut down on salt. I eat takeaway a lot.',
      'salt',
    ],
    ['Which club is the user a member of?', 'been hanging out with maya, shes in robotics club w me', 'robotics'],
    [
      "What is the name of the user's pet?",
      'got a kitten from the shelter!! adopted her yesterday, named her Chai',
      'Chai',
    ],
    [
      "When is the user's maths exam?",
      'thank u for the help, maths exam is on 19 April and i still dont get it',
      '19 April',
    ],
  ])("%s is answered by the user's own, said beside someone else", async (question, said, word) => {
    expect(await ask(question, [['user', said]])).toContain(word)
  })

  it("is not answered by the user's reply when it tells of someone else, and is when it tells of the user", async () => {
    const ex: Array<[SourceMessage['role'], string]> = [
      ['user', 'chloe messaged me outta nowhere, reckons she bought a horse lol'],
      ['assistant', 'your ex chloe?? what else is she up to'],
      ['user', 'yep. and shes learning italian apparently. new boyfriend is from milan so'],
    ]
    expect(await ask('Is the user learning Italian?', ex)).toBe(nothingKnown)
    const own: Array<[SourceMessage['role'], string]> = [
      ['assistant', 'how is the italian going?'],
      ['user', 'slowly! I practise italian every night on duolingo'],
    ]
    expect(await ask('Is the user learning Italian?', own)).toContain('duolingo')
  })

  it('asked who, or about someone, is answered by what is said of them', async () => {
    const said: Array<[SourceMessage['role'], string]> = [
      ['user', 'my flatmate jess has gone fully vegan since january'],
    ]
    expect(await ask('Who does the user live with?', said)).toContain('Jess')
    expect(await ask("Is the user's flatmate vegan?", said)).toContain('vegan')
  })
})

describe('a grandparent asked by another of their words', () => {
  it('is answered by what gives their age: "grandmother" by "grandma"', async () => {
    const said: Array<[SourceMessage['role'], string]> = [['user', 'My grandma is 94 and lives with us in São Paulo.']]
    expect(await ask('How old is the user’s grandmother?', said)).toContain('94')
    expect(await ask('How old is the user’s grandson?', said)).toBe(nothingKnown)
  })
})
