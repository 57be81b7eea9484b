import 'server-only'
import type { Metadata } from 'next'
import { newsFeedAlternates } from '@/features/news/feed-links'
import { type ArticleShare, shareMetadata } from './metadata'
import { SHARE_IMAGE_ROOT, shareImagePath } from './paths'
import { getSite } from '@/features/shell/load'
import { pageDescription, titleFromPath, withCollege } from '@/features/shell/title'

/** What a record's page adds to its share tags. */
export type RecordShare = {
  /** The record's own title: the page title's rule (its last path segment) spells it worse. */
  title: string
  /** A news article: og:type article with its times. */
  article?: ArticleShare
}

/**
 * Title and description of a page from its last path segment plus the college name, and its
 * share tags (Open Graph, Twitter card) with its share image. `about` (a page summary, an article
 * excerpt) follows in the description instead of the site's own description.
 */
export async function pageMetadata(
  pathname: string,
  about?: string,
  canonical?: string,
  record?: RecordShare,
): Promise<Metadata> {
  const site = await getSite()
  const title = withCollege(titleFromPath(pathname), site.collegeName)
  const description = pageDescription(
    titleFromPath(pathname),
    site.collegeName,
    about ?? site.description,
  )
  // A later page of a list keeps its list's title but is its own canonical page.
  const url = canonical ?? (pathname === '/index.html' ? '/' : pathname)
  const image = shareImagePath(pathname)
  const shareTitle = record?.title || title
  return {
    title,
    description,
    alternates: {
      canonical: url,
      // Every page names the news feed, so a reader finds it from any page of the site.
      types: newsFeedAlternates(site.collegeName),
    },
    ...shareMetadata({
      url,
      title: shareTitle,
      description,
      image,
      // A page without a card of its own shares the home page's, which shows the college.
      imageAlt: image === SHARE_IMAGE_ROOT ? site.collegeName || shareTitle : shareTitle,
      siteName: site.collegeName,
      article: record?.article,
    }),
  }
}

/**
 * The metadata of a page opened from an emailed link: the token is in the address, so it must
 * not travel on to other sites as a referrer.
 */
export async function tokenPageMetadata(pathname: string): Promise<Metadata> {
  return { ...(await pageMetadata(pathname)), referrer: 'no-referrer' }
}
