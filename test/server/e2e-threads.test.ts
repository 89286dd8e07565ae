import type { ProfileContextClient } from 'profile-context'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { startDefaultService } from './helpers/default-service'

/**
 * What a person tells over several messages: a short answer to the other side's question ("Where are you going?" /
 * "Drakensberg. 5 days."), a detail asked for after the news ("Who performed?" / "It was Matt Patterson"), a relative
 * named in one message and spoken of by name or "he" in another, and the other side's own news that is not the user's. Real service over HTTP, real embedding model, among ordinary chat.
 */
const start = Date.UTC(2024, 4, 6, 9) / 1000
type Turn = [Message['role'], string]
const threads: Turn[][] = [
  [
    ['user', 'Need a packing list. Hiking trip.'],
    ['assistant', 'Happy to help. Where are you going and for how long?'],
    ['user', 'Drakensberg. 5 days.'],
    ['assistant', 'Here is a list for a five-day mountain trek, with layers for cold nights.'],
  ],
  [
    ['user', "We celebrated my daughter's birthday with a concert in the garden."],
    ['assistant', 'Oh that sounds lovely! Who performed?'],
    ['user', 'It was Matt Patterson, he is so talented!'],
  ],
  [
    ['user', 'I adopted a hamster!'],
    ['assistant', "so cute what's its name"],
    ['user', 'Mochi. fat one'],
  ],
  [
    ['assistant', 'I just got my tattoo done, a koi on my forearm'],
    ['user', 'show me!!'],
  ],
  [
    ['user', 'Gift ideas for my sister Paola? She loves gardening.'],
    ['assistant', 'A good pair of pruning shears, or a kit of herb seeds.'],
  ],
  [
    ['user', 'How long does a parcel take to Portugal? It is for Paola, she lives in Lisbon.'],
    ['assistant', 'Usually three to five working days.'],
  ],
  [
    ['user', 'My brother come to visit next week'],
    ['assistant', 'Théo? The one in Montreal?'],
    ['user', 'Yes him. He is a firefighter there now, I am very proud'],
  ],
]
const chat = [
  'Can you recommend a good podcast for a long drive?',
  'What is the capital of Canada?',
  'How long should I rest bread dough?',
  'Thanks, that helps a lot.',
  'The weather was lovely this morning.',
  'Give me a quick stretching routine.',
  'Summarise the plot of Macbeth in two lines.',
  'Traffic was awful on the way in.',
  'Which is faster to learn, Python or JavaScript?',
  'My phone battery dies so fast lately.',
  'Suggest a name for a book club.',
  'How many cups are in a litre?',
  'Write a limerick about a cat.',
  'Is it going to rain tomorrow?',
]

let client: ProfileContextClient
let profileId: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ client, close } = await startDefaultService())
  profileId = (await client.createProfile()).id
  const scene = await client.createScene(profileId)
  const messages: Message[] = []
  const add = ([role, content]: Turn) => messages.push({ role, content, timestamp: start + messages.length * 60 })
  threads.forEach((thread, index) => {
    for (const text of chat.slice(index * 2, index * 2 + 2)) {
      add(['user', text])
      add(['assistant', 'Sure, here you go.'])
    }
    thread.forEach(add)
  })
  await client.addText(profileId, scene.id, messages, { updateNow: true, waitForResult: true })
}, 60_000)

afterAll(() => close())

describe('what the user tells over several messages', () => {
  it.each([
    // Found by meaning: the bare reply is embedded with the question it answers.
    ['Which mountains is the user heading to?', /Drakensberg/],
    // The reply to a follow-up comes with the message it follows.
    ["Who performed at the concert for the user's daughter's birthday?", /Matt Patterson/],
    ["What is the user's pet called?", /Mochi/],
    // Her name is known from one message, her city from another that names only her.
    ["Where does the user's sister live?", /Lisbon/],
    // "He" opens the reply, and means the brother the message before named.
    ["What does the user's brother do for a living?", /firefighter/],
  ])('%s', async (question, expected) => {
    const { result } = await client.queryFacts(profileId, question)
    expect(result.slice(0, 400)).toMatch(expected)
  })

  it("does not take the other side's own news for the user's", async () => {
    expect((await client.queryFacts(profileId, 'Does the user have a tattoo?')).result).toMatch(/^Nothing is known/)
  })
})
