import { describe, expect, it } from 'vitest'
import { createLexicalAnswerer } from '../../src/server/answer'
import { answerKind, detailAnswer, holdsKind, placeNameAnswer } from '../../src/server/answer/answer-kind'
import { asksTwoThings, coverQuestion } from '../../src/server/answer/cover-question'
import type { EvidenceItem } from '../../src/server/answer/evidence'
import { meaningSupport } from '../../src/server/answer/meaning-support'
import { topicTerms } from '../../src/server/answer/question-terms'
import { createProfileIndex, type MeaningHit, withMeaningHits } from '../../src/server/retrieval'
import type { FactRecord, SourceMessage } from '../../src/server/types'

const at = Date.UTC(2024, 3, 2, 9) / 1000

function message(id: number, content: string, extra: Partial<SourceMessage> = {}): SourceMessage {
  return { id, sceneId: 's', role: 'user', content, timestamp: at + id * 60, ...extra }
}

function fact(id: number, messageId: number, text: string, extra: Partial<FactRecord> = {}): FactRecord {
  return { id, profileId: 'p', sceneId: 's', messageId, timestamp: at + messageId * 60, text, ...extra }
}

describe('answerKind and holdsKind', () => {
  it.each([
    ['Where does the user live?', 'place'],
    ['When did the user move?', 'time'],
    ['What year did they marry?', 'time'],
    ["Who is the user's partner?", 'person'],
    ['How many languages does the user know?', 'number'],
    ['In which Norwegian city will the user be working?', 'place'],
    ['What country is the user moving to?', 'place'],
    ['What is the user allergic to?', undefined],
    ['What kind of city does the user like?', undefined],
  ])('%s → %s', (question, kind) => {
    expect(answerKind(question)).toBe(kind)
  })

  it('asks a place of a name, a number of a number or a list of names, a person of a name or a relation', () => {
    expect(holdsKind('I grew up in Galway before moving here.', 'place')).toBe(true)
    expect(holdsKind('I need to renew my passport soon.', 'place')).toBe(false)
    // A month is not a place, nor the "I" that starts a clause.
    expect(holdsKind('I had a long nap on 2 April and I slept.', 'place')).toBe(false)
    expect(holdsKind('I speak Somali, Arabic and English.', 'number')).toBe(true)
    expect(holdsKind('We have two cats.', 'number')).toBe(true)
    expect(holdsKind('I like cats.', 'number')).toBe(false)
    expect(holdsKind('My wife teaches maths.', 'person')).toBe(true)
    expect(holdsKind('It rained all day.', 'person')).toBe(false)
    expect(holdsKind('I moved last spring.', 'time')).toBe(true)
    expect(holdsKind('anything at all', undefined)).toBe(true)
  })

  it('asks a name of a place asked by its kind, and of no "Where…?" question', () => {
    const names = placeNameAnswer('In which Norwegian city will the user be working?')
    expect(names?.('The user gets the job in Stavanger, starting on 3 June 2024.')).toBe(true)
    expect(names?.('The user works as a welder.')).toBe(false)
    expect(placeNameAnswer('Where does the user work?')).toBeUndefined()
  })
})

describe('topicTerms', () => {
  it('keeps what a question is about and leaves the words it asks with', () => {
    expect([...topicTerms('Where did the user go on their last holiday?')]).toEqual(['holidai'])
    expect([...topicTerms('What kind of car does the user drive?')]).toEqual(['car', 'drive'])
  })
})

