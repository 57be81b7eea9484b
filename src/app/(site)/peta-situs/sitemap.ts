import type { MetadataRoute } from 'next'
import { getSitemapEntries, getSitemapIds } from '@/features/sitemap/sitemap'

/**
 * One sitemap per content type at `/peta-situs/sitemap/{kind}-{n}.xml` (static pages, news, programmes,
 * career posts, student organisations), named by the index at `/sitemap.xml`. Pre-rendered,
 * then expired by the tags of the collections each one lists.
 */
export const generateSitemaps = async () => (await getSitemapIds()).map((id) => ({ id }))

export default async function sitemap({
  id,
}: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  return getSitemapEntries(await id)
}
