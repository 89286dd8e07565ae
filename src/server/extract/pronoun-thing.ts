/** "it's 30 may", "it is on Friday", "it was the 3rd": a sentence that gives only the date of "it". */
const itsDate =
  /^(?:it|that)(?:['’]s| is| was| will be) (?=(?:on |the |this |next )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight))/i
/** The last thing of the user's a sentence ends on: "…plan for our 3 year anniversary?" → "our 3 year anniversary". */
const endsOnOwn = /\b((?:my|our) (?:[\p{L}\d'’-]+ ){0,3}[\p{L}'’-]+)\s*[?!.,]*\s*$/iu

/**
 * "what's something nice to plan for our 3 year anniversary? it's 30 may": a sentence that dates "it" right after
 * one that ends on something of the user's is read as dating that ("our 3 year anniversary is 30 may"), so the date
 * keeps its subject. Unchanged otherwise.
 */
export function withThingForIt(sentence: string, before: string): string {
  const opening = itsDate.exec(sentence)
  if (!opening) return withThingsForThem(sentence, before)
  const recent = before.slice(-200)
  const thing = endsOnOwn.exec(recent)?.[1] ?? eventOfSpeaker(recent)
  if (!thing) return sentence
  return `${thing} is ${sentence.slice(opening[0].length)}`
}

/** Events a date is given for: what "it is on Tuesday" means after a sentence that names one. */
const datedEvent =
  /\b(?:the|my|our|an?) ((?:[\p{L}-]+ ){0,2}?(?:operation|surgery|op|procedure|appointment|appt|scan|interview|exam|test|wedding|party|flight|match|game|recital|concert|graduation|funeral|ceremony|hearing|viva|audition))\b/giu
/** The speaker in a sentence: the event they name is theirs ("I must have the cataract operation"). */
const speaker = /\b(?:I|I'm|I’m|I've|I’ve|I'll|I’ll|me|my|we|our|us)\b/

/**
 * "The eye doctor says I must have the cataract operation on the left eye. It is on Tuesday, 14 March": the last
 * event the sentence before names, when that sentence is the speaker's own ("my cataract operation"). The other side's
 * or someone else's event ("Jo's wedding was lovely. It is on Saturday") is left as it is.
 */
function eventOfSpeaker(before: string): string | undefined {
  if (!speaker.test(before)) return undefined
  const events = [...before.matchAll(datedEvent)]
  const last = events.at(-1)?.[1]
  return last ? `my ${last.toLowerCase()}` : undefined
}

/** A sentence that opens on things of the user's: "My roses have black spot again." → "my roses". */
const opensOnOwnThings = /^(?:my|our) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+s)\b(?! (?:and|or|&)\b)/iu
/** A bare refusal of things: "No mushrooms.", "Not olives!" → "mushrooms". */
const refusedThings = /^(?:no|not|never) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+s)[.!]*$/iu
/** Things the sentence names itself before its "them", which "them" may mean instead. */
const thingsBefore = /\b(?:my|our|the|his|her|their|these|those|two|three|some)(?: [\p{L}-]+){0,2}s\b[\s\S]*?\bthem\b/iu

/**
 * "My roses have black spot again. Forty years I have been growing them": a "them" right after a sentence that opens
 * on things of the user's, or refuses them ("No mushrooms. Can't stand them."), is read as those things ("growing my
 * roses", "can't stand mushrooms"), so what is said of them keeps its subject.
 * Only the first "them", and not when the sentence names things of its own before it ("I met my friends and told them").
 */
function withThingsForThem(sentence: string, before: string): string {
  const them = /\bthem\b/i.exec(sentence)
  if (!them) return sentence
  const trimmed = before.trim()
  const things = opensOnOwnThings.exec(trimmed)?.[0] ?? refusedThings.exec(trimmed)?.[1]
  if (!things || thingsBefore.test(sentence.slice(Math.max(0, them.index - 200), them.index + them[0].length)))
    return sentence
  return `${sentence.slice(0, them.index)}${things.toLowerCase()}${sentence.slice(them.index + them[0].length)}`
}