describe('meaningSupport', () => {
  const found = (similarity: number, standardScore: number, content = 'I grew up in Galway.') =>
    message(Math.round(similarity * 1000), content, { similarity, standardScore })

  it('keeps candidates found by words whatever the others are', () => {
    const keep = meaningSupport('Does the user have pets?', [], [found(0.3, 1)])
    expect(keep(message(1, 'We have a dog.'))).toBe(true)
  })

  it('drops every candidate found by meaning when none stands out from the rest of the messages', () => {
    const candidates = [found(0.46, 1.7), found(0.43, 1.5)]
    const keep = meaningSupport('Does the user have any allergies?', [], candidates)
    expect(candidates.filter(keep)).toEqual([])
  })

  it('keeps the standing-out candidate and close ones, not a distant neighbour or one below the floor', () => {
    const best = found(0.5, 2.6)
    const close = found(0.42, 1.9)
    const distant = found(0.35, 1.4)
    const low = found(0.45, 0.8)
    const keep = meaningSupport('What music does the user like?', [], [best, close, distant, low])
    expect([best, close, distant, low].filter(keep)).toEqual([best, close])
  })

  it('asks a candidate for the kind of answer the question wants', () => {
    const noPlace = found(0.51, 2.6, 'I need to renew my passport soon.')
    const place = found(0.48, 2.2, 'I am planning a trip to Iceland next winter.')
    const keep = meaningSupport('Where is the user going on holiday?', [], [noPlace, place])
    expect([noPlace, place].filter(keep)).toEqual([place])
    // A fact found through its message is judged by its own text.
    const keepFact = meaningSupport(
      'Where does the user go on holiday?',
      [fact(1, 510, 'The user need to renew their passport soon.', { similarity: 0.51, standardScore: 2.6 })],
      [],
    )
    expect(
      keepFact(fact(1, 510, 'The user need to renew their passport soon.', { similarity: 0.51, standardScore: 2.6 })),
    ).toBe(false)
  })

  it('judges candidates without a standard score (a profile of a few messages) by similarity and margin', () => {
    const unscored = (similarity: number) =>
      message(Math.round(similarity * 1000), 'I grew up in Galway.', { similarity })
    const keep = meaningSupport('What does the user like?', [], [unscored(0.5), unscored(0.42), unscored(0.36)])
    expect(keep({ similarity: 0.5 })).toBe(true)
    expect(keep({ similarity: 0.42 })).toBe(true)
    // More than 0.12 below the best.
    expect(keep({ similarity: 0.36 })).toBe(false)
    expect(meaningSupport('What does the user like?', [], [unscored(0.28)])({ similarity: 0.28 })).toBe(false)
    expect(meaningSupport('What does the user like?', [], [unscored(0.32)])({ similarity: 0.32 })).toBe(true)
  })
})

describe('the lexical answerer with candidates found by meaning', () => {
  async function answer(messages: SourceMessage[], facts: FactRecord[], hits: MeaningHit[], question: string) {
    const index = createProfileIndex()
    for (const found of messages) index.addMessage(found)
    for (const found of facts) index.addFact(found)
    return createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: withMeaningHits(index, hits, 'interleave'),
      signal: AbortSignal.timeout(5000),
    })
  }

  const messages = [
    message(1, 'I need to renew my passport soon.'),
    message(2, 'I have a dentist appointment on Thursday.'),
    message(3, 'I work as a nurse at the city hospital.'),
  ]

  it('says nothing is known when the meaning candidates are only loosely related', async () => {
    const hits = [
      { messageId: 2, score: 0.4, standardScore: 1.7 },
      { messageId: 1, score: 0.38, standardScore: 1.6 },
    ]
    expect(await answer(messages, [], hits, 'Does the user have any allergies?')).toMatch(/^Nothing is known/)
  })

  it('answers from a candidate that stands out', async () => {
    const hits = [{ messageId: 3, score: 0.53, standardScore: 3.2 }]
    expect(await answer(messages, [], hits, "What is the user's occupation?")).toMatch(/nurse/)
  })

  it('does not take a message found only by the words a question asks with', async () => {
    const chat = [message(1, 'The film last night was too long.'), message(2, 'On weekends I go surfing.')]
    expect(await answer(chat, [], [], 'Where did the user go on their last holiday?')).toMatch(/^Nothing is known/)
  })

  it('does not take a message whose words meet the question only where it asks the listener something', async () => {
    const chat = [
      message(1, "That's wonderful news! Which hiking trails would you pick for a first trip?"),
      message(2, 'Do you have any hiking tips? I twisted my ankle on the stairs yesterday.'),
      message(3, 'I went hiking in the Dolomites with my cousin in June.'),
    ]
    const found = await answer(chat, [], [], 'Where has the user been hiking?')
    expect(found).toContain('Dolomites')
    expect(found).not.toContain('trails')
    expect(found).not.toContain('ankle')
  })

  it('shows a sentence adding a detail to a short attribute, and never a replaced value again', async () => {
    const said = [message(1, 'I live in Lisbon and I love it.'), message(2, 'I live in a bungalow in Swansea.')]
    const facts = [
      fact(1, 2, 'The user lives in Swansea.', {
        key: 'home.city',
        previous: { text: 'The user lives in Lisbon.', timestamp: at },
      }),
    ]
    const text = await answer(said, facts, [], 'What kind of house does the user live in?')
    expect(text).toMatch(/bungalow/)
    expect(text).not.toMatch(/I live in Lisbon/)
  })
})

