import 'server-only'
import { siteIdentity } from '@/features/shell/identity'
import { NEWS_FEED_SIZE, newsRss, toNewsFeedItem } from './feed'
import { readNewsSlice } from './load'
import type { CategoryRef } from './types'

/**
 * The RSS of the latest news, of one category when given. Reads the cached news slices, so the
 * route that answers it is expired by the news tags like the list pages.
 */
export async function newsFeedXml(category?: CategoryRef): Promise<string> {
  const [{ docs }, site] = await Promise.all([
    readNewsSlice(0, NEWS_FEED_SIZE, category?.slug),
    siteIdentity(),
  ])
  return newsRss({ ...site, category, items: docs.map((d) => toNewsFeedItem(d, site.siteUrl)) })
}

export const rssResponse = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
