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
})
