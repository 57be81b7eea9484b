import { expect, test } from './fixtures'
import { PARAMETERISED_EXAMPLES } from '../../src/features/shell/routes'

test.describe('for search engines', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('sitemap.xml lists the public pages and every published item, never the applicant area', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(urls).toContain('/')
    expect(urls).toContain('/tentang-utb/berita')
    // Each parameterised example except the category list is an item page of its own.
    for (const path of PARAMETERISED_EXAMPLES.filter((p) => p !== '/tentang-utb/berita/kampus'))
      expect(urls).toContain(path)
    expect(urls.filter((u) => u.startsWith('/daftar') || u === '/multi-step-form')).toEqual([])
    expect(xml).toContain(baseURL!.replace(/\/$/, ''))
  })

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/Allow: \//)
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })
})
