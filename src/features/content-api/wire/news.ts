import * as z from 'zod'
import { youTubeEmbed } from '@/lib/youtube'
import { categoryOf, toNewsCard } from '@/features/news/map'
import type { News, NewsCategory } from '@/payload-types'
import { isoDate, url } from './envelope'
import { absoluteUrl, reshapeImage, reshapeImages, wireImage } from './media'
import { richTextHtml } from './rich-text'

/**
 * The news calls. The original site's "News list item" gives the item's names; the categories
 * ("fields not shown") are named `news_category_*` in the same style.
 */

export const newsVideo = z
  .object({
    video_title: z.string(),
    video_url: url.meta({ description: 'Alamat video seperti yang ditulis redaksi (YouTube).' }),
    video_embed_url: url.meta({
      description: 'Alamat sematan YouTube tanpa cookie pelacak, untuk <iframe>.',
    }),
  })
  .meta({ id: 'NewsVideo' })

const newsSettingShape = {
  news_id: z
    .number()
    .int()
    .meta({ description: 'Id berita; dipakai getNext/{id} dan getPrevious/{id}.' }),
  news_thumbnail: wireImage
    .nullable()
    .meta({ description: 'Gambar sampul, atau null bila tidak ada.' }),
  news_description: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
  news_author: z.string(),
  news_date_publish: isoDate,
  news_group: z.string().meta({ description: 'Nama kategori.', example: 'Kampus' }),
  news_group_url: z.string().meta({ description: 'Nama URL kategori.', example: 'kampus' }),
  news_url: url.meta({ description: 'URL absolut halaman berita di situs ini.' }),
  news_image: z.array(wireImage).meta({ description: 'Galeri foto berita.' }),
  news_video: z.array(newsVideo).meta({ description: 'Video YouTube berita.' }),
}

export const newsItem = z
  .object({
    news_title: z.string(),
    news_link_seo: z.string().meta({
      description: 'Tautan SEO (slug); dipakai show-detail/title={title}.',
      example: 'utb-resmikan-laboratorium-ai',
    }),
    news_setting: z.object(newsSettingShape).meta({ id: 'NewsSetting' }),
  })
  .meta({ id: 'NewsItem' })

export const newsDetail = z
  .object({
    news_title: z.string(),
    news_link_seo: z.string(),
    news_setting: z
      .object({
        ...newsSettingShape,
        news_content: z.string().meta({ description: 'Isi berita, HTML.' }),
      })
      .meta({ id: 'NewsDetailSetting' }),
  })
  .meta({ id: 'NewsDetail' })

export type NewsItemWire = z.input<typeof newsItem>
export type NewsDetailWire = z.input<typeof newsDetail>

function reshapeSetting(doc: News) {
  const card = toNewsCard(doc)
  return {
    news_id: doc.id,
    news_thumbnail: reshapeImage(doc.thumbnail),
    news_description: doc.excerpt,
    news_author: doc.author,
    news_date_publish: doc.publishedAt,
    news_group: card.category.name,
    news_group_url: card.category.slug,
    news_url: absoluteUrl(card.href),
    news_image: reshapeImages((doc.images ?? []).map((i) => i.image)),
    news_video: (doc.videos ?? []).flatMap((v) => {
      const embed = youTubeEmbed(v.url)
      return embed ? [{ video_title: v.title, video_url: v.url, video_embed_url: embed }] : []
    }),
  }
}

/** A news document (read at depth 1) → news list item. */
export const reshapeNews = (doc: News): NewsItemWire => ({
  news_title: doc.title,
  news_link_seo: doc.slug ?? '',
  news_setting: reshapeSetting(doc),
})

/** A news document → the detail: the item and its content as HTML. */
export const reshapeNewsDetail = (doc: News): NewsDetailWire => ({
  news_title: doc.title,
  news_link_seo: doc.slug ?? '',
  news_setting: { ...reshapeSetting(doc), news_content: richTextHtml(doc.content) },
})

/** /news-category and /page-news/category: a category and how many published news it holds. */
export const newsCategoryItem = z
  .object({
    news_category_id: z.number().int(),
    news_category_name: z.string().meta({ example: 'Kampus' }),
    news_category_url: z.string().meta({
      description: 'Nama URL kategori (sama dengan news_group_url berita).',
      example: 'kampus',
    }),
    news_category_length: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Jumlah berita terbit dalam kategori ini.' }),
  })
  .meta({ id: 'NewsCategoryItem' })

export type NewsCategoryWire = z.input<typeof newsCategoryItem>

/** Categories in their order, with their counts. */
export const reshapeNewsCategories = (
  categories: { doc: NewsCategory; count: number }[],
): NewsCategoryWire[] =>
  categories.map(({ doc, count }) => {
    const ref = categoryOf({ category: doc })
    return {
      news_category_id: doc.id,
      news_category_name: ref.name,
      news_category_url: ref.slug,
      news_category_length: count,
    }
  })

/**
 * The category a client names in `category=`: its id, its URL name or its name (any case).
 * Undefined when none matches.
 */
export function findNewsCategory<C extends { doc: NewsCategory }>(
  categories: C[],
  value: string,
): C | undefined {
  const wanted = value.trim().toLowerCase()
  return (
    categories.find((c) => String(c.doc.id) === wanted) ??
    categories.find((c) => (c.doc.slug ?? '').toLowerCase() === wanted) ??
    categories.find((c) => c.doc.name.toLowerCase() === wanted)
  )
}

/**
 * The lengths of a news list: all published news, the list paged over, and (one category) this
 * answer's items.
 */
export const newsLengths = {
  All_Length: z.number().int().min(0).meta({ description: 'Jumlah semua berita terbit.' }),
  Category_length: z.number().int().min(0).meta({
    description:
      'Jumlah berita dalam daftar yang dipaginasi: kategori yang diminta, atau semua bila category=null.',
  }),
}
