import { describe, expect, it } from 'vitest'
import { createRuleExtractor } from '../../src/server/extract'
import type { ExtractedFact, SourceMessage } from '../../src/server/types'

/** Tuesday 2 April 2024. */
const april2 = Date.UTC(2024, 3, 2, 9) / 1000
const extractor = createRuleExtractor()

/** A conversation read message by message as the update job reads it: each user message with the ones before it. */
async function conversation(...turns: string[]): Promise<ExtractedFact[][]> {
  const messages: SourceMessage[] = turns.map((turn, index) => ({
    id: index + 1,
    sceneId: 's',
    role: turn.startsWith('a: ') ? 'assistant' : 'user',
    content: turn.replace(/^[au]: /, ''),
    timestamp: april2 + index * 60,
  }))
  const facts: ExtractedFact[][] = []
  for (const [index, message] of messages.entries()) {
    if (message.role !== 'user') continue
    facts.push(
      await extractor.extract(message, {
        profileId: 'p',
        previous: messages.slice(Math.max(0, index - 6), index),
        signal: AbortSignal.timeout(5000),
      }),
    )
  }
  return facts
}

async function keyed(content: string): Promise<Record<string, string>> {
  const [facts = []] = await conversation(content)
  return Object.fromEntries(facts.filter((fact) => fact.key).map((fact) => [fact.key, fact.text]))
}

async function texts(content: string): Promise<string[]> {
  const [facts = []] = await conversation(content)
  return facts.map((fact) => fact.text)
}

