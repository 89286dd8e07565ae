import { InvalidInputError } from '../errors/invalid-input-error'

function describe(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? 'an empty string' : JSON.stringify(value)
  if (value === null) return 'null'
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`
}

/** A user id: a non-empty string; anything else is a programmer error caught before any request. */
export function checkUserId(userId: unknown): string {
  if (typeof userId !== 'string' || userId.trim() === '') {
    throw new InvalidInputError(
      `\`userId\` must be a non-empty string identifying the user (e.g. your auth subject); got ${describe(userId)}.`,
      { field: 'userId' },
    )
  }
  return userId
}

/** A conversation id: absent (the user's default scene) or a non-empty string. */
export function checkConversationId(conversationId: unknown): string | undefined {
  if (conversationId === undefined) return undefined
  if (typeof conversationId !== 'string' || conversationId.trim() === '') {
    throw new InvalidInputError(
      `\`conversationId\` must be a non-empty string, or left out for the user's default conversation; got ${describe(conversationId)}.`,
      { field: 'conversationId' },
    )
  }
  return conversationId
}
