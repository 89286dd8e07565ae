import type { ExtractedFact } from '../types'

interface ReplyRule {
  question: RegExp
  fact(answer: string, question: RegExpExecArray): ExtractedFact | undefined
}

const place = /^(?:in |from )?(?:the )?([A-Z][\w'.-]*(?:(?:,? | (?:de|do|da|of) )[A-Z][\w'.-]*)*)$/
const person = /^([A-Z][a-z'-]+)$/

const rules: ReplyRule[] = [
  {
    question: /\bwhere do you (?:live|stay)\b|\bwhere are you (?:living|based)\b/i,
    fact: (answer) => {
      const city = place.exec(answer)?.[1]
      return city ? { key: 'home.city', text: `The user lives in ${city}` } : undefined
    },
  },
  {
    question: /\bwhere are you (?:originally )?from\b/i,
    fact: (answer) => {
      const city = place.exec(answer)?.[1]
      return city ? { key: 'origin', text: `The user is from ${city}` } : undefined
    },
  },
  {
    question: /\bhow old are you\b/i,
    fact: (answer) => {
      const years = /^(\d{1,3})(?: years old)?$/.exec(answer)?.[1]
      return years && Number(years) < 120 ? { key: 'age', text: `The user is ${years} years old` } : undefined
    },
  },
  {
    question: /\bwhat(?: is|'s) your name\b/i,
    fact: (answer) => {
      const called = person.exec(answer)?.[1]
      return called ? { key: 'name', text: `The user's name is ${called}` } : undefined
    },
  },
  {
    question:
      /\bwhat(?: is|'s) your (sister|brother|mom|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|son|daughter|dog|cat)(?:'s| called|s) name\b/i,
    fact: (answer, question) => {
      const called = person.exec(answer)?.[1]
      const who = (question[1] ?? '').toLowerCase()
      if (!called) return undefined
      return who === 'dog' || who === 'cat'
        ? { key: `pet.${who}.name`, text: `The user has a ${who} named ${called}` }
        : { key: `relation.${who}.name`, text: `The user's ${who} is called ${called}` }
    },
  },
]

/**
 * Reads a short reply in the light of the assistant's question: "Where do you live?" → "Lisbon." becomes
 * "The user lives in Lisbon". Only bare answers count; anything longer goes through the sentence rules.
 */
export function replyFacts(reply: string, previousQuestion: string | undefined): ExtractedFact[] {
  if (!previousQuestion) return []
  const answer = reply
    .trim()
    // Only from the start of the final run: an unguarded `[.!]+$` re-scans the run from each of its characters.
    .replace(/(?<![.!])[.!]+$/, '')
    .trim()
  if (answer.split(/\s+/).length > 5) return []
  for (const rule of rules) {
    const question = rule.question.exec(previousQuestion)
    if (!question) continue
    const fact = rule.fact(answer, question)
    return fact ? [fact] : []
  }
  return []
}
