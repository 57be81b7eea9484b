import * as z from 'zod'
import { readCommunityLinks, readDocuments } from '@/features/about/load'
import { readGalleries, readTestimonials, TESTIMONIAL_PAGE_SIZE } from '@/features/alumni/load'
import { CAREER_PAGE_SIZE, CAREER_SECTIONS } from '@/features/career/format'
import { readCareerPost, readCareerPosts } from '@/features/career/load'
import { ApiError, defineCall, type ContentCall } from '../call'
import { API_MESSAGES } from '../messages'
import { categoryParam, choiceParam, limitParam, offsetParam, textParam } from '../params'
import {
  communityLinkItem,
  DOCUMENT_PAGES,
  FILE_PAGES,
  fileItem,
  fileMenu,
  findCareerType,
  findGalleryCategory,
  GALLERY_GROUPS,
  galleryItem,
  lockerInformationItem,
  lockerLengths,
  reshapeCareerPost,
  reshapeCommunityLinks,
  reshapeFiles,
  reshapeGalleries,
  reshapeTestimonial,
  testimonialItem,
} from '../wire/career'
import { listData } from '../wire/envelope'

/**
 * The career centre and alumni calls. An unknown category answers 404 with the categories that
 * exist; an unknown page name (a fixed list) answers 400 with the names; an unknown or
 * unpublished career post answers 404. Lists past their end answer an empty `data_component`.
 */

const TAG = 'Karier dan Alumni'
const CAREER_LABELS = Object.values(CAREER_SECTIONS).map((s) => s.label)
const total = z
  .number()
  .int()
  .min(0)
  .meta({ description: 'Jumlah semua data daftar ini (untuk halaman berikutnya).' })

export const lockerInformationList = defineCall({
  operationId: 'lockerInformationList',
  path: '/page-locker-information/category/limit={limit}&offset={offset}&category={category}',
  tag: TAG,
  summary:
    'Lowongan kerja, info magang, atau pengembangan dan pelatihan: terbaru dulu, per halaman.',
  description:
    '`category`: `Lowongan Kerja`, `Informasi Magang`, `Pengembangan dan ' +
    'Pelatihan` (atau nama URL-nya: `lowongan-kerja`, `info-magang`, ' +
    '`pengembangan-dan-pelatihan`), `null` untuk semua. Kategori lain: ' +
    '404. `data_component_length`: jumlah semua info kategori itu.',
  what: 'info karier',
  params: z.object({
    limit: limitParam(CAREER_PAGE_SIZE),
    offset: offsetParam,
    category: categoryParam('Lowongan Kerja'),
  }),
  data: listData(lockerInformationItem).extend({ data_component_length: total }),
  load: async ({ limit, offset, category }) => {
    const type = category === null ? null : findCareerType(category)
    if (type === undefined)
      throw new ApiError(404, API_MESSAGES.unknownCategoryOf(category!, CAREER_LABELS))
    const { docs, totalDocs } = await readCareerPosts(type, offset, limit)
    const now = new Date()
    return {
      data_component: docs.map((d) => reshapeCareerPost(d, now)),
      data_component_length: totalDocs,
    }
  },
})

export const lockerInformationLength = defineCall({
  operationId: 'lockerInformationLength',
  path: '/page-locker-information/length',
  tag: TAG,
  summary: 'Jumlah lowongan kerja, info magang, dan info pengembangan dan pelatihan yang terbit.',
  what: 'jumlah info karier',
  data: z.object({ data_component: lockerLengths }),
  load: async () => {
    // The first page of each list (the pages' own cached read) carries the list's total.
    const count = async (type: keyof typeof CAREER_SECTIONS) =>
      (await readCareerPosts(type, 0, CAREER_PAGE_SIZE)).totalDocs
    const [locker, intern, dev] = await Promise.all([
      count('lowongan-kerja'),
      count('info-magang'),
      count('pengembangan-dan-pelatihan'),
    ])
    return {
      data_component: {
        info_locker_length: locker,
        info_intern_length: intern,
        personal_dev_length: dev,
      },
    }
  },
})

export const lockerInformationDetail = defineCall({
  operationId: 'lockerInformationDetail',
  path: '/page-locker-information/show-detail/title={title}',
  tag: TAG,
  summary: 'Satu info karier lengkap, menurut slug-nya (`locker_information_link_seo`).',
  description: 'Info yang tidak ada atau belum terbit: 404.',
  what: 'info karier',
  params: z.object({
    title: textParam(
      'title',
      'Slug info karier (`locker_information_link_seo`).',
      'staf-it-support',
    ),
  }),
  data: z.object({ data_component: lockerInformationItem }),
  load: async ({ title }) => {
    const doc = await readCareerPost(title.toLowerCase(), null)
    if (!doc) throw new ApiError(404, API_MESSAGES.careerPostNotFound(title))
    return { data_component: reshapeCareerPost(doc) }
  },
})

