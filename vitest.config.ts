import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^profile-context$/, replacement: source('index.ts') },
      { find: /^profile-context\/(ai-sdk|langchain|server)$/, replacement: source('$1/index.ts') },
    ],
  },
  test: {
    // In CI a JSON report lets `.ci/run` print one plain closing line with the counts.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest-results.json' }]] : ['default'],
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: 'test/tsconfig.json' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
