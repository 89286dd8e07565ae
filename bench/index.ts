/**
 * `npm run bench [-- <suite>…] [--quick] [--help]`: runs the benchmark suites, prints their tables and writes them with the
 * machine's details to docs/benchmarks.md (not with --quick, whose numbers are only a smoke test).
 */
import { fileURLToPath } from 'node:url'
import { conversationSuite } from './conversation/index'
import { heldOutSuite } from './heldout/index'
import { suiteSection, writeDocument } from './lib/document'
import { machineInfo } from './lib/machine'
import { textTable } from './lib/report'
import type { Suite } from './lib/suite'
import { locomoSuite } from './locomo/index'
import { overheadSuite } from './overhead/index'
import { paraphraseSuite } from './paraphrase/index'
import { postgresSuite } from './postgres/index'
import { recordingSuite } from './recording'
import { scaleSuite } from './scale/index'
import { streamingSuite } from './streaming'
import { threadsSuite } from './threads/index'

const suites: Array<Suite & { heading: string }> = [
  { ...overheadSuite, heading: '1. Per-call overhead' },
  { ...streamingSuite, heading: '2. Streaming' },
  { ...recordingSuite, heading: '3. Recording' },
  { ...scaleSuite, heading: '4. Service scale' },
  { ...locomoSuite, heading: '5. Memory quality on LoCoMo' },
  { ...paraphraseSuite, heading: '6. Paraphrase recall' },
  { ...conversationSuite, heading: '7. A conversation with think time' },
  { ...heldOutSuite, heading: '8. Held-out recall' },
  { ...postgresSuite, heading: '9. Postgres and several processes' },
  { ...threadsSuite, heading: '10. Facts told over several messages' },
]

function usage(): string {
  const width = Math.max(...suites.map((suite) => suite.name.length))
  const list = suites.map((suite) => `  ${suite.name.padEnd(width)}  ${suite.heading.replace(/^\d+\. /, '')}`)
  return [
    'Usage: npm run bench -- [<suite>...] [--quick]',
    'Runs the benchmark suites (all of them when none is named), prints their tables and replaces their sections\n' +
      'of docs/benchmarks.md, with the machine they ran on.',
    `Suites:\n${list.join('\n')}`,
    'Options:\n  --quick     smoke pass: small sizes, few repetitions; prints the tables and writes nothing\n  -h, --help  show this help',
    'Examples:\n  npm run bench -- overhead\n  npm run bench -- --quick',
  ].join('\n\n')
}

/** The parsed command line, `'help'`, or a usage error (exit code 2, nothing run). */
function parseArguments(argv: readonly string[]) {
  if (argv.includes('--help') || argv.includes('-h')) return 'help' as const
  const quick = argv.includes('--quick')
  const unknownFlags = argv.filter((argument) => argument.startsWith('-') && argument !== '--quick')
  if (unknownFlags.length > 0) return new UsageError(`unknown option ${unknownFlags.join(', ')}`)
  const names = argv.filter((argument) => !argument.startsWith('-'))
  const known = suites.map((suite) => suite.name)
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length > 0) {
    return new UsageError(`unknown suite ${unknown.join(', ')}; choose from ${known.join(', ')} (or none for all)`)
  }
  return { quick, selected: names.length === 0 ? suites : suites.filter((suite) => names.includes(suite.name)) }
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2))
  if (parsed === 'help') {
    console.log(usage())
    return
  }
  if (parsed instanceof UsageError) {
    console.error(`bench: ${parsed.message}. Run 'npm run bench -- --help' for usage.`)
    process.exitCode = 2
    return
  }
  const { quick, selected } = parsed
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
