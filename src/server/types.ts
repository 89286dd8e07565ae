import type { Role } from '../client/types'

/** A message as stored by the reference service. */
export interface SourceMessage {
  id: number
  sceneId: string
  role: Role
  content: string
  /** Unix seconds. */
  timestamp: number
  /**
   * Set only on a retrieval candidate found by meaning and not by words (semantic recall): the cosine similarity of
   * the message to the question, about 0.3 (loosely related) to 0.6 (says the same thing).
   */
  similarity?: number
  /**
   * With `similarity`: how far it stands above the question's mean similarity to the profile's messages, in
   * standard deviations of those similarities (a message that answers stands out by 2–4; a neighbour of the topic by
   * less).
   */
  standardScore?: number
}

/** One fact an extractor found in a message. */
export interface ExtractedFact {
  /**
   * Stable key of the attribute the fact sets, e.g. `home.city` or `relation.sister.name`.
   * A newer fact with the same key supersedes the older one. Omit for facts that accumulate (events, likes).
   */
  key?: string
  /** A third-person sentence: "The user lives in Lisbon." */
  text: string
  /** Unix seconds of the date the fact refers to, when one was resolved ("last May" → May 2023). */
  eventTime?: number
  /** The resolved date as people write it, e.g. "May 2023" or "7 May 2023". */
  dateText?: string
  /**
   * The id of an earlier message of the user that this fact comes from, re-read as a correction meant it ("Sorry, I
   * meant November, not October"): that message's facts without a key are superseded by this message's facts (keyed
   * ones are superseded by key, as always).
   */
  replaces?: number
}

export interface ExtractionContext {
  profileId: string
  /** A few earlier messages of the same scene, oldest first (what the assistant asked, for instance). */
  previous: readonly SourceMessage[]
  signal: AbortSignal
  /**
   * True when the message is one of many the update reads together (an import, a backlog), false or absent for a
   * chat turn's few: an extractor may then read it off the event loop, beside others (see `concurrency`).
   */
  bulk?: boolean
}

/** Turns one message into facts about the user. */
export interface Extractor {
  readonly name: string
  extract(message: SourceMessage, context: ExtractionContext): Promise<ExtractedFact[]>
  /**
   * How many messages of a bulk update the job may hand over before the first one's facts come back (each call is
   * still about one message, and the facts are stored in message order). @default 1
   */
  readonly concurrency?: number
  /** Releases what the extractor holds (worker threads); the service calls it on `close` for the one it made. */
  close?(): Promise<void>
}

/** A fact as stored. */
export interface FactRecord extends ExtractedFact {
  id: number
  profileId: string
  sceneId: string
  messageId: number
  /** Unix seconds of the message the fact came from. */
  timestamp: number
  /** The value this fact replaced (same key, said earlier), so an answer can name it as past. */
  previous?: PreviousValue
  /**
   * The earlier message this fact was read from as the user corrected it (`ExtractedFact.replaces`): that message
   * says the wrong value, so it is not quoted as something the user said.
   */
  corrects?: number
  /** Set only on a candidate found by meaning and not by words: the similarity of its message to the question. */
  similarity?: number
  /** With `similarity`: its standard score among the question's similarities to the profile's messages. */
  standardScore?: number
}

/** A superseded value of an attribute: "The user lives in Lisbon", said on `timestamp`. */
export interface PreviousValue {
  text: string
  /** Unix seconds of the message that said it. */
  timestamp: number
}

/** Lexical retrieval over one profile's current facts and raw messages. */
export interface Retriever {
  searchFacts(query: string, limit: number): FactRecord[]
  searchMessages(query: string, limit: number): SourceMessage[]
}

export interface AnswerContext {
  profileId: string
  retriever: Retriever
  signal: AbortSignal
  /**
   * Longest answer to a focused question, in characters: the few facts that answer it, best first. Set by the
   * service's `maxAnswerChars`. @default 400
   */
  maxChars?: number
  /** Longest summary of the whole profile ("What is known about this user?"), in characters. @default 1500 */
  maxSummaryChars?: number
}

/** Answers a natural-language question about the user. */
export interface Answerer {
  readonly name: string
  /** One line the service logs at start about what the answerer can use ("place knowledge: on …"). */
  readonly notice?: string
  answer(question: string, context: AnswerContext): Promise<string>
}
