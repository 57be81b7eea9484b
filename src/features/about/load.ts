import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import {
  galleryPhotos,
  groupManagement,
  toCommunityLinks,
  toDownloads,
  toPartners,
  toServices,
  type DocumentKind,
  type DownloadItem,
  type ExternalLink,
  type GalleryPhoto,
  type PartnerLogo,
  type PeopleGroup,
  type ServiceCard,
} from './map'

/**
 * "Tentang UTB" reads and downloads, always as an anonymous visitor (overrideAccess: false, no
 * user), cached under the tags that the collections' hooks expire on change.
 */

/** Downloadable files of the given kinds (brochures, logos, research, community service), as documents. */
export const readDocuments = cached('documents', [TAGS.documents], async (kinds: DocumentKind[]) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'documents',
    where: { kind: { in: kinds } },
    sort: ['order', '-year', 'title'],
    limit: 200,
    depth: 0,
    overrideAccess: false,
  })
  return docs
})
export const getDownloads = async (kinds: DocumentKind[]): Promise<DownloadItem[]> => toDownloads(await readDocuments(kinds))

export const getManagement = cached('management', [TAGS.management], async (): Promise<PeopleGroup[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'management', sort: 'order', limit: 200, depth: 1, overrideAccess: false })
  return groupManagement(docs)
})

export const getPartners = cached('partners', [TAGS.partners], async (): Promise<PartnerLogo[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'partners', sort: 'order', limit: 200, depth: 1, overrideAccess: false })
  return toPartners(docs)
})

export const getServices = cached('services', [TAGS.services], async (): Promise<ServiceCard[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'services', sort: 'order', limit: 100, depth: 1, overrideAccess: false })
  return toServices(docs)
})

export const readCommunityLinks = cached('community-links', [TAGS.communityServiceLinks], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'community-service-links', sort: 'order', limit: 100, depth: 0, overrideAccess: false })
  return docs
})
export const getCommunityLinks = async (): Promise<ExternalLink[]> => toCommunityLinks(await readCommunityLinks())

/** Photos of the research and community-service albums (gallery category "penelitian"). */
export const readResearchGalleries = cached('research-galleries', [TAGS.galleries], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { category: { equals: 'penelitian' } },
    sort: '-date',
    limit: 20,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})
export const getResearchPhotos = async (): Promise<GalleryPhoto[]> => galleryPhotos(await readResearchGalleries())