describe('rule extractor: words as chat says them', () => {
  it('reads a job said without its article, or after "went part-time as"', async () => {
    expect(
      await keyed(
        'Can you explain me this TypeScript error? I work remote as backend developer and this is blocking me.',
      ),
    ).toMatchObject({ 'job.title': 'The user works as a backend developer.' })
    expect(
      await keyed('I only have 30 minutes after the dental office since I went part-time as a hygienist there'),
    ).toMatchObject({ 'job.title': 'The user works as a hygienist.' })
    expect(await keyed('I work as nurse in Toronto General.')).toMatchObject({
      'job.title': expect.stringContaining('The user works as a nurse'),
    })
    // Not a job: the words after "as" end in no occupation.
    expect((await keyed('I work as best I can with two kids around.'))['job.title']).toBeUndefined()
  })

  it('reads where the user lives from "my apartment in Lisbon", not from an old or a holiday home', async () => {
    expect(
      await keyed('I need ideas of toys for two cats, they destroy everything in my apartment in Lisbon.'),
    ).toMatchObject({ 'home.city': 'The user lives in Lisbon.' })
    expect(await keyed('Any tips for the first month? Our place in Portland has a tiny yard.')).toMatchObject({
      'home.city': 'The user lives in Portland.',
    })
    expect((await keyed('I miss my old flat in Leeds so much.'))['home.city']).toBeUndefined()
    expect((await keyed('Our summer house in Crete needs a new roof.'))['home.city']).toBeUndefined()
    expect((await keyed("We're staying in a hotel near my place in Rome for the week."))['home.city']).toBeUndefined()
  })

  it('reads family by the names chat gives them: mummy, papa, hubby, bro, mil', async () => {
    expect(await texts('Mummy had her checkup yesterday, sugar levels are very high again')).toEqual([
      "The user's mum had her checkup on 1 April 2024, sugar levels are very high again.",
    ])
    expect(await texts('papa wants me to sit at the shop in diwali holidays')).toEqual([
      "The user's dad wants the user to sit at the shop in diwali holidays.",
    ])
    expect((await texts('Ya, hubby is full WFH, he basically lives on the sofa'))[0]).toMatch(
      /^The user's husband is full WFH/,
    )
    // "mil" is a mother-in-law, and a "she" after her is she, not the user's mother.
    const [inLaw = []] = await conversation('the school near my mil. she stays with us now so can help fetch')
    expect(inLaw.map((fact) => fact.text)).toContain(
      "The user's mother-in-law stays with the user and others now so can help fetch.",
    )
    // "my two, Ella is 9…": children counted, then named with their ages.
    expect(
      (
        await texts('I need a dinner plan for my two, Ella is 9 and eats anything, Max is 5 and has a peanut allergy')
      )[0],
    ).toMatch(/their two kids, Ella is 9/)
    expect((await texts('I want my two, and no more'))[0] ?? '').not.toMatch(/kids/)
    // "the missus", "the hubby": the user's own spouse; "the other half" of a payment is not one.
    expect(await keyed('just me and the missus, Sian')).toMatchObject({
      'relation.wife.name': "The user's wife is called Sian.",
    })
    expect((await texts('They pay half now and the other half on 30 April'))[0] ?? '').not.toMatch(/user's other half/)
    // "your hubby" is the listener's; words that only contain the short forms are left alone.
    expect((await texts('Is your hubby coming? The military parade was great'))[0] ?? '').not.toMatch(/husband/)
  })

  it('reads an age said again after words that take back, as the age the earlier message gave', async () => {
    const [, grandson = []] = await conversation(
      'I wonder if you could help me with a reading list for my grandson Oliver, he is 7 and mad about dinosaurs.',
      'a: What a lovely idea. Here are some dinosaur books that suit a seven-year-old.',
      'Oh, I tell a lie — he turned 8 in March. Time does fly.',
    )
    // The earlier message read again with 8, replacing what it gave; and the correction's own words.
    expect(grandson).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('grandson Oliver, he is 8'), replaces: 1 }),
    )
    expect(grandson.map((fact) => fact.text)).toContain("The user's grandson turned 8 in March 2024.")
    const [, son = []] = await conversation(
      'How I can explain to my son that is normal to lose teeth? He is scared. Yusuf, 6 years.',
      'a: Losing baby teeth is a milestone.',
      'Sorry, he is 7 already, last week was his birthday. I forget!',
    )
    expect(son).toContainEqual(
      expect.objectContaining({ key: 'relation.son.age', text: "The user's son is 7 years old." }),
    )
    // A number that is no age changes nothing said before.
    const [, bus = []] = await conversation(
      'My son is 6 and loves buses.',
      'a: Cute!',
      'sorry, the bus is 20 minutes late again',
    )
    expect(bus.some((fact) => fact.replaces !== undefined)).toBe(false)
  })

  it('reads a reply in the light of what the other side asked, and "shifted to" as a move', async () => {
    const [leeds = []] = await conversation(
      'a: Oi stranger, where are you now? Still Cardiff?',
      'leeds, for now. Tom got the job at the uni so we upped sticks',
    )
    expect(leeds).toContainEqual({ key: 'home.city', text: 'The user lives in Leeds.' })
    // "Where are you now?" alone may ask where the user is this minute.
    const [airport = []] = await conversation('a: where are you now?', 'Heathrow, boarding soon')
    expect(airport.some((fact) => fact.key === 'home.city')).toBe(false)
    const [pune = []] = await conversation(
      'a: Arre long time! Where are you these days, still in Bangalore?',
      'No yaar, shifted to Pune last month only. New company, new flat, everything new 😅',
    )
    expect(pune).toContainEqual(
      expect.objectContaining({ key: 'home.city', text: 'The user lives in Pune.', dateText: 'March 2024' }),
    )
    expect((await keyed('we shifted to Mondays for practice'))['home.city']).toBeUndefined()
    // "what kind" of the pet the user just told of, and its name in the same reply.
    const [, kelpie = []] = await conversation(
      'got a pup on the wkend',
      'a: no way what kind',
      'kelpie. callin him ned',
    )
    expect(kelpie.map((fact) => fact.text)).toContain("The user's pup is a kelpie called Ned.")
    // The kind with its article, the name after a comma; the question asked two things at once.
    const [, budgie = []] = await conversation(
      'What do you recommend for a bird who is pulling out his feathers?',
      'a: That can come from stress, boredom or illness. What kind of bird is he, and how old?',
      'A budgerigar, Pünktchen. He is six years.',
    )
    expect(budgie.map((fact) => fact.text)).toContain("The user's bird is a budgerigar called Pünktchen.")
  })

  it('reads a correction opened or ended as chat does ("Ay sorry…", "…tokyo lah"), and a trip said without a verb', async () => {
    const [, leave = []] = await conversation(
      'I go home in July for 3 weeks! First time in 2 years. What pasalubong is not heavy?',
      'a: Dried mangoes travel well.',
      'Ay sorry, August pala, not July. My leave got moved.',
    )
    expect(leave).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('home in August 2024'), replaces: 1 }),
    )
    const [trip = [], taipei = []] = await conversation(
      'family trip to tokyo in june!',
      'a: shiok! cherry blossom over by then tho',
      'oops i mean taipei not tokyo lah, changed cos cheaper',
    )
    expect(trip.map((fact) => fact.text)).toEqual(['The user has a family trip to Tokyo in June 2024.'])
    expect(taipei).toContainEqual(
      expect.objectContaining({ text: 'The user has a family trip to Taipei in June 2024.', replaces: 1 }),
    )
    // A trip told with its verb is read by the sentence rules, not as a plan of the user's.
    expect(await texts('trip to Paris was amazing')).not.toContainEqual(expect.stringContaining('has a trip'))
  })

  it('reads partners from the exchange: who the user is seeing, who they are done with, who "hubby" is', async () => {
    const [sam = []] = await conversation(
      'a: ok whos this sam person in ur stories 👀',
      'we met at climbing. weve been seeing each other like 3 weeks',
    )
    expect(sam).toContainEqual(expect.objectContaining({ key: 'relationship.status', text: 'The user is dating Sam.' }))
    // Someone asked about who is no partner of theirs.
    const [cousin = []] = await conversation('a: whos this guy in ur pics', 'my cousin lol, we met up in town')
    expect(cousin.some((fact) => fact.key === 'relationship.status')).toBe(false)
    expect(await keyed('marcus and i are done for real this time')).toMatchObject({
      'relationship.status': 'The user broke up with their partner.',
      'relation.ex.name': "The user's ex-partner is called Marcus.",
    })
    expect((await keyed('Me and Tom are done for the day, going home'))['relationship.status']).toBeUndefined()
    const [, arjun = []] = await conversation(
      'Arjun is begging me for a dog also but flat is too small na',
      'a: Arjun still working from home?',
      'Ya, hubby is full WFH, he basically lives on the sofa with his laptop',
    )
    expect(arjun).toContainEqual(
      expect.objectContaining({ key: 'relation.husband.name', text: "The user's husband is called Arjun." }),
    )
    // "me own" is "my own", as British, Irish and Australian chat says it.
    expect(await keyed('nah quit. started me own food truck, smash burgers at markets on weekends')).toMatchObject({
      'job.title': 'The user runs their own food truck.',
    })
  })

  it('reads "them" after a sentence that opens on things of the user\'s as those things', async () => {
    expect(
      await texts('My roses have black spot again. Forty years I have been growing them, and I still cannot beat it.'),
    ).toContain('Forty years the user has been growing their roses.')
    expect(await texts('My boots are broken. I need them fixed by friday')).toContain(
      'The user needs their boots fixed by Friday 5 April 2024.',
    )
    // The sentence names things of its own before its "them": those are what it means.
    expect(await texts('My parents visited. I met my friends and told them.')).toContain(
      'The user met their friends and told them.',
    )
  })

  it('reads a couple by their time together, a new flat by its place, and "work like" as "work as"', async () => {
    const [mia = []] = await conversation('mia n i are 6 months today 🥹')
    expect(mia).toContainEqual(
      expect.objectContaining({ key: 'relation.partner.name', text: expect.stringContaining('Mia') }),
    )
    // Not a baby's age, and "n" is no name.
    expect(mia.some((fact) => /child|called N\b/.test(fact.text))).toBe(false)
    expect((await keyed('Tom and I are 30 years old'))['relation.partner.name']).toBeUndefined()
    expect(await keyed("Finally left Peckham, new flat in Croydon is tiny but it's MINE.")).toMatchObject({
      'home.city': 'The user lives in Croydon.',
    })
    expect((await keyed("Sara's new flat in Leeds is huge"))['home.city']).toBeUndefined()
    expect(await keyed('Good day. I work like caregiver for old lady in Turin since 6 years.')).toMatchObject({
      'job.title': 'The user works as a caregiver.',
    })
    expect((await keyed('I work like a dog these days'))['job.title']).toBeUndefined()
    expect(await texts('football match on saturday, we lost last time')).toContain(
      'The user has a football match on Saturday 6 April 2024, the user and others lost last time.',
    )
  })
})

