import * as z from 'zod'
import { searchSite } from '@/features/search/service'
import { getPayloadClient } from '@/lib/payload'
import { defineCall, type ContentCall } from '../call'
import { searchParam } from '../params'
import { countData, listData } from '../wire/envelope'
import {
  reshapeSearchNews,
  reshapeSearchOverlay,
  reshapeSearchPage,
  searchNewsItem,
  searchOverlay,
  searchPageItem,
} from '../wire/search'

/**
 * The search calls: the site's own search index (src/features/search), as an anonymous
 * visitor sees the site. An empty term, or the overlay's "Not Found", finds nothing.
 */
const params = z.object({ search: searchParam() })
const TAG = 'Pencarian'
const search = async (term: string) => searchSite(await getPayloadClient(), term)

export const searchAll = defineCall({
  operationId: 'searchAll',
  path: '/search/search={search}',
  tag: TAG,
  summary:
    'Semua bagian hasil pencarian dalam satu panggilan: halaman, berita, program studi, karier, FAQ.',
  description: 'Yang dipakai jendela pencarian situs: satu permintaan per pencarian.',
  what: 'pencarian',
  params,
  data: z.object({ data_component: searchOverlay }),
  load: async ({ search: term }) => ({
    data_component: reshapeSearchOverlay(term, await search(term)),
  }),
})

export const searchNews = defineCall({
  operationId: 'searchNews',
  path: '/page-news/search-news/search={search}',
  tag: TAG,
  summary:
    'Berita terbit yang cocok dengan kata pencarian, yang paling cocok dulu (paling banyak 50).',
  what: 'pencarian berita',
  params,
  data: listData(searchNewsItem),
  load: async ({ search: term }) => ({
    data_component: (await search(term)).news.map(reshapeSearchNews),
  }),
})

export const searchNewsLength = defineCall({
  operationId: 'searchNewsLength',
  path: '/page-news/search-length/search={search}',
  tag: TAG,
  summary:
    'Jumlah semua berita terbit yang cocok dengan kata pencarian (juga di luar 50 yang didaftar).',
  what: 'jumlah hasil pencarian berita',
  params,
  data: countData,
  load: async ({ search: term }) => ({ data_component: (await search(term)).newsTotal }),
})

export const searchPages = defineCall({
  operationId: 'searchPages',
  path: '/navbar/search-pages/search={search}',
  tag: TAG,
  summary:
    'Halaman situs (menu utama dan halaman CMS) yang cocok dengan kata pencarian (paling banyak 8).',
  what: 'pencarian halaman',
  params,
  data: listData(searchPageItem),
  load: async ({ search: term }) => ({
    data_component: (await search(term)).pages.map(reshapeSearchPage),
  }),
})

export const searchCalls: ContentCall[] = [searchAll, searchNews, searchNewsLength, searchPages]
