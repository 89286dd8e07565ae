import { AIMessage } from '@langchain/core/messages'
import { tool } from 'langchain'
import { z } from 'zod'

/** A tool the agent tests' models call: answers with the weather of a city. */
export const weather = tool(async ({ city }) => `Sunny in ${city}`, {
  name: 'weather',
  description: 'Current weather of a city',
  schema: z.object({ city: z.string() }),
})

/** A tool-calling answer without text (`respondWithTools` echoes the prompt into the content). */
export function callWeather(city: string, id: string): AIMessage {
  return new AIMessage({ content: '', tool_calls: [{ name: 'weather', args: { city }, id, type: 'tool_call' }] })
}
