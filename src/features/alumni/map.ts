import type { AlumniPage, Gallery, Media, Testimonial } from '@/payload-types'
import { formatNewsDate } from '@/features/news/format'
import { mediaPath, toImage } from '@/features/shell/map'
import type {
  AlumniPageData,
  GalleryAlbum,
  GalleryPhoto,
  TestimonialCard,
  TestimonialList,
} from './types'

/** Payload documents of the alumni pages (read at depth 1) → plain props. Pure, unit-tested. */

const present = <T>(value: T | undefined): value is T => value !== undefined

/** "+62 22 8765 4321" → "tel:+622287654321"; empty when there is no number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return digits.replace(/\D/g, '').length >= 5 ? `tel:${digits}` : ''
}

/** The global, or null while it has not been filled in (the page then says so). */
export function toAlumniPage(doc: AlumniPage | null | undefined): AlumniPageData | null {
  if (!doc?.heroTitle) return null
  const phone = doc.contact?.phone?.trim() ?? ''
  const heroImage = toImage(doc.heroImage)
  const profileImage = toImage(doc.profile?.image)
  const contactImage = toImage(doc.contact?.image)
  return {
    heroTitle: doc.heroTitle,
    heroText: doc.heroText ?? '',
    ...(heroImage ? { heroImage } : {}),
    profile: {
      title: doc.profile?.title || 'Profil',
      body: doc.profile?.body ?? null,
      ...(profileImage ? { image: profileImage } : {}),
    },
    history: { title: doc.history?.title || 'Sejarah', body: doc.history?.body ?? null },
    contact: {
      title: doc.contact?.title || 'Kontak',
      text: doc.contact?.text ?? '',
      ...(contactImage ? { image: contactImage } : {}),
      email: doc.contact?.email?.trim() ?? '',
      phone,
      phoneHref: telHref(phone),
    },
  }
}

/** Up to two initials for the placeholder avatar: "Rina Kartika Sari" → "RK". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('id-ID'))
    .join('')
}

export function toTestimonialCard(doc: Testimonial): TestimonialCard {
  const photo = toImage(doc.photo)
  return {
    id: doc.id,
    name: doc.name,
    initials: initials(doc.name),
    ...(photo ? { photo } : {}),
    // A programme that is not published is a bare id for visitors: no name then.
    programme: doc.programme && typeof doc.programme === 'object' ? doc.programme.name : '',
    graduationYear: doc.graduationYear,
    occupation: doc.occupation,
    quote: doc.quote,
  }
}

export function toTestimonialList(
  result: { docs: Testimonial[]; page?: number; totalPages: number; totalDocs: number },
  page: number,
): TestimonialList {
  return {
    items: result.docs.map(toTestimonialCard),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** The lightbox's responsive sources: Payload's generated sizes plus the original, narrowest first. */
function sourcesOf(media: Media): GalleryPhoto['srcSet'] {
  const sizes = Object.values(media.sizes ?? {}).map((s) =>
    s?.url && s.width && s.height
      ? { src: mediaPath(s.url), width: s.width, height: s.height }
      : undefined,
  )
  const original =
    media.url && media.width && media.height
      ? { src: mediaPath(media.url), width: media.width, height: media.height }
      : undefined
  const all = [...sizes, original].filter(present)
  return all
    .filter((s, i) => all.findIndex((o) => o.width === s.width) === i)
    .sort((a, b) => a.width - b.width)
}

export function toGalleryAlbum(doc: Gallery): GalleryAlbum {
  const photos: GalleryPhoto[] = (doc.photos ?? []).flatMap((row, i) => {
    const image = toImage(row.image)
    if (!image || typeof row.image !== 'object') return []
    return [
      {
        id: row.id ?? `${doc.id}-${i}`,
        image,
        caption: row.caption?.trim() ?? '',
        srcSet: sourcesOf(row.image),
      },
    ]
  })
  return {
    id: doc.id,
    title: doc.title,
    date: doc.date,
    dateText: formatNewsDate(doc.date),
    description: doc.description ?? '',
    photos,
  }
}

/** Albums without a visible photo are left out. */
export const toGalleryAlbums = (docs: Gallery[]): GalleryAlbum[] =>
  docs.map(toGalleryAlbum).filter((a) => a.photos.length > 0)
