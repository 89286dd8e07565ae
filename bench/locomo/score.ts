import { stemmer } from 'stemmer'

// Python's string.punctuation, as the LoCoMo evaluation strips it.
const punctuation = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g

/** Containment normalization: lower case, punctuation and the articles a/an/the removed, whitespace collapsed. */
export function normalizeForContainment(text: string): string {
  return text
    .toLowerCase()
    .replace(punctuation, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the normalized gold answer appears, on word boundaries, inside the normalized result. */
export function contains(result: string, gold: string): boolean {
  const needle = normalizeForContainment(gold)
  if (needle === '') return false
  return ` ${normalizeForContainment(result)} `.includes(` ${needle} `)
}

/** LoCoMo's `normalize_answer`: commas dropped, lower case, punctuation removed, a/an/the/and removed, spaces collapsed. */
function normalizeAnswer(text: string): string {
  return text
    .replace(/,/g, '')
    .toLowerCase()
    .replace(punctuation, '')
    .replace(/\b(a|an|the|and)\b/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
}

function stemmedTokens(text: string): string[] {
  return normalizeAnswer(text)
    .split(' ')
    .filter(Boolean)
    .map((token) => stemmer(token))
}

/** LoCoMo's `f1_score`: token F1 of the stemmed, normalized prediction against the gold answer. */
export function tokenF1(prediction: string, gold: string): number {
  const predicted = stemmedTokens(prediction)
  const expected = stemmedTokens(gold)
  const counts = new Map<string, number>()
  for (const token of expected) counts.set(token, (counts.get(token) ?? 0) + 1)
  let same = 0
  for (const token of predicted) {
    const left = counts.get(token) ?? 0
    if (left > 0) {
      same += 1
      counts.set(token, left - 1)
    }
  }
  if (same === 0) return 0
  const precision = same / predicted.length
  const recall = same / expected.length
  return (2 * precision * recall) / (precision + recall)
}

/** LoCoMo's multi-answer F1 (category 1): for each comma-separated gold part, the best F1 of any prediction part. */
function multiAnswerF1(prediction: string, gold: string): number {
  const predictions = prediction.split(',').map((part) => part.trim())
  const golds = gold.split(',').map((part) => part.trim())
  const scores = golds.map((part) => Math.max(...predictions.map((candidate) => tokenF1(candidate, part))))
  return scores.reduce((sum, score) => sum + score, 0) / golds.length
}

/** The official per-category F1 of the LoCoMo evaluation (category 3 scores the gold's first `;` part). */
export function locomoF1(prediction: string, gold: string, category: number): number {
  if (category === 1) return multiAnswerF1(prediction, gold)
  if (category === 3) return tokenF1(prediction, gold.split(';')[0]?.trim() ?? gold)
  return tokenF1(prediction, gold)
}
