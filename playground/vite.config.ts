import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The playground page. `npm start` builds it into `playground/dist` and serves it with the chat API.
 * For work on the page itself, run `npm start` in one terminal and `vite --config playground/vite.config.ts` in
 * another: the dev server forwards `/api` to the running playground (PLAYGROUND_API, default port 5177).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/api': process.env.PLAYGROUND_API ?? 'http://127.0.0.1:5177' } },
})
