import { AIMessage, HumanMessage } from '@langchain/core/messages'
import { describe, expect, it, vi } from 'vitest'
import { RunContexts, runKey } from '../../src/langchain/run-contexts'

describe('RunContexts', () => {
  it('loads once per run and forgets the run when asked', async () => {
    const runs = new RunContexts()
    const load = vi.fn(async () => 'block')
    await expect(runs.get('run', load)).resolves.toBe('block')
    await expect(runs.get('run', load)).resolves.toBe('block')
    expect(load).toHaveBeenCalledTimes(1)
    expect(runs.delete('run')).toBe(true)
    expect(runs.size).toBe(0)
    expect(runs.delete('run')).toBe(false)
  })

  it('does not keep a failed load for the next step', async () => {
    const runs = new RunContexts()
    await expect(runs.get('run', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(runs.size).toBe(0)
    await expect(runs.get('run', async () => 'block')).resolves.toBe('block')
  })

  it('drops runs that never finished after ten minutes', async () => {
    vi.useFakeTimers()
    try {
      const runs = new RunContexts()
      await runs.get('abandoned', async () => 'old')
      vi.advanceTimersByTime(10 * 60_000)
      await expect(runs.get('abandoned', async () => 'new')).resolves.toBe('new')
      await runs.get('other', async () => 'x')
      expect(runs.size).toBe(2)
      vi.advanceTimersByTime(10 * 60_000)
      await runs.get('third', async () => 'y')
      expect(runs.size).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('runKey', () => {
  it('stays the same through a tool loop and changes with the next user message', () => {
    const identity = { userId: 'u', conversationId: 'c' }
    const start = [new HumanMessage({ content: 'q', id: 'h1' })]
    const looped = [...start, new AIMessage({ content: 'a', id: 'a1' })]
    const next = [...looped, new HumanMessage({ content: 'q2', id: 'h2' })]
    expect(runKey(identity, looped)).toBe(runKey(identity, start))
    expect(runKey(identity, next)).not.toBe(runKey(identity, start))
    expect(runKey({ userId: 'other', conversationId: 'c' }, start)).not.toBe(runKey(identity, start))
  })
})
