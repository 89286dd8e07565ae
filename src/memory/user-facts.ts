import type { ProfileMemory } from './types'

/**
 * The service's answer to a question about a user, for the query tools of both adapters: the user's profile (created
 * on first use), then `GET facts/query`. An empty answer becomes a sentence the model can act on. Failures reject.
 */
export async function askAboutUser(
  memory: ProfileMemory,
  userId: string,
  question: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const requestOptions = signal === undefined ? {} : { signal }
  const profileId = await memory.profile(userId, requestOptions)
  const { result } = await memory.client.queryFacts(profileId, question, requestOptions)
  return result.trim() === '' ? 'Nothing is known about that yet.' : result
}
