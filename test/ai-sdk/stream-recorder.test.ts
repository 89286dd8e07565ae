import { describe, expect, it, vi } from 'vitest'
import { observeStream } from '../../src/ai-sdk/stream-recorder'

type Part = { type: string; delta?: string; id?: string }

function controlled() {
  let controller!: ReadableStreamDefaultController<Part>
  const cancelled = vi.fn()
  const stream = new ReadableStream<Part>({
    start(streamController) {
      controller = streamController
    },
    cancel: cancelled,
  })
  return { stream, controller: () => controller, cancelled }
}

describe('observeStream', () => {
  it('hands on parts in order as they come, then reports the text once at the end', async () => {
    const source = controlled()
    const onEnd = vi.fn()
    const reader = observeStream(source.stream, onEnd).getReader()
    source.controller().enqueue({ type: 'text-delta', id: 't', delta: 'Hel' })
    expect(await reader.read()).toEqual({ done: false, value: { type: 'text-delta', id: 't', delta: 'Hel' } })
    source.controller().enqueue({ type: 'text-delta', id: 't', delta: 'lo' })
    source.controller().enqueue({ type: 'finish' })
    source.controller().close()
    expect((await reader.read()).value).toMatchObject({ delta: 'lo' })
    expect((await reader.read()).value).toMatchObject({ type: 'finish' })
    expect((await reader.read()).done).toBe(true)
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({ text: 'Hello', finishReason: undefined, interrupted: false })
  })

  it('a source error reaches the reader, and the outcome says interrupted, once', async () => {
    const source = controlled()
    const onEnd = vi.fn()
    const reader = observeStream(source.stream, onEnd).getReader()
    source.controller().enqueue({ type: 'text-delta', id: 't', delta: 'Once' })
    expect((await reader.read()).value).toMatchObject({ delta: 'Once' })
    source.controller().error(new Error('connection reset'))
    await expect(reader.read()).rejects.toThrow('connection reset')
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({ text: 'Once', finishReason: undefined, interrupted: true })
  })

  it('cancelling the reader cancels the source and settles the outcome; an abort settles it first', async () => {
    const source = controlled()
    const onEnd = vi.fn()
    const reader = observeStream(source.stream, onEnd).getReader()
    source.controller().enqueue({ type: 'text-delta', id: 't', delta: 'Hi' })
    await reader.read()
    await reader.cancel('user left')
    expect(source.cancelled).toHaveBeenCalledWith('user left')
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({ text: 'Hi', finishReason: undefined, interrupted: true })

    const other = controlled()
    const abort = new AbortController()
    const onOtherEnd = vi.fn()
    const otherReader = observeStream(other.stream, onOtherEnd, abort.signal).getReader()
    abort.abort()
    expect(onOtherEnd).toHaveBeenCalledExactlyOnceWith({ text: '', finishReason: undefined, interrupted: true })
    // Parts still flow after the abort; only the outcome was settled.
    other.controller().enqueue({ type: 'text-delta', id: 't', delta: 'late' })
    expect((await otherReader.read()).value).toMatchObject({ delta: 'late' })
    other.controller().close()
    expect((await otherReader.read()).done).toBe(true)
    expect(onOtherEnd).toHaveBeenCalledTimes(1)
  })
})
