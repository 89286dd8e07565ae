import type { ProfileContextClient } from 'profile-context'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../../src/client/types'
import { createLexicalAnswerer } from '../../src/server/answer/index'
import { placeNote } from '../../src/server/answer/place-knowledge'
import { createRuleExtractor } from '../../src/server/extract'
import { withPlacesCapitalised } from '../../src/server/extract/lower-case-places'
import { loadPlaces, type PlaceIndex } from '../../src/server/places/gazetteer'
import { startDefaultService } from './helpers/default-service'

let places: PlaceIndex

beforeAll(async () => {
  const loaded = await loadPlaces()
  if (!loaded) throw new Error('city-timezones, a dev dependency, did not load')
  places = loaded
})

describe('where the cities an answer names lie, from the gazetteer', () => {
  it('gives the country of a city asked by its country', () => {
    const answer = 'The user bought air tickets to Toronto and is leaving on 11 July 2024.'
    expect(placeNote('Which country did the user book tickets for?', answer, places)).toBe('Toronto is in Canada.')
    expect(placeNote('In what country was the user in summer 2022?', 'In Bogotá, on holiday.', places)).toBe(
      'Bogotá is in Colombia.',
    )
  })

  it('gives the state and country of a city asked by its state, a name of several words whole', () => {
    const answer = 'The user took that picture on a hike last summer near Fort Wayne.'
    expect(placeNote('What US state did the user visit last summer?', answer, places)).toBe(
      'Fort Wayne is in Indiana, United States of America.',
    )
    expect(placeNote('Which province is the user moving to?', 'We move to Vancouver in May.', places)).toBe(
      'Vancouver is in British Columbia, Canada.',
    )
  })

  it('names every city once, in the order the answer gives them', () => {
    const answer = 'The user flew to Osaka. Then on to Seoul. Back to Osaka on Friday.'
    expect(placeNote('Which countries has the user been to?', answer, places)).toBe(
      'Osaka is in Japan. Seoul is in South Korea.',
    )
  })

  it('reads a city said in lower case when compromise knows it as a place or the city is large', () => {
    expect(
      placeNote('Which country does the user’s mother live in?', 'mum wants me home in abuja for eid', places),
    ).toBe('Abuja is in Nigeria.')
    expect(placeNote('Which Indian state does the user live in?', 'first week in bangalore done', places)).toBe(
      'Bangalore is in Karnataka, India.',
    )
    expect(placeNote('What state is the user from?', 'i grew up in fort wayne', places)).toBe(
      'Fort Wayne is in Indiana, United States of America.',
    )
    // Words first: "reading", "nice", "split" and "bath" are cities too.
    const words = 'I was reading in bath, then went to nice places in split shifts and to work from home in march'
    expect(placeNote('Which country was the user in?', words, places)).toBe('')
  })

  it('reads a name after "the", one after another, and asks a prefecture as a state', () => {
    const answer = 'I asked for a transfer to the Vancouver base, in the city to Toronto first.'
    expect(placeNote('Which provinces is the user moving between?', answer, places)).toBe(
      'Vancouver is in British Columbia, Canada. Toronto is in Ontario, Canada.',
    )
    const transfer = 'My company transfer me to the Sapporo branch from October.'
    expect(placeNote('Which prefecture of Japan is the user moving to?', transfer, places)).toBe(
      'Sapporo is in Hokkaido, Japan.',
    )
  })

  it('adds nothing to a question that asks no country or state', () => {
    const answer = 'The user bought air tickets to Toronto.'
    for (const question of [
      'Where is the user flying?',
      'Which city is the user flying to?',
      "What is the user's state of mind?",
      'When does the user fly?',
    ]) {
      expect(placeNote(question, answer, places)).toBe('')
    }
  })

  it('reads no name without a word that places it: many names of people are names of cities', () => {
    const answer = 'Tyler and Florence came round; the user went to the park with Austin.'
    expect(placeNote('Which state does the user live in?', answer, places)).toBe('')
  })

  it('says at start whether it is on', () => {
    expect(createLexicalAnswerer().notice).toMatch(/^place knowledge: on \(city-timezones\)/)
    expect(createLexicalAnswerer({ places: false }).notice).toBe('place knowledge: off (places: false)')
  })

  it('leaves a name that several places far apart share, and a country the answer already gives', () => {
    expect(placeNote('Which state did the user drive to?', 'The user drove to Springfield.', places)).toBe('')
    expect(placeNote('Which country did the user visit?', 'The user was in Paris, France.', places)).toBe('')
    expect(placeNote('Which country did the user visit?', 'The user was in Singapore.', places)).toBe('')
  })
})

