import { describe, expect, it } from 'vitest'
import type { Role } from '../../src/client/types'
import { createRuleExtractor } from '../../src/server/extract'
import { withNamesCapitalised } from '../../src/server/extract/lower-case-names'
import type { ExtractedFact, SourceMessage } from '../../src/server/types'

/** Monday 3 June 2024, 10:00 UTC. */
const june3 = Date.UTC(2024, 5, 3, 10) / 1000
const day = 86_400

interface Turn {
  role: Role
  content: string
  timestamp?: number
}

/** Feeds a conversation through the extractor as the update job would: each message with the three before it. */
async function extractAll(turns: Turn[], start = june3): Promise<{ message: SourceMessage; facts: ExtractedFact[] }[]> {
  const extractor = createRuleExtractor()
  const messages = turns.map((turn, index) => ({
    id: index + 1,
    sceneId: 'scene',
    role: turn.role,
    content: turn.content,
    timestamp: turn.timestamp ?? start + index * 60,
  }))
  const results = []
  for (const [index, message] of messages.entries()) {
    const previous = messages.slice(Math.max(0, index - 3), index)
    const facts = await extractor.extract(message, { profileId: 'p', previous, signal: new AbortController().signal })
    results.push({ message, facts })
  }
  return results
}

async function factsOf(content: string, timestamp = june3): Promise<ExtractedFact[]> {
  const [result] = await extractAll([{ role: 'user', content, timestamp }])
  return result?.facts ?? []
}

const texts = (facts: ExtractedFact[]) => facts.map((fact) => fact.text)

/** The facts of the last user message of a conversation. */
async function lastFacts(turns: Turn[]): Promise<ExtractedFact[]> {
  const results = await extractAll(turns)
  return results.filter((result) => result.message.role === 'user').at(-1)?.facts ?? []
}

describe('createRuleExtractor', () => {
  it('turns facts stated in passing across a conversation into third-person facts with keys', async () => {
    const results = await extractAll([
      { role: 'assistant', content: 'Hi! How was your weekend?' },
      {
        role: 'user',
        content:
          "Hi! I'm Maya, by the way. Pretty good - I'm a nurse at Santa Maria hospital and I live in Lisbon with my partner.",
      },
      { role: 'assistant', content: 'Lovely. Any family nearby?' },
      { role: 'user', content: "My sister is called Ana, she's visiting next week. Oh, and I have a dog named Rex!" },
      { role: 'user', content: "I'm 34 years old and I'm allergic to peanuts. I love hiking in the mountains." },
    ])
    const facts = results.flatMap((result) => result.facts)
    const keyed = Object.fromEntries(facts.filter((fact) => fact.key).map((fact) => [fact.key, fact.text]))
    expect(keyed).toMatchObject({
      name: "The user's name is Maya.",
      'home.city': 'The user lives in Lisbon.',
      'job.title': 'The user works as a nurse.',
      'relation.ana-sister.name': "The user's sister is called Ana.",
      'pet.rex-dog.name': 'The user has a dog named Rex.',
      age: 'The user is 34 years old.',
    })
    expect(texts(facts)).toContain('The user is allergic to peanuts.')
    expect(texts(facts)).toContain('The user loves hiking in the mountains.')
    expect(texts(facts)).toContain('The user is a nurse at Santa Maria hospital.')
    // The assistant's own words are never facts about the user.
    expect(results.filter((result) => result.message.role === 'assistant').flatMap((result) => result.facts)).toEqual(
      [],
    )
  })

  it('gives a correction the same key with the move date resolved against the message', async () => {
    const facts = await factsOf("Actually I moved to Porto last month, so I don't live in Lisbon anymore.")
    const home = facts.filter((fact) => fact.key === 'home.city')
    expect(home).toEqual([
      {
        key: 'home.city',
        text: 'The user lives in Porto.',
        dateText: 'May 2024',
        eventTime: Date.UTC(2024, 4, 1) / 1000,
      },
    ])
    expect(texts(facts).join(' ')).not.toMatch(/lives in Lisbon/)
  })

  it('reads a reply without a subject to a question about someone else as about them', async () => {
    const exchange = async (...turns: Array<[role: 'user' | 'assistant', content: string]>) =>
      (await extractAll(turns.map(([role, content]) => ({ role, content })))).at(-1)?.facts.map((fact) => fact.text)
    expect(
      await exchange(
        ['user', 'my landlord is a nightmare'],
        ['assistant', 'what did he do'],
        ['user', 'Raised the rent by 60 euros. No notice.'],
      ),
    ).toEqual([])
    expect(
      await exchange(
        ['user', 'my sister just moved to Leeds'],
        ['assistant', 'how is she doing?'],
        ['user', 'Started a new job at the bakery, loves it'],
      ),
    ).toEqual(["The user's sister started a new job at the bakery, loves it."])
    // Asked of the user, the same reply is theirs.
    expect(
      await exchange(['assistant', 'How was your weekend?'], ['user', 'Went hiking in the Peaks, legs are dead']),
    ).toEqual(['The user went hiking in the Peaks, legs are dead.'])
  })

  it('reads an age said as a time ("since I am 12") as no age', async () => {
    for (const said of ['Songs for fingerpicking? I play since I am 12.', 'I have swum every day since I turned 8.']) {
      expect((await factsOf(said)).filter((fact) => fact.key === 'age')).toEqual([])
    }
    expect(await factsOf('I am 41. Too late to start skiing?')).toContainEqual({
      key: 'age',
      text: 'The user is 41 years old.',
    })
  })

  it('records "no longer lives in" as the current value of the attribute', async () => {
    expect(await factsOf("I don't live in Lisbon anymore.")).toContainEqual({
      key: 'home.city',
      text: 'The user no longer lives in Lisbon.',
    })
  })

  it('produces no fact from questions, small talk, or assistant and system messages', async () => {
    for (const content of [
      'Do you live in Lisbon?',
      'Where do you work',
      'Are you a nurse?',
      'What do you think about my sister?',
      'I love that!',
      'Thanks, I hope you have a great day!',
      "I'm so proud of you.",
      'Haha yeah',
    ]) {
      expect(await factsOf(content), content).toEqual([])
    }
    const [assistant, system] = await extractAll([
      { role: 'assistant', content: 'I live in Lisbon and I have a dog named Rex.' },
      { role: 'system', content: 'I am a helpful assistant who lives in Paris.' },
    ])
    expect(assistant?.facts).toEqual([])
    expect(system?.facts).toEqual([])
  })

  it('never turns a negation or a hypothesis into the positive attribute', async () => {
    const facts = [
      ...(await factsOf('I do not live in Lisbon.')),
      ...(await factsOf("I'm not a teacher.")),
      ...(await factsOf("I don't have a dog named Rex.")),
      ...(await factsOf('I would love to live in Paris one day.')),
      ...(await factsOf('I used to live in Berlin.')),
    ]
    // A past home is kept under its own key, beside (never instead of) the current one.
    expect(facts.filter((fact) => fact.key !== undefined).map((fact) => fact.key)).toEqual(['home.former.berlin'])
    expect(texts(facts)).toEqual([
      'The user does not live in Lisbon.',
      'The user is not a teacher.',
      'The user does not have a dog named Rex.',
      'The user would love to live in Paris one day.',
      'The user used to live in Berlin.',
    ])
  })

  it('resolves relative dates against the message timestamp, not the clock', async () => {
    const may8 = Date.UTC(2023, 4, 8, 13, 56) / 1000
    expect(await factsOf('I went to a LGBTQ support group yesterday and it was so powerful.', may8)).toEqual([
      {
        text: 'The user went to a LGBTQ support group on 7 May 2023 and it was so powerful.',
        dateText: '7 May 2023',
        eventTime: Date.UTC(2023, 4, 7) / 1000,
      },
    ])
    expect(await factsOf('I started a nursing job two years ago.')).toMatchObject([
      { text: 'The user started a nursing job in 2022.', dateText: '2022' },
    ])
    expect(await factsOf("We're going camping next month.")).toMatchObject([
      { text: 'The user and others are going camping in July 2024.', dateText: 'July 2024' },
    ])
    expect(await factsOf('Last week I went to Paris with my mom.')).toMatchObject([
      { text: 'The week before 3 June 2024 the user went to Paris with their mom.' },
    ])
    expect(await factsOf('I went to Madrid last Friday.', june3 + 3 * day)).toMatchObject([
      { text: 'The user went to Madrid on Friday 31 May 2024.', dateText: '31 May 2024' },
    ])
  })

  it('keys job changes, relationship status and favorites', async () => {
    const facts = [
      ...(await factsOf('I started a new job as a software engineer at Farfetch two weeks ago.')),
      ...(await factsOf('I got married last Saturday!', june3)),
      ...(await factsOf('My favorite band is Radiohead.')),
      ...(await factsOf('I work for Siemens.')),
    ]
    const keyed = facts.filter((fact) => fact.key)
    expect(keyed).toEqual([
      {
        key: 'job.title',
        text: 'The user works as a software engineer.',
        dateText: 'two weeks before 3 June 2024',
        eventTime: Date.UTC(2024, 4, 20) / 1000,
      },
      {
        key: 'job.employer',
        text: 'The user works at Farfetch.',
        dateText: 'two weeks before 3 June 2024',
        eventTime: Date.UTC(2024, 4, 20) / 1000,
      },
      {
        key: 'relationship.status',
        text: 'The user got married.',
        dateText: '1 June 2024',
        eventTime: Date.UTC(2024, 5, 1) / 1000,
      },
      { key: 'favorite.band', text: "The user's favorite band is Radiohead." },
      { key: 'job.employer', text: 'The user works at Siemens.', dateText: '3 June 2024', eventTime: june3 },
    ])
  })

  it("reads a bare reply in the light of the assistant's question", async () => {
    const results = await extractAll([
      { role: 'assistant', content: 'Nice to meet you! Where do you live?' },
      { role: 'user', content: 'Porto.' },
      { role: 'assistant', content: "And what's your dog's name?" },
      { role: 'user', content: 'Rex' },
    ])
    expect(results.flatMap((result) => result.facts)).toEqual([
      { key: 'home.city', text: 'The user lives in Porto.' },
      { key: 'pet.rex-dog.name', text: 'The user has a dog named Rex.' },
    ])
  })

  it('is deterministic and fast', async () => {
    const extractor = createRuleExtractor()
    const content =
      "Oh nice! I went hiking in Sintra yesterday with my sister. I'm planning to run a marathon next year, " +
      "and I've been training every morning. My favorite food is bacalhau."
    const context = { profileId: 'p', previous: [], signal: new AbortController().signal }
    const first = await extractor.extract({ id: 1, sceneId: 's', role: 'user', content, timestamp: june3 }, context)
    const started = performance.now()
    for (let index = 0; index < 500; index++) {
      const again = await extractor.extract(
        { id: index, sceneId: 's', role: 'user', content, timestamp: june3 },
        context,
      )
      expect(again).toEqual(first)
    }
    const perSecond = 500 / ((performance.now() - started) / 1000)
    expect(perSecond).toBeGreaterThan(200)
  })

  it('rejects bad options and honours an aborted signal', async () => {
    expect(() => createRuleExtractor({ minContentWords: -1 })).toThrow(/minContentWords/)
    expect(() => createRuleExtractor({ maxFactLength: 5 })).toThrow(/maxFactLength/)
    const controller = new AbortController()
    controller.abort()
    await expect(
      createRuleExtractor().extract(
        { id: 1, sceneId: 's', role: 'user', content: 'I live in Lisbon.', timestamp: june3 },
        { profileId: 'p', previous: [], signal: controller.signal },
      ),
    ).rejects.toThrow()
  })
})

