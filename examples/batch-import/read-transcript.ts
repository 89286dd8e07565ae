import { readFile } from 'node:fs/promises'
import type { TurnMessage } from 'profile-context'

/**
 * Reads a JSONL transcript: one `{ "role": "user" | "assistant", "content": "…", "timestamp": <Unix seconds> }` per
 * line, blank lines skipped. Every bad line is reported with its number before anything is sent.
 */
export async function readTranscript(path: string): Promise<TurnMessage[]> {
  const text = await readFile(path, 'utf8')
  const messages: TurnMessage[] = []
  const problems: string[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return
    try {
      const { role, content, timestamp } = JSON.parse(line) as Record<string, unknown>
      if (role !== 'user' && role !== 'assistant')
        throw new Error(`"role" must be "user" or "assistant", got ${JSON.stringify(role)}`)
      if (typeof content !== 'string' || content.trim() === '') throw new Error('"content" must be a non-empty string')
      if (typeof timestamp !== 'number' || !Number.isInteger(timestamp))
        throw new Error('"timestamp" must be Unix seconds')
      messages.push({ role, content, timestamp })
    } catch (error) {
      problems.push(`${path}:${index + 1}: ${error instanceof Error ? error.message : error}`)
    }
  })
  if (problems.length > 0) throw new Error(`The transcript has ${problems.length} bad line(s):\n${problems.join('\n')}`)
  if (messages.length === 0) throw new Error(`${path} holds no messages.`)
  return messages
}
