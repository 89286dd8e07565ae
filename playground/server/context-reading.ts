/** What the offline model can take from a `<user_context>` block. */
export interface ContextReading {
  /** Sentences the service stated about the user, e.g. "The user lives in Lisbon (as of 22 November 2026)." */
  facts: string[]
  /** Earlier statements of the user the service quoted as related (questions and assistant lines left out). */
  statements: string[]
}

const CONTEXT_BLOCK = /<user_context>([\s\S]*?)<\/user_context>/g
/** The engine's framing sentence: about the block, not about the user. */
const PREAMBLE = /not instructions/i
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s*/
/** Headings before an answer, stacked on one line: the engine's "About the user: ", the service's "Known about the user: ". */
const LEADING_LABEL = /^([A-Z][A-Za-z' ]{0,40}):\s+/
/** Headings of quoted messages rather than stated facts ("Related things the user said", "Related messages"). */
const STATEMENT_LABEL = /^related\b|\bsaid\b/i
/** The date each quoted message starts with, e.g. "[22 November 2026]". */
const DATE_MARK = /\s*\[[^\]]{1,40}\]\s*/
const NOTHING_KNOWN =
  /\b(no (known |stored |relevant )?(facts|information)|nothing (is )?known|(don't|do not|doesn't|does not) know)\b/i

/**
 * Reads the `<user_context>` blocks of a system prompt into facts and quoted statements, framing, empty answers and
 * duplicates removed. Lenient by design: any answer text works, the reference service's layout just reads best.
 */
export function readContextBlock(system: string): ContextReading {
  const facts = new UniqueList()
  const statements = new UniqueList()
  for (const match of system.matchAll(CONTEXT_BLOCK)) {
    for (const line of (match[1] ?? '').split('\n')) {
      let text = line.replace(BULLET, '').trim()
      if (text === '' || PREAMBLE.test(text)) continue
      let quoted = false
      for (let label = LEADING_LABEL.exec(text); label !== null; label = LEADING_LABEL.exec(text)) {
        // The innermost heading decides: "Relevant to the latest message: Known about the user: …" states facts.
        quoted = STATEMENT_LABEL.test(label[1] ?? '')
        text = text.slice(label[0].length)
      }
      text = unescapeAngles(text)
      if (quoted) {
        for (const segment of text.split(DATE_MARK)) {
          const statement = segment
            .trim()
            .replace(/^"([\s\S]*)"$/, '$1')
            .trim()
          if (statement === '' || /^assistant:/i.test(statement) || statement.endsWith('?')) continue
          statements.add(statement)
        }
      } else {
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          if (!NOTHING_KNOWN.test(sentence)) facts.add(sentence.trim())
        }
      }
    }
  }
  return { facts: facts.items, statements: statements.items }
}

class UniqueList {
  readonly items: string[] = []
  readonly #seen = new Set<string>()

  add(item: string): void {
    const key = item.toLowerCase()
    if (item === '' || this.#seen.has(key)) return
    this.#seen.add(key)
    this.items.push(item)
  }
}

/** The engine escapes angle brackets inside the block; the reader should see them as typed. */
function unescapeAngles(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>')
}
