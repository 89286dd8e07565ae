import { readFile } from 'node:fs/promises'
import type { TurnMessage } from 'profile-context'

/**
 * Reads a JSONL transcript: one `{ "role": "user" | "assistant", "content": "…", "timestamp": <Unix seconds> }` per
 * line, blank lines skipped. Every bad line is reported with its number before anything is sent.
 */
export async function readTranscript(path: string): Promise<TurnMessage[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(error)
    throw new Error(`Cannot read the transcript ${path}: ${reason}.`)
  }
  const messages: TurnMessage[] = []
  const problems: string[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return
    try {
      const { role, content, timestamp } = parseLine(line)
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

function parseLine(line: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch (error) {
    throw new Error(`not valid JSON (${error instanceof Error ? error.message : error})`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('expected an object like {"role":"user","content":"Hi","timestamp":1700000000}')
  }
  return value as Record<string, unknown>
}
