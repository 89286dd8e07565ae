import { tool } from '@langchain/core/tools'
import { z } from 'zod'

/** A plain tool beside the memory tool: the model cannot know the time by itself. */
export const getTime = tool(
  () => {
    const now = new Date()
    return `${now.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' })} (${Intl.DateTimeFormat().resolvedOptions().timeZone})`
  },
  {
    name: 'get_time',
    description: 'The current date and time where the user is. Use it for anything about today, now or dates.',
    schema: z.object({}),
  },
)
