/** What a search returns, before it is shaped for an API response (see api.ts). */

/** Where a menu entry sits in the main menu (the original site's "Search page result"). */
export type MenuPlace = {
  name: string
  url: string
  nested: boolean
  sub: string | null
  subSub: string | null
}

export type NewsHit = {
  title: string
  slug: string
  categorySlug: string
  categoryName: string
  /** Without markup, at most 150 characters. */
  description: string
  publishedAt: string
  href: string
}

export type LinkKind = 'page' | 'programme' | 'career' | 'faq'

export type LinkHit = {
  kind: LinkKind
  title: string
  href: string
  description: string
  menu?: MenuPlace
}

export type SearchSections = {
  pages: LinkHit[]
  news: NewsHit[]
  /** All matching news, also beyond the ones listed. */
  newsTotal: number
  programmes: LinkHit[]
  careers: LinkHit[]
  faqs: LinkHit[]
}

export const emptySections = (): SearchSections => ({
  pages: [],
  news: [],
  newsTotal: 0,
  programmes: [],
  careers: [],
  faqs: [],
})
