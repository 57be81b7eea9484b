import fs from 'node:fs'
import { expect, type APIRequestContext } from './fixtures'

/** Where global-setup.ts leaves the run's one crawl of the sitemap, for every spec that reads it. */
export const SITEMAP_PATHS_FILE = 'E2E_SITEMAP_PATHS_FILE'

/**
 * Every page path of /sitemap.xml, following a sitemap index to its sitemaps: the run's one crawl
 * (global-setup.ts), or a crawl of its own when the file is not there.
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const file = process.env[SITEMAP_PATHS_FILE]
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as string[]
  return crawlSitemap(request)
}

/** Fetches /sitemap.xml and, for an index, each of its sitemaps: every page path listed. */
export async function crawlSitemap(
  request: APIRequestContext,
  path = '/sitemap.xml',
): Promise<string[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!))
  if (/<sitemapindex[\s>]/.test(xml)) {
    const nested = await Promise.all(locs.map((u) => crawlSitemap(request, u.pathname + u.search)))
    return nested.flat()
  }
  return locs.map((u) => u.pathname + u.search)
}
