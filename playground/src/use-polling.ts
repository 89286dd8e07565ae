import { useEffect, useState } from 'react'

export interface Polled<Value> {
  data: Value | undefined
  error: string | undefined
}

/**
 * Calls `load` now, whenever `key` changes, and then every `intervalMs` (the next call starts only after the
 * previous one ended). `intervalFor` may shorten the interval from the last value, e.g. while an update runs.
 * A change of `key` starts afresh (no data); a change of `refresh` only loads at once, keeping what is shown until
 * the new value arrives, so a panel never flickers back to "Loading…" or an empty bar between turns.
 */
export function usePolling<Value>(
  key: string,
  load: (signal: AbortSignal) => Promise<Value>,
  intervalMs: number,
  intervalFor?: (value: Value) => number,
  refresh: unknown = undefined,
): Polled<Value> {
  const [state, setState] = useState<Polled<Value>>({ data: undefined, error: undefined })
  const [shownKey, setShownKey] = useState(key)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    if (shownKey !== key) {
      setShownKey(key)
      setState({ data: undefined, error: undefined })
    }

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
  }, [key, refresh])

  return shownKey === key ? state : { data: undefined, error: undefined }
}
