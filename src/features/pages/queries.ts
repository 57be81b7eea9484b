import 'server-only'
import { cachedIfFound } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

/**
 * The published page bound to a route, read as an anonymous visitor. Depth 1: its image (an
 * organisation chart) and the uploads inside its text come populated, for the content API too.
 */
export const getPageByPath = cachedIfFound(
  'page-by-path-d1',
  [TAGS.pages],
  async (path: string) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)
