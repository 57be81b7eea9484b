import { COMPILE_HINT } from '@/lib/compile-hints'
import { expect, test } from './fixtures'

// What stands between a first visit and its first paint (issue 15, ADR 0034), checked on the HTML
// and headers the server sends, once (they do not depend on the viewport).
const PAGES = [
  '/',
  '/tentang-utb/berita',
  '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai',
  '/akademik/program-studi/teknik-informatika',
  '/pusat-karir/lowongan-kerja/lowongan-staf-it',
  '/ikatan-alumni',
  '/faq',
]

test.describe('critical rendering path', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('public pages wait for no stylesheet and preload the Latin font file', async ({
    request,
  }) => {
    for (const path of PAGES) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      // A stylesheet link in the head holds back the first paint: the site's is written into the
      // page, its link kept print-only; a CSS module would bring a second (blocking) one.
      const sheets = head.match(/<link[^>]+rel="stylesheet"[^>]*>/g)
      expect(sheets, path).toHaveLength(1)
      expect(sheets![0], path).toContain('media="print"')
      expect(head, path).toMatch(/<style data-href-inline>[^]*?--font-sans[^]*?<\/style>/)
      const fonts = [...head.matchAll(/<link[^>]+as="font"[^>]*>/g)].map((m) => m[0])
      expect(fonts, path).toHaveLength(1)
      expect(fonts[0], path).toMatch(/href="[^"]*latin[^"]*\.woff2"/)
    }
  })

  test('a public page is not asked for client hints that make Chrome request it twice', async ({
    request,
  }) => {
    for (const path of ['/', '/faq']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
  })

  test('a public page asks for its scripts after its first paint, once each, and comes alive', async ({
    page,
  }) => {
    // ADR 0036: no chunk script in the HTML, one loader; the scripts requested after the first
    // contentful paint; hydrated as before (only the hydrated overlay marks itself hidden).
    const html = await (await page.request.get('/')).text()
    expect(html).not.toMatch(/<script[^>]+src="\/_next\/static\/[^"]+\.js"[^>]*async/)
    expect(html.match(/getEntriesByName\('first-contentful-paint'\)/g)).toHaveLength(1)

    await page.goto('/')
    await expect(page.getByTestId('loading-overlay')).toHaveAttribute('data-visible', 'false')
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
      const chunks = performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/.+\.js$/.test(r.name))
      return { fcp, starts: chunks.map((r) => r.startTime), names: chunks.map((r) => r.name) }
    })
    expect(timing.starts.length).toBeGreaterThan(3)
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.fcp)
    expect(new Set(timing.names).size).toBe(timing.names.length)

    // ADR 0037: each script the page loaded tells Chromium to compile it while it streams in.
    for (const name of timing.names) {
      const body = await (await page.request.get(name)).text()
      expect(body.startsWith(COMPILE_HINT), name).toBe(true)
    }

    // The CMS keeps its script tags as Next.js writes them.
    const admin = await (await page.request.get('/admin/login')).text()
    expect(admin).toMatch(/<script[^>]+src="\/_next\/static\/[^"]+\.js"[^>]*async/)
  })
})
