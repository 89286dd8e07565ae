import { formatDate } from '../extract/format-date'
import type { FactRecord, SourceMessage } from '../types'
import { annotateDates } from './annotate-dates'
import type { Evidence } from './evidence'

/** The sentence every answerer gives when nothing answers the question. */
export const nothingKnown = 'Nothing is known about the user that answers this question.'

/** "The user lives in Porto (since 3 June 2024)", "The user likes hiking (said on 8 May 2023)". */
export function renderFact(fact: FactRecord): string {
  const text = fact.text.replace(/[.\s]+$/, '')
  if (fact.key !== undefined) {
    return fact.dateText ? `${text} (since ${fact.dateText})` : `${text} (as of ${formatDate(fact.timestamp)})`
  }
  if (fact.dateText) return text.includes(fact.dateText) ? text : `${text} (${fact.dateText})`
  return `${text} (said on ${formatDate(fact.timestamp)})`
}

/** `[8 May 2023] "…"`, with the speaker named when it is not the user. */
export function renderMessage(message: SourceMessage): string {
  const speaker = message.role === 'user' ? '' : `${message.role}: `
  return `[${formatDate(message.timestamp)}] ${speaker}"${annotateDates(message.content.replace(/\s+/g, ' ').trim(), message.timestamp)}"`
}

/**
 * Readable text from the evidence: "Known about the user: … Related things said: …", or {@link nothingKnown}.
 */
export function renderEvidence(evidence: Evidence): string {
  const parts: string[] = []
  if (evidence.facts.length > 0) {
    parts.push(`Known about the user: ${evidence.facts.map((fact) => `${renderFact(fact)}.`).join(' ')}`)
  }
  if (evidence.messages.length > 0) {
    const onlyUser = evidence.messages.every((message) => message.role === 'user')
    const heading = onlyUser ? 'Related things the user said:' : 'Related messages:'
    parts.push(`${heading} ${evidence.messages.map(renderMessage).join(' ')}`)
  }
  return parts.length > 0 ? parts.join('\n') : nothingKnown
}
