import type { ProfileContextClient } from 'profile-context'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { startDefaultService } from './helpers/default-service'

/**
 * A person says things about themselves among ordinary chat; questions then ask in other words (a broader term, a
 * consequence, an inference). Each answer must contain the thing said, within the default 400 characters — and a
 * question about something never said must get "Nothing is known". Real service over HTTP, real embedding model.
 */
const start = Date.UTC(2024, 4, 6, 9) / 1000
const said = [
  "I've been an electrician for twelve years, mostly rewiring old houses.",
  'Honestly I cannot stand mushrooms, the texture is awful.',
  'Our daughter turned out to be allergic to cats, so we had to give ours away.',
  "Thinking of doing a master's in public health next year.",
  "We're renting a flat in Leith for now.",
  'Last month I joined a small games studio as their first sound designer.',
  // A thing named by its instance, a relative by chat's word for them, a condition by its measure, a birth by its way.
  'ugh my civic is making the grinding noise again, mechanic says the transmission is basically cooked',
  'taking my boy DJ bass fishing at Sardis Lake Saturday, what bait should we use',
  'the doc just told me my A1C is 8.2 and I have to get it down',
  "slowly slowly. the c-section scar is ok but I can't lift anything heavy for 6 weeks",
]
const chat = [
  'Can you recommend a good podcast for a long drive?',
  'What is the capital of Canada?',
  'How long should I rest bread dough?',
  'Thanks, that helps a lot.',
  'What is the difference between weather and climate?',
  'Give me a quick stretching routine.',
  'Summarise the plot of Macbeth in two lines.',
  'Is it going to be a busy week for you?',
]

const questions: Array<[question: string, expected: RegExp]> = [
  ["What is the user's occupation?", /electrician/i],
  ['Which ingredients should I leave out of their meals?', /mushroom/i],
  ["Does anyone in the user's family have allergies?", /allergic/i],
  ['Is the user planning further studies?', /master/i],
  ['Does the user own their home?', /rent/i],
  ['What make or model of car does the user own?', /civic/i],
  ['Where is the user taking his son fishing?', /Sardis/i],
  ['What chronic health condition is the user managing?', /A1C/i],
  ['How did the user give birth?', /c-section/i],
]

let client: ProfileContextClient
let profileId: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ client, close } = await startDefaultService())
  profileId = (await client.createProfile()).id
  const scene = await client.createScene(profileId)
  const messages: Message[] = []
  const add = (role: Message['role'], content: string) =>
    messages.push({ role, content, timestamp: start + messages.length * 60 })
  said.forEach((statement, index) => {
    for (const text of chat.slice(index, index + 2)) {
      add('user', text)
      add('assistant', 'Sure, here you go.')
    }
    add('user', statement)
  })
  // Asked right after the update: on a fresh service this first update is also the one that loads the model.
  await client.addText(profileId, scene.id, messages, { updateNow: true, waitForResult: true })
}, 60_000)

afterAll(() => close())

describe('answers to questions asked in other words than the user’s', () => {
  it.each(questions)('%s', async (question, expected) => {
    const { result } = await client.queryFacts(profileId, question)
    expect(result.slice(0, 400)).toMatch(expected)
  })

  it('says nothing is known of what was never said', async () => {
    for (const question of ['What is the name of the user’s dog?', 'Has the user ever been to Japan?']) {
      expect((await client.queryFacts(profileId, question)).result).toMatch(/^Nothing is known/)
    }
  })
})
