/**
 * The conversation every simulated user has: each turn says one new thing about the user in plain words and, from
 * the third turn on, asks about what was said two turns earlier (so that a per-turn question can find it too).
 */
export interface ScriptedFact {
  statement: string
  /** A word that appears in an answer that knows the fact, and nowhere in the context before it is said. */
  marker: string
  /** Asked two turns later, in other words than the statement. */
  question: string
}

export const facts: readonly ScriptedFact[] = [
  { statement: 'I live in Lisbon these days.', marker: 'Lisbon', question: 'Which city do I live in?' },
  { statement: 'I work as a nurse at the children’s hospital.', marker: 'nurse', question: 'What is my job?' },
  { statement: 'My sister is called Ana.', marker: 'Ana', question: 'What is my sister’s name?' },
  { statement: 'We have a dog named Biscuit.', marker: 'Biscuit', question: 'What is our dog called?' },
  { statement: 'I play the cello in an amateur orchestra.', marker: 'cello', question: 'Which instrument do I play?' },
  { statement: 'I am allergic to peanuts.', marker: 'peanuts', question: 'What am I allergic to?' },
  { statement: 'My favourite food is ramen.', marker: 'ramen', question: 'What food do I like best?' },
  { statement: 'I drive an old Volvo.', marker: 'Volvo', question: 'What car do I drive?' },
  { statement: 'I was born in Porto.', marker: 'Porto', question: 'Where was I born?' },
  { statement: 'I am learning Japanese.', marker: 'Japanese', question: 'Which language am I learning?' },
]

/** The user's message at turn `index` (0-based). */
export function userMessage(index: number): string {
  const fact = facts[index % facts.length]
  const earlier = index >= 2 ? facts[(index - 2) % facts.length] : undefined
  return `${fact?.statement ?? ''} ${earlier?.question ?? 'Any idea what I could cook tonight?'}`
}

/** A small seeded generator (mulberry32), so every run draws the same think times. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * For each fact said early enough to be checked at turn k+2, how many turns later it first shows in the context the
 * model was given (`Infinity`: not within the conversation).
 */
export function turnsUntilVisible(contexts: ReadonlyArray<string>): number[] {
  const checked = Math.max(0, contexts.length - 2)
  return facts.slice(0, checked).map(({ marker }, said) => {
    const seen = contexts.findIndex((context, index) => index > said && context.includes(marker))
    return seen === -1 ? Number.POSITIVE_INFINITY : seen - said
  })
}
