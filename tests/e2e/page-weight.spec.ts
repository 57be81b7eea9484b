import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from './fixtures'
import { type Budget, kb, overBudget, weighVisit, type Weight } from './page-weight'

// What each public template costs a phone over the network (compressed, as Chromium received it),
// on a first visit (empty cache) and as the second page of a visit (the site's shared stylesheet,
// scripts and fonts in the HTTP cache). Budgets are the demo content's weights with a little room;
// the first-load JS budget leaves less than 30 kB, so 30 kB of gzip JavaScript added to a page
// fails it (the last test shows that on the home page).
type Template = { name: string; path: string; first: Budget; second: Budget; status?: number }

/**
 * A budget in kB: the first visit's HTML, CSS, JS, fonts, first-viewport images and their total,
 * then the second page's total.
 */
function template(
  name: string,
  path: string,
  [html, css, js, fonts, images, total, second]: number[],
  status?: number,
): Template {
  const k = (n?: number) => n! * 1024
  return {
    name,
    path,
    status,
    first: {
      html: k(html),
      css: k(css),
      js: k(js),
      fonts: k(fonts),
      images: k(images),
      total: k(total),
    },
    second: { total: k(second) },
  }
}

// prettier-ignore
const TEMPLATES: Template[] = [
  template('beranda', '/', [0, 0, 0, 0, 0, 0, 0]),
  template('daftar berita', '/tentang-utb/berita', [0, 0, 0, 0, 0, 0, 0]),
  template('kategori berita', '/tentang-utb/berita/kampus', [0, 0, 0, 0, 0, 0, 0]),
  template('artikel', '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai', [0, 0, 0, 0, 0, 0, 0]),
  template('program studi', '/akademik/program-studi/teknik-informatika', [0, 0, 0, 0, 0, 0, 0]),
  template('lowongan kerja', '/pusat-karir/lowongan-kerja/lowongan-staf-it', [0, 0, 0, 0, 0, 0, 0]),
  template('organisasi', '/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika', [0, 0, 0, 0, 0, 0, 0]),
  template('halaman profil', '/tentang-utb/sejarah', [0, 0, 0, 0, 0, 0, 0]),
  template('FAQ', '/faq', [0, 0, 0, 0, 0, 0, 0]),
  template('masuk pendaftar', '/daftar/login', [0, 0, 0, 0, 0, 0, 0]),
  template('buat akun', '/daftar/buat-akun', [0, 0, 0, 0, 0, 0, 0]),
  template('404 program studi', '/akademik/program-studi/tidak-ada-halaman-ini', [0, 0, 0, 0, 0, 0, 0], 404),
]
// The second page of a visit follows the home page (the home page follows /faq).
const fromOf = (path: string) => (path === '/' ? '/faq' : '/')

const line = (label: string, w: Weight) =>
  `${label}: HTML ${kb(w.html)}, CSS ${kb(w.css)}, JS ${kb(w.js)}, font ${kb(w.fonts)}, ` +
  `gambar layar pertama ${kb(w.images)}, total ${kb(w.total)} (lain ${kb(w.other)})`

/** A new tab of the same visitor (consent given), on an empty cache of its own. */
async function secondVisit(page: Page, storageState: unknown) {
  const context = await page
    .context()
    .browser()!
    .newContext({ storageState: storageState as string })
  return context.newPage()
}

test.describe('page weight', () => {
  test.skip(({ isMobile }) => !isMobile, 'weighed as a phone loads it')
  // A budget of 0 is one not measured yet: PAGE_WEIGHT_MEASURE=1 runs the tests anyway, and they
  // print each template's weights to set the budgets from.
  test.fixme(
    TEMPLATES.some((t) => !t.first.total) && !process.env.PAGE_WEIGHT_MEASURE,
    'budgets not measured yet',
  )

  for (const template of TEMPLATES)
    test(`${template.name} (${template.path}) stays within its budget, first and second page`, async ({
      page,
      expectPageError,
    }, testInfo) => {
      if (template.status === 404) expectPageError(/status of 404/)
      const first = await weighVisit(page, template.path)
      expect(first.status).toBe(template.status ?? 200)

      const tab = await secondVisit(page, testInfo.project.use.storageState)
      await weighVisit(tab, fromOf(template.path))
      const second = await weighVisit(tab, template.path)
      await tab.context().close()
      console.log(
        `${template.path}\n  ${line('pertama', first.weight)}\n  ${line('kedua', second.weight)}`,
      )

      // The site stylesheet is a file of its own, fetched once and then read from the cache.
      expect(first.weight.css, 'the first visit loads the site stylesheet').toBeGreaterThan(0)
      expect(second.weight.css, 'the second page loads no CSS from the network').toBe(0)
      expect(overBudget(first.weight, template.first)).toEqual([])
      expect(overBudget(second.weight, template.second)).toEqual([])
    })

  test('the first-load JS guard fails when 30 kB of gzip JavaScript is added to a page', async ({
    page,
  }, testInfo) => {
    const home = TEMPLATES[0]!
    const normal = await weighVisit(page, home.path)
    expect(overBudget(normal.weight, { js: home.first.js })).toEqual([])
    // Less room than 30 kB: any such addition must fail the budget, whatever it is.
    expect(home.first.js! - normal.weight.js).toBeLessThan(30 * 1024)

    // Random base64 hardly compresses: its gzip size is what the page gains.
    const padding = `window.__padding = '${randomBytes(31 * 1024).toString('base64')}'\n`
    expect(gzipSync(padding, { level: 9 }).length).toBeGreaterThanOrEqual(30 * 1024)
    const tab = await secondVisit(page, testInfo.project.use.storageState)
    const context = tab.context()
    await context.route('**/__padding.js', (route) =>
      route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: padding }),
    )
    await context.route(/\/$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      // The page's own nonce, so its Content-Security-Policy lets the script run.
      const nonce = /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1]
      expect(nonce).toBeTruthy()
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({
        status: response.status(),
        headers,
        body: html.replace(
          '</head>',
          `<script src="/__padding.js" nonce="${nonce}"></script></head>`,
        ),
      })
    })
    const padded = await weighVisit(tab, home.path)
    expect(await tab.evaluate(() => typeof (window as { __padding?: string }).__padding)).toBe(
      'string',
    )
    expect(padded.weight.js - normal.weight.js).toBeGreaterThanOrEqual(30 * 1024)
    expect(overBudget(padded.weight, { js: home.first.js })).not.toEqual([])
    await context.close()
  })
})
