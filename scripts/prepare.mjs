/**
 * `npm run prepare`. npm runs it after `npm install` in a clone of this repository (a contributor's checkout, CI, or
 * a git dependency being installed: `npm i github:…`), and again during `npm pack`/`npm publish`, right after
 * `prepack` has built. It builds `dist/` in the first case, so a git install gets a working package, and skips the
 * second, which would only build the same files twice. (~7 s; a failed build fails the install, loudly.)
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

if (process.env.npm_command === 'pack' || process.env.npm_command === 'publish') process.exit(0)
const tsup = fileURLToPath(new URL('../node_modules/tsup/dist/cli-default.js', import.meta.url))
execFileSync(process.execPath, [tsup, '--silent'], {
  stdio: 'inherit',
  cwd: fileURLToPath(new URL('..', import.meta.url)),
})
