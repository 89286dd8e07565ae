import { type FormEvent, useState } from 'react'
import { displayName, toUserId } from './storage'

interface UserSwitcherProps {
  users: readonly string[]
  current: string
  onSelect: (userId: string) => void
}

/** Radio buttons for the known users and a field to add another: each user is a separate profile. */
export function UserSwitcher({ users, current, onSelect }: UserSwitcherProps) {
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | undefined>()

  function add(event: FormEvent) {
    event.preventDefault()
    const userId = toUserId(name)
    if (userId === undefined) {
      setProblem('Type a name with at least one letter or digit.')
      return
    }
    setProblem(undefined)
    setName('')
    onSelect(userId)
  }

  return (
    <div className="switcher">
      <fieldset>
        <legend>User</legend>
        <div className="user-options">
          {users.map((userId) => (
            <label key={userId} className={userId === current ? 'user-option selected' : 'user-option'}>
              <input
                type="radio"
                name="user"
                value={userId}
                checked={userId === current}
                onChange={() => onSelect(userId)}
              />
              {displayName(userId)}
            </label>
          ))}
        </div>
      </fieldset>
      <form className="add-user" onSubmit={add}>
        <label htmlFor="new-user">Other user</label>
        <input
          id="new-user"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Carol"
          maxLength={64}
          aria-describedby={problem === undefined ? undefined : 'new-user-problem'}
        />
        <button type="submit">Switch</button>
        {problem !== undefined && (
          <p id="new-user-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  )
}
