import { CONSENT_EVENT } from '@/features/consent/config'
import { adminGet } from './admin-api'
import { expect, test, type APIRequestContext } from './fixtures'
import { openPage, settled } from './helpers'

async function visitsOf(request: APIRequestContext, path: string) {
  const res = await adminGet(
    request,
    `/api/cms/page-visits?where[path][equals]=${encodeURIComponent(path)}&limit=0`,
  )
  expect(res.status()).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

test.describe('visitor statistics follow analytics consent', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough')

  test('a visitor who accepted analytics is counted', async ({ page, request }) => {
    const path = '/pendaftaran/jadwal-seleksi'
    const before = await visitsOf(request, path)
    await openPage(page, path)
    await expect.poll(() => visitsOf(request, path), { timeout: 10_000 }).toBe(before + 1)
  })

  test('a visitor who declined analytics is not counted', async ({ browser, request }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const path = '/pendaftaran/unduh-brosur'
    const before = await visitsOf(request, path)
    await page.goto(path)
    await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
    const sent: string[] = []
    await page.route('**/api/log-stastistics/store', (route) => {
      sent.push(route.request().postData() ?? '')
      return route.continue()
    })
    // The banner announces the stored choice once the library has run: the promise the tracker
    // awaits resolved before that, so it has decided (its fetch, had it sent one, left before).
    await page.addInitScript((event) => {
      const mark = () => document.documentElement.setAttribute('data-consent-read', '')
      window.addEventListener(event, mark)
    }, CONSENT_EVENT)
    await page.reload()
    await settled(page)
    await expect(page.locator('html[data-consent-read]')).toBeAttached()
    expect(sent).toEqual([])
    expect(await visitsOf(request, path)).toBe(before)
    await context.close()
  })

  test('the statistics endpoint answers bad input with a JSON error, not a 500', async ({
    request,
  }) => {
    const res = await request.put('/api/log-stastistics/store', {
      data: { path: 'tanpa-garis-miring' },
    })
    expect(res.status()).toBe(400)
    expect(((await res.json()) as { meta: { message: string } }).meta.message).toMatch(
      /path harus diawali/,
    )
    expect((await request.put('/api/log-stastistics/store', { data: 'bukan json' })).status()).toBe(
      400,
    )
  })
})
