import * as z from 'zod'
import {
  galleryPhotos,
  toCommunityLinks,
  toDownloads,
  type DocumentKind,
} from '@/features/about/map'
import { toAlumniPage, toGalleryAlbums, toTestimonialCard } from '@/features/alumni/map'
import type { GalleryCategory } from '@/features/alumni/load'
import {
  CAREER_SECTIONS,
  careerStatus,
  STATUS_TEXT,
  type CareerType,
} from '@/features/career/format'
import { toCareerDetail } from '@/features/career/map'
import type { ImageData } from '@/features/shell/types'
import type {
  AlumniPage,
  CareerPost,
  CommunityServiceLink,
  Document,
  Gallery,
  Page,
  Testimonial,
} from '@/payload-types'
import { isoDate, url } from './envelope'
import { absoluteUrl, reshapeImages, wireImage, type WireImage } from './media'
import { richTextHtml } from './rich-text'

/**
 * Wire shapes of the career and alumni domain (the original site's "Job vacancy detail", "Counts",
 * "Gallery", "Alumni", "Research"): career posts, testimonials, galleries, downloadable files,
 * community service links and the content-body pages Tracer Study, Ikatan Alumni and Penelitian dan
 * Pengabdian. Each mapper starts from the CMS documents the pages read and goes through the pages'
 * own mappers (ordering, links, status, which items are shown), so both say the same.
 */

/** A page image (site path) → absolute image entry. */
const imageEntry = (image: ImageData): WireImage => ({
  image: absoluteUrl(image.url),
  alt: image.alt,
  width: image.width,
  height: image.height,
})

// ---------------------------------------------------------------------------- career posts

const CAREER_TYPES = Object.keys(CAREER_SECTIONS) as CareerType[]

/**
 * The career category of a call (`Lowongan Kerja`, …) or its URL name (`lowongan-kerja`), any case.
 */
export function findCareerType(value: string): CareerType | undefined {
  const want = value.trim().toLowerCase()
  return CAREER_TYPES.find((t) => t === want || CAREER_SECTIONS[t].label.toLowerCase() === want)
}

export const lockerInformationItem = z
  .object({
    locker_information_id: z.number().int(),
    locker_information_title: z.string(),
    locker_information_link_seo: z.string().meta({
      description: 'Slug: dipakai di `/page-locker-information/show-detail/title={slug}`.',
      example: 'staf-it-support',
    }),
    locker_information_setting: z
      .object({
        locker_information_group: z
          .string()
          .meta({ description: 'Kategori.', example: 'Lowongan Kerja' }),
        locker_information_group_url: z
          .string()
          .meta({ description: 'Nama URL kategori.', example: 'lowongan-kerja' }),
        locker_information_url: url.meta({ description: 'URL absolut halaman info ini di situs.' }),
        locker_information_organization: z
          .string()
          .meta({ description: 'Perusahaan atau penyelenggara.' }),
        locker_information_location: z
          .string()
          .meta({ description: 'Lokasi; kosong bila tidak diisi.' }),
        locker_information_date: isoDate.meta({ description: 'Tanggal terbit (ISO 8601).' }),
        locker_information_date_deadline: isoDate
          .nullable()
          .meta({ description: 'Batas pendaftaran (ISO 8601); null bila tanpa batas.' }),
        locker_information_status: z.string().meta({
          description:
            '`Dibuka` atau `Ditutup`: ditutup bila ditutup lebih awal oleh ' +
            'staf atau hari batasnya (WIB) sudah lewat; dihitung saat dijawab.',
          example: 'Dibuka',
        }),
        locker_information_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
        locker_information_description: z
          .string()
          .meta({ description: 'Deskripsi lengkap, HTML.' }),
        locker_information_image: z
          .array(wireImage)
          .meta({ description: 'Gambar (nol atau satu).' }),
        locker_information_apply_url: z
          .string()
          .nullable()
          .meta({ description: 'Tautan pendaftaran (http/https); null bila tidak ada.' }),
      })
      .meta({ id: 'LockerInformationSetting' }),
  })
  .meta({ id: 'LockerInformationItem' })

export type LockerInformationWire = z.input<typeof lockerInformationItem>

/** A career post (read at depth 1) → wire item; the status is worked out at `now`. */
export function reshapeCareerPost(doc: CareerPost, now: Date = new Date()): LockerInformationWire {
  const post = toCareerDetail(doc)
  return {
    locker_information_id: post.id,
    locker_information_title: post.title,
    locker_information_link_seo: doc.slug ?? '',
    locker_information_setting: {
      locker_information_group: CAREER_SECTIONS[post.type].label,
      locker_information_group_url: post.type,
      locker_information_url: absoluteUrl(post.href),
      locker_information_organization: post.organization,
      locker_information_location: post.location,
      locker_information_date: post.date,
      locker_information_date_deadline: post.deadline,
      locker_information_status: STATUS_TEXT[careerStatus(post, now)],
      locker_information_summary: post.summary,
      locker_information_description: richTextHtml(post.description),
      locker_information_image: post.image ? [imageEntry(post.image)] : [],
      locker_information_apply_url: post.applyUrl,
    },
  }
}

