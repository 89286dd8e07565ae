import { parseCommand, takePositionals } from './args'
import { clientFromFlags } from './client-from-flags'
import { type CliCommand, print, runGuarded } from './command'
import { helpText } from './help-text'
import { exitCode } from './report-error'

/** `profile-context create-profile [--requested-id ID]`: creates a profile and prints the id the service assigned. */
export const createProfileCommand: CliCommand = {
  name: 'create-profile',
  summary: 'Create a profile and print its id',
  help: helpText({
    usage: 'profile-context create-profile [--requested-id <id>]',
    description:
      'Creates a profile (one per user of your application) and prints the id the service assigned.\n' +
      'The service may assign another id than the one requested (ids are unique): always use the printed one.',
    options: ['--requested-id <id>  The id you would like, e.g. your own user id'],
    examples: ['profile-context create-profile --requested-id alice', 'PROFILE=$(profile-context create-profile)'],
  }),
  run: (argv) =>
    runGuarded('create-profile', async (context) => {
      const { values, positionals } = parseCommand(argv, { 'requested-id': { type: 'string' } })
      if (values.help) {
        print(createProfileCommand.help)
        return exitCode.ok
      }
      takePositionals(positionals, [])
      const requestedId = values['requested-id']
      const client = clientFromFlags(values, context)
      const { id } = await client.createProfile(requestedId === undefined ? {} : { requestedId })
      if (values.json) {
        print(JSON.stringify({ id, ...(requestedId === undefined ? {} : { requestedId }) }))
        return exitCode.ok
      }
      // The id alone on stdout keeps `$(profile-context create-profile)` usable; the note goes to stderr.
      print(id)
      if (requestedId !== undefined && id !== requestedId) {
        process.stderr.write(`note: '${requestedId}' was taken or not a valid id; the service assigned '${id}'.\n`)
      }
      return exitCode.ok
    }),
}
