/** Deterministic synthetic conversation data: sentences the embedded extractor turns into one fact each. */

const verbs = ['visited', 'explored', 'photographed', 'painted', 'toured', 'hiked around', 'cycled through', 'sketched']
const places = [
  'Lisbon',
  'Porto',
  'Kyoto',
  'Oslo',
  'Austin',
  'Seville',
  'Lyon',
  'Bergen',
  'Quito',
  'Hanoi',
  'Tallinn',
  'Cusco',
  'Dakar',
  'Perth',
  'Leeds',
  'Graz',
  'Turin',
  'Malmo',
  'Split',
  'Nara',
]
const relations = ['sister', 'brother', 'cousin', 'friend', 'neighbour', 'colleague', 'aunt', 'uncle']
const names = ['Ana', 'Ben', 'Chloe', 'Dmitri', 'Elif', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lena']
const things = [
  'old harbour',
  'botanical garden',
  'night market',
  'cathedral',
  'jazz festival',
  'football stadium',
  'art museum',
  'mountain trail',
  'fish market',
  'castle ruins',
  'science centre',
  'vineyard',
]

/** A small seeded generator (mulberry32), so every run produces the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T
}

/** "I visited the night market in Kyoto with my cousin Jun (trip 812)." — one fact for the embedded extractor. */
export function userSentence(index: number, random: () => number): string {
  return `I ${pick(verbs, random)} the ${pick(things, random)} in ${pick(places, random)} with my ${pick(relations, random)} ${pick(names, random)} on trip number ${index}.`
}

/** A question about the synthetic facts: a person, a place and "visit", which only some of the messages say. */
export function question(random: () => number): string {
  return `Which places did the user visit with their ${pick(relations, random)} ${pick(names, random)} in ${pick(places, random)}?`
}

/** The verbs' plain forms, as a question asks with them ("did the user explore"). */
const plainVerbs: Record<string, string> = {
  visited: 'visit',
  explored: 'explore',
  photographed: 'photograph',
  painted: 'paint',
  toured: 'tour',
  'hiked around': 'hike around',
  'cycled through': 'cycle through',
  sketched: 'sketch',
}

/**
 * A question in the words of one of the synthetic messages ("I explored the night market in Kyoto with my cousin Jun
 * on trip number 12." → "Which places did the user explore with their cousin Jun in Kyoto?"): its verb, person and
 * place, so that a stored message holds every word it searches by.
 */
export function questionFrom(messages: readonly { content: string }[], random: () => number): string {
  const said = pick(messages, random).content
  const parts = /^I (.+?) the .+? in (.+?) with my (\S+) (\S+) on trip number \d+\.$/.exec(said)
  if (!parts) throw new Error(`Not a synthetic message: ${said}`)
  const [, verb = '', place, relation, name] = parts
  return `Which places did the user ${plainVerbs[verb] ?? verb} with their ${relation} ${name} in ${place}?`
}

/**
 * The same ask in other words than the facts' ("sights", "see" for "visited the night market"): no candidate holds
 * every word, so with semantic recall on the question waits for the model.
 */
export function questionInOtherWords(random: () => number): string {
  return `What sights did the user see in ${pick(places, random)} with their ${pick(relations, random)} ${pick(names, random)}?`
}
