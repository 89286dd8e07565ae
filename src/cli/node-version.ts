/** The first Node.js release with `node:sqlite` available without a flag. */
export const sqliteNodeVersion = [22, 13] as const

/**
 * One line explaining that this Node.js is too old to run the reference service, or `undefined` when it is recent
 * enough. Checked before `serve` loads anything, so an old Node gets this line instead of a stack from the loader.
 *
 * @example
 * const problem = nodeVersionProblem(process.versions.node)
 * if (problem) process.stderr.write(`${problem}\n`)
 */
export function nodeVersionProblem(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const [neededMajor, neededMinor] = sqliteNodeVersion
  if (major > neededMajor || (major === neededMajor && minor >= neededMinor)) return undefined
  return (
    `error: profile-context serve needs Node.js ${neededMajor}.${neededMinor} or newer (for node:sqlite); ` +
    `this is Node.js ${version}. Install Node.js 22 or 24 LTS (https://nodejs.org, or: nvm install 24).`
  )
}

/**
 * Node 22 flags `node:sqlite` as experimental and prints a two-line warning on its first use; a user of `serve`
 * can do nothing about it, so the CLI leaves that one warning out (every other warning still prints).
 */
export function silenceSqliteWarning(): void {
  const emitWarning = process.emitWarning.bind(process)
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const message = typeof warning === 'string' ? warning : warning.message
    if (/SQLite is an experimental feature/.test(message)) return
    return (emitWarning as (...args: unknown[]) => void)(warning, ...rest)
  }) as typeof process.emitWarning
}
