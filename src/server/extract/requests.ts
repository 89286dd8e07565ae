/**
 * Requests to the assistant are not facts about the user: "Write me a haiku about rain" or "Tell me a joke" must
 * never come back as "Tell the user a joke" in their memory. A request can still carry a fact: a "remember that …"
 * request is read as the statement it wraps ("Remember that I'm vegan"); a request about something of the user's
 * ("Help me plan my wedding in Lisbon next June", "Book a table for me and my wife Leila") is kept as it is; any other
 * request yields only what the attribute rules recognise in it, never a generic fact. Role play ("Pretend I'm a
 * pirate") yields nothing at all.
 */

/** "Remember that …", "Note: …", "Just so you know, …": the rest is a statement the user wants kept. */
const keepRequest =
  /^(?:please\s+)?(?:(?:remember|note|keep in mind|bear in mind|do not forget|don't forget|for the record|fyi|just so you know|for context|for your information)\b(?:\s+that\b)?[\s,:;-]*)/i

/** Verbs that open a request when the sentence starts with them (the imperative). */
const requestVerbs =
  'tell|write|give|show|help|explain|summari[sz]e|translate|find|recommend|suggest|list|describe|draft|create|generate|compose|book|send|remind|let|calculate|convert|check|search|look up|compare|fix|rewrite|edit|correct|define|pick|choose|brainstorm|outline|sing|draw|order|email|schedule|sort|proofread|rephrase|paraphrase|simplify|shorten|expand|continue|quiz|walk me|teach|plan|make me|make a|make an|read me|give me|send me|set a reminder|recap|review|analy[sz]e|solve|estimate|format|code|debug|implement'

const request = new RegExp(`^(?:please\\s+|kindly\\s+|now\\s+|then\\s+)?(?:${requestVerbs})\\b`, 'i')

/**
 * "Could you draft an email to HR confirming my start date of 3 June?": a request asked as a question, its asking
 * words ("could you", "can you please") before the request verb.
 */
const askedRequest = new RegExp(
  `^(?:(?:hi|hey|hello|ok|okay|so|also|and)[,!]?\\s+)?(?:can|could|would|will) you\\s+(?:please\\s+|kindly\\s+|maybe\\s+|also\\s+)?(?=(?:${requestVerbs})\\b)`,
  'i',
)

/**
 * A request about something of the user's asked as a question, as the request itself ("Draft an email to HR
 * confirming my start date of 3 June."), or undefined. Any other question stays a question ("Can you help me, I am
 * stuck?" says nothing the user wants kept).
 */
export function requestAsked(sentence: string): string | undefined {
  const asking = askedRequest.exec(sentence)
  if (!asking || !/\b(?:my|our|mine|ours)\b/i.test(sentence)) return undefined
  const rest = sentence.slice(asking[0].length).replace(/(?<![\s?])[\s?]+$/, '')
  return rest ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}.` : undefined
}

/** Make-believe the user asks for says nothing true about them. */
const rolePlay =
  /^(?:please\s+)?(?:pretend|imagine|suppose|act as|role-?play|play the role|let's pretend|let us pretend)\b/i

export type RequestReading =
  /** A statement, or a request that wraps one ("Remember that I'm vegan" → "I'm vegan"). */
  | { kind: 'statement'; sentence: string }
  /** A request; `personal` when it names something of the user's ("my wedding"), else only attribute rules read it. */
  | { kind: 'request'; personal: boolean }
  /** Make-believe: nothing in it is about the user. */
  | { kind: 'role-play' }

/** How a cleaned sentence should be read. Linear: each pattern is anchored at the start and has no nested repeats. */
export function readRequest(sentence: string): RequestReading {
  const kept = keepRequest.exec(sentence)
  if (kept && kept[0].length < sentence.length) {
    return { kind: 'statement', sentence: sentence.slice(kept[0].length).trim() }
  }
  if (rolePlay.test(sentence)) return { kind: 'role-play' }
  if (request.test(sentence)) return { kind: 'request', personal: /\b(?:my|our|mine|ours)\b/i.test(sentence) }
  return { kind: 'statement', sentence }
}
