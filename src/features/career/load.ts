import 'server-only'
import type { Where } from 'payload'
import { cachedIfFound, cachedSlices } from '@/lib/cached'
import { pageCount } from '@/lib/find-slice'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { CAREER_PAGE_SIZE, type CareerType } from './format'
import { toCareerCard, toCareerDetail } from './map'
import type { CareerDetail, CareerList } from './types'

/**
 * Career centre reads, always as an anonymous visitor (overrideAccess: false, no user): the
 * collection's access rule returns published posts only. The documents are what is cached
 * (under the career tag, which the collection hooks expire on every save, publish or delete):
 * the pages map them to cards, the content API to its wire shape. The open/closed status is
 * not cached: it is worked out from the deadline when a page renders or the API answers.
 */
const byType = (type: CareerType | null): Where => (type ? { type: { equals: type } } : {})

/** Posts of a type (null: all types), newest first: `limit` of them from `offset`, with the total. */
const careerBlocks = cachedSlices(
  'career-post-blocks',
  [TAGS.careerPosts],
  async (page: number, size: number, type: CareerType | null) =>
    (await getPayloadClient()).find({
      collection: 'career-posts',
      where: byType(type),
      sort: '-date',
      depth: 1,
      limit: size,
      page,
      overrideAccess: false,
    }),
)

export const readCareerPosts = (type: CareerType | null, offset: number, limit: number) =>
  careerBlocks(offset, limit, type)

/** A post by slug, within a type when one is given (the pages: another type's slug is not found). */
export const readCareerPost = cachedIfFound(
  'career-post',
  [TAGS.careerPosts],
  async (slug: string, type: CareerType | null) => {
    const payload = await getPayloadClient()
    const where: Where = { and: [byType(type), { slug: { equals: slug } }] }
    const { docs } = await payload.find({
      collection: 'career-posts',
      where,
      sort: '-date',
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

/** One page (10 posts) of a type's list, newest first, with the type's total. */
export async function getCareerPage(type: CareerType, page: number): Promise<CareerList> {
  const { docs, totalDocs } = await readCareerPosts(
    type,
    (page - 1) * CAREER_PAGE_SIZE,
    CAREER_PAGE_SIZE,
  )
  return {
    items: docs.map(toCareerCard),
    page,
    totalPages: pageCount(totalDocs, CAREER_PAGE_SIZE),
    totalDocs,
  }
}

/** A post by slug, only within its own type: another type's slug is not found. */
export async function getCareerPost(type: CareerType, slug: string): Promise<CareerDetail | null> {
  const doc = await readCareerPost(slug, type)
  return doc ? toCareerDetail(doc) : null
}

/** The latest posts of a type, pre-rendered at build; older ones render on first request (ISR). */
export const getCareerParams = async (type: CareerType, limit = CAREER_PAGE_SIZE) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'career-posts',
    where: byType(type),
    sort: '-date',
    limit,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((d) => ({ detail: d.slug ?? '' }))
}
