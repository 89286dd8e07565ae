import type { MemoryStats } from './types'

/** Mutable counters behind `ProfileMemory.stats()`; every part of the engine writes to the same instance. */
export class StatsCounter {
  queued = 0
  inFlight = 0
  sentMessages = 0
  sentRequests = 0
  retried = 0
  failed = 0
  dropped = 0
  contextHits = 0
  contextMisses = 0
  contextTimeouts = 0

  /** Counts `operation` as one request on the wire while it runs. */
  async track<T>(operation: () => Promise<T>): Promise<T> {
    this.inFlight += 1
    try {
      return await operation()
    } finally {
      this.inFlight -= 1
    }
  }

  /** A copy, so callers can keep it while the engine goes on counting. */
  snapshot(): MemoryStats {
    return {
      queued: this.queued,
      inFlight: this.inFlight,
      sentMessages: this.sentMessages,
      sentRequests: this.sentRequests,
      retried: this.retried,
      failed: this.failed,
      dropped: this.dropped,
      contextHits: this.contextHits,
      contextMisses: this.contextMisses,
      contextTimeouts: this.contextTimeouts,
    }
  }
}