describe('rule extractor: the home a user came from', () => {
  it('reads "my home country, Sweden" and "my hometown of Ibadan" as where the user is from', async () => {
    expect(await keyed('This necklace is a gift from my grandma in my home country, Sweden.')).toMatchObject({
      origin: 'The user is from Sweden.',
    })
    expect(await keyed('back in my hometown of Ibadan it was different')).toMatchObject({
      origin: 'The user is from Ibadan.',
    })
    expect(await keyed('my hometown is tiny')).toEqual({})
  })

  it('reads "back home in Brazil we…" as the country left, and "I\'m back home in Leeds now" as a return', async () => {
    const left = await keyed('back home in Brazil we eat dinner at ten')
    expect(left).toMatchObject({ origin: 'The user is from Brazil.' })
    expect(left['home.city']).toBeUndefined()
    const visits = await keyed("when I'm back home in Lagos I eat jollof every day")
    expect(visits).toMatchObject({ origin: 'The user is from Lagos.' })
    expect(visits['home.city']).toBeUndefined()
    expect(await keyed("I'm back home in Leeds now")).toMatchObject({ 'home.city': 'The user lives in Leeds.' })
    expect(await keyed('back home in Leeds, finally. what a trip')).toMatchObject({
      'home.city': 'The user lives in Leeds.',
    })
  })
})

