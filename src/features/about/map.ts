import type {
  CommunityServiceLink,
  Document,
  Gallery,
  Management,
  Partner,
  Service,
} from '@/payload-types'
import { toImage } from '@/features/shell/map'
import type { ImageData } from '@/features/shell/types'

/**
 * "Tentang UTB" content and downloads (documents, management, partners, services, research
 * gallery and links): CMS documents → plain props. Pure and unit-tested.
 */

// ---------------------------------------------------------------------------- documents

export type DocumentKind = Document['kind']
export type DownloadItem = {
  id: number
  title: string
  description: string
  year: number | null
  href: string
  filename: string
  type: string
  size: string
}

const FILE_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/svg+xml': 'SVG',
  'application/zip': 'ZIP',
}

/** "PDF", else the file name's extension in capitals, else "Berkas". */
export function fileType(mimeType: string | null | undefined, filename?: string | null): string {
  if (mimeType && FILE_TYPES[mimeType]) return FILE_TYPES[mimeType]
  const ext = filename?.includes('.') ? filename.split('.').pop() : ''
  return ext ? ext.toUpperCase() : 'Berkas'
}

const SIZE = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })

/** "820 B", "12,4 KB", "1,2 MB" (id-ID decimal comma, 1 KB = 1024 B); empty when unknown. */
export function fileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${Math.round(bytes)} B`
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`
  return `${SIZE.format(bytes / (1024 * 1024))} MB`
}

/**
 * Payload prefixes file URLs with serverURL; the files it serves itself are made site-relative
 * so the link works on whatever host the site answers.
 */
export function filePath(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid')
  return parsed.pathname.startsWith('/api/cms/') ? `${parsed.pathname}${parsed.search}` : url
}

/** A document without a stored file (nothing to download) is left out. */
export function toDownloads(docs: Document[]): DownloadItem[] {
  return docs.flatMap((d) =>
    d.url && d.filename
      ? [
          {
            id: d.id,
            title: d.title,
            description: d.description ?? '',
            year: d.year ?? null,
            href: filePath(d.url),
            filename: d.filename,
            type: fileType(d.mimeType, d.filename),
            size: fileSize(d.filesize),
          },
        ]
      : [],
  )
}

// ---------------------------------------------------------------------------- management

export const MANAGEMENT_GROUP_TITLES: { group: Management['group']; title: string }[] = [
  { group: 'pimpinan', title: 'Pimpinan Universitas' },
  { group: 'fakultas', title: 'Pimpinan Fakultas' },
  { group: 'unit', title: 'Kepala Biro dan Unit' },
]

export type Person = { id: number; name: string; position: string; photo?: ImageData }
export type PeopleGroup = { group: Management['group']; title: string; people: Person[] }

/** Groups in the order above, people by `order` then as given; empty groups are left out. */
export function groupManagement(docs: Management[]): PeopleGroup[] {
  const sorted = docs
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.order ?? 0) - (b.d.order ?? 0) || a.i - b.i)
  return MANAGEMENT_GROUP_TITLES.map(({ group, title }) => ({
    group,
    title,
    people: sorted
      .filter(({ d }) => d.group === group)
      .map(({ d }) => {
        const photo = toImage(d.photo)
        return { id: d.id, name: d.name, position: d.position, ...(photo ? { photo } : {}) }
      }),
  })).filter((g) => g.people.length > 0)
}

// ---------------------------------------------------------------------------- partners, services

export const PARTNER_KIND_TEXT: Record<Partner['kind'], string> = {
  industri: 'Industri',
  pemerintah: 'Pemerintah',
  pendidikan: 'Perguruan Tinggi & Sekolah',
  internasional: 'Internasional',
}

export type PartnerLogo = {
  id: number
  name: string
  kind: string
  scope: string
  url: string | null
  logo: ImageData
}

const externalUrl = (url: string | null | undefined) => {
  const trimmed = url?.trim()
  return trimmed && /^https?:\/\//.test(trimmed) ? trimmed : null
}

/** A partner whose logo is not readable is left out: the grid shows logos. */
export function toPartners(docs: Partner[]): PartnerLogo[] {
  return docs.flatMap((d) => {
    const logo = toImage(d.logo)
    return logo
      ? [
          {
            id: d.id,
            name: d.name,
            kind: PARTNER_KIND_TEXT[d.kind] ?? '',
            scope: d.scope ?? '',
            url: externalUrl(d.url),
            logo,
          },
        ]
      : []
  })
}

export type ServiceCard = { id: number; title: string; description: string; image?: ImageData }

export function toServices(docs: Service[]): ServiceCard[] {
  return docs.map((d) => {
    const image = toImage(d.image)
    return { id: d.id, title: d.title, description: d.description, ...(image ? { image } : {}) }
  })
}

// ---------------------------------------------------------------------------- research

export type ExternalLink = {
  id: number
  title: string
  url: string
  host: string
  description: string
}

/** Only web links are shown; the host name tells the visitor where the link leads. */
export function toCommunityLinks(docs: CommunityServiceLink[]): ExternalLink[] {
  return docs.flatMap((d) => {
    const url = externalUrl(d.url)
    return url
      ? [
          {
            id: d.id,
            title: d.title,
            url,
            host: new URL(url).hostname.replace(/^www\./, ''),
            description: d.description ?? '',
          },
        ]
      : []
  })
}

export type GalleryPhoto = { key: string; image: ImageData; caption: string; album: string }

/** Every photo of the albums (newest album first, as read), captioned by the photo or its album. */
export function galleryPhotos(docs: Gallery[]): GalleryPhoto[] {
  return docs.flatMap((g) =>
    (g.photos ?? []).flatMap((p, i) => {
      const image = toImage(p.image)
      return image
        ? [
            {
              key: `${g.id}-${p.id ?? i}`,
              image,
              caption: p.caption?.trim() || g.title,
              album: g.title,
            },
          ]
        : []
    }),
  )
}
