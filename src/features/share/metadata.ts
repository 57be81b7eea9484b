import type { Metadata } from 'next'
import { SHARE_IMAGE } from './card'

/** A news article's Open Graph details (og:type article). */
export type ArticleShare = {
  publishedTime: string
  modifiedTime?: string
  authors?: string[]
  section?: string
}

export type ShareMetadataInput = {
  /** The canonical address, site-relative: metadataBase makes it absolute. */
  url?: string
  title: string
  description: string
  /** The share image's path (paths.ts shareImagePath). */
  image: string
  /** The image's text alternative. */
  imageAlt: string
  siteName: string
  article?: ArticleShare
}

/**
 * The Open Graph and Twitter card tags of a page. Next.js replaces a parent's `openGraph` with a
 * page's as a whole, so every page states all of them, the image included. Twitter's title,
 * description and image follow from Open Graph's (Next.js copies them when twitter has none).
 */
export function shareMetadata(input: ShareMetadataInput): Pick<Metadata, 'openGraph' | 'twitter'> {
  const common = {
    title: input.title,
    description: input.description,
    url: input.url,
    siteName: input.siteName || undefined,
    locale: 'id_ID',
    images: [
      {
        url: input.image,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        type: SHARE_IMAGE.type,
        alt: input.imageAlt,
      },
    ],
  }
  return {
    openGraph: input.article
      ? { ...common, type: 'article', ...input.article }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}
