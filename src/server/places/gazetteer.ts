import { createRequire } from 'node:module'
import nlp from 'compromise'

/**
 * Where cities lie: the optional package `city-timezones` (MIT, Natural Earth's ~7,300 populated places with their
 * country, state or province and population), indexed by name. The answerer says where a city the user named lies
 * when a question asks its country or state (answer/place-knowledge.ts); the extractor capitalises a city typed in
 * lower case (extract/lower-case-places.ts). Without the package, neither happens.
 */
export const placesPackage = 'city-timezones'

/** One populated place of the gazetteer. */
export interface Place {
  city: string
  province: string
  country: string
  population: number
}

/** The gazetteer by name, lower-cased and without accents ("Bogotá" and "Bogota" are "bogota"). */
export type PlaceIndex = ReadonlyMap<string, readonly Place[]>

interface CityRecord {
  city: string
  city_ascii: string
  province: string
  country: string
  pop: number
}

/** A name as the gazetteer is keyed: lower case, without accents. */
export function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** Whether the gazetteer is installed, without loading it. */
export function placesInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve(placesPackage)
    return true
  } catch {
    return false
  }
}

let loaded: Promise<PlaceIndex | undefined> | undefined

/** Loads and indexes the gazetteer once per process; undefined when it is not installed or cannot be read. */
export function loadPlaces(): Promise<PlaceIndex | undefined> {
  loaded ??= indexPlaces()
  return loaded
}

async function indexPlaces(): Promise<PlaceIndex | undefined> {
  if (!placesInstalled()) return undefined
  try {
    const module = (await import(placesPackage)) as { cityMapping?: unknown; default?: { cityMapping?: unknown } }
    const records = module.cityMapping ?? module.default?.cityMapping
    if (!Array.isArray(records)) return undefined
    const index = new Map<string, Place[]>()
    for (const record of records as CityRecord[]) {
      if (typeof record?.city !== 'string' || typeof record.country !== 'string') continue
      const place = {
        city: record.city,
        province: typeof record.province === 'string' ? record.province : '',
        country: record.country,
        population: Number(record.pop) || 0,
      }
      for (const name of new Set([keyOf(record.city), keyOf(String(record.city_ascii ?? ''))])) {
        if (name === '') continue
        const places = index.get(name)
        if (places) places.push(place)
        else index.set(name, [place])
      }
    }
    return index
  } catch {
    return undefined
  }
}

/** compromise's own words, each with what it knows the word as. */
const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | string[]> } } }).model.one
  .lexicon

/** The least population of a city named in lower case that compromise does not know ("abuja", "dundee"). */
const lowerCaseLeast = 150_000

/**
 * Whether a name written in lower case is the city: compromise knows it as a place ("bangalore", "riyadh"), or knows
 * no word of it and the city is large ("abuja", "fort wayne"). "reading", "nice", "bath", "split" stay words.
 */
export function lowerCaseCity(name: string, places: readonly Place[]): boolean {
  const known = lexicon[name]
  if (known !== undefined) return [known].flat().some((tag) => /^(?:City|Place|Region|Country)$/.test(tag))
  // "fort wayne": a name of several words is read whole, though compromise knows "fort" as a word.
  return places.some((place) => place.population >= lowerCaseLeast)
}

/** A name typed in lower case, capitalised: "fort wayne" is Fort Wayne. */
export function capitalised(name: string): string {
  return name.replace(/(?<!\p{L})\p{Ll}/gu, (letter) => letter.toUpperCase())
}

/** Names people still use for cities the gazetteer knows by another ("Bangalore" for Bengaluru). */
const aliases: Readonly<Record<string, string>> = {
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  gurgaon: 'gurugram',
  saigon: 'ho chi minh city',
  kiev: 'kyiv',
  peking: 'beijing',
  lisboa: 'lisbon',
  koln: 'cologne',
  munchen: 'munich',
  nyc: 'new york',
}

/** The places of a name as said ("Fort Wayne", "bogotá", "Bangalore"), or undefined when the gazetteer has none. */
function placesNamed(places: PlaceIndex, said: string): readonly Place[] | undefined {
  const key = keyOf(said)
  return places.get(aliases[key] ?? key)
}

/**
 * Words after which a name is read as a place ("in Paris", "to Toronto", "near Fort Wayne", "visiting Osaka"): a
 * name alone is not, for many names of places are names of people (Tyler, Florence).
 */
export const placeWords =
  '[Ii]n|[Tt]o|[Ff]rom|[Nn]ear|[Aa]round|[Tt]hrough|[Oo]utside|[Tt]owards?|[Vv]isit(?:ed|ing)?|[Vv]ia'

/** The longest run of `words`, from the first, that names a city ("Fort Wayne", not "Fort"), with its places. */
export function cityIn(
  places: PlaceIndex,
  words: readonly string[],
): { said: string; found: readonly Place[] } | undefined {
  for (let count = words.length; count > 0; count -= 1) {
    const said = words.slice(0, count).join(' ')
    const found = placesNamed(places, said)
    if (found) return { said, found }
  }
  return undefined
}
