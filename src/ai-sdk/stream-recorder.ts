import { type ModelPartLike, unifiedFinishReason } from './model-types'

/** How an observed stream ended. */
export interface StreamOutcome {
  /** All `text-delta` text, in order. */
  text: string
  /** The unified finish reason of the `finish` part; `undefined` when the stream ended without one. */
  finishReason: string | undefined
  /** True when the stream was cancelled or broke before it was read to the end. */
  interrupted: boolean
}

/**
 * A pass-through `TransformStream` that forwards every part at once, unchanged and in order, while it collects the
 * text. `onEnd` runs exactly once: at the end of the stream, or when it is cancelled or errored (where `flush`
 * never runs, `cancel` does), or when `signal` aborts first.
 */
export function observeStream<PART extends ModelPartLike>(
  onEnd: (outcome: StreamOutcome) => void,
  signal?: AbortSignal,
): TransformStream<PART, PART> {
  let text = ''
  let finishReason: string | undefined
  let ended = false
  const end = (interrupted: boolean) => {
    if (ended) return
    ended = true
    signal?.removeEventListener('abort', onAbort)
    onEnd({ text, finishReason, interrupted })
  }
  const onAbort = () => end(true)
  if (signal?.aborted === true) queueMicrotask(onAbort)
  else signal?.addEventListener('abort', onAbort, { once: true })

  // `cancel` is in the Streams standard and in every runtime we support, not yet in TypeScript's DOM types.
  const transformer: Transformer<PART, PART> & { cancel: (reason: unknown) => void } = {
    transform(part, controller) {
      controller.enqueue(part)
      if (part.type === 'text-delta') {
        const delta = (part as { delta?: unknown }).delta
        if (typeof delta === 'string') text += delta
      } else if (part.type === 'finish') {
        finishReason = unifiedFinishReason(
          (part as { finishReason?: Parameters<typeof unifiedFinishReason>[0] }).finishReason,
        )
      }
    },
    flush() {
      end(false)
    },
    cancel() {
      end(true)
    },
  }
  return new TransformStream<PART, PART>(transformer)
}
