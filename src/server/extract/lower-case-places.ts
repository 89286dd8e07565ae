import { capitalised, cityIn, lowerCaseCity, type PlaceIndex, placeWords } from '../places/gazetteer'

/**
 * A name in lower case after a word that places it ("off to riyadh tuesday", "flights booked for kumasi", "first week
 * in bangalore"): up to three words, read ahead without being taken, so that a place word inside a run that names no
 * city is still read; words are bounded, so that reading ahead stays linear.
 */
const placedLowerCase = new RegExp(
  `\\b(?:${placeWords}|[Ff]or)\\s+(?=(\\p{Ll}[\\p{L}\\p{M}'’-]{0,30}(?: \\p{Ll}[\\p{L}\\p{M}'’-]{0,30}){0,2}))`,
  'gu',
)

/**
 * The cities a user typing in lower case names, capitalised as the rules expect: "off to riyadh tuesday" → "off to
 * Riyadh tuesday", "home in abuja for eid" → "home in Abuja for eid". Only after a word that places it, and only a
 * name compromise knows as a place or a large city it knows as no word ("reading", "nice", "bath" stay words).
 */
export function withPlacesCapitalised(text: string, places: PlaceIndex | undefined): string {
  if (!places || !/\p{Ll}/u.test(text)) return text
  let result = ''
  let copied = 0
  for (const match of text.matchAll(placedLowerCase)) {
    const start = match.index + match[0].length
    if (start < copied) continue
    const words = (match[1] ?? '').replace(/['’]s?$/, '').split(' ')
    const city = cityIn(places, words)
    if (city && lowerCaseCity(city.said, city.found)) {
      result += `${text.slice(copied, start)}${capitalised(city.said)}`
      copied = start + city.said.length
    }
  }
  return copied === 0 ? text : result + text.slice(copied)
}
