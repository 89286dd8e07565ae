import { connectionHelp } from './args'

export interface HelpSections {
  usage: string
  description: string
  /** One line per flag, the flag and its explanation already aligned. */
  options?: readonly string[]
  examples?: readonly string[]
}

/** Lays out a verb's `--help` the same way for every verb, connection flags included. */
export function helpText(sections: HelpSections): string {
  const parts = [`Usage: ${sections.usage}`, sections.description]
  if (sections.options !== undefined && sections.options.length > 0) {
    parts.push(`Options:\n${sections.options.map((line) => `  ${line}`).join('\n')}`)
  }
  parts.push(connectionHelp)
  if (sections.examples !== undefined && sections.examples.length > 0) {
    parts.push(`Examples:\n${sections.examples.map((line) => `  ${line}`).join('\n')}`)
  }
  return parts.join('\n\n')
}
