import nlp from 'compromise'
import { relations } from './family-rules'
import { capitalFirst, firstLetterEitherCase, knownWordTags } from './rule-helpers'

/** Chat's short words for a relation ("my bf felipe", "hubby ron"). */
const chatRelations = 'hubby|hubs|wifey|bf|gf|bestie|fiance|fiancé|missus'
/** Animals a pet is said as ("my cat pixel", "our dog moose"). */
const pets = 'dog|cat|puppy|pup|kitten|rabbit|bunny|hamster|parrot|tortoise|turtle|horse|pony|ferret|guinea pig'

/**
 * A lower-case word right after "my <relation>" or "our <pet>": the name, when compromise knows it as one ("my bf
 * felipe is coming", "our dog luna"). A single word, bounded, and only where the relation is said.
 */
const afterRelation = new RegExp(
  `\\b(?:[Mm]y|[Oo]ur|MY|OUR) (?:${firstLetterEitherCase(`${relations}|${chatRelations}|${pets}`)}),? ([a-z]{2,20})\\b`,
  'g',
)
/** Words that pair with the user without naming anyone ("work and me", "the kids and i"). */
const notPairName =
  /^(?:work|life|school|college|uni|mum|mom|dad|kids|family|friends|everyone|them|him|her|us|you|it|this|that)$/
/** The user and someone named in lower case, as a pair: "gene and me married 34 yrs", "me n kayla are done". */
const pairedName = /\b(?:(?:me|i) (?:and|n|&) ([a-z]{2,20})\b|([a-z]{2,20}) (?:and|n|&) (?:me|i)\b)/g
/** "darren proposed" opening a sentence: the one who proposed, typed in lower case. */
const proposedBy = /(^|[.!?]\s+)([a-z]{2,20}) (?:just |finally |actually )?proposed\b/g
const ownPet = new RegExp(`\\b(?:my|our) (?:${pets})\\b`, 'i')
/** "moose is a 4yo golden retriever": a lower-case name opening a sentence that says what animal it is. */
const namedAnimal = new RegExp(
  `(^|[.!?]\\s+)([a-z][a-z'’-]{1,19}) is (?:a|an|our|my) (?:(?:\\d+ ?(?:yo|y/o|yr old|year old|years old|-year-old)|little|big|rescue|old|young|senior|baby) ){0,3}(?:[a-z-]+ ){0,2}?(?:${pets}|retriever|labrador|lab|poodle|terrier|spaniel|collie|shepherd|husky|beagle|tabby)\\b`,
  'gi',
)

/** Words that are no pet's name: a pronoun, a verb, a determiner ("this is a golden retriever"). */
const notName =
  '(#Verb|#Adverb|#Pronoun|#Determiner|#Preposition|#Conjunction|#Adjective|#Value|#Date|#QuestionWord|#Expression)'

/** Whether compromise knows `word` as a first name ("felipe", "hannah", "ron"), and as nothing else. */
function knownName(word: string): boolean {
  const known = knownWordTags(word)
  return typeof known === 'string' && /^(?:First|Male|Female)Name$/.test(known)
}

/**
 * The names a user typing in lower case gives the people and pets around them, capitalised as the rules expect:
 * "my bf felipe is coming" → "my bf Felipe is coming", "moose is a 4yo golden retriever" → "Moose is…" (in a message
 * that says "our dog"), "gene and me married 34 yrs" → "Gene and me…", "darren proposed" → "Darren proposed". The word
 * after a relation, paired with the user or proposing must be a first name compromise knows: "my sister wedding",
 * "work and me" and "he proposed" are not.
 */
export function withNamesCapitalised(text: string): string {
  const paired = /\b(?:me|i) (?:and|n|&) [a-z]|[a-z] (?:and|n|&) (?:me|i)\b/.test(text)
  const proposal = / proposed\b/.test(text)
  if (!paired && !proposal && !/\b(?:my|our) /i.test(text)) return text
  const bounded = text.length > 2000 ? text.slice(0, 2000) : text
  let result = proposal
    ? bounded.replace(proposedBy, (whole: string, before: string, word: string) =>
        knownName(word) ? `${before}${capitalFirst(word)}${whole.slice(before.length + word.length)}` : whole,
      )
    : bounded
  result = result.replace(afterRelation, (whole: string, word: string) =>
    knownName(word) ? `${whole.slice(0, whole.length - word.length)}${capitalFirst(word)}` : whole,
  )
  if (paired) {
    result = result.replace(
      pairedName,
      (whole: string, after: string | undefined, before: string | undefined, offset: number) => {
        const word = after ?? before ?? ''
        // "gene and me married 34 yrs": a word compromise knows as something else is a name when the pair is a couple.
        const rest = bounded.slice(offset + whole.length, offset + whole.length + 40)
        const couple = /^ (?:have been |been |are |were |got |just got |r )?(?:married|engaged|together)\b/.test(rest)
        if (!knownName(word) && !(couple && !notPairName.test(word) && !nlp(word).has(notName))) return whole
        return after
          ? `${whole.slice(0, whole.length - word.length)}${capitalFirst(word)}`
          : `${capitalFirst(word)}${whole.slice(word.length)}`
      },
    )
  }
  // The animal is the user's: the message says "our dog" or "my cat" too.
  if (ownPet.test(result)) {
    // compromise is asked of a few words at most: a flood of such sentences costs no more than a message of them.
    let asked = 0
    result = result.replace(namedAnimal, (whole: string, before: string, word: string) => {
      asked += 1
      if (asked > 4 || nlp(word).has(notName)) return whole
      return `${before}${capitalFirst(word)}${whole.slice(before.length + word.length)}`
    })
  }
  return text.length > 2000 ? `${result}${text.slice(2000)}` : result
}