describe('a short reply read with the question it answers', () => {
  /** The facts of the last user message of a conversation. */
  it("reads the answer to where the user moved, their work, who someone is and a new pet's name", async () => {
    expect(
      await lastFacts([
        { role: 'user', content: 'ugh finally done with the move!!' },
        { role: 'assistant', content: 'omg congrats, where did you end up??' },
        { role: 'user', content: 'Tucson! got a little casita near the university' },
      ]),
    ).toMatchObject([
      // Moved at the message's time.
      { key: 'home.city', text: 'The user lives in Tucson.', dateText: '3 June 2024' },
      { text: 'The user got a little casita near the university.' },
    ])
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Happy to help. What kind of work do you do?' },
        { role: 'user', content: 'Crane operator in the port. Ten hours in small cabin.' },
      ]),
    ).toContainEqual({ key: 'job.title', text: 'The user works as a crane operator.' })
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Who is Honza again?' },
        { role: 'user', content: 'My boyfriend! You met him at the party 😄' },
      ]),
    ).toContainEqual({ key: 'relation.boyfriend.name', text: "The user's boyfriend is called Honza." })
    expect(
      await lastFacts([
        { role: 'user', content: 'I adopted a hamster!' },
        { role: 'assistant', content: "so cute what's its name" },
        { role: 'user', content: 'Mochi. fat one' },
      ]),
    ).toContainEqual({ key: 'pet.mochi-hamster.name', text: 'The user has a hamster named Mochi.' })
    // "Is Wei Jie your partner?" + "My husband, yes."
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Is Wei Jie your partner?' },
        { role: 'user', content: "My husband, yes. He's supportive really." },
      ]),
    ).toContainEqual({ key: 'relation.husband.name', text: "The user's husband is called Wei Jie." })
    // The question goes on after a comma ("…, so I get the tone right?"); what the user studies.
    expect(
      await lastFacts([
        { role: 'user', content: 'write short message to Femke that i will be late' },
        { role: 'assistant', content: 'Sure! Who is Femke to you, so I get the tone right?' },
        { role: 'user', content: 'my girlfriend, we live together' },
      ]),
    ).toContainEqual({ key: 'relation.girlfriend.name', text: "The user's girlfriend is called Femke." })
    expect(
      await lastFacts([
        {
          role: 'assistant',
          content: 'I can help with that! What course and year are you in, so I can get the details right?',
        },
        { role: 'user', content: 'architecture 2nd year at strathclyde' },
      ]),
    ).toContainEqual(expect.objectContaining({ key: 'study.subject' }))
    // Two questions in one sentence, too long to count as one: the reply answers the first.
    expect(
      await lastFacts([
        {
          role: 'assistant',
          content: 'Definitely. What are you studying, and roughly how many hours a day can you realistically give it?',
        },
        { role: 'user', content: 'nursing. second year. maybe 2 hrs on weekdays, more on sundays' },
      ]),
    ).toContainEqual({ key: 'study.subject', text: 'The user studies nursing.' })
    // The sport or the instrument asked about.
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Stretching and fluids help a lot. Which sport, and how often do you play?' },
        { role: 'user', content: 'netball. GD. wednesdays for the uni team + a friday night league' },
      ]),
    ).toContainEqual(expect.objectContaining({ text: 'The user plays netball.' }))
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Which sport is on tonight?' },
        { role: 'user', content: 'rugby i think' },
      ]),
    ).not.toContainEqual(expect.objectContaining({ text: expect.stringMatching(/plays rugby/) }))
  })

  it('reads nothing into a reply that answers something else, or speaks for itself', async () => {
    // The question is the other side's small talk about itself, not about the user.
    expect(
      await lastFacts([
        { role: 'assistant', content: 'I moved flats last week. How about you?' },
        { role: 'user', content: 'Leeds, same as ever' },
      ]),
    ).toEqual([])
    // A name with no animal before the question names no pet.
    expect(
      await lastFacts([
        { role: 'user', content: 'Work was busy today.' },
        { role: 'assistant', content: "what's its name?" },
        { role: 'user', content: 'Nothing' },
      ]),
    ).toEqual([])
    // "No" to "what do you do" is no job; a reply saying "I" is read by the sentence rules alone.
    expect(
      await lastFacts([
        { role: 'assistant', content: 'What do you do for a living?' },
        { role: 'user', content: 'Not much these days' },
      ]),
    ).toEqual([])
    expect(
      await lastFacts([
        { role: 'assistant', content: 'What kind of work do you do?' },
        { role: 'user', content: "I'm a nurse." },
      ]),
    ).toEqual([{ key: 'job.title', text: 'The user works as a nurse.' }])
  })

  it('names a relative said before the relation, and drops a bare "my boyfriend!"', async () => {
    expect(await factsOf('Honza is my boyfriend.')).toContainEqual({
      key: 'relation.boyfriend.name',
      text: "The user's boyfriend is called Honza.",
    })
    expect((await factsOf('This is my sister.')).filter((fact) => fact.key)).toEqual([])
    expect((await factsOf("Tom is my brother's friend.")).filter((fact) => fact.key)).toEqual([])
    expect(await factsOf('My boyfriend!')).toEqual([])
  })

  it('reads a job written without its article, a hyphenated one too', async () => {
    expect(await factsOf('now I am sous-chef at Le Verre Volé since January')).toContainEqual(
      expect.objectContaining({ key: 'job.title', text: 'The user works as a sous-chef.', dateText: 'January 2024' }),
    )
    expect(await factsOf('I am retired engineer from Osaka')).toContainEqual({
      key: 'job.title',
      text: 'The user is a retired engineer.',
    })
    expect((await factsOf("I'm not a teacher.")).filter((fact) => fact.key)).toEqual([])
    expect((await factsOf('I am so tired.')).filter((fact) => fact.key)).toEqual([])
  })
})

