import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { profileWith } from './helpers/default-service'

/** Tuesday 2 April 2024, 09:00 UTC. */
const april2 = Date.UTC(2024, 3, 2, 9) / 1000

/**
 * Relatives named in one thread and told about in others, the way people write: a partner named four times before
 * his work is said without an article, a sister's name typed without its apostrophe, an in-law beside a daughter, a
 * son's year of study. Ordinary chat between the threads.
 */
const threads: string[][] = [
  ['My partner Aidan is cooking his first Polish Christmas Eve dinner with me this year.', 'Any pierogi tips?'],
  ['We found a flat in Phibsborough together with Aidan!', 'What do I do about the electricity account?'],
  ['Aidan and I are going to the cinema tonight, any suggestions?'],
  ['Aidan is firefighter, his shifts are crazy, 24 hours on. How to plan meals for that?'],
  ['Aidan says hi btw'],
  ['my mom got diagnosed with early dementia. my sis Marisol is moving in with her for now'],
  ['marisols a pharmacist so thats good at least, she knows the meds'],
  ['Kindly suggest a gift for my son-in-law Tomasz, he is very fond of chess. My daughter Ewa says he has everything.'],
  ['My son Kofi is in his third year of law at Leeds and has exams in May.'],
]
const filler = [
  'The weather was lovely this morning.',
  'I need to buy a new phone charger.',
  'Traffic was awful on the way in.',
  'What is a good recipe for dinner tonight?',
]

const chat: Message[] = []
for (const [index, thread] of threads.entries()) {
  for (const content of [...thread, filler[index % filler.length] as string]) {
    chat.push({ role: 'user', content, timestamp: april2 + chat.length * 60 })
    chat.push({ role: 'assistant', content: 'Happy to help with that!', timestamp: april2 + chat.length * 60 })
  }
}

describe('what a relative does, told apart from what else is said of them (real service over HTTP)', () => {
  let ask: (question: string) => Promise<string>
  let close: () => Promise<void>

  beforeAll(async () => {
    const profile = await profileWith(chat)
    close = profile.close
    ask = async (question) => (await profile.ask(question)).slice(0, 400)
  })
  afterAll(async () => close?.())

  it('finds the work of a partner named in many messages, said in the one that names it', async () => {
    expect(await ask('What does the user’s partner do for work?')).toContain('firefighter')
    expect(await ask('What does Aidan do for a living?')).toContain('firefighter')
  })

  it('reads a name typed without its apostrophe as the relative', async () => {
    expect(await ask('What is the user’s sister’s profession?')).toContain('pharmacist')
  })

  it('does not answer a son’s name with a son-in-law’s', async () => {
    expect(await ask('What is the name of the user’s son?')).toContain('Kofi')
    expect(await ask('What is the name of the user’s daughter’s husband?')).toContain('Tomasz')
  })

  it('does not answer a brother’s name with a sister’s', async () => {
    const brother = await ask('What is the name of the user’s brother?')
    expect(brother).not.toContain('Marisol')
  })

  it('reads a year of a subject as what a child studies', async () => {
    expect(await ask('What is the user’s son studying?')).toContain('law')
  })
})

/** Replies whose subject only the other side's message says, and a trip said as being taken somewhere. */
const replies: Message[] = [
  ['user', 'Bramble had a tooth out. £280. Daylight robbery.'],
  ['assistant', 'Vets are a racket. How old is he now?'],
  ['user', 'Eleven in June. Daft springer spaniel still thinks he is a pup.'],
  ['user', 'Band practice moved to Thursdays now.'],
  ['assistant', 'Still on trombone are you?'],
  ['user', 'Second trombone. Not good enough for first any more.'],
  ['user', 'Had to cancel Cornwall. Knee is playing up. My son is taking me to Whitby for a few days instead.'],
  ['user', 'The weather was lovely this morning.'],
  ['user', 'anyway the hospital phoned and they have finally given me a date for the hip, 9th of May at the Jubilee'],
].map(([role, content], index) => ({
  role: role as Message['role'],
  content: content as string,
  timestamp: april2 + index * 60,
}))

describe('replies read with what they answer (real service over HTTP)', () => {
  let ask: (question: string) => Promise<string>
  let close: () => Promise<void>

  beforeAll(async () => {
    const profile = await profileWith(replies)
    close = profile.close
    ask = async (question) => (await profile.ask(question)).slice(0, 400)
  })
  afterAll(async () => close?.())

  it('gives a pet’s age said only as the answer to "How old is he now?", found by its own words too', async () => {
    expect(await ask('How old will the user’s dog be in June?')).toContain('Eleven')
    expect(await ask('How old is the user’s dog?')).toContain('Eleven')
  })

  it('finds a joint said by its name', async () => {
    expect(await ask('Which joint is the user having an operation on?')).toContain('hip')
  })

  it('finds an instrument said only in a reply, and a short break someone takes the user on', async () => {
    expect(await ask('Which brass instrument does the user play?')).toContain('trombone')
    expect(await ask('Where is the user going for a short break?')).toContain('Whitby')
  })
})
