import os from 'node:os'

/** The machine a run happened on, as printed at the top of docs/benchmarks.md. */
export interface MachineInfo {
  cpu: string
  cores: number
  memory: string
  node: string
  os: string
  date: string
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism?.() ?? cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  }
}

export function machineLines(info: MachineInfo): string[] {
  return [
    `| CPU | ${info.cpu} |`,
    `| Cores (available parallelism) | ${info.cores} |`,
    `| Memory | ${info.memory} |`,
    `| Node.js | ${info.node} |`,
    `| OS | ${info.os} |`,
    `| Date | ${info.date} |`,
  ]
}
