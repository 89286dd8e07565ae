#!/usr/bin/env node
import { version } from '../../package.json'
import type { CliCommand } from './command'
import { createProfileCommand } from './create-profile'
import { createSceneCommand } from './create-scene'
import { importCommand } from './import'
import { nodeVersionProblem, silenceSqliteWarning } from './node-version'
import { queryCommand } from './query'
import { exitCode } from './report-error'
import { statusCommand } from './status'

/**
 * `serve` loads the whole reference service (SQLite, language processing); the operator verbs need none of it,
 * so it is imported only when run, and only on a Node.js that has `node:sqlite`.
 */
const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Run the reference service on a local SQLite file',
  help: "Run 'profile-context serve --help'.",
  run: async (argv) => {
    const problem = nodeVersionProblem(process.versions.node)
    if (problem !== undefined) {
      process.stderr.write(`${problem}\n`)
      return exitCode.failure
    }
    silenceSqliteWarning()
    return (await import('./serve')).serveCommand.run(argv)
  },
}

/** Every verb of `profile-context`, in the order `--help` lists them. Add a verb: one file, one line here. */
const commands: readonly CliCommand[] = [
  serveCommand,
  statusCommand,
  queryCommand,
  createProfileCommand,
  createSceneCommand,
  importCommand,
]

function overview(): string {
  const width = Math.max(...commands.map((command) => command.name.length))
  const verbs = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n')
  return [
    'Usage: profile-context <command> [options]',
    `Commands:\n${verbs}`,
    "Run 'profile-context <command> --help' (or 'profile-context help <command>') for the options of a command.\n" +
      "'profile-context --version' prints the version.",
  ].join('\n\n')
}

/** Runs the verb named by `argv[0]`; resolves to the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [verb, ...rest] = argv
  if (verb === '--version' || verb === '-v' || verb === 'version') {
    process.stdout.write(`${version}\n`)
    return exitCode.ok
  }
  // `help <command>` is the same as `<command> --help`.
  if (verb === 'help' && rest[0] !== undefined) return main([rest[0], '--help'])
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    process.stdout.write(`${overview()}\n`)
    return verb === undefined ? exitCode.usage : exitCode.ok
  }
  const command = commands.find((candidate) => candidate.name === verb)
  if (!command) {
    process.stderr.write(`error: unknown command '${verb}'.\n\n${overview()}\n`)
    return exitCode.usage
  }
  return command.run(rest)
}

process.exitCode = await main(process.argv.slice(2))
