/**
 * Runs inside a temporary project where the packed tarball was installed by npm (see package.test.ts): imports every
 * public subpath by its package name and makes one real remembered turn through the AI SDK middleware against the
 * bundled reference service, with whichever `ai` major is installed. Prints one JSON line for the test to check.
 */
import { readFileSync } from 'node:fs'
import { generateText, wrapLanguageModel } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import * as root from 'profile-context'
import * as aiSdk from 'profile-context/ai-sdk'
import * as langchain from 'profile-context/langchain'
import * as server from 'profile-context/server'

const exported = {
  '.': Object.keys(root).sort(),
  './ai-sdk': Object.keys(aiSdk).sort(),
  './langchain': Object.keys(langchain).sort(),
  './server': Object.keys(server).sort(),
}
// The optional peer is not installed here: the engine's telemetry must stay silent without it.
const otel = await import('@opentelemetry/api').then(
  () => true,
  () => false,
)
const aiVersion = JSON.parse(readFileSync(new URL(import.meta.resolve('ai/package.json')), 'utf8')).version

const service = await server.startServer({ port: 0, apiKeys: ['smoke-key'] })
const memory = root.createProfileMemory({
  client: { baseURL: service.baseURL, apiKey: 'smoke-key' },
  update: 'auto',
  waitForUpdate: true,
})
const systems = []
const model = new MockLanguageModelV3({
  doGenerate: async ({ prompt }) => {
    systems.push(
      prompt
        .filter((message) => message.role === 'system')
        .map((message) => message.content)
        .join('\n'),
    )
    return {
      content: [{ type: 'text', text: 'Noted.' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      warnings: [],
    }
  },
})
const wrapped = wrapLanguageModel({ model, middleware: aiSdk.profileContextMiddleware({ memory }) })
const ask = (conversationId, prompt) =>
  generateText({
    model: wrapped,
    system: 'You are helpful.',
    prompt,
    providerOptions: { profileContext: { userId: 'smoke-user', conversationId } },
  })
try {
  await ask('first', 'I live in Lisbon.')
  await memory.flush()
  await ask('second', 'Where do I live?')
} finally {
  await memory.close()
  await service.close()
}
process.stdout.write(`${JSON.stringify({ node: process.version, ai: aiVersion, otel, exported, systems })}\n`)
