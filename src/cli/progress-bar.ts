/** Where a progress bar draws: a TTY redraws one line, anything else gets one line per visible change. */
export interface ProgressOutput {
  write(text: string): unknown
  isTTY?: boolean | undefined
}

/** `[##########----------]  50.0%`: a fixed-width bar for a percentage, clamped to 0–100. */
export function renderProgressBar(percent: number, width = 30): string {
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0
  const filled = Math.round((clamped / 100) * width)
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${clamped.toFixed(1).padStart(5)}%`
}

export interface ProgressBar {
  /** Shows a new percentage with a short label (e.g. `WORKING`, `batch 3/10`). */
  update(percent: number, label: string): void
  /** Ends the bar's line so later output starts on a fresh one. */
  done(): void
}

/**
 * A progress bar for the terminal. On a TTY it redraws in place; in a pipe or log it prints a line only when another
 * tenth of the way is done or the label changes, so logs stay short.
 */
export function createProgressBar(output: ProgressOutput, options: { width?: number } = {}): ProgressBar {
  const width = options.width ?? 30
  let lastLine = ''
  let lastStep = ''
  let drawn = false
  return {
    update(percent, label) {
      const line = `${renderProgressBar(Math.floor(percent), width)} ${label}`
      if (output.isTTY === true) {
        if (line === lastLine) return
        lastLine = line
        output.write(`\r\u001b[2K${line}`)
        drawn = true
        return
      }
      // Logs get a line per tenth of the way, not one per percent.
      const step = `${Math.floor(Math.min(100, Math.max(0, percent)) / 10)} ${label}`
      if (step === lastStep) return
      lastStep = step
      output.write(`${line}\n`)
    },
    done() {
      if (drawn) output.write('\n')
      drawn = false
    },
  }
}
