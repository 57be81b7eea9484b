import { chromium, type FullConfig } from '@playwright/test'

/**
 * Most tests act as a visitor who already answered the cookie banner (accepted all), so the
 * banner does not cover what they click. The state comes from clicking the real banner once.
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use
  const browser = await chromium.launch(launchOptions)
  const page = await browser.newPage()
  await page.goto(baseURL!)
  await page.getByRole('button', { name: 'Terima semua' }).first().click()
  await page.context().storageState({ path: config.projects[0]!.use.storageState as string })
  await browser.close()
}