export const testimonialList = defineCall({
  operationId: 'testimonialList',
  path: '/page-testimoni/page/limit={limit}&offset={offset}',
  tag: TAG,
  summary: 'Cerita alumni dalam urutan halaman Cerita Alumni, per halaman.',
  description: '`data_component_length`: jumlah semua cerita.',
  what: 'testimoni',
  params: z.object({ limit: limitParam(TESTIMONIAL_PAGE_SIZE), offset: offsetParam }),
  data: listData(testimonialItem).extend({ data_component_length: total }),
  load: async ({ limit, offset }) => {
    const { docs, totalDocs } = await readTestimonials(offset, limit)
    return { data_component: docs.map(reshapeTestimonial), data_component_length: totalDocs }
  },
})

export const testimonialLength = defineCall({
  operationId: 'testimonialLength',
  path: '/page-testimoni/length',
  tag: TAG,
  summary: 'Jumlah cerita alumni.',
  what: 'jumlah testimoni',
  data: z.object({
    data_component: z.object({ data_length: total }).meta({ id: 'TestimonialLength' }),
  }),
  load: async () => ({
    data_component: { data_length: (await readTestimonials(0, TESTIMONIAL_PAGE_SIZE)).totalDocs },
  }),
})

export const galleries = defineCall({
  operationId: 'galleries',
  path: '/page-gallery/galleries/category={category}',
  tag: TAG,
  summary:
    'Album foto wisuda atau alumni, terbaru dulu; `data_component[0].gallery_group` adalah kategorinya.',
  description:
    '`category`: `Wisuda` atau `Alumni` (huruf besar/kecil bebas). Kategori lain: 404. Album tanpa foto tidak ikut.',
  what: 'galeri',
  params: z.object({
    category: textParam('category', 'Kategori galeri: `Wisuda` atau `Alumni`.', 'Wisuda', 100),
  }),
  data: listData(galleryItem),
  load: async ({ category }) => {
    const found = findGalleryCategory(category)
    if (!found)
      throw new ApiError(
        404,
        API_MESSAGES.unknownCategoryOf(category, Object.values(GALLERY_GROUPS)),
      )
    return { data_component: reshapeGalleries(await readGalleries(found), found) }
  },
})

export const pageDocument = defineCall({
  operationId: 'pageDocument',
  path: '/page-document/page={page}',
  tag: TAG,
  summary: 'Berkas unduhan halaman Unduh Brosur (`unduh-brosur`) atau Unduh Logo (`unduh-logo`).',
  what: 'dokumen',
  params: z.object({
    page: choiceParam(
      'page',
      Object.keys(DOCUMENT_PAGES) as [keyof typeof DOCUMENT_PAGES],
      'Halaman unduhan.',
    ),
  }),
  data: listData(fileItem),
  load: async ({ page }) => ({
    data_component: reshapeFiles(await readDocuments([...DOCUMENT_PAGES[page]])),
  }),
})

export const files = defineCall({
  operationId: 'files',
  path: '/files/page={page}',
  tag: TAG,
  summary:
    'Berkas menu Penelitian dan Pengabdian atau Lowongan Kerja, dalam `data_component[0].data_file_menu`.',
  what: 'berkas',
  params: z.object({
    page: choiceParam('page', Object.keys(FILE_PAGES) as [keyof typeof FILE_PAGES], 'Menu berkas.'),
  }),
  data: listData(fileMenu),
  load: async ({ page }) => ({
    data_component: [
      {
        file_menu_title: page,
        data_file_menu: reshapeFiles(await readDocuments([...FILE_PAGES[page]])),
      },
    ],
  }),
})

export const communityDedication = defineCall({
  operationId: 'communityDedication',
  path: '/link-community-dedication',
  tag: TAG,
  summary: 'Tautan kegiatan pengabdian kepada masyarakat, dalam urutan staf.',
  what: 'tautan pengabdian',
  data: listData(communityLinkItem),
  load: async () => ({ data_component: reshapeCommunityLinks(await readCommunityLinks()) }),
})

export const careerCalls: ContentCall[] = [
  lockerInformationList,
  lockerInformationLength,
  lockerInformationDetail,
  testimonialList,
  testimonialLength,
  galleries,
  pageDocument,
  files,
  communityDedication,
]
