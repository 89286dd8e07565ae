const verbs: Record<string, string> = {
  does: 'do',
  is: 'am',
  was: 'was',
  has: 'have',
  did: 'did',
  will: 'will',
  can: 'can',
}

/**
 * Words a question about "the user" in the first person, as the user said things ("What is the user's job?" →
 * "What is my job?"; "Does the user have pets?" → "Do I have pets?"). Messages are embedded as written, in the first
 * person, and the model places "the user" far from "I": measured on the paraphrase set, the rewrite lifts the
 * similarity of the right message from ~0.3 to ~0.5 while unrelated ones stay near 0.2.
 */
export function firstPerson(question: string): string {
  return question
    .replace(/\b(the user|they)['’]s\b/gi, 'my')
    .replace(/\b(does|is|was|has|did|will|can) (?:the user|they)\b/gi, (_, verb: string) => {
      const mapped = verbs[verb.toLowerCase()] ?? verb
      return `${mapped} I`
    })
    .replace(/\bthe user(?:s)?\b/gi, 'I')
    .replace(/\b(?:their|theirs)\b/gi, 'my')
    .replace(/\bthemselves|themself\b/gi, 'myself')
    .replace(/\bthem\b/gi, 'me')
    .replace(/\bI (is|has|does)\b/g, (_, verb: string) => `I ${verbs[verb] ?? verb}`)
}
