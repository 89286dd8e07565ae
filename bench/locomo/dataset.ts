import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * LoCoMo (CC BY-NC 4.0) is read where the project keeps it, never copied into the repository: `LOCOMO_PATH`, else
 * `shared/data/` beside the checkout (or beside the folder of worktrees a checkout sits in).
 */
export const datasetPath =
  process.env.LOCOMO_PATH ??
  [
    fileURLToPath(new URL('../../../shared/data/locomo10.json', import.meta.url)),
    fileURLToPath(new URL('../../../../shared/data/locomo10.json', import.meta.url)),
  ].find((path) => existsSync(path)) ??
  fileURLToPath(new URL('../../../shared/data/locomo10.json', import.meta.url))

export interface Turn {
  speaker: string
  text: string
  /** Unix seconds: the session's date and time, plus 30 s per earlier turn of the session. */
  timestamp: number
}

export interface Question {
  question: string
  answer: string
  category: 1 | 2 | 3 | 4
}

export interface Conversation {
  id: string
  speakers: [string, string]
  sessions: Turn[][]
  questions: Question[]
}

interface RawTurn {
  speaker: string
  text: string
  blip_caption?: string
}

interface RawSample {
  sample_id: string
  conversation: Record<string, unknown>
  qa: Array<{ question: string; answer?: string | number; category: number }>
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** "1:56 pm on 8 May, 2023" → Unix seconds (UTC). */
export function parseSessionDate(text: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([a-z]+),?\s+(\d{4})$/i.exec(text.trim())
  const month = months.indexOf(match?.[5]?.toLowerCase() ?? '')
  if (!match || month === -1) throw new Error(`Unreadable LoCoMo session date: ${JSON.stringify(text)}`)
  const hour = (Number(match[1]) % 12) + (match[3]?.toLowerCase() === 'pm' ? 12 : 0)
  return Date.UTC(Number(match[6]), month, Number(match[4]), hour, Number(match[2])) / 1000
}

/** A turn's text; a shared photo is kept as its caption, as the LoCoMo authors' own evaluation does. */
function turnText(turn: RawTurn): string {
  return turn.blip_caption ? `${turn.text} [shares ${turn.blip_caption}]` : turn.text
}

/** The ten conversations, or `undefined` when the file is not there. */
export function loadLocomo(): Conversation[] | undefined {
  if (!existsSync(datasetPath)) return undefined
  const samples = JSON.parse(readFileSync(datasetPath, 'utf8')) as RawSample[]
  return samples.map((sample) => {
    const conversation = sample.conversation
    const sessions: Turn[][] = []
    for (let number = 1; Array.isArray(conversation[`session_${number}`]); number += 1) {
      const start = parseSessionDate(String(conversation[`session_${number}_date_time`]))
      const turns = conversation[`session_${number}`] as RawTurn[]
      sessions.push(
        turns.map((turn, index) => ({ speaker: turn.speaker, text: turnText(turn), timestamp: start + index * 30 })),
      )
    }
    const questions = sample.qa
      .filter((item) => item.category >= 1 && item.category <= 4 && item.answer !== undefined)
      .map((item) => ({
        question: item.question,
        answer: String(item.answer),
        category: item.category as Question['category'],
      }))
    return {
      id: sample.sample_id,
      speakers: [String(conversation.speaker_a), String(conversation.speaker_b)],
      sessions,
      questions,
    }
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Which speaker a question is about: the speaker whose first name appears first in the question (whole word,
 * any case, possessives included); when neither name appears, speaker A.
 */
export function routeQuestion(question: string, speakers: readonly [string, string]): 0 | 1 {
  const positions = speakers.map((speaker) => {
    const first = speaker.split(/\s+/)[0] ?? speaker
    const match = new RegExp(`\\b${escapeRegExp(first)}\\b`, 'i').exec(question)
    return match ? match.index : Number.POSITIVE_INFINITY
  })
  const [a = Number.POSITIVE_INFINITY, b = Number.POSITIVE_INFINITY] = positions
  return b < a ? 1 : 0
}
