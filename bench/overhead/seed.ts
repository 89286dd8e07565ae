import type { ProfileContextClient } from '../../src/client/index'

const subjects = ['pasta', 'sushi', 'curry', 'tacos', 'ramen', 'paella', 'risotto', 'dumplings']
const places = ['Lisbon', 'Porto', 'Berlin', 'Kyoto', 'Austin', 'Oslo', 'Lyon', 'Seville']

/**
 * Gives a profile a realistic body of facts before latency is measured: `turns` user/assistant exchanges, then a
 * manual update, waited for.
 */
export async function seedProfile(client: ProfileContextClient, profileId: string, turns: number): Promise<void> {
  const scene = await client.createScene(profileId)
  const start = Date.UTC(2024, 0, 1) / 1000
  const messages = []
  for (let index = 0; index < turns; index += 1) {
    const subject = subjects[index % subjects.length] ?? 'pasta'
    const place = places[(index * 3) % places.length] ?? 'Lisbon'
    messages.push(
      {
        role: 'user' as const,
        content: `I cooked ${subject} for my friends in ${place} and I want to learn to make ${subjects[(index + 1) % subjects.length]}.`,
        timestamp: start + index * 3600,
      },
      {
        role: 'assistant' as const,
        content: `That sounds lovely! How did the ${subject} turn out?`,
        timestamp: start + index * 3600 + 5,
      },
    )
  }
  for (let offset = 0; offset < messages.length; offset += 500) {
    await client.addText(profileId, scene.id, messages.slice(offset, offset + 500))
  }
  await client.runUpdate(profileId)
  await client.waitForIdle(profileId, { pollInterval: 25 })
}
