import { processTerm } from './tokenize'

/**
 * A capitalized word in vocative position: after a greeting or thanks at the start of a sentence ("Hey Evan",
 * "Thanks, Mel!") or set off by a comma before the sentence ends ("Congrats, Evan!", "Wow, Evan, you look great").
 */
const vocative =
  /(?:^|[.!?]\s+)(?:hey|hi|hello|thanks|thank you|congrats|congratulations|wow|oh|sorry|yeah|yes|no|sure|great|good|cool|awesome|aww|haha|ok|okay|welcome|bye|morning)[,!]?\s+(\p{Lu}\p{Ll}+)\b|,\s+(\p{Lu}\p{Ll}+)\s*[!.?,]/gu

/** How often a name must be used, at least, and relative to the most used one, to count as the user's. */
const minimumUses = 3
const minimumShare = 0.2

/**
 * Learns how the other side of the conversation addresses the user ("Thanks, Evan!"), so that a question naming
 * the user ("What did Evan paint?") can be searched without the name: in a profile every question is about the
 * user, and the name would otherwise rank the other side's greetings ("Hey Evan, how are you?") above the answer.
 */
export class AddressedNames {
  readonly #uses = new Map<string, number>()
  #learned: Set<string> | undefined

  /** Counts the names a message from the other side addresses. */
  observe(text: string): void {
    for (const match of text.matchAll(vocative)) {
      const term = processTerm(match[1] ?? match[2] ?? '')
      if (!term) continue
      this.#uses.set(term, (this.#uses.get(term) ?? 0) + 1)
      this.#learned = undefined
    }
  }

  /** The index terms of the names the user is addressed by. */
  get terms(): ReadonlySet<string> {
    if (this.#learned) return this.#learned
    const most = Math.max(0, ...this.#uses.values())
    const threshold = Math.max(minimumUses, most * minimumShare)
    this.#learned = new Set([...this.#uses].filter(([, uses]) => uses >= threshold).map(([term]) => term))
    return this.#learned
  }
}
