import 'server-only'
import type { Where } from 'payload'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { CAREER_PAGE_SIZE, type CareerType } from './format'
import { toCareerCard, toCareerDetail } from './map'
import type { CareerDetail, CareerList } from './types'

/**
 * Career centre reads, always as an anonymous visitor (overrideAccess: false, no user): the
 * collection's access rule returns published posts only. Cached under the career tag, which the
 * collection hooks expire on every save, publish or delete. The open/closed status is not
 * cached: pages work it out from the deadline when they render.
 */
async function findPosts(where: Where, limit: number, page = 1, depth = 1) {
  const payload = await getPayloadClient()
  return payload.find({ collection: 'career-posts', where, sort: '-date', limit, page, depth, overrideAccess: false })
}

/** One page (10 posts) of a type's list, newest first, with the type's total. */
export const getCareerPage = cached('career-page', [TAGS.careerPosts], async (type: CareerType, page: number): Promise<CareerList> => {
  const result = await findPosts({ type: { equals: type } }, CAREER_PAGE_SIZE, page)
  return { items: result.docs.map(toCareerCard), page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
})

/** A post by slug, only within its own type: another type's slug is not found. */
export const getCareerPost = cached('career-post', [TAGS.careerPosts], async (type: CareerType, slug: string): Promise<CareerDetail | null> => {
  const { docs } = await findPosts({ and: [{ type: { equals: type } }, { slug: { equals: slug } }] }, 1)
  return docs[0] ? toCareerDetail(docs[0]) : null
})

/** The latest posts of a type, pre-rendered at build; older ones render on first request (ISR). */
export const getCareerParams = async (type: CareerType, limit = CAREER_PAGE_SIZE) =>
  (await findPosts({ type: { equals: type } }, limit, 1, 0)).docs.map((d) => ({ detail: d.slug ?? '' }))
