import 'server-only'
import { cached, cachedSlices } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { pageCount } from '@/lib/find-slice'
import { getPayloadClient } from '@/lib/payload'
import { toAlumniPage, toGalleryAlbums, toTestimonialList } from './map'
import type { AlumniPageData, GalleryAlbum, TestimonialList } from './types'

/**
 * Alumni reads, always as an anonymous visitor (overrideAccess: false, no user), cached under
 * the tags that the global's and collections' hooks (and media changes) expire. The documents
 * are what is cached: the pages map them to props, the content API to its wire shape.
 */

export const TESTIMONIAL_PAGE_SIZE = 6
export type GalleryCategory = 'wisuda' | 'alumni'

export const readAlumniPage = cached('alumni-page', [TAGS.alumniPage], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'alumni-page', depth: 1, overrideAccess: false })
})

export const getAlumniPage = async (): Promise<AlumniPageData | null> =>
  toAlumniPage(await readAlumniPage())

/**
 * Alumni stories in the editors' order, then the most recent graduates first: `limit` from
 * `offset`, with the total.
 */
export const readTestimonials = cachedSlices(
  'testimonial-blocks',
  [TAGS.testimonials],
  async (page: number, size: number) =>
    (await getPayloadClient()).find({
      collection: 'testimonials',
      sort: ['order', '-graduationYear', 'name'],
      depth: 1,
      populate: { programmes: { name: true } },
      limit: size,
      page,
      overrideAccess: false,
    }),
)

/** One page of alumni stories. */
export async function getTestimonialPage(page: number): Promise<TestimonialList> {
  const { docs, totalDocs } = await readTestimonials(
    (page - 1) * TESTIMONIAL_PAGE_SIZE,
    TESTIMONIAL_PAGE_SIZE,
  )
  return toTestimonialList(
    { docs, totalDocs, totalPages: pageCount(totalDocs, TESTIMONIAL_PAGE_SIZE) },
    page,
  )
}

/** Albums of a category, newest first. */
export const readGalleries = cached(
  'galleries',
  [TAGS.galleries],
  async (category: GalleryCategory) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'galleries',
      where: { category: { equals: category } },
      sort: '-date',
      limit: 50,
      depth: 1,
      overrideAccess: false,
    })
    return docs
  },
)

export const getGalleries = async (category: GalleryCategory): Promise<GalleryAlbum[]> =>
  toGalleryAlbums(await readGalleries(category))
