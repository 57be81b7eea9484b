import { ROBOTS_DISALLOW } from './routes'
import { SITEMAP_INDEX_PATH } from './sitemap-plan'

/**
 * robots.txt: crawling allowed but for the private prefixes, and the sitemap index, which names
 * one sitemap per content type. Its only variable is SITE_URL, fixed for a server's life, so the
 * app's server writes it once at start and answers it itself (scripts/server.ts): as a Next.js
 * metadata route it went through the whole route machinery on every request.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-Agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n')
}
