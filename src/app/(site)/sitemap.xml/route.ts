import { getSitemapIndex } from '@/features/sitemap/sitemap'
import { sitemapIndexXml } from '@/features/sitemap/sitemap-plan'

// Static, like the sitemaps it names: expired by the same content tags.
export const dynamic = 'force-static'

/** The sitemap index: each content type's sitemap with its newest `lastmod`. */
export async function GET() {
  return new Response(sitemapIndexXml(await getSitemapIndex()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
