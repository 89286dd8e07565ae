import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineModel, ensurePageBuilt, type Playground, startPlayground } from '../../playground/server/index'

const chromiumPath = '/usr/bin/chromium'
const hasChromium = existsSync(chromiumPath)
if (!hasChromium) {
  console.warn(
    `Skipping the playground browser test: ${chromiumPath} is missing. Install it with \`apt-get install -y chromium\` (Debian/Ubuntu) to run it.`,
  )
}

const wait = { timeout: 15_000 }

describe.skipIf(!hasChromium)('the playground in headless Chromium', () => {
  let dataDir: string
  let playground: Playground
  let browser: Browser

  beforeAll(async () => {
    await ensurePageBuilt()
    dataDir = mkdtempSync(join(tmpdir(), 'profile-context-playground-'))
    playground = await startPlayground({
      dataDir,
      port: 0,
      model: { model: createOfflineModel({ delayMs: 0 }), kind: 'offline', label: 'offline demo model (test)' },
    })
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await playground?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('remembers what a user said across a reload and never shows it to another user', async () => {
    const page = await browser.newPage()
    await page.goto(playground.url)
    expect(await page.getByRole('radio', { name: 'Alice' }).isChecked()).toBe(true)

    await send(page, 'I live in Lisbon and my sister is called Ana')
    await assistantSays(page, /Offline demo model/)
    await send(page, 'Where do I live?')
    await assistantSays(page, /Lisbon/)
    await contextPanel(page)
      .getByText(/Lisbon/)
      .waitFor(wait)

    await page.reload()
    await contextPanel(page)
      .getByText(/Lisbon/)
      .waitFor(wait)
    expect(await page.getByRole('list', { name: 'Messages' }).textContent()).toContain('my sister is called Ana')

    await page.getByRole('radio', { name: 'Bob' }).check()
    await contextPanel(page).getByText('No turn yet for Bob.').waitFor(wait)
    await send(page, 'Where do I live? Who is my sister?')
    await assistantSays(page, /know anything about you yet/)
    await contextPanel(page)
      .getByText(/Where do I live\? Who is my sister\?/)
      .waitFor(wait)
    const bobContext = await contextPanel(page).textContent()
    expect(bobContext).not.toMatch(/Lisbon|Ana\b/)
    expect(await page.getByRole('list', { name: 'Messages' }).textContent()).not.toContain('Lisbon')

    await page.getByRole('radio', { name: 'Alice' }).check()
    await contextPanel(page)
      .getByText(/Lisbon/)
      .waitFor(wait)
    await page.close()
  })

  it('shows the update status of the current profile with a progress bar', async () => {
    const page = await browser.newPage()
    await page.goto(playground.url)
    const status = page.getByRole('region', { name: 'Profile update' })
    await status.getByText(/Idle: every message sent so far is in the profile/).waitFor(wait)
    const bar = status.getByRole('progressbar', { name: /Profile update progress/ })
    expect(await bar.getAttribute('value')).toBe('100')
    await page.close()
  })

  it('shows "updating" while the update of the last message runs, then idle at 100 %, never both', async () => {
    const slow = await startPlayground({
      dataDir: mkdtempSync(join(tmpdir(), 'profile-context-playground-slow-')),
      port: 0,
      processingDelayMs: 400,
      model: { model: createOfflineModel({ delayMs: 0 }), kind: 'offline', label: 'offline demo model (test)' },
    })
    const page = await browser.newPage()
    try {
      await page.goto(slow.url)
      const line = page.getByRole('region', { name: 'Profile update' }).locator('.status-line')
      await send(page, 'I live in Lisbon. I play the cello. I have a cat called Miso. I work as a nurse.')
      await assistantSays(page, /Noted/)
      await send(page, 'Where do I live?')
      // The answer waits for the update of the first message: the chat and the panel both say so.
      await page
        .locator('.message.assistant.pending')
        .getByText('Updating memory from your last message…')
        .waitFor(wait)
      await line.and(page.locator('[data-state="updating"]')).waitFor(wait)
      expect(await line.textContent()).toMatch(/^Updating the profile: \d+ %$/)
      await assistantSays(page, /Lisbon/)
      // The line and the bar are read in the same instant: the update of the next turn may start a moment after
      // this one ends, and two reads apart would see the line of one and the bar of the other.
      const shown = await page.waitForFunction(
        () => {
          const panel = document.querySelector('section[aria-labelledby="status-heading"]')
          const bar = panel?.querySelector('progress')
          const idle = panel?.querySelector('.status-line')?.getAttribute('data-state') === 'idle'
          return idle && [bar?.getAttribute('value'), bar?.getAttribute('class')]
        },
        undefined,
        wait,
      )
      expect(await shown.jsonValue()).toEqual(['100', 'idle'])
    } finally {
      await page.close()
      await slow.close()
    }
  })

  it('shows an unreachable service as its own state, with the fix, not as an empty profile', async () => {
    const dead = await startPlayground({
      dataDir: mkdtempSync(join(tmpdir(), 'profile-context-playground-dead-')),
      port: 0,
      service: { baseURL: 'http://127.0.0.1:1/v1', apiKey: 'k' },
      model: { model: createOfflineModel({ delayMs: 0 }), kind: 'offline', label: 'offline demo model (test)' },
      onError: () => undefined,
      closeTimeoutMs: 200,
    })
    const page = await browser.newPage()
    try {
      await page.goto(dead.url)
      const banner = page.getByRole('alert').filter({ hasText: 'Memory service unreachable.' })
      await banner.waitFor(wait)
      expect(await banner.textContent()).toContain('fix PROFILE_CONTEXT_BASE_URL')
      await page
        .getByRole('region', { name: 'Profile update' })
        .getByText('Unknown: the memory service does not answer.')
        .waitFor(wait)
      await send(page, 'Where do I live?')
      await contextPanel(page)
        .getByText(/the memory service did not answer/)
        .waitFor(wait)
      expect(await page.getByRole('region', { name: 'Profile update' }).textContent()).not.toContain('Idle')
    } finally {
      await page.close()
      await dead.close()
    }
  })
})

function contextPanel(page: Page) {
  return page.getByRole('region', { name: 'What the model was told' })
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

/** Waits for the last assistant message to match and the turn to end (the Send button comes back). */
async function assistantSays(page: Page, pattern: RegExp): Promise<void> {
  await page.locator('.message.assistant .bubble').last().filter({ hasText: pattern }).waitFor(wait)
  await page.getByRole('button', { name: 'Send' }).waitFor(wait)
}