export const lockerLengths = z
  .object({
    info_locker_length: z.number().int().min(0).meta({ description: 'Jumlah lowongan kerja.' }),
    info_intern_length: z.number().int().min(0).meta({ description: 'Jumlah info magang.' }),
    personal_dev_length: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Jumlah info pengembangan dan pelatihan.' }),
  })
  .meta({ id: 'LockerInformationLength' })

// ---------------------------------------------------------------------------- testimonials

export const testimonialItem = z
  .object({
    testimoni_id: z.number().int(),
    testimoni_name: z.string(),
    testimoni_setting: z
      .object({
        testimoni_image: z.array(wireImage).meta({ description: 'Foto (nol atau satu).' }),
        testimoni_initials: z
          .string()
          .meta({ description: 'Inisial untuk avatar bila tanpa foto.', example: 'RK' }),
        testimoni_major: z.string().meta({ description: 'Program studi; kosong bila tidak ada.' }),
        testimoni_graduation_year: z.number().int().meta({ description: 'Tahun lulus.' }),
        testimoni_occupation: z.string().meta({ description: 'Pekerjaan atau jabatan saat ini.' }),
        testimoni_description: z.string().meta({ description: 'Cerita alumni, teks biasa.' }),
      })
      .meta({ id: 'TestimonialSetting' }),
  })
  .meta({ id: 'TestimonialItem' })

export type TestimonialWire = z.input<typeof testimonialItem>

export function reshapeTestimonial(doc: Testimonial): TestimonialWire {
  const card = toTestimonialCard(doc)
  return {
    testimoni_id: card.id,
    testimoni_name: card.name,
    testimoni_setting: {
      testimoni_image: card.photo ? [imageEntry(card.photo)] : [],
      testimoni_initials: card.initials,
      testimoni_major: card.programme,
      testimoni_graduation_year: card.graduationYear,
      testimoni_occupation: card.occupation,
      testimoni_description: card.quote,
    },
  }
}

// ---------------------------------------------------------------------------- galleries

/** The calls' gallery categories (Wisuda, Alumni) → the collection's category. */
export const GALLERY_GROUPS: Record<GalleryCategory, string> = {
  wisuda: 'Wisuda',
  alumni: 'Alumni',
}

export function findGalleryCategory(value: string): GalleryCategory | undefined {
  const want = value.trim().toLowerCase()
  return (Object.keys(GALLERY_GROUPS) as GalleryCategory[]).find((c) => c === want)
}

export const galleryImage = wireImage
  .extend({ caption: z.string().meta({ description: 'Keterangan foto; kosong bila tidak ada.' }) })
  .meta({ id: 'GalleryImage' })

export const galleryItem = z
  .object({
    gallery_id: z.number().int(),
    gallery_title: z.string(),
    gallery_group: z.string().meta({
      description: 'Kategori album (`data_component[0].gallery_group` adalah judul galeri).',
      example: 'Wisuda',
    }),
    gallery_setting: z
      .object({
        gallery_date: isoDate.meta({ description: 'Tanggal kegiatan (ISO 8601).' }),
        gallery_description: z
          .string()
          .meta({ description: 'Keterangan album; kosong bila tidak ada.' }),
        gallery_image: z
          .array(galleryImage)
          .meta({ description: 'Foto album, paling sedikit satu.' }),
      })
      .meta({ id: 'GallerySetting' }),
  })
  .meta({ id: 'GalleryItem' })

export type GalleryWire = z.input<typeof galleryItem>

/** Albums (newest first, as read) → wire items; albums without a visible photo are left out, as on the page. */
export const reshapeGalleries = (docs: Gallery[], category: GalleryCategory): GalleryWire[] =>
  toGalleryAlbums(docs).map((album) => ({
    gallery_id: album.id,
    gallery_title: album.title,
    gallery_group: GALLERY_GROUPS[category],
    gallery_setting: {
      gallery_date: album.date,
      gallery_description: album.description,
      gallery_image: album.photos.map((p) => ({ ...imageEntry(p.image), caption: p.caption })),
    },
  }))

// ---------------------------------------------------------------------------- files and links

