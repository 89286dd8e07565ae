import nlp from 'compromise'
import { isOccupation } from '../extract/work-rules'

const relatives =
  'wife|husband|partner|spouse|fianc\\w*|boyfriend|girlfriend|sons?|daughters?|kids?|children|child|mum|mom|mother|dad|father|parents?|sisters?|brothers?|siblings?|grand\\w+|aunt|uncle|cousins?|niece|nephew|in-laws?|twins|baby|stepmom|stepdad|stepson|stepdaughter|best friend|friend|boss|colleague|coworker|roommate|flatmate|housemate|neighbou?r'
/** "the user's sister", "their kids": a question about someone of the user's. */
const ofRelative = new RegExp(
  `\\b(?:user['’]s|their) (?:(?:older|younger|little|big|eldest|youngest|oldest|new) )?(?:${relatives})\\b`,
  'i',
)
/** The searched question asks for work ("do for a living" is searched as "job occupation", evidence.ts). */
const asksWork = /\b(?:job|occupation|profession|work|works|career)\b/i
const asksName = /\b(?:name|names|named|called)\b/i
/** Words that tell someone's work without naming an occupation: "works at Siemens", "retired", "studies law". */
const saysWork =
  /\b(?:works?|working|worked|job|jobs|employ\w*|career|profession|retired|student|studies|studying|business|company|firm|freelanc\w*|self-employed|unemployed|teach\w*|lectur\w*|runs|owns|manag\w*|hospital|school|clinic|office|shop|restaurant|factory|university|startup|practice)\b/i

/** Capitalised words that open sentences rather than name anyone. */
const notNames = new Set(
  'The I It Its She He They We My Our Her His Their Your You Yes No Yeah Yep And But So Then Thanks Thank Ok Okay Oh Hi Hello Hey Well What When Where Why How Who Which This That There Just Sure Sorry Please Also Now Today Tomorrow Yesterday'.split(
    ' ',
  ),
)

/**
 * The kind of answer a question about someone of the user's needs, when it asks their work ("What does the user's
 * sister do for a living?") or their name ("What is the name of the user's husband?"): a test of whether a text can
 * answer it. What the profile knows of the sister that says nothing of work, or of the husband without a name, does
 * not. Undefined for other questions, which any evidence about the person may answer ("What happened to the user's
 * mother?").
 */
export function answerOfRelative(search: string): ((text: string) => boolean) | undefined {
  if (!ofRelative.test(search)) return undefined
  if (asksName.test(search)) {
    // A name in lower case ("sam made dumplings, best partner ever") is one compromise knows as a first name.
    return (text) =>
      asksName.test(text) ||
      (text.match(/\p{Lu}\p{Ll}+/gu) ?? []).some((word) => !notNames.has(word)) ||
      nlp(text.slice(0, 1000)).match('#FirstName').found
  }
  if (asksWork.test(search)) {
    return (text) => saysWork.test(text) || (text.match(/[\p{L}-]+/gu) ?? []).some((word) => isOccupation(word))
  }
  return undefined
}