describe('rule extractor: a single parent', () => {
  it("reads \"I'm a single mum of two\" as the user's relationship status, not a sister's", async () => {
    expect(await keyed("I'm a single mum of two, so evenings are chaos")).toMatchObject({
      'relationship.status': 'The user is a single parent.',
    })
    expect((await keyed('my sister is a single mum'))['relationship.status']).toBeUndefined()
  })
})

describe("rule extractor: a trade as it's called at work", () => {
  it('reads physio and sparky as occupations', async () => {
    expect(await keyed('long day at the clinic. being a physio is great until your own back hurts lol')).toMatchObject({
      'job.title': 'The user works as a physio.',
    })
    expect(await keyed('finally got my ticket so im a sparky now, no more apprentice wages')).toMatchObject({
      'job.title': 'The user works as a sparky.',
    })
  })
})

describe('rule extractor: "actually no" moves a date', () => {
  it('reads "actually no end of april" as the new date of the move said before', async () => {
    const [, moved = []] = await conversation(
      'ok big news, im moving up to auckland end of march',
      'a: WHAT. leaving welly?? 😭',
      'actually no end of april, the lease got pushed. yeah leaving wellington sadly',
    )
    expect(moved).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('Auckland end of April 2024'), replaces: 1 }),
    )
    const [, later = []] = await conversation('we are moving to Leeds in June', 'a: exciting!', 'actually no, July now')
    expect(later).toContainEqual(expect.objectContaining({ text: expect.stringContaining('Leeds in July 2024') }))
  })
})

describe('rule extractor: a diet said as an aside', () => {
  it('reads "can\'t do pizza, lactose intolerant remember" as the user\'s, and not an aside said of someone', async () => {
    expect(await keyed("can't do pizza, lactose intolerant remember. wings tho")).toMatchObject({
      diet: 'The user is lactose intolerant.',
    })
    expect(await keyed("I'll skip the cheese board, coeliac lol")).toMatchObject({ diet: 'The user is coeliac.' })
    expect((await keyed('my sister is vegan, diabetic')).diet).toBeUndefined()
    expect((await keyed('I cook for my dad, diabetic')).diet).toBeUndefined()
    expect((await keyed("Mum's coming over, diabetic")).diet).toBeUndefined()
  })
})

describe('rule extractor: a plan given up for another', () => {
  it('reads "scrap singapore… we will do Kochi instead" as a correction of the earlier plan', async () => {
    const [, kochi = []] = await conversation(
      'need a 5 day itinerary for Singapore for me and my husband, mid june',
      'a: sure! day 1, marina bay…',
      'actually scrap singapore, flights are crazy expensive. we will do Kochi instead, same dates',
    )
    expect(kochi).toContainEqual(
      expect.objectContaining({ text: expect.stringContaining('itinerary for Kochi'), replaces: 1 }),
    )
    const [, lisbon = []] = await conversation(
      "we're going to Rome in May",
      'a: nice',
      'forget Rome, too hot. Lisbon instead',
    )
    expect(lisbon).toContainEqual(expect.objectContaining({ key: 'plan.trip.lisbon', replaces: 1 }))
    // "forget it" gives up no value.
    const [, none = []] = await conversation("we're going to Rome in May", 'a: nice', 'forget it, Lisbon instead')
    expect(none.some((fact) => fact.replaces !== undefined)).toBe(false)
  })
})

describe('rule extractor: a child named in a reply about the kids', () => {
  it('reads "Only Dayo, he is 11" after "Will the kids come?" as the user\'s son and his age', async () => {
    const [dayo = []] = await conversation(
      'a: December in Accra is hot and dusty. Will the kids come?',
      'Only Dayo, he is 11. He is starting JSS1 in September',
    )
    expect(dayo.map((fact) => fact.text)).toContain("The user's son Dayo is 11 years old.")
    const [amara = []] = await conversation('a: how old are your kids now?', 'just Amara - shes 6')
    expect(amara.map((fact) => fact.text)).toContain("The user's daughter Amara is 6 years old.")
    // Asked nothing about children, a name and an age are no child of the user's.
    const [none = []] = await conversation('a: who won the match?', 'Only Dayo, he is 11 and beat everyone')
    expect(none.some((fact) => fact.key?.startsWith('relation.'))).toBe(false)
  })
})

describe("rule extractor: chat's bday", () => {
  it('reads "my bday is on the 14th of march" as the user\'s birthday', async () => {
    expect(await keyed('my bday is on the 14th of march')).toMatchObject({
      birthday: "The user's birthday is on the 14th of march.",
    })
    expect(await keyed('my b-day is march 3')).toMatchObject({ birthday: "The user's birthday is on march 3." })
  })
})