/** `/page-document/page={page}` → the kinds of documents the page of that name offers. */
export const DOCUMENT_PAGES = {
  'unduh-brosur': ['brosur'],
  'unduh-logo': ['logo'],
} as const satisfies Record<string, DocumentKind[]>
/** `/files/page={page}` → the kinds of documents listed under that menu. */
export const FILE_PAGES = {
  'Penelitian dan Pengabdian': ['penelitian', 'pengabdian'],
  'Lowongan Kerja': ['karier'],
} as const satisfies Record<string, DocumentKind[]>

export const fileItem = z
  .object({
    file_id: z.number().int(),
    file_title: z.string(),
    file_setting: z
      .object({
        file_url: url.meta({ description: 'URL absolut berkas untuk diunduh.' }),
        file_name: z.string().meta({ description: 'Nama berkas.', example: 'brosur-2026.pdf' }),
        file_type: z.string().meta({ description: 'Jenis berkas.', example: 'PDF' }),
        file_size: z.string().meta({
          description: 'Ukuran berkas (id-ID); kosong bila tidak diketahui.',
          example: '1,2 MB',
        }),
        file_year: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'Tahun; null bila tidak diisi.' }),
        file_description: z.string().meta({ description: 'Keterangan; kosong bila tidak ada.' }),
      })
      .meta({ id: 'FileSetting' }),
  })
  .meta({ id: 'FileItem' })

export type FileWire = z.input<typeof fileItem>

/**
 * Documents (in the staff's order, as read) → wire items; a document without a stored file is
 * left out, as on the page.
 */
export const reshapeFiles = (docs: Document[]): FileWire[] =>
  toDownloads(docs).map((d) => ({
    file_id: d.id,
    file_title: d.title,
    file_setting: {
      file_url: absoluteUrl(d.href),
      file_name: d.filename,
      file_type: d.type,
      file_size: d.size,
      file_year: d.year,
      file_description: d.description,
    },
  }))

export const fileMenu = z
  .object({
    file_menu_title: z.string().meta({
      description: 'Nama menu berkas, seperti di alamat.',
      example: 'Penelitian dan Pengabdian',
    }),
    data_file_menu: z
      .array(fileItem)
      .meta({ description: 'Berkas menu ini, urut seperti di halaman.' }),
  })
  .meta({ id: 'FileMenu' })

export const communityLinkItem = z
  .object({
    community_dedication_id: z.number().int(),
    community_dedication_title: z.string(),
    community_dedication_setting: z
      .object({
        community_dedication_url: url.meta({ description: 'Tautan luar (http/https).' }),
        community_dedication_host: z
          .string()
          .meta({ description: 'Nama situs tujuan.', example: 'desa-cibiru.id' }),
        community_dedication_description: z
          .string()
          .meta({ description: 'Keterangan; kosong bila tidak ada.' }),
      })
      .meta({ id: 'CommunityDedicationSetting' }),
  })
  .meta({ id: 'CommunityDedicationItem' })

export type CommunityLinkWire = z.input<typeof communityLinkItem>

/** Links in the staff's order; only web links, as on the page. */
export const reshapeCommunityLinks = (docs: CommunityServiceLink[]): CommunityLinkWire[] =>
  toCommunityLinks(docs).map((l) => ({
    community_dedication_id: l.id,
    community_dedication_title: l.title,
    community_dedication_setting: {
      community_dedication_url: l.url,
      community_dedication_host: l.host,
      community_dedication_description: l.description,
    },
  }))

// ---------------------------------------------------------------------------- content-body pages

/** One block of a content-body page (`data_body_group[i]`). */
export const contentBodyItem = z
  .object({
    data_body_title: z.string(),
    data_body_setting: z
      .object({
        body_description: z.string().meta({ description: 'Isi, HTML.' }),
        body_image: z.array(wireImage).meta({ description: 'Gambar blok (boleh kosong).' }),
      })
      .meta({ id: 'ContentBodySetting' }),
  })
  .meta({ id: 'ContentBodyItem' })

export type ContentBodyItemWire = z.input<typeof contentBodyItem>

export const tracerStudyGroup = z
  .object({
    'Tracer Study': z
      .object({
        page_title: z.string(),
        page_summary: z.string().meta({ description: 'Ringkasan halaman, teks biasa.' }),
        page_url: url.meta({ description: 'URL absolut halaman di situs.' }),
        data_body_group: z.array(contentBodyItem).meta({ description: 'Satu blok: isi halaman.' }),
      })
      .meta({ id: 'TracerStudyBody' }),
  })
  .meta({ id: 'TracerStudyGroup' })

/** The CMS page of /pusat-karir/tracer-study → `data_component` (empty while it is not published). */
export const reshapeTracerStudy = (page: Page | null): z.input<typeof tracerStudyGroup>[] =>
  page
    ? [
        {
          'Tracer Study': {
            page_title: page.title,
            page_summary: page.summary,
            page_url: absoluteUrl(page.path),
            data_body_group: [
              {
                data_body_title: page.title,
                data_body_setting: {
                  body_description: richTextHtml(page.content),
                  body_image: reshapeImages([page.image]),
                },
              },
            ],
          },
        },
      ]
    : []

