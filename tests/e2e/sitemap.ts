import { expect, type APIRequestContext } from './fixtures'

/** Every page path of /sitemap.xml, following a sitemap index to its sitemaps. */
export async function sitemapPaths(
  request: APIRequestContext,
  path = '/sitemap.xml',
): Promise<string[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!))
  if (/<sitemapindex[\s>]/.test(xml)) {
    const nested = await Promise.all(locs.map((u) => sitemapPaths(request, u.pathname + u.search)))
    return nested.flat()
  }
  return locs.map((u) => u.pathname + u.search)
}
