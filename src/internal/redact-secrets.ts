// Shared by the engine (its default `redact`) and the service (facts and quotes never carry a pasted secret).
// Every pattern here runs in linear time: no nested quantifiers, bounded repetition where a match may be retried
// at many positions, and each candidate checked (Luhn, mod 97) outside the regex.

/** One replacement rule of `redactSecrets`: matches are replaced by `[redacted <label>]` when `accept` agrees. */
interface SecretShape {
  label: string
  pattern: RegExp
  /** How much of a match is the secret (a length), or `undefined` when it is none: a checksum said no. */
  accept?: (match: string) => number | undefined
}

/** Length of the prefix of `match` holding its first `count` letters or digits. */
function prefixOf(match: string, count: number): number {
  let seen = 0
  for (let index = 0; index < match.length; index += 1) {
    if (/[A-Za-z0-9]/.test(match.charAt(index))) seen += 1
    if (seen === count) return index + 1
  }
  return match.length
}

/**
 * A greedy match may run on into the next number ("4111 1111 1111 1111 12/26"): the whole match is tried first,
 * then its prefixes of the usual lengths.
 */
function validPrefix(match: string, lengths: readonly number[], valid: (compact: string) => boolean) {
  const compact = match.replace(/[^A-Za-z0-9]/g, '')
  for (const length of [compact.length, ...lengths]) {
    if (length <= compact.length && valid(compact.slice(0, length))) return prefixOf(match, length)
  }
  return undefined
}

/** The Luhn checksum of card numbers: filters out order numbers and phone numbers of the same length. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length >= 13 && sum % 10 === 0
}

/** ISO 13616 check digits: the IBAN moved and read as a number is 1 modulo 97. */
export function passesIbanCheck(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase()
  if (compact.length < 15 || compact.length > 34) return false
  const moved = compact.slice(4) + compact.slice(0, 4)
  let remainder = 0
  for (const character of moved) {
    const code = character.charCodeAt(0)
    const value = code >= 65 ? code - 55 : code - 48
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97
  }
  return remainder === 1
}

const shapes: readonly SecretShape[] = [
  // Provider API keys: OpenAI and Anthropic (sk-…, sk-proj-…, sk-ant-…), Stripe, AWS, GitHub, Slack, Google,
  // Hugging Face, GitLab, npm.
  { label: 'API key', pattern: /\bsk-[A-Za-z0-9_-]{20,}/g },
  { label: 'API key', pattern: /\b[rsp]k_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { label: 'API key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
  { label: 'API key', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g },
  { label: 'API key', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { label: 'API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
  { label: 'API key', pattern: /\bhf_[A-Za-z0-9]{30,}/g },
  { label: 'API key', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { label: 'API key', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  // JSON Web Tokens: three base64url parts, the first an encoded `{"`.
  { label: 'token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  // Card numbers: 13 to 19 digits, optionally grouped by spaces or dashes, that pass Luhn.
  {
    label: 'card number',
    pattern: /\b\d(?:[ -]?\d){12,18}\b/g,
    accept: (match) => validPrefix(match, [16, 15], passesLuhn),
  },
  // IBANs: country, check digits, 11 to 30 letters or digits, optionally in groups, that pass mod 97.
  {
    label: 'IBAN',
    pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g,
    accept: (match) => validPrefix(match, [34, 32, 30, 29, 28, 27, 26, 24, 22, 20, 18, 16, 15], passesIbanCheck),
  },
]

/** `Bearer <token>` (an Authorization header pasted into a chat); the scheme word is kept. */
const bearer = /\b(Bearer)[ \t]{1,10}[A-Za-z0-9._~+/-]{12,}=*/gi

/** "my password is hunter2", "password: hunter2", "PIN = 1234": the word and verb are kept, the value goes. */
const password =
  /\b(pass(?:word|phrase|code)|pwd|pw|pin(?: code| number)?)((?:[ \t]{1,10}(?:for|of|to|on)(?:[ \t]{1,10}[^\s:=]{1,30}){1,4}?)?(?:[ \t]{1,10}(?:is|was|=|:)[ \t]{0,10}|[ \t]{0,10}[:=][ \t]{0,10}))("[^"\n]{1,200}"|'[^'\n]{1,200}'|[^\s"']{1,200})/gi

/** "password Kamala#1965", "pwd hunter2!": a value right after the word, known by a digit or a symbol in it. */
const barePassword = /\b(pass(?:word|phrase|code)|pwd|pw)([ \t]{1,10})(?=[^\s"']{0,200}[\d#@!$%&*_])([^\s"']{4,200})/gi

/** PEM private keys, found with `indexOf` so that an unterminated header cannot make the search quadratic. */
function redactPrivateKeys(text: string): string {
  const begin = /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g
  let result = ''
  let position = 0
  for (let match = begin.exec(text); match !== null; match = begin.exec(text)) {
    if (match.index < position) continue
    const end = text.indexOf('PRIVATE KEY-----', match.index + match[0].length)
    if (end === -1) break
    const after = end + 'PRIVATE KEY-----'.length
    result += `${text.slice(position, match.index)}[redacted private key]`
    position = after
    begin.lastIndex = after
  }
  return position === 0 ? text : result + text.slice(position)
}

/**
 * The default `redact` of `createProfileMemory`: replaces well-known secret shapes in a message with typed
 * placeholders before the message is queued. Covered: API keys of common providers (OpenAI, Anthropic, Stripe, AWS
 * access key ids, GitHub, GitLab, Slack, Google, Hugging Face, npm) → `[redacted API key]`; JSON Web Tokens and
 * `Bearer` tokens → `[redacted token]`; card numbers that pass the Luhn check → `[redacted card number]`; IBANs with
 * valid check digits → `[redacted IBAN]`; PEM private keys → `[redacted private key]`; a value after "password",
 * "passphrase", "passcode", "pwd" or "PIN" followed by "is", ":" or "=" → `[redacted password]`, also
 * after "pw" or "PIN number", with a few words between ("the wifi password for the new place is …"), or right after
 * the word when the value has a digit or a symbol ("password Kamala#1965"). Every pattern runs in linear time in the length of the text. Other secrets (a password said in other words, a
 * token of an unknown shape) are not recognised: pass your own `redact` to go further.
 *
 * @example
 * ```ts
 * import { redactSecrets } from 'profile-context'
 *
 * redactSecrets('My card is 4111 1111 1111 1111 and my password is hunter2')
 * // 'My card is [redacted card number] and my password is [redacted password]'
 * ```
 */
export function redactSecrets(text: string): string {
  let result = text.includes('PRIVATE KEY-----') ? redactPrivateKeys(text) : text
  for (const { label, pattern, accept } of shapes) {
    result = result.replace(pattern, (match) => {
      const length = accept === undefined ? match.length : accept(match)
      return length === undefined ? match : `[redacted ${label}]${match.slice(length)}`
    })
  }
  result = result.replace(bearer, (_match, scheme: string) => `${scheme} [redacted token]`)
  return result
    .replace(password, (match, word: string, verb: string, value: string) => redactValue(match, word + verb, value))
    .replace(barePassword, (match, word: string, space: string, value: string) =>
      redactValue(match, word + space, value),
    )
}

/**
 * The password's words kept and its value replaced, with the punctuation that ends the sentence ("…is hunter2.");
 * a value redacted already is left as it is, so redacting twice changes nothing.
 */
function redactValue(match: string, kept: string, value: string): string {
  if (value.startsWith('[redacted')) return match
  const ending = /[.,;)]+$/.exec(value)?.[0] ?? ''
  return ending.length === value.length ? match : `${kept}[redacted password]${ending}`
}