export const alumniContactItem = z
  .object({
    data_body_title: z.string(),
    data_body_setting: z
      .object({
        body_description: z.string().meta({ description: 'Teks kontak, teks biasa.' }),
        body_image: z
          .array(wireImage)
          .meta({ description: 'Gambar kontak alumni (nol atau satu).' }),
        body_email: z.string().meta({ description: 'Email sekretariat; kosong bila tidak ada.' }),
        body_phone: z.string().meta({ description: 'Telepon sekretariat; kosong bila tidak ada.' }),
        body_phone_url: z.string().meta({
          description: '`tel:` untuk nomor itu; kosong bila tidak ada nomor.',
          example: 'tel:+622287654321',
        }),
      })
      .meta({ id: 'AlumniContactSetting' }),
  })
  .meta({ id: 'AlumniContactItem' })

export const alumniGroup = z
  .object({
    Alumni: z
      .object({
        alumni_title: z.string().meta({ description: 'Judul utama halaman.' }),
        alumni_description: z.string().meta({ description: 'Teks pembuka, teks biasa.' }),
        alumni_image: z.array(wireImage).meta({ description: 'Gambar pembuka (nol atau satu).' }),
        data_body_group: z
          .array(contentBodyItem)
          .meta({ description: 'Blok 0: profil, blok 1: sejarah.' }),
      })
      .meta({ id: 'AlumniBody' }),
    Gambar_Kontak_Alumni: z
      .object({
        data_body_group: z.array(alumniContactItem).meta({
          description: 'Satu blok: kontak sekretariat, gambarnya di `body_image[0].image`.',
        }),
      })
      .meta({ id: 'AlumniContactBody' }),
  })
  .meta({ id: 'AlumniGroup' })

const images = (image: ImageData | undefined) => (image ? [imageEntry(image)] : [])

/** The alumni-page global → `data_component` (empty while it has not been filled in, as the page says). */
export function reshapeAlumniPage(
  doc: AlumniPage | null | undefined,
): z.input<typeof alumniGroup>[] {
  const page = toAlumniPage(doc)
  if (!page) return []
  const block = (title: string, body: unknown, image?: ImageData): ContentBodyItemWire => ({
    data_body_title: title,
    data_body_setting: { body_description: richTextHtml(body), body_image: images(image) },
  })
  return [
    {
      Alumni: {
        alumni_title: page.heroTitle,
        alumni_description: page.heroText,
        alumni_image: images(page.heroImage),
        data_body_group: [
          block(page.profile.title, page.profile.body, page.profile.image),
          block(page.history.title, page.history.body),
        ],
      },
      Gambar_Kontak_Alumni: {
        data_body_group: [
          {
            data_body_title: page.contact.title,
            data_body_setting: {
              body_description: page.contact.text,
              body_image: images(page.contact.image),
              body_email: page.contact.email,
              body_phone: page.contact.phone,
              body_phone_url: page.contact.phoneHref,
            },
          },
        ],
      },
    },
  ]
}

export const researchPhoto = z
  .object({
    gallery_title: z.string().meta({ description: 'Judul album.' }),
    gallery_caption: z
      .string()
      .meta({ description: 'Keterangan foto, atau judul album bila kosong.' }),
    gallery_image: wireImage,
  })
  .meta({ id: 'ResearchPhoto' })

export const researchGroup = z
  .object({
    'Pengabdian dan Penelitian': z
      .array(researchPhoto)
      .meta({ description: 'Galeri kegiatan: foto semua album, album terbaru dulu.' }),
    data_file_menu: z.array(fileItem).meta({
      description:
        'Dokumen penelitian dan pengabdian (sama dengan `/files/page=Penelitian dan Pengabdian`).',
    }),
    link_community_dedication: z
      .array(communityLinkItem)
      .meta({ description: 'Tautan pengabdian (sama dengan `/link-community-dedication`).' }),
  })
  .meta({ id: 'ResearchGroup' })

/** The research page's three lists → `data_component[0]`. */
export const reshapeResearch = (
  galleries: Gallery[],
  files: Document[],
  links: CommunityServiceLink[],
): z.input<typeof researchGroup>[] => [
  {
    'Pengabdian dan Penelitian': galleryPhotos(galleries).map((p) => ({
      gallery_title: p.album,
      gallery_caption: p.caption,
      gallery_image: imageEntry(p.image),
    })),
    data_file_menu: reshapeFiles(files),
    link_community_dedication: reshapeCommunityLinks(links),
  },
]
