import { chromium, request, type FullConfig } from '@playwright/test'
import { createWorkerAdmins } from './admin-api'

/**
 * Each worker gets an admin account of its own (admin-api.ts). Most tests act as a visitor who
 * already answered the cookie banner (accepted all), so the banner does not cover what they
 * click; the state comes from clicking the real banner once.
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use
  const api = await request.newContext({ baseURL })
  await createWorkerAdmins(api, config.workers)
  await api.dispose()
  const browser = await chromium.launch(launchOptions)
  const page = await browser.newPage()
  await page.goto(baseURL!)
  await page.getByRole('button', { name: 'Terima semua' }).first().click()
  await page.context().storageState({ path: config.projects[0]!.use.storageState as string })
  await browser.close()
}