describe('a job about to begin, and a job said as people chat', () => {
  it('reads "start as", "starting as", "starting a new job as", "will be working as", the article optional', async () => {
    const job = async (content: string) => (await factsOf(content)).filter((found) => found.key?.startsWith('job.'))
    expect(
      await job('big news!!! I quit the clinic 🎉 from Monday I start as sales rep for a company that sells braces'),
    ).toContainEqual(expect.objectContaining({ key: 'job.title', text: 'The user works as a sales rep.' }))
    expect(await job('GOT THE JOB 🔪🔥 starting as sous chef monday.')).toContainEqual(
      expect.objectContaining({ key: 'job.title', text: 'The user works as a sous chef.' }),
    )
    expect(await job("I'm starting a new job as a data analyst next week")).toContainEqual(
      expect.objectContaining({ key: 'job.title', text: 'The user works as a data analyst.' }),
    )
    expect(await job("I will be working as a nurse at St Mary's from June")).toEqual([
      expect.objectContaining({ key: 'job.title', text: 'The user works as a nurse.' }),
      expect.objectContaining({ key: 'job.employer', text: "The user works at St Mary's." }),
    ])
    // Someone else's start, or a start that is no job.
    expect(await job('My sister is starting as a nurse')).toEqual([])
    expect(await job('We start as a team on Monday')).toEqual([])
  })

  it('reads a job said without its article before how long, and the statement after a request and a comma', async () => {
    const facts = await factsOf(
      'hi can u help me with my cv, im electrician 6 years, moved to dublin from kraków 2 years ago.',
    )
    expect(facts).toContainEqual({ key: 'job.title', text: 'The user works as an electrician.' })
    expect(texts(facts).join(' ')).toMatch(/moved to Dublin from Kraków/)
    expect(texts(await factsOf('can you recommend a book, I like sci-fi'))).toEqual(['The user likes sci-fi.'])
    expect(await factsOf("Can you help me, I'm lost?")).toEqual([])
  })
})

describe('facts said late in a long sentence, and said plainly', () => {
  it('keeps the rest of a sentence whose rule matched only at its end', async () => {
    const facts = await factsOf('my trainer says i need more protein for climbing 💪 cheap stuff pls im a student')
    expect(facts).toContainEqual({ key: 'study.subject', text: 'The user is a student.' })
    expect(texts(facts).join(' ')).toMatch(/protein for climbing/)
    // A sentence its rule says all of gets no second fact.
    expect(await factsOf('I live in Porto now.')).toEqual([{ key: 'home.city', text: 'The user lives in Porto.' }])
  })

  it("reads a relative's age said with 'only' or 'just', not a baby's months", async () => {
    expect(
      await factsOf('the heating is broken, my son Mateo is only 4 and he is sleeping in two jumpers'),
    ).toContainEqual({
      key: 'relation.mateo-son.age',
      text: "The user's son Mateo is 4 years old.",
    })
    expect((await factsOf('my daughter is 4 months old')).filter((fact) => fact.key)).toEqual([])
  })

  it('reads a divorce said in passing, and where the user is said plainly, but not a stay', async () => {
    expect(
      await factsOf("I'd have to study around work and the kids, and money is tight since the divorce."),
    ).toContainEqual({
      key: 'relationship.status',
      text: 'The user is divorced.',
    })
    expect(await factsOf("we're in Denver, which schools nearby have evening programs?")).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Denver.',
    })
    expect((await factsOf("I'm in Rome for the week")).filter((fact) => fact.key)).toEqual([])
    expect((await factsOf("I'm in Leeds at the moment")).filter((fact) => fact.key)).toEqual([])
    // Where the user is now, said mid-sentence and in lower case; not a bed, a meeting or a conditional.
    expect(
      await factsOf('update finally moved. leeds is done im in bristol now, new flat in bedminster'),
    ).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Bristol.',
    })
    expect(await factsOf('goal is 7 hrs a night when im home in dubai')).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Dubai.',
    })
    // A town compromise does not know, said plainly or as "here in": a place unless it names a field or a state.
    expect(await factsOf("We're in Tucson, so we get maybe a six week window in spring")).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Tucson.',
    })
    expect(
      await factsOf('The post office here in Ludlow wants £9 to send one of my parcels to Germany'),
    ).toContainEqual({
      key: 'home.city',
      text: 'The user lives in Ludlow.',
    })
    for (const said of [
      'I am in Marketing',
      'we are in Love with this show',
      'here in Rome we ate pasta on our trip',
    ]) {
      expect((await factsOf(said)).filter((fact) => fact.key === 'home.city')).toEqual([])
    }
    // A couple named by the user, in either order and any case; not "me and Dad".
    expect(await factsOf('maya and i are officially going out 😳😳')).toContainEqual({
      key: 'relation.partner.name',
      text: "The user's partner is called Maya.",
    })
    expect(await factsOf('ok so kai and i are officially a thing')).toContainEqual({
      key: 'relation.partner.name',
      text: "The user's partner is called Kai.",
    })
    expect(await factsOf('me and Efua have been together four years')).toContainEqual({
      key: 'relation.partner.name',
      text: "The user's partner is called Efua.",
    })
    expect((await factsOf('Then me and Dad are together at the match')).filter((fact) => fact.key)).toEqual([])
    for (const said of ['im in bed now', 'I am in a meeting now', 'when I am in Paris now and then I eat croissants']) {
      expect((await factsOf(said)).filter((fact) => fact.key === 'home.city')).toEqual([])
    }
  })
})

