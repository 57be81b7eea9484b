import 'server-only'
import type { Metadata } from 'next'
import { newsFeedAlternates } from '@/features/news/feed-links'
import { getSite } from './load'
import { pageDescription, titleFromPath, withCollege } from './title'

/**
 * Title and description of a page from its last path segment plus the college name.
 * `about` (a page summary, an article excerpt) follows in the description instead of the
 * site's own description.
 */
export async function pageMetadata(
  pathname: string,
  about?: string,
  canonical?: string,
): Promise<Metadata> {
  const site = await getSite()
  const title = titleFromPath(pathname)
  return {
    title: withCollege(title, site.collegeName),
    description: pageDescription(title, site.collegeName, about ?? site.description),
    // A later page of a list keeps its list's title but is its own canonical page.
    alternates: {
      canonical: canonical ?? (pathname === '/index.html' ? '/' : pathname),
      // Every page names the news feed, so a reader finds it from any page of the site.
      types: newsFeedAlternates(site.collegeName),
    },
    openGraph: {
      title: withCollege(title, site.collegeName),
      siteName: site.collegeName || undefined,
      locale: 'id_ID',
      type: 'website',
    },
  }
}

/**
 * The metadata of a page opened from an emailed link: the token is in the address, so it must
 * not travel on to other sites as a referrer.
 */
export async function tokenPageMetadata(pathname: string): Promise<Metadata> {
  return { ...(await pageMetadata(pathname)), referrer: 'no-referrer' }
}