describe('a city typed in lower case, capitalised for the rules', () => {
  it('capitalises a city after a word that places it, and nothing else', () => {
    expect(withPlacesCapitalised('off to riyadh tuesday, then flights for kumasi', places)).toBe(
      'off to Riyadh tuesday, then flights for Kumasi',
    )
    expect(withPlacesCapitalised('i grew up in fort wayne', places)).toBe('i grew up in Fort Wayne')
    const words = 'I was reading in bath, then in march we go to nice places for independence day'
    expect(withPlacesCapitalised(words, places)).toBe(words)
    expect(withPlacesCapitalised('off to riyadh', undefined)).toBe('off to riyadh')
  })

  it('lets the rules read a trip typed in lower case; not with places: false', async () => {
    const read = async (places: boolean) =>
      (
        await createRuleExtractor({ places }).extract(
          { id: 1, sceneId: 's', role: 'user', content: 'off to riyadh tuesday for a client site visit', timestamp: 0 },
          { profileId: 'p', previous: [], signal: AbortSignal.timeout(5000) },
        )
      ).map((fact) => fact.key)
    expect(await read(true)).toContain('plan.trip.riyadh')
    expect(await read(false)).not.toContain('plan.trip.riyadh')
  })
})

describe('a country asked of a city the user named, over HTTP with the default answerer', () => {
  let client: ProfileContextClient
  let profileId: string
  let close: () => Promise<void>
  const start = Date.UTC(2024, 5, 3, 9) / 1000

  beforeAll(async () => {
    ;({ client, close } = await startDefaultService())
    profileId = (await client.createProfile()).id
    const scene = await client.createScene(profileId)
    const turns: Array<[Message['role'], string]> = [
      ['user', 'Can you suggest a packing list for a long weekend?'],
      ['assistant', 'Sure: layers, a rain jacket, comfortable shoes and a charger.'],
      ['user', 'finally booked my flights to Osaka for the cherry blossoms!!'],
      ['assistant', 'How exciting! When do you go?'],
      ['user', 'first week of april'],
      ['user', 'mum wants me home in abuja for eid. honestly I miss her jollof'],
      ['assistant', 'Aww, she must miss you too.'],
      ['user', "Also we're moving to Halifax in the spring, my partner got a job there."],
      ['user', 'What is a good stretch for a stiff neck?'],
      ['assistant', 'Try slow chin tucks and side tilts, holding each for twenty seconds.'],
    ]
    const messages: Message[] = turns.map(([role, content], index) => ({
      role,
      content,
      timestamp: start + index * 60,
    }))
    await client.addText(profileId, scene.id, messages, { updateNow: true, waitForResult: true })
  }, 60_000)

  afterAll(() => close())

  it('answers with the city the user named and the country it lies in, within the cap', async () => {
    const { result } = await client.queryFacts(profileId, 'Which country is the user travelling to?')
    expect(result).toMatch(/Osaka/)
    expect(result).toMatch(/Osaka is in Japan\.$/)
    expect(result.length).toBeLessThanOrEqual(400)
  })

  it('reads a city said in lower case, and a move asked as relocating', async () => {
    const mother = await client.queryFacts(profileId, 'Which country does the user’s mother live in?')
    expect(mother.result).toMatch(/home in Abuja[\s\S]*Abuja is in Nigeria\.$/)
    const move = await client.queryFacts(profileId, 'Which city is the user relocating to?')
    expect(move.result).toMatch(/Halifax/)
  })

  it('adds no geography to a question asked another way, nor to one about what was never said', async () => {
    expect((await client.queryFacts(profileId, 'Where is the user flying to?')).result).not.toMatch(/is in Japan/)
    expect((await client.queryFacts(profileId, 'Which country does the user’s sister live in?')).result).toMatch(
      /^Nothing is known/,
    )
  })
})
