import 'server-only'
import type { TypedUser } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import type { News } from '@/payload-types'
import { toNewsCard, toNewsDetail } from '@/features/news/map'
import type { NewsDetail } from '@/features/news/types'

/**
 * The latest version of an article, draft included, as the editor sees it. Never cached: a
 * preview must show the save that just happened.
 */
export async function findNewsDraft(
  where: { id: number | string } | { slug: string },
  user: TypedUser,
): Promise<News | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: 'id' in where ? { id: { equals: where.id } } : { slug: { equals: where.slug } },
    draft: true,
    limit: 1,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return (docs[0] as News | undefined) ?? null
}

/** The public address of an article's draft (its category may have changed in the draft). */
export const draftHref = (doc: News) => toNewsCard(doc).href

export async function getArticlePreview(slug: string, user: TypedUser): Promise<NewsDetail | null> {
  const doc = await findNewsDraft({ slug }, user)
  return doc ? toNewsDetail(doc) : null
}
