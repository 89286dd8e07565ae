'use client'

import { useChat } from '@ai-sdk/react'
import { DefaultChatTransport } from 'ai'
import { useMemo, useState } from 'react'

/** A minimal chat page for the route. The user name field stands in for real sign-in (see README). */
export default function Page() {
  const [userId, setUserId] = useState('demo-user')
  const [input, setInput] = useState('')
  const transport = useMemo(() => new DefaultChatTransport({ api: '/api/chat', body: () => ({ userId }) }), [userId])
  const { messages, sendMessage, status, stop, error } = useChat({ transport })

  return (
    <main style={{ maxWidth: 640, margin: '2rem auto', fontFamily: 'system-ui' }}>
      <label>
        User: <input value={userId} onChange={(event) => setUserId(event.target.value)} />
      </label>
      {messages.map((message) => (
        <p key={message.id}>
          <strong>{message.role}: </strong>
          {message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')}
        </p>
      ))}
      {error !== undefined && <p role="alert">The chat failed: {error.message}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (input.trim() === '') return
          void sendMessage({ text: input })
          setInput('')
        }}
      >
        <input value={input} onChange={(event) => setInput(event.target.value)} placeholder="Say something" />
        {status === 'streaming' || status === 'submitted' ? (
          <button type="button" onClick={() => void stop()}>
            Stop
          </button>
        ) : (
          <button type="submit">Send</button>
        )}
      </form>
    </main>
  )
}
