import 'server-only'
import type { Where } from 'payload'
import { cached, cachedIfFound, cachedSlices } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import type { News, NewsCategory } from '@/payload-types'
import { NEWS_PAGE_SIZE } from './format'
import { fillUp, toCategoryCounts, toNewsCard, toNewsDetail } from './map'
import type { CategoryCounts, CategoryRef, NewsCard, NewsDetail, NewsList } from './types'

/**
 * News reads, always as an anonymous visitor (overrideAccess: false, no user): the collection's
 * access rule then returns published articles only. The `read*` functions cache the Payload
 * documents under the news tags, which the collection hooks expire on every save, publish or
 * delete; the pages map them to props (`get*`), the content API to its wire shape.
 */
const TAGS_NEWS = [TAGS.news, TAGS.newsCategories]
const published: Where = { _status: { equals: 'published' } }
const onlyPublished = (where: Where): Where =>
  Object.keys(where).length ? { and: [published, where] } : published

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

export type CategoryDocCounts = {
  total: number
  categories: { doc: NewsCategory; count: number }[]
}

/** The categories in their order, each with its number of published articles, and the total. */
export const readCategoryCounts = cached(
  'news-category-counts',
  TAGS_NEWS,
  async (): Promise<CategoryDocCounts> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'news-categories',
      sort: 'order',
      limit: 100,
      depth: 0,
      overrideAccess: false,
    })
    const count = async (where: Where) =>
      (
        await payload.count({
          collection: 'news',
          where: onlyPublished(where),
          overrideAccess: false,
        })
      ).totalDocs
    const categories = await Promise.all(
      docs.map(async (doc) => ({ doc, count: await count({ category: { equals: doc.id } }) })),
    )
    return { total: await count({}), categories }
  },
)

export const getCategoryCounts = async (): Promise<CategoryCounts> =>
  toCategoryCounts(await readCategoryCounts())

/** Every category's URL name: the category routes pre-render one page (and feed) each. */
export const getCategoryParams = async () =>
  (await getCategoryCounts()).categories.map((c) => ({ category: c.slug }))

export const getCategory = async (slug: string): Promise<CategoryRef | undefined> =>
  (await getCategoryCounts()).categories.find((c) => c.slug === slug)

/** `limit` articles from `offset`, newest first, optionally of one category (by its URL name). */
export const readNewsSlice = cachedSlices(
  'news-blocks',
  TAGS_NEWS,
  async (page: number, size: number, categorySlug?: string) => {
    const where: Where = categorySlug ? { 'category.slug': { equals: categorySlug } } : {}
    return findNews(where, { limit: size, page })
  },
)

/** One page (21 articles) of the list, optionally of one category. */
export async function getNewsPage(page: number, categorySlug?: string): Promise<NewsList> {
  const { docs, totalDocs } = await readNewsSlice(
    (page - 1) * NEWS_PAGE_SIZE,
    NEWS_PAGE_SIZE,
    categorySlug,
  )
  return {
    items: docs.map(toNewsCard),
    page,
    totalPages: Math.ceil(totalDocs / NEWS_PAGE_SIZE),
    totalDocs,
  }
}

export type ArticleDocs = { doc: News; older?: News; newer?: News }

/** An article (by its SEO link or its id) with its older and newer neighbours by publication date. */
export const readArticle = cachedIfFound(
  'news-article',
  TAGS_NEWS,
  async (by: { slug: string } | { id: number }): Promise<ArticleDocs | null> => {
    const { docs } = await findNews(
      'slug' in by ? { slug: { equals: by.slug } } : { id: { equals: by.id } },
      { limit: 1 },
    )
    const doc = docs[0]
    if (!doc) return null
    const [older, newer] = await Promise.all([
      findNews({ publishedAt: { less_than: doc.publishedAt } }, { limit: 1, sort: '-publishedAt' }),
      findNews(
        { publishedAt: { greater_than: doc.publishedAt } },
        { limit: 1, sort: 'publishedAt' },
      ),
    ])
    return { doc, older: older.docs[0], newer: newer.docs[0] }
  },
)

/** An article with its previous (older) and next (newer) neighbours, as the article page shows it. */
export async function getArticle(slug: string): Promise<NewsDetail | null> {
  const found = await readArticle({ slug })
  return found ? toNewsDetail(found.doc, found.older, found.newer) : null
}

/** The latest articles' params, pre-rendered at build; the rest render on first request (ISR). */
export const getLatestArticleParams = async (limit = 20) =>
  (await findNews({}, { limit })).docs.map((d) => {
    const card = toNewsCard(d)
    return { category: card.category.slug, slug: d.slug ?? '' }
  })

export type AchievementKind = 'institutional' | 'student'

const achievementBlocks = cachedSlices(
  'news-achievement-blocks',
  TAGS_NEWS,
  (page: number, size: number, kind: AchievementKind) =>
    findNews({ achievement: { equals: kind } }, { limit: size, page }),
)

/** Achievements: institutional or student, newest first, `limit` from `offset`. */
export const readAchievements = (kind: AchievementKind, offset: number, limit: number) =>
  achievementBlocks(offset, limit, kind)

/** The first `limit` achievements of a kind, as the achievement pages and the home page show them. */
export async function getAchievements(
  kind: AchievementKind,
  limit: number,
): Promise<{ items: NewsCard[]; totalDocs: number }> {
  const { docs, totalDocs } = await readAchievements(kind, 0, limit)
  return { items: docs.map(toNewsCard), totalDocs }
}

/** How many headline news the home page shows unless staff set another number (home `sectionLimit`). */
export const HEADLINE_NEWS_LIMIT = 3

/** Headline news ("Berita utama"), newest first, topped up with the latest news when there are too few. */
export const readHeadlineNews = cached(
  'news-headline',
  TAGS_NEWS,
  async (limit: number): Promise<News[]> => {
    const headline = (await findNews({ headline: { equals: true } }, { limit })).docs
    if (headline.length >= limit) return headline
    return fillUp(headline, (await findNews({}, { limit })).docs, limit)
  },
)
