import { useEffect, useState } from 'react'

export interface Polled<Value> {
  data: Value | undefined
  error: string | undefined
}

/**
 * Calls `load` now, whenever `key` changes, and then every `intervalMs` (the next call starts only after the
 * previous one ended). `intervalFor` may shorten the interval from the last value, e.g. while an update runs.
 */
export function usePolling<Value>(
  key: string,
  load: (signal: AbortSignal) => Promise<Value>,
  intervalMs: number,
  intervalFor?: (value: Value) => number,
): Polled<Value> {
  const [state, setState] = useState<Polled<Value>>({ data: undefined, error: undefined })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    setState({ data: undefined, error: undefined })

    async function tick() {
      let next = intervalMs
      try {
        const data = await load(controller.signal)
        if (controller.signal.aborted) return
        setState({ data, error: undefined })
        next = intervalFor?.(data) ?? intervalMs
      } catch (error) {
        if (controller.signal.aborted) return
        setState((previous) => ({ data: previous.data, error: error instanceof Error ? error.message : String(error) }))
      }
      timer = setTimeout(tick, next)
    }
    void tick()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [key])

  return state
}
