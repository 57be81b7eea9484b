import 'server-only'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { groupFaqs, type FaqGroup } from './map'

/** All FAQ entries grouped by topic, read as an anonymous visitor and cached under the FAQ tag. */
export const getFaqGroups = cached('faq-groups', [TAGS.faqs], async (): Promise<FaqGroup[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'faqs', sort: 'order', limit: 500, depth: 0, overrideAccess: false })
  return groupFaqs(docs)
})
