/** A table of a suite's results, rendered as a GitHub-flavoured Markdown table and as plain text for the console. */
export interface Table {
  title: string
  columns: string[]
  rows: string[][]
  /** Lines printed under the table: method, sizes, caveats. */
  notes?: string[]
}

/** What a suite hands back to the runner. */
export interface SuiteReport {
  /** Heading of the suite's section in docs/benchmarks.md. */
  title: string
  /** One paragraph: what is measured and how. */
  method: string
  tables: Table[]
  /** Wall-clock milliseconds the suite took. */
  durationMs?: number
}

function escapeCell(cell: string): string {
  return cell.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

export function markdownTable(table: Table): string {
  const alignment = table.columns.map((_, index) => (index === 0 ? '---' : '---:'))
  const lines = [
    `#### ${table.title}`,
    '',
    `| ${table.columns.map(escapeCell).join(' | ')} |`,
    `| ${alignment.join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ]
  if (table.notes && table.notes.length > 0) lines.push('', ...table.notes.map((note) => `- ${note}`))
  return lines.join('\n')
}

/** A fixed-width rendering for the terminal. */
export function textTable(table: Table): string {
  const widths = table.columns.map((column, index) =>
    Math.max(column.length, ...table.rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ')
  const output = [`\n${table.title}`, line(table.columns), widths.map((width) => '-'.repeat(width)).join('  ')]
  output.push(...table.rows.map(line))
  for (const note of table.notes ?? []) output.push(`  * ${note}`)
  return output.join('\n')
}

export function markdownSection(report: SuiteReport, heading: string): string {
  const lines = [`### ${heading}`, '', report.method, '']
  for (const table of report.tables) lines.push(markdownTable(table), '')
  if (report.durationMs !== undefined) lines.push(`_Suite time: ${(report.durationMs / 1000).toFixed(1)} s._`, '')
  return lines.join('\n')
}
