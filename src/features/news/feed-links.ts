import type { CategoryRef } from './types'
import { categoryPath, NEWS_PATH } from './format'

/**
 * Where the news feeds (RSS 2.0) are and what they are called: the routes, the feeds' own
 * titles and the `<link rel="alternate">` of every page share these. Pure, unit-tested.
 */

export const NEWS_FEED_FILE = 'rss.xml'
export const RSS_TYPE = 'application/rss+xml'

/** `/tentang-utb/berita/rss.xml`, or `/tentang-utb/berita/{category}/rss.xml`. */
export const newsFeedPath = (categorySlug?: string) =>
  `${categorySlug ? categoryPath(categorySlug) : NEWS_PATH}/${NEWS_FEED_FILE}`

/** "Berita Universitas Teknologi Bandung", "Berita Kampus – Universitas Teknologi Bandung". */
export function newsFeedTitle(college: string, category?: Pick<CategoryRef, 'name'>): string {
  if (!category) return college ? `Berita ${college}` : 'Berita'
  return college ? `Berita ${category.name} – ${college}` : `Berita ${category.name}`
}

/**
 * Next.js `alternates.types`: the main feed on every page; on a category's pages that category's
 * feed first.
 */
export function newsFeedAlternates(college: string, category?: CategoryRef) {
  const main = { url: newsFeedPath(), title: newsFeedTitle(college) }
  const own = category
    ? [{ url: newsFeedPath(category.slug), title: newsFeedTitle(college, category) }]
    : []
  return { [RSS_TYPE]: [...own, main] }
}