describe('"it" dated right after something of the user\'s', () => {
  it('dates what the sentence before ended on', async () => {
    expect(
      texts(
        await factsOf("what's something nice to plan for our 3 year anniversary? it's 30 may and he loves hiking"),
      ).join(' '),
    ).toMatch(/^The user's 3 year anniversary is on 30 May 2025\b/)
    expect(texts(await factsOf('I need to book my dentist appointment. It is on Friday.')).join(' ')).toMatch(
      /The user's dentist appointment is on Friday \d+ June 2024\./,
    )
    // "It" after a sentence about nothing of the user's stays as it is.
    expect(texts(await factsOf('The weather was awful. It was on Friday that I moved.')).join(' ')).not.toMatch(
      /weather is/,
    )
  })

  it("dates the event the sentence before names, when that sentence is the speaker's", async () => {
    expect(
      texts(
        await factsOf(
          'The eye doctor says I must have the cataract operation on the left eye. It is on Tuesday, 14 March, at the University Clinic.',
        ),
      ).join(' '),
    ).toMatch(/The user's cataract operation is on Friday 14 March 2025, at the University Clinic\./)
    // Someone else's event is not the user's.
    expect(texts(await factsOf("Jo's wedding was lovely. It was on Saturday.")).join(' ')).not.toMatch(/user's wedding/)
  })
})

describe('a relative introduced before, named alone later', () => {
  it('reads what is said of the name as said of that relative', async () => {
    const [, celiac] = await extractAll([
      { role: 'user', content: 'I travel to Montréal to visit my son Youssef, he study engineering.' },
      { role: 'user', content: 'recipe without gluten? Youssef is celiac since last year.' },
    ])
    expect(texts(celiac?.facts ?? []).join(' ')).toMatch(/The user's son Youssef is celiac/)
    // A name no one introduced stays someone else's.
    expect(texts(await factsOf('Youssef is celiac since last year.')).join(' ')).not.toMatch(/son/)
  })
})

describe('a capitalised "My" inside a name', () => {
  it('stays in the name, and a relative capitalised is still the user’s', async () => {
    expect(texts(await factsOf('I opened a bakery in Da Nang, near My Khe beach')).join(' ')).toMatch(
      /near My Khe beach/,
    )
    expect(texts(await factsOf('I got tickets for My Chemical Romance in June')).join(' ')).toMatch(
      /My Chemical Romance/,
    )
    expect(texts(await factsOf('After dinner My Dad called me about the trip')).join(' ')).not.toMatch(/My Dad/)
  })

  it('keeps "US" in capitals the country, and "us" the speakers', async () => {
    expect(texts(await factsOf('I work night shift, 9pm to 6am IST, US support desk.')).join(' ')).toMatch(
      /US support desk/,
    )
    expect(texts(await factsOf('Mum is flying to the US to see us in May.')).join(' ')).toMatch(
      /to the US to see the user and others/,
    )
  })
})

describe('"and I" inside a sentence', () => {
  it('starts a clause of its own after a verb, not after a name that opens a clause with the user', async () => {
    const argument = await factsOf('I walked home, and then Rohan and I had our first proper argument about the guests')
    expect(texts(argument).join(' ')).toMatch(/then Rohan and the user had their first proper argument/)
    expect(texts(await factsOf('I called Rohan and I told him the news'))).toEqual([
      'The user called Rohan.',
      'The user told him the news.',
    ])
  })

  it('keeps "my partner and I" whole after a time that opens the sentence, and still splits after other words', async () => {
    expect(texts(await factsOf('Last weekend my partner and I traveled to a retreat in Phuket.'))).toEqual([
      expect.stringMatching(/the user's partner and the user traveled to a retreat in Phuket/),
    ])
    expect(texts(await factsOf('On Friday my boss and I argued about the budget.')).join(' ')).toMatch(
      /the user's boss and the user argued about the budget/,
    )
    expect(texts(await factsOf('Yesterday my partner and I got back from Rio.')).join(' ')).toMatch(
      /the user's partner and the user got back from Rio/,
    )
    expect(texts(await factsOf('I am drowning in weekend shifts and I need an ad up today.')).length).toBe(2)
  })
})

describe('an emoji that ends a sentence', () => {
  it('splits there, unless the emoji stands for a word', async () => {
    const wedding = texts(
      await factsOf(
        "Eish, wedding planning is killing me already 😩 Sipho and I set the date for 14 September and I'm behind on everything.",
      ),
    )
    expect(wedding).toContain('Sipho and the user set the date for 14 September 2024.')
    // The question after the emoji leaves the statement before it a statement.
    expect(
      texts(
        await factsOf('Colours!! after seeing the farm we switched to sage and terracotta 🌿🧡 ideas for dresses?'),
      ),
    ).toContain('After seeing the farm the user and others switched to sage and terracotta 🌿🧡.')
    expect(texts(await factsOf('my 🐶 is sick and I am worried'))).toContain("The user's 🐶 is sick.")
    // A short label before an emoji opens the sentence as a colon would.
    expect(await factsOf('Update 🌱 went fully vegan as of this week, no more cheese or eggs')).toContainEqual(
      expect.objectContaining({ key: 'diet', text: 'The user is vegan.' }),
    )
    // A statement before an emoji is no label.
    expect(texts(await factsOf('doin dry april 🍺❌ steph bet me i wont last 2 weeks')).join(' ')).toMatch(/dry april/i)
    // Before a word in lower case that is no question, the sentence goes on.
    expect(texts(await factsOf('I got THE INTERNSHIP AT DUBOIS 🎉🎉🎉 starting 1 July for 2 months'))).toContain(
      'The user got THE INTERNSHIP AT DUBOIS 🎉🎉🎉 starting 1 July 2024 for 2 months.',
    )
  })
})

describe('a partner or relative named aside, or by the life shared with them', () => {
  const keyedOf = async (said: string) =>
    Object.fromEntries((await factsOf(said)).filter((fact) => fact.key).map((fact) => [fact.key, fact.text]))

  it('reads a relation said in brackets or between commas, chat’s words for it included', async () => {
    expect(await keyedOf('Doug (hubby) keeps saying I should sell loaves at the Saturday farmers market')).toEqual({
      'relation.husband.name': "The user's husband is called Doug.",
    })
    expect(await keyedOf('Sam (my wife) and I are going to Rome')).toMatchObject({
      'relation.wife.name': "The user's wife is called Sam.",
    })
    expect(await keyedOf('Priya, my sister, is visiting next week')).toEqual({
      'relation.priya-sister.name': "The user's sister is called Priya.",
    })
    // The relation does not stand alone there: "my sister will love it" is what the user says next.
    expect(await keyedOf('Thanks Anna, my sister will love it')).toEqual({})
    expect(await keyedOf('thanks (hubby) for nothing I said')).toEqual({})
  })

  it('reads a name typed in lower case after the relation, when compromise knows it as a first name', async () => {
    expect(await keyedOf('my bf felipe is coming from brazil in august for 5 days!!')).toEqual({
      'relation.boyfriend.name': "The user's boyfriend is called Felipe.",
    })
    expect(await keyedOf('my husband ron is sad about his shed')).toEqual({
      'relation.husband.name': "The user's husband is called Ron.",
    })
    // The word after the relation that is no name stays a word: "my sister wedding" names no sister.
    expect(await keyedOf('my sister wedding is in june and my mom birthday too')).toEqual({})
    expect(await keyedOf('my son will start school in september')).toEqual({})
  })

  it('names a pet said with its age, and capitalises it in a message that says it is theirs', async () => {
    expect(await keyedOf('Rex is a 3 year old beagle we adopted')).toEqual({
      'pet.rex-dog.name': 'The user has a beagle named Rex.',
    })
    expect(withNamesCapitalised('how do we introduce our dog to the baby? moose is a 4yo golden retriever')).toBe(
      'how do we introduce our dog to the baby? Moose is a 4yo golden retriever',
    )
    // Without "our dog", or for a word that is no name, nothing changes.
    expect(withNamesCapitalised('moose is a 4yo golden retriever')).toBe('moose is a 4yo golden retriever')
    expect(withNamesCapitalised('our dog is old. this is a 4yo golden retriever')).toBe(
      'our dog is old. this is a 4yo golden retriever',
    )
  })

  it('infers a partner, a child or a pet from the life a message shows, saying that it infers', async () => {
    expect(
      await keyedOf('Ron and I have finally done it. We’ve sold the house. We’re moving to a unit in Ocean Grove.'),
    ).toEqual({ 'relation.partner.name': "The user's partner seems to be called Ron." })
    expect(
      await keyedOf('June 7 next year at The Astorian in Houston!! Daniel literally cried when we signed 😭💍'),
    ).toEqual({
      'relation.partner.name': "The user's partner seems to be called Daniel.",
    })
    expect(await keyedOf('yeah hannah does the night feeds and i take the 5am one so she gets a stretch')).toEqual({
      'relation.partner.name': "The user's partner seems to be called Hannah.",
    })
    expect(
      await keyedOf('Kuba start football in school, every Wednesday. So I must leave the bakery at 4 to drive him.'),
    ).toEqual({ 'relation.kuba-son.name': "The user's son seems to be called Kuba." })
    expect(await keyedOf('Idris turns 7 on the 25th and she’s begging for a party 🙈')).toEqual({
      'relation.idris-daughter.name': "The user's daughter seems to be called Idris.",
    })
    expect(await keyedOf('Kafka knocked my coffee onto the laptop this morning 😾 laptop is dead.')).toEqual({
      'pet.kafka-cat.name': "The user's cat seems to be called Kafka.",
    })
  })

  it('infers no partner from a place, nor from a home one person sells', async () => {
    // A name after "in" is where: "our daughter" is a couple's sign, Stavanger no partner.
    const job = await keyedOf('i get the job in Stavanger 🎉 my wife Magda and our daughter Zuzia stay in Gdansk')
    expect(job['relation.partner.name']).toBeUndefined()
    expect(job['relation.wife.name']).toBe("The user's wife is called Magda.")
    // A widow selling her flat shares it with no one; "We've sold the house" is a couple's.
    const flat = await keyedOf("I'm selling the flat in Partick and moving into a retirement flat in Bearsden.")
    expect(flat['relation.partner.name']).toBeUndefined()
  })

  it('infers the work a message shows by doing it, quoting what it read, and only the user’s own', async () => {
    const shown = async (text: string) => (await keyedOf(text))['job.shown']
    expect(
      await shown('Easter hols at last. Two weeks with no marking, a pile of Year 10 mock papers on my desk.'),
    ).toBe('The user seems to work as a teacher (said "no marking").')
    expect(await shown('I haul reefer loads mostly Memphis down to Laredo and the doc says my A1C is 8.2')).toBe(
      'The user seems to work as a truck driver (said "haul reefer loads").',
    )
    expect(await shown('mad day. 3 boiler services and a leak in some posh gaff in hove 😂 gas safe lyf')).toBe(
      'The user seems to work as a plumber or heating engineer (said "3 boiler services").',
    )
    expect(await shown('vet coming thurs for herd check. 120 holsteins. what to have ready')).toBe(
      'The user seems to work as a farmer (said "herd check").',
    )
    expect(await shown('landed jfk at 6am, back on the dxb rotation thurs. my body clock is so broken')).toBe(
      'The user seems to work as cabin crew (said "back on the dxb rotation").',
    )
    // A business of the user's own, not a shop they use.
    expect(await shown('He wants to increase the rent of my pharmacy shop in Yaba')).toBe(
      'The user seems to run their own business, a pharmacy (said "my pharmacy shop").',
    )
    expect(await shown('this is for my own bakery 🥐 i open it with my cousin')).toBe(
      'The user seems to run their own business, a bakery (said "my own bakery").',
    )
    expect(await shown('my pharmacy was out of ibuprofen again')).toBeUndefined()
    expect(await shown('my corner shop guy is so nice')).toBeUndefined()
    expect(await shown('I was nurse in charge last night, three admissions')).toBe(
      'The user seems to work as a nurse (said "nurse in charge").',
    )
    expect(await shown('Can you write an email to my CNM asking to swap my night on the 14th for a day shift')).toBe(
      'The user seems to work as a nurse (said "my CNM").',
    )
    expect(await shown("write me a listing description: 3 bed 2 bath. I'm showing it Saturday")).toBe(
      'The user seems to work in real estate (said "listing description: 3 bed").',
    )
    expect(await keyedOf('this public health MSc no be beans, the dissertation is killing me')).toMatchObject({
      'study.subject': 'The user seems to study public health (said "this public health MSc").',
    })
    // Someone else's work, a work the message names outright, or nothing only that work involves: no inference.
    expect(await shown('My sister is marking essays all weekend')).toBeUndefined()
    expect(await shown('Tom is marking essays tonight')).toBeUndefined()
    expect(await keyedOf('I am a teacher and the marking never ends')).toEqual({
      'job.title': 'The user works as a teacher.',
    })
    expect(await shown('I had a long day at work and my feet hurt')).toBeUndefined()
    // Words a trade uses that everyone says too.
    for (const said of [
      "I'm marking my calendar for the 5th",
      'spent 30 quid on Uber last night',
      'my route to work is closed again',
      'I need to rewire my brain',
      'we read about crop rotation, and I was on the crop rotation',
      'write me a listing for my old bike on ebay',
    ]) {
      expect(await shown(said)).toBeUndefined()
    }
    expect(await keyedOf('my sister’s MSc is going well')).toEqual({})
  })

  it('dates a reply’s bare day in the month the exchange was about', async () => {
    const [, , reply] = await extractAll(
      [
        { role: 'user', content: 'nana turning 90 in Tonga, whole whanau going. thinking first week of july' },
        { role: 'assistant', content: 'Would you like help finding flights to Tongatapu for early July?' },
        { role: 'user', content: 'all good, booked flights for the 5th. 6 of us' },
      ],
      Date.UTC(2024, 3, 2, 9) / 1000,
    )
    expect(texts(reply?.facts ?? [])).toContain('The user booked flights for 5 July 2024.')
    // Without a month before it, the day is in the month the reply was sent (April).
    const [alone] = await extractAll(
      [{ role: 'user', content: 'all good, booked flights for the 5th. 6 of us' }],
      Date.UTC(2024, 3, 2, 9) / 1000,
    )
    expect(texts(alone?.facts ?? [])).toContain('The user booked flights for 5 April 2024.')
  })

  it('reads a job said as chat says it: hired, years as, shouted', async () => {
    expect(await keyedOf('quit gamestop 🫡 got hired doing IT helpdesk at ohio state, full time M-F.')).toMatchObject({
      'job.title': 'The user got hired doing IT helpdesk at ohio state.',
    })
    expect(await keyedOf('I just got hired as a line cook at Nopa!')).toEqual({
      'job.title': 'The user got hired as a line cook at Nopa.',
      'job.employer': 'The user works at Nopa.',
    })
    expect(await keyedOf('My brother got hired at Google')).toEqual({})
    // A title in capitals after "the position of", undated: the sentence's date is the old job's last day.
    const counsel = await factsOf(
      'I have accepted the position of General Counsel at Northbay Credit Union and my last day at the firm will be 17 May.',
    )
    expect(counsel.filter((fact) => fact.key?.startsWith('job.'))).toEqual([
      { key: 'job.title', text: 'The user works as General Counsel.' },
      { key: 'job.employer', text: 'The user works at Northbay Credit Union.' },
    ])
    expect(await keyedOf('4 years as graphic designer in an ad agency, plus a UX bootcamp')).toMatchObject({
      'job.title': 'The user works as a graphic designer.',
    })
    // Said on 2 April 2024: "start 13th may" is the verb of its own clause, after the emoji, and lies ahead.
    const shouted = await factsOf('GOT THE JOB 😭😭 start 13th may', Date.UTC(2024, 3, 2, 9) / 1000)
    expect(texts(shouted)).toContain('The user got THE JOB 😭😭 start on 13 May 2024.')
  })

  it('reads chat’s words for a child and a couple said to be over', async () => {
    expect(
      await keyedOf('My own lad Tyler, from my first marriage, is finishing his second year at Newcastle'),
    ).toEqual({
      'relation.tyler-son.name': "The user's son is called Tyler.",
    })
    expect(
      await keyedOf('booked flights for the 5th. 6 of us, even our youngest Sione who just started kindy'),
    ).toEqual({
      'relation.sione-youngest-child.name': "The user's youngest child is called Sione.",
    })
    // A lower-case first name paired with the user, and a couple said to be done.
    expect(await keyedOf('also me n kayla are done. like actually done this time')).toEqual({
      'relationship.status': 'The user broke up with their partner.',
      'relation.ex.name': "The user's ex-partner is called Kayla.",
    })
    // A word compromise knows as something else is a name when the pair is said to be married.
    expect(await keyedOf('gene and me married 34 yrs in june. cheap anniversary ideas')).toEqual({
      'relation.partner.name': "The user's partner is called Gene.",
    })
    // Done with something, or a word that is no name: no break-up.
    expect(await keyedOf('Me and Sarah are done with the project')).toEqual({})
    expect(await keyedOf('work and me are done for today')).toEqual({})
    expect(await keyedOf('work and me are done')).toEqual({})
  })

  it('infers a newborn from its first weeks, not a puppy’s, nor the name the message opens by calling', async () => {
    expect(
      await keyedOf(
        "Hanooon 😭❤️ Yousef is 3 weeks today wallah I haven't slept since he was born. he only sleeps on my chest",
      ),
    ).toEqual({ 'relation.yousef-son.name': "The user's son seems to be called Yousef." })
    expect(await keyedOf('Mochi is 6 months old and our puppy trainer says I should crate him')).toEqual({})
    expect(await keyedOf("my friend's baby Leo is 3 weeks old, I visited them")).toEqual({})
  })

  it('infers nothing of someone else’s wedding, a child who is not theirs, or a name the message greets', async () => {
    expect(await keyedOf("We went to Ana's wedding, she got married in Porto")).toEqual({})
    expect(await keyedOf('Me and Sarah went to her honeymoon party')).toEqual({})
    expect(
      await keyedOf("My neighbour's boy Tom is 7 and goes to school nearby, I pick him up at 3 sometimes"),
    ).toEqual({})
    expect(
      await keyedOf(
        'Hello Joan. Mia has started Prep this year and she loves it. Oscar is three. I take her to school.',
      ),
    ).not.toHaveProperty('relation.partner.name')
    expect(await keyedOf('Our grandkids are here: Mia is 5 and I take her to school on Mondays')).toEqual({})
    // An animal's act without its kind: no pet is named.
    expect(await keyedOf('Bruno knocked my coffee over this morning')).toEqual({})
  })

  it('names a partner by a home, a wedding or children shared, and not by an outing', async () => {
    expect(await keyedOf('okay so me and Barb finally bought the RV, a 2019 Winnebago')).toEqual({
      'relation.partner.name': "The user's partner is called Barb.",
    })
    expect(await keyedOf('I think me and Jo will get married next year')).toMatchObject({
      'relation.partner.name': "The user's partner is called Jo.",
    })
    expect(await keyedOf('Lena and I took our kids to the zoo')).toMatchObject({
      'relation.partner.name': "The user's partner is called Lena.",
    })
    expect(await keyedOf('me and Tom went fishing on our day off')).toEqual({})
    expect(await keyedOf('me and Tom bought tickets for the match')).toEqual({})
    expect(await keyedOf('Then me and Mum moved into a new flat')).toEqual({})
  })
})

describe('a detail said as a sentence of its own, and a yes that goes on', () => {
  it('joins a fragment without a verb to the sentence it details', async () => {
    const facts = await factsOf(
      'They have finally given me a date for the new hip. Tuesday the 23rd of April at Harrogate District.',
      Date.UTC(2024, 3, 2, 9) / 1000,
    )
    expect(facts).toContainEqual(expect.objectContaining({ dateText: '23 April 2024' }))
    expect(texts(facts).join(' ')).toMatch(/new hip: on Tuesday 23 April 2024 at Harrogate District/)
    // A remark is no detail.
    expect(texts(await factsOf('I adopted a cat. So cute!')).join(' ')).not.toMatch(/cute/)
  })

  it('reads a move said to-then-from, and a food cut out of the diet', async () => {
    expect(await factsOf('I moved to Denver from Chicago in January for a job at an insurance company')).toContainEqual(
      expect.objectContaining({ key: 'home.city', text: 'The user lives in Denver, having moved from Chicago.' }),
    )
    expect(await factsOf("so I've had to cut all dairy out of my own diet while I'm breastfeeding")).toContainEqual(
      expect.objectContaining({ key: 'diet', text: 'The user stopped eating dairy.' }),
    )
  })

  it('reads "veggie" as vegetarian', async () => {
    expect(await factsOf("I've been veggie since I was a teenager")).toContainEqual(
      expect.objectContaining({ key: 'diet', text: 'The user is vegetarian.' }),
    )
  })

  it('turns "Is Kenji your boyfriend?" around on a yes that goes on, but no offer of the asker', async () => {
    const facts = await lastFacts([
      { role: 'assistant', content: 'Is Kenji your boyfriend back in Japan?' },
      { role: 'user', content: 'yes he is my boyfriend, he stay in Osaka. Maybe he visit in summer' },
    ])
    expect(facts).toContainEqual({ key: 'relation.boyfriend.name', text: "The user's boyfriend is called Kenji." })
    // "he is my boyfriend" says who he is itself: not "my boyfriend is my boyfriend".
    expect(texts(facts).join(' ')).not.toMatch(/boyfriend is the user's boyfriend/)
    const offer = await lastFacts([
      { role: 'assistant', content: 'Do you want me to write a poem about it?' },
      { role: 'user', content: 'Sure, and make it rhyme please, my mum loves rhymes' },
    ])
    expect(texts(offer).join(' ')).not.toMatch(/write a poem/)
  })

  it('turns "Is Biscuit your cat?" around, and reads a pet named before its kind', async () => {
    const facts = await lastFacts([
      { role: 'user', content: 'how do i stop biscuit sleeping in the moses basket' },
      { role: 'assistant', content: 'Is Biscuit your cat?' },
      { role: 'user', content: 'yes lol ginger tom, 6, deeply offended by the baby' },
    ])
    expect(facts).toContainEqual({ key: 'pet.biscuit-cat.name', text: 'The user has a cat named Biscuit.' })
    expect(await factsOf('Rex is our dog.')).toContainEqual({
      key: 'pet.rex-dog.name',
      text: 'The user has a dog named Rex.',
    })
    expect((await factsOf('Max is my dog walker')).filter((fact) => fact.key)).toEqual([])
  })
})

describe('a question of the user', () => {
  it('says nothing of them, except whom it names as theirs', async () => {
    expect(await factsOf('Gift ideas for my sister Paola?')).toEqual([
      { key: 'relation.paola-sister.name', text: "The user's sister is called Paola." },
    ])
    expect(await factsOf('Should my dog Max eat grapes?')).toEqual([
      { key: 'pet.max-dog.name', text: 'The user has a dog named Max.' },
    ])
    expect(await factsOf('What should I name my dog?')).toEqual([])
    expect(await factsOf('Can Anna come with us?')).toEqual([])
    expect(await factsOf('Do you have a sister called Ana?')).toEqual([])
  })
})

describe('a sentence that opens with a pronoun for the relative named just before', () => {
  it('is read as about that relative', async () => {
    expect(texts(await factsOf("My sister visited last week. She's a vet in Cork now."))).toContain(
      "The user's sister is a vet in Cork now.",
    )
    expect(await factsOf('My sister! she lives in Cork')).toContainEqual({
      key: 'relation.sister.home',
      text: "The user's sister lives in Cork.",
    })
    expect(texts(await factsOf('My dad had a fall. He broke his hip.'))).toContain("The user's dad broke his hip.")
    expect(texts(await factsOf('My parents retired. They live in Leeds now.'))).toContain(
      "The user's parents live in Leeds now.",
    )
  })

  it('opening a reply, means the relative the exchange before it named', async () => {
    expect(
      texts(
        await lastFacts([
          { role: 'user', content: 'My brother come to visit next week' },
          { role: 'assistant', content: 'Théo? The one in Montreal?' },
          { role: 'user', content: 'Yes him. He is a firefighter there now, I am very proud' },
        ]),
      ),
    ).toContain("The user's brother is a firefighter there now, the user is very proud.")
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Is your sister still in Ireland?' },
        { role: 'user', content: 'Yeah, she lives in Cork' },
      ]),
    ).toContainEqual({ key: 'relation.sister.home', text: "The user's sister lives in Cork." })
    // Once the reply has said something of its own, the exchange before no longer tells who "she" is.
    expect(
      texts(
        await lastFacts([
          { role: 'assistant', content: 'How is your mum?' },
          { role: 'user', content: 'Met Anna yesterday. She is a vet.' },
        ]),
      ).join(' '),
    ).not.toMatch(/mum/)
    // Two the pronoun could mean: nobody.
    expect(
      await lastFacts([
        { role: 'assistant', content: 'Is it your sister or your mum who is visiting?' },
        { role: 'user', content: 'She is. She lives in Cork' },
      ]),
    ).toEqual([])
  })

  it('is left alone when the sentence before names no one the pronoun can mean, or two', async () => {
    expect(texts(await factsOf('My sister and my mum came over. She cooked.'))).toEqual([
      "The user's sister and the user's mum came over.",
    ])
    // "She" is the sister, not the sister's dog; "he" is no sister.
    expect(texts(await factsOf("My sister's dog is sick. She is worried."))).toEqual([
      "The user's sister's dog is sick.",
    ])
    expect(texts(await factsOf('My sister called from Berlin. He was angry.'))).toEqual([
      "The user's sister called from Berlin.",
    ])
  })
})

describe('an exam or an appointment said without an article, and its day corrected', () => {
  it('reads "I have driving test on 12 March" as the user having it ahead, not a fragment, and keeps the new day', async () => {
    const [first, fix] = await extractAll([
      { role: 'user', content: 'I have driving test on 12 March. Can you give me tips for roundabouts' },
      { role: 'assistant', content: 'Sure: look right, choose your lane early.' },
      { role: 'user', content: 'Sorry, is 19 March, not 12. I looked wrong in the letter.' },
    ]).then((results) => results.filter((result) => result.message.role === 'user'))
    expect(texts(first?.facts ?? [])).toEqual(['The user has driving test on 12 March 2025.'])
    expect(texts(fix?.facts ?? [])).toEqual(['The user has driving test on 19 March 2025.'])
    expect(fix?.facts[0]?.replaces).toBe(first?.message.id)
  })
})

describe('relatives, work, plans and conditions as people write them', () => {
  const keyed = (facts: ExtractedFact[]) => facts.filter((fact) => fact.key).map((fact) => `${fact.key}: ${fact.text}`)

  it('keeps an in-law apart from a son or a brother, however it is written', async () => {
    const facts = await factsOf('Kindly suggest a gift for my son-in-law Karthik. He is a cardiologist at Duke.')
    expect(keyed(facts)).toEqual(
      expect.arrayContaining([
        "relation.son-in-law.name: The user's son-in-law is called Karthik.",
        "relation.son-in-law.job: The user's son-in-law works as a cardiologist.",
      ]),
    )
    expect(keyed(facts).some((fact) => fact.startsWith('relation.son.'))).toBe(false)
    expect(keyed(await factsOf('My brother in law Sam is a plumber.'))).toContain(
      "relation.brother-in-law.job: The user's brother-in-law Sam works as a plumber.",
    )
  })

  it('reads shifts at a workplace as the employer, typed in any case, and homework as no work', async () => {
    expect(keyed(await factsOf('gonna keep doing weekends at kmart tho gotta pay rent lol'))).toContain(
      'job.employer: The user works at kmart.',
    )
    expect(keyed(await factsOf('I work weekends at Kmart.'))).toEqual(['job.employer: The user works at Kmart.'])
    expect(keyed(await factsOf('still doing shifts at the pub'))).toEqual(['job.employer: The user works at the pub.'])
    expect(keyed(await factsOf('I am doing my homework at the library'))).toEqual([])
  })

  it('reads a move said in the present, or a new home found, as a plan to move there', async () => {
    expect(keyed(await factsOf('We move to Burnaby next month. House is cheaper.'))).toContain(
      'home.plan: The user plans to move to Burnaby.',
    )
    expect(
      keyed(await factsOf('We found new apartment in Drumcondra, together with Donal! We move 1 February.')),
    ).toContain('home.plan: The user plans to move to Drumcondra.')
    expect(keyed(await factsOf('Every summer we move to the Algarve for a month.'))).toEqual([])
  })

  it('reads a proposal to the user as an engagement, and a partner made official', async () => {
    expect(keyed(await factsOf('Rodel proposed!!!!! 💍😭'))).toEqual([
      'relationship.status: The user got engaged.',
      "relation.fiancé.name: The user's fiancé is called Rodel.",
    ])
    expect(keyed(await factsOf('Jen proposed we split the bill'))).toEqual([])
    expect(keyed(await factsOf('Tom proposed to Mia last night'))).toEqual([])
    expect(keyed(await factsOf('me n reuben are official now 🙈'))).toEqual([
      "relation.partner.name: The user's partner is called Reuben.",
    ])
  })

  it('reads "shes" as the relative named just before, and a condition given inside a question', async () => {
    const [, , vegan] = await extractAll([
      { role: 'user', content: 'my gf janae is coming up from ohio state this weekend whats good to do in lafayette' },
      { role: 'assistant', content: 'Fun! A few ideas.' },
      { role: 'user', content: 'shes vegan btw so food spots too' },
    ])
    expect(texts(vegan?.facts ?? [])).toEqual(["The user's girlfriend is vegan btw so food spots too."])
    expect(
      keyed(await factsOf('How I can make pierogi ruskie for Christmas Eve when I am lactose intolerant?')),
    ).toEqual(['diet: The user is lactose intolerant.'])
    expect(await factsOf('What should I do when I am in Paris?')).toEqual([])
  })

  it('reads a trip someone takes the user on, and no trip to a person visited', async () => {
    expect(keyed(await factsOf("Sandra's taking me to Staithes for a few days instead."))).toContain(
      'plan.trip.staithes: The user plans to travel to Staithes.',
    )
    const visit = await factsOf(
      'I am travelling to visit my daughter Lakshmi and son-in-law in Raleigh, North Carolina.',
    )
    expect(keyed(visit).some((fact) => fact.includes('Lakshmi') && fact.startsWith('plan.trip'))).toBe(false)
  })

  it('reads a business of the user’s own by its trade, but not a wish for one; and more occupations', async () => {
    expect(keyed(await factsOf('doing my own HVAC thing, got my contracters license last week'))).toContain(
      'job.shown: The user seems to run their own business, in HVAC (said "my own HVAC thing").',
    )
    expect(keyed(await factsOf('I want to start my own cleaning business one day'))).toEqual([])
    const [, , brewer] = await extractAll([
      { role: 'user', content: 'My brother Matthias visits in July. Where should I take him?' },
      { role: 'assistant', content: 'A distillery tour!' },
      { role: 'user', content: 'Yes! He is a brewer in Munich so he will be insufferable about it' },
    ])
    expect(keyed(brewer?.facts ?? [])).toContain("relation.brother.job: The user's brother works as a brewer.")
  })
})

describe('a relative named with an age in a reply to the other side speaking of them', () => {
  it('reads "ye shania’s 9" after "not ur sisters room" as the sister, named and aged', async () => {
    const [, , reply] = await extractAll([
      { role: 'user', content: 'my nan’s moving in w us next month so im sharing w my little sis again 😩' },
      { role: 'assistant', content: 'noooo not ur sisters room 😭' },
      { role: 'user', content: 'ye shania’s 9 n she snores lool' },
    ])
    expect(reply?.facts.map((fact) => `${fact.key}: ${fact.text}`)).toEqual([
      "relation.shania-sister.name: The user's sister is called Shania.",
      "relation.shania-sister.age: The user's sister Shania is 9 years old.",
    ])
    const [, , other] = await extractAll([
      { role: 'user', content: 'long day' },
      { role: 'assistant', content: 'your brother is so funny lol' },
      { role: 'user', content: 'haha he is 12 going on 40' },
    ])
    expect(other?.facts.filter((fact) => fact.key?.endsWith('.name'))).toEqual([])
  })
})

describe('a job said against another, or without its article', () => {
  const keyed = (facts: ExtractedFact[]) => facts.filter((fact) => fact.key).map((fact) => `${fact.key}: ${fact.text}`)

  it('reads "an electrician not a babysitter" as the job, without a comma', async () => {
    expect(keyed(await factsOf("so I said no thanks, I'm an electrician not a babysitter for subcontractors"))).toEqual(
      ['job.title: The user works as an electrician.'],
    )
    expect(keyed(await factsOf('I am not a nurse'))).toEqual([])
  })

  it('reads a relative’s job said without "a", as learners say it, and leaves "she is teaching" alone', async () => {
    const [, reply] = await extractAll([
      { role: 'assistant', content: 'Is Rodrigo your husband?' },
      { role: 'user', content: 'yes he is dentist, his clinic is close to our house but he works late' },
    ])
    expect(keyed(reply?.facts ?? [])).toEqual([
      "relation.husband.name: The user's husband is called Rodrigo.",
      "relation.husband.job: The user's husband works as a dentist.",
    ])
    expect(keyed(await factsOf('My ex-wife Karin is dentist, she says I should floss.'))).toContain(
      "relation.ex-wife.job: The user's ex-wife Karin works as a dentist.",
    )
    expect(keyed(await factsOf('My sister is teaching P3 this year.'))).toEqual([])
  })
})

describe('lives that change, said in passing', () => {
  const keyed = (facts: ExtractedFact[]) => facts.filter((fact) => fact.key).map((fact) => `${fact.key}: ${fact.text}`)
  const userFacts = async (turns: Turn[]) =>
    (await extractAll(turns)).filter((result) => result.message.role === 'user').map((result) => result.facts)

  it('reads "X and I ended things" as a break-up with X, not an evening ended somewhere', async () => {
    expect(keyed(await factsOf('Absorbing. Karthik and I ended things on Sunday. Four years.'))).toEqual([
      'relationship.status: The user broke up with their partner.',
      "relation.ex.name: The user's ex-partner is called Karthik.",
    ])
    expect(keyed(await factsOf('I ended things with Tom last week.'))).toContain(
      "relation.ex.name: The user's ex-partner is called Tom.",
    )
    expect(keyed(await factsOf('We ended it at the lake with a picnic.'))).toEqual([])
  })

  it('reads "me n tama are done" as a break-up with a name typed in lower case, not a task done', async () => {
    expect(keyed(await factsOf('me n tama are done. for real this time'))).toEqual([
      'relationship.status: The user broke up with their partner.',
      "relation.ex.name: The user's ex-partner is called Tama.",
    ])
    expect(keyed(await factsOf('me and dad are done with the garage'))).toEqual([])
    expect(keyed(await factsOf('me n the kids are done for the day'))).toEqual([])
    expect(keyed(await factsOf('me and kiri are done with the painting, for real this time'))).toEqual([])
  })

  it('reads a proposal typed in lower case by a known first name, and not "he proposed a toast"', async () => {
    expect(keyed(await factsOf('darren proposed'))).toEqual([
      'relationship.status: The user got engaged.',
      "relation.fiancé.name: The user's fiancé is called Darren.",
    ])
    expect(keyed(await factsOf('she just proposed a toast'))).toEqual([])
  })

  it('reads a newborn announced by name and weight, the name a sentence of its own', async () => {
    expect(keyed(await factsOf("She's here!! Sofía, 7 lb 2 oz, Tuesday 4:12am"))).toEqual([
      "relation.sofia-daughter.name: The user's daughter is called Sofía.",
      'children: The user has a newborn daughter, Sofía.',
    ])
    expect(keyed(await factsOf('She is here, Sarah, with 20 kg of luggage'))).toEqual([])
  })

  it('reads "them" after a bare refusal of things as those things', async () => {
    expect(texts(await factsOf("No mushrooms. Can't stand them."))).toEqual(['The user cannot stand mushrooms.'])
  })

  it('reads a pronoun after a relative named alone at a sentence’s start as that relative', async () => {
    const [, monitor] = await userFacts([
      { role: 'user', content: 'My husband Emeka is worried about my sugar.' },
      {
        role: 'user',
        content: 'Alright. Emeka says he will monitor me. He is a pharmacist, he will monitor me to death.',
      },
    ])
    expect(keyed(monitor ?? [])).toContain("relation.husband.job: The user's husband works as a pharmacist.")
  })

  it('reads a value meant after a mistake owned to, further into the message', async () => {
    const [, fixed] = await userFacts([
      { role: 'user', content: 'My father is 89 and has lived on his own in Morningside since Mum died.' },
      {
        role: 'user',
        content: "The medication one is a good addition. And I've got his age wrong — he's 90 in May, not 89.",
      },
    ])
    expect(keyed(fixed ?? [])).toContain("relation.father.age: The user's father is 90 years old.")
  })

  it('reads a relative moved into a place as living there, and a role made redundant as a job lost', async () => {
    expect(keyed(await factsOf('Dad moved into Seaview in Portobello on Friday.'))).toEqual([
      "relation.father.home: The user's dad lives in Seaview.",
    ])
    expect(keyed(await factsOf('After 9 years at Hartwell Packaging, my role has been made redundant.'))).toContain(
      'job.employer: The user lost their job.',
    )
  })

  it('reads a relative’s condition, each under its own key, and not whatever else they have', async () => {
    expect(keyed(await factsOf('My son has asthma so we avoid dusty places.'))).toEqual([
      "relation.son.health-asthma: The user's son has asthma.",
    ])
    expect(keyed(await factsOf('My mum has dementia and my dad has a heart condition.'))).toContain(
      "relation.mother.health-dementia: The user's mum has dementia.",
    )
    expect(keyed(await factsOf("My dad was diagnosed with Parkinson's last year."))).toEqual([
      "relation.father.health-parkinson: The user's dad was diagnosed with Parkinson's.",
    ])
    expect(keyed(await factsOf('My son has a new bike.'))).toEqual([])
  })

  it('reads a home signed for or bought somewhere as a move there', async () => {
    expect(
      keyed(await factsOf('Big news — we signed for the townhouse in Midrand!! Moving out of Randburg on 30 June.')),
    ).toContain('home.plan: The user plans to move to Midrand.')
  })

  it('reads a place taken back and the one it was changed to, in the next sentence', async () => {
    const [, fixed] = await userFacts([
      { role: 'user', content: 'My son Chidi is leaving for university in the UK in September, Manchester.' },
      {
        role: 'user',
        content:
          'Please correct one thing, it is not Manchester again. He changed his firm choice to Leeds at the last minute.',
      },
    ])
    expect(texts(fixed ?? []).join(' ')).toMatch(/September 2024, Leeds\./)
  })

  it('reads a date taken back and given anew: "not October now, the 3rd of December", "not August. July!!"', async () => {
    const [, moved] = await userFacts([
      { role: 'user', content: 'We are moving to Calgary in August for his job.' },
      { role: 'user', content: 'ops, correction, not August. July!!' },
    ])
    expect(texts(moved ?? []).join(' ')).toMatch(/July 2024/)
    const [, trip] = await userFacts([
      { role: 'user', content: "I've rebooked for Skye instead, mid-September. It's a long drive." },
      { role: 'user', content: "Sorry, I should have said — it's not September now. The second week of October." },
    ])
    expect(texts(trip ?? []).join(' ')).toMatch(/Skye instead, mid-October/)
    const [, hip] = await userFacts([
      { role: 'user', content: 'My wife Maureen is on the list for the hip replacement. They said October.' },
      { role: 'user', content: "The hospital rang. Maureen's hip is moved... not October now, the 3rd of December." },
    ])
    expect(texts(hip ?? []).join(' ')).toMatch(/3 December/)
  })
})
