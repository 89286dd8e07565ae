import { useState } from 'react'
import { getJson, type PlaygroundConfig } from './api'
import { ChatPanel } from './chat-panel'
import { ContextPanel } from './context-panel'
import { StatusPanel } from './status-panel'
import { loadConversation, loadCurrentUser, loadUsers, newConversation, saveCurrentUser, saveUsers } from './storage'
import { usePolling } from './use-polling'
import { UserSwitcher } from './user-switcher'

/** The playground: chat on the left; beside it what the model was told and the profile's update status. */
export function App() {
  const [users, setUsers] = useState(loadUsers)
  const [userId, setUserId] = useState(loadCurrentUser)
  const [conversationId, setConversationId] = useState(() => loadConversation(loadCurrentUser()))
  const [turn, setTurn] = useState(0)
  const config = usePolling('config', (signal) => getJson<PlaygroundConfig>('/api/config', signal), 60_000)

  function selectUser(next: string) {
    if (!users.includes(next)) {
      const updated = [...users, next]
      setUsers(updated)
      saveUsers(updated)
    }
    saveCurrentUser(next)
    setUserId(next)
    setConversationId(loadConversation(next))
  }

  return (
    <div className="page">
      <header className="top">
        <div>
          <h1>profile-context playground</h1>
          <p className="tagline">Long-term user memory for AI SDK chat routes, on the local reference service.</p>
        </div>
        {config.data !== undefined && (
          <p className={`model-badge ${config.data.model.kind}`}>
            Model: <strong>{config.data.model.label}</strong>
          </p>
        )}
      </header>
      <UserSwitcher users={users} current={userId} onSelect={selectUser} />
      <main className="layout">
        <ChatPanel
          key={`${userId}:${conversationId}`}
          userId={userId}
          conversationId={conversationId}
          onTurnEnd={() => setTurn((count) => count + 1)}
          onNewConversation={() => setConversationId(newConversation(userId))}
        />
        <aside className="side">
          <ContextPanel userId={userId} turn={turn} />
          <StatusPanel userId={userId} turn={turn} />
        </aside>
      </main>
      {config.data !== undefined && (
        <footer className="footer">
          Service: <code>{config.data.service.baseURL}</code>
          {config.data.service.database !== null && (
            <>
              {' '}
              (embedded reference service, SQLite file <code>{config.data.service.database}</code>)
            </>
          )}{' '}
          · profile updates: {config.data.update}
        </footer>
      )}
    </div>
  )
}
