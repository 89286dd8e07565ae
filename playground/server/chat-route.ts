import type { LanguageModelV4 } from '@ai-sdk/provider'
import { convertToModelMessages, safeValidateUIMessages, streamText, type UIMessage, wrapLanguageModel } from 'ai'
import type { ProfileMemory } from 'profile-context'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import type { ContextLog } from './context-log'
import { readIdentity } from './identity'
import { jsonError } from './json-response'

export interface ChatRouteOptions {
  memory: ProfileMemory
  model: LanguageModelV4
  contextLog: ContextLog
  /** The application's own instructions; the middleware merges the user context into them. */
  instructions?: string
  /**
   * Milliseconds to wait for earlier turns to reach the profile before answering, so the second message of a
   * user already sees facts from the first. The chat goes on after this budget even if the service is slow.
   * @default 10_000
   */
  settleTimeoutMs?: number
  /**
   * Errors of the model stream, with the one line (problem and fix) the page shows for it.
   * @default console.error of that line
   */
  onError?: (error: unknown, line: string) => void
  /** Turns a model error into the one line shown on the page. @default its first line */
  describeError?: (error: unknown) => string
}

const DEFAULT_INSTRUCTIONS =
  'You are the assistant of the profile-context playground. Be brief and friendly. Use what you are told about the user when it helps, and say so when you do not know something about them.'

/**
 * The Web-standard chat route of the playground — `POST /api/chat` as `useChat` calls it, with `userId` and
 * `conversationId` in the body. It is the AI SDK adapter used the way an application would: `streamText` on a model
 * wrapped with `profileContextMiddleware`, identity passed per request through `providerOptions.profileContext`.
 *
 * Local demo only: it trusts the `userId` the page sends, so anyone who can reach it can read anyone's memory.
 * A real application takes the user from its authentication (session, JWT), never from the request body.
 *
 * @example
 * ```ts
 * const chat = createChatRoute({ memory, model, contextLog })
 * app.post('/api/chat', (c) => chat(c.req.raw))
 * ```
 */
export function createChatRoute(options: ChatRouteOptions): (request: Request) => Promise<Response> {
  const { memory, contextLog } = options
  const settleTimeoutMs = options.settleTimeoutMs ?? 10_000
  const describeError =
    options.describeError ??
    ((error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '')
  const reportError = options.onError ?? ((_error: unknown, line: string) => console.error(`[playground] ${line}`))
  const model = wrapLanguageModel({
    model: options.model,
    middleware: profileContextMiddleware({
      memory,
      onContext: ({ userId, conversationId, context }) => contextLog.record(userId, conversationId, context),
    }),
  })

  return async (request) => {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return jsonError(400, 'invalid_json', 'The request body must be JSON: { messages, userId, conversationId }.')
    }
    const identity = readIdentity(body, { conversation: true })
    if (!identity.ok) return identity.response
    const { userId, conversationId } = identity

    const validated = await safeValidateUIMessages<UIMessage>({ messages: (body as { messages?: unknown }).messages })
    if (!validated.success) {
      return jsonError(400, 'invalid_messages', `messages must be an array of UI messages: ${validated.error.message}`)
    }
    const messages = validated.data
    const lastUser = messages.findLast((message) => message.role === 'user')
    if (lastUser === undefined) {
      return jsonError(400, 'invalid_messages', 'messages must end with a user message to answer.')
    }

    // With `waitForUpdate`, a delivered turn is an updated profile: waiting here makes the memory loop
    // visible from one message to the next instead of "sometimes".
    await settleWithin(memory.flush(), settleTimeoutMs)
    contextLog.begin(userId, conversationId, textOf(lastUser))

    const result = streamText({
      model,
      instructions: options.instructions ?? DEFAULT_INSTRUCTIONS,
      messages: await convertToModelMessages(messages),
      providerOptions: { profileContext: { userId, conversationId } },
      abortSignal: request.signal,
      // streamText logs every stream error with its whole dump (~250 lines for a refused connection); the error is
      // reported once, as one line, by the response's onError below.
      onError: () => undefined,
    })
    return result.toUIMessageStreamResponse({
      onError: (error) => {
        const line = describeError(error)
        reportError(error, line)
        return line
      },
    })
  }
}

function textOf(message: UIMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n')
}

async function settleWithin(promise: Promise<unknown>, milliseconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, milliseconds)
  })
  // A failed flush is the engine's to report through onError; the chat answers regardless.
  await Promise.race([promise.catch(() => undefined), timeout])
  clearTimeout(timer)
}
