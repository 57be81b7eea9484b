import 'server-only'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { groupFaqs, type FaqGroup } from './map'

/**
 * All FAQ entries, read as an anonymous visitor and cached under the FAQ tag. The documents are
 * what is cached: the page maps them to groups, the content API to its wire shape.
 */
export const readFaqs = cached('faqs', [TAGS.faqs], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    sort: 'order',
    limit: 500,
    depth: 0,
    overrideAccess: false,
  })
  return docs
})

export const getFaqGroups = async (): Promise<FaqGroup[]> => groupFaqs(await readFaqs())
