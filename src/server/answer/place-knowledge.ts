import { capitalised, cityIn, keyOf, lowerCaseCity, type Place, type PlaceIndex, placeWords } from '../places/gazetteer'

/** What a question asks of a place: its country, or its state or province. */
type Asked = 'country' | 'state'

function askedOf(question: string): Asked | undefined {
  if (/\b(?:which|what) (?:[\w-]+ )?(?:country|countries|nation)\b/i.test(question)) return 'country'
  if (
    /\b(?:which|what) (?:[\w-]+ )?(?:state|states|province|provinces|prefecture|region|territory|county|canton)\b(?! of mind)/i.test(
      question,
    )
  )
    return 'state'
  return undefined
}

/**
 * A name after a word that places it ("in Paris", "to the Vancouver base", "near Fort Wayne", chat's "home in abuja"):
 * up to four capitalized words, or three in lower case. The name is read ahead without being taken, so that "in the
 * city to Toronto" still finds Toronto after "to"; words are bounded, so that reading ahead stays linear.
 */
const placed = new RegExp(
  `\\b(?:${placeWords})\\s+(?=(?:the\\s+)?(\\p{Lu}[\\p{L}\\p{M}'’-]{0,30}(?:\\s\\p{Lu}[\\p{L}\\p{M}'’-]{0,30}){0,3}|\\p{Ll}[\\p{L}\\p{M}'’-]{0,30}(?:\\s\\p{Ll}[\\p{L}\\p{M}'’-]{0,30}){0,2}))`,
  'gu',
)

/** The share of the population of all places of one name that one answer must hold for the name to be read as it. */
const dominance = 0.7

/** Where the city of one name lies, as asked; undefined when the name is no city or several far apart share it. */
function locate(places: readonly Place[], asked: Asked): string | undefined {
  const groups = new Map<string, number>()
  let total = 0
  for (const place of places) {
    const where = asked === 'state' && place.province !== '' ? `${place.province}, ${place.country}` : place.country
    groups.set(where, (groups.get(where) ?? 0) + place.population)
    total += place.population
  }
  const [best, population] = [...groups].reduce((left, right) => (right[1] > left[1] ? right : left))
  return total > 0 && population / total >= dominance ? best : undefined
}

/** Most cities one note names. */
const maxCities = 3

/**
 * For a question asking a country or a state of what the user named by its city ("Which country did the user fly
 * to?" after "booked tickets to Toronto"), the sentence saying where the cities an answer names lie ("Toronto is in
 * Canada."); empty when the question asks neither, the answer names no known city, or says where it lies already.
 */
export function placeNote(question: string, answer: string, places: PlaceIndex): string {
  const asked = askedOf(question)
  if (!asked) return ''
  const notes: string[] = []
  const seen = new Set<string>()
  for (const match of answer.matchAll(placed)) {
    const words = (match[1] ?? '').replace(/(?:['’]s?|-)$/, '').split(/\s/)
    const lowerCase = !/^\p{Lu}/u.test(words[0] ?? '')
    const city = cityIn(places, words)
    if (!city || (lowerCase && !lowerCaseCity(city.said, city.found))) continue
    const { said, found } = city
    const where = locate(found, asked)
    if (where && !seen.has(keyOf(said))) {
      seen.add(keyOf(said))
      // A name said in lower case is written capitalized: "bangalore" is Bangalore.
      const name = lowerCase ? capitalised(said) : said
      const shown = asked === 'state' && where.startsWith(`${name}, `) ? where.slice(name.length + 2) : where
      const region = shown.split(', ')[0] ?? shown
      if (region !== name && !answer.toLowerCase().includes(region.toLowerCase())) notes.push(`${name} is in ${shown}.`)
    }
    if (notes.length === maxCities) break
  }
  return notes.join(' ')
}
