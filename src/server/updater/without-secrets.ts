import { redactSecrets } from '../../internal/redact-secrets'
import type { ExtractedFact, SourceMessage } from '../types'

/**
 * A message as an extractor sees it: a pasted secret (a password, a card number, an API key…) replaced by its
 * placeholder, so that no extractor, the rules or a remote model, ever reads it. The stored message is unchanged.
 */
export function redactedForExtraction(message: SourceMessage, seen?: Map<number, SourceMessage>): SourceMessage {
  // A message is the context of the next few: `seen` redacts it once for all of them.
  const known = seen?.get(message.id)
  if (known !== undefined) return known
  const content = redactSecrets(message.content)
  const redacted = content === message.content ? message : { ...message, content }
  seen?.set(message.id, redacted)
  return redacted
}

/** The facts that hold no secret: a sentence that was a credential ("password [redacted password]") is no fact. */
export function factsWithoutSecrets(facts: ExtractedFact[]): ExtractedFact[] {
  return facts.some((fact) => fact.text.includes('[redacted'))
    ? facts.filter((fact) => !fact.text.includes('[redacted'))
    : facts
}
