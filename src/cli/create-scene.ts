import { parseCommand, takePositionals } from './args'
import { clientFromFlags } from './client-from-flags'
import { type CliCommand, print, runGuarded } from './command'
import { helpText } from './help-text'
import { exitCode } from './report-error'

/** `profile-context create-scene <profileId>`: creates a scene (one conversation) and prints its id. */
export const createSceneCommand: CliCommand = {
  name: 'create-scene',
  summary: 'Create a scene (one conversation) in a profile and print its id',
  help: helpText({
    usage: 'profile-context create-scene <profileId>',
    description: 'Creates a scene, i.e. one chat between the user and your system, and prints its id.',
    examples: ['profile-context create-scene alice', 'SCENE=$(profile-context create-scene alice)'],
  }),
  run: (argv) =>
    runGuarded('create-scene', async (context) => {
      const { values, positionals } = parseCommand(argv, {})
      if (values.help) {
        print(createSceneCommand.help)
        return exitCode.ok
      }
      const [profileId] = takePositionals(positionals, ['profileId']) as [string]
      const client = clientFromFlags(values, context)
      const { id } = await client.createScene(profileId)
      print(values.json ? JSON.stringify({ id, profileId }) : id)
      return exitCode.ok
    }),
}
