import { makeRoomFor } from '../internal/bounded'
import type { PromptMessageLike } from './model-types'
import { lastUserIndex, turnEntries } from './prompt'
import { textDigest } from './turn-cache'

interface LastTurn {
  /** Key of the conversation's latest turn. */
  key: string
  /** Digest of its prompt entries and how many there were: the next prompt extends it if it starts with them. */
  digest: string
  length: number
  /** Its prompt extended the prompt of the turn before: the application sends the whole history. */
  extended: boolean
  expiresAt: number
}

const ttlMs = 10 * 60_000
const maxConversations = 1_000

/**
 * The only regeneration heuristic of the middleware. A prompt identical to the conversation's previous turn is a
 * regeneration only when the application is seen to send its whole history: that previous turn's prompt extended
 * the one before it (started with it and added the answer and a new user message). A latest-message-only or
 * windowed application never extends its previous prompt, so every one of its turns is recorded, repeated "yes"
 * included. Everything else is the application's to say, with `providerOptions.profileContext.regenerate`.
 */
export class Regenerations {
  readonly #conversations = new Map<string, LastTurn>()

  /** Whether a call whose turn `key` already finished is a regeneration, by the rule above. */
  isRegeneration(conversation: string, key: string, now = Date.now()): boolean {
    const last = this.#conversations.get(conversation)
    return last !== undefined && last.expiresAt > now && last.key === key && last.extended
  }

  /** A new turn of the conversation starts with this prompt. */
  started(conversation: string, key: string, prompt: ReadonlyArray<PromptMessageLike>, now = Date.now()) {
    const entries = turnEntries(prompt.slice(0, lastUserIndex(prompt) + 1))
    const previous = this.#conversations.get(conversation)
    let extended = false
    if (previous !== undefined && previous.expiresAt > now && entries.length > previous.length) {
      extended = textDigest(JSON.stringify(entries.slice(0, previous.length))) === previous.digest
    }
    makeRoomFor(this.#conversations, conversation, maxConversations)
    this.#conversations.set(conversation, {
      key,
      digest: textDigest(JSON.stringify(entries)),
      length: entries.length,
      extended,
      expiresAt: now + ttlMs,
    })
  }
}
