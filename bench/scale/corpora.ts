/** The message sets the scale suite ingests: the synthetic sentence, and real conversation from LoCoMo. */
import type { Message } from '../../src/client/types'
import { loadLocomo } from '../locomo/dataset'
import { seededRandom, userSentence } from './synthetic'

const start = Date.UTC(2023, 0, 1) / 1000

/** `count` synthetic first-person messages (one fact each), a minute apart. */
export function userMessages(count: number, seed: number): Message[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, index) => ({
    role: 'user',
    content: userSentence(index, random),
    timestamp: start + index * 60,
  }))
}

/**
 * The first `count` turns of the LoCoMo conversations, in order, as one user's chat: the first speaker of each
 * conversation is the user, the other the assistant (about half the messages are user messages). Timestamps are
 * made increasing (the sessions of different conversations overlap in time). Undefined when the data set is absent.
 */
export function locomoMessages(count: number): Message[] | undefined {
  const conversations = loadLocomo()
  if (!conversations) return undefined
  const messages: Message[] = []
  for (const conversation of conversations) {
    for (const session of conversation.sessions) {
      for (const turn of session) {
        if (messages.length === count) return messages
        messages.push({
          role: turn.speaker === conversation.speakers[0] ? 'user' : 'assistant',
          content: turn.text,
          timestamp: start + messages.length * 30,
        })
      }
    }
  }
  return messages
}