describe("a question about the person's own childhood", () => {
  it('is not asked of their children: "when he was a kid" finds what they did as a kid', async () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'My son Leo started swimming lessons this week.'))
    index.addMessage(message(2, 'We used to rock a song by Tupac called "California Love". Those were the days!'))
    index.addFact(fact(1, 1, "The user's son Leo started swimming lessons this week."))
    const hits = [{ messageId: 2, score: 0.5, standardScore: 3 }]
    const text = await createLexicalAnswerer().answer('What music did the user listen to when he was a kid?', {
      profileId: 'p',
      retriever: withMeaningHits(index, hits, 'interleave'),
      signal: AbortSignal.timeout(5000),
    })
    expect(text).toContain('Tupac')
    expect(text).not.toContain('swimming')
    // Asked of the children, the children's facts answer.
    const children = await createLexicalAnswerer().answer("What is the user's kid learning?", {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
    expect(children).toContain('swimming')
  })
})

describe('a fact kept under the key a question asks by', () => {
  const said = [
    message(1, 'Been a line cook at a pub for 3 years.'),
    message(2, 'Starting as sous chef monday.'),
    message(3, 'I need to learn Kotlin for the new job, I only know Java.'),
    message(4, 'Jordan got offered a job in Brisbane, is it dumb to leave a job I just started?'),
    message(5, 'My colleague is leaving work next week, gift ideas?'),
  ]
  const facts = [
    fact(1, 2, 'The user works as a sous chef.', { key: 'job.title' }),
    fact(2, 3, 'The user needs to learn Kotlin for the new job, the user only knows Java.'),
    fact(3, 4, 'Jordan got offered a job in Brisbane.'),
    fact(4, 5, "The user's colleague is leaving work next week."),
  ]
  const ask = (question: string) => {
    const index = createProfileIndex()
    for (const found of said) index.addMessage(found)
    for (const found of facts) index.addFact(found)
    return createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
  }

  it('comes first: it is the answer, where others only share a word with the question', async () => {
    expect(await ask("What is the user's current job?")).toMatch(/^The user works as a sous chef/)
  })

  it('does not push out the answer to a question about something else that names it', async () => {
    expect(await ask('What programming language does the user need to learn for the new job?')).toMatch(
      /^The user needs to learn Kotlin/,
    )
  })
})

describe('a place asked by its kind', () => {
  it('is answered first by what names one, before the job the question also meets', async () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'i am welder, working 19 years in shipyard'))
    index.addMessage(message(2, 'good news!! i get the job in Stavanger, start 3 june'))
    index.addMessage(
      message(3, 'Which certificates do you hold? Norwegian employers look for those first.', { role: 'assistant' }),
    )
    index.addMessage(message(4, 'i have TIG and MIG, also EN ISO 9606-1'))
    index.addFact(fact(1, 1, 'The user works as a welder for a norwegian firm.', { key: 'job.title' }))
    index.addFact(fact(2, 2, 'The user gets the job in Stavanger, start on 3 June 2024.'))
    const answer = await createLexicalAnswerer().answer('In which Norwegian city will the user be working?', {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
    expect(answer).toMatch(/^The user gets the job in Stavanger/)
  })
})

