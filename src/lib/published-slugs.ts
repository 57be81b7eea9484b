import 'server-only'
import { getPayloadClient } from '@/lib/payload'

/**
 * The slugs of a collection's published documents, read as an anonymous visitor
 * (overrideAccess: false, no user): what a detail route pre-renders at build and the sitemap
 * lists.
 */
export async function publishedSlugs(
  collection: 'programmes' | 'student-organisations',
): Promise<{ slug: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    limit: 200,
    depth: 0,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.flatMap((d) => (d.slug ? [{ slug: d.slug }] : []))
}
