import { chromium, request, type FullConfig } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { adminHeaders, createWorkerAdmins } from './admin-api'
import { crawlSitemap, SITEMAP_PATHS_FILE } from './sitemap'

/**
 * Each worker gets an admin account of its own (admin-api.ts). Most tests act as a visitor who
 * already answered the cookie banner (accepted all), so the banner does not cover what they
 * click; the state comes from clicking the real banner once. The sitemap is crawled once per run
 * here, for every spec that goes through its pages (sitemap.ts). With the payment simulator running
 * (scripts/e2e.mjs), online payment through Midtrans is offered for the whole run: set once here
 * rather than by one spec, so every page shows the same payment step whichever spec runs beside.
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]!.use
  const api = await request.newContext({ baseURL })
  await createWorkerAdmins(api, config.workers)
  if (process.env.PAYMENT_SIMULATOR_URL) {
    const headers = await adminHeaders(api)
    const url = '/api/cms/globals/admissions-settings'
    const { onlinePayment } = (await (await api.get(`${url}?depth=0`, { headers })).json()) as {
      onlinePayment?: Record<string, unknown>
    }
    const chosen = await api.post(url, {
      headers,
      data: { onlinePayment: { ...onlinePayment, provider: 'midtrans' } },
    })
    if (!chosen.ok()) throw new Error(`Online payment not offered: ${await chosen.text()}`)
  }
  const storageState = config.projects[0]!.use.storageState as string
  const pathsFile = path.join(path.dirname(storageState), 'sitemap-paths.json')
  fs.mkdirSync(path.dirname(pathsFile), { recursive: true })
  fs.writeFileSync(pathsFile, JSON.stringify(await crawlSitemap(api)))
  process.env[SITEMAP_PATHS_FILE] = pathsFile
  await api.dispose()
  const browser = await chromium.launch(launchOptions)
  const page = await browser.newPage()
  await page.goto(baseURL!)
  await page.getByRole('button', { name: 'Terima semua' }).first().click()
  await page.context().storageState({ path: storageState })
  await browser.close()
}
