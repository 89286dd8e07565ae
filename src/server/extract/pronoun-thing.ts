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
  if (!opening) return sentence
  const thing = endsOnOwn.exec(before.slice(-200))?.[1]
  if (!thing) return sentence
  return `${thing} is ${sentence.slice(opening[0].length)}`
}
