import { COMPILE_HINT } from '@/lib/compile-hints'
import { expect, test } from './fixtures'
import { openPage } from './helpers'

// What stands between a first visit and its first paint, checked on the HTML and headers the
// server sends, once (they do not depend on the viewport).
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

  test('public pages link one stylesheet, shared by every page, and preload the Latin font file', async ({
    request,
  }) => {
    const sheetsOf = new Set<string>()
    for (const path of PAGES) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      // One file, the same on every page, so a second page reads it from the browser's cache; a CSS
      // module would bring a second (blocking) one.
      const sheets = head.match(/<link[^>]+rel="stylesheet"[^>]*>/g)
      expect(sheets, path).toHaveLength(1)
      sheetsOf.add(sheets![0]!.match(/href="([^"]+)"/)![1]!)
      expect(head, path).not.toContain('<style data-href-inline>')
      const fonts = [...head.matchAll(/<link[^>]+as="font"[^>]*>/g)].map((m) => m[0])
      expect(fonts, path).toHaveLength(1)
      expect(fonts[0], path).toMatch(/href="[^"]*latin[^"]*\.woff2"/)
    }
    expect([...sheetsOf]).toHaveLength(1)
    const sheet = await request.get([...sheetsOf][0]!)
    expect(sheet.headers()['cache-control']).toMatch(/immutable/)
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

  test('a public page loads its scripts as Next.js writes them, once each, and comes alive', async ({
    page,
  }) => {
    // The framework's own tags, fetched with the HTML: no loader of ours in between.
    const html = await (await page.request.get('/')).text()
    expect(html).toMatch(/<script[^>]+src="\/_next\/static\/[^"]+\.js"[^>]*async/)
    expect(html).not.toContain("getEntriesByName('first-contentful-paint')")

    await openPage(page, '/')
    const names = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/.+\.js$/.test(r.name))
        .map((r) => r.name),
    )
    expect(names.length).toBeGreaterThan(3)
    expect(new Set(names).size).toBe(names.length)

    // ADR 0037: each script the page loaded tells Chromium to compile it while it streams in.
    for (const name of names) {
      const body = await (await page.request.get(name)).text()
      expect(body.startsWith(COMPILE_HINT), name).toBe(true)
    }
  })
})
