import { termsOf } from '../retrieval/tokenize'
import type { EvidenceItem } from './evidence'

/** How much a candidate's share of the question's still-uncovered words raises it against its rank. */
const coverageWeight = 1

/** Rank constant of the order evidence comes in (its reciprocal rank is the base of the choice). */
const rankOffset = 5

function textOf(item: EvidenceItem): string {
  if (item.kind === 'fact') return item.fact.text
  return item.context ? `${item.context.content} ${item.message.content}` : item.message.content
}

/** A question of two parts: a second question joined by "and"/"or" ("Where does she live, and what pets…?"). */
const secondPart =
  /(?:,\s*|\s)(?:and|or|also|plus)\s+(?:what|where|when|who|whom|which|how|why|does|do|did|is|are|was|were|has|have|can)\b/i

/** Whether a question asks two things at once. */
export function asksTwoThings(question: string): boolean {
  return secondPart.test(question)
}

/**
 * Reorders evidence so that the first pieces cover the parts of a question between them ("Where does the user live,
 * and what pets do they have?"): each next piece is the one whose rank, raised by the share of the question's words
 * it meets that no piece before it met, is best. A question about one thing keeps its order: every piece meets the
 * same words, and rank decides.
 */
export function coverQuestion(items: readonly EvidenceItem[], about: ReadonlySet<string>): EvidenceItem[] {
  if (about.size < 2 || items.length < 3) return [...items]
  const candidates = items.map((item, rank) => ({
    item,
    base: 1 / (rankOffset + rank),
    terms: new Set(termsOf(textOf(item)).filter((term) => about.has(term))),
  }))
  const covered = new Set<string>()
  const ordered: EvidenceItem[] = []
  while (candidates.length > 0) {
    let best = 0
    let bestScore = Number.NEGATIVE_INFINITY
    for (const [index, candidate] of candidates.entries()) {
      let fresh = 0
      for (const term of candidate.terms) if (!covered.has(term)) fresh += 1
      const score = candidate.base * (1 + (coverageWeight * fresh) / about.size)
      if (score > bestScore) {
        bestScore = score
        best = index
      }
    }
    const [chosen] = candidates.splice(best, 1)
    if (!chosen) break
    for (const term of chosen.terms) covered.add(term)
    ordered.push(chosen.item)
  }
  return ordered
}
