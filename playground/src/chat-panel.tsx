import { useChat } from '@ai-sdk/react'
import { DefaultChatTransport, type UIMessage } from 'ai'
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { displayName, loadMessages, saveMessages } from './storage'

interface ChatPanelProps {
  userId: string
  conversationId: string
  /** The user's profile is being updated (WORKING): a turn waits for it before the model answers. */
  updating: boolean
  /** Called when a turn starts and ends. */
  onBusyChange: (busy: boolean) => void
  /** Called when a turn ends (answered, stopped or failed). */
  onTurnEnd: () => void
  onNewConversation: () => void
}

/**
 * The chat itself: `useChat` against `POST /api/chat`, with the user and the conversation in the request body —
 * the per-request identity the route hands to the memory middleware. Mounted once per user and conversation.
 */
export function ChatPanel({
  userId,
  conversationId,
  updating,
  onBusyChange,
  onTurnEnd,
  onNewConversation,
}: ChatPanelProps) {
  const transport = useMemo(
    () => new DefaultChatTransport<UIMessage>({ api: '/api/chat', body: { userId, conversationId } }),
    [userId, conversationId],
  )
  const [initialMessages] = useState(() => loadMessages(userId, conversationId))
  const { messages, sendMessage, status, stop, error, clearError } = useChat({
    id: `${userId}:${conversationId}`,
    messages: initialMessages,
    transport,
    onFinish: ({ messages: finished }) => {
      saveMessages(userId, conversationId, finished)
      onTurnEnd()
    },
  })
  const [draft, setDraft] = useState('')
  const busy = status === 'submitted' || status === 'streaming'
  const log = useRef<HTMLOListElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes of `busy` only.
  useEffect(() => onBusyChange(busy), [busy])

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the messages change.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [messages])

  function send(event?: FormEvent) {
    event?.preventDefault()
    const text = draft.trim()
    if (text === '' || busy) return
    clearError()
    setDraft('')
    void sendMessage({ text })
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event)
  }

  return (
    <section className="card chat" aria-labelledby="chat-heading">
      <div className="chat-header">
        <h2 id="chat-heading">Chat as {displayName(userId)}</h2>
        <button type="button" className="secondary" onClick={onNewConversation} disabled={busy}>
          New conversation
        </button>
      </div>
      <p className="hint">
        Conversation <code>{conversationId}</code>. Facts outlive the conversation: start a new one and ask again.
      </p>
      <ol className="messages" ref={log} aria-label="Messages" aria-live="polite">
        {messages.length === 0 && (
          <li className="empty">Tell the assistant something about yourself, then ask about it in the next message.</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className={`message ${message.role}`}>
            <span className="speaker">{message.role === 'user' ? displayName(userId) : 'Assistant'}</span>
            <div className="bubble">{textOf(message)}</div>
          </li>
        ))}
        {status === 'submitted' && (
          <li className="message assistant pending">
            <span className="speaker">Assistant</span>
            <div className="bubble">{updating ? 'Updating memory from your last message…' : 'Thinking…'}</div>
          </li>
        )}
      </ol>
      {error !== undefined && (
        <p role="alert" className="error">
          The chat failed: {error.message}
        </p>
      )}
      <form className="composer" onSubmit={send}>
        <label htmlFor="message" className="visually-hidden">
          Message
        </label>
        <textarea
          id="message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          placeholder={`Message as ${displayName(userId)}, e.g. "I live in Lisbon"`}
          rows={2}
        />
        {busy ? (
          <button type="button" onClick={() => void stop()}>
            Stop
          </button>
        ) : (
          <button type="submit" disabled={draft.trim() === ''}>
            Send
          </button>
        )}
      </form>
    </section>
  )
}

function textOf(message: UIMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n')
}
