import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'ai-sdk/index': 'src/ai-sdk/index.ts',
    'langchain/index': 'src/langchain/index.ts',
    'server/index': 'src/server/index.ts',
    'cli/index': 'src/cli/index.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node22',
  dts: { entry: ['src/index.ts', 'src/ai-sdk/index.ts', 'src/langchain/index.ts', 'src/server/index.ts'] },
  clean: true,
  sourcemap: true,
  splitting: true,
  // Keep `node:sqlite` and friends intact: `sqlite` without the prefix is no module at all.
  removeNodeProtocol: false,
})
