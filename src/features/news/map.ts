import type { News, NewsCategory } from '@/payload-types'
import { toImage } from '@/features/shell/map'
import { youTubeEmbed } from '@/lib/youtube'
import { articlePath, formatNewsDate } from './format'
import type { CategoryCounts, CategoryRef, NewsCard, NewsDetail } from './types'

/** Payload news documents (read at depth 1) → plain props. Pure, unit-tested. */
export function categoryOf(doc: Pick<News, 'category'>): CategoryRef {
  const c = doc.category
  return typeof c === 'object' && c ? { name: c.name, slug: c.slug ?? '' } : { name: '', slug: '' }
}

export function toNewsCard(doc: News): NewsCard {
  const category = categoryOf(doc)
  const thumbnail = toImage(doc.thumbnail)
  return {
    id: doc.id,
    title: doc.title,
    href: articlePath(category.slug, doc.slug ?? ''),
    date: formatNewsDate(doc.publishedAt),
    publishedAt: doc.publishedAt,
    excerpt: doc.excerpt,
    author: doc.author,
    category,
    ...(thumbnail ? { thumbnail } : {}),
  }
}

const neighbour = (doc: News | undefined) =>
  doc ? { title: doc.title, href: toNewsCard(doc).href } : undefined

export function toNewsDetail(doc: News, previous?: News, next?: News): NewsDetail {
  const prev = neighbour(previous)
  const nxt = neighbour(next)
  return {
    ...toNewsCard(doc),
    updatedAt: doc.updatedAt,
    content: doc.content,
    images: (doc.images ?? []).flatMap((i) => toImage(i.image) ?? []),
    videos: (doc.videos ?? []).flatMap((v) => {
      const embedUrl = youTubeEmbed(v.url)
      return embedUrl ? [{ title: v.title, embedUrl }] : []
    }),
    ...(prev ? { previous: prev } : {}),
    ...(nxt ? { next: nxt } : {}),
  }
}

/** Categories (in their order) with their published counts → the list filter's props. */
export function toCategoryCounts(read: {
  total: number
  categories: { doc: NewsCategory; count: number }[]
}): CategoryCounts {
  return {
    total: read.total,
    categories: read.categories.map(({ doc, count }) => ({
      name: doc.name,
      slug: doc.slug ?? '',
      count,
    })),
  }
}

/** The chosen items first, topped up from `fallback` (without repeats) to `limit`. */
export function fillUp<T extends { id: number }>(primary: T[], fallback: T[], limit: number): T[] {
  const ids = new Set(primary.map((n) => n.id))
  return [...primary, ...fallback.filter((n) => !ids.has(n.id))].slice(0, limit)
}