describe('a name asked', () => {
  it('is answered first by what gives a name, before what only shares the question’s words', async () => {
    const index = createProfileIndex()
    index.addMessage(
      message(1, 'the heart doctor ran late again today, heart doctor appointments are always like that'),
    )
    index.addMessage(message(2, 'I have an appointment next Tuesday with my cardiologist, Dr. Okafor'))
    index.addFact(fact(1, 1, 'The heart doctor ran late again today, heart doctor appointments are always like that.'))
    index.addFact(
      fact(2, 2, 'The user has an appointment on Tuesday 9 April 2024 with their cardiologist, Dr. Okafor.'),
    )
    const answer = await createLexicalAnswerer().answer("What is the name of the user's heart doctor?", {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
    expect(answer).toMatch(/^The user has an appointment on Tuesday 9 April 2024 with their cardiologist, Dr\. Okafor/)
  })
})

describe('one relative of several', () => {
  const ask = (question: string, facts: FactRecord[]) => {
    const index = createProfileIndex()
    for (const found of facts) {
      index.addMessage(message(found.messageId, found.text))
      index.addFact(found)
    }
    return createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
  }

  it('asked of the older one, leaves out what is said of the younger one', async () => {
    const facts = [
      fact(1, 1, "The user's younger daughter, Kirsty, lives in Vancouver and works at a bank."),
      fact(2, 2, "The user's elder girl, Fiona, is head teacher of a primary school in Aberdeen."),
    ]
    const older = await ask("What does the user's older daughter do for a living?", facts)
    expect(older).toMatch(/Fiona/)
    expect(older).not.toMatch(/Kirsty/)
    expect(await ask("Where does the user's younger daughter live?", facts)).not.toMatch(/Fiona/)
  })

  it('finds what a relative wants to study as their work or study', async () => {
    const facts = [fact(1, 1, "The user's daughter wants to study medicine in Wrocław.")]
    expect(await ask("What does the user's daughter want to study?", facts)).toMatch(/medicine/)
  })
})

describe('the other side’s message and the user’s next one', () => {
  it('is no answer when the next message only asks something else', async () => {
    const index = createProfileIndex()
    index.addMessage(
      message(1, 'Losing a small pet still hurts a lot; a planter burial is one way.', { role: 'assistant' }),
    )
    index.addMessage(message(2, "What's the best way to learn to touch type?"))
    index.addMessage(message(3, 'stats got moved. apr 29 now not 26'))
    const ask = (question: string) =>
      createLexicalAnswerer().answer(question, { profileId: 'p', retriever: index, signal: AbortSignal.timeout(5000) })
    expect(await ask("What happened to the user's small pet?")).toMatch(/^Nothing is known/)
    // "stats", as students shorten statistics.
    expect(await ask("When is the user's statistics exam?")).toMatch(/apr 29/)
  })
})

describe('what the user says only of the listener', () => {
  it('does not answer a question about the user', async () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'Made my debut for the seconds on Saturday, scored a try 🏉', { role: 'assistant' }))
    index.addMessage(message(2, 'haha get in. still cant believe you play rugby with those knees'))
    const ask = (question: string) =>
      createLexicalAnswerer().answer(question, { profileId: 'p', retriever: index, signal: AbortSignal.timeout(5000) })
    expect(await ask('Does the user play rugby?')).toMatch(/^Nothing is known/)
    // Said of both, or of the user to the listener, it does.
    index.addMessage(message(3, 'you and I should play rugby together, I joined the club in March'))
    expect(await ask('Does the user play rugby?')).toContain('I joined the club')
  })
})

describe("an animal the user met, not the user's own", () => {
  it("does not answer a question about the user's pet", async () => {
    const index = createProfileIndex()
    index.addMessage(message(1, 'I saw a cute dog at the park today.'))
    index.addFact(fact(1, 1, 'The user saw a cute dog at the park on 2 April 2024.'))
    const ask = (question: string) =>
      createLexicalAnswerer().answer(question, { profileId: 'p', retriever: index, signal: AbortSignal.timeout(5000) })
    expect(await ask('Does the user have a dog?')).toMatch(/^Nothing is known/)
    index.addMessage(message(2, 'Then I saw a vet about my dog Rex, he limps.'))
    index.addFact(fact(2, 2, 'The user saw a vet about their dog Rex.'))
    expect(await ask('Does the user have a dog?')).toContain('Rex')
  })
})

