import type { SqlDatabase, SqlExecutor, SqlValue } from '../../src/server/store/sql-database'

/** What a service process spent on its database: statements by kind, round trips and the time spent waiting. */
export interface DatabaseProfile {
  /** Statements run, by their first words (`UPDATE profiles SET version`, …). */
  statements: Record<string, number>
  /** Every round trip, `BEGIN` and `COMMIT` of transactions included. */
  roundTrips: number
  /** Wall time with at least one statement in flight, in milliseconds. */
  waitingMs: number
  /** Transactions committed or rolled back. */
  transactions: number
  /** Transactions that rolled back (their statements are counted all the same). */
  rolledBack: number
  /** Rows changed by the writes of each kind. */
  changed: Record<string, number>
}

/** The first words of a statement, enough to tell its kind apart. */
function kindOf(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ')
}

/**
 * Wraps a database to count what a process asks of it: each statement (and each transaction's BEGIN and COMMIT as
 * two more round trips) and the wall time during which some statement was in flight. For benchmarks only.
 */
export function countingDatabase(inner: SqlDatabase): { database: SqlDatabase; profile(): DatabaseProfile } {
  const statements = new Map<string, number>()
  const changed = new Map<string, number>()
  let roundTrips = 0
  let transactions = 0
  let rolledBack = 0
  let inFlight = 0
  let waitingMs = 0
  let busySince = 0
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight === 0) busySince = performance.now()
    inFlight += 1
    try {
      return await work()
    } finally {
      inFlight -= 1
      if (inFlight === 0) waitingMs += performance.now() - busySince
    }
  }
  const counted = (executor: SqlExecutor): SqlExecutor => {
    const count = (sql: string) => {
      const kind = kindOf(sql)
      statements.set(kind, (statements.get(kind) ?? 0) + 1)
      roundTrips += 1
    }
    return {
      all: <Row>(sql: string, params?: readonly SqlValue[]) => {
        count(sql)
        return timed(() => executor.all<Row>(sql, params))
      },
      get: <Row>(sql: string, params?: readonly SqlValue[]) => {
        count(sql)
        return timed(() => executor.get<Row>(sql, params))
      },
      run: async (sql: string, params?: readonly SqlValue[]) => {
        count(sql)
        const rows = await timed(() => executor.run(sql, params))
        changed.set(kindOf(sql), (changed.get(kindOf(sql)) ?? 0) + rows)
        return rows
      },
    }
  }
  const direct = counted(inner)
  const database: SqlDatabase = {
    dialect: inner.dialect,
    shared: inner.shared,
    all: direct.all,
    get: direct.get,
    run: direct.run,
    transaction: <T>(work: (tx: SqlExecutor) => Promise<T>) => {
      transactions += 1
      roundTrips += 2
      return inner
        .transaction((tx) => work(counted(tx)))
        .catch((error: unknown) => {
          rolledBack += 1
          throw error
        })
    },
    close: () => inner.close(),
  }
  return {
    database,
    profile: () => ({
      statements: Object.fromEntries(statements),
      roundTrips,
      waitingMs,
      transactions,
      rolledBack,
      changed: Object.fromEntries(changed),
    }),
  }
}
