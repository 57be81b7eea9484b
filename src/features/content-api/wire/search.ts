import * as z from 'zod'
import { newsResult, overlayResult, pageResult } from '@/features/search/api'
import type { LinkHit, NewsHit, SearchSections } from '@/features/search/types'
import { isoDate, url, yesNo } from './envelope'

/**
 * The search calls' answers (the original site's "Search page result", "Search news result"),
 * shaped by the pure functions of src/features/search/api.ts that the overlay uses too; `href` is
 * the ready-made link.
 */
const href = url.meta({
  description: 'Jalur halaman di situs ini (relatif terhadap situs).',
  example: '/pendaftaran/beasiswa',
})

export const searchPageItem = z
  .object({
    menu_setting_name: z
      .string()
      .meta({ description: 'Judul halaman atau menu.', example: 'Beasiswa' }),
    menu_setting_url: z.string().meta({
      description: 'Menu induk (atau jalur halaman tanpa garis miring awal).',
      example: 'pendaftaran',
    }),
    dropdown_sub_menu: yesNo.meta({ description: 'yes bila halaman berada di bawah menu induk.' }),
    menu_setting_sub: z
      .string()
      .nullable()
      .meta({ description: 'Submenu, atau null.', example: 'beasiswa' }),
    menu_setting_sub_sub: z.string().nullable().meta({ description: 'Sub-submenu, atau null.' }),
    href,
  })
  .meta({ id: 'SearchPageItem' })

export const searchNewsItem = z
  .object({
    news_title: z.string(),
    news_link_seo: z.string().meta({ description: 'Tautan SEO (slug) berita.' }),
    news_setting: z
      .object({
        news_group_url: z.string().meta({ description: 'Nama URL kategori.', example: 'kampus' }),
        news_group: z.string().meta({ description: 'Nama kategori.' }),
        news_description: z
          .string()
          .meta({ description: 'Ringkasan tanpa markup, paling panjang 150 karakter (§9).' }),
        news_date_publish: isoDate,
      })
      .meta({ id: 'SearchNewsSetting' }),
    href,
  })
  .meta({ id: 'SearchNewsItem' })

export const searchLinkItem = z
  .object({
    title: z.string(),
    description: z.string().meta({ description: 'Keterangan singkat, teks biasa.' }),
    href,
  })
  .meta({ id: 'SearchLinkItem' })

export const searchOverlay = z
  .object({
    search: z.string().meta({ description: 'Kata yang dicari, seperti yang dibaca server.' }),
    halaman: z.array(searchPageItem).meta({ description: 'Halaman dan menu (paling banyak 8).' }),
    berita: z
      .array(searchNewsItem)
      .meta({ description: 'Berita, yang paling cocok dulu (paling banyak 10).' }),
    berita_length: z.number().int().min(0).meta({ description: 'Jumlah semua berita yang cocok.' }),
    program_studi: z
      .array(searchLinkItem)
      .meta({ description: 'Program studi (paling banyak 5).' }),
    karier: z
      .array(searchLinkItem)
      .meta({ description: 'Lowongan, magang, pelatihan (paling banyak 5).' }),
    faq: z
      .array(searchLinkItem)
      .meta({ description: 'Pertanyaan yang sering diajukan (paling banyak 5).' }),
  })
  .meta({ id: 'SearchOverlay' })

/** The shaping functions, typed against the wire schemas (a drift between the two fails to compile). */
export const reshapeSearchPage: (hit: LinkHit) => z.input<typeof searchPageItem> = pageResult
export const reshapeSearchNews: (hit: NewsHit) => z.input<typeof searchNewsItem> = newsResult
export const reshapeSearchOverlay: (
  term: string,
  sections: SearchSections,
) => z.input<typeof searchOverlay> = overlayResult
