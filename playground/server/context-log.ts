import { JsonFileMap } from './json-file-map'

/** What the model was told about a user on that user's last turn. */
export interface ContextRecord {
  userId: string
  conversationId: string
  /** The user message that started the turn. */
  message: string
  /** The injected block, or `null` when nothing was injected (nothing known yet, or the service did not answer). */
  context: string | null
  /** ISO 8601 time the turn started. */
  at: string
  /** Why the service gave no context for this turn (unreachable, rejected key…), or `null` when it answered. */
  error?: string | null
}

/**
 * The last injected context per user, kept in a JSON file beside the database so the page shows it again after a
 * reload or a restart. The chat route opens a turn with `begin`; the middleware's `onContext` fills it in.
 */
export class ContextLog {
  readonly #records: JsonFileMap<ContextRecord>

  constructor(path: string) {
    this.#records = new JsonFileMap<ContextRecord>(path)
  }

  /** Opens a turn with no context yet, so a turn with nothing to inject never shows the previous turn's block. */
  begin(userId: string, conversationId: string, message: string): void {
    this.#save({ userId, conversationId, message, context: null, at: new Date().toISOString(), error: null })
  }

  /** Notes that the context lookup of the user's current turn failed, so the page does not show "nothing known". */
  fail(userId: string, reason: string): void {
    const current = this.#records.get(userId)
    if (current !== undefined) this.#save({ ...current, error: reason })
  }

  /** Records the block injected for the user's current turn. */
  record(userId: string, conversationId: string | undefined, context: string | undefined): void {
    const current = this.#records.get(userId)
    this.#save({
      userId,
      conversationId: conversationId ?? current?.conversationId ?? '',
      message: current?.message ?? '',
      context: context ?? null,
      at: current?.at ?? new Date().toISOString(),
      error: current?.error ?? null,
    })
  }

  last(userId: string): ContextRecord | undefined {
    return this.#records.get(userId)
  }

  flush(): Promise<void> {
    return this.#records.flush()
  }

  #save(record: ContextRecord): void {
    // A failed write is reported by flush() at shutdown; the page keeps working from memory meanwhile.
    this.#records.set(record.userId, record).catch(() => undefined)
  }
}
