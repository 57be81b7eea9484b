import 'server-only'
import type { Where } from 'payload'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import type { News } from '@/payload-types'
import { NEWS_PAGE_SIZE } from './format'
import { toNewsCard, toNewsDetail } from './map'
import type { CategoryCounts, CategoryRef, NewsCard, NewsDetail, NewsList } from './types'

/**
 * News reads for the public pages. Always as an anonymous visitor (overrideAccess: false, no
 * user): the collection's access rule then returns published articles only. Cached under the
 * news tags, which the collection hooks expire on every save, publish or delete.
 */
const TAGS_NEWS = [TAGS.news, TAGS.newsCategories]
const published: Where = { _status: { equals: 'published' } }
const onlyPublished = (where: Where): Where => (Object.keys(where).length ? { and: [published, where] } : published)

async function findNews(where: Where, opts: { limit: number; page?: number; sort?: string }) {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'news',
    where: onlyPublished(where),
    sort: opts.sort ?? '-publishedAt',
    limit: opts.limit,
    page: opts.page ?? 1,
    depth: 1,
    overrideAccess: false,
  })
}

export const getCategoryCounts = cached('news-category-counts', TAGS_NEWS, async (): Promise<CategoryCounts> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'news-categories', sort: 'order', limit: 100, depth: 0, overrideAccess: false })
  const count = async (where: Where) =>
    (await payload.count({ collection: 'news', where: onlyPublished(where), overrideAccess: false })).totalDocs
  const categories = await Promise.all(
    docs.map(async (c) => ({ name: c.name, slug: c.slug ?? '', count: await count({ category: { equals: c.id } }) })),
  )
  return { total: await count({}), categories }
})

export const getCategory = async (slug: string): Promise<CategoryRef | undefined> =>
  (await getCategoryCounts()).categories.find((c) => c.slug === slug)

/** One page (21 articles, §9) of the list, optionally of one category. */
export const getNewsPage = cached('news-page', TAGS_NEWS, async (page: number, categorySlug?: string): Promise<NewsList> => {
  const where: Where = categorySlug ? { 'category.slug': { equals: categorySlug } } : {}
  const result = await findNews(where, { limit: NEWS_PAGE_SIZE, page })
  return { items: result.docs.map(toNewsCard), page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
})

/** An article with its previous (older) and next (newer) neighbours by publication date. */
export const getArticle = cached('news-article', TAGS_NEWS, async (slug: string): Promise<NewsDetail | null> => {
  const { docs } = await findNews({ slug: { equals: slug } }, { limit: 1 })
  const doc = docs[0] as News | undefined
  if (!doc) return null
  const [older, newer] = await Promise.all([
    findNews({ publishedAt: { less_than: doc.publishedAt } }, { limit: 1, sort: '-publishedAt' }),
    findNews({ publishedAt: { greater_than: doc.publishedAt } }, { limit: 1, sort: 'publishedAt' }),
  ])
  return toNewsDetail(doc, older.docs[0], newer.docs[0])
})

/** The latest articles' params, pre-rendered at build; the rest render on first request (ISR). */
export const getLatestArticleParams = async (limit = 20) =>
  (await findNews({}, { limit })).docs.map((d) => {
    const card = toNewsCard(d)
    return { category: card.category.slug, slug: d.slug ?? '' }
  })

/** Achievements (§7, §9): institutional or student, newest first, `limit` at a time. */
export const getAchievements = cached(
  'news-achievements',
  TAGS_NEWS,
  async (kind: 'institutional' | 'student', limit: number): Promise<{ items: NewsCard[]; totalDocs: number }> => {
    const result = await findNews({ achievement: { equals: kind } }, { limit })
    return { items: result.docs.map(toNewsCard), totalDocs: result.totalDocs }
  },
)
