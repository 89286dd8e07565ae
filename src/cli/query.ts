import { parseCommand, UsageError } from './args'
import { clientFromFlags } from './client-from-flags'
import { type CliCommand, print, runGuarded } from './command'
import { helpText } from './help-text'
import { exitCode } from './report-error'

/** `profile-context query <profileId> "<question>"`: asks the service a question about the user. */
export const queryCommand: CliCommand = {
  name: 'query',
  summary: 'Ask a natural-language question about a profile',
  help: helpText({
    usage: 'profile-context query <profileId> "<question>"',
    description:
      'Asks the service a question about the user and prints its answer (GET facts/query).\n' +
      'Answers reflect processed data only: after adding text, wait until `status` shows IDLE.',
    examples: [
      'profile-context query alice "Where does the user live?"',
      'profile-context query alice "What are the user\'s hobbies?" --json',
    ],
  }),
  run: (argv) =>
    runGuarded('query', async (context) => {
      const { values, positionals } = parseCommand(argv, {})
      if (values.help) {
        print(queryCommand.help)
        return exitCode.ok
      }
      const [profileId, ...words] = positionals
      if (profileId === undefined) throw new UsageError('Missing argument <profileId>.')
      // Unquoted words are joined, so `query alice where do I live` works as well as the quoted form.
      const question = words.join(' ').trim()
      if (question === '') throw new UsageError('Missing argument "<question>": the question to ask about the user.')
      const client = clientFromFlags(values, context)
      const { result } = await client.queryFacts(profileId, question)
      print(values.json ? JSON.stringify({ profileId, question, result }) : result)
      return exitCode.ok
    }),
}
