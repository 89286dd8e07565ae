import { makeRoomFor } from '../internal/bounded'

// Blocks remembered per user: the latest few, since an application may send back an earlier turn's block.
const blocksPerUser = 4
// Users remembered at most; the oldest are forgotten first.
const userLimit = 10_000

/**
 * The context blocks `getContext` handed out, per user, so that the recorder takes exactly those out of recorded
 * text. User text that merely contains the tag (`How do I parse <user_context> tags?`) is never touched.
 */
export class InjectedBlocks {
  readonly #blocks = new Map<string, string[]>()

  remember(userId: string, block: string): void {
    const blocks = (this.#blocks.get(userId) ?? []).filter((known) => known !== block)
    blocks.push(block)
    makeRoomFor(this.#blocks, userId, userLimit)
    this.#blocks.set(userId, blocks.slice(-blocksPerUser))
  }

  /** `text` without any block handed to this user. */
  strip(userId: string, text: string): string {
    let stripped = text
    for (const block of this.#blocks.get(userId) ?? []) stripped = stripped.replaceAll(block, '')
    return stripped
  }
}
