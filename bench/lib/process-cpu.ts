import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100

function times(pid: number): { ppid: number; own: number; children: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const field = (index: number) => Number(fields[index - 3])
    return { ppid: field(4), own: field(14) + field(15), children: field(16) + field(17) }
  } catch {
    return undefined
  }
}

/**
 * CPU time, in milliseconds, used so far by a server process and its children (Postgres: the postmaster and its
 * backends, live or ended). Linux only; undefined elsewhere or when the process is gone.
 */
export function processTreeCpuMs(pid: number): number | undefined {
  const root = times(pid)
  if (!root) return undefined
  let ticks = root.own + root.children
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const child = times(Number(entry))
    if (child?.ppid === pid) ticks += child.own
  }
  return (ticks / ticksPerSecond) * 1000
}
