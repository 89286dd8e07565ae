import type { UIMessage } from 'ai'

const PREFIX = 'profile-context-playground'

/** Users offered by the switcher before any custom one is added. */
export const DEFAULT_USERS = ['alice', 'bob'] as const

/** Same rule as the server's: 1-64 letters, digits, `._@-`, starting with a letter or digit. */
export function toUserId(name: string): string | undefined {
  const id = name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._@-]/g, '')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 64)
  return id === '' ? undefined : id
}

/** "carol-smith" → "Carol Smith": ids are slugs of what was typed, names are for people. */
export function displayName(userId: string): string {
  return userId
    .split(/[-_]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}

export function loadUsers(): string[] {
  const stored = read<string[]>('users') ?? []
  return [...new Set([...DEFAULT_USERS, ...stored])]
}

export function saveUsers(users: readonly string[]): void {
  write('users', users)
}

export function loadCurrentUser(): string {
  return read<string>('user') ?? DEFAULT_USERS[0]
}

export function saveCurrentUser(userId: string): void {
  write('user', userId)
}

/** The user's current conversation, made on first use; one service scene each. */
export function loadConversation(userId: string): string {
  const existing = read<string>(`conversation:${userId}`)
  return existing ?? newConversation(userId)
}

export function newConversation(userId: string): string {
  const id = `c-${crypto.randomUUID().slice(0, 8)}`
  write(`conversation:${userId}`, id)
  return id
}

export function loadMessages(userId: string, conversationId: string): UIMessage[] {
  return read<UIMessage[]>(`messages:${userId}:${conversationId}`) ?? []
}

export function saveMessages(userId: string, conversationId: string, messages: readonly UIMessage[]): void {
  write(`messages:${userId}:${conversationId}`, messages)
}

function read<Value>(key: string): Value | undefined {
  try {
    const text = localStorage.getItem(`${PREFIX}:${key}`)
    return text === null ? undefined : (JSON.parse(text) as Value)
  } catch {
    // Storage may be off (private mode) or hold junk from an older page: start fresh rather than fail.
    return undefined
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(`${PREFIX}:${key}`, JSON.stringify(value))
  } catch {
    // Without storage the page still works; it only forgets on reload.
  }
}
