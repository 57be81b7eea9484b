import * as z from 'zod'
import {
  HEADLINE_NEWS_LIMIT,
  readAchievements,
  readArticle,
  readCategoryCounts,
  readHeadlineNews,
  readNewsSlice,
  type AchievementKind,
} from '@/features/news/load'
import { ACHIEVEMENTS_STEP, NEWS_PAGE_SIZE } from '@/features/news/format'
import { ApiError, defineCall, type ContentCall } from '../call'
import { API_MESSAGES } from '../messages'
import { categoryParam, idParam, limitParam, offsetParam, textParam } from '../params'
import { countData, listData } from '../wire/envelope'
import {
  findNewsCategory,
  newsCategoryItem,
  newsDetail,
  newsItem,
  newsLengths,
  reshapeNews,
  reshapeNewsCategories,
  reshapeNewsDetail,
} from '../wire/news'

/**
 * The content API's news calls, read through the news loaders the pages use
 * (src/features/news/load.ts): published articles only, newest first. A category is named by its
 * id, URL name or name; an unknown one is refused with 404 (the same everywhere in this group). An
 * unknown SEO link is a 404 too; an unknown id for next/previous is an empty list, as the original
 * API answered.
 */
const TAG = 'Berita'
const MAX_LIMIT = 100

const UNKNOWN_CATEGORY =
  'Kategori yang tidak dikenal dijawab 404 dengan pesan "Kategori … tidak ditemukan."'

export const newsCategories = defineCall({
  operationId: 'newsCategories',
  path: '/news-category',
  tag: TAG,
  summary:
    'Kategori berita, dalam urutan yang diatur redaksi, dengan jumlah berita terbit masing-masing.',
  what: 'kategori berita',
  data: listData(newsCategoryItem),
  load: async () => ({
    data_component: reshapeNewsCategories((await readCategoryCounts()).categories),
  }),
})

export const pageNewsCategories = defineCall({
  operationId: 'pageNewsCategories',
  path: '/page-news/category',
  tag: TAG,
  summary:
    'Penyaring kategori halaman berita: kategori dengan jumlah beritanya, dan jumlah semua berita.',
  what: 'kategori berita',
  data: listData(newsCategoryItem).extend({ All_Length: newsLengths.All_Length }),
  load: async () => {
    const counts = await readCategoryCounts()
    return { data_component: reshapeNewsCategories(counts.categories), All_Length: counts.total }
  },
})

export const newsHeadline = defineCall({
  operationId: 'newsHeadline',
  path: '/page-news/headline',
  tag: TAG,
  summary:
    `Berita utama, terbaru dulu (${HEADLINE_NEWS_LIMIT} berita; bila yang ` +
    `ditandai utama kurang, ditambah berita terbaru), seperti di beranda.`,
  what: 'berita utama',
  data: listData(newsItem),
  load: async () => ({
    data_component: (await readHeadlineNews(HEADLINE_NEWS_LIMIT)).map(reshapeNews),
  }),
})

export const newsLength = defineCall({
  operationId: 'newsLength',
  path: '/page-news/length',
  tag: TAG,
  summary: 'Jumlah semua berita terbit.',
  what: 'jumlah berita',
  data: countData,
  load: async () => ({ data_component: (await readCategoryCounts()).total }),
})

export const getNews = defineCall({
  operationId: 'getNews',
  path: '/page-news/get-news/limit={limit}&offset={offset}&category={category}',
  tag: TAG,
  summary: 'Daftar berita terbit, terbaru dulu, per halaman, semua kategori atau satu kategori.',
  description:
    `Bawaan: limit=${NEWS_PAGE_SIZE}, offset=0, category=null (§9); ` +
    `daftar tetap beranda memakai limit=71 dan satu kategori. ` +
    `Kategori boleh ditulis dengan id, nama URL (\`kampus\`) atau nama (\`Kampus\`). ${UNKNOWN_CATEGORY} ` +
    '`All_Length` menghitung semua berita, `Category_length` daftar yang dipaginasi; ' +
    'dengan satu kategori, `data_component_length` jumlah butir di jawaban ini.',
  what: 'berita',
  params: z.object({
    limit: limitParam(NEWS_PAGE_SIZE, MAX_LIMIT),
    offset: offsetParam,
    category: categoryParam('null'),
  }),
  data: listData(newsItem)
    .extend({
      ...newsLengths,
      data_component_length: z
        .number()
        .int()
        .min(0)
        .optional()
        .meta({ description: 'Hanya bila satu kategori diminta: jumlah butir di jawaban ini.' }),
    })
    .meta({ id: 'NewsList' }),
  load: async ({ limit, offset, category }) => {
    const counts = await readCategoryCounts()
    const chosen = category === null ? undefined : findNewsCategory(counts.categories, category)
    // A category without a URL name has no list on the site either.
    if (category !== null && !chosen?.doc.slug)
      throw new ApiError(404, API_MESSAGES.unknownCategory(category))
    const { docs, totalDocs } = await readNewsSlice(offset, limit, chosen?.doc.slug ?? undefined)
    const items = docs.map(reshapeNews)
    return {
      data_component: items,
      All_Length: counts.total,
      Category_length: totalDocs,
      ...(chosen ? { data_component_length: items.length } : {}),
    }
  },
})

