import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

/** The published page bound to a route, read as an anonymous visitor. */
export const getPageByPath = cached('page-by-path', [TAGS.pages], async (path: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1, depth: 0, overrideAccess: false })
  return docs[0] ?? null
})
