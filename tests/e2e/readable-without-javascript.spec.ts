import { errorResponse, expect, test, type Page } from './fixtures'
import { sitemapPaths } from './sitemap'

// A page is read before its scripts run (on a slow phone, seconds before): its heading and text
// come in the server's HTML and nothing covers them. Checked in a browser with JavaScript off,
// once (the HTML does not depend on the viewport), and with JavaScript on for the overlay.
test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'HTML checks run once')

/** The page's main heading and text are there and uncovered: nothing lies over the heading. */
async function expectReadable(page: Page, path: string) {
  const heading = page.locator('main h1').first()
  await expect(heading, path).toBeVisible()
  expect((await page.locator('main').innerText()).trim().length, path).toBeGreaterThan(40)
  const onTop = await heading.evaluate((h1) => {
    const box = h1.getBoundingClientRect()
    const x = box.left + Math.min(box.width / 2, 40)
    const y = box.top + box.height / 2
    const hit = document.elementFromPoint(x, y)
    return hit !== null && h1.contains(hit)
  })
  expect(onTop, `${path}: something covers the heading`).toBe(true)
}

const APPLICANT_ENTRY = ['/daftar/login', '/daftar/buat-akun']

test('every sitemap page and the applicant entry pages are readable without JavaScript', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const paths = [...(await sitemapPaths(request)), ...APPLICANT_ENTRY]
  expect(paths.length).toBeGreaterThan(50)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expectReadable(page, path)
  }
  await context.close()
})

test('with JavaScript, the loading overlay never covers a page that arrived', async ({ page }) => {
  for (const path of ['/', '/tentang-utb/berita', '/faq', '/daftar/login']) {
    await page.goto(path, { waitUntil: 'commit' })
    // From the first paint (the stylesheet applied: nothing is painted before) to hydration and after.
    await page.waitForFunction(() => {
      const overlay = document.querySelector('[data-testid="loading-overlay"]')
      return overlay !== null && getComputedStyle(overlay).position === 'fixed'
    })
    await expectReadable(page, path)
    await expect(page.getByTestId('loading-overlay')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    })
    await expectReadable(page, path)
  }
})

const UNKNOWN_ITEMS = [
  '/akademik/program-studi/tidak-ada',
  '/mahasiswa/organisasi-mahasiswa/tidak-ada',
  '/pusat-karir/lowongan-kerja/tidak-ada',
  '/tentang-utb/berita/kampus/tidak-ada',
]

test('an unknown address shows the not-found text and the way home without JavaScript', async ({
  browser,
  expectPageError,
}) => {
  expectPageError(errorResponse(404))
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/tidak-ada/sama-sekali')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Halaman yang Anda cari tidak ditemukan.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toBeVisible()
  await context.close()
})

test('an unknown item of a dynamic route shows the not-found text without JavaScript', async ({
  browser,
  expectPageError,
}) => {
  expectPageError(errorResponse(404))
  // Next.js 16.4.6 answers notFound() thrown while rendering at request time with an empty
  // document and renders the not-found page only in the browser (vercel/next.js#95613, #97000;
  // reproduced on a three-file app, docs/benchmarks.md). Marked as failing so that the upgrade
  // that fixes it makes this test fail until the mark is removed.
  test.fail()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of UNKNOWN_ITEMS) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('Halaman yang Anda cari tidak ditemukan.'), path).toBeVisible({
      timeout: 2_000,
    })
  }
  await context.close()
})
