/** Draws `[#####-----]  50.0% label`: redrawn in place on a terminal, one line per change in a pipe. */
export function progressBar(output: NodeJS.WriteStream) {
  let last = ''
  return {
    update(percent: number, label: string) {
      const clamped = Math.min(100, Math.max(0, percent))
      const filled = Math.round(clamped / 4)
      const line = `[${'#'.repeat(filled)}${'-'.repeat(25 - filled)}] ${clamped.toFixed(1).padStart(5)}% ${label}`
      if (line === last) return
      last = line
      output.write(output.isTTY ? `\r${line}` : `${line}\n`)
    },
    done() {
      if (output.isTTY && last !== '') output.write('\n')
      last = ''
    },
  }
}
