import { fileURLToPath } from 'node:url'

/** The playground folder: `index.html`, `vite.config.ts` and `src/` of the page. */
export const playgroundRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where `vite build` puts the page (gitignored). */
export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url))
