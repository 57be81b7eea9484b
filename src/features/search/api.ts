import type { LinkHit, NewsHit, SearchSections } from './types'

/**
 * The content API's search answers (`…/search={text}`), shaped from search hits. Pure; the wire
 * schemas and the calls are in src/features/content-api (wire/search.ts, calls/search.ts).
 */

/** The original site's "Search page result" plus the ready-made link. */
export function pageResult(hit: LinkHit) {
  const place = hit.menu
  return {
    menu_setting_name: hit.title,
    menu_setting_url: place ? place.url : hit.href.replace(/^\//, ''),
    dropdown_sub_menu: place?.nested ? ('yes' as const) : ('no' as const),
    menu_setting_sub: place?.sub ?? null,
    menu_setting_sub_sub: place?.subSub ?? null,
    href: hit.href,
  }
}

/** The original site's "Search news result" plus the ready-made link. */
export function newsResult(hit: NewsHit) {
  return {
    news_title: hit.title,
    news_link_seo: hit.slug,
    news_setting: {
      news_group_url: hit.categorySlug,
      news_group: hit.categoryName,
      news_description: hit.description,
      news_date_publish: hit.publishedAt,
    },
    href: hit.href,
  }
}

const linkResult = (hit: LinkHit) => ({
  title: hit.title,
  description: hit.description,
  href: hit.href,
})

/** Everything the overlay shows, in its order: HALAMAN, BERITA, then the extra sections. */
export function overlayResult(term: string, s: SearchSections, newsLimit = 10) {
  return {
    search: term,
    halaman: s.pages.map(pageResult),
    berita: s.news.slice(0, newsLimit).map(newsResult),
    berita_length: s.newsTotal,
    program_studi: s.programmes.map(linkResult),
    karier: s.careers.map(linkResult),
    faq: s.faqs.map(linkResult),
  }
}

export type OverlayResult = ReturnType<typeof overlayResult>