export const newsDetailBySeo = defineCall({
  operationId: 'newsDetail',
  path: '/page-news/show-detail/title={title}',
  tag: TAG,
  summary: 'Satu berita lengkap (isi dalam HTML) menurut tautan SEO-nya.',
  description:
    '`data_component` berisi satu berita. Tautan SEO yang tidak ada (atau berita yang belum terbit) dijawab 404. ' +
    'Berita sebelum dan sesudahnya: getPrevious/{news_id} dan getNext/{news_id}.',
  what: 'detail berita',
  params: z.object({
    title: textParam(
      'title',
      'Tautan SEO (slug) berita, yaitu `news_link_seo`.',
      'utb-resmikan-laboratorium-ai',
    ),
  }),
  data: listData(newsDetail),
  load: async ({ title }) => {
    const found = await readArticle({ slug: title })
    if (!found) throw new ApiError(404, API_MESSAGES.unknownNews(title))
    return { data_component: [reshapeNewsDetail(found.doc)] }
  },
})

const neighbourCall = (which: 'next' | 'previous') =>
  defineCall({
    operationId: which === 'next' ? 'newsNext' : 'newsPrevious',
    path: which === 'next' ? '/page-news/getNext/{id}' : '/page-news/getPrevious/{id}',
    tag: TAG,
    summary:
      which === 'next'
        ? 'Berita sesudah (lebih baru dari) berita dengan id ini.'
        : 'Berita sebelum (lebih lama dari) berita dengan id ini.',
    description:
      '`data_component` berisi satu berita, atau kosong bila berita ini yang paling ' +
      (which === 'next' ? 'baru' : 'lama') +
      ' atau id-nya tidak dikenal (§7: bukan galat). Urutan sama dengan tautan di halaman berita.',
    what: which === 'next' ? 'berita berikutnya' : 'berita sebelumnya',
    params: z.object({ id: idParam('id', 'Id berita (`news_setting.news_id`).') }),
    data: listData(newsItem),
    load: async ({ id }) => {
      const found = await readArticle({ id })
      const neighbour = which === 'next' ? found?.newer : found?.older
      return { data_component: neighbour ? [reshapeNews(neighbour)] : [] }
    },
  })

export const newsNext = neighbourCall('next')
export const newsPrevious = neighbourCall('previous')

const achievementData = listData(newsItem).extend({
  All_Length: z.number().int().min(0).meta({ description: 'Jumlah semua prestasi jenis ini.' }),
})

const achievementLoad =
  (kind: AchievementKind) =>
  async ({ limit, offset }: { limit: number; offset: number }) => {
    const { docs, totalDocs } = await readAchievements(kind, offset, limit)
    return { data_component: docs.map(reshapeNews), All_Length: totalDocs }
  }

const pagingParams = z.object({
  limit: limitParam(ACHIEVEMENTS_STEP, MAX_LIMIT),
  offset: offsetParam,
})

export const institutionalAchievements = defineCall({
  operationId: 'institutionalAchievements',
  path: '/page-news/institutional-achievement',
  tag: TAG,
  summary: `Prestasi institusi terbaru (${ACHIEVEMENTS_STEP} pertama, §9).`,
  what: 'prestasi institusi',
  data: achievementData,
  load: () => achievementLoad('institutional')({ limit: ACHIEVEMENTS_STEP, offset: 0 }),
})

const pagedAchievements = (kind: AchievementKind, path: string, label: string) =>
  defineCall({
    operationId:
      kind === 'institutional' ? 'institutionalAchievementsPaged' : 'studentAchievements',
    path,
    tag: TAG,
    summary:
      `${label[0]!.toUpperCase()}${label.slice(1)}, terbaru dulu, ` +
      `per halaman (bawaan limit=${ACHIEVEMENTS_STEP}, offset=0).`,
    what: label,
    params: pagingParams,
    data: achievementData,
    load: achievementLoad(kind),
  })

export const institutionalAchievementsPaged = pagedAchievements(
  'institutional',
  '/page-news/institutional-achievement/limit={limit}&offset={offset}',
  'prestasi institusi',
)
export const studentAchievements = pagedAchievements(
  'student',
  '/page-news/student-achievement/limit={limit}&offset={offset}',
  'prestasi mahasiswa',
)

export const newsCalls: ContentCall[] = [
  newsCategories,
  pageNewsCategories,
  newsHeadline,
  newsLength,
  getNews,
  newsDetailBySeo,
  newsNext,
  newsPrevious,
  institutionalAchievements,
  institutionalAchievementsPaged,
  studentAchievements,
]