describe('a short reply found by meaning', () => {
  function indexOf(reply: string) {
    const index = createProfileIndex()
    index.addMessage(message(1, 'want the coriander salsa on ur tacos?', { role: 'assistant' }))
    index.addMessage(message(2, reply))
    index.addFact(fact(1, 2, 'Tastes like soap to the user.'))
    return index
  }
  const ask = (index: ReturnType<typeof createProfileIndex>, question: string) =>
    createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: withMeaningHits(index, [{ messageId: 2, score: 0.5, standardScore: 3 }], 'interleave'),
      signal: AbortSignal.timeout(5000),
    })

  it('is shown with the question it answers, which says what it is about', async () => {
    const text = await ask(indexOf('god no. tastes like soap to me'), 'Which herb does the user dislike?')
    expect(text).toContain('asked "want the coriander salsa on ur tacos?", the user replied: "god no. tastes like soap')
  })

  it('is shown alone when it says what it is about itself, or was found by words', async () => {
    const own = await ask(indexOf('We are traveling through Lake Tahoe next week'), 'Which herb does the user dislike?')
    expect(own).not.toContain('coriander')
    const index = indexOf('god no. tastes like soap to me')
    const byWords = await createLexicalAnswerer().answer('What tastes like soap to the user?', {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
    expect(byWords).toContain('Tastes like soap')
    expect(byWords).not.toContain('asked')
  })
})

describe('a detail asked beside what is known', () => {
  it('needs a time of day for "What time…?" and a surname for "…surname?"', () => {
    const time = detailAnswer('What time are the user’s cello lessons?')
    expect(time?.('The user has cello lessons with Frau Becker on Wednesdays.')).toBe(false)
    expect(time?.('Cello is on Wednesdays at 5pm.')).toBe(true)
    expect(time?.('My lesson is at 6 on Wednesdays.')).toBe(true)
    expect(time?.('The lesson is at 6 weeks.')).toBe(false)
    expect(detailAnswer('What time zone is Singapore in?')).toBeUndefined()
    const surname = detailAnswer("What is Gwen's last name?")
    expect(surname?.("The user's neighbour is called Gwen.")).toBe(false)
    expect(surname?.('My neighbour Gwen Harris lent me her tiller.')).toBe(true)
  })

  it('says nothing is known when only the day, or only the first name, is', async () => {
    const index = createProfileIndex()
    index.addMessage(
      message(1, 'I volunteer at the library reading hour on Tuesdays and Fridays. My neighbour Gwen helps.'),
    )
    const ask = (question: string) =>
      createLexicalAnswerer().answer(question, { profileId: 'p', retriever: index, signal: AbortSignal.timeout(5000) })
    expect(await ask('What time is the library reading hour the user helps with?')).toMatch(/^Nothing is known/)
    expect(await ask("What is Gwen's last name?")).toMatch(/^Nothing is known/)
    expect(await ask('When does the user volunteer at the library?')).toMatch(/Tuesdays and Fridays/)
  })
})

