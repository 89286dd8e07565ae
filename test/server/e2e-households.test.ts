import type { ProfileContextClient } from 'profile-context'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { startDefaultService } from './helpers/default-service'

/**
 * More than one of everything: children named together and then alone ("Léo is 8 and Chloé is 3, she…", later
 * "Léo has his first judo competition"), two sons each named with their own age, a sister in chat's words ("my big
 * sis", "my didi") whose news comes a sentence after an aside of the user's. Real service over HTTP, real embedding
 * model, among ordinary chat; one profile per family.
 */
const start = Date.UTC(2024, 4, 6, 9) / 1000
type Turn = [Message['role'], string]
const families: Record<string, Turn[][]> = {
  sophie: [
    [
      ['user', 'We drive to Brittany in July with the two children. Léo is 8 and Chloé is 3, she gets car-sick.'],
      ['assistant', 'Plan a stop every two hours and keep the little one facing forward if you can.'],
    ],
    [
      ['user', 'Léo has his first judo competition on Saturday, he is so nervous.'],
      ['assistant', 'A calm routine the night before helps a lot.'],
    ],
    [
      [
        'user',
        'also my big sis fatima is moving to calgary next month 😭 i want to host a goodbye dinner at my place. she has celiac so everything must be gluten free. menu ideas?',
      ],
      ['assistant', 'A risotto, roast vegetables and a flourless chocolate cake are all naturally gluten free.'],
    ],
    [
      ['user', 'need a bday msg for my didi priya, shes a doctor in pune, works crazy shifts'],
      ['assistant', '"Happy birthday to the busiest person I know!"'],
    ],
  ],
  tom: [
    [
      ['user', 'My son Tyler is 8 and he wants a chess set for his birthday.'],
      ['assistant', 'A weighted wooden set with a roll-up board travels well.'],
    ],
    [
      ['user', 'My son Max is 5, he just started swimming lessons.'],
      ['assistant', 'Goggles that fit well make a big difference at that age.'],
    ],
  ],
}
const chat = [
  'Can you recommend a good podcast for a long drive?',
  'How long should I rest bread dough?',
  'The weather was lovely this morning.',
  'Give me a quick stretching routine.',
  'Traffic was awful on the way in.',
  'Write a limerick about a cat.',
  'Is it going to rain tomorrow?',
  'How many cups are in a litre?',
]

let client: ProfileContextClient
const profiles: Record<string, string> = {}
let close: () => Promise<void>

beforeAll(async () => {
  ;({ client, close } = await startDefaultService())
  for (const [name, threads] of Object.entries(families)) {
    const id = (await client.createProfile({ requestedId: name })).id
    profiles[name] = id
    const scene = await client.createScene(id)
    const messages: Message[] = []
    const add = ([role, content]: Turn) => messages.push({ role, content, timestamp: start + messages.length * 600 })
    threads.forEach((thread, index) => {
      for (const text of chat.slice(index * 2, index * 2 + 2)) {
        add(['user', text])
        add(['assistant', 'Sure, here you go.'])
      }
      thread.forEach(add)
    })
    await client.addText(id, scene.id, messages, { updateNow: true, waitForResult: true })
  }
}, 60_000)

afterAll(() => close())

const ask = async (family: string, question: string) =>
  (await client.queryFacts(profiles[family] as string, question)).result

describe('a family with more than one of everything', () => {
  it.each([
    // Léo was named among "the two children", never as a son; "he" says which.
    ["What sport does the user's son do?", /judo/],
    ["How old is the user's daughter?", /Chloé is 3/],
    // "big sis", then an aside of the user's, then "she has celiac".
    ["What food restriction does the user's older sister have?", /celiac/],
    // "didi" is an elder sister.
    ["What does the user's sister do for a living?", /doctor/],
  ])('%s', async (question, expected) => {
    expect((await ask('sophie', question)).slice(0, 400)).toMatch(expected)
  })

  it("does not answer about a brother with the sister's diet", async () => {
    expect(await ask('sophie', "Does the user's brother have any dietary restrictions?")).toMatch(/^Nothing is known/)
  })

  it('keeps two sons side by side: the second named does not replace the first', async () => {
    const sons = await ask('tom', "What are the names of the user's sons?")
    expect(sons).toMatch(/Tyler/)
    expect(sons).toMatch(/Max/)
    expect(sons).not.toMatch(/before that/)
    expect(await ask('tom', 'How old is Tyler?')).toMatch(/^[^.]*Tyler is 8/)
    expect(await ask('tom', 'How old is Max?')).toMatch(/^[^.]*Max is 5/)
  })
})
