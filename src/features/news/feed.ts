import { Feed } from 'feed'
import type { Media, News } from '@/payload-types'
import { mediaPath } from '@/features/shell/map'
import { categoryPath, NEWS_PATH, stripMarkup } from './format'
import { newsFeedPath, newsFeedTitle } from './feed-links'
import { toNewsCard } from './map'
import type { CategoryRef } from './types'

/**
 * The news as RSS 2.0 (with atom:link self), written by the `feed` library: the latest
 * articles, newest first, each with its absolute URL as link and guid, publication date,
 * category, excerpt and lead image as enclosure. Pure, unit-tested with an XML parser.
 */

/** How many of the latest articles a feed carries. */
export const NEWS_FEED_SIZE = 20

export type NewsFeedItem = {
  title: string
  url: string
  excerpt: string
  published: Date
  category: { name: string; url: string }
  image?: { url: string; type: string; length: number }
}

const absolute = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href

function enclosureOf(media: News['thumbnail'], siteUrl: string): NewsFeedItem['image'] {
  const m = media as Media | number | null | undefined
  if (!m || typeof m === 'number' || !m.url || !m.mimeType) return undefined
  return { url: absolute(mediaPath(m.url), siteUrl), type: m.mimeType, length: m.filesize ?? 0 }
}

/** A news document (read at depth 1) → a feed item with absolute URLs. */
export function toNewsFeedItem(doc: News, siteUrl: string): NewsFeedItem {
  const card = toNewsCard(doc)
  const image = enclosureOf(doc.thumbnail, siteUrl)
  return {
    title: card.title,
    url: absolute(card.href, siteUrl),
    excerpt: stripMarkup(card.excerpt),
    published: new Date(card.publishedAt),
    category: {
      name: card.category.name,
      url: absolute(categoryPath(card.category.slug), siteUrl),
    },
    ...(image ? { image } : {}),
  }
}

export function newsRss({
  name,
  siteUrl,
  category,
  items,
}: {
  name: string
  siteUrl: string
  category?: CategoryRef
  items: NewsFeedItem[]
}): string {
  const page = absolute(category ? categoryPath(category.slug) : NEWS_PATH, siteUrl)
  const feed = new Feed({
    title: newsFeedTitle(name, category),
    description: category
      ? `Berita terbaru kategori ${category.name} dari ${name}.`
      : `Berita terbaru dari ${name}.`,
    id: page,
    link: page,
    language: 'id',
    // The newest article's date: the feed changes when an article is published.
    updated: items[0]?.published,
    ttl: 60,
    generator: false,
    feedLinks: { rss: absolute(newsFeedPath(category?.slug), siteUrl) },
  })
  for (const item of items) {
    feed.addItem({
      title: item.title,
      // No `id`: the library then writes the link as a permalink guid.
      link: item.url,
      date: item.published,
      description: item.excerpt,
      category: [{ name: item.category.name, domain: item.category.url }],
      ...(item.image ? { enclosure: item.image } : {}),
    })
  }
  return feed.rss2()
}
