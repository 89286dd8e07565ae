import type { ProfileMemory } from '../memory/types'
import type { CallIdentity } from './identity'
import type { TurnState } from './turn-cache'

interface Pending {
  identity: CallIdentity
  /** Records the turn as it stands. */
  record: () => void
  /** Ends the wait: the timer, the engine's hold and the promise handed to `waitUntil`. */
  settle: () => void
}

/**
 * Turns whose latest step ended in tool calls. The model middleware cannot see whether the SDK runs another step
 * (`stopWhen` may end the loop there; tools without `execute` always do), so such a turn is recorded as it stands
 * unless a next step starts within `idleMs`. The engine's `flush()`/`close()` release every waiting turn at once,
 * and so does the next turn of the same conversation, which keeps the conversation's order.
 */
export class PendingTurns {
  readonly #entries = new Map<TurnState, Pending>()
  readonly #memory: ProfileMemory
  readonly #idleMs: number

  constructor(memory: ProfileMemory, idleMs: number) {
    this.#memory = memory
    this.#idleMs = idleMs
  }

  /** Waits for the turn's next step; records it with `record` when none comes in time. */
  wait(turn: TurnState, identity: CallIdentity, record: () => void): void {
    this.cancel(turn)
    let done: () => void = () => undefined
    const settled = new Promise<void>((resolve) => {
      done = resolve
    })
    const fire = () => {
      if (this.#entries.get(turn) !== pending) return
      pending.settle()
      record()
    }
    const timer = setTimeout(fire, this.#idleMs)
    const unhold = this.#memory.hold?.(fire, settled)
    const pending: Pending = {
      identity,
      record,
      settle: () => {
        clearTimeout(timer)
        this.#entries.delete(turn)
        unhold?.()
        done()
      },
    }
    this.#entries.set(turn, pending)
  }

  /** The turn goes on (a next step, or a retry of this one): nothing to record yet. */
  cancel(turn: TurnState): void {
    this.#entries.get(turn)?.settle()
  }

  /** Records now every waiting turn of the conversation, before a new turn of it starts. */
  release(identity: CallIdentity): void {
    for (const pending of [...this.#entries.values()]) {
      if (pending.identity.userId !== identity.userId) continue
      if (pending.identity.conversationId !== identity.conversationId) continue
      pending.settle()
      pending.record()
    }
  }
}
