import type { PlaygroundHealth, Reachability } from './api'

/** The states that stop the memory loop, each in one line with its fix: service unreachable, model unreachable. */
export function HealthBanner({ health }: { health: PlaygroundHealth | undefined }) {
  if (health === undefined) return null
  const problems: Array<[string, Reachability]> = []
  if (!health.service.ok) problems.push(['service', health.service])
  if (!health.model.ok) problems.push(['model', health.model])
  if (problems.length === 0) return null
  return (
    <div className="health" role="alert">
      {problems.map(([kind, problem]) => (
        <p key={kind} data-problem={kind}>
          <strong>{kind === 'service' ? 'Memory service unreachable.' : 'Model unreachable.'}</strong> {problem.problem}
          . <span className="fix">{problem.fix}</span>
        </p>
      ))}
    </div>
  )
}
