/**
 * `npm run bench [-- <suite>…] [--quick]`: runs the benchmark suites, prints their tables and writes them with the
 * machine's details to docs/benchmarks.md (not with --quick, whose numbers are only a smoke test).
 */
import { fileURLToPath } from 'node:url'
import { conversationSuite } from './conversation/index'
import { suiteSection, writeDocument } from './lib/document'
import { machineInfo } from './lib/machine'
import { textTable } from './lib/report'
import type { Suite } from './lib/suite'
import { locomoSuite } from './locomo/index'
import { overheadSuite } from './overhead/index'
import { recordingSuite } from './recording'
import { scaleSuite } from './scale/index'
import { streamingSuite } from './streaming'

const suites: Array<Suite & { heading: string }> = [
  { ...overheadSuite, heading: '1. Per-call overhead' },
  { ...streamingSuite, heading: '2. Streaming' },
  { ...recordingSuite, heading: '3. Recording' },
  { ...scaleSuite, heading: '4. Service scale' },
  { ...locomoSuite, heading: '5. Memory quality on LoCoMo' },
  { ...conversationSuite, heading: '6. A conversation with think time' },
]

function parseArguments(argv: readonly string[]) {
  const quick = argv.includes('--quick')
  const unknownFlags = argv.filter((argument) => argument.startsWith('-') && argument !== '--quick')
  if (unknownFlags.length > 0)
    throw new TypeError(`Unknown option ${unknownFlags.join(', ')}; the only option is --quick.`)
  const names = argv.filter((argument) => !argument.startsWith('-'))
  const known = suites.map((suite) => suite.name)
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    throw new TypeError(`Unknown suite ${unknown.join(', ')}; choose from ${known.join(', ')} (or none for all).`)
  }
  return { quick, selected: names.length === 0 ? suites : suites.filter((suite) => names.includes(suite.name)) }
}

async function main(): Promise<void> {
  const { quick, selected } = parseArguments(process.argv.slice(2))
  const machine = machineInfo()
  console.log(`profile-context benchmarks${quick ? ' (--quick: smoke pass, nothing written)' : ''}`)
  console.log(`${machine.cpu}, ${machine.cores} cores, ${machine.memory}, Node ${machine.node}, ${machine.os}`)
  const sections = new Map<string, string>()
  const began = performance.now()
  for (const suite of selected) {
    const started = performance.now()
    const log = (message: string) =>
      console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${message}`)
    log(`${suite.name}: start`)
    const report = await suite.run({ quick, log })
    report.durationMs = performance.now() - started
    for (const table of report.tables) console.log(textTable(table))
    log(`${suite.name}: done in ${(report.durationMs / 1000).toFixed(1)} s`)
    sections.set(suite.name, suiteSection(suite.name, suite.heading, report, machine))
  }
  if (!quick) {
    const path = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))
    writeDocument(
      path,
      sections,
      suites.map((suite) => suite.name),
    )
    console.log(`\nWrote ${path}`)
  }
}

let finished = false
// A promise that can never settle lets Node exit silently; say so instead of pretending the run ended.
process.on('beforeExit', () => {
  if (!finished) {
    console.error('bench: the event loop emptied while a suite was still waiting (a promise that never settles).')
    process.exitCode = 1
  }
})

main()
  .then(() => {
    finished = true
  })
  .catch((error: unknown) => {
    finished = true
    console.error(error)
    process.exitCode = 1
  })
