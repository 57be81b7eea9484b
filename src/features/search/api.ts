import type { LinkHit, NewsHit, SearchSections } from './types'

/**
 * The search calls of §7 (`…/search={text}`): reading the term from the path and shaping the
 * answer in the API envelope { meta: { status, message }, data: { data_component } }.
 */
export const MAX_TERM_LENGTH = 200

export type TermResult = { ok: true; term: string } | { ok: false; status: 400; message: string }

/** The path segment "search=biaya%20kuliah" (Next.js may or may not have decoded it yet). */
export function parseTermSegment(segment: string | undefined): TermResult {
  let value = segment ?? ''
  if (/^search%3d/i.test(value)) value = `search=${value.slice('search%3D'.length)}`
  if (!value.startsWith('search=')) return { ok: false, status: 400, message: 'Alamat pencarian harus berbentuk search={kata}.' }
  let term = value.slice('search='.length)
  if (term.length > MAX_TERM_LENGTH * 4) return { ok: false, status: 400, message: `Kata pencarian terlalu panjang (maksimal ${MAX_TERM_LENGTH} karakter).` }
  try {
    // Still encoded when the router handed over the raw segment.
    if (/%[0-9a-f]{2}/i.test(term)) term = decodeURIComponent(term)
  } catch {
    return { ok: false, status: 400, message: 'Kata pencarian tidak dapat dibaca.' }
  }
  term = term.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
  if (term.length > MAX_TERM_LENGTH) return { ok: false, status: 400, message: `Kata pencarian terlalu panjang (maksimal ${MAX_TERM_LENGTH} karakter).` }
  return { ok: true, term }
}

export { envelope } from '@/lib/envelope'

/** §3 "Search page result" plus the ready-made link. */
export function pageResult(hit: LinkHit) {
  const place = hit.menu
  return {
    menu_setting_name: hit.title,
    menu_setting_url: place ? place.url : hit.href.replace(/^\//, ''),
    dropdown_sub_menu: place?.nested ? 'yes' : 'no',
    menu_setting_sub: place?.sub ?? null,
    menu_setting_sub_sub: place?.subSub ?? null,
    href: hit.href,
  }
}

/** §3 "Search news result" plus the ready-made link. */
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

const linkResult = (hit: LinkHit) => ({ title: hit.title, description: hit.description, href: hit.href })

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
