import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { toAlumniPage, toGalleryAlbums, toTestimonialList } from './map'
import type { AlumniPageData, GalleryAlbum, TestimonialList } from './types'

/**
 * Alumni reads, always as an anonymous visitor (overrideAccess: false, no user), cached under
 * the tags that the global's and collections' hooks (and media changes) expire.
 */

export const TESTIMONIAL_PAGE_SIZE = 6
export type GalleryCategory = 'wisuda' | 'alumni'

export const getAlumniPage = cached('alumni-page', [TAGS.alumniPage], async (): Promise<AlumniPageData | null> => {
  const payload = await getPayloadClient()
  return toAlumniPage(await payload.findGlobal({ slug: 'alumni-page', depth: 1, overrideAccess: false }))
})

/** One page of alumni stories in the editors' order, then the most recent graduates first. */
export const getTestimonialPage = cached('testimonial-page', [TAGS.testimonials], async (page: number): Promise<TestimonialList> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'testimonials',
    sort: ['order', '-graduationYear', 'name'],
    limit: TESTIMONIAL_PAGE_SIZE,
    page,
    depth: 1,
    populate: { programmes: { name: true } },
    overrideAccess: false,
  })
  return toTestimonialList(result, page)
})

/** Albums of a category, newest first. */
export const getGalleries = cached('galleries', [TAGS.galleries], async (category: GalleryCategory): Promise<GalleryAlbum[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { category: { equals: category } },
    sort: '-date',
    limit: 50,
    depth: 1,
    overrideAccess: false,
  })
  return toGalleryAlbums(docs)
})
