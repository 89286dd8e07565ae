import { useState } from 'react'
import { getJson, type PlaygroundConfig, type PlaygroundHealth, type ProfileStatus } from './api'
import { ChatPanel } from './chat-panel'
import { ContextPanel } from './context-panel'
import { HealthBanner } from './health-banner'
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
  const [busy, setBusy] = useState(false)
  const config = usePolling('config', (signal) => getJson<PlaygroundConfig>('/api/config', signal), 60_000)
  const health = usePolling(
    'health',
    (signal) => getJson<PlaygroundHealth>('/api/health', signal),
    3_000,
    undefined,
    turn,
  )
  // Polled fast while a turn or an update runs, so "updating" shows while it happens.
  const status = usePolling(
    userId,
    (signal) => getJson<ProfileStatus>(`/api/status?userId=${encodeURIComponent(userId)}`, signal),
    1_500,
    (value) => (value.status === 'WORKING' ? 300 : 1_500),
    `${turn}:${busy}`,
  )
  const serviceReachable = health.data?.service.ok !== false

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
      <HealthBanner health={health.data} />
      <UserSwitcher users={users} current={userId} onSelect={selectUser} />
      <main className="layout">
        <ChatPanel
          key={`${userId}:${conversationId}`}
          userId={userId}
          conversationId={conversationId}
          updating={status.data?.status === 'WORKING'}
          onBusyChange={setBusy}
          onTurnEnd={() => setTurn((count) => count + 1)}
          onNewConversation={() => setConversationId(newConversation(userId))}
        />
        <aside className="side">
          <ContextPanel userId={userId} turn={turn} serviceReachable={serviceReachable} />
          <StatusPanel userId={userId} status={status} serviceReachable={serviceReachable} />
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
