import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { cachedVisitorFind, findAsVisitor } from '@/lib/visitor-find'
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
export const readDocuments = cached('document-docs', [TAGS.documents], (kinds: DocumentKind[]) =>
  findAsVisitor({
    collection: 'documents',
    where: { kind: { in: kinds } },
    sort: ['order', '-year', 'title'],
    limit: 200,
    depth: 0,
  }),
)
export const getDownloads = async (kinds: DocumentKind[]): Promise<DownloadItem[]> =>
  toDownloads(await readDocuments(kinds))

/** The management documents in the staff's order (page and content API map them). */
export const readManagement = cachedVisitorFind('management-docs', [TAGS.management], {
  collection: 'management',
  sort: 'order',
  limit: 200,
  depth: 1,
})

export const getManagement = async (): Promise<PeopleGroup[]> =>
  groupManagement(await readManagement())

/** The partner documents in the staff's order. */
export const readPartners = cachedVisitorFind('partners-docs', [TAGS.partners], {
  collection: 'partners',
  sort: 'order',
  limit: 200,
  depth: 1,
})

export const getPartners = async (): Promise<PartnerLogo[]> => toPartners(await readPartners())

/** The service documents in the staff's order. */
export const readServices = cachedVisitorFind('services-docs', [TAGS.services], {
  collection: 'services',
  sort: 'order',
  limit: 100,
  depth: 1,
})

export const getServices = async (): Promise<ServiceCard[]> => toServices(await readServices())

export const readCommunityLinks = cachedVisitorFind(
  'community-link-docs',
  [TAGS.communityServiceLinks],
  { collection: 'community-service-links', sort: 'order', limit: 100, depth: 0 },
)
export const getCommunityLinks = async (): Promise<ExternalLink[]> =>
  toCommunityLinks(await readCommunityLinks())

/** Photos of the research and community-service albums (gallery category "penelitian"). */
export const readResearchGalleries = cachedVisitorFind('research-galleries', [TAGS.galleries], {
  collection: 'galleries',
  where: { category: { equals: 'penelitian' } },
  sort: '-date',
  limit: 20,
  depth: 1,
})
export const getResearchPhotos = async (): Promise<GalleryPhoto[]> =>
  galleryPhotos(await readResearchGalleries())
