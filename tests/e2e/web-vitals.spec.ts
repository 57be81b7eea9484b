import { adminGet, signInAsNewStaff } from './admin-api'
import { chromium, devices, expect, test, type APIRequestContext, type TestInfo } from './fixtures'
import { openPage, settled } from './helpers'

type Vital = { template: string; device: string; metric: string; value: number }

async function vitalsSince(request: APIRequestContext, since: string): Promise<Vital[]> {
  const res = await adminGet(
    request,
    `/api/cms/web-vitals?where[recordedAt][greater_than_equal]=${encodeURIComponent(since)}` +
      '&pagination=false&depth=0',
  )
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: Vital[] }).docs
}

/** Nearest-rank 75th percentile, written apart from the app's own to check it. */
const nearestRankP75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]

/**
 * A browser as a visitor's. The beacon a page sends as it unloads carries the browser's own
 * User-Agent, not the one Playwright sets per context; headless Chromium's says "HeadlessChrome",
 * which the endpoint ignores as a crawler (so the rest of the suite stores nothing). Playwright
 * does not see such a beacon either (no request event, no route): the stored records are the proof.
 */
async function visitorBrowser(
  baseURL: string,
  info: TestInfo,
  storageState = info.project.use.storageState,
) {
  const { launchOptions } = info.project.use
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), `--user-agent=${devices['Desktop Chrome'].userAgent}`],
  })
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: { width: 1280, height: 800 },
  })
  return { browser, page: await context.newPage() }
}

test.describe('field data from real visitors (web vitals)', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough')

  test('a visit with analytics consent stores its metrics by page template', async ({
    request,
    baseURL,
  }, info) => {
    // A browser of its own starts, and the pages load, slowly on a busy machine.
    test.slow()
    const since = new Date(Date.now() - 1000).toISOString()
    const stored = async () =>
      (await vitalsSince(request, since))
        .filter((v) => v.template === 'info' && v.device === 'desktop')
        .map((v) => v.metric)
    const { browser, page } = await visitorBrowser(baseURL!, info)
    await openPage(page, '/faq')
    // The reporter loads after hydration, once the consent library has said yes.
    await page.waitForLoadState('networkidle')
    // Following a link hides the page, as for a visitor: that is when the batch goes out, with
    // LCP and CLS final.
    await page.goto('/tentang-utb/berita')
    await expect
      .poll(stored, { timeout: 45_000 })
      .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']))
    await browser.close()
  })

  test('a visitor who declined analytics sends nothing', async ({ request, baseURL }, info) => {
    // A browser of its own starts, and the pages load, slowly on a busy machine.
    test.slow()
    const since = new Date(Date.now() - 1000).toISOString()
    const homeTtfb = async () =>
      (await vitalsSince(request, since)).filter(
        (v) => v.template === 'home' && v.device === 'desktop' && v.metric === 'TTFB',
      ).length
    const declined = await visitorBrowser(baseURL!, info, { cookies: [], origins: [] })
    await declined.page.goto('/')
    await declined.page.getByRole('button', { name: 'Tolak yang opsional' }).click()
    await declined.page.reload()
    await settled(declined.page)
    await declined.page.goto('/tentang-utb/berita')
    await settled(declined.page)
    // Then the same home page seen with consent: once its batch is stored, the declined one,
    // sent earlier, would be too.
    const consented = await visitorBrowser(baseURL!, info)
    await openPage(consented.page, '/')
    await consented.page.waitForLoadState('networkidle')
    await consented.page.goto('/tentang-utb/berita')
    await expect.poll(homeTtfb, { timeout: 45_000 }).toBeGreaterThan(0)
    expect(await homeTtfb()).toBe(1)
    await Promise.all([declined.browser.close(), consented.browser.close()])
  })

  test('the admin statistics show p75 per page template and device with a table', async ({
    page,
  }) => {
    // Signing in and rendering the admin statistics twice or more take long on a busy machine.
    test.slow()
    await signInAsNewStaff(page, 'editor', 'Editor Kecepatan')
    await page.goto('/admin/collections/page-visits?vitals-hari=90&vitals-metrik=LCP')
    const section = page.getByRole('region', { name: 'Kecepatan halaman menurut pengunjung' })
    await expect(section.getByLabel('Periode')).toHaveValue('90')
    await expect(section.getByLabel('Metrik pada grafik')).toHaveValue('LCP')
    await expect(section.getByTestId('chart-web-vitals').getByRole('img')).toBeVisible()
    const table = section.getByTestId('table-web-vitals')
    await expect(table.getByRole('columnheader', { name: 'Jenis halaman' })).toBeVisible()
    // The seeded articles read on phones: compare the table with the records themselves.
    const row = table.getByRole('row', { name: /artikel berita Ponsel/ })
    await expect(async () => {
      const since = new Date(Date.now() - 90 * 86_400_000).toISOString()
      const lcp = (await vitalsSince(page.request, since))
        .filter((v) => v.template === 'news-article' && v.device === 'mobile' && v.metric === 'LCP')
        .map((v) => v.value)
      expect(lcp.length).toBeGreaterThan(20)
      await page.reload()
      await expect(row.getByRole('cell').nth(2)).toHaveText(
        String(Math.round(nearestRankP75(lcp)!)),
      )
    }).toPass({ timeout: 45_000 })
  })
})