describe('what the user says in passing', () => {
  const ask = (question: string, messages: SourceMessage[], facts: FactRecord[] = []) => {
    const index = createProfileIndex()
    for (const said of messages) index.addMessage(said)
    for (const found of facts) index.addFact(found)
    return createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
  }

  it('finds what a question tells of the user ("my levothyroxine"), and a boss asked of as the manager', async () => {
    expect(
      await ask('What medicine does the user take?', [
        message(1, 'ok will try 👍 also is it ok to have coffee with my levothyroxine in the morning? I always forget'),
      ]),
    ).toMatch(/levothyroxine/)
    expect(
      await ask(
        "Who is the user's manager?",
        [message(1, 'My boss Laurent asked me to present our project in Milan.')],
        [fact(1, 1, "The user's boss is called Laurent.", { key: 'relation.laurent-boss.name' })],
      ),
    ).toMatch(/Laurent/)
    expect(
      await ask('Is the party for the user’s mother still going ahead?', [
        message(1, 'mams party is cancelled, she took a fall on sunday and shes in the royal infirmary'),
      ]),
    ).toMatch(/cancelled/)
  })

  it('shows the sentence of a message found by meaning that no fact said, not the ones facts said', async () => {
    const said = message(
      1,
      'need cheap dinner ideas for the week. anything but mushrooms lol theyre vile. and i only got a microwave',
    )
    const facts = [
      fact(1, 1, 'The user needs cheap dinner ideas for the week.'),
      fact(2, 1, 'The user only got a microwave.'),
    ]
    const index = createProfileIndex()
    index.addMessage(said)
    for (const found of facts) index.addFact(found)
    const hits: MeaningHit[] = [{ messageId: 1, score: 0.56, standardScore: 3 }]
    const answer = await createLexicalAnswerer().answer('Which food does the user hate?', {
      profileId: 'p',
      retriever: withMeaningHits(index, hits, 'interleave'),
      signal: AbortSignal.timeout(5000),
    })
    expect(answer).toMatch(/anything but mushrooms lol theyre vile/)
  })
})

describe('questions asked in other words than the chat', () => {
  const ask = (question: string, said: string[]) => {
    const index = createProfileIndex()
    for (const [position, content] of said.entries()) {
      index.addMessage(message(position + 1, content))
      index.addFact(fact(position + 1, position + 1, content))
    }
    return createLexicalAnswerer().answer(question, {
      profileId: 'p',
      retriever: index,
      signal: AbortSignal.timeout(5000),
    })
  }
  const chat = [
    'The user spent forty years as an accountant and now the street wants help with their tax returns.',
    'The user and Linda have their 35th anniversary coming up in May 2024.',
    'The user walks the dog twice a day.',
  ]

  it('finds whom the user lives with, what relaxes them and how they get to work', async () => {
    const life = [
      'The user is on the Northern line until the insurance sorts the stolen bike out.',
      "Kayla (the user's roommate) adopted a cactus and named it Gerald.",
      'Crochet honestly, counting stitches calms the user down; the user is making a frog hat as a hobby.',
      'The user bought new running shoes.',
    ]
    expect(await ask('Who does the user live with?', life)).toMatch(/Kayla/)
    expect(await ask('What does the user do to relax?', life)).toMatch(/Crochet/)
    expect(await ask('How does the user get to work?', ['The user commutes by tube to the office.', ...life])).toMatch(
      /tube/,
    )
  })

  it('finds a career by "profession" and a marriage by its anniversary', async () => {
    expect(await ask("What was the user's profession?", chat)).toMatch(/accountant/)
    expect(await ask('How long has the user been married?', chat)).toMatch(/35th anniversary/)
  })
})

describe('asksTwoThings', () => {
  it.each([
    ['Where does the user live, and what pets do they have?', true],
    ['What is their job and where do they work?', true],
    ['What do Jon and Gina both have in common?', false],
    ['Does the user like cats or dogs?', false],
  ])('%s → %s', (question, two) => {
    expect(asksTwoThings(question)).toBe(two)
  })
})

describe('coverQuestion', () => {
  const said = (id: number, content: string): EvidenceItem => ({ kind: 'message', message: message(id, content) })

  it('brings up a piece that covers another part of the question before a second piece on the same part', () => {
    const items = [
      said(1, 'I live in a flat in Manchester near the canal.'),
      said(2, 'I love living in Manchester, the canal walks are lovely.'),
      said(3, 'We have two cats, Pepper and Salt.'),
    ]
    const about = topicTerms('Where does the user live, and what pets or cats do they have?')
    expect(coverQuestion(items, about).map(idOf)).toEqual([1, 3, 2])
  })

  it('keeps the order of evidence on one part only', () => {
    const items = [
      said(1, 'I live in Manchester.'),
      said(2, 'I lived in Leeds before.'),
      said(3, 'I live near a canal.'),
    ]
    expect(coverQuestion(items, topicTerms('Where does the user live?')).map(idOf)).toEqual([1, 2, 3])
  })
})

function idOf(item: EvidenceItem): number {
  return item.kind === 'fact' ? item.fact.id : item.message.id
}
