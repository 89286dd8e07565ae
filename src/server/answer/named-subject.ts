import { processTerm } from '../retrieval/tokenize'
import type { Retriever } from '../types'

/**
 * "What does Kenji do for a living?", "What is Hannah's job?", "How old is Pistachio?", "Which school does Oliver go
 * to?": the name a question asks about, as its subject or its first possessor. Anchored at the question's start and
 * bounded (a few words between the question word and its verb), so it reads any text in one pass.
 */
const subjectName = new RegExp(
  `^\\W*(?:${either('what who whom whose where when how which why')})\\b(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(?:${either('does did do is was has had will would can could')})\\s+(\\p{Lu}[\\p{L}'’-]*?)(?:['’]s?)?(?=[\\s?.!,]|$)(?!\\s+(?:and|&)\\s)`,
  'u',
)

/** Words as alternatives that match with their first letter in either case ("What", "what"): the name stays cased. */
function either(words: string): string {
  return words
    .split(' ')
    .map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|')
}

/** Capitalised words that start a question's subject without naming anyone ("Is The user…", "How old is It…"). */
const notNames = new Set(
  'I The A An It Its This That These Those There He She They We You Your My Our Their His Her User Mum Mom Dad Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter'.split(
    ' ',
  ),
)

/** The relation or pet a name is kept as: "relation.sister.name" → "sister", "pet.dog.name" → "dog". */
const namedKind = /^(?:relation|pet)\.(?!ex-)(?:[\w-]*-)?(\p{L}+)\.name$/u

/** Who a question asks about by name, and how to tell a text that speaks of them. */
export interface NamedSubject {
  name: string
  /** Whether a text names them, or names the relation the profile knows them as ("my boyfriend" for Kenji). */
  mentions(text: string): boolean
}

/**
 * The person or animal a question asks about by name, when it is someone the user has spoken of and not the user:
 * what is known that never names them (the user's own job, asked "What does Kenji do for a living?") does not
 * answer it. Undefined when the question names no one, names the user (the name the other side addresses them by,
 * or their stated name), or names someone the profile never mentions, whom nothing could be checked against.
 */
export function namedSubject(
  question: string,
  retriever: Retriever & { userNames?(): ReadonlySet<string> },
): NamedSubject | undefined {
  const name = subjectName.exec(question.slice(0, 300))?.[1]
  if (!name || name.length < 2 || notNames.has(name)) return undefined
  const term = processTerm(name)
  if (!term || retriever.userNames?.().has(term)) return undefined
  // Letters, hyphens and apostrophes only (the pattern above): nothing a pattern reads as syntax but the apostrophe.
  const saysName = new RegExp(`(?<![\\p{L}])${name.replace(/['’]/g, "['’]")}(?![\\p{L}])`, 'iu')
  const facts = retriever.searchFacts(name, 20).filter((fact) => saysName.test(fact.text))
  if (facts.some((fact) => fact.key === 'name')) return undefined
  const spoken =
    facts.length > 0 ||
    retriever.searchMessages(name, 20).some((message) => message.role === 'user' && saysName.test(message.content))
  if (!spoken) return undefined
  const kinds = new Set<string>()
  for (const fact of facts) {
    const kind = namedKind.exec(fact.key ?? '')?.[1]
    if (kind) kinds.add(kind.toLowerCase())
  }
  const saysKind = kinds.size > 0 ? new RegExp(`\\b(?:${[...kinds].join('|')})s?\\b`, 'i') : undefined
  return { name, mentions: (text) => saysName.test(text) || saysKind?.test(text) === true }
}
