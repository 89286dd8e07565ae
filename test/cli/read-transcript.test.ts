import { describe, expect, it } from 'vitest'
import { renderProgressBar } from '../../src/cli/progress-bar'
import { parseTranscript } from '../../src/cli/read-transcript'

describe('parseTranscript', () => {
  it('reads seconds, milliseconds and ISO dates, skipping blank lines but keeping line numbers', () => {
    const text = [
      '{"role":"user","content":"a","timestamp":1700000000}',
      '',
      '{"role":"assistant","content":"b","timestamp":1700000001000}',
      '{"role":"system","content":"c","timestamp":"2023-11-14T22:15:00Z"}',
    ].join('\r\n')
    const parsed = parseTranscript(text)
    expect(parsed.problems).toEqual([])
    expect(parsed.lines).toEqual([1, 3, 4])
    expect(parsed.messages.map((message) => message.timestamp)).toEqual([1_700_000_000, 1_700_000_001, 1_700_000_100])
  })

  it('names the line and the problem', () => {
    const parsed = parseTranscript(
      '[1]\n{"role":"user","content":"  ","timestamp":1}\n{"role":"user","content":"x","timestamp":"soon"}',
    )
    expect(parsed.problems).toEqual([
      { line: 1, message: expect.stringContaining('expected an object') },
      { line: 2, message: '"content" must be a non-empty string; got "  "' },
      { line: 3, message: expect.stringContaining('got "soon"') },
    ])
  })
})

describe('renderProgressBar', () => {
  it('fills in proportion and clamps out-of-range values', () => {
    expect(renderProgressBar(50, 10)).toBe('[#####-----]  50.0%')
    expect(renderProgressBar(140, 4)).toBe('[####] 100.0%')
    expect(renderProgressBar(Number.NaN, 4)).toBe('[----]   0.0%')
  })
})
