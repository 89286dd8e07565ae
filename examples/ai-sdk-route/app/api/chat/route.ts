import { convertToModelMessages, safeValidateUIMessages, streamText, type UIMessage, wrapLanguageModel } from 'ai'
import { profileContextMiddleware } from 'profile-context/ai-sdk'
import { getMemory } from '../../../lib/memory'
import { chatModel } from '../../../lib/model'

/** The request body `useChat` sends (its chat `id` and `trigger`), plus `userId` from the page. */
interface ChatRequestBody {
  id?: unknown
  messages?: unknown
  userId?: unknown
  /** `'submit-message'` for a new message, `'regenerate-message'` when the user asks for another answer. */
  trigger?: unknown
}

const idPattern = /^[\w.@:-]{1,128}$/

/**
 * Who is asking. DEMO ONLY: it trusts the `userId` the browser sends, so anyone could read anyone's memory.
 * In a real app take it from your authentication (session cookie, JWT — e.g. `const { userId } = await auth()`)
 * and never from the request body.
 */
function identify(body: ChatRequestBody): { userId: string; conversationId: string | undefined } | string {
  if (typeof body.userId !== 'string' || !idPattern.test(body.userId)) {
    return 'userId must be 1-128 letters, digits or . _ @ : -'
  }
  if (body.id !== undefined && (typeof body.id !== 'string' || !idPattern.test(body.id))) {
    return 'id (the chat id) must be 1-128 letters, digits or . _ @ : -'
  }
  return { userId: body.userId, conversationId: body.id }
}

function badRequest(message: string): Response {
  return Response.json({ error: message }, { status: 400 })
}

/** Next.js App Router route handler (`app/api/chat/route.ts`): Web-standard Request in, UI message stream out. */
export async function POST(request: Request): Promise<Response> {
  let body: ChatRequestBody
  try {
    body = (await request.json()) as ChatRequestBody
  } catch {
    return badRequest('body must be JSON: { id, userId, messages }')
  }
  const identity = identify(body)
  if (typeof identity === 'string') return badRequest(identity)
  if (body.trigger !== undefined && body.trigger !== 'submit-message' && body.trigger !== 'regenerate-message') {
    return badRequest("trigger must be 'submit-message' or 'regenerate-message'")
  }
  const messages = await safeValidateUIMessages<UIMessage>({ messages: body.messages })
  if (!messages.success) return badRequest(`messages must be an array of UI messages: ${messages.error.message}`)

  const model = wrapLanguageModel({ model: chatModel(), middleware: profileContextMiddleware({ memory: getMemory() }) })
  const result = streamText({
    model,
    // ai 7: `instructions` (formerly `system`). The middleware appends the user context block to them, marked as data.
    instructions: 'You are a friendly assistant. Use what you know about the user when it helps.',
    messages: await convertToModelMessages(messages.data),
    providerOptions: {
      profileContext: {
        userId: identity.userId,
        ...(identity.conversationId === undefined ? {} : { conversationId: identity.conversationId }),
        // A regenerated answer is not recorded again: the user's message is already in memory. Every other turn
        // is recorded, a repeated "yes" included.
        regenerate: body.trigger === 'regenerate-message',
      },
    },
    abortSignal: request.signal,
  })
  return result.toUIMessageStreamResponse()
}
