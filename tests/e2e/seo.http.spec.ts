import { XMLParser } from 'fast-xml-parser'
import { expect, httpTest as test } from './fixtures'
import { PARAMETERISED_EXAMPLES, STATIC_ROUTES } from '../../src/features/shell/routes'

// A W3C datetime as the sitemap protocol wants it: a day, or a day and time with its zone.
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' })

test.describe('for search engines', () => {
  test('the sitemap index names one sitemap per content type; every entry has a lastmod', async ({
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml')
    expect(index.status()).toBe(200)
    expect(index.headers()['content-type']).toMatch(/^application\/xml/)
    const files = parser.parse(await index.text()).sitemapindex.sitemap as {
      loc: string
      lastmod: string
    }[]
    expect(files.map((f) => new URL(f.loc).pathname)).toEqual([
      '/peta-situs/sitemap/halaman-1.xml',
      '/peta-situs/sitemap/berita-1.xml',
      '/peta-situs/sitemap/program-studi-1.xml',
      '/peta-situs/sitemap/karier-1.xml',
      '/peta-situs/sitemap/organisasi-mahasiswa-1.xml',
    ])
    const urls: string[] = []
    for (const file of files) {
      expect(file.loc.startsWith(`${baseURL}/`)).toBe(true)
      expect(file.lastmod).toMatch(W3C_DATE)
      const response = await request.get(new URL(file.loc).pathname)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/xml/)
      const entries = parser.parse(await response.text()).urlset.url as {
        loc: string
        lastmod: string
      }[]
      expect(entries.length).toBeGreaterThan(0)
      for (const entry of entries) {
        expect(entry.loc.startsWith(baseURL!.replace(/\/$/, ''))).toBe(true)
        expect(entry.lastmod, entry.loc).toMatch(W3C_DATE)
        expect(Date.parse(entry.lastmod)).toBeLessThanOrEqual(Date.now())
      }
      // The index's lastmod is the newest of its file's entries.
      const newest = Math.max(...entries.map((e) => Date.parse(e.lastmod)))
      expect(Date.parse(file.lastmod)).toBe(newest)
      urls.push(...entries.map((e) => new URL(e.loc).pathname))
    }
    expect(urls).toContain('/')
    expect(urls).toContain('/tentang-utb/berita')
    for (const path of PARAMETERISED_EXAMPLES) expect(urls).toContain(path)
    expect(urls.filter((u) => u.startsWith('/daftar') || u === '/multi-step-form')).toEqual([])
    expect(urls).not.toContain('/index.html')
    expect(new Set(urls).size).toBe(urls.length)
    // Every public static route is listed.
    const publicRoutes = STATIC_ROUTES.filter(
      (p) => p !== '/index.html' && !p.startsWith('/daftar') && p !== '/multi-step-form',
    )
    for (const path of publicRoutes) expect(urls).toContain(path)
  })

  test('robots.txt allows crawling, keeps the applicant area out and names the sitemap index', async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/Allow: \//)
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(text).toMatch(/^Disallow: \/daftar\/$/m)
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1])
    // Test-only routes and single private pages are not advertised.
    expect(disallowed.filter((p) => p!.startsWith('/uji-') || p!.startsWith('/daftar/'))).toEqual([
      '/daftar/',
    ])
  })
})
