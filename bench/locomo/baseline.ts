import MiniSearch from 'minisearch'
import { formatDate } from '../../src/server/extract/format-date'
import { processTerm, tokenize } from '../../src/server/retrieval/tokenize'
import type { Turn } from './dataset'

interface Document {
  id: number
  text: string
  rendered: string
}

/**
 * The baseline: BM25 (minisearch, the same tokenizer, stop words and stemming as the service) over the raw turns of
 * one profile, the best turns concatenated with their dates, cut to a character budget.
 */
export class RawTurnSearch {
  readonly #search = new MiniSearch<Document>({ fields: ['text'], storeFields: ['rendered'], tokenize, processTerm })

  constructor(turns: readonly Turn[]) {
    this.#search.addAll(
      turns.map((turn, index) => ({
        id: index,
        text: turn.text,
        rendered: `[${formatDate(turn.timestamp)}] ${turn.speaker}: "${turn.text}"`,
      })),
    )
  }

  /** The best turns, in rank order, until `budget` characters; the last one is cut to fill the budget exactly. */
  answer(question: string, budget: number): string {
    let text = ''
    for (const result of this.#search.search(question)) {
      const rendered = String(result.rendered)
      const next = text === '' ? rendered : `${text} ${rendered}`
      if (next.length >= budget) return next.slice(0, Math.max(budget, 1))
      text = next
    }
    return text
  }
}
